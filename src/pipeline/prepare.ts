import { ContentError, type Content } from "./load.ts";
import { chaptersMap, type ChaptersMap } from "./map-of-africa.ts";
import { flagUrl } from "../lib/flag-url.ts";
import { prepareImage, type ImageFile, type Slot } from "./images.ts";
import { htmlToText, renderMarkdown } from "../lib/markdown.ts";
import type {
  ChapterEntry,
  EventEntry,
  Home,
  Site,
  TeamMemberEntry,
} from "../schemas/types";

/** What the pages render, as plain data, and the image files the build ships. */
export type PreparedContent = {
  site: Site;
  home: Home;
  chapters: ChapterEntry[];
  /** The map of Africa on /chapters, with each chapter's country marked. */
  chaptersMap: ChaptersMap;
  team: TeamMemberEntry[];
  events: EventEntry[];
  files: ImageFile[];
};

/** The widths each image slot needs: 1×, 2× and 3× its CSS size. */
export const slots = {
  /** A team portrait: a 160 px circle, each file at most 40 KB. */
  portrait: { widths: [160, 320, 480], square: true, maxBytes: 40 * 1024 },
  /** An event poster: the card's left column, at most about 410 px wide, each file at most 40 KB. */
  poster: { widths: [400, 800, 1200], square: false, maxBytes: 40 * 1024 },
} as const satisfies Record<string, Slot>;

/** Derives what the pages need from validated content: flags, HTML from Markdown, responsive images. */
export async function prepareContent(
  content: Content,
  mediaDir: string,
  cacheDir: string,
): Promise<PreparedContent> {
  const files = new Map<string, ImageFile>();
  const image = async (path: string, slot: Slot, where: string) => {
    try {
      const { picture, files: made } = await prepareImage(
        mediaDir,
        path.slice("/media/".length),
        slot,
        cacheDir,
      );
      for (const file of made) files.set(file.fileName, file);
      return picture;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new ContentError([
        `${where}: "${path}" cannot be read as an image (${reason}); expected a JPEG, PNG, WebP or AVIF photo, or an SVG with a viewBox`,
      ]);
    }
  };

  // The schema has refused a description with a problem (src/schemas/schemas.ts): only its HTML is
  // left. The pages get the prepared picture, not the path of the original in content/media.
  const events = await Promise.all(
    content.events.map(async ({ image: poster, ...event }) => {
      const { html } = renderMarkdown(event.description);
      return {
        ...event,
        descriptionHtml: html,
        descriptionText: htmlToText(html),
        ...(poster && {
          picture: {
            ...(await image(
              poster.src,
              slots.poster,
              `content/events/${event.id}.json: field "image.src"`,
            )),
            alt: poster.alt,
          },
        }),
      };
    }),
  );
  return {
    site: content.site,
    home: content.home,
    chapters: content.chapters.map((chapter) => ({
      ...chapter,
      flagUrl: flagUrl(chapter.flagCode),
    })),
    chaptersMap: chaptersMap(content.chapters),
    team: await Promise.all(
      content.team.map(async ({ img, ...member }) => ({
        ...member,
        portrait: await image(
          img,
          slots.portrait,
          `content/team/${member.id}.json: field "img"`,
        ),
      })),
    ),
    events,
    files: [...files.values()],
  };
}
