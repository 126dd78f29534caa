import { describe, expect, it } from "vitest";
import type { EventEntry } from "../schemas/types";
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
  const workshop: EventEntry = {
    id: "example-workshop-2027",
    title: "Example Workshop",
    description: "A day of **exercises**.",
    descriptionHtml: "<p>A day of <strong>exercises</strong>.</p>",
    descriptionText: "A day of exercises.",
    summary: "A day of exercises.",
    date: "2027-05-04",
    location: { city: "Example City", country: "Kenya", countryCode: "KE" },
  };

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

  it("gives the poster's full address when there is one, and no image otherwise", () => {
    expect(eventJsonLd(workshop, site)).not.toHaveProperty("image");
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
