import {
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { execFileSync, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Dialog, Page } from "@playwright/test";
import sharp from "sharp";
import { expect, test } from "./fixtures";
import {
  openEditor,
  publish,
  publishReady,
  saveDraft,
  setStatus,
} from "./admin-steps";
import {
  localBackend,
  startLocalBackend,
  useLocalBackend,
  type LocalBackend,
} from "./local-backend";

// What happens to a file an editor uploads, through the real editor: Decap's local backend
// (decap-server) in its git mode, on a repository of its own, as in admin.spec.ts. The photo goes with
// the entry's draft, and reaches `main`, the working tree's branch, when the draft is published; nothing
// reaches `main` before.
let backend: LocalBackend;
let repository: string;

test.describe.configure({ mode: "serial" });
test.use({ viewport: { width: 1280, height: 800 }, isMobile: false });

test.beforeAll(async () => {
  backend = await startLocalBackend("uploads");
  ({ repository } = backend);
  // A photo portrait is published only with its credit and the person's agreement, as here.
  for (const person of ["gamal-moneep", "walid-el-maouaki"]) {
    const file = join(repository, "content", "team", `${person}.json`);
    writeFileSync(
      file,
      JSON.stringify({
        ...(JSON.parse(readFileSync(file, "utf8")) as object),
        photoCredit: "Photo: Quantum Africa",
        photoConsent: true,
      }),
    );
  }
  backend.commit("Gamal Moneep and Walid El Maouaki agree to a photo");
});

test.afterAll(() => backend.stop());

test.beforeEach(({ page, siteGuard }) =>
  useLocalBackend(page, siteGuard, backend),
);

test.afterEach(({ page }) => page.unrouteAll({ behavior: "ignoreErrors" }));

const mediaDir = () => join(repository, "content", "media");
const mediaFiles = () => readdirSync(mediaDir()).sort();
const member = (slug = "gamal-moneep") =>
  JSON.parse(
    readFileSync(join(repository, "content", "team", `${slug}.json`), "utf8"),
  ) as { img: string };

/** The files the media folder has gained since `before`. */
const added = (before: string[]) =>
  mediaFiles().filter((file) => !before.includes(file));

/** The readable name of an upload, then the start of its content's SHA-256. */
function namedByContent(content: Buffer, base: string, extension: string) {
  const hash = createHash("sha256").update(content).digest("hex").slice(0, 8);
  return `${base}-${hash}.${extension}`;
}

/** The one file the last upload added, checked to be named by its content. */
function uploaded(before: string[], base: string, extension: string) {
  const files = added(before);
  expect(files).toEqual([
    expect.stringMatching(new RegExp(`^${base}-[0-9a-f]{8}\\.${extension}$`)),
  ]);
  const file = files[0] ?? "";
  expect(file).toBe(
    namedByContent(readFileSync(join(mediaDir(), file)), base, extension),
  );
  return file;
}

type Upload = { name: string; mimeType: string; buffer: Buffer };

/** Opens a member, and chooses a file for the portrait in Decap's media library. */
async function choosePortrait(page: Page, file: Upload, slug = "gamal-moneep") {
  await openEditor(page, `team/entries/${slug}`);
  await page.getByRole("button", { name: "Choose different image" }).click();
  const chooser = page.waitForEvent("filechooser");
  await page.getByText("Upload", { exact: true }).click();
  await (await chooser).setFiles(file);
}

async function publishPortrait(page: Page) {
  await page.getByRole("button", { name: "Choose selected" }).click();
  await publish(page);
}

/** A phone's photo: 4000×3000 with grain, several MB, with a GPS position, a serial number and a name. */
async function phonePhoto() {
  const [width, height] = [4000, 3000];
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < pixels.length; index += 1)
    pixels[index] = (((index / 3) % width) / width) * 170 + Math.random() * 80;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .withExif({
      IFD0: {
        Make: "Example Phone Co",
        Model: "Phone 1",
        Artist: "Test Person",
      },
      IFD2: { BodySerialNumber: "SN-0000-1234" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "6/1 27/1 0/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "3/1 23/1 0/1",
      },
    })
    .jpeg({ quality: 92 })
    .toBuffer();
}

