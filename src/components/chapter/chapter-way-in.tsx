import { namesCountry } from "../../lib/countries";
import { homeSections } from "../../lib/home-sections";
import { personAnchor } from "../../lib/people";
import type { ChapterEntry, Site, TeamMemberEntry } from "../../schemas/types";
import { ButtonLink, buttonClasses } from "../ui/button";

type Copy = Site["pages"]["chapter"];

/**
 * How to join or reach the chapter: its own join address and email when it has them; else the
 * community's join form and contact section, with a line on how a new member reaches the chapter.
 */
function WayIn({
  chapter,
  copy,
  joinForm,
}: {
  chapter: ChapterEntry;
  copy: Copy;
  joinForm: string;
}) {
  const wide = "w-full sm:w-auto lg:w-full";
  if (chapter.joinLink || chapter.email)
    return (
      <div className="flex flex-wrap gap-3">
        {chapter.joinLink && (
          <ButtonLink to={chapter.joinLink} className={wide}>
            {copy.join}
          </ButtonLink>
        )}
        {chapter.email && (
          <a
            href={`mailto:${chapter.email}`}
            className={buttonClasses({
              variant: chapter.joinLink ? "secondary" : "primary",
              className: wide,
            })}
          >
            {copy.email}
          </a>
        )}
      </div>
    );
  return (
    <div>
      <div className="flex flex-wrap gap-3">
        <ButtonLink to={joinForm} className={wide}>
          {copy.join}
        </ButtonLink>
        <ButtonLink
          to={`/#${homeSections.contact}`}
          variant="secondary"
          className={wide}
        >
          {copy.contact}
        </ButtonLink>
      </div>
      <p className="mt-3 text-sm text-ink-muted">{copy.viaCommunity}</p>
    </div>
  );
}

/**
 * The chapter's key facts and the way in: its country and founding year, how to join or reach it, and
 * who leads it, each name a link to their card below. Under the header on a phone; the side column from
 * 1024 px.
 */
export function ChapterWayIn({
  chapter,
  leads,
  copy,
  joinForm,
}: {
  chapter: ChapterEntry;
  leads: readonly TeamMemberEntry[];
  copy: Copy;
  /** The community's join form, for a chapter with no address of its own. */
  joinForm: string;
}) {
  const facts = [
    namesCountry(chapter.name, chapter.country) ? "" : chapter.country,
    chapter.founded === undefined ? "" : `${copy.founded} ${chapter.founded}`,
  ].filter(Boolean);
  return (
    <div className="rounded-2xl border border-line bg-surface p-5 sm:p-6 lg:sticky lg:top-24">
      {facts.length > 0 && (
        <p className="mb-4 text-sm font-semibold text-ink">
          {facts.join(" · ")}
        </p>
      )}
      <WayIn chapter={chapter} copy={copy} joinForm={joinForm} />
      {leads.length > 0 && (
        <div className="mt-6 border-t border-line pt-5">
          <p className="text-sm font-semibold text-ink-muted">{copy.leads}</p>
          <ul className="mt-3 space-y-3">
            {leads.map((lead) => (
              <li key={lead.id}>
                <a
                  href={`#${personAnchor(lead.id)}`}
                  className="group block rounded-md"
                >
                  <span className="min-w-0">
                    <span
                      dir="auto"
                      className="block font-semibold [overflow-wrap:break-word] text-ink underline decoration-accent/40 underline-offset-4 group-hover:text-accent"
                    >
                      {lead.name}
                    </span>
                    <span
                      dir="auto"
                      className="block text-xs [overflow-wrap:break-word] text-ink-muted"
                    >
                      {lead.role}
                    </span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
