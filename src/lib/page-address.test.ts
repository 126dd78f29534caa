// @vitest-environment node
import { describe, expect, it } from "vitest";
import { pageAddress } from "./page-address";

describe("pageAddress", () => {
  it.each([
    ["/", "/"],
    ["/index.html", "/"],
    ["/event", "/event"],
    ["/event/", "/event"],
    ["/event/index.html", "/event"],
    ["/contact/sent/index.html", "/contact/sent"],
    ["/chapters//", "/chapters"],
    ["//", "/"],
    ["/404.html", "/404.html"],
    ["/calendar/events.ics", "/calendar/events.ics"],
  ])("%s is the page %s", (path, page) => {
    expect(pageAddress(path)).toBe(page);
  });
});