test("a phone's photo is saved small, upright and with no metadata, under a readable name", async ({
  page,
}) => {
  const original = await phonePhoto();
  expect(original.length).toBeGreaterThan(3 * 1024 * 1024);
  expect((await sharp(original).metadata()).exif).toBeDefined();
  const before = mediaFiles();

  await choosePortrait(page, {
    name: "IMG_20250814_101530.jpg",
    mimeType: "image/jpeg",
    buffer: original,
  });
  // A just-chosen photo shows in the preview at once, from the editor's memory.
  const portrait = page
    .frameLocator("iframe")
    .first()
    .getByRole("img", { name: "Gamal Moneep" });
  await page.getByRole("button", { name: "Choose selected" }).click();
  await expect
    .poll(() =>
      portrait.evaluate((image: HTMLImageElement) => image.naturalWidth),
    )
    .toBeGreaterThan(0);
  await publish(page);

  const file = uploaded(before, "img-20250814-101530", "jpg");
  expect(member().img).toBe(`/media/${file}`);
  const saved = readFileSync(join(mediaDir(), file));
  const metadata = await sharp(saved).metadata();
  expect(metadata).toMatchObject({ format: "jpeg", width: 2000, height: 1500 });
  expect(metadata.exif).toBeUndefined();
  expect(metadata.xmp).toBeUndefined();
  expect(saved.toString("latin1")).not.toMatch(
    /SN-0000-1234|Test Person|Example Phone/,
  );
  expect(saved.length).toBeLessThan(original.length / 4);
  test.info().annotations.push({
    type: "measured",
    description: `phone photo ${original.length} bytes (4000×3000) → saved ${saved.length} bytes (2000×1500)`,
  });
});

test("a photo named in Arabic keeps a readable name", async ({ page }) => {
  const before = mediaFiles();
  const photo = await sharp({
    create: { width: 600, height: 600, channels: 3, background: "#336699" },
  })
    .jpeg()
    .toBuffer();
  await choosePortrait(page, {
    name: "صورة عمرو.jpg",
    mimeType: "image/jpeg",
    buffer: photo,
  });
  await publishPortrait(page);
  expect(member().img).toBe(`/media/${uploaded(before, "swrh-mrw", "jpg")}`);
});

