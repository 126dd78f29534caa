import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { HappeningNow } from "./happening-now";

const copy = {
  title: "Made-up now",
  nextEvent: "Made-up next event",
  latestPost: "Made-up latest post",
};
const nextEvent = {
  id: "next",
  title: "Event next",
  date: "2026-04-02",
  endDate: "2026-04-03",
  place: "Made-up City, Kenya",
};
const latestPost = { id: "newest", title: "Post newest", date: "2026-03-02" };

const renderNow = (
  next: typeof nextEvent | null,
  latest: typeof latestPost | null,
) => render(<HappeningNow nextEvent={next} latestPost={latest} copy={copy} />);

describe("HappeningNow", () => {
  it("links the next event and the latest post, each with its days", () => {
    renderNow(nextEvent, latestPost);
    const now = screen.getByRole("region", { name: copy.title });
    const next = within(now).getByRole("link", { name: /Event next/ });
    expect(next).toHaveAttribute("href", "/event/next");
    expect(next).toHaveTextContent(copy.nextEvent);
    expect(next).toHaveTextContent(
      "2 April 2026 to 3 April 2026 · Made-up City, Kenya",
    );
    const latest = within(now).getByRole("link", { name: /Post newest/ });
    expect(latest).toHaveAttribute("href", "/news/newest");
    expect(latest).toHaveTextContent("2 March 2026");
    expect(within(now).getAllByRole("link")).toHaveLength(2);
  });

  it("shows the latest post alone when no event is to come", () => {
    renderNow(null, latestPost);
    expect(screen.queryByText(copy.nextEvent)).not.toBeInTheDocument();
    expect(screen.getByText(copy.latestPost)).toBeInTheDocument();
  });

  it("is nothing at all with no event to come and no post, as with the launch content", () => {
    const { container } = renderNow(null, null);
    expect(container).toBeEmptyDOMElement();
  });
});
