import type { NewsEntry } from "../../schemas/types";
import { formatDate } from "../../lib/format-date";

/** A post's day and authors by name: "14 March 2026 · By Ada Example, Kofi Example". */
export function PostByline({
  post,
  by,
  className = "",
}: {
  post: Pick<NewsEntry, "date" | "authors">;
  /** The word before the authors, from the page's copy. */
  by: string;
  className?: string;
}) {
  return (
    <p className={`text-sm text-ink-muted ${className}`}>
      <time dateTime={post.date}>{formatDate(post.date)}</time>
      <span aria-hidden="true"> · </span>
      <span>
        {by} {post.authors.map((author) => author.name).join(", ")}
      </span>
    </p>
  );
}
