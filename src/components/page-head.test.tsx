import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { pageMeta, type MetaDescriptor } from "../lib/meta";
import { PageHead } from "./page-head";

const site = { name: "Example Quantum Club", url: "https://club.example.org" };

/** The tags the build writes into a page's head for this metadata, as the browser reads them. */
function headOf(meta: readonly MetaDescriptor[]) {
  const head = document.createElement("div");
  head.innerHTML = renderToStaticMarkup(<PageHead meta={meta} />);
  return head;
}

describe("PageHead", () => {
  it("writes each tag of a page's metadata, in its order", () => {
    const meta = pageMeta(site, {
      title: "Events",
      description: "What is on.",
      path: "/event",
    });
    const head = headOf(meta);
    expect(head.children).toHaveLength(meta.length);
    expect(head.querySelector("title")).toHaveTextContent(
      "Events · Example Quantum Club",
    );
    expect(head.querySelector('meta[name="description"]')).toHaveAttribute(
      "content",
      "What is on.",
    );
    expect(head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      "href",
      "https://club.example.org/event",
    );
    expect(head.querySelector('meta[property="og:url"]')).toHaveAttribute(
      "content",
      "https://club.example.org/event",
    );
    expect(
      [...head.children].map(
        (tag) =>
          tag.getAttribute("name") ??
          tag.getAttribute("property") ??
          tag.getAttribute("rel") ??
          tag.tagName.toLowerCase(),
      ),
    ).toEqual(
      meta.map((tag) =>
        "title" in tag
          ? "title"
          : "tagName" in tag
            ? tag.rel
            : "property" in tag
              ? tag.property
              : tag.name,
      ),
    );
  });

  it("writes a page kept out of search engines as such, with no canonical address", () => {
    const head = headOf(
      pageMeta(site, {
        title: "Page not found",
        description: "Nothing here.",
        path: "/404",
        noIndex: true,
      }),
    );
    expect(head.querySelector('meta[name="robots"]')).toHaveAttribute(
      "content",
      "noindex",
    );
    expect(head.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it("writes a link's type when it has one", () => {
    const head = headOf([
      {
        tagName: "link",
        rel: "alternate",
        href: "/news/feed.xml",
        type: "application/atom+xml",
      },
    ]);
    const link = head.querySelector("link");
    expect(link).toHaveAttribute("rel", "alternate");
    expect(link).toHaveAttribute("href", "/news/feed.xml");
    expect(link).toHaveAttribute("type", "application/atom+xml");
  });
});
