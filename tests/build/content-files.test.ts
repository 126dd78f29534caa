import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { within } from "@testing-library/dom";
import { JSDOM } from "jsdom";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chapters, chaptersPage } from "../../src/content/chapters";
import { teamMembers } from "../../src/content/team";
import { buildSite, copySite, removeSite } from "../site-copy";

let copy = "";

const build = () => buildSite(copy);

function page(path: string) {
  const html = readFileSync(
    join(copy, "build/client", path, "index.html"),
    "utf8",
  );
  return within(new JSDOM(html).window.document.body);
}

const writeContent = (file: string, data: unknown) =>
  writeFileSync(join(copy, "content", file), JSON.stringify(data, null, 2));

// A country the content has no chapter for yet, and a member it has.
const [country] = [
  ["Kenya", "ke"],
  ["Ghana", "gh"],
  ["Senegal", "sn"],
].filter(([, code]) => !chapters.some((chapter) => chapter.flagCode === code));
if (!country) throw new Error("the content already has every test country");
const [countryName = "", flagCode = ""] = country;
const newChapter = {
  name: countryName,
  description: `Quantum Africa ${countryName} Chapter`,
  flagCode,
  status: "active",
};
const chapterFile = `chapters/${flagCode}-test.json`;
const [member] = teamMembers;
if (!member) throw new Error("the content has no team member");

beforeAll(() => {
  copy = copySite();
});

afterAll(() => removeSite(copy));

describe("content files, built in a copy of the repository", () => {
  it("a chapter with no name and an unknown country stops the build, naming the file and the fields", () => {
    writeContent(chapterFile, {
      ...newChapter,
      name: undefined,
      flagCode: "zz",
    });

    const { status, output } = build();

    expect(status).not.toBe(0);
    expect(output).toContain(
      `content/${chapterFile}: field "name": is missing; expected the country's name`,
    );
    expect(output).toContain(
      `content/${chapterFile}: field "flagCode": "zz" is not valid; expected a known lower-case two-letter country code`,
    );
    expect(output).not.toMatch(/^\s+at /m);
    expect(existsSync(join(copy, "build/client"))).toBe(false);
  }, 120_000);

  describe("one more chapter file and a team member's large photo", () => {
    let photo = 0;

    beforeAll(async () => {
      writeContent(chapterFile, newChapter);
      const size = 3000;
      const pixels = Buffer.alloc(size * size * 3);
      for (let index = 0; index < pixels.length; index += 1)
        pixels[index] =
          (((index / 3) % size) / size) * 170 + Math.random() * 80;
      const jpeg = await sharp(pixels, {
        raw: { width: size, height: size, channels: 3 },
      })
        .jpeg({ quality: 92 })
        .toBuffer();
      photo = jpeg.length;
      writeFileSync(join(copy, "content/media/member-photo.jpg"), jpeg);
      const memberFile = join(copy, `content/team/${member.id}.json`);
      const data = JSON.parse(readFileSync(memberFile, "utf8")) as object;
      writeFileSync(
        memberFile,
        JSON.stringify({ ...data, img: "/media/member-photo.jpg" }),
      );

      const { status, output } = build();
      expect(status, output).toBe(0);
    }, 180_000);

    it("shows one more card on /chapters, with its flag and status", async () => {
      const cards = page("chapters").getAllByRole("article");
      expect(cards).toHaveLength(chapters.length + 1);
      const card = within(
        cards.find((candidate) =>
          within(candidate).queryByRole("heading", { name: countryName }),
        ) as HTMLElement,
      );
      expect(card.getByText(chaptersPage.statusLabel.active)).toBeTruthy();
      const { default: flag } = (await import(
        `../../node_modules/country-flag-icons/string/3x2/${flagCode.toUpperCase()}.js`
      )) as { default: string };
      expect(
        card
          .getByRole("img", { name: `Flag of ${countryName}` })
          .getAttribute("src"),
      ).toBe(`data:image/svg+xml,${encodeURIComponent(flag)}`);
    });

    it("serves the several-MB photo on /our-team as files of a few tens of KB, with width and height", () => {
      expect(photo).toBeGreaterThan(2 * 1024 * 1024);
      const portrait = page("our-team").getByRole("img", {
        name: member.name,
      });
      expect(portrait.getAttribute("width")).toBe("160");
      expect(portrait.getAttribute("height")).toBe("160");
      expect(portrait.getAttribute("loading")).toBe("lazy");

      const sources = [
        ...(portrait.parentElement?.querySelectorAll("source") ?? []),
      ];
      expect(sources.map((source) => source.getAttribute("type"))).toEqual([
        "image/avif",
        "image/webp",
      ]);
      const files = [
        portrait.getAttribute("src") ?? "",
        ...sources.flatMap((source) =>
          (source.getAttribute("srcset") ?? "")
            .split(", ")
            .map((candidate) => candidate.split(" ")[0] ?? ""),
        ),
      ];
      expect(files).toHaveLength(7);
      for (const file of files)
        expect(
          statSync(join(copy, "build/client", file)).size,
          file,
        ).toBeLessThanOrEqual(40 * 1024);
      expect(
        existsSync(join(copy, "build/client/media/member-photo.jpg")),
      ).toBe(false);
    });
  });
});
