import { describe, expect, it } from "vitest";
import { flagSvg } from "./flags";
import { chapters, chaptersPage } from "./chapters";
import { events } from "./event";
import {
  about,
  community,
  contact,
  hero,
  initiatives,
  missionFeatures,
  partner,
  research,
} from "./home";
import {
  copyright,
  footerColumns,
  forms,
  navItems,
  podcast,
  site,
  socialLinks,
  supportLink,
} from "./site";
import { teamMembers } from "./team";
import * as chaptersContent from "./chapters";
import * as eventContent from "./event";
import * as homeContent from "./home";
import * as siteContent from "./site";
import * as teamContent from "./team";

type List = readonly { id: string | number }[];

const ids = (list: List) => list.map((item) => item.id);

const outboundAddresses = [
  site.url,
  forms.join,
  forms.partner,
  supportLink.path,
  hero.cta.path,
  about.cta.path,
  partner.cta.path,
  community.cta.path,
  podcast.url,
  ...socialLinks.map((social) => social.link),
  ...teamMembers.flatMap((member) =>
    member.socialMedia.map((social) => social.link),
  ),
  ...events.flatMap((event) => [event.registrationLink, event.abstractLink]),
];

/** Every string anywhere in a content module, icons (React components) left out. */
function* strings(value: unknown): Generator<string> {
  if (typeof value === "string") yield value;
  else if (Array.isArray(value)) for (const item of value) yield* strings(item);
  else if (value && typeof value === "object" && !("$$typeof" in value))
    for (const item of Object.values(value)) yield* strings(item);
}

describe("ids", () => {
  it.each<[string, List]>([
    ["nav items", navItems],
    ["mission features", missionFeatures],
    ["initiatives", initiatives],
    ["team members", teamMembers],
    ["chapters", chapters],
    ["events", events],
    ["social links", socialLinks],
    ["footer columns", footerColumns],
    ...teamMembers.map((member): [string, List] => [
      `${member.name}'s social links`,
      member.socialMedia,
    ]),
  ])("are unique among the %s", (_, list) => {
    const all = ids(list);
    expect(new Set(all).size).toBe(all.length);
  });
});

describe("outbound addresses", () => {
  it.each(outboundAddresses)("%s is https", (address) => {
    expect(new URL(address).protocol).toBe("https:");
  });

  it("are all https, wherever they are in the content", () => {
    const addresses = [
      siteContent,
      homeContent,
      teamContent,
      chaptersContent,
      eventContent,
    ]
      .flatMap((module) => [...strings(module)])
      .flatMap((text) => text.match(/\b[a-z][a-z+.-]*:\/\/\S+/gi) ?? []);
    expect(addresses.length).toBeGreaterThanOrEqual(outboundAddresses.length);
    for (const address of addresses) {
      expect(address).toMatch(/^https:\/\//);
    }
  });
});

describe("navigation", () => {
  it("scrolls only to sections that the home page has", () => {
    const sectionIds: string[] = [about.id, research.id, contact.id];
    for (const item of navItems.filter((entry) => entry.isScroll)) {
      expect(sectionIds).toContain(item.path.replace("/#", ""));
    }
  });
});

describe("chapters", () => {
  it.each(chapters)(
    "$name: description, flag of its own country code and status",
    async (chapter) => {
      const flag = flagSvg(chapter.flagCode);
      expect(chapter.flagUrl).toMatch(/^data:image\/svg\+xml,/);
      expect(
        decodeURIComponent(chapter.flagUrl.slice("data:image/svg+xml,".length)),
      ).toBe(flag);
      expect(chaptersPage.statusLabel[chapter.status]).not.toBe("");
    },
  );
});

describe("team", () => {
  it.each(teamMembers)(
    "$name has a prepared portrait, named by its hash, not by the original's name",
    (member) => {
      expect(member.portrait.src).toMatch(
        /^\/assets\/media\/[0-9a-f]{10}(-\d+)?\.(svg|webp)$/,
      );
      expect(member).not.toHaveProperty("img");
    },
  );
});

describe("events", () => {
  it.each(events)(
    "$title registers and takes abstracts at https addresses",
    (event) => {
      expect(new URL(event.registrationLink).protocol).toBe("https:");
      expect(new URL(event.abstractLink).protocol).toBe("https:");
    },
  );

  it.each(events.filter((event) => event.picture))(
    "$title has a prepared poster, described, named by its hash",
    (event) => {
      expect(event.picture?.src).toMatch(
        /^\/assets\/media\/[0-9a-f]{10}(-\d+)?\.(svg|webp)$/,
      );
      expect(event.picture?.alt).not.toBe("");
      expect(event).not.toHaveProperty("image");
    },
  );
});

describe("footer", () => {
  it("reads the copyright line from the name and the year", () => {
    expect(copyright).toBe(
      `© ${site.copyrightYear} ${site.name}. All Rights Reserved.`,
    );
  });
});
