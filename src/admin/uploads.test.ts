// @vitest-environment node
import anyAscii from "any-ascii";
import { JSDOM } from "jsdom";
import sharp, { type Sharp } from "sharp";
import { describe, expect, it, vi } from "vitest";
import { sanitizeSvg, type SvgWindow } from "../lib/sanitize-svg";
import { animatedAvif, animation, apng, frame } from "../test/animated-images";
import {
  hasTransparency,
  prepareChosenFiles,
  prepareUpload,
  UploadRefused,
  type Codecs,
} from "./uploads";
import { contentHash } from "./upload-name";
import { maxUploadBytes } from "../lib/upload-limit";

const { window } = new JSDOM("");

/** Codecs that note what they were asked, and encode as the browser would: JPEG, or PNG for transparency. */
function fakeCodecs(transparent = false) {
  const encodePhoto = vi.fn<Codecs["encodePhoto"]>(
    async (_source, { keepAlpha }) =>
      new Blob(["encoded"], {
        type: keepAlpha && transparent ? "image/png" : "image/jpeg",
      }),
  );
  const codecs: Codecs = {
    encodePhoto,
    sanitizeSvg: (svg) => sanitizeSvg(svg, window as unknown as SvgWindow),
    transliterate: async () => anyAscii,
  };
  return { codecs, encodePhoto };
}

const upload = (file: File, codecs = fakeCodecs().codecs) =>
  prepareUpload(file, codecs);

/** The hash that ends the name of a file of these bytes. */
const hashOf = (content: string) => contentHash(new Blob([content]));

async function refusal(file: File, codecs = fakeCodecs().codecs) {
  const error = await upload(file, codecs).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(UploadRefused);
  return (error as UploadRefused).message;
}

/** A JPEG as a phone writes it: with GPS, the camera's serial number and the owner's name. */
const phonePhoto = async () =>
  sharp({
    create: { width: 64, height: 48, channels: 3, background: "#884422" },
  })
    .withExif({
      IFD0: { Make: "Example Phone Co", Artist: "Test Person" },
      IFD2: { BodySerialNumber: "SN-0000-1234" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "6/1 27/1 0/1" },
    })
    .jpeg()
    .toBuffer();

/** The first bytes of an iPhone photo: an ftyp box of brand heic. */
const heicStart = new Uint8Array([
  0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x68, 0x65, 0x69, 0x63, 0, 0, 0, 0,
  0x6d, 0x69, 0x66, 0x31, 0x68, 0x65, 0x69, 0x63, 0, 0, 0, 8,
]);

describe("prepareUpload", () => {
  it("encodes a photo again, at most 2000 px long, and names it readably", async () => {
    const { codecs, encodePhoto } = fakeCodecs();
    const file = new File([await phonePhoto()], "IMG_20250814 Test.JPG", {
      type: "image/jpeg",
    });
    const saved = await upload(file, codecs);
    expect(encodePhoto).toHaveBeenCalledWith(file, {
      heic: false,
      keepAlpha: false,
      longest: 2000,
    });
    expect(saved.name).toBe(`img-20250814-test-${await hashOf("encoded")}.jpg`);
    expect(saved.type).toBe("image/jpeg");
    expect(await saved.text()).toBe("encoded");
  });

  it("keeps a PNG with transparency as PNG", async () => {
    const { codecs, encodePhoto } = fakeCodecs(true);
    const png = await sharp({
      create: { width: 8, height: 8, channels: 4, background: "#0000" },
    })
      .png()
      .toBuffer();
    const saved = await upload(new File([png], "Logo.PNG"), codecs);
    expect(encodePhoto.mock.calls[0]?.[1]).toMatchObject({ keepAlpha: true });
    expect(saved.name).toBe(`logo-${await hashOf("encoded")}.png`);
  });

  it("goes by the bytes, not the extension: a HEIC photo named .jpg is converted", async () => {
    const { codecs, encodePhoto } = fakeCodecs();
    const saved = await upload(new File([heicStart], "صورة عمرو.jpg"), codecs);
    expect(encodePhoto.mock.calls[0]?.[1]).toMatchObject({ heic: true });
    expect(saved.name).toBe(`swrh-mrw-${await hashOf("encoded")}.jpg`);
  });

  it("refuses a HEIC photo the browser cannot convert, and says how to get a JPEG", async () => {
    const { codecs, encodePhoto } = fakeCodecs();
    encodePhoto.mockRejectedValue(new Error("libheif: unsupported"));
    const message = await refusal(
      new File([heicStart], "IMG_0001.HEIC"),
      codecs,
    );
    expect(message).toContain('"IMG_0001.HEIC" is an iPhone photo (HEIC)');
    expect(message).toContain("Most Compatible");
    expect(message).toMatch(/JPEG/);
  });

  it("refuses a damaged photo, naming it", async () => {
    const { codecs, encodePhoto } = fakeCodecs();
    encodePhoto.mockRejectedValue(new Error("decode failed"));
    const message = await refusal(
      new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])], "cut.jpg"),
      codecs,
    );
    expect(message).toMatch(
      /^"cut\.jpg" looks like a JPEG photo but cannot be opened/,
    );
  });

  it("sanitises an SVG drawing", async () => {
    const saved = await upload(
      new File(
        [
          '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)"><script>alert(2)</script><circle r="4"/></svg>',
        ],
        "Team Logo.svg",
      ),
    );
    const svg = await saved.text();
    expect(saved.name).toBe(`team-logo-${await hashOf(svg)}.svg`);
    expect(saved.type).toBe("image/svg+xml");
    expect(svg).toContain("<circle");
    expect(svg).not.toMatch(/script|onload|alert/);
  });

  it.each([
    ["a PDF renamed .jpg", "%PDF-1.7\n1 0 obj", "report.jpg", "a PDF document"],
    ["a text file renamed .jpg", "just some notes", "notes.jpg", "a text file"],
  ])(
    "refuses %s, naming the file and what it is",
    async (_, body, name, what) => {
      const message = await refusal(new File([body], name));
      expect(message).toContain(
        `"${name}" is ${what}, not an image the site can show.`,
      );
      expect(message).toContain("JPEG, PNG, WebP, AVIF");
      expect(message).toContain("SVG");
    },
  );

  it("refuses an original over 30 MB, saying the limit, before reading it", async () => {
    const { codecs, encodePhoto } = fakeCodecs();
    const big = new File([new Uint8Array(maxUploadBytes + 1)], "huge.jpg");
    const message = await refusal(big, codecs);
    expect(message).toMatch(/^"huge\.jpg" weighs 31 MB, more than the 30 MB/);
    expect(encodePhoto).not.toHaveBeenCalled();
  });
});

