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

describe("counts", () => {
  it("has four mission features, five initiatives, three members, six chapters and one event", () => {
    expect(missionFeatures).toHaveLength(4);
    expect(initiatives).toHaveLength(5);
    expect(teamMembers).toHaveLength(3);
    expect(chapters).toHaveLength(6);
    expect(events).toHaveLength(1);
  });
});

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

  it("sends the partner button and the support button to one form", () => {
    expect(partner.cta.path).toBe(forms.partner);
    expect(supportLink.path).toBe(forms.partner);
    expect(forms.partner).not.toBe(forms.join);
  });

  it("sends every join button to the join form", () => {
    expect(hero.cta.path).toBe(forms.join);
    expect(about.cta.path).toBe(forms.join);
    expect(community.cta.path).toBe(forms.join);
  });

  it("has LinkedIn, Instagram and X as the community's networks", () => {
    expect(ids(socialLinks)).toEqual(["linkedin", "instagram", "x"]);
    expect(socialLinks[0]?.link).toBe(
      "https://www.linkedin.com/company/quantumafricaorg/",
    );
  });
});

describe("navigation", () => {
  it("has the six items of the specification, in order", () => {
    expect(
      navItems.map(({ title, path, isScroll }) => ({ title, path, isScroll })),
    ).toEqual([
      { title: "About Us", path: "/#about", isScroll: true },
      { title: "Research", path: "/#research-initiatives", isScroll: true },
      { title: "Events & Initiatives", path: "/event", isScroll: false },
      { title: "Chapters", path: "/chapters", isScroll: false },
      { title: "Our Team", path: "/our-team", isScroll: false },
      { title: "Contact Us", path: "/#contact", isScroll: true },
    ]);
  });

  it("scrolls only to sections that the home page has", () => {
    const sectionIds: string[] = [about.id, research.id, contact.id];
    for (const item of navItems.filter((entry) => entry.isScroll)) {
      expect(sectionIds).toContain(item.path.replace("/#", ""));
    }
  });

  it("labels the support link 'Support Us'", () => {
    expect(supportLink.title).toBe("Support Us");
  });
});

describe("home page", () => {
  it("lists the mission features in order", () => {
    expect(missionFeatures.map((feature) => feature.title)).toEqual([
      "Educational Empowerment and Access",
      "Research and Innovation",
      "Industry Applications",
      "Global Collaboration",
    ]);
  });

  it("lists the initiatives in order", () => {
    expect(initiatives.map((initiative) => initiative.title)).toEqual([
      "Quantum Research Projects",
      "Quantum for Industry Program",
      "Women in Quantum",
      "Quantum Learning Resource Hub",
      "Quantum Education Program",
    ]);
  });

  it("uses the anchors of the specification", () => {
    expect(about.id).toBe("about");
    expect(research.id).toBe("research-initiatives");
    expect(contact.id).toBe("contact");
  });

  it("has the contact form's two messages", () => {
    expect(contact.messages.missingFields).toBe("Please fill out all fields");
    expect(contact.messages.sent).toBe("Message sent successfully!");
  });
});

describe("chapters", () => {
  it("lists the six countries in order", () => {
    expect(chapters.map((chapter) => chapter.name)).toEqual([
      "Mauritania",
      "Nigeria",
      "Ethiopia",
      "Egypt",
      "Algeria",
      "Morocco",
    ]);
    expect(chapters.map((chapter) => chapter.flagCode)).toEqual([
      "mr",
      "ng",
      "et",
      "eg",
      "dz",
      "ma",
    ]);
  });

  it.each(chapters)(
    "$name: description, flag of its own country code and status",
    async (chapter) => {
      expect(chapter.description).toBe(
        `Quantum Africa ${chapter.name} Chapter`,
      );
      const flag = flagSvg(chapter.flagCode);
      expect(chapter.flagUrl).toMatch(/^data:image\/svg\+xml,/);
      expect(
        decodeURIComponent(chapter.flagUrl.slice("data:image/svg+xml,".length)),
      ).toBe(flag);
      expect(chapter.status).toBe("active");
      expect(chaptersPage.statusLabel[chapter.status]).toBe("Active");
    },
  );
});

describe("team", () => {
  it("lists the three members in order with their roles", () => {
    expect(teamMembers.map(({ name, role }) => ({ name, role }))).toEqual([
      { name: "Yousra Farhani", role: "Founder & CEO" },
      { name: "Walid El Maouaki", role: "Co-founder & CTO" },
      { name: "Gamal Moneep", role: "HR Lead" },
    ]);
  });

  it.each(teamMembers)("$name has a portrait of the site's own", (member) => {
    expect(member.img).toMatch(/^\/media\/[a-z-]+\.svg$/);
  });
});

describe("event", () => {
  const event = events.find(({ id }) => id === "qml4africa-2025");
  if (!event) throw new Error("content/events/qml4africa-2025.json is missing");

  it("is the workshop of 22 August 2025 in Kigali, Rwanda", () => {
    expect(event.date).toBe("2025-08-22");
    expect(event.abstractDeadline).toBe("2025-06-30");
    expect(event.location).toMatchObject({
      city: "Kigali",
      country: "Rwanda",
    });
  });

  it("has a description of several paragraphs and a poster of the site's own", () => {
    expect(event.description.split("\n\n").length).toBeGreaterThan(1);
    expect(event.image?.src).toMatch(/^\/media\/[^/]+$/);
    expect(event.image?.alt).not.toBe("");
  });

  it("registers and takes abstracts at one address", () => {
    expect(event.registrationLink).toBe("https://lnkd.in/dUJvAMJZ");
    expect(event.abstractLink).toBe(event.registrationLink);
  });
});

describe("footer", () => {
  it("has the three columns of the specification", () => {
    expect(
      footerColumns.map(({ title, entries }) => ({ title, entries })),
    ).toEqual([
      {
        title: "Useful Links",
        entries: ["About Us", "Contact Us", "Terms & Services"],
      },
      { title: "Community", entries: ["Help Center", "Blog", "Newsletters"] },
      { title: "Partner", entries: ["Our Partners"] },
    ]);
  });

  it("reads the copyright line", () => {
    expect(copyright).toBe("© 2024 Quantum Africa. All Rights Reserved.");
  });
});
