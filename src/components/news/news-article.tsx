import type { NewsEntry, Site } from "../../schemas/types";
import { formatDate } from "../../lib/format-date";
import { personPath } from "../../lib/people";
import { newsPostPath } from "../../lib/site-paths";
import { BackLink } from "../back-link";
import { Link } from "../link";
import { Picture } from "../picture";
import { Prose } from "../prose";
import { Container } from "../ui/container";
import { entryHeader } from "../ui/rhythm";

type Copy = Site["pages"]["news"];
/** A post beside this one, as its page's foot links to it. */
type Neighbour = Pick<NewsEntry, "id" | "title">;

/**
 * What the post says of itself: its day, the day it was revised if it was, and its authors, each a link
 * to their card. Under the title on a phone; the side column from 1024 px.
 */
function PostFacts({ post, copy }: { post: NewsEntry; copy: Copy }) {
  return (
    <div className="border-b border-line pb-6 text-sm text-ink-muted lg:sticky lg:top-24 lg:rounded-2xl lg:border lg:bg-surface lg:p-5">
      <p>
        <time dateTime={post.date} className="font-semibold text-ink">
          {formatDate(post.date)}
        </time>
      </p>
      {post.updated && post.updated !== post.date && (
        <p className="mt-1">
          {copy.updated}{" "}
          <time dateTime={post.updated}>{formatDate(post.updated)}</time>
        </p>
      )}
      <p className="mt-3">{copy.by}</p>
      <ul className="mt-1 space-y-1">
        {post.authors.map((author) => (
          <li key={author.id} dir="auto">
            <Link
              to={personPath(author)}
              className="inline-flex min-h-11 items-center font-semibold text-ink underline decoration-accent/50 underline-offset-4 hover:text-accent lg:min-h-8"
            >
              {author.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One of the links at the post's foot: its label, then the post's title. */
function NeighbourLink({
  post,
  label,
  direction,
}: {
  post: Neighbour;
  label: string;
  direction: "older" | "newer";
}) {
  return (
    <Link
      to={newsPostPath(post.id)}
      rel={direction === "older" ? "prev" : "next"}
      className={`flex h-full flex-col gap-1 rounded-2xl border border-line bg-surface p-4 transition-colors hover:border-accent/60 motion-reduce:transition-none sm:p-5 ${direction === "newer" ? "sm:items-end sm:text-right" : ""}`}
    >
      <span className="text-sm font-semibold text-accent">
        {direction === "older" && <span aria-hidden="true">← </span>}
        {label}
        {direction === "newer" && <span aria-hidden="true"> →</span>}
      </span>
      <span
        dir="auto"
        className="font-display text-lg leading-snug font-bold [overflow-wrap:anywhere] text-ink"
      >
        {post.title}
      </span>
    </Link>
  );
}

/**
 * A post in full: the way back, its title and summary, its photo beside them from 1024 px (above the
 * text on a phone, at a fixed 16:9); its day and authors, then its body in lines of about 65 characters,
 * the day and authors in a side column from 1024 px; at its foot, the older and newer posts and the way
 * back to every post.
 */
export function NewsArticle({
  post,
  copy,
  older,
  newer,
}: {
  post: NewsEntry;
  copy: Copy;
  older?: Neighbour;
  newer?: Neighbour;
}) {
  const photo = post.picture;
  const neighbours = [
    older && { post: older, label: copy.older, direction: "older" as const },
    newer && { post: newer, label: copy.newer, direction: "newer" as const },
  ].filter((neighbour) => neighbour !== undefined);
  return (
    <article aria-labelledby="news-post-title">
      <div className="border-b border-line/60 bg-glow">
        <Container
          className={`${entryHeader} ${photo ? "lg:grid lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-center lg:gap-12" : ""}`}
        >
          <div className="max-w-3xl">
            <BackLink to="/news">{copy.allNews}</BackLink>
            <h1
              id="news-post-title"
              dir="auto"
              // The page's h1 takes focus after a move to the page (src/lib/use-hash-target.ts).
              tabIndex={-1}
              className="mt-3 text-3xl font-bold [overflow-wrap:anywhere] text-ink sm:text-4xl"
            >
              {post.title}
            </h1>
            <p
              dir="auto"
              className="mt-3 text-lg [overflow-wrap:anywhere] text-ink-muted"
            >
              {post.summary}
            </p>
          </div>
          {photo && (
            <figure className="mt-6 max-w-xl lg:mt-0">
              <Picture
                picture={photo}
                alt={photo.alt}
                sizes="(min-width: 1024px) 384px, (min-width: 640px) 576px, 100vw"
                loading="eager"
                className="aspect-video h-auto w-full rounded-2xl bg-surface-raised object-cover"
              />
              <figcaption className="mt-2 text-sm text-ink-muted">
                {photo.credit}
              </figcaption>
            </figure>
          )}
        </Container>
      </div>
      <Container className="py-8 sm:py-12 lg:grid lg:grid-cols-[minmax(0,1fr)_17rem] lg:items-start lg:gap-16">
        <div className="lg:col-start-2 lg:row-start-1">
          <PostFacts post={post} copy={copy} />
        </div>
        <div
          dir="auto"
          className="mt-8 max-w-[65ch] text-lg lg:col-start-1 lg:row-start-1 lg:mt-0"
        >
          <Prose html={post.bodyHtml} />
        </div>
      </Container>
      <Container className="pb-16 sm:pb-24">
        <nav
          aria-label={copy.allNews}
          className="border-t border-line pt-8 sm:pt-10"
        >
          {neighbours.length > 0 && (
            <ul className="grid gap-3 sm:grid-cols-2 sm:gap-4">
              {neighbours.map((neighbour) => (
                <li
                  key={neighbour.direction}
                  className={
                    neighbour.direction === "newer" ? "sm:col-start-2" : ""
                  }
                >
                  <NeighbourLink {...neighbour} />
                </li>
              ))}
            </ul>
          )}
          <p className={neighbours.length > 0 ? "mt-6" : ""}>
            <BackLink to="/news">{copy.allNews}</BackLink>
          </p>
        </nav>
      </Container>
    </article>
  );
}
