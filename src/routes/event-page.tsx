import { useParams } from "react-router";
import type { MetaArgs } from "react-router";
import { Prerendered } from "../components/prerendered";
import { PageHeader } from "../components/page-header";
import { eventEntry } from "../content/event";
import { getMeta } from "../content/site";
import { loadRegions } from "../lib/prerendered-regions";

export const meta = ({ params }: MetaArgs) =>
  import.meta.env.SSR && params.id
    ? getMeta({
        title: eventEntry(params.id).title,
        description: eventEntry(params.id).descriptionText,
        path: `/event/${params.id}`,
      })
    : [];

export const loader = () => null;
export const clientLoader = loadRegions;

/** An event's own page: everything its card says, and the owners' other details. */
export default function EventPage() {
  const params = useParams<"id">() as { id: string };
  return (
    <Prerendered id={`event-page-${params.id}`}>
      {import.meta.env.SSR && (
        <PageHeader
          title={eventEntry(params.id).title}
          lead={eventEntry(params.id).descriptionText}
        />
      )}
    </Prerendered>
  );
}
