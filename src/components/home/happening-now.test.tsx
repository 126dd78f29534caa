import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { EventSummary } from "../../schemas/types";
import { HappeningNow } from "./happening-now";

const copy = {
  title: "Made-up now",
  nextEvent: "Made-up next event",
  latestPost: "Made-up latest post",
};

const event = (id: string, date: string): EventSummary => ({
  id,
  title: `Event ${id}`,
  summary: "A made-up event.",
  date,
  location: { city: "Made-up City", country: "Kenya", countryCode: "KE" },
});
const posts = [
  { id: "newest", title: "Post newest", date: "2026-03-02" },
  { id: "older", title: "Post older", date: "2026-01-10" },
];

function renderNow(
  events: EventSummary[],
  withPosts = posts,
  today = "2026-03-10",
) {
  return render(
    <HappeningNow
      events={events}
      posts={withPosts}
      today={today}
      copy={copy}
    />,
    { wrapper: MemoryRouter },
  );
}

describe("HappeningNow", () => {
  it("links the next event and the latest post, each with its day", () => {
    renderNow([
      event("later", "2026-06-01"),
      event("past", "2026-02-01"),
      event("next", "2026-04-02"),
    ]);
    const now = screen.getByRole("region", { name: copy.title });
    const next = within(now).getByRole("link", { name: /Event next/ });
    expect(next).toHaveAttribute("href", "/event/next");
    expect(next).toHaveTextContent(copy.nextEvent);
    expect(next).toHaveTextContent("2 April 2026 · Made-up City, Kenya");
    const latest = within(now).getByRole("link", { name: /Post newest/ });
    expect(latest).toHaveAttribute("href", "/news/newest");
    expect(latest).toHaveTextContent("2 March 2026");
    expect(within(now).getAllByRole("link")).toHaveLength(2);
  });

  it("counts an event under way as the next", () => {
    renderNow([event("today", "2026-03-10")], []);
    expect(
      screen.getByRole("link", { name: /Event today/ }),
    ).toBeInTheDocument();
  });

  it("shows the latest post alone when no event is to come", () => {
    renderNow([event("past", "2025-08-22")]);
    expect(screen.queryByText(copy.nextEvent)).not.toBeInTheDocument();
    expect(screen.getByText(copy.latestPost)).toBeInTheDocument();
  });

  it("is nothing at all with no event to come and no post, as with the launch content", () => {
    const { container } = renderNow([event("past", "2025-08-22")], []);
    expect(container).toBeEmptyDOMElement();
  });
});
