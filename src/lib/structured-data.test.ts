// @vitest-environment node
import { describe, expect, it } from "vitest";
import ICAL from "ical.js";
import type { EventEntry } from "../schemas/types";
import { withTimes } from "../test/moments";
import { calendarEvent, eventIcs } from "./event-calendar";
import {
  eventJsonLd,
  newsPostJsonLd,
  organizationJsonLd,
} from "./structured-data";

const site = {
  name: "Example Quantum Club",
  url: "https://club.example.org",
  description: "A club that is only an example.",
};

describe("organizationJsonLd", () => {
  it("names the profiles that are set, and no network's home page", () => {
    const data = organizationJsonLd({
      ...site,
      socialLinks: [
        {
          id: "linkedin",
          link: "https://www.linkedin.com/company/example-club/",
        },
        { id: "instagram", link: "https://www.instagram.com/" },
        { id: "x", link: "https://x.com" },
      ],
    });
    expect(data).toHaveProperty("sameAs", [
      "https://www.linkedin.com/company/example-club/",
    ]);
  });

  it("is on the site's own address", () => {
    const data = organizationJsonLd({ ...site, socialLinks: [] });
    expect(data).toMatchObject({
      url: "https://club.example.org",
      logo: "https://club.example.org/icons/icon-512.png",
      sameAs: [],
    });
  });
});

describe("eventJsonLd", () => {
  const workshop: EventEntry = withTimes({
    id: "example-workshop-2027",
    title: "Example Workshop",
    description: "A day of **exercises**.",
    descriptionHtml: "<p>A day of <strong>exercises</strong>.</p>",
    descriptionText: "A day of exercises.",
    summary: "A day of exercises.",
    date: "2027-05-04",
    location: { city: "Example City", country: "Kenya", countryCode: "KE" },
  });

  it("names the event and links its own page", () => {
    expect(eventJsonLd(workshop, site)).toMatchObject({
      "@type": "Event",
      name: "Example Workshop",
      description: "A day of exercises.",
      startDate: "2027-05-04",
      endDate: "2027-05-04",
      url: "https://club.example.org/event/example-workshop-2027",
    });
  });

  it("gives its times with the offset of its zone on that day, when it has times", () => {
    expect(
      eventJsonLd(
        {
          ...workshop,
          endDate: "2027-05-05",
          startTime: "09:30",
          endTime: "17:00",
          timeZone: "Africa/Nairobi",
        },
        site,
      ),
    ).toMatchObject({
      startDate: "2027-05-04T09:30:00+03:00",
      endDate: "2027-05-05T17:00:00+03:00",
    });
  });

  it("gives the offset in force at each time, as the calendar file does, on the day the clocks go back", () => {
    // 1 November 2026 in Los Angeles: 00:30 is still UTC−7; 03:00 is UTC−8.
    const night = withTimes({
      ...workshop,
      date: "2026-11-01",
      startTime: "00:30",
      endTime: "03:00",
      timeZone: "America/Los_Angeles",
    });
    const { startDate, endDate } = eventJsonLd(night, site);
    expect([startDate, endDate]).toEqual([
      "2026-11-01T00:30:00-07:00",
      "2026-11-01T03:00:00-08:00",
    ]);
    // The calendar file, read with the zone's definition it carries.
    const calendar = new ICAL.Component(
      ICAL.parse(eventIcs(calendarEvent(night, site), "club.example.org")),
    );
    for (const zone of calendar.getAllSubcomponents("vtimezone"))
      ICAL.TimezoneService.register(zone);
    const entry = new ICAL.Event(
      calendar.getFirstSubcomponent("vevent") ?? undefined,
    );
    // Each the same instant, to the second.
    expect(Date.parse(String(startDate)) / 1000).toBe(
      entry.startDate.toUnixTime(),
    );
    expect(Date.parse(String(endDate)) / 1000).toBe(entry.endDate.toUnixTime());
    ICAL.TimezoneService.reset();
  });

  it("is in person at its venue, online at its address, or both, as its format says", () => {
    const venue = { ...workshop, venue: "Example Hall" };
    const place = {
      "@type": "Place",
      name: "Example Hall, Example City, Kenya",
    };
    const online = {
      "@type": "VirtualLocation",
      url: "https://meet.example.org/workshop",
    };
    expect(eventJsonLd(venue, site)).toMatchObject({
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: place,
    });
    expect(
      eventJsonLd({ ...venue, format: "online", onlineLink: online.url }, site),
    ).toMatchObject({
      eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
      location: online,
    });
    expect(
      eventJsonLd({ ...venue, format: "hybrid", onlineLink: online.url }, site),
    ).toMatchObject({
      eventAttendanceMode: "https://schema.org/MixedEventAttendanceMode",
      location: [place, online],
    });
  });

  it("gives the poster's full address when there is one, else the first photo's, else the site's card", () => {
    expect(eventJsonLd(workshop, site)).toHaveProperty(
      "image",
      "https://club.example.org/social-card.png",
    );
    expect(
      eventJsonLd(
        {
          ...workshop,
          gallery: [
            {
              src: "/assets/media/day-one-840.webp",
              width: 840,
              height: 560,
              sources: [],
              alt: "Students at work",
              credit: "Photo: Ada Example",
            },
          ],
        },
        site,
      ),
    ).toHaveProperty(
      "image",
      "https://club.example.org/assets/media/day-one-840.webp",
    );
    const data = eventJsonLd(
      {
        ...workshop,
        picture: {
          src: "/assets/example-poster-800.webp",
          width: 800,
          height: 1000,
          sources: [],
          alt: "Poster of the Example Workshop",
        },
      },
      site,
    );
    expect(data).toHaveProperty(
      "image",
      "https://club.example.org/assets/example-poster-800.webp",
    );
  });

  it.each([
    ["Free", { price: 0 }],
    ["50 USD", { price: 50, priceCurrency: "USD" }],
    ["KES 1500", { price: 1500, priceCurrency: "KES" }],
    ["Free for students, 20 USD for others", {}],
  ])(
    "offers what the cost says, %j, and reads no figure into other words",
    (cost, price) => {
      const data = eventJsonLd(
        {
          ...workshop,
          cost,
          registrationLink: "https://forms.example.org/join",
        },
        site,
      );
      expect(data).toHaveProperty("offers", {
        "@type": "Offer",
        url: "https://forms.example.org/join",
        description: cost,
        ...price,
      });
      expect(eventJsonLd(workshop, site)).not.toHaveProperty("offers");
    },
  );
});

