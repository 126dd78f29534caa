import { useParams } from "react-router";
import type { MetaArgs } from "react-router";
import { ChapterBody } from "../components/chapter/chapter-body";
import { Prerendered } from "../components/prerendered";
import { chapterEntry, chapterPage, chaptersPage } from "../content/chapters";
import { eventPage, events } from "../content/event";
import { forms, getMeta, networkNames, prerenderedMeta } from "../content/site";
import { teamMembers } from "../content/team";
import { loadRegions } from "../lib/prerendered-regions";
import { buildDate } from "../lib/use-today";

const path = (id = "") => `/chapters/${id}`;

// The chapter's words are for the build alone; the browser reads them back from the prerendered page.
export const meta = ({ params }: MetaArgs) =>
  import.meta.env.SSR
    ? getMeta({
        title: chapterEntry(params.id ?? "").name,
        description:
          chapterEntry(params.id ?? "").description ??
          `${chapterEntry(params.id ?? "").name}: ${chaptersPage.description}`,
        path: path(params.id),
      })
    : prerenderedMeta(path(params.id));

// A loader at build time, so that the client loader runs on client-side navigations only.
export const loader = () => null;
export const clientLoader = loadRegions;

/** A chapter's page, written at build time only, as of the build's date (the site is rebuilt daily). */
export default function ChapterPage() {
  const { id = "" } = useParams<"id">();
  return (
    <Prerendered id={`chapter-page-${id}`}>
      {import.meta.env.SSR && (
        <ChapterBody
          chapter={chapterEntry(id)}
          people={teamMembers}
          events={events}
          today={buildDate}
          copy={chapterPage}
          eventLabels={eventPage.labels}
          networkNames={networkNames}
          joinForm={forms.join}
        />
      )}
    </Prerendered>
  );
}
