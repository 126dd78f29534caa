import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { chapterSchema, limits } from "../../src/schemas/schemas";
import { serveSite } from "../serve-site";
import { buildSite, copySite, removeSite } from "../site-copy";
import { expect, test, useOrigin } from "./fixtures";

// The site built from content as long as the schemas allow, in words that never break by themselves
// (a name with no spaces, long addresses): no page scrolls sideways, no card's text spills over its
// neighbour and no card stretches its row. The launch content's look is the visual tests' concern.
let copy = "";
let server: Awaited<ReturnType<typeof serveSite>> | undefined;

/** A word of exactly `length` characters, with no place to break it. */
const word = (length: number, start = "Longword") =>
  `${start}${"x".repeat(Math.max(0, length - start.length))}`;
/** An https address of exactly `length` characters, with no place to break it. */
const address = (length: number) =>
  `https://example.org/${"a".repeat(length - "https://example.org/".length)}`;

function writeLongContent(content: string) {
  const read = (file: string) =>
    JSON.parse(readFileSync(join(content, file), "utf8")) as Record<
      string,
      unknown
    >;
  const write = (file: string, data: unknown) =>
    writeFileSync(join(content, file), JSON.stringify(data, null, 2));
  /** The files of a kind's folder, in order; none when the content has no such folder (empty is valid). */
  const files = (folder: string) => {
    mkdirSync(join(content, folder), { recursive: true });
    return readdirSync(join(content, folder)).sort();
  };
  /**
   * The content's first entry of a kind, to make as long as can be; with none (empty is valid), the
   * launch content's, without its pictures, which the content may not have.
   */
  const firstEntry = (folder: string) => {
    const [file] = files(folder);
    if (file)
      return { file: `${folder}/${file}`, data: read(`${folder}/${file}`) };
    const launch = join("tests/launch-content/content", folder);
    const [first = ""] = readdirSync(launch).sort();
    const pictures = ["img", "photoCredit", "photoConsent", "image", "gallery"];
    const entry = JSON.parse(
      readFileSync(join(launch, first), "utf8"),
    ) as Record<string, unknown>;
    const data = Object.fromEntries(
      Object.entries(entry).filter(([key]) => !pictures.includes(key)),
    );
    return { file: `${folder}/${first}`, data };
  };

  // One chapter per country: a country that none of the content's chapters has (there may be none).
  const taken = new Set(
    files("chapters").map((file) => read(`chapters/${file}`).flagCode),
  );
  const flagCode = ["ke", ...chapterSchema.shape.flagCode.options].find(
    (code) => !taken.has(code),
  );
  write("chapters/long.json", {
    name: word(limits.name, "Chapter"),
    description: address(limits.line),
    flagCode,
    status: "active",
    order: 1,
  });
  const member = firstEntry("team");
  write(member.file, {
    ...member.data,
    name: word(limits.name, "Member"),
    role: word(limits.name, "Role"),
    description: `See ${address(300)} for more.`,
    order: 1,
  });
  const event = firstEntry("events");
  const url = address(300);
  write(event.file, {
    ...event.data,
    title: word(limits.heading, "Event"),
    description: `Programme: ${url}\n\nAlso at [${url}](${url}).`,
    location: {
      city: word(limits.name, "City"),
      country: word(limits.name, "Country"),
      countryCode: "KE",
    },
    topics: [word(limits.name, "Topic")],
  });
  const site = read("site.json") as {
    pages: Record<string, { title: string; lead?: string }>;
  };
  for (const page of Object.values(site.pages))
    if (typeof page.title === "string") page.title = word(limits.name, "Page");
  for (const page of ["chapters", "team", "event"] as const) {
    const copy = site.pages[page];
    if (copy?.lead) copy.lead = `${address(300)}`;
  }
  write("site.json", site);
}

const paths = ["/", "/event", "/our-team", "/chapters", "/contact/sent"];

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

test.describe("content as long as the schemas allow", () => {
  test.describe.configure({ mode: "serial", timeout: 300_000 });
  test.use({ isMobile: false, hasTouch: false });
  useOrigin(() => server?.origin ?? "");

  test.beforeAll(async () => {
    copy = copySite();
    writeLongContent(join(copy, "content"));
    const build = buildSite(copy);
    expect(build.status, build.output).toBe(0);
    server = await serveSite({ cwd: copy });
  });

  test.afterAll(() => {
    server?.stop();
    removeSite(copy);
  });

  for (const width of [320, 390, 1280])
    test(`no page scrolls sideways at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const path of paths) {
        await page.goto(path);
        const { scrollWidth, clientWidth } = await widths(page);
        expect(clientWidth, path).toBe(width);
        expect(scrollWidth, path).toBeLessThanOrEqual(width);
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
        if (!card || !heading) throw new Error(`card ${index} has no heading`);
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
});
