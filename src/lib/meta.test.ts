// @vitest-environment node
import type { MetaDescriptor } from "./meta";
import { describe, expect, it } from "vitest";
import {
  absoluteUrl,
  pageMeta,
  pageTitleOf,
  socialCard,
  type PageMeta,
} from "./meta";

// Another site than this one: the metadata follows the settings it is given.
const site = { name: "Example Quantum Club", url: "https://club.example.org" };
const getMeta = (page: PageMeta) => pageMeta(site, page);

const find = (meta: MetaDescriptor[], key: string) =>
  meta.find(
    (entry) =>
      ("name" in entry && entry.name === key) ||
      ("property" in entry && entry.property === key),
  );

const content = (meta: MetaDescriptor[], key: string) => {
  const entry = find(meta, key);
  return entry && "content" in entry ? entry.content : undefined;
};

const canonical = (meta: MetaDescriptor[]) =>
  meta.find((entry) => "rel" in entry && entry.rel === "canonical");

describe("absoluteUrl", () => {
  it("puts a path on the site's address", () => {
    expect(absoluteUrl(site, "/our-team")).toBe(
      "https://club.example.org/our-team",
    );
    expect(absoluteUrl(site, "/")).toBe("https://club.example.org/");
  });
});

describe("getMeta", () => {
  const page = {
    title: "Our Team",
    description: "Meet the team.",
    path: "/our-team",
  };

  it("adds the site's name to the page's title", () => {
    expect(getMeta(page)).toContainEqual({
      title: `Our Team · ${site.name}`,
    });
  });

  it("gives the home page a title of its own", () => {
    const meta = getMeta({ description: "Home.", path: "/" });
    const title = meta.find((entry) => "title" in entry);
    expect(title).toEqual({
      title: `${site.name}: quantum computing for Africa`,
    });
  });

  it("sets the description", () => {
    expect(content(getMeta(page), "description")).toBe("Meet the team.");
  });

  it("links the canonical, absolute address", () => {
    expect(canonical(getMeta(page))).toEqual({
      tagName: "link",
      rel: "canonical",
      href: new URL("/our-team", site.url).href,
    });
  });

  it("describes the page to social networks", () => {
    const meta = getMeta(page);
    expect(content(meta, "og:type")).toBe("website");
    expect(content(meta, "og:site_name")).toBe(site.name);
    expect(content(meta, "og:title")).toBe(`Our Team · ${site.name}`);
    expect(content(meta, "og:description")).toBe("Meet the team.");
    expect(content(meta, "og:url")).toBe(new URL("/our-team", site.url).href);
    expect(content(meta, "og:image")).toBe(
      new URL(socialCard.path, site.url).href,
    );
    expect(content(meta, "og:image:width")).toBe("1200");
    expect(content(meta, "og:image:height")).toBe("630");
    expect(content(meta, "og:image:alt")).toBe(socialCard.alt);
    expect(content(meta, "twitter:card")).toBe("summary_large_image");
    expect(content(meta, "twitter:title")).toBe(`Our Team · ${site.name}`);
    expect(content(meta, "twitter:description")).toBe("Meet the team.");
    expect(content(meta, "twitter:image")).toBe(
      new URL(socialCard.path, site.url).href,
    );
    expect(content(meta, "twitter:image:alt")).toBe(socialCard.alt);
  });

  it("shows a page's own image to social networks, on the site's address", () => {
    const meta = getMeta({
      ...page,
      image: {
        src: "/assets/example-poster-800.webp",
        width: 800,
        height: 1000,
        alt: "Poster of the Example Workshop",
      },
    });
    const address = new URL("/assets/example-poster-800.webp", site.url).href;
    expect(content(meta, "og:image")).toBe(address);
    expect(content(meta, "og:image:width")).toBe("800");
    expect(content(meta, "og:image:height")).toBe("1000");
    expect(content(meta, "og:image:alt")).toBe(
      "Poster of the Example Workshop",
    );
    expect(content(meta, "twitter:image")).toBe(address);
    expect(content(meta, "twitter:image:alt")).toBe(
      "Poster of the Example Workshop",
    );
  });

  it("sets the theme colour", () => {
    expect(content(getMeta(page), "theme-color")).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it("lets search engines index a page by default", () => {
    expect(find(getMeta(page), "robots")).toBeUndefined();
  });

  it("keeps a noIndex page out of search engines, without a canonical address", () => {
    const meta = getMeta({ ...page, noIndex: true });
    expect(content(meta, "robots")).toBe("noindex");
    expect(canonical(meta)).toBeUndefined();
  });

  it("declares each name or property once", () => {
    const keys = getMeta(page).flatMap((entry) =>
      "name" in entry
        ? [entry.name]
        : "property" in entry
          ? [entry.property]
          : [],
    );
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe("pageTitleOf", () => {
  it("reads a page's own title back from its full title", () => {
    const [title] = getMeta({
      title: "Made-up · Page",
      description: "",
      path: "/x",
    });
    const fullTitle = title && "title" in title ? String(title.title) : "";
    expect(pageTitleOf(site, fullTitle)).toBe("Made-up · Page");
  });

  it("has none for the home page's title", () => {
    const [title] = getMeta({ description: "", path: "/" });
    const fullTitle = title && "title" in title ? String(title.title) : "";
    expect(pageTitleOf(site, fullTitle)).toBeUndefined();
  });
});
