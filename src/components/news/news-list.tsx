import type { NewsEntry, Site } from "../../schemas/types";
import { newsPostPath } from "../../lib/site-paths";
import { Link } from "../link";
import { Container } from "../ui/container";
import { band } from "../ui/rhythm";
import { PostByline } from "./post-byline";

type Copy = Site["pages"]["news"];

/** Every post, newest first: its title linked to its page, its day, summary and authors. */
export function NewsList({
  posts,
  copy,
}: {
  posts: readonly NewsEntry[];
  copy: Copy;
}) {
  return (
    <Container className={band}>
      <ol className="mx-auto max-w-3xl space-y-8">
        {posts.map((post) => (
          <li key={post.id}>
            <article
              aria-labelledby={`news-${post.id}-title`}
              className="rounded-3xl border border-line bg-surface p-6 sm:p-8"
            >
              <h2
                id={`news-${post.id}-title`}
                className="text-2xl font-bold [overflow-wrap:anywhere] text-ink"
              >
                <Link
                  to={newsPostPath(post.id)}
                  className="underline-offset-4 hover:text-accent hover:underline"
                >
                  {post.title}
                </Link>
              </h2>
              <PostByline post={post} by={copy.by} className="mt-2" />
              <p className="mt-4 [overflow-wrap:anywhere] text-ink-muted">
                {post.summary}
              </p>
            </article>
          </li>
        ))}
      </ol>
    </Container>
  );
}
