import type { NewsEntry, Site } from "../../schemas/types";
import { newsPostPath } from "../../lib/site-paths";
import { Picture } from "../picture";
import { CardArrow, CardLink, linkedCard } from "../ui/card-link";
import { Container } from "../ui/container";
import { band } from "../ui/rhythm";
import { PostByline } from "./post-byline";

type Copy = Site["pages"]["news"];

/**
 * One post of the list: its photo at a fixed 4:3 beside its title, day, authors and summary, and the
 * words that lead to it; the whole card is the link to its page.
 */
function NewsItem({ post, copy }: { post: NewsEntry; copy: Copy }) {
  const photo = post.picture;
  return (
    <article
      aria-labelledby={`news-${post.id}-title`}
      className={`${linkedCard} flex h-full gap-4 rounded-2xl border border-line bg-surface p-4 sm:gap-5 sm:p-5`}
    >
      {photo && (
        <Picture
          picture={photo}
          alt={photo.alt}
          sizes="(min-width: 640px) 160px, 96px"
          loading="lazy"
          className="aspect-[4/3] h-auto w-24 shrink-0 self-start rounded-xl bg-surface-raised object-cover sm:w-40"
        />
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <h2
          id={`news-${post.id}-title`}
          dir="auto"
          className="text-lg leading-snug font-bold [overflow-wrap:anywhere] text-ink sm:text-xl"
        >
          <CardLink
            to={newsPostPath(post.id)}
            className="underline-offset-4 group-hover:text-accent group-hover:underline"
          >
            {post.title}
          </CardLink>
        </h2>
        <PostByline post={post} by={copy.by} className="mt-1" />
        <p
          dir="auto"
          className="mt-2 text-sm [overflow-wrap:anywhere] text-ink-muted"
        >
          {post.summary}
        </p>
        <CardArrow label={copy.readMore} className="mt-auto pt-3" />
      </div>
    </article>
  );
}

/** Every post, newest first, two to a row from 1024 px. */
export function NewsList({
  posts,
  copy,
}: {
  posts: readonly NewsEntry[];
  copy: Copy;
}) {
  return (
    <Container className={band}>
      <ol className="grid gap-3 sm:gap-4 lg:grid-cols-2">
        {posts.map((post) => (
          <li key={post.id}>
            <NewsItem post={post} copy={copy} />
          </li>
        ))}
      </ol>
    </Container>
  );
}
