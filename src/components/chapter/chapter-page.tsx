import {
  chapterEntry,
  chapterPage,
  chapters,
  chaptersPage,
} from "../../content/chapters";
import { now as happeningNow } from "../../content/home";
import { eventPage, events } from "../../content/event";
import { forms, getMeta, networkNames } from "../../content/site";
import { now } from "../../content/store";
import { teamMembers } from "../../content/team";
import { ChapterBody } from "./chapter-body";

export function chapterPageMeta(id: string) {
  const chapter = chapterEntry(id);
  return getMeta({
    title: chapter.name,
    description:
      chapter.description ?? `${chapter.name}: ${chaptersPage.description}`,
    path: `/chapters/${id}`,
  });
}

/** A chapter's page, as of the build's moment (the site is rebuilt daily). */
export function ChapterPage({ id }: { id: string }) {
  return (
    <ChapterBody
      chapter={chapterEntry(id)}
      chapters={chapters}
      people={teamMembers}
      events={events}
      now={now}
      copy={chapterPage}
      labels={{
        nextEvent: happeningNow.nextEvent,
        otherChapters: chaptersPage.title,
      }}
      eventLabels={eventPage.labels}
      networkNames={networkNames}
      joinForm={forms.join}
    />
  );
}
