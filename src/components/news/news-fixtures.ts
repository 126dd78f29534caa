import type { NewsEntry } from "../../schemas/types";

// Made-up posts and page copy for the news components' tests.
export const copy = {
  title: "Made-up News",
  description: "Made-up news.",
  lead: "What happened.",
  by: "Written by",
  readMore: "Read it",
  allNews: "Every post",
  feed: "Made-up feed",
  subscribe: "Made-up subscribe",
  updated: "Made-up revised",
  newer: "Made-up newer",
  older: "Made-up older",
};

export const post = (id: string, date: string): NewsEntry => ({
  id,
  title: `Post ${id}`,
  date,
  summary: `The summary of ${id}.`,
  bodyHtml: `<p>The body of ${id}, with <a href="https://example.org/">a link</a>.</p><h2>More</h2>`,
  authors: [
    { id: "ada-example", name: "Ada Example" },
    { id: "kofi-example", name: "Kofi Example", chapter: "made-up-land" },
  ],
});

export const photo = {
  src: "/assets/media/workshop-420.webp",
  width: 840,
  height: 560,
  sources: [
    {
      type: "image/webp" as const,
      srcSet: "/assets/media/workshop-420.webp 420w",
    },
  ],
  alt: "Students at a workshop.",
  credit: "Photo: Made-up Photographer",
};
