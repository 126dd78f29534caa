// @module-tag content
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { eventPage } from "../../content/event";
import { listCards } from "../../lib/event-timing";
import { socialNetworkNames } from "../../lib/social-networks";
import type {
  ChapterEntry,
  EventEntry,
  TeamMemberEntry,
} from "../../schemas/types";
import { noonOn, withTimes } from "../../test/moments";
import { ChapterBody } from "./chapter-body";

const copy = {
  leads: "Made-up leads",
  join: "Made-up join",
  email: "Made-up email",
  founded: "Made-up founded in",
  upcoming: "Made-up upcoming",
  past: "Made-up past",
  allChapters: "Made-up all chapters",
  contact: "Made-up contact",
  viaCommunity: "Made-up way in through the community.",
};
const joinForm = "https://forms.example.org/join-the-community";
const flagUrl =
  "data:image/svg+xml,%3Csvg%20xmlns='http://www.w3.org/2000/svg'/%3E";
const bare: ChapterEntry = {
  id: "made-up-land",
  name: "Made-up Land",
  flagCode: "ke",
  status: "active",
  flagUrl,
  country: "Kenya",
};
const full: ChapterEntry = {
  ...bare,
  description: "A made-up chapter.",
  founded: 2021,
  joinLink: "https://forms.example.org/join",
  email: "chapter@example.org",
};

const person = (id: string, chapter?: string): TeamMemberEntry => ({
  id,
  name: `Person ${id}`,
  role: "Made-up Role",
  socialMedia: [],
  ...(chapter && { chapter }),
});
const event = (id: string, date: string, chapters?: string[]) =>
  withTimes({
    id,
    title: `Event ${id}`,
    date,
    summary: `What event ${id} is.`,
    location: { city: "Made-up City", country: "Made-up Land" },
    ...(chapters && { chapters }),
  }) as EventEntry;

const labels = {
  nextEvent: "Made-up next event",
  otherChapters: "Made-up chapters",
};
const other: ChapterEntry = {
  ...bare,
  id: "elsewhere",
  name: "Elsewhere",
  flagCode: "gh",
  country: "Ghana",
};

const people = [
  person("lead", "made-up-land"),
  person("leader"),
  person("other", "elsewhere"),
];
const events = [
  event("soon", "2025-09-01", ["made-up-land"]),
  event("done", "2025-01-10", ["elsewhere", "made-up-land"]),
  event("not-ours", "2025-09-02", ["elsewhere"]),
  event("no-chapter", "2025-09-03"),
];

async function renderBody(
  chapter: ChapterEntry,
  withPeople = people,
  withEvents = events,
  chapters: ChapterEntry[] = [chapter],
) {
  render(
    <ChapterBody
      chapter={chapter}
      chapters={chapters}
      labels={labels}
      people={withPeople}
      events={withEvents}
      now={noonOn("2025-07-15")}
      copy={copy}
      eventLabels={eventPage.labels}
      networkNames={socialNetworkNames}
      joinForm={joinForm}
    />,
  );
  return screen.findByRole("heading", { level: 1, name: chapter.name });
}