describe("hasTransparency", () => {
  it("tells an opaque image from one with a see-through pixel", () => {
    const opaque = new Uint8ClampedArray([1, 2, 3, 255, 4, 5, 6, 255]);
    expect(hasTransparency(opaque)).toBe(false);
    expect(
      hasTransparency(new Uint8ClampedArray([1, 2, 3, 255, 4, 5, 6, 0])),
    ).toBe(true);
  });
});

describe("an animated image", () => {
  it.each([
    ["dancing.gif", () => animation("gif")],
    ["dancing.webp", () => animation("webp")],
    ["dancing.png", apng],
    ["dancing.avif", animatedAvif],
  ])(
    "an animated image (%s) is refused, with what to upload instead, before it is encoded",
    async (name, make) => {
      const { codecs, encodePhoto } = fakeCodecs();
      const file = new File([new Uint8Array(await make())], name);
      expect(await refusal(file, codecs)).toBe(
        `"${name}": this is an animated image, which the site shows as a still picture only: upload the one frame to show, as a JPEG or PNG (a screenshot of it will do).`,
      );
      expect(encodePhoto).not.toHaveBeenCalled();
    },
  );

  it("the fixtures are what they say: sharp reads the APNG's first frame, and the AVIF is an image sequence", async () => {
    const { format, width } = await sharp(apng()).metadata();
    expect({ format, width }).toEqual({ format: "png", width: 1 });
    expect(apng().includes("acTL")).toBe(true);
    const avif = await animatedAvif();
    expect(avif.toString("latin1", 4, 12)).toBe("ftypavis");
    expect(avif.includes("moov")).toBe(true);
  });

  it.each([
    ["still.gif", (still: Sharp) => still.gif()],
    ["still.png", (still: Sharp) => still.png()],
    ["still.webp", (still: Sharp) => still.webp()],
    ["still.avif", (still: Sharp) => still.avif()],
  ])("an image of one frame (%s) is taken as a photo", async (name, encode) => {
    const { codecs, encodePhoto } = fakeCodecs();
    const still = await encode(sharp(await frame(255))).toBuffer();
    const prepared = await upload(new File([still], name), codecs);
    expect(encodePhoto).toHaveBeenCalledOnce();
    expect(prepared.name).toMatch(/\.jpg$/);
  });
});

describe("prepareChosenFiles", () => {
  /**
   * A file input of a document of its own, in which the editor has chosen `files`, and who else hears of
   * it; `prepare` stands for the preparation of each file.
   */
  function choose(
    files: File[],
    taken: string[],
    prepare = async (file: File) => new File([file], `prepared-${file.name}`),
  ) {
    const { window } = new JSDOM("");
    vi.stubGlobal("HTMLInputElement", window.HTMLInputElement);
    const { document } = window;
    const input = document.createElement("input");
    input.type = "file";
    Object.defineProperty(input, "files", { value: files });
    document.body.append(input);
    const decap = vi.fn();
    input.addEventListener("change", decap);
    const notify = vi.fn();
    prepareChosenFiles(
      document,
      {
        notify,
        taken: async () => new Set(taken),
      },
      prepare,
    );
    input.dispatchEvent(new window.Event("change", { bubbles: true }));
    return { decap, notify };
  }

  it("does not pass on a file it refuses, and says why in the editor's words", async () => {
    const { decap, notify } = choose(
      [new File(["%PDF-1.7\n1 0 obj"], "programme.jpg")],
      [],
      (file) => upload(file),
    );
    await vi.waitFor(() => expect(notify).toHaveBeenCalled());
    expect(notify).toHaveBeenCalledWith(
      expect.stringMatching(
        /^Not uploaded: "programme\.jpg" is a PDF document, not an image the site can show\. Upload a photo \(JPEG, PNG/,
      ),
      "error",
    );
    expect(decap).not.toHaveBeenCalled();
  });

  it("does not pass on a file the media library already has, and says which to choose", async () => {
    const { decap, notify } = choose(
      [new File(["a"], "IMG_4021.jpg")],
      ["prepared-img_4021.jpg", "prepared-IMG_4021.jpg"],
    );
    await vi.waitFor(() => expect(notify).toHaveBeenCalled());
    expect(notify).toHaveBeenCalledWith(
      'Not uploaded: "IMG_4021.jpg" is already in the media library, as prepared-IMG_4021.jpg. Choose it in the list, then "Choose selected".',
      "error",
    );
    expect(decap).not.toHaveBeenCalled();
  });
});
