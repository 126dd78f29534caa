import { chapters } from "../../content/chapters";
import { partners } from "../../content/partners";
import type { EventEntry } from "../../schemas/types";
import { Link } from "../link";
import { EventDetails } from "./event-details";
import type { EventLabels } from "./event-facts";
import { EventGallery } from "./event-gallery";
import { EventRelations } from "./event-relations";

/** The entries of a list of ids, in the order of the ids; the schema has checked that each exists. */
const byIds = <T extends { id: string }>(
  entries: readonly T[],
  ids: readonly string[] = [],
) => ids.flatMap((id) => entries.filter((entry) => entry.id === id));

/**
 * The rest of an event's own page, with nothing to run (written at build time only): its text in
 * full, its chapters and partners, its photos, and the way back to every event.
 */
export function EventAbout({
  event,
  labels,
}: {
  event: EventEntry;
  labels: EventLabels;
}) {
  return (
    <>
      <EventDetails event={event} labels={labels} headingLevel={2} />
      <EventRelations
        chapters={byIds(chapters, event.chapters)}
        partners={byIds(partners, event.partners)}
        labels={labels}
      />
      <EventGallery photos={event.gallery ?? []} title={labels.gallery} />
      <p className="mt-14 border-t border-line pt-8">
        <Link
          to="/event"
          className="inline-flex min-h-11 items-center font-semibold text-accent underline underline-offset-4 hover:text-ink"
        >
          {labels.allEvents}
        </Link>
      </p>
    </>
  );
}
