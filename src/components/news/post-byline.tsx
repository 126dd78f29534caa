import type { NewsEntry } from "../../schemas/types";
import { formatDate } from "../../lib/format-date";
import { personPath } from "../../lib/people";
import { Link } from "../link";

/**
 * A post's day and authors: "14 March 2026 · By Ada Example, Kofi Example", each author a link to their
 * card (`linked`, on the post's page) or a name (in the list, whose post titles are the links).
 */
export function PostByline({
  post,
  by,
  linked = false,
  className = "",
}: {
  post: Pick<NewsEntry, "date" | "authors">;
  /** The word before the authors, from the page's copy. */
  by: string;
  linked?: boolean;
  className?: string;
}) {
  return (
    <p className={`text-sm text-ink-muted ${className}`}>
      <time dateTime={post.date}>{formatDate(post.date)}</time>
      <span aria-hidden="true"> · </span>
      <span>
        {by}{" "}
        {post.authors.map((author, index) => (
          <span key={author.id}>
            {index > 0 && ", "}
            {linked ? (
              <Link
                to={personPath(author)}
                className="font-semibold text-ink underline decoration-accent/50 underline-offset-4 hover:text-accent"
              >
                {author.name}
              </Link>
            ) : (
              author.name
            )}
          </span>
        ))}
      </span>
    </p>
  );
}
