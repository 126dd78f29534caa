// @module-tag content
import { render, screen, within } from "@testing-library/react";
import type { PreviewTemplateComponentProps } from "decap-cms-core";
import { describe, expect, it } from "vitest";
import { PartnerPreview, TextPagePreview } from "./community-previews";
import { ChapterPreview, initials, MemberPreview } from "./previews";

/** The props Decap hands a preview, with the entry's data as the editor typed it. */
const props = (data: Record<string, unknown>) =>
  ({
    entry: { get: () => ({ toJS: () => data }) },
    getAsset: (path: string) => ({ url: `blob:${path}` }),
    fieldsMetaData: { getIn: () => undefined },
  }) as unknown as PreviewTemplateComponentProps;

describe("the editor's previews", () => {
  it("take a person's initials", () => {
    expect(initials("Amina Example")).toBe("AE");
    expect(initials("Walid El Maouaki")).toBe("WM");
    expect(initials("Yousra")).toBe("Y");
    expect(initials("")).toBe("");
  });

  it("draw a chapter's card as the site does, with its flag, as the editor types its name", () => {
    const { rerender } = render(
      <ChapterPreview {...props({ name: "Nigeria", flagCode: "ng" })} />,
    );
    const card = screen.getByRole("article");
    expect(
      within(card).getByRole("heading", { name: "Nigeria" }),
    ).toBeVisible();
    expect(
      within(card).getByRole("img", { name: "Flag of Nigeria" }),
    ).toBeVisible();
    expect(within(card).getByText("Active")).toBeVisible();
    rerender(
      <ChapterPreview
        {...props({ name: "Nigeria and Ghana", flagCode: "ng" })}
      />,
    );
    expect(
      screen.getByRole("heading", { name: "Nigeria and Ghana" }),
    ).toBeVisible();
  });

  it("draw a person with no portrait with their initials", () => {
    render(
      <MemberPreview {...props({ name: "Amina Example", role: "Lead" })} />,
    );
    expect(
      screen.getByRole("heading", { name: "Amina Example" }),
    ).toBeVisible();
    expect(screen.getByText("AE")).toBeVisible();
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("show a partner with its logo and kind", () => {
    render(
      <PartnerPreview
        {...props({
          name: "Example University",
          logo: "/media/example.svg",
          kind: "academic",
          link: "https://example.org",
        })}
      />,
    );
    expect(
      screen.getByRole("img", { name: "Logo of Example University" }),
    ).toBeVisible();
    expect(screen.getByText("Universities and research")).toBeVisible();
  });

  it("render a text page's Markdown, as the build does", () => {
    render(
      <TextPagePreview
        {...props({
          title: "Privacy",
          description: "What we keep.",
          body: "We keep **nothing**. <script>alert(1)</script>",
        })}
      />,
    );
    expect(
      screen.getByRole("heading", { level: 1, name: "Privacy" }),
    ).toBeVisible();
    expect(screen.getByText("nothing").tagName).toBe("STRONG");
    expect(document.querySelector("script")).toBeNull();
  });
});