describe("ChapterBody", () => {
  it("opens with the way back, the flag named by its country, the name, the country, the description and the founding year", async () => {
    await renderBody(full);
    const back = screen.getByRole("link", { name: copy.allChapters });
    expect(back).toHaveAttribute("href", "/chapters");
    // The way back comes first, above the title.
    expect(
      back.compareDocumentPosition(screen.getByRole("heading", { level: 1 })),
    ).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(
      screen.getByRole("img", { name: `Flag of ${full.country}` }),
    ).toHaveAttribute("src", flagUrl);
    expect(screen.getByText(full.description ?? "")).toBeInTheDocument();
    expect(
      screen.getByText(`${full.country} · ${copy.founded} 2021`),
    ).toBeInTheDocument();
  });

  it("does not write the country twice when the chapter's name says it", async () => {
    await renderBody({ ...bare, name: "Quantum Kenya" });
    expect(screen.queryByText(bare.country)).not.toBeInTheDocument();
    expect(
      screen.getByRole("img", { name: `Flag of ${bare.country}` }),
    ).toBeInTheDocument();
  });

  it("links to join the chapter, in a new tab, and to write to it", async () => {
    await renderBody(full);
    const join = screen.getByRole("link", { name: new RegExp(copy.join) });
    expect(join).toHaveAttribute("href", full.joinLink);
    expect(join).toHaveAttribute("target", "_blank");
    expect(screen.getByRole("link", { name: copy.email })).toHaveAttribute(
      "href",
      "mailto:chapter@example.org",
    );
    expect(screen.queryByText(copy.viaCommunity)).not.toBeInTheDocument();
  });

  it("with an email alone, offers it as the way in", async () => {
    await renderBody({ ...bare, email: "chapter@example.org" });
    expect(screen.getByRole("link", { name: copy.email })).toHaveAttribute(
      "href",
      "mailto:chapter@example.org",
    );
    expect(
      screen.queryByRole("link", { name: new RegExp(copy.join) }),
    ).not.toBeInTheDocument();
  });

  it("without an address of its own, leads to the community's join form and contact, and says how", async () => {
    await renderBody(bare, [person("leader")], []);
    expect(
      screen.getByRole("link", { name: new RegExp(copy.join) }),
    ).toHaveAttribute("href", joinForm);
    expect(screen.getByRole("link", { name: copy.contact })).toHaveAttribute(
      "href",
      "/#contact",
    );
    expect(screen.getByText(copy.viaCommunity)).toBeInTheDocument();
  });

  it("lists its own leads only, under their heading", async () => {
    await renderBody(full);
    const leads = screen.getByRole("region", { name: copy.leads });
    expect(
      within(leads)
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(["Person lead"]);
  });

  it("lists its own events, upcoming then past, each linked to its page", async () => {
    await renderBody(full);
    const upcoming = screen.getByRole("region", { name: copy.upcoming });
    expect(within(upcoming).getByRole("link")).toHaveAccessibleName(
      "Event soon",
    );
    expect(within(upcoming).getByRole("link")).toHaveAttribute(
      "href",
      "/event/soon",
    );
    expect(within(upcoming).getByRole("time")).toHaveAttribute(
      "datetime",
      "2025-09-01",
    );
    const past = screen.getByRole("region", { name: copy.past });
    expect(within(past).getByRole("link")).toHaveAttribute(
      "href",
      "/event/done",
    );
    expect(screen.queryByText("Event not-ours")).not.toBeInTheDocument();
    expect(screen.queryByText("Event no-chapter")).not.toBeInTheDocument();
  });

  it("leaves out a group of events with none in it", async () => {
    await renderBody(full, people, [events[1] as EventEntry]);
    expect(screen.getByRole("region", { name: copy.past })).toBeInTheDocument();
    expect(screen.queryByText(copy.upcoming)).not.toBeInTheDocument();
  });

  it("shows as many of its events as the list's cards, the latest, then links to every event", async () => {
    // One upcoming event and many past ones, a week apart, all of this chapter's.
    const many = Array.from({ length: listCards + 5 }, (_, index) =>
      event(
        `example-event-${index + 1}`,
        new Date(Date.UTC(2025, 6, 20 - index * 7)).toISOString().slice(0, 10),
        ["made-up-land"],
      ),
    );
    await renderBody(full, people, many);
    const titles = [copy.upcoming, copy.past].flatMap((name) =>
      within(screen.getByRole("region", { name }))
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    );
    expect(titles).toEqual(
      many.slice(0, listCards).map((shown) => shown.title),
    );
    expect(
      screen.getByRole("link", { name: eventPage.labels.allEvents }),
    ).toHaveAttribute("href", "/event");
  });

  it("has no link to every event while it shows all of its own", async () => {
    await renderBody(full);
    expect(
      screen.queryByRole("link", { name: eventPage.labels.allEvents }),
    ).toBeNull();
  });

  it("makes a page of the only chapter with nothing but a name, and no event anywhere: no empty section, only the ways back and in", async () => {
    await renderBody(bare, [person("leader")], []);
    // The way back, the community's join form and its contact.
    expect(screen.getAllByRole("link")).toHaveLength(3);
    expect(screen.getAllByRole("heading")).toHaveLength(1);
    expect(screen.queryByRole("region")).not.toBeInTheDocument();
    expect(screen.queryByText(copy.founded, { exact: false })).toBeNull();
    for (const label of [copy.email, copy.leads, copy.past])
      expect(screen.queryByText(label)).not.toBeInTheDocument();
  });

  it("gives a chapter with little content a whole page: the way in, the community's next event, the other chapters", async () => {
    const quiet = { ...bare, id: "quiet-land", name: "Quiet Land" };
    await renderBody(quiet, [person("leader")], events, [other, quiet, full]);
    expect(
      screen.getByRole("link", { name: new RegExp(copy.join) }),
    ).toHaveAttribute("href", joinForm);
    // The soonest event to come, of any chapter, for a chapter with none of its own.
    const next = screen.getByRole("region", { name: labels.nextEvent });
    expect(within(next).getByRole("link")).toHaveAccessibleName("Event soon");
    expect(within(next).getByRole("link")).toHaveAttribute(
      "href",
      "/event/soon",
    );
    // The other chapters, in the order given, each by its name alone.
    const others = screen.getByRole("region", { name: labels.otherChapters });
    const links = within(others).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual([
      `${other.name}→`,
      `${full.name}→`,
    ]);
    expect(links[0]).toHaveAccessibleName(other.name);
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      `/chapters/${other.id}`,
      `/chapters/${full.id}`,
    ]);
    // The way in comes first, before what else the community does.
    expect(
      screen
        .getByRole("link", { name: new RegExp(copy.join) })
        .compareDocumentPosition(next),
    ).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it("shows no next event when none is coming, nor when the chapter has its own to come", async () => {
    await renderBody(bare, [], [events[1] as EventEntry], [bare, other]);
    expect(
      screen.queryByRole("region", { name: labels.nextEvent }),
    ).not.toBeInTheDocument();
    expect(
      screen.getByRole("region", { name: labels.otherChapters }),
    ).toBeInTheDocument();
  });

  it("leaves the community's next event to the chapter's own events when it has one to come", async () => {
    await renderBody(full);
    expect(
      screen.queryByRole("region", { name: labels.nextEvent }),
    ).not.toBeInTheDocument();
    expect(screen.queryByText("Event not-ours")).not.toBeInTheDocument();
  });

  it("names its leads beside the way in, each a link to their card", async () => {
    await renderBody(full);
    const link = screen.getByRole("link", { name: /Person lead/ });
    expect(link).toHaveAttribute("href", "#person-lead");
    expect(document.getElementById("person-lead")).toContainElement(
      screen.getByRole("heading", { level: 3, name: "Person lead" }),
    );
  });
});
