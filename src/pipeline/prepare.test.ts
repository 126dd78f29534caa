// @vitest-environment node
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { flagSvg } from "../lib/flags";
import { ContentError, loadContent } from "./load";
import { prepareContent } from "./prepare";

const dir = "tests/launch-content/content";
const cache = mkdtempSync(join(tmpdir(), "qa-prepare-"));
afterAll(() => rmSync(cache, { recursive: true, force: true }));

describe("prepareContent", () => {
  it("gives each chapter the flag of its own country, as a file the build ships", async () => {
    const content = loadContent(dir);
    const { chapters, files } = await prepareContent(
      content,
      join(dir, "media"),
      cache,
    );
    expect(chapters.length).toBe(content.chapters.length);
    for (const chapter of chapters) {
      expect(chapter.flagUrl).toMatch(/^\/assets\/flags\/[0-9a-f]{10}\.svg$/);
      const file = files.find(
        ({ fileName }) => `/${fileName}` === chapter.flagUrl,
      );
      expect(Buffer.from(file?.source ?? []).toString("utf8")).toBe(
        flagSvg(chapter.flagCode),
      );
    }
  });
});

describe("a picture the site does not publish", () => {
  it("stops the build with the file, the field and what to upload instead", async () => {
    const copy = join(cache, "content");
    cpSync(dir, copy, { recursive: true });
    const frame = (r: number) =>
      sharp({
        create: {
          width: 4,
          height: 4,
          channels: 3,
          background: { r, g: 0, b: 0 },
        },
      })
        .png()
        .toBuffer();
    writeFileSync(
      join(copy, "media", "moving.gif"),
      await sharp([await frame(255), await frame(0)], {
        join: { animated: true },
      })
        .gif()
        .toBuffer(),
    );
    const content = loadContent(copy);
    const [event] = content.events;
    if (!event?.image)
      throw new Error("the launch content has an event poster");
    event.image.src = "/media/moving.gif";
    const error = await prepareContent(
      content,
      join(copy, "media"),
      cache,
    ).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ContentError);
    expect((error as ContentError).problems).toEqual([
      `content/events/${event.id}.json: field "image.src": "/media/moving.gif" is refused: it is an animated image, which the site shows as a still picture only: upload the one frame to show, as a JPEG or PNG (a screenshot of it will do)`,
    ]);
  });
});

describe("the footer's entries", () => {
  const signUp = "https://newsletter.example.org/sign-up";
  /** The launch content, its "Newsletters" entry given the editors' sign-up address. */
  const withSignUp = () => {
    const content = loadContent(dir);
    content.site.footerColumns = content.site.footerColumns.map((column) => ({
      ...column,
      entries: column.entries.map((entry) =>
        entry.title === "Newsletters" ? { ...entry, link: signUp } : entry,
      ),
    }));
    return content;
  };
  const links = (columns: { entries: { title: string; link?: string }[] }[]) =>
    Object.fromEntries(
      columns
        .flatMap((column) => column.entries)
        .map((entry) => [entry.title, entry.link]),
    );

  it("link to a sign-up address once the editors set one, and to no page without content", async () => {
    const { site } = await prepareContent(
      withSignUp(),
      join(dir, "media"),
      cache,
    );
    expect(links(site.footerColumns)).toMatchObject({
      Newsletters: signUp,
      "Our Partners": undefined,
      Blog: undefined,
      "Terms & Services": undefined,
      "Help Center": undefined,
    });
  });

  it("link to a page once it has content", async () => {
    const content = withSignUp();
    content.partners = [
      {
        id: "made-up-partner",
        name: "Made-up Partner",
        logo: "/media/qml4africa-poster.svg",
        link: "https://partner.example.org/",
        kind: "community",
        agreement: true,
      },
    ];
    content.pages = {
      terms: { title: "Terms", description: "The terms.", body: "The terms." },
    };
    const { site } = await prepareContent(content, join(dir, "media"), cache);
    expect(links(site.footerColumns)).toMatchObject({
      Newsletters: signUp,
      "Our Partners": "/partners",
      "Terms & Services": "/terms",
      Blog: undefined,
      "Help Center": undefined,
    });
  });
});
