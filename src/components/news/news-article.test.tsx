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
    expect(within(article).getByText("14 March 2026")).toHaveAttribute(
      "datetime",
      "2026-03-14",
    );
    expect(article).toHaveTextContent(
      /14 March 2026\s*Written by\s*Ada Example\s*Kofi Example/,
    );
    expect(within(article).queryByText(/Made-up revised/)).toBeNull();
    expect(within(article).getByText(/The body of first/)).toBeInTheDocument();
    expect(
      within(article).getByRole("heading", { level: 2, name: "More" }),
    ).toBeInTheDocument();
    const [back] = within(article).getAllByRole("link", { name: "Every post" });
    if (!back) throw new Error("No way back");
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

describe("NewsArticle's foot", () => {
  const older = post("older", "2026-02-01");
  const newer = post("newer", "2026-04-01");

  it("links to the older and the newer post, by label and title, then back to every post", () => {
    render(
      <NewsArticle
        post={post("first", "2026-03-14")}
        copy={copy}
        older={older}
        newer={newer}
      />,
    );
    const foot = screen.getByRole("navigation", { name: copy.allNews });
    const links = within(foot).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual([
      `← ${copy.older}${older.title}`,
      `${copy.newer} →${newer.title}`,
      `←${copy.allNews}`,
    ]);
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/news/older",
      "/news/newer",
      "/news",
    ]);
    expect(links[0]).toHaveAttribute("rel", "prev");
    expect(links[1]).toHaveAttribute("rel", "next");
  });

  it("offers only the posts there are: the newest has no newer, and a post alone only the way back", () => {
    const { unmount } = render(
      <NewsArticle
        post={post("first", "2026-03-14")}
        copy={copy}
        older={older}
      />,
    );
    let foot = screen.getByRole("navigation", { name: copy.allNews });
    expect(within(foot).queryByText(copy.newer)).toBeNull();
    expect(within(foot).getAllByRole("link")).toHaveLength(2);
    unmount();
    render(<NewsArticle post={post("first", "2026-03-14")} copy={copy} />);
    foot = screen.getByRole("navigation", { name: copy.allNews });
    expect(within(foot).queryByRole("list")).not.toBeInTheDocument();
    expect(within(foot).getByRole("link")).toHaveAttribute("href", "/news");
  });

  it("says the day a post was revised, after its day", () => {
    render(
      <NewsArticle
        post={{ ...post("first", "2026-03-14"), updated: "2026-03-20" }}
        copy={copy}
      />,
    );
    expect(screen.getByText(/Made-up revised/)).toHaveTextContent(
      "Made-up revised 20 March 2026",
    );
  });
});
