// Animated images for the tests, one of each kind the site refuses, and the still frame they are made of.
// sharp writes animated GIF and WebP; an animated PNG and an animated AVIF are built by hand.
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";

/** A 4×4 still of one red level, as PNG. */
export const frame = (r: number) =>
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
/** Two frames, red then black, as an animated GIF or WebP. */
export const animation = async (format: "gif" | "webp") => {
  const frames = sharp([await frame(255), await frame(0)], {
    join: { animated: true },
  });
  return (format === "gif" ? frames.gif() : frames.webp()).toBuffer();
};

const u32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};
const latin1 = (text: string) => Buffer.from(text, "latin1");

/**
 * An animated PNG (APNG) of two 1×1 frames, red then blue, built by hand: sharp writes no APNG. Its
 * acTL chunk, before the image data, says it is animated; a browser plays it, another viewer shows
 * the first frame.
 */
export function apng(): Buffer {
  const chunk = (type: string, data: Buffer) =>
    Buffer.concat([
      u32(data.length),
      latin1(type),
      data,
      u32(crc32(Buffer.concat([latin1(type), data]))),
    ]);
  // One row of one RGB pixel, after its filter byte.
  const pixel = (r: number, g: number, b: number) =>
    deflateSync(Buffer.from([0, r, g, b]));
  // Sequence number, 1×1 at 0,0, shown 1/10 s, no disposal or blending.
  const frameControl = (sequence: number) =>
    Buffer.concat([
      u32(sequence),
      u32(1),
      u32(1),
      u32(0),
      u32(0),
      Buffer.from([0, 1, 0, 10, 0, 0]),
    ]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk(
      "IHDR",
      Buffer.concat([u32(1), u32(1), Buffer.from([8, 2, 0, 0, 0])]),
    ),
    chunk("acTL", Buffer.concat([u32(2), u32(0)])),
    chunk("fcTL", frameControl(0)),
    chunk("IDAT", pixel(255, 0, 0)),
    chunk("fcTL", frameControl(1)),
    chunk("fdAT", Buffer.concat([u32(2), pixel(0, 0, 255)])),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/**
 * An animated AVIF (an AVIF image sequence, brand avis), built by hand: sharp writes still AVIF only
 * (frames joined become one tall picture). The smallest sequence: an ftyp box, a movie of one track
 * of two samples, and the samples, each the AV1 key frame of a 4×4 still sharp made, with its
 * configuration (av1C). Chromium takes it as animated, with two frames; the frames are a still's, so
 * it shows the first.
 */
export async function animatedAvif(): Promise<Buffer> {
  const still = await sharp({
    create: { width: 4, height: 4, channels: 3, background: "#c00" },
  })
    .avif()
    .toBuffer();
  const boxIn = (type: string) => {
    const at = still.indexOf(type, 0, "latin1") - 4;
    return still.subarray(at, at + still.readUInt32BE(at));
  };
  // The still's one item: its offset and length are the last two fields of its iloc box.
  const iloc = boxIn("iloc");
  const start = iloc.readUInt32BE(iloc.length - 8);
  // Less its temporal delimiter (2 bytes), which a track's samples leave out.
  const sample = still.subarray(
    start + 2,
    start + iloc.readUInt32BE(iloc.length - 4),
  );

  const u16 = (value: number) => u32(value).subarray(2);
  const zeros = (length: number) => Buffer.alloc(length);
  const box = (type: string, ...parts: Buffer[]) =>
    Buffer.concat([
      u32(8 + parts.reduce((sum, part) => sum + part.length, 0)),
      latin1(type),
      ...parts,
    ]);
  const fullBox = (type: string, flags: number, ...parts: Buffer[]) =>
    box(type, u32(flags), ...parts);
  const matrix = Buffer.concat(
    [0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000].map(u32),
  );
  // Time scale 10, two samples of 1.
  const movie = (dataOffset: number) =>
    box(
      "moov",
      fullBox(
        "mvhd",
        0,
        zeros(8),
        u32(10),
        u32(2),
        u32(0x10000),
        u16(0x100),
        zeros(10),
        matrix,
        zeros(24),
        u32(2),
      ),
      box(
        "trak",
        fullBox(
          "tkhd",
          3,
          zeros(8),
          u32(1),
          zeros(4),
          u32(2),
          zeros(16),
          matrix,
          u32(4 << 16),
          u32(4 << 16),
        ),
        box(
          "mdia",
          fullBox("mdhd", 0, zeros(8), u32(10), u32(2), u16(0x55c4), zeros(2)),
          fullBox("hdlr", 0, zeros(4), latin1("pict"), zeros(13)),
          box(
            "minf",
            fullBox("vmhd", 1, zeros(8)),
            box("dinf", fullBox("dref", 0, u32(1), fullBox("url ", 1))),
            box(
              "stbl",
              fullBox(
                "stsd",
                0,
                u32(1),
                box(
                  "av01",
                  zeros(6),
                  u16(1),
                  zeros(16),
                  u16(4),
                  u16(4),
                  u32(0x480000),
                  u32(0x480000),
                  zeros(4),
                  u16(1),
                  zeros(32),
                  u16(0x18),
                  u16(0xffff),
                  boxIn("av1C"),
                ),
              ),
              fullBox("stts", 0, u32(1), u32(2), u32(1)),
              fullBox("stsc", 0, u32(1), u32(1), u32(2), u32(1)),
              fullBox("stsz", 0, u32(sample.length), u32(2)),
              fullBox("stco", 0, u32(1), u32(dataOffset)),
            ),
          ),
        ),
      ),
    );
  const fileType = box("ftyp", latin1("avis"), u32(0), latin1("avismsf1iso8"));
  const dataOffset = fileType.length + movie(0).length + 8;
  return Buffer.concat([
    fileType,
    movie(dataOffset),
    box("mdat", sample, sample),
  ]);
}
