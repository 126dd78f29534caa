import { namesCountry } from "../../lib/countries";
import { homeSections } from "../../lib/home-sections";
import type { ChapterEntry, Site } from "../../schemas/types";
import { BackLink } from "../back-link";
import { ButtonLink, buttonClasses } from "../ui/button";
import { Container } from "../ui/container";
import { Flag } from "../ui/flag";
import { entryHeader } from "../ui/rhythm";

type Copy = Site["pages"]["chapter"];

/**
 * How to join or reach the chapter: its own join address and email when it has them; else the
 * community's join form and contact section, with a line on how a new member reaches the chapter.
 */
function ChapterWayIn({
  chapter,
  copy,
  joinForm,
}: {
  chapter: ChapterEntry;
  copy: Copy;
  joinForm: string;
}) {
  if (chapter.joinLink || chapter.email)
    return (
      <div className="mt-6 flex flex-wrap gap-3">
        {chapter.joinLink && (
          <ButtonLink to={chapter.joinLink}>{copy.join}</ButtonLink>
        )}
        {chapter.email && (
          <a
            href={`mailto:${chapter.email}`}
            className={buttonClasses({
              variant: chapter.joinLink ? "secondary" : "primary",
            })}
          >
            {copy.email}
          </a>
        )}
      </div>
    );
  return (
    <div className="mt-6">
      <div className="flex flex-wrap gap-3">
        <ButtonLink to={joinForm}>{copy.join}</ButtonLink>
        <ButtonLink to={`/#${homeSections.contact}`} variant="secondary">
          {copy.contact}
        </ButtonLink>
      </div>
      <p className="mt-3 max-w-2xl text-sm text-ink-muted">
        {copy.viaCommunity}
      </p>
    </div>
  );
}

/**
 * The opening band of a chapter's page: the way back to every chapter, its flag, name and country,
 * what it says of itself, and how to join or reach it.
 */
export function ChapterHeader({
  chapter,
  copy,
  joinForm,
}: {
  chapter: ChapterEntry;
  copy: Copy;
  /** The community's join form, for a chapter with no address of its own. */
  joinForm: string;
}) {
  const facts = [
    namesCountry(chapter.name, chapter.country) ? "" : chapter.country,
    chapter.founded === undefined ? "" : `${copy.founded} ${chapter.founded}`,
  ].filter(Boolean);
  return (
    <div className="border-b border-line/60 bg-glow">
      <Container className={entryHeader}>
        <BackLink to="/chapters">{copy.allChapters}</BackLink>
        <div className="mt-4 flex items-center gap-4">
          <Flag
            src={chapter.flagUrl}
            country={chapter.country}
            size="lg"
            loading="eager"
          />
          <div className="min-w-0">
            <h1
              // The page's h1 takes focus after a move to the page (src/lib/use-hash-target.ts).
              tabIndex={-1}
              className="text-3xl font-bold [overflow-wrap:anywhere] text-ink sm:text-4xl"
            >
              {chapter.name}
            </h1>
            {facts.length > 0 && (
              <p className="mt-1 text-ink-muted">{facts.join(" · ")}</p>
            )}
          </div>
        </div>
        {chapter.description && (
          <p className="mt-4 max-w-3xl text-lg text-ink-muted">
            {chapter.description}
          </p>
        )}
        <ChapterWayIn chapter={chapter} copy={copy} joinForm={joinForm} />
      </Container>
    </div>
  );
}
