import { ContentError, type Content } from "./load.ts";
import { chaptersMap, type ChaptersMap } from "./map-of-africa.ts";
import { flagSvg } from "../lib/flags.ts";
import { countryName } from "../lib/countries.ts";
import { leadSentences } from "../lib/page-description.ts";
import { eventTimes } from "../lib/instants.ts";
import { zoneName } from "../lib/time-zone.ts";
import {
  contentHash,
  ImageRefused,
  prepareImage,
  type ImageFile,
  type Slot,
} from "./images.ts";
import {
  htmlToText,
  renderMarkdown,
  withAutoDirection,
  withoutTitleHeading,
} from "../lib/markdown.ts";
import { contentPagePaths } from "../lib/site-paths.ts";
import type {
  ChapterEntry,
  EventEntry,
  Home,
  NewsEntry,
  PartnerEntry,
  PreparedPhoto,
  Site,
  TeamMemberEntry,
  TextPageEntry,
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
  partners: PartnerEntry[];
  /** The posts published by the build's day, newest first. */
  news: NewsEntry[];
  /** The pages of content/pages/ that exist. */
  pages: TextPageEntry[];
  files: ImageFile[];
};

/** The widths each image slot needs: 1×, 2× and 3× its CSS size. */
export const slots = {
  /** A team portrait: a 160 px circle, each file at most 40 KB. */
  portrait: { widths: [160, 320, 480], square: true, maxBytes: 40 * 1024 },
  /** An event poster: the card's left column, at most about 410 px wide, each file at most 40 KB. */
  poster: { widths: [400, 800, 1200], square: false, maxBytes: 40 * 1024 },
  /** A partner's logo: at most 160 px wide in its card. */
  logo: { widths: [160, 320, 480], square: false, maxBytes: 40 * 1024 },
  /** A photo of an event's gallery or of a post: at most about 420 px wide. */
  photo: { widths: [420, 840, 1260], square: false, maxBytes: 40 * 1024 },
} as const satisfies Record<string, Slot>;

