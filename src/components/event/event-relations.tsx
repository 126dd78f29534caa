import type { ChapterEntry, PartnerEntry } from "../../schemas/types";
import { Link } from "../link";
import type { EventLabels } from "./event-facts";

const linkClasses =
  "inline-flex min-h-11 items-center font-semibold text-accent underline underline-offset-4 hover:text-ink";

/** One list of named links under its heading; nothing when the list is empty. */
function LinkList({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: readonly { id: string; name: string; to: string }[];
}) {
  if (links.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      <ul className="mt-2 flex flex-wrap gap-x-6">
        {links.map((link) => (
          <li key={link.id}>
            <Link to={link.to} className={linkClasses}>
              {link.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The chapters an event belongs to, each linked to its page, and its partners, linked to their sites. */
export function EventRelations({
  chapters,
  partners,
  labels,
}: {
  chapters: readonly Pick<ChapterEntry, "id" | "name">[];
  partners: readonly Pick<PartnerEntry, "id" | "name" | "link">[];
  labels: EventLabels;
}) {
  return (
    <>
      <LinkList
        id="event-chapters-title"
        title={labels.chapters}
        links={chapters.map(({ id, name }) => ({
          id,
          name,
          to: `/chapters/${id}`,
        }))}
      />
      <LinkList
        id="event-partners-title"
        title={labels.partners}
        links={partners.map(({ id, name, link }) => ({ id, name, to: link }))}
      />
    </>
  );
}
