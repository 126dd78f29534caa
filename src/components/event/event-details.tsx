import type { EventEntry, Site } from "../../schemas/types";

/** An event's text in full: its description, topics and co-organisers. Written at build time only. */
export function EventDetails({
  event,
  labels,
  headingLevel = 4,
}: {
  event: EventEntry;
  labels: Site["pages"]["event"]["labels"];
  /** 4 in a card, under the event's h3; 2 on the event's own page. */
  headingLevel?: 2 | 4;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h4";
  const coOrganisers = event.coOrganisers ?? [];
  return (
    <>
      <div
        className="max-w-3xl space-y-4 break-words text-ink-muted [&_a]:text-accent [&_a]:underline"
        // Rendered from Markdown at build time, raw HTML escaped, each block in its own direction
        // (src/pipeline/prepare.ts).
        dangerouslySetInnerHTML={{ __html: event.descriptionHtml }}
      />
      {event.topics && event.topics.length > 0 && (
        <>
          <Heading className="mt-8 text-lg font-semibold text-ink">
            {labels.topics}
          </Heading>
          <ul className="mt-3 flex flex-wrap gap-2">
            {event.topics.map((topic) => (
              <li
                key={topic}
                dir="auto"
                className="rounded-full border border-line bg-canvas px-3 py-1 text-sm text-ink"
              >
                {topic}
              </li>
            ))}
          </ul>
        </>
      )}
      {coOrganisers.length > 0 && (
        <>
          <Heading className="mt-8 text-lg font-semibold text-ink">
            {labels.coOrganisers}
          </Heading>
          <ul className="mt-2 flex max-w-3xl flex-wrap gap-x-2 text-ink-muted">
            {coOrganisers.map((name, index) => (
              <li key={name} dir="auto">
                {name}
                {index < coOrganisers.length - 1 && ","}
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
