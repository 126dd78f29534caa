// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { newsFeedXml } from "./news-feed";

const site = { name: "Example Quantum Club", url: "https://club.example.org" };
const posts = [
  {
    id: "second-post",
    title: "A second <example> post & more",
    date: "2025-03-02",
    summary: "What happened next.",
    bodyHtml:
      '<p>A paragraph with <a href="https://example.org/">a link</a>.</p>',
    authors: ["Amina Example", "Kofi Example"],
  },
  {
    id: "first-post",
    title: "A first post",
    date: "2025-01-10",
    summary: "What happened first.",
    bodyHtml: "<p>Hello.</p>",
    authors: ["Amina Example"],
  },
];

const parse = (xml: string) =>
  new DOMParser().parseFromString(xml, "application/xml");

describe("newsFeedXml", () => {
  it("writes an Atom feed that parses, with each post at its page's address", () => {
    const doc = parse(newsFeedXml(posts, site, "Example news"));
    expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
    expect(doc.documentElement.namespaceURI).toBe(
      "http://www.w3.org/2005/Atom",
    );
    const entries = [...doc.getElementsByTagName("entry")];
    expect(
      entries.map((entry) => entry.querySelector("id")?.textContent),
    ).toEqual([
      "https://club.example.org/news/second-post",
      "https://club.example.org/news/first-post",
    ]);
    const [first] = entries;
    expect(first?.querySelector("title")?.textContent).toBe(
      "A second <example> post & more",
    );
    expect(
      [...(first?.getElementsByTagName("name") ?? [])].map(
        (name) => name.textContent,
      ),
    ).toEqual(["Amina Example", "Kofi Example"]);
    expect(first?.querySelector("content")?.textContent).toContain(
      'href="https://example.org/"',
    );
    expect(doc.querySelector("feed > updated")?.textContent).toBe(
      "2025-03-02T12:00:00.000Z",
    );
    expect(
      doc.querySelector('feed > link[rel="self"]')?.getAttribute("href"),
    ).toBe("https://club.example.org/news/feed.xml");
  });

  it("is the same from build to build while the posts are", () => {
    expect(newsFeedXml(posts, site, "Example news")).toBe(
      newsFeedXml(posts, site, "Example news"),
    );
  });
});
