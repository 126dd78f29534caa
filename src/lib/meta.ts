/** One tag of a page's head: its title, a named or property meta tag, or a link. */
export type MetaDescriptor =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string; type?: string };

/** What the metadata needs of the site settings (content/site.json). */
export type SiteIdentity = { name: string; url: string };

export const socialCard = {
  path: "/social-card.png",
  width: 1200,
  height: 630,
  alt: "Quantum Africa: making quantum accessible in Africa.",
} as const;

export const themeColor = "#050a1c";

export type PageMeta = {
  /** The page's own title; the site name is added. Omit it for the home page. */
  title?: string;
  description: string;
  /** The page's path, such as "/event". */
  path: string;
  noIndex?: boolean;
  /** The page's own image for social networks, such as an event's poster; else the site's card. */
  image?: MetaImage;
};

/** An image for social networks: its path on the site (or full address), its size and its description. */
export type MetaImage = {
  src: string;
  width: number;
  height: number;
  alt: string;
};

/** A path of the site as a full address, on the site's address. */
export function absoluteUrl(site: SiteIdentity, path: string): string {
  return new URL(path, site.url).href;
}

const titleSeparator = " · ";

/** A page's own title, read back from the full title `pageMeta` gave it; undefined for the home page's. */
export function pageTitleOf(
  site: SiteIdentity,
  fullTitle: string,
): string | undefined {
  const suffix = `${titleSeparator}${site.name}`;
  return fullTitle.endsWith(suffix)
    ? fullTitle.slice(0, -suffix.length)
    : undefined;
}

/** Title, description, canonical address, social card and theme colour for one page. */
export function pageMeta(
  site: SiteIdentity,
  { title, description, path, noIndex = false, image: pageImage }: PageMeta,
): MetaDescriptor[] {
  const fullTitle = title
    ? `${title}${titleSeparator}${site.name}`
    : `${site.name}: quantum computing for Africa`;
  const url = absoluteUrl(site, path);
  const { src, width, height, alt } = pageImage ?? {
    ...socialCard,
    src: socialCard.path,
  };
  const image = absoluteUrl(site, src);
  return [
    { title: fullTitle },
    { name: "description", content: description },
    ...(noIndex
      ? [{ name: "robots", content: "noindex" }]
      : [{ tagName: "link" as const, rel: "canonical", href: url }]),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(width) },
    { property: "og:image:height", content: String(height) },
    { property: "og:image:alt", content: alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: alt },
    { name: "theme-color", content: themeColor },
  ];
}
