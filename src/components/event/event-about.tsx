import { chapters } from "../../content/chapters";
import { partners } from "../../content/partners";
import type { EventEntry } from "../../schemas/types";
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
 * full, its chapters and partners, and its photos.
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
    </>
  );
}
