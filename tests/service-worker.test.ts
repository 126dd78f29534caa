// What the service worker precaches of the menu's pictures: as many as its first-visit budget allows,
// in the order the pages show them (scripts/service-worker.mjs). The build's own is checked in
// tests/build/service-worker.test.ts.
// @vitest-environment node
import { randomBytes } from "node:crypto";
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  firstVisitDownload,
  picturesWithin,
  precachedFiles,
} from "../scripts/service-worker.mjs";

describe("the pictures precached within the budget", () => {
  // Each file's share of the download, in bytes: the rest of the precache, then pictures in page order.
  const sizes: Record<string, number> = {
    rest: 100,
    a: 30,
    b: 30,
    c: 50,
    d: 5,
  };
  const download = (files: string[]) =>
    files.reduce((sum, file) => sum + (sizes[file] ?? 0), 0);
  const pictures = ["a", "b", "c", "d"];

  it("are the first ones, in page order, while the whole download fits", () => {
    expect(picturesWithin(["rest"], pictures, download, 160)).toEqual([
      "a",
      "b",
    ]);
    expect(picturesWithin(["rest"], pictures, download, 215)).toEqual(pictures);
  });

  it("leave out every picture after the first that does not fit, even one small enough to fit", () => {
    // d alone would fit (100 + 30 + 30 + 5), but c comes before it on the pages.
    expect(picturesWithin(["rest"], pictures, download, 170)).toEqual([
      "a",
      "b",
    ]);
  });

  it("are none when the rest of the precache takes the whole budget", () => {
    expect(picturesWithin(["rest"], pictures, download, 100)).toEqual([]);
  });
});

describe("on a build of three pages", () => {
  let dir = "";
  const write = (file: string, body: string | Buffer) => {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), body);
  };
  const head =
    '<link rel="stylesheet" href="/assets/app-1.css"/><script type="module" src="/assets/entry-1.js"></script>';
  const photo = (hash: string) =>
    `<picture><source type="image/avif" srcset="/assets/media/${hash}-160.avif 160w, /assets/media/${hash}-320.avif 320w"/><source type="image/webp" srcset="/assets/media/${hash}-160.webp 160w, /assets/media/${hash}-320.webp 320w"/><img src="/assets/media/${hash}-320.webp" alt=""/></picture>`;
  const flag = (code: string) =>
    `<img src="/assets/flags/${code}.svg" alt=""/>`;
  const headers = [
    "/*\n  X-Content-Type-Options: nosniff\n  X-Frame-Options: DENY",
    "/\n  Cache-Control: public, max-age=0, must-revalidate",
    "/assets/*\n  Cache-Control: public, max-age=31536000, immutable",
    "",
  ].join("\n\n");
  // The header lines of the rules "/*" and "/", which every answer carries.
  const headerBytes =
    "  X-Content-Type-Options: nosniff\n  X-Frame-Options: DENY\n".length +
    "  Cache-Control: public, max-age=0, must-revalidate\n".length;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "precache-41b-"));
    write("_headers", headers);
    write("index.html", `${head}${flag("ng")}${photo("aaaa")}`);
    write(
      "chapters/index.html",
      `${head}${flag("ke")}${flag("ng")}${photo("bbbb")}`,
    );
    // A page that runs no script.
    write(
      "our-team/index.html",
      `<link rel="stylesheet" href="/assets/app-1.css"/>${photo("cccc")}${photo("aaaa")}`,
    );
    write("offline.html", "<h1>You are offline</h1>");
    write("404.html", `${head}<h1>Not found</h1>`);
    write("assets/app-1.css", "body{font-family:x}");
    write("assets/entry-1.js", "console.log(1)");
    // Pictures of random bytes, which gzip cannot make smaller.
    for (const code of ["ng", "ke"])
      write(`assets/flags/${code}.svg`, randomBytes(1000));
    for (const hash of ["aaaa", "bbbb", "cccc"])
      for (const file of ["160.avif", "320.avif", "160.webp", "320.webp"])
        write(`assets/media/${hash}-${file}`, randomBytes(2000));
  });

  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it("lists the menu's pictures once each, in the order the pages show them, a photo as its smallest WebP", () => {
    const { files, pictures } = precachedFiles(dir, [
      "/",
      "/chapters",
      "/our-team",
    ]);
    expect(pictures).toEqual([
      "assets/flags/ng.svg",
      "assets/media/aaaa-160.webp",
      "assets/flags/ke.svg",
      "assets/media/bbbb-160.webp",
      "assets/media/cccc-160.webp",
    ]);
    expect(files).toEqual(
      expect.arrayContaining([
        "index.html",
        "offline.html",
        "assets/app-1.css",
      ]),
    );
    expect(files.filter((file) => pictures.includes(file))).toEqual([]);
  });

  it("counts a picture as its gzipped bytes and one answer's headers, and precaches the first ones that fit", () => {
    const { files, pictures } = precachedFiles(dir, [
      "/",
      "/chapters",
      "/our-team",
    ]);
    // A sw.js that does not grow with its list, so that only the files count.
    const download = firstVisitDownload(dir, () => "self.__WB_MANIFEST");
    const gzipped = (file: string) =>
      gzipSync(readFileSync(join(dir, file)), { level: 9 }).length;
    for (const picture of pictures)
      expect(download([...files, picture]) - download(files), picture).toBe(
        gzipped(picture) + headerBytes,
      );

    const firstTwo = download([...files, ...pictures.slice(0, 2)]);
    expect(picturesWithin(files, pictures, download, firstTwo)).toEqual(
      pictures.slice(0, 2),
    );
    expect(picturesWithin(files, pictures, download, firstTwo - 1)).toEqual(
      pictures.slice(0, 1),
    );
  });

  it("measures the page that downloads most: the precached pages and code it did not load, itself when not precached, and headers", () => {
    const download = firstVisitDownload(dir, () => "self.__WB_MANIFEST");
    const gzipped = (file: string) =>
      gzipSync(readFileSync(join(dir, file)), { level: 9 }).length;
    // /our-team loaded the stylesheet but not the script; a precached page has a revision and is
    // fetched again; 404.html and offline.html are no first visit's page.
    expect(
      download(["index.html", "assets/entry-1.js", "assets/app-1.css"]),
    ).toBe(
      gzipSync("self.__WB_MANIFEST", { level: 9 }).length +
        gzipped("index.html") +
        gzipped("assets/entry-1.js") +
        gzipped("our-team/index.html") +
        headerBytes * 4,
    );
  });
});
