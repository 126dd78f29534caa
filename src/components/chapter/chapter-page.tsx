import {
  chapterEntry,
  chapterPage,
  chapters,
  chaptersPage,
} from "../../content/chapters";
import { now } from "../../content/home";
import { eventPage, events } from "../../content/event";
import { forms, getMeta, networkNames } from "../../content/site";
import { today } from "../../content/store";
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

/** A chapter's page, as of the build's day (the site is rebuilt daily). */
export function ChapterPage({ id }: { id: string }) {
  return (
    <ChapterBody
      chapter={chapterEntry(id)}
      chapters={chapters}
      people={teamMembers}
      events={events}
      today={today}
      copy={chapterPage}
      labels={{
        nextEvent: now.nextEvent,
        otherChapters: chaptersPage.title,
      }}
      eventLabels={eventPage.labels}
      networkNames={networkNames}
      joinForm={forms.join}
    />
  );
}