/** Derives what the pages need from validated content: flags, HTML from Markdown, responsive images. */
export async function prepareContent(
  content: Content,
  mediaDir: string,
  cacheDir: string,
  today = new Date().toLocaleDateString("en-CA"),
): Promise<PreparedContent> {
  const files = new Map<string, ImageFile>();
  /** What `make` derives from one field; an unexpected error names the file and the field. */
  const field = <T>(where: string, make: () => T): T => {
    try {
      return make();
    } catch (error) {
      if (error instanceof ContentError) throw error;
      const reason = (
        error instanceof Error ? error.message : String(error)
      ).split("\n")[0];
      throw new ContentError([
        `${where}: could not be prepared (${reason}); expected what the documentation of this field describes`,
      ]);
    }
  };
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
      if (error instanceof ImageRefused)
        throw new ContentError([
          `${where}: "${path}" is refused: ${error.message}`,
        ]);
      // One line: a library's message may run to many.
      const reason = (
        error instanceof Error ? error.message : String(error)
      ).split("\n")[0];
      throw new ContentError([
        `${where}: "${path}" cannot be read as an image (${reason}); expected a JPEG, PNG, WebP or AVIF photo, or an SVG with a viewBox`,
      ]);
    }
  };

  /**
   * A chapter's flag as a file of its own (country-flag-icons, MIT, 3:2, a few hundred bytes): a page
   * loads the flags near the screen only, where each written into the page is an SVG document parsed
   * with the HTML, on a list of many chapters most of the page's work.
   */
  const flag = (code: string) => {
    const svg = flagSvg(code);
    if (!svg) throw new Error(`No flag for the country code "${code}"`);
    const fileName = `assets/flags/${contentHash(svg)}.svg`;
    files.set(fileName, { fileName, source: Buffer.from(svg) });
    return `/${fileName}`;
  };

  /** A photo of people, with its description and its credit. */
  const photo = async (
    item: { src: string; alt: string; credit: string },
    where: string,
  ): Promise<PreparedPhoto> => ({
    ...(await image(item.src, slots.photo, where)),
    alt: item.alt,
    credit: item.credit,
  });

  // The schema has refused a description with a problem (src/schemas/schemas.ts): only its HTML is
  // left. The pages get the prepared picture, not the path of the original in content/media.
  const events = await Promise.all(
    content.events.map(async ({ image: poster, gallery, ...event }) => {
      const { html } = field(
        `content/events/${event.id}.json: field "description"`,
        () => renderMarkdown(event.description),
      );
      const text = htmlToText(html);
      const times = eventTimes(event);
      return {
        ...(gallery && {
          gallery: await Promise.all(
            gallery.map((item, index) =>
              photo(
                item,
                `content/events/${event.id}.json: field "gallery[${index}].src"`,
              ),
            ),
          ),
        }),
        ...event,
        // Each block of text reads in its own direction: an Arabic paragraph right to left.
        descriptionHtml: withAutoDirection(html),
        descriptionText: text,
        // The line the list of events shows: the description's first sentence.
        summary: leadSentences(text, 160),
        times,
        ...(event.timeZone && {
          zoneName: zoneName(
            event.timeZone,
            times.start,
            event.endTime ? times.end : undefined,
          ),
        }),
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
  const people = new Map(content.team.map((member) => [member.id, member]));
  // A post dated after the build's day appears with that day's rebuild.
  const news = await Promise.all(
    content.news
      .filter((post) => post.date <= today)
      .map(async ({ image: picture, body, authors, ...post }) => ({
        ...post,
        bodyHtml: field(`content/news/${post.id}.json: field "body"`, () =>
          withAutoDirection(renderMarkdown(body).html),
        ),
        authors: authors.map((id) => ({
          id,
          name: people.get(id)?.name ?? id,
          ...(people.get(id)?.chapter && { chapter: people.get(id)?.chapter }),
        })),
        ...(picture && {
          picture: await photo(
            picture,
            `content/news/${post.id}.json: field "image.src"`,
          ),
        }),
      })),
  );
  const partners = await Promise.all(
    content.partners.map(async ({ logo, agreement, ...partner }) => {
      void agreement;
      return {
        ...partner,
        logo: await image(
          logo,
          slots.logo,
          `content/partners/${partner.id}.json: field "logo"`,
        ),
      };
    }),
  );
  const pages = Object.entries(content.pages).map(([id, page]) => ({
    id: id as TextPageEntry["id"],
    title: page.title,
    description: page.description,
    ...(page.updated && { updated: page.updated }),
    bodyHtml: field(`content/pages/${id}.json: field "body"`, () =>
      withAutoDirection(
        withoutTitleHeading(renderMarkdown(page.body).html, page.title),
      ),
    ),
  }));

  // A footer entry leads to its page once that page has content, and reads as plain text until then.
  const hasContent: Record<string, boolean> = {
    "/partners": partners.length > 0,
    "/news": news.length > 0,
    ...Object.fromEntries(pages.map((page) => [`/${page.id}`, true])),
  };
  const waiting = (link: string) =>
    (contentPagePaths as readonly string[]).includes(link) && !hasContent[link];
  const { partners: partnersCopy } = content.site.pages;
  const site = {
    ...content.site,
    pages: {
      ...content.site.pages,
      // What partnering means, rendered as posts and text pages are: the page gets HTML, not Markdown.
      partners: {
        ...partnersCopy,
        ...(partnersCopy.about && {
          about: field('content/site.json: field "pages.partners.about"', () =>
            withAutoDirection(renderMarkdown(partnersCopy.about ?? "").html),
          ),
        }),
      },
    },
    footerColumns: content.site.footerColumns.map((column) => ({
      ...column,
      entries: column.entries.map(({ title, link }) =>
        link && !waiting(link) ? { title, link } : { title },
      ),
    })),
  };

  return {
    site,
    home: content.home,
    chapters: content.chapters.map((chapter) => ({
      ...chapter,
      flagUrl: field(
        `content/chapters/${chapter.id}.json: field "flagCode"`,
        () => flag(chapter.flagCode),
      ),
      country: countryName(chapter.flagCode),
    })),
    chaptersMap: chaptersMap(content.chapters),
    team: await Promise.all(
      content.team.map(
        async ({ img, photoConsent, photoCredit, ...member }) => {
          void photoConsent;
          return {
            ...member,
            ...(img && {
              portrait: await image(
                img,
                slots.portrait,
                `content/team/${member.id}.json: field "img"`,
              ),
            }),
            // A drawing needs no credit; a photo's is shown with it.
            ...(img && photoCredit && { photoCredit }),
          };
        },
      ),
    ),
    events,
    partners,
    news,
    pages,
    files: [...files.values()],
  };
}
