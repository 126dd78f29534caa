import {
  existsSync,
  mkdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { within } from "@testing-library/dom";
import { JSDOM } from "jsdom";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { flagSvg } from "../../src/content/flags";
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

const kenya = {
  name: "Kenya",
  description: "Quantum Africa Kenya Chapter",
  flagCode: "ke",
  status: "active",
};

beforeAll(() => {
  copy = copySite();
});

afterAll(() => removeSite(copy));

describe("content files, built in a copy of the repository", () => {
  it("a chapter with no name and an unknown country stops the build, naming the file and the fields, and leaves the last build in place", () => {
    const lastBuild = join(copy, "build/client/index.html");
    mkdirSync(join(copy, "build/client"), { recursive: true });
    writeFileSync(lastBuild, "the last good build");
    writeContent("chapters/kenya.json", {
      ...kenya,
      name: undefined,
      flagCode: "zz",
    });

    const { status, output } = build();

    expect(status).not.toBe(0);
    expect(output).toContain(
      `content/chapters/kenya.json: field "name": is missing; expected the country's name`,
    );
    expect(output).toContain(
      `content/chapters/kenya.json: field "flagCode": "zz" is not valid; expected a known lower-case two-letter country code`,
    );
    expect(output).not.toMatch(/^\s+at /m);
    expect(output).toContain("the site in build/ is unchanged");
    expect(readFileSync(lastBuild, "utf8")).toBe("the last good build");
    expect(existsSync(join(copy, "build.next"))).toBe(false);
  });

  describe("a seventh chapter file and a team member's large photo", () => {
    let photo = 0;

    beforeAll(async () => {
      writeContent("chapters/kenya.json", kenya);
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
      writeFileSync(join(copy, "content/media/gamal-moneep-photo.jpg"), jpeg);
      const memberFile = join(copy, "content/team/gamal-moneep.json");
      const member = JSON.parse(readFileSync(memberFile, "utf8")) as object;
      writeFileSync(
        memberFile,
        JSON.stringify({ ...member, img: "/media/gamal-moneep-photo.jpg" }),
      );

      const { status, output } = build();
      expect(status, output).toBe(0);
    });

    it("shows the seventh card on /chapters, with its flag and Active", async () => {
      const chapters = page("chapters");
      const cards = chapters.getAllByRole("article");
      expect(cards).toHaveLength(7);
      const card = within(cards[6] as HTMLElement);
      expect(card.getByRole("heading", { name: "Kenya" })).toBeTruthy();
      expect(card.getByText("Active")).toBeTruthy();
      const flag = flagSvg("ke") ?? "";
      expect(
        card.getByRole("img", { name: "Flag of Kenya" }).getAttribute("src"),
      ).toBe(`data:image/svg+xml,${encodeURIComponent(flag)}`);
    });

    it("serves the several-MB photo on /our-team as files of a few tens of KB, with width and height", () => {
      expect(photo).toBeGreaterThan(2 * 1024 * 1024);
      const portrait = page("our-team").getByRole("img", {
        name: "Gamal Moneep",
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
        existsSync(join(copy, "build/client/media/gamal-moneep-photo.jpg")),
      ).toBe(false);
    });
  });
});
