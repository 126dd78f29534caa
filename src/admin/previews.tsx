// Live previews in the editor: the site's own cards, fed with the entry as the editor types it.
import type { PreviewTemplateComponentProps } from "decap-cms-core";
import type { ReactNode } from "react";
import { ChapterCard } from "../components/chapters/chapter-card";
import { currentMoment } from "../lib/event-timing";
import { eventTimes } from "../lib/instants";
import { EventDetails } from "../components/event/event-details";
import { EventCard } from "../components/event/event-card";
import { MemberCard } from "../components/team/member-card";
import { mediaFile } from "./media-folder";
import { countryName } from "../lib/countries";
import { flagUrl } from "../lib/flag-url";
import { leadSentences } from "../lib/page-description";
import { htmlToText, renderMarkdown } from "../lib/markdown";
// The cards' labels, from the site settings as they are in the repository.
import site from "../../content/site.json" with { type: "json" };
import { socialNetworks } from "../lib/social-networks";
import { eventFormats, isCalendarDate, isTimeZone } from "../schemas/schemas";
import type { PreparedImage } from "../schemas/types";

export type Data = Record<string, unknown>;

/** The entry's fields as plain data: Decap keeps them in an Immutable map. */
export function entryData(entry: PreviewTemplateComponentProps["entry"]): Data {
  const data: unknown = entry.get("data")?.toJS();
  return isData(data) ? data : {};
}

export function isData(value: unknown): value is Data {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export const text = (data: Data, field: string) =>
  typeof data[field] === "string" ? data[field] : "";

const list = (data: Data, field: string): unknown[] => {
  const value = data[field];
  return Array.isArray(value) ? value : [];
};

/** An image of the entry, at the size of its slot, as Decap holds it (./media-folder.tsx). */
export function picture(
  props: PreviewTemplateComponentProps,
  path: string,
  width: number,
  height: number,
): PreparedImage {
  const src = path ? props.getAsset(mediaFile(path)).url : "";
  return { src, width, height, sources: [] };
}

/** The flag of a known code; none while the editor is still typing it. */
function flagOf(code: string) {
  try {
    return flagUrl(code);
  } catch {
    return "";
  }
}

/** The page's dark canvas, which the cards are drawn for; a card's links to this site need a router. */
export function Canvas({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-screen bg-canvas p-6 font-sans text-ink">
      <div className="mx-auto max-w-5xl">{children}</div>
    </div>
  );
}

export function Missing({ fields }: { fields: string }) {
  return <p className="text-ink-muted">Fill in {fields} to see the card.</p>;
}

export function ChapterPreview(props: PreviewTemplateComponentProps) {
  const data = entryData(props.entry);
  const flagCode = text(data, "flagCode");
  const slug: unknown = props.entry.get("slug");
  return (
    <Canvas>
      <div className="max-w-md">
        <ChapterCard
          chapter={{
            id: typeof slug === "string" ? slug : "",
            name: text(data, "name"),
            description: text(data, "description"),
            flagCode,
            flagUrl: flagOf(flagCode),
            country: flagCode ? countryName(flagCode) : "",
            status: "active",
          }}
          statusLabels={site.pages.chapters.statusLabel}
        />
      </div>
    </Canvas>
  );
}

/** "Amina Example" → "AE": what the site draws for a person with no portrait. */
export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase())
    .filter(
      (letter, index, letters) => index === 0 || index === letters.length - 1,
    )
    .join("");

/** A person with no portrait yet: their initials in a circle, then their name, role and biography. */
function MemberWithoutPortrait({ data }: { data: Data }) {
  return (
    <article className="grid justify-items-center gap-6 rounded-3xl border border-line bg-surface p-8 text-center">
      <p
        aria-hidden="true"
        className="flex size-40 items-center justify-center rounded-full border-4 border-line bg-canvas text-5xl font-bold text-accent"
      >
        {initials(text(data, "name"))}
      </p>
      <div>
        <h2 className="text-2xl font-bold text-ink">{text(data, "name")}</h2>
        <p className="mt-1 font-semibold text-accent">{text(data, "role")}</p>
        <p className="mt-4 text-ink-muted">{text(data, "description")}</p>
      </div>
    </article>
  );
}

export function MemberPreview(props: PreviewTemplateComponentProps) {
  const data = entryData(props.entry);
  if (!text(data, "img"))
    return (
      <Canvas>
        <div className="max-w-sm">
          <MemberWithoutPortrait data={data} />
        </div>
      </Canvas>
    );
  const socialMedia = list(data, "socialMedia")
    .filter(isData)
    .flatMap((social) => {
      const network = socialNetworks.find((name) => name === social.id);
      return network ? [{ id: network, link: text(social, "link") }] : [];
    });
  return (
    <Canvas>
      <div className="max-w-sm">
        <MemberCard
          member={{
            id: "preview",
            name: text(data, "name"),
            role: text(data, "role"),
            portrait: picture(props, text(data, "img"), 160, 160),
            description: text(data, "description"),
            socialMedia,
          }}
          networkNames={site.networkNames}
        />
      </div>
    </Canvas>
  );
}

export function EventPreview(props: PreviewTemplateComponentProps) {
  const data = entryData(props.entry);
  const date = text(data, "date");
  const abstractDeadline = text(data, "abstractDeadline");
  const location = isData(data.location) ? data.location : {};
  const image = isData(data.image) ? data.image : undefined;
  const strings = (field: string) =>
    list(data, field).filter((item) => typeof item === "string");
  if (!isCalendarDate(date))
    return (
      <Canvas>
        <Missing fields="the date" />
      </Canvas>
    );
  // The Markdown is rendered as the build renders it: raw HTML is escaped.
  const descriptionHtml = renderMarkdown(text(data, "description")).html;
  const endDate = text(data, "endDate");
  const timeZone = text(data, "timeZone");
  const dates = {
    date,
    abstractDeadline: isCalendarDate(abstractDeadline)
      ? abstractDeadline
      : undefined,
    ...(isCalendarDate(endDate) && { endDate }),
  };
  const event = {
    id: "preview",
    title: text(data, "title"),
    description: text(data, "description"),
    descriptionHtml,
    descriptionText: htmlToText(descriptionHtml),
    summary: leadSentences(htmlToText(descriptionHtml), 160),
    topics: strings("topics"),
    coOrganisers: strings("coOrganisers"),
    ...dates,
    // Its whole days, in its zone if it names one the engine knows, as the build reads them.
    times: eventTimes({
      ...dates,
      ...(isTimeZone(timeZone) && { timeZone }),
    }),
    format: eventFormats.find((format) => format === data.format),
    location: {
      city: text(location, "city"),
      country: text(location, "country"),
      countryCode: text(location, "countryCode"),
    },
    picture: image && {
      ...picture(props, text(image, "src"), 800, 1000),
      alt: text(image, "alt"),
    },
    registrationLink: text(data, "registrationLink"),
    abstractLink: text(data, "abstractLink"),
  };
  return (
    <Canvas>
      {/* The card of the list of events as it reads now, on the editor's own calendar, then the text of its page. */}
      <div className="max-w-xl">
        <EventCard
          event={event}
          now={currentMoment()}
          labels={site.pages.event.labels}
          summary={event.summary}
        />
      </div>
      <div className="mt-8">
        <EventDetails event={event} labels={site.pages.event.labels} />
      </div>
    </Canvas>
  );
}
