/**
 * Artwork for the file-library tests, made on the spot: real images (sharp writes them), a photo
 * that tells where it was taken, and files that only pretend to be images.
 */
import { deflateSync } from "node:zlib";
import sharp from "sharp";

/** A PNG of `width` × `height` pixels, half-transparent when `alpha`. */
export function pngImage(width = 640, height = 480, options: { alpha?: boolean } = {}): Promise<Buffer> {
  const channels = options.alpha ? 4 : 3;
  return sharp({
    create: {
      width,
      height,
      channels,
      background: { r: 40, g: 120, b: 200, alpha: options.alpha ? 0.5 : 1 },
    },
  })
    .png()
    .toBuffer();
}

/** Where the photo was "taken" (Paris), in the EXIF GPS tags of `photoWithLocation`. */
export const photoLocation = { latitude: [48, 51, 24], longitude: [2, 21, 3] };

/**
 * A JPEG as phones write them: 1200 × 800 pixels stored sideways (EXIF orientation 6, so it shows
 * 800 × 1200), with the camera's make and the GPS position it was taken at.
 */
export function photoWithLocation(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: "#c0392b" } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6, density: 300 })
    .withExif({
      IFD0: { Make: "Inkwell TestCam", Model: "Pocket 1" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: photoLocation.latitude.map((part) => `${part}/1`).join(" "),
        GPSLongitudeRef: "E",
        GPSLongitude: photoLocation.longitude.map((part) => `${part}/1`).join(" "),
      },
    })
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

let bomb: Buffer | undefined;
/**
 * A decompression bomb: a valid PNG of 30 000 × 30 000 black-and-white pixels that weighs a few
 * hundred kilobytes and would take gigabytes to open.
 */
export function pngBomb(): Buffer {
  if (bomb) return bomb;
  const side = 30_000;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.writeUInt8(1, 8); // 1 bit per pixel
  header.writeUInt8(0, 9); // greyscale
  // Each row: a filter byte and side / 8 bytes of zeros, all compressed away.
  const raw = Buffer.alloc(side * (1 + side / 8));
  bomb = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(raw, { level: 9 })),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
  return bomb;
}

/** Where `logoOnWhite` draws, in its own pixels: a ring with a white eye, and a red square. */
export const logoShape = {
  width: 400,
  height: 300,
  ring: { cx: 150, cy: 150, outer: 90, inner: 45 },
  square: { left: 290, top: 110, size: 80 },
};

/**
 * A logo on white as drawing programs export it (anti-aliased edges): a dark blue ring around a
 * white eye, and a red square. PNG, no alpha.
 */
export function logoOnWhite(): Promise<Buffer> {
  const { width, height, ring, square } = logoShape;
  const stroke = ring.outer - ring.inner;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#ffffff"/>
    <circle cx="${ring.cx}" cy="${ring.cy}" r="${(ring.outer + ring.inner) / 2}" fill="none" stroke="#1d3557" stroke-width="${stroke}"/>
    <rect x="${square.left}" y="${square.top}" width="${square.size}" height="${square.size}" fill="#e63946"/>
  </svg>`;
  return sharp(Buffer.from(svg)).flatten({ background: "#ffffff" }).png().toBuffer();
}

/** A photograph's worth of colours: noise everywhere, edges included. PNG. */
export function speckledPhoto(width = 300, height = 200): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 42;
  for (let index = 0; index < pixels.length; index += 1) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    pixels[index] = seed >> 16;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** A text file named like a PNG. */
export const textPretendingToBePng = Buffer.from(
  "This is not an image, whatever its name says.\n".repeat(20),
);

/** The first kilobytes of a PDF. */
export const pdfDocument = Buffer.from(
  "%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< >>\n%%EOF\n",
);

/** A small SVG drawing. */
export const svgDrawing = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>\n',
);

/** A JPEG cut off after its header: the header reads, the pixels do not. */
export async function truncatedJpeg(): Promise<Buffer> {
  const whole = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#2ecc71" } })
    .jpeg()
    .toBuffer();
  return whole.subarray(0, Math.floor(whole.length * 0.4));
}

/**
 * A PNG's pixel size (IHDR) and density (pHYs: pixels per unit, unit 1 = metre), read from its
 * chunks, as a printer's software reads them; throws for bytes that are not a PNG.
 */
export function readPngHeader(bytes: Buffer): {
  width: number;
  height: number;
  density: { x: number; y: number; unit: number } | null;
} {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (!bytes.subarray(0, 8).equals(signature)) throw new Error("not a PNG");
  let offset = 8;
  let size: { width: number; height: number } | undefined;
  let density: { x: number; y: number; unit: number } | null = null;
  while (offset + 8 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString("ascii", offset + 4, offset + 8);
    const body = bytes.subarray(offset + 8, offset + 8 + length);
    if (type === "IHDR") size = { width: body.readUInt32BE(0), height: body.readUInt32BE(4) };
    if (type === "pHYs") density = { x: body.readUInt32BE(0), y: body.readUInt32BE(4), unit: body[8]! };
    // Both come before the image data.
    if (type === "IDAT") break;
    offset += 12 + length;
  }
  if (!size) throw new Error("a PNG without IHDR");
  return { ...size, density };
}