describe("newsPostJsonLd", () => {
  const post = {
    id: "first-workshop",
    title: "Our first workshop",
    date: "2026-03-14",
    summary: "Forty students wrote their first quantum circuits.",
    authors: [
      { id: "ada-example", name: "Ada Example" },
      { id: "kofi-example", name: "Kofi Example" },
    ],
  };

  it("is a BlogPosting with its headline, day, authors and address, by the Organization", () => {
    expect(newsPostJsonLd(post, site)).toEqual({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: "Our first workshop",
      description: "Forty students wrote their first quantum circuits.",
      datePublished: "2026-03-14",
      dateModified: "2026-03-14",
      image: "https://club.example.org/social-card.png",
      author: [
        { "@type": "Person", name: "Ada Example" },
        { "@type": "Person", name: "Kofi Example" },
      ],
      url: "https://club.example.org/news/first-workshop",
      mainEntityOfPage: "https://club.example.org/news/first-workshop",
      publisher: {
        "@type": "Organization",
        name: "Example Quantum Club",
        url: "https://club.example.org",
      },
    });
  });

  it("gives the day of its last revision, when it has one", () => {
    expect(
      newsPostJsonLd({ ...post, updated: "2026-04-02" }, site),
    ).toHaveProperty("dateModified", "2026-04-02");
  });

  it("names the post's image, on the site's address, when it has one", () => {
    const data = newsPostJsonLd(
      { ...post, picture: { src: "/assets/media/workshop-800.webp" } },
      site,
    );
    expect(data).toHaveProperty(
      "image",
      "https://club.example.org/assets/media/workshop-800.webp",
    );
  });
});
