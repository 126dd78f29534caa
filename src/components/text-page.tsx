import { getMeta, site } from "../content/site";
import { textPage } from "../content/text-pages";
import { formatDate } from "../lib/format-date";
import type { Site, TextPageEntry } from "../schemas/types";
import { Prose } from "./prose";
import { Container } from "./ui/container";
import { band } from "./ui/rhythm";

export function textPageMeta(id: string) {
  const page = textPage(id);
  return getMeta({
    title: page.title,
    description: page.description,
    path: `/${id}`,
  });
}

/**
 * A text page: its title once (a first heading of the body that repeats it is left out when the
 * content is prepared), its description, the day it was last updated if it says, then its body in
 * lines of about 65 characters.
 */
export function TextPageBody({
  page,
  copy,
}: {
  page: TextPageEntry;
  copy: Site["pages"]["text"];
}) {
  return (
    <>
      <div className="border-b border-line/60 bg-glow">
        <Container className="py-12 sm:py-16">
          <div className="max-w-3xl">
            <h1
              dir="auto"
              // The page's h1 takes focus after a move to the page (src/lib/use-hash-target.ts).
              tabIndex={-1}
              className="text-3xl font-bold [overflow-wrap:anywhere] text-ink sm:text-4xl"
            >
              {page.title}
            </h1>
            <p
              dir="auto"
              className="mt-4 text-lg [overflow-wrap:anywhere] text-ink-muted"
            >
              {page.description}
            </p>
            {page.updated && (
              <p className="mt-4 text-sm text-ink-muted">
                {copy.updated}{" "}
                <time
                  dateTime={page.updated}
                  className="font-semibold text-ink"
                >
                  {formatDate(page.updated)}
                </time>
              </p>
            )}
          </div>
        </Container>
      </div>
      <Container className={band}>
        <div dir="auto" className="max-w-[65ch] text-lg">
          <Prose html={page.bodyHtml} />
        </div>
      </Container>
    </>
  );
}

/** A page of content/pages/, such as /privacy, at "/<id>". */
export function TextPage({ id }: { id: string }) {
  return <TextPageBody page={textPage(id)} copy={site.pages.text} />;
}
