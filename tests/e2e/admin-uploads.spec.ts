import {
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { execFileSync, spawnSync } from "node:child_process";
import { createHash, randomFillSync } from "node:crypto";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Dialog, Page } from "@playwright/test";
import sharp from "sharp";
import { expect, test } from "./fixtures";
import {
  expectPublished,
  expectSaved,
  openEditor,
  publish,
  publishReady,
  saveDraft,
  setStatus,
  typeAddress,
} from "./admin-steps";
import {
  localBackend,
  startLocalBackend,
  useLocalBackend,
  type LocalBackend,
} from "./local-backend";

// What happens to a file an editor uploads, through the real editor and its real codecs (the browser's
// canvas, libheif, its SVG parser): Decap's local backend (decap-server) in its git mode, on a repository
// of its own, as in admin.spec.ts. The photo goes with the entry's draft, and reaches `main`, the working
// tree's branch, when the draft is published; nothing reaches `main` before. How a file is named, and
// which files are refused and why, are the unit tests' (src/admin/upload-name.test.ts, uploads.test.ts).
let backend: LocalBackend;
let repository: string;

// An editor's journey takes 20–100 s on two busy cores (measured beside the rest of `npm test` and
// other work): a limit with room for that, against a hang.
test.describe.configure({ mode: "serial", timeout: 180_000 });
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
const head = () => backend.git("rev-parse", "main").trim();

/** A member's file as it is on a branch (`main` by default). */
const member = (slug: string, branch = "main") =>
  JSON.parse(backend.fileOn(`team/${slug}.json`, branch) ?? "{}") as {
    name?: string;
    img?: string;
  };

