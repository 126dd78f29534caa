import type { NewsHead, PreparedPhoto } from "../schemas/types";
import { content } from "./store";

/** A photo for social cards: its widest WebP file, which every network reads, and its size. */
function socialImage(photo: PreparedPhoto) {
  const webp = photo.sources.find((source) => source.type === "image/webp");
  const [src = photo.src, width = `${photo.width}w`] =
    webp?.srcSet.split(", ").at(-1)?.split(" ") ?? [];
  const widest = Number.parseInt(width, 10);
  return {
    src,
    width: widest,
    height: Math.round((photo.height * widest) / photo.width),
    alt: photo.alt,
  };
}

/** The posts published by the build's day, newest first. */
export const news = content.news;
export const newsPage = content.site.pages.news;
/** What each post's page head needs: title, summary and social image. */
export const newsHeads: NewsHead[] = news.map(
  ({ id, title, summary, picture }) => ({
    id,
    title,
    summary,
    ...(picture && { picture: socialImage(picture) }),
  }),
);

/** One post in full, by its id (the build renders its page from it). */
export function newsPost(id: string) {
  const post = news.find((entry) => entry.id === id);
  if (!post) throw new Error(`No post "${id}"`);
  return post;
}

/** What one post's page head needs, by its id. */
export function newsHead(id: string) {
  const head = newsHeads.find((entry) => entry.id === id);
  if (!head) throw new Error(`No post "${id}"`);
  return head;
}
