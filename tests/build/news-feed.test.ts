// @module-tag content
// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { news, newsPage } from "../../src/content/news";
import { site } from "../../src/content/site";
import { newsFeedPath, newsPostPath } from "../../src/lib/site-paths";
import { builtFiles, hydratedFiles, readBuilt } from "./build-output";

const feedFile = newsFeedPath.slice(1);
const atom = "http://www.w3.org/2005/Atom";
const address = (path: string) => new URL(path, site.url).href;

/** The feed links of a page's head. */
const feedLinks = (html: string) =>
  [
    ...new DOMParser()
      .parseFromString(html, "text/html")
      .querySelectorAll(
        'head link[rel="alternate"][type="application/atom+xml"]',
      ),
  ].map((link) => ({
    type: link.getAttribute("type"),
    title: link.getAttribute("title"),
    href: link.getAttribute("href"),
  }));

// One of the two, as the content has posts or not: npm test builds copies of both kinds.
if (news.length > 0)
  describe("the news feed", () => {
    const feed = () =>
      new DOMParser().parseFromString(readBuilt(feedFile), "application/xml");

    it("is well-formed Atom, named as the page copy names it", () => {
      const document = feed();
      expect(document.querySelector("parsererror")).toBeNull();
      expect(document.documentElement.namespaceURI).toBe(atom);
      expect(document.documentElement.localName).toBe("feed");
      expect(document.querySelector("feed > title")?.textContent).toBe(
        newsPage.feed,
      );
    });

    it("holds every post, newest first, at its page's address, with its title, summary and authors", () => {
      const entries = [...feed().querySelectorAll("entry")];
      expect(
        entries.map((entry) => entry.querySelector("id")?.textContent),
      ).toEqual(news.map((post) => address(newsPostPath(post.id))));
      for (const [index, post] of news.entries()) {
        const entry = entries[index];
        // Plain text, which no reader takes for HTML.
        expect(entry?.querySelector("title")?.getAttribute("type")).toBe(
          "text",
        );
        expect(entry?.querySelector("title")?.textContent).toBe(post.title);
        expect(entry?.querySelector("summary")?.getAttribute("type")).toBe(
          "text",
        );
        expect(entry?.querySelector("summary")?.textContent).toBe(post.summary);
        expect(entry?.querySelector("link")?.getAttribute("href")).toBe(
          address(newsPostPath(post.id)),
        );
        expect(
          [...(entry?.querySelectorAll("author > name") ?? [])].map(
            (name) => name.textContent,
          ),
        ).toEqual(post.authors.map((author) => author.name));
        expect(entry?.querySelector("published")?.textContent).toMatch(
          new RegExp(`^${post.date}T`),
        );
      }
    });

    it("is named in the head of every page", () => {
      for (const file of hydratedFiles)
        expect(feedLinks(readBuilt(file)), file).toEqual([
          {
            type: "application/atom+xml",
            title: newsPage.feed,
            href: newsFeedPath,
          },
        ]);
    });
  });
else
  describe("without a post", () => {
    it("has no news feed, and no page names one", () => {
      expect(builtFiles).not.toContain(feedFile);
      for (const file of hydratedFiles)
        expect(feedLinks(readBuilt(file)), file).toEqual([]);
    });
  });
