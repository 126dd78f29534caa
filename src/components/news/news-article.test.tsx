import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { copy, photo, post } from "./news-fixtures";
import { NewsArticle } from "./news-article";

describe("NewsArticle", () => {
  it("shows the post in full: the way back, then title, summary, day, authors, body", () => {
    render(<NewsArticle post={post("first", "2026-03-14")} copy={copy} />);
    const article = screen.getByRole("article", { name: "Post first" });
    expect(
      within(article).getByRole("heading", { level: 1, name: "Post first" }),
    ).toBeInTheDocument();
    expect(article).toHaveTextContent("The summary of first.");
    expect(article).toHaveTextContent(
      "14 March 2026 · Written by Ada Example, Kofi Example",
    );
    expect(within(article).getByText(/The body of first/)).toBeInTheDocument();
    expect(
      within(article).getByRole("heading", { level: 2, name: "More" }),
    ).toBeInTheDocument();
    const back = within(article).getByRole("link", { name: "Every post" });
    expect(back).toHaveAttribute("href", "/news");
    expect(
      back.compareDocumentPosition(
        within(article).getByRole("heading", { level: 1 }),
      ),
    ).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(within(article).queryByRole("img")).not.toBeInTheDocument();
    expect(within(article).queryByRole("figure")).not.toBeInTheDocument();
  });

  it("shows its photo, described, with its credit", () => {
    render(
      <NewsArticle
        post={{ ...post("first", "2026-03-14"), picture: photo }}
        copy={copy}
      />,
    );
    const figure = screen.getByRole("figure");
    expect(
      within(figure).getByRole("img", { name: photo.alt }),
    ).toHaveAttribute("src", photo.src);
    expect(figure).toHaveTextContent(photo.credit);
  });

  it("links each author to their card: on the team page, or on the page of the chapter they lead", () => {
    render(<NewsArticle post={post("first", "2026-03-14")} copy={copy} />);
    expect(screen.getByRole("link", { name: "Ada Example" })).toHaveAttribute(
      "href",
      "/our-team#person-ada-example",
    );
    expect(screen.getByRole("link", { name: "Kofi Example" })).toHaveAttribute(
      "href",
      "/chapters/made-up-land#person-kofi-example",
    );
  });
});
