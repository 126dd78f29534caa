import type { NewsEntry, Site } from "../../schemas/types";
import { BackLink } from "../back-link";
import { Picture } from "../picture";
import { Prose } from "../prose";
import { Container } from "../ui/container";
import { entryHeader } from "../ui/rhythm";
import { PostByline } from "./post-byline";

/**
 * A post in full: the way back, its title, summary, day and authors (each a link to their card), its
 * photo beside them from 1024 px (above the text on a phone, at a fixed 16:9), then its body, in lines
 * of about 65 characters.
 */
export function NewsArticle({
  post,
  copy,
}: {
  post: NewsEntry;
  copy: Site["pages"]["news"];
}) {
  const photo = post.picture;
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
              // The page's h1 takes focus after a move to the page (src/lib/use-hash-target.ts).
              tabIndex={-1}
              className="mt-3 text-3xl font-bold [overflow-wrap:anywhere] text-ink sm:text-4xl"
            >
              {post.title}
            </h1>
            <p className="mt-3 text-lg [overflow-wrap:anywhere] text-ink-muted">
              {post.summary}
            </p>
            <PostByline post={post} by={copy.by} linked className="mt-4" />
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
      <Container className="py-10 sm:py-14">
        <div className="max-w-[62ch] text-lg">
          <Prose html={post.bodyHtml} />
        </div>
      </Container>
    </article>
  );
}
