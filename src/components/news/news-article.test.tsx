import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { copy, photo, post } from "./news-fixtures";
import { NewsArticle } from "./news-article";

describe("NewsArticle", () => {
  it("shows the post in full: title, summary, day, authors, body, and the way back", () => {
    render(<NewsArticle post={post("first", "2026-03-14")} copy={copy} />, {
      wrapper: MemoryRouter,
    });
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
    expect(
      within(article).getByRole("link", { name: "Every post" }),
    ).toHaveAttribute("href", "/news");
    expect(within(article).queryByRole("img")).not.toBeInTheDocument();
    expect(within(article).queryByRole("figure")).not.toBeInTheDocument();
  });

  it("shows its photo, described, with its credit", () => {
    render(
      <NewsArticle
        post={{ ...post("first", "2026-03-14"), picture: photo }}
        copy={copy}
      />,
      { wrapper: MemoryRouter },
    );
    const figure = screen.getByRole("figure");
    expect(
      within(figure).getByRole("img", { name: photo.alt }),
    ).toHaveAttribute("src", photo.src);
    expect(figure).toHaveTextContent(photo.credit);
  });
});
