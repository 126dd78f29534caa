// @vitest-environment node
import { describe, expect, it } from "vitest";
import { noonOn, withTimes } from "../test/moments";
import { happeningNow } from "./happening-now";

const event = (id: string, date: string, endDate?: string) =>
  withTimes({
    id,
    title: `Event ${id}`,
    date,
    ...(endDate && { endDate }),
    location: { city: "Made-up City", country: "Kenya" },
  });
const posts = [
  { id: "newest", title: "Post newest", date: "2026-03-02" },
  { id: "older", title: "Post older", date: "2026-01-10" },
];

describe("happeningNow", () => {
  it("names the soonest event to come, whatever the order given, and the newest post", () => {
    expect(
      happeningNow(
        [
          event("later", "2026-06-01"),
          event("past", "2026-02-01"),
          event("next", "2026-04-02", "2026-04-03"),
        ],
        posts,
        noonOn("2026-03-10"),
      ),
    ).toEqual({
      nextEvent: {
        id: "next",
        title: "Event next",
        date: "2026-04-02",
        endDate: "2026-04-03",
        place: "Made-up City, Kenya",
      },
      latestPost: posts[0],
    });
  });

  it("counts an event under way as the next", () => {
    expect(
      happeningNow(
        [event("now", "2026-03-09", "2026-03-11")],
        [],
        noonOn("2026-03-10"),
      ).nextEvent?.id,
    ).toBe("now");
  });

  it("names nothing with past events alone and no post, as with the launch content", () => {
    expect(
      happeningNow([event("past", "2025-08-22")], [], noonOn("2026-03-10")),
    ).toEqual({ nextEvent: null, latestPost: null });
  });
});
