import type { NewsEntry, Site } from "../../schemas/types";
import { Link } from "../link";
import { PageHeader } from "../page-header";
import { Picture } from "../picture";
import { Prose } from "../prose";
import { Container } from "../ui/container";
import { band } from "../ui/rhythm";
import { PostByline } from "./post-byline";

/** A post in full: title, summary, day and authors, its photo with its credit, its body, the way back. */
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
      <PageHeader
        title={post.title}
        titleId="news-post-title"
        lead={post.summary}
      >
        <PostByline post={post} by={copy.by} className="mt-6 text-center" />
      </PageHeader>
      <Container className={band}>
        <div className="mx-auto max-w-3xl">
          {photo && (
            <figure className="mb-10">
              <Picture
                picture={photo}
                alt={photo.alt}
                sizes="(min-width: 48rem) 48rem, 100vw"
                loading="eager"
                className="h-auto w-full rounded-2xl bg-surface-raised"
              />
              <figcaption className="mt-2 text-sm text-ink-muted">
                {photo.credit}
              </figcaption>
            </figure>
          )}
          <Prose html={post.bodyHtml} />
          <p className="mt-12">
            <Link
              to="/news"
              className="inline-flex min-h-11 items-center font-semibold text-accent underline underline-offset-4"
            >
              {copy.allNews}
            </Link>
          </p>
        </div>
      </Container>
    </article>
  );
}