/** A file of the media folder as a branch has it, byte for byte, or undefined. */
function mediaOn(file: string, branch = "main") {
  try {
    return execFileSync("git", ["show", `${branch}:content/media/${file}`], {
      cwd: repository,
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch {
    return undefined;
  }
}

/**
 * The file that a member's portrait on a branch names, checked to be in the media folder there, under a
 * readable name that ends in the start of its content's SHA-256.
 */
function portraitOn(
  slug: string,
  base: string,
  extension: string,
  branch = "main",
) {
  const file = (member(slug, branch).img ?? "").replace(/^\/media\//, "");
  expect(file).toMatch(new RegExp(`^${base}-[0-9a-f]{8}\\.${extension}$`));
  const content = mediaOn(file, branch);
  expect(content, `${file} on ${branch}`).toBeDefined();
  const hash = createHash("sha256")
    .update(content ?? "")
    .digest("hex")
    .slice(0, 8);
  expect(file).toBe(`${base}-${hash}.${extension}`);
  return { file, content: content ?? Buffer.alloc(0) };
}

type Upload = { name: string; mimeType: string; buffer: Buffer };

/** Opens a member by address, and chooses a file for the portrait in Decap's media library. */
async function choosePortrait(page: Page, slug: string, file: Upload) {
  await typeAddress(page, `team/entries/${slug}`);
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(
    member(slug).name ?? "",
  );
  await page.getByRole("button", { name: "Choose different image" }).click();
  const chooser = page.waitForEvent("filechooser");
  await page.getByText("Upload", { exact: true }).click();
  await (await chooser).setFiles(file);
}

/** The entry's preview shows the portrait, from the editor's memory until it is published. */
const portraitPreview = (page: Page, name: string) =>
  page.frameLocator("iframe").first().getByRole("img", { name });

/** A phone's photo: 4000×3000 with grain, several MB, with a GPS position, a serial number and a name. */
async function phonePhoto() {
  const [width, height] = [4000, 3000];
  const row = width * 3;
  const grain = randomFillSync(Buffer.alloc(row * height));
  const pixels = Buffer.alloc(row * height);
  for (let index = 0; index < pixels.length; index += 1)
    pixels[index] = ((index % row) * 170) / row + ((grain[index] ?? 0) & 63);
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

/** A real HEIC, HEVC-coded as an iPhone writes it, made from a photo carrying a GPS position. */
async function iPhonePhoto() {
  // libheif's encoder: Debian's libheif-examples, which .ci/run installs.
  const dir = mkdtempSync(join(tmpdir(), "qa-heic-"));
  try {
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
    expect(heic.subarray(4, 12).toString("latin1")).toBe("ftypheic");
    return heic;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Runs `steps` answering yes to the editor's questions ("… already exists. Do you want to replace it?",
 * "Are you sure…?"), as a hurried editor does: the tests check what reaches git.
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

/** A JPEG of one colour: two phones' photos, which both call IMG_4021.jpg. */
const photoOf = (background: string) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background } })
    .jpeg()
    .toBuffer();

test("a photo never replaces or deletes a published one, and is published small and without its metadata @desktop", async ({
  page,
  siteGuard,
}) => {
  // The journey took up to 56 s on a 2-core machine busy with other work and two CPU-bound processes:
  // twice that.
  // Decap logs the refusal it shows.
  siteGuard.expectConsoleError(/^DeletionRefused: /);
  await openEditor(page, "team");
  let published = "";
  let second = "";

  await test.step("a phone's IMG_4021.jpg is published small, with no metadata, under a name of its own", async () => {
    const original = await phonePhoto();
    expect(original.length).toBeGreaterThan(3 * 1024 * 1024);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    await choosePortrait(page, "gamal-moneep", {
      name: "IMG_4021.jpg",
      mimeType: "image/jpeg",
      buffer: original,
    });
    await page.getByRole("button", { name: "Choose selected" }).click();
    // A just-chosen photo shows in the preview at once, from the editor's memory.
    await expect
      .poll(() =>
        portraitPreview(page, "Gamal Moneep").evaluate(
          (image: HTMLImageElement) => image.naturalWidth,
        ),
      )
      .toBeGreaterThan(0);
    await publish(page);
    const saved = portraitOn("gamal-moneep", "img-4021", "jpg");
    published = saved.file;
    const metadata = await sharp(saved.content).metadata();
    expect(metadata).toMatchObject({
      format: "jpeg",
      width: 2000,
      height: 1500,
    });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(saved.content.toString("latin1")).not.toMatch(
      /SN-0000-1234|Test Person|Example Phone/,
    );
    expect(saved.content.length).toBeLessThan(original.length / 4);
    test.info().annotations.push({
      type: "measured",
      description: `phone photo ${original.length} bytes (4000×3000) → saved ${saved.content.length} bytes (2000×1500)`,
    });
  });

  await test.step("another phone's IMG_4021.jpg is saved beside it, and main moves only when it is published", async () => {
    const publishedPhoto = mediaOn(published);
    const main = head();
    const photo = await photoOf("#1133aa");
    await answeringYes(page, async () => {
      await choosePortrait(page, "walid-el-maouaki", {
        name: "IMG_4021.jpg",
        mimeType: "image/jpeg",
        buffer: photo,
      });
      await page.getByRole("button", { name: "Choose selected" }).click();
      await saveDraft(page);
      await expectSaved(page);
    });
    const draft = "cms/team/walid-el-maouaki";
    // Nothing of it is on main yet, and the published photo is as it was.
    expect(head()).toBe(main);
    expect(mediaOn(published)).toEqual(publishedPhoto);
    second = portraitOn("walid-el-maouaki", "img-4021", "jpg", draft).file;
    expect(second).not.toBe(published);

    await setStatus(page, "Ready");
    await publishReady(page);
    await expectPublished(page);
    expect(head()).not.toBe(main);
    expect(mediaOn(published)).toEqual(publishedPhoto);
    expect(member("gamal-moneep").img).toBe(`/media/${published}`);
    expect(member("walid-el-maouaki").img).toBe(`/media/${second}`);
    expect(mediaOn(second)).toBeDefined();
  });

  await test.step("the same photo again is not uploaded again: the editor is told to choose it", async () => {
    const main = head();
    const before = mediaFiles();
    const photo = await photoOf("#1133aa");
    await answeringYes(page, async () => {
      await choosePortrait(page, "gamal-moneep", {
        name: "IMG_4021.jpg",
        mimeType: "image/jpeg",
        buffer: photo,
      });
      await expect(
        page.getByText(
          `Not uploaded: "IMG_4021.jpg" is already in the media library, as ${second}. Choose it in the list, then "Choose selected".`,
        ),
      ).toBeVisible();
    });
    expect(head()).toBe(main);
    expect(mediaFiles()).toEqual(before);
  });

  await test.step("a photo that an entry uses is not deleted from the media library, and the editor is told which uses it", async () => {
    const main = head();
    // The media library the portrait's field opened closes; the one of the editor's header opens.
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await typeAddress(page, "team");
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

test("an SVG is saved with no script, and an iPhone photo as a JPEG with no metadata, kept through a lost connection @desktop", async ({
  page,
  siteGuard,
}) => {
  // Chromium checks an event handler against the policy as soon as the sanitiser parses the file, and
  // blocks it: nothing runs, but it reports each.
  siteGuard.expectPolicyViolation(
    /^script-src-attr blocked inline on \/admin\/$/,
    /^Executing inline event handler violates the following Content Security Policy directive/,
  );
  // The save that is cut off, and Decap's log of the failure it shows.
  siteGuard.expectFailedRequests(`${localBackend}/api/v1`);
  siteGuard.expectConsoleError(/^ConnectionLost: the connection was lost/);
  await openEditor(page, "team");

  await test.step("an SVG drawing loses its scripts", async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160" onload="alert(1)">
      <script>alert(2)</script><rect width="160" height="160" fill="#224466"/>
      <a href="javascript:alert(3)"><text x="20" y="80">YF</text></a></svg>`;
    await choosePortrait(page, "yousra-farhani", {
      name: "Portrait Drawing.svg",
      mimeType: "image/svg+xml",
      buffer: Buffer.from(svg),
    });
    await page.getByRole("button", { name: "Choose selected" }).click();
    await saveDraft(page);
    await expectSaved(page);
    const saved = portraitOn(
      "yousra-farhani",
      "portrait-drawing",
      "svg",
      "cms/team/yousra-farhani",
    ).content.toString("utf8");
    expect(saved).toContain('fill="#224466"');
    expect(saved).not.toMatch(/script|onload|javascript|alert/);
  });

  await test.step("an iPhone photo is converted to JPEG; a save cut off keeps it, and says so", async () => {
    const heic = await iPhonePhoto();
    const before = mediaFiles();
    await choosePortrait(page, "walid-el-maouaki", {
      name: "IMG_0042.HEIC",
      mimeType: "image/heic",
      buffer: heic,
    });
    await page.getByRole("button", { name: "Choose selected" }).click();
    // The save that carries the photo is cut off, as a phone's connection may be.
    let cut = 0;
    await page.route(`${localBackend}/api/v1`, (route) => {
      const { action } = route.request().postDataJSON() as { action: string };
      if (action !== "persistEntry" || cut > 0) return route.fallback();
      cut += 1;
      return route.abort("timedout");
    });
    await saveDraft(page);
    await expect(
      page.getByText(
        "Not saved: the connection was lost before the change reached the site's repository. Your changes, photos included, are still here: save again once the connection is back",
      ),
    ).toBeVisible();
    expect(mediaFiles()).toEqual(before);
    expect(backend.drafts()).not.toContain("cms/team/walid-el-maouaki");
    await expect(portraitPreview(page, "Walid El Maouaki")).toHaveAttribute(
      "src",
      /^blob:/,
    );

    await saveDraft(page);
    await expectSaved(page);
    const saved = portraitOn(
      "walid-el-maouaki",
      "img-0042",
      "jpg",
      "cms/team/walid-el-maouaki",
    );
    const { format, width, height, exif } = await sharp(
      saved.content,
    ).metadata();
    expect({ format, width, height, exif }).toEqual({
      format: "jpeg",
      width: 1200,
      height: 900,
      exif: undefined,
    });
  });
});
