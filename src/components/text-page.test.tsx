import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { TextPageEntry } from "../schemas/types";
import { TextPageBody } from "./text-page";

const copy = { updated: "Made-up last changed" };
const page: TextPageEntry = {
  id: "terms",
  title: "Made-up Terms",
  description: "What the made-up terms say.",
  bodyHtml: "<p>The made-up text.</p><h2>More</h2>",
};

describe("TextPageBody", () => {
  it("shows its title once, its description and its body, and no day when the page gives none", () => {
    render(<TextPageBody page={page} copy={copy} />);
    expect(
      screen.getByRole("heading", { level: 1, name: page.title }),
    ).toBeInTheDocument();
    expect(screen.getAllByText(page.title)).toHaveLength(1);
    expect(screen.getByText(page.description)).toBeInTheDocument();
    expect(screen.getByText("The made-up text.")).toBeInTheDocument();
    expect(screen.queryByText(copy.updated, { exact: false })).toBeNull();
    expect(screen.queryByRole("time")).not.toBeInTheDocument();
  });

  it("says the day it was last updated, under its title", () => {
    render(
      <TextPageBody page={{ ...page, updated: "2025-11-03" }} copy={copy} />,
    );
    const updated = screen.getByText(copy.updated, { exact: false });
    expect(updated).toHaveTextContent(`${copy.updated} 3 November 2025`);
    expect(screen.getByRole("time")).toHaveAttribute("datetime", "2025-11-03");
    expect(
      screen
        .getByRole("heading", { level: 1 })
        .compareDocumentPosition(updated),
    ).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it("lets the browser set the direction of what the editors wrote", () => {
    render(<TextPageBody page={page} copy={copy} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveAttribute(
      "dir",
      "auto",
    );
    expect(screen.getByText(page.description)).toHaveAttribute("dir", "auto");
  });
});
