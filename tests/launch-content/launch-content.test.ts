// @vitest-environment node
// The specification's constants, checked once against the content the site launched with (a fixed copy
// beside this file, read by the build's own loader). Every other test reads whatever content the site has,
// so that editors can add, change and remove chapters, members, events and copy.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, describe, expect, it, vi } from "vitest";
import { EventCard } from "../../src/components/event/event-card";
import { EventOverview } from "../../src/components/event/event-overview";
import { noonOn } from "../../src/test/moments";
import { homeSections, isScrollPath } from "../../src/lib/home-sections";
import { loadContent } from "../../src/pipeline/load";
import { prepareContent } from "../../src/pipeline/prepare";

const launchContent = "tests/launch-content/content";
const { site, home, chapters, team, events } = loadContent(launchContent);
const titles = (list: readonly { title: string }[]) =>
  list.map(({ title }) => title);

describe("the launch content", () => {
  it("has four mission features, five initiatives, three members, six chapters and one event", () => {
    expect(home.missionFeatures).toHaveLength(4);
    expect(home.initiatives).toHaveLength(5);
    expect(team).toHaveLength(3);
    expect(chapters).toHaveLength(6);
    expect(events).toHaveLength(1);
  });

  it("has the hero's tagline and headline", () => {
    expect(home.hero.tagline).toBe("Making Quantum Accessible in Africa");
    expect(home.hero.headline).toBe(
      "Empowering Africa Through Quantum Innovation",
    );
  });

  it("has the six navigation items, in order, and Support Us", () => {
    expect(
      site.navigation.map(({ title, path }) => ({
        title,
        path,
        isScroll: isScrollPath(path),
      })),
    ).toEqual([
      { title: "About Us", path: "/#about", isScroll: true },
      { title: "Research", path: "/#research-initiatives", isScroll: true },
      { title: "Events & Initiatives", path: "/event", isScroll: false },
      { title: "Chapters", path: "/chapters", isScroll: false },
      { title: "Our Team", path: "/our-team", isScroll: false },
      { title: "Contact Us", path: "/#contact", isScroll: true },
    ]);
    expect(site.supportLink.title).toBe("Support Us");
  });

  it("uses the anchors and section titles of the specification", () => {
    expect(homeSections.about).toBe("about");
    expect(homeSections.research).toBe("research-initiatives");
    expect(homeSections.contact).toBe("contact");
    expect(home.about.title).toBe("Our Mission");
    expect(home.research.title).toBe("Our Research & Initiatives");
    expect(home.partner.title).toBe("Join the Quantum Revolution");
    expect(home.community.title).toBe("Be a part of our Community!");
    expect(home.contact.title).toBe("Contact Us");
  });

  it("lists the mission features and initiatives in order", () => {
    expect(titles(home.missionFeatures)).toEqual([
      "Educational Empowerment and Access",
      "Research and Innovation",
      "Industry Applications",
      "Global Collaboration",
    ]);
    expect(titles(home.initiatives)).toEqual([
      "Quantum Research Projects",
      "Quantum for Industry Program",
      "Women in Quantum",
      "Quantum Learning Resource Hub",
      "Quantum Education Program",
    ]);
  });

  it("has the contact form's two messages and no delivery", () => {
    expect(home.contact.messages.missingFields).toBe(
      "Please fill out all fields",
    );
    expect(home.contact.messages.sent).toBe("Message sent successfully!");
    expect(site.contactDelivery).toBe("none");
  });

  it("sends every button to the forms of the brief", () => {
    const join =
      "https://docs.google.com/forms/d/e/1FAIpQLSdPNR7sb2xvXSgTnujM-yXiXPZ9AuyLDYAYQfpmoTbKGzAikg/viewform";
    const partner =
      "https://docs.google.com/forms/d/e/1FAIpQLSd5AzXOJMDwnLs6OoDW6jesHfKyyHqx4X6wvbCZIwEDkiCZ0w/viewform";
    expect(site.forms).toEqual({ join, partner });
    for (const cta of [home.hero.cta, home.about.cta, home.community.cta])
      expect(cta.path).toBe(join);
    expect(home.partner.cta.path).toBe(partner);
    expect(site.supportLink.path).toBe(partner);
    expect(site.podcast.url).toBe(
      "https://open.spotify.com/show/0fJn7V3SD5djL5JpozrpGo",
    );
    expect(site.socialLinks.map(({ id }) => id)).toEqual([
      "linkedin",
      "instagram",
      "x",
    ]);
    expect(site.socialLinks[0]?.link).toBe(
      "https://www.linkedin.com/company/quantumafricaorg/",
    );
  });

  it("lists the six chapters in order, each active, with its country code", () => {
    expect(
      chapters.map(({ name, flagCode, status, description }) => ({
        name,
        flagCode,
        status,
        description,
      })),
    ).toEqual(
      [
        ["Mauritania", "mr"],
        ["Nigeria", "ng"],
        ["Ethiopia", "et"],
        ["Egypt", "eg"],
        ["Algeria", "dz"],
        ["Morocco", "ma"],
      ].map(([name, flagCode]) => ({
        name,
        flagCode,
        status: "active",
        description: `Quantum Africa ${name} Chapter`,
      })),
    );
    expect(site.pages.chapters.statusLabel.active).toBe("Active");
  });

  it("lists the three members in order, with their roles and portraits of the site's own", () => {
    expect(team.map(({ name, role }) => ({ name, role }))).toEqual([
      { name: "Yousra Farhani", role: "Founder & CEO" },
      { name: "Walid El Maouaki", role: "Co-founder & CTO" },
      { name: "Gamal Moneep", role: "HR Lead" },
    ]);
    for (const member of team) expect(member.img).toMatch(/\.svg$/);
  });

  it("has the workshop of 22 August 2025 in Kigali, Rwanda", () => {
    const [event] = events;
    expect(event).toMatchObject({
      title: "QML4Africa: Quantum Machine Learning for Africa",
      date: "2025-08-22",
      abstractDeadline: "2025-06-30",
      location: { city: "Kigali", country: "Rwanda" },
      registrationLink: "https://lnkd.in/dUJvAMJZ",
      abstractLink: "https://lnkd.in/dUJvAMJZ",
    });
    expect(event?.description.split("\n\n").length).toBeGreaterThan(1);
  });

  // The specification's event card holds the deadline and both links, before the event and after it
  // (then marked closed, after its recap); so does the event's own page.
  describe("shows the workshop's deadline and its two links, before it and after it", () => {
    const cache = mkdtempSync(join(tmpdir(), "qa-launch-event-"));
    afterAll(() => rmSync(cache, { recursive: true, force: true }));
    const { labels } = site.pages.event;
    const links = (html: string) =>
      [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>(.*?)<\/a>/g)].map(
        ([, href, text]) => [href, (text ?? "").replace(/<[^>]+>/g, "")],
      );

    for (const [day, state] of [
      ["2025-06-20", "before"],
      // An event without a zone lasts until its day has ended everywhere (src/lib/instants.ts).
      ["2025-08-24", "after"],
    ] as const)
      it(`${state} the workshop, on ${day}`, async () => {
        const prepared = await prepareContent(
          loadContent(launchContent),
          join(launchContent, "media"),
          cache,
          day,
        );
        const [event] = prepared.events;
        if (!event) throw new Error("the launch content has its workshop");
        const now = noonOn(day);
        for (const html of [
          renderToStaticMarkup(
            createElement(EventCard, {
              event,
              now,
              labels,
              summary: event.summary,
            }),
          ),
          renderToStaticMarkup(
            createElement(EventOverview, { event, now, labels }),
          ),
        ]) {
          expect(html).toContain("30 June 2025");
          const names = links(html).filter(
            ([href]) => href === "https://lnkd.in/dUJvAMJZ",
          );
          expect(names.map(([, name]) => name)).toEqual(
            state === "before"
              ? [
                  `${labels.register} (opens in a new tab)`,
                  `${labels.submitAbstract} (opens in a new tab)`,
                ]
              : [
                  `${labels.registrationClosed} (opens in a new tab)`,
                  `${labels.abstractsClosed} (opens in a new tab)`,
                ],
          );
        }
      });
  });

  it("has the footer's three columns and the copyright year 2024", () => {
    expect(
      site.footerColumns.map(({ title, entries }) => ({
        title,
        entries: entries.map((entry) => entry.title),
      })),
    ).toEqual([
      {
        title: "Useful Links",
        entries: ["About Us", "Contact Us", "Terms & Services"],
      },
      { title: "Community", entries: ["Help Center", "Blog", "Newsletters"] },
      { title: "Partner", entries: ["Our Partners"] },
    ]);
    expect(site.name).toBe("Quantum Africa");
    expect(site.copyrightYear).toBe(2024);
  });

  describe("has no partner, post or footer page, so empty means empty", () => {
    const cache = mkdtempSync(join(tmpdir(), "qa-launch-"));
    afterAll(() => rmSync(cache, { recursive: true, force: true }));

    it("has none of them", () => {
      const content = loadContent(launchContent);
      expect(content.partners).toEqual([]);
      expect(content.news).toEqual([]);
      expect(content.pages).toEqual({});
    });

    it("gives the pages nothing to write for them, nor the news feed", async () => {
      vi.stubEnv("CONTENT_DIR", launchContent);
      vi.resetModules();
      // The content as the pages read it, and the feed's endpoint, on the launch content.
      const { content } = await import("../../src/content/store");
      const feed = await import("../../src/pages/news/[feed].xml");
      vi.unstubAllEnvs();
      // The files that share this worker read the site's content, not these modules (isolate: false).
      vi.resetModules();
      expect(content.partners).toEqual([]);
      expect(content.news).toEqual([]);
      expect(content.pages).toEqual([]);
      expect(feed.getStaticPaths()).toEqual([]);
    });

    it("shows every footer entry as plain text", async () => {
      const prepared = await prepareContent(
        loadContent(launchContent),
        join(launchContent, "media"),
        cache,
      );
      expect(prepared.partners).toEqual([]);
      expect(prepared.news).toEqual([]);
      expect(prepared.pages).toEqual([]);
      expect(
        prepared.site.footerColumns.flatMap((column) =>
          column.entries.filter((entry) => "link" in entry),
        ),
      ).toEqual([]);
    });
  });
});
