// @module-tag content
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { eventPage } from "../../content/event";
import type { EventEntry } from "../../schemas/types";
import { withTimes } from "../../test/moments";
import { EventAbout } from "./event-about";
import { EventGallery } from "./event-gallery";
import { EventRelations } from "./event-relations";

const { labels } = eventPage;

const workshop: EventEntry = withTimes({
  id: "example-workshop-2027",
  title: "Example Workshop",
  description: "A day of exercises.\n\nBring a laptop.",
  descriptionHtml: "<p>A day of exercises.</p>\n<p>Bring a laptop.</p>",
  descriptionText: "A day of exercises. Bring a laptop.",
  summary: "A day of exercises.",
  date: "2027-05-04",
  location: { city: "Example City", country: "Kenya", countryCode: "KE" },
  topics: ["Example topic"],
  coOrganisers: ["Example Organiser One", "Example Organiser Two"],
});

const photo = (name: string) => ({
  src: `/assets/${name}-420.webp`,
  width: 420,
  height: 280,
  sources: [
    {
      type: "image/avif" as const,
      srcSet: `/assets/${name}-420.avif 420w, /assets/${name}-840.avif 840w`,
    },
  ],
  alt: `People at the ${name}`,
  credit: "Photo: Example Photographer",
});

describe("EventAbout", () => {
  it("gives the event's text, topics and co-organisers under headings of the page (the way back is above its title)", () => {
    render(<EventAbout event={workshop} labels={labels} />);
    expect(screen.getByText("Bring a laptop.")).toBeInTheDocument();
    expect(
      screen.getByRole("heading", { level: 2, name: labels.topics }),
    ).toBeInTheDocument();
    expect(screen.getByText("Example topic")).toBeInTheDocument();
    expect(
      screen.getByRole("heading", { level: 2, name: labels.coOrganisers }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole("link", { name: labels.allEvents }),
    ).not.toBeInTheDocument();
  });

  it("shows no chapter, partner or photo heading for an event with none", () => {
    render(<EventAbout event={workshop} labels={labels} />);
    for (const name of [labels.chapters, labels.partners, labels.gallery])
      expect(screen.queryByRole("heading", { name })).toBeNull();
  });
});

describe("EventRelations", () => {
  it("links each chapter to its page and each partner to its site, in a new tab", () => {
    render(
      <EventRelations
        chapters={[{ id: "example-chapter", name: "Example Chapter" }]}
        partners={[
          {
            id: "example-university",
            name: "Example University",
            link: "https://university.example.org",
          },
        ]}
        labels={labels}
      />,
    );
    const chapters = screen.getByRole("region", { name: labels.chapters });
    expect(
      within(chapters).getByRole("link", { name: "Example Chapter" }),
    ).toHaveAttribute("href", "/chapters/example-chapter");
    const partners = screen.getByRole("region", { name: labels.partners });
    const partner = within(partners).getByRole("link", {
      name: "Example University (opens in a new tab)",
    });
    expect(partner).toHaveAttribute("href", "https://university.example.org");
    expect(partner).toHaveAttribute("target", "_blank");
  });
});

describe("EventGallery", () => {
  it("shows each photo with its description and its credit, lazy-loaded and sized by srcset", () => {
    render(
      <EventGallery
        photos={[photo("example-workshop"), photo("example-school")]}
        title={labels.gallery}
      />,
    );
    const gallery = screen.getByRole("region", { name: labels.gallery });
    const figures = within(gallery).getAllByRole("figure");
    expect(figures).toHaveLength(2);
    const [first] = figures;
    if (!first) throw new Error("no photo");
    const image = within(first).getByRole("img", {
      name: "People at the example-workshop",
    });
    expect(image).toHaveAttribute("loading", "lazy");
    expect(image).toHaveAttribute("width", "420");
    const source = first.querySelector("source");
    expect(source).toHaveAttribute(
      "srcset",
      photo("example-workshop").sources[0]?.srcSet,
    );
    expect(source).toHaveAttribute("sizes");
    expect(
      within(first).getByText("Photo: Example Photographer"),
    ).toBeVisible();
  });

  it("is nothing without photos", () => {
    const { container } = render(
      <EventGallery photos={[]} title={labels.gallery} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
