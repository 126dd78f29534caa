// @vitest-environment jsdom
import { Readable } from "node:stream";
import FeedParser from "feedparser";
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

/**
 * What a reader shows of an Atom text construct (RFC 4287, 3.1): its text as it is when its type is
 * "text", the text of the HTML it holds when "html".
 */
function shown(element: Element | null | undefined): string | undefined {
  if (!element) return undefined;
  const text = element.textContent ?? "";
  if ((element.getAttribute("type") ?? "text") === "text") return text;
  return (
    new DOMParser().parseFromString(text, "text/html").body.textContent ?? ""
  );
}

/** The feed and its items as feedparser reads them: the JavaScript port of Python's feedparser. */
function read(xml: string) {
  return new Promise<{ title: string; items: FeedParser.Item[] }>(
    (resolve, reject) => {
      const parser = new FeedParser({});
      const items: FeedParser.Item[] = [];
      parser.on("error", reject);
      parser.on("readable", () => {
        for (let item = parser.read(); item; item = parser.read())
          items.push(item);
      });
      parser.on("end", () => resolve({ title: parser.meta.title, items }));
      Readable.from([xml]).pipe(parser);
    },
  );
}

/** Plain text an editor may write, which no reader may take for HTML or XML. */
const awkward = [
  "Q&A: the <Qubit> and the CNOT",
  "Less: &lt; is written &amp;lt; ]]> and ]]> again",
  "Quotes \"double\" and 'single', an émoji 👩🏽‍💻 and Arabic كمومي",
];

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

  it.each(awkward)(
    "gives back the title, summary, author and feed name %j exactly, as a reader shows them",
    async (text) => {
      const xml = newsFeedXml(
        [
          {
            id: "example-post",
            date: "2025-01-10",
            bodyHtml: "<p>Hello.</p>",
            title: text,
            summary: text,
            authors: [text],
          },
        ],
        { ...site, name: text },
        text,
      );
      const doc = parse(xml);
      expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
      expect(shown(doc.querySelector("entry > title"))).toBe(text);
      expect(shown(doc.querySelector("entry > summary"))).toBe(text);
      expect(doc.querySelector("entry > author > name")?.textContent).toBe(
        text,
      );
      expect(shown(doc.querySelector("feed > title"))).toBe(text);
      // A feed parser reads the same.
      const parsed = await read(xml);
      expect(parsed.title).toBe(text);
      expect(
        parsed.items.map((item) => [item.title, item.summary, item.author]),
      ).toEqual([[text, text, text]]);
    },
  );

  it("is the same from build to build while the posts are", () => {
    expect(newsFeedXml(posts, site, "Example news")).toBe(
      newsFeedXml(posts, site, "Example news"),
    );
  });

  it.each([
    ["U+FFFF", "\uFFFF"],
    ["U+FFFE", "\uFFFE"],
    ["a lone surrogate", "\uD800"],
    ["a control character", "\u0001"],
  ])(
    "stays XML that parses with %s in a title, a summary or a name",
    async (_, character) => {
      const text = `A made-up post${character} title`;
      const xml = newsFeedXml(
        [
          {
            id: "made-up-post",
            date: "2025-01-10",
            title: text,
            summary: text,
            authors: [text],
            bodyHtml: `<p>${text}</p>`,
          },
        ],
        site,
        text,
      );
      expect(parse(xml).querySelector("parsererror")).toBe(null);
      expect(xml).not.toContain(character);
      const parsed = await read(xml);
      expect(parsed.items[0]?.title).toBe("A made-up post\uFFFD title");
    },
  );
});
