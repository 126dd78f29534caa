import type { EventEntry, Site } from "../../schemas/types";

/** An event's text in full: its description, topics and co-organisers. Written at build time only. */
export function EventDetails({
  event,
  labels,
}: {
  event: EventEntry;
  labels: Site["pages"]["event"]["labels"];
}) {
  return (
    <>
      <div
        className="max-w-3xl space-y-4 text-ink-muted [&_a]:text-accent [&_a]:underline"
        // Rendered from Markdown at build time, raw HTML escaped (src/pipeline/prepare.ts).
        dangerouslySetInnerHTML={{ __html: event.descriptionHtml }}
      />
      {event.topics && event.topics.length > 0 && (
        <>
          <h4 className="mt-8 text-lg font-semibold text-ink">
            {labels.topics}
          </h4>
          <ul className="mt-3 flex flex-wrap gap-2">
            {event.topics.map((topic) => (
              <li
                key={topic}
                className="rounded-full border border-line bg-canvas px-3 py-1 text-sm text-ink"
              >
                {topic}
              </li>
            ))}
          </ul>
        </>
      )}
      {event.coOrganisers && event.coOrganisers.length > 0 && (
        <>
          <h4 className="mt-8 text-lg font-semibold text-ink">
            {labels.coOrganisers}
          </h4>
          <p className="mt-2 max-w-3xl text-ink-muted">
            {event.coOrganisers.join(", ")}
          </p>
        </>
      )}
    </>
  );
}