test("an SVG is saved with no script", async ({ page, siteGuard }) => {
  // Chromium checks an event handler against the policy as soon as the sanitiser parses the file, and
  // blocks it: nothing runs, but it reports each.
  siteGuard.expectPolicyViolation(
    /^script-src-attr blocked inline on \/admin\/$/,
    /^Executing inline event handler violates the following Content Security Policy directive/,
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160" onload="alert(1)">
    <script>alert(2)</script><rect width="160" height="160" fill="#224466"/>
    <a href="javascript:alert(3)"><text x="20" y="80">GM</text></a></svg>`;
  const before = mediaFiles();
  await choosePortrait(page, {
    name: "Portrait Drawing.svg",
    mimeType: "image/svg+xml",
    buffer: Buffer.from(svg),
  });
  await publishPortrait(page);
  const file = uploaded(before, "portrait-drawing", "svg");
  const saved = readFileSync(join(mediaDir(), file), "utf8");
  expect(saved).toContain('fill="#224466"');
  expect(saved).not.toMatch(/script|onload|javascript|alert/);
});

test("an iPhone photo (HEIC) is converted to JPEG, with no metadata", async ({
  page,
}) => {
  // A real HEIC, HEVC-coded as an iPhone writes it, made by libheif's encoder (Debian's
  // libheif-examples, which .ci/run installs) from a photo carrying a GPS position.
  const dir = mkdtempSync(join(tmpdir(), "qa-heic-"));
  const jpeg = join(dir, "photo.jpg");
  await sharp({
    create: { width: 1200, height: 900, channels: 3, background: "#3366aa" },
  })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: "S", GPSLatitude: "1/1 57/1 0/1" } })
    .toFile(jpeg);
  const made = spawnSync("heif-enc", [
    "-q",
    "60",
    "-o",
    join(dir, "photo.heic"),
    jpeg,
  ]);
  expect(
    made.error,
    "heif-enc (Debian's libheif-examples) makes the sample",
  ).toBeUndefined();
  const heic = readFileSync(join(dir, "photo.heic"));
  rmSync(dir, { recursive: true, force: true });
  expect(heic.subarray(4, 12).toString("latin1")).toBe("ftypheic");

  const before = mediaFiles();
  await choosePortrait(page, {
    name: "IMG_0042.HEIC",
    mimeType: "image/heic",
    buffer: heic,
  });
  await publishPortrait(page);
  const file = uploaded(before, "img-0042", "jpg");
  expect(member().img).toBe(`/media/${file}`);
  const saved = sharp(join(mediaDir(), file));
  const { format, width, height, exif } = await saved.metadata();
  expect({ format, width, height, exif }).toEqual({
    format: "jpeg",
    width: 1200,
    height: 900,
    exif: undefined,
  });
});

test.describe("refused uploads", () => {
  test("a PDF renamed .jpg is refused, naming the file and what it is", async ({
    page,
  }) => {
    const before = mediaFiles();
    await choosePortrait(page, {
      name: "programme.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from("%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n"),
    });
    await expect(
      page.getByText(
        /Not uploaded: "programme\.jpg" is a PDF document, not an image the site can show\. Upload a photo \(JPEG, PNG/,
      ),
    ).toBeVisible();
    await expect(page.getByText("programme.jpg", { exact: true })).toHaveCount(
      0,
    );
    expect(mediaFiles()).toEqual(before);
  });

  test("a HEIC photo the browser cannot convert is refused, saying how to get a JPEG", async ({
    page,
  }) => {
    // The start of an iPhone photo (an ftyp box of brand heic), and then no image: libheif, loaded for
    // it under the editor's security policy, finds nothing to convert.
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from("ftypheic\0\0\0\0mif1heic"),
      Buffer.alloc(64),
    ]);
    const before = mediaFiles();
    const libheif = page.waitForRequest(/\/admin\/assets\/heic-to-[\w-]+\.js$/);
    await choosePortrait(page, {
      name: "IMG_0042.HEIC",
      mimeType: "image/heic",
      buffer: heic,
    });
    await expect(
      page.getByText(
        /Not uploaded: "IMG_0042\.HEIC" is an iPhone photo \(HEIC\) that this browser could not convert\. Export it as JPEG/,
      ),
    ).toBeVisible();
    await libheif;
    expect(mediaFiles()).toEqual(before);
  });
});

test("an upload that fails on a poor network keeps the entry and the photo, and says so", async ({
  page,
  siteGuard,
}) => {
  siteGuard.expectFailedRequests(`${localBackend}/api/v1`);
  // Decap logs the failure it shows.
  siteGuard.expectConsoleError(/^ConnectionLost: the connection was lost/);
  const photo = await sharp({
    create: { width: 800, height: 800, channels: 3, background: "#553311" },
  })
    .jpeg()
    .toBuffer();
  const before = mediaFiles();
  await choosePortrait(page, {
    name: "slow-network.jpg",
    mimeType: "image/jpeg",
    buffer: photo,
  });
  await page.getByRole("button", { name: "Choose selected" }).click();
  // The save that carries the photo is cut off, as a phone's connection may be.
  let cut = 0;
  await page.route(`${localBackend}/api/v1`, async (route) => {
    const { action } = route.request().postDataJSON() as { action: string };
    if (action !== "persistEntry" || cut > 0) return route.fallback();
    cut += 1;
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.abort("timedout");
  });
  await saveDraft(page);
  await expect(
    page.getByText(
      "Not saved: the connection was lost before the change reached the site's repository. Your changes, photos included, are still here: save again once the connection is back",
    ),
  ).toBeVisible();
  expect(added(before)).toEqual([]);
  expect(backend.drafts()).toEqual([]);
  await expect(
    page
      .frameLocator("iframe")
      .first()
      .getByRole("img", { name: "Gamal Moneep" }),
  ).toHaveAttribute("src", /^blob:/);

  await publish(page);
  expect(member().img).toBe(
    `/media/${uploaded(before, "slow-network", "jpg")}`,
  );
});

test.describe("a photo never replaces or deletes a published one", () => {
  /** A JPEG of one colour: two phones' photos, which both call IMG_4021.jpg. */
  const photoOf = (background: string) =>
    sharp({
      create: { width: 640, height: 480, channels: 3, background },
    })
      .jpeg()
      .toBuffer();
  const head = () => backend.git("rev-parse", "main").trim();
  /** The file as `main` has it, byte for byte, or undefined. */
  const onMain = (file: string) => {
    try {
      return execFileSync("git", ["show", `main:content/media/${file}`], {
        cwd: repository,
      });
    } catch {
      return undefined;
    }
  };
  let published = "";
  let firstPhoto: Buffer;

  /**
   * Runs `steps` answering yes to the editor's questions ("… already exists. Do you want to replace
   * it?", "Are you sure…?"), as a hurried editor does: the tests check what reaches git.
   */
  async function answeringYes(page: Page, steps: () => Promise<void>) {
    const yes = (dialog: Dialog) => void dialog.accept();
    page.on("dialog", yes);
    try {
      await steps();
    } finally {
      page.off("dialog", yes);
    }
  }

  test("a phone's IMG_4021.jpg is published under a name of its own", async ({
    page,
  }) => {
    firstPhoto = await photoOf("#aa3311");
    const before = mediaFiles();
    await choosePortrait(page, {
      name: "IMG_4021.jpg",
      mimeType: "image/jpeg",
      buffer: firstPhoto,
    });
    await publishPortrait(page);
    published = uploaded(before, "img-4021", "jpg");
    expect(member().img).toBe(`/media/${published}`);
  });

  test("another phone's IMG_4021.jpg is saved beside it, and main moves only when it is published", async ({
    page,
  }) => {
    const publishedPhoto = readFileSync(join(mediaDir(), published));
    const main = head();
    const secondPhoto = await photoOf("#1133aa");
    await answeringYes(page, async () => {
      await choosePortrait(
        page,
        { name: "IMG_4021.jpg", mimeType: "image/jpeg", buffer: secondPhoto },
        "walid-el-maouaki",
      );
      await page.getByRole("button", { name: "Choose selected" }).click();
      await saveDraft(page);
      await expect(page.getByText("Entry saved")).toBeVisible();
    });
    expect(head()).toBe(main);
    expect(onMain(published)).toEqual(publishedPhoto);
    const draft = "cms/team/walid-el-maouaki";
    const second = (
      JSON.parse(
        backend.fileOn("team/walid-el-maouaki.json", draft) ?? "{}",
      ) as {
        img: string;
      }
    ).img.replace("/media/", "");
    expect(second).not.toBe(published);
    expect(second).toMatch(/^img-4021-[0-9a-f]{8}\.jpg$/);

    await setStatus(page, "Ready");
    await publishReady(page);
    await expect(page.getByText("Entry published")).toBeVisible();
    expect(head()).not.toBe(main);
    expect(onMain(published)).toEqual(publishedPhoto);
    expect(member().img).toBe(`/media/${published}`);
    expect(member("walid-el-maouaki").img).toBe(`/media/${second}`);
    expect(onMain(second)).toBeDefined();
  });

  test("the same photo again is not uploaded again: the editor is told to choose it", async ({
    page,
  }) => {
    const main = head();
    const before = mediaFiles();
    await answeringYes(page, async () => {
      await choosePortrait(
        page,
        { name: "IMG_4021.jpg", mimeType: "image/jpeg", buffer: firstPhoto },
        "walid-el-maouaki",
      );
      await expect(
        page.getByText(
          `Not uploaded: "IMG_4021.jpg" is already in the media library, as ${published}. Choose it in the list, then "Choose selected".`,
        ),
      ).toBeVisible();
    });
    expect(head()).toBe(main);
    expect(mediaFiles()).toEqual(before);
    expect(onMain(published)).toEqual(
      readFileSync(join(mediaDir(), published)),
    );
  });

  test("a photo that an entry uses is not deleted from the media library, and the editor is told which uses it", async ({
    page,
    siteGuard,
  }) => {
    // Decap logs the failure it shows.
    siteGuard.expectConsoleError(/^DeletionRefused: /);
    const main = head();
    await page.goto("/admin/#/collections/team");
    await page.getByRole("button", { name: "Login" }).click();
    await page.getByRole("button", { name: "Media" }).click();
    await page.getByText(published, { exact: true }).click();
    await answeringYes(page, async () => {
      await page.getByRole("button", { name: "Delete selected" }).click();
      await expect(
        page.getByText(
          `${published} is still used by Gamal Moneep. Remove it there first.`,
        ),
      ).toBeVisible();
    });
    expect(head()).toBe(main);
    expect(mediaFiles()).toContain(published);
  });
});
