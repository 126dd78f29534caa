import type { Page } from "@playwright/test";
import { limits } from "../../src/schemas/schemas";
import { fileForPath } from "../build/build-output";
import { content } from "./content";
import { expect, layoutWidths, test } from "./fixtures";
import { notFound, routes } from "./site-facts";

// Content as long as the schemas allow, in words that never break by themselves (a name with no spaces,
// long addresses), as the test copy has it (tests/content-variant.mjs): no page scrolls sideways, no
// card's text spills over its neighbour and no card stretches its row. The design's look is the visual
// tests' concern.

/** The entries as long as the schemas allow: the test copy has one of each (tests/content-variant.mjs). */
const longest = {
  "chapter name": content.chapters.find(
    (entry) => entry.name.length === limits.name,
  ),
  "member's name": content.team.find(
    (entry) => entry.name.length === limits.name,
  ),
  "event title": content.events.find(
    (entry) => entry.title.length === limits.heading,
  ),
  "text page title": Object.keys(content.pages).find(
    (id) =>
      content.pages[id as keyof typeof content.pages]?.title.length ===
      limits.name,
  ),
};

const paths = [
  ...routes.map((route) => route.path),
  ...(longest["chapter name"]
    ? [`/chapters/${longest["chapter name"].id}`]
    : []),
  ...(longest["event title"] ? [`/event/${longest["event title"].id}`] : []),
  ...(longest["text page title"] ? [`/${longest["text page title"]}`] : []),
  ...["/partners", "/news", "/contact/sent"].filter((path) =>
    fileForPath(path),
  ),
  notFound.path,
];

/** Whether the page is wider than the window, as the visitor would scroll it. */
const widths = (page: Page) =>
  page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));

/**
 * The boxes of the cards of a list, and of each card's heading, in the page's coordinates. A long list's
 * items are drawn only near the screen (`content-visibility: auto`), and one not drawn yet has no box:
 * each card is measured once scrolled to, as the visitor sees it.
 */
const cardBoxes = (page: Page) =>
  page.getByRole("article").evaluateAll(async (cards) => {
    const box = (element: Element | null) => {
      const rect = element?.getBoundingClientRect();
      return rect
        ? {
            left: rect.left + window.scrollX,
            right: rect.right + window.scrollX,
            top: rect.top + window.scrollY,
            bottom: rect.bottom + window.scrollY,
          }
        : undefined;
    };
    const boxes = [];
    for (const card of cards) {
      card.scrollIntoView({ block: "center" });
      // Two frames: the browser draws what came near the screen in the first.
      for (let frame = 0; frame < 2; frame += 1)
        await new Promise(requestAnimationFrame);
      boxes.push({
        card: box(card),
        // A chapter lead's name on /our-team is a level deeper, under the chapter's heading.
        heading: box(card.querySelector("h2, h3, h4")),
      });
    }
    return boxes;
  });

type Box = { left: number; right: number; top: number; bottom: number };
const overlap = (a: Box, b: Box) =>
  a.left < b.right - 1 &&
  b.left < a.right - 1 &&
  a.top < b.bottom - 1 &&
  b.top < a.bottom - 1;

test.describe(
  "content as long as the schemas allow",
  { tag: "@content" },
  () => {
    test.use({ isMobile: false, hasTouch: false });

    test.beforeAll(() => {
      const missing = Object.entries(longest).filter(([, entry]) => !entry);
      if (missing.length > 0)
        throw new Error(
          `The content has no ${missing.map(([kind]) => kind).join(", ")} as long as the schemas allow: run this spec on the test copy (tests/content-variant.mjs).`,
        );
    });

    // Each page is loaded once and laid out at each layout's width in turn: the layout follows the width.
    test(`no page scrolls sideways at ${layoutWidths.join(", ")} px`, async ({
      page,
      siteGuard,
    }) => {
      if (paths.includes(notFound.path))
        siteGuard.expectNotFound(notFound.path);
      for (const path of paths) {
        await page.setViewportSize({ width: layoutWidths[0], height: 800 });
        await page.goto(path);
        for (const width of layoutWidths) {
          await page.setViewportSize({ width, height: 800 });
          const { scrollWidth, clientWidth } = await widths(page);
          expect(clientWidth, `${path} at ${width} px`).toBe(width);
          expect(scrollWidth, `${path} at ${width} px`).toBeLessThanOrEqual(
            width,
          );
        }
      }
    });

    for (const path of ["/our-team", "/chapters", "/event"])
      test(`on ${path} at 1280 px, no card's title spills over another card`, async ({
        page,
      }) => {
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.goto(path);
        const cards = await cardBoxes(page);
        expect(cards.length).toBeGreaterThan(0);
        for (const [index, { card, heading }] of cards.entries()) {
          if (!card || !heading)
            throw new Error(`card ${index} has no heading`);
          expect(heading.left, `${path} card ${index}`).toBeGreaterThanOrEqual(
            card.left,
          );
          expect(heading.right, `${path} card ${index}`).toBeLessThanOrEqual(
            card.right,
          );
          for (const other of cards.slice(index + 1))
            if (other.card)
              expect(overlap(card, other.card), `${path} card ${index}`).toBe(
                false,
              );
        }
      });

    test("a chapter card with the longest texts stays about as tall as the others", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto("/chapters");
      const heights = (await cardBoxes(page)).map(({ card }) =>
        card ? card.bottom - card.top : 0,
      );
      expect(Math.max(...heights)).toBeLessThan(500);
    });
  },
);
