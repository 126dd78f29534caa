import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { copy, photo, post } from "./news-fixtures";
import { NewsList } from "./news-list";

describe("NewsList", () => {
  it("lists each post as given, its title linked to its page, with its day, authors and summary", () => {
    render(
      <NewsList
        posts={[post("later", "2026-05-02"), post("earlier", "2026-03-14")]}
        copy={copy}
      />,
    );
    const articles = screen.getAllByRole("article");
    expect(
      articles.map((article) => article.getAttribute("aria-labelledby")),
    ).toEqual(["news-later-title", "news-earlier-title"]);
    const first = screen.getByRole("article", { name: "Post later" });
    expect(
      within(first).getByRole("link", { name: "Post later" }),
    ).toHaveAttribute("href", "/news/later");
    expect(first).toHaveTextContent("2 May 2026");
    expect(first).toHaveTextContent("Written by Ada Example, Kofi Example");
    expect(first).toHaveTextContent("The summary of later.");
    expect(within(first).getByText("2 May 2026")).toHaveAttribute(
      "datetime",
      "2026-05-02",
    );
    // The body is on the post's page only; the title is the one link to it, which covers the card.
    expect(screen.queryByText(/The body of/)).not.toBeInTheDocument();
    expect(within(first).getAllByRole("link")).toHaveLength(1);
    expect(first).toHaveClass("relative");
    expect(within(first).getByRole("link")).toHaveClass(
      "after:absolute",
      "after:inset-0",
    );
    // The words that say the card leads on are not read out a second time.
    expect(within(first).getByText(copy.readMore)).toHaveAttribute(
      "aria-hidden",
      "true",
    );
  });

  it("shows a post's photo, described, at one aspect ratio for every post; none for a post without", () => {
    render(
      <NewsList
        posts={[
          { ...post("pictured", "2026-05-02"), picture: photo },
          post("plain", "2026-03-14"),
        ]}
        copy={copy}
      />,
    );
    const image = within(
      screen.getByRole("article", { name: "Post pictured" }),
    ).getByRole("img", { name: photo.alt });
    expect(image).toHaveClass("aspect-[4/3]", "object-cover");
    expect(
      within(screen.getByRole("article", { name: "Post plain" })).queryByRole(
        "img",
      ),
    ).not.toBeInTheDocument();
  });
});
