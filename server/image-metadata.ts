/**
 * Takes the metadata off an image file before it is published. A phone photograph carries EXIF
 * (where it was taken, to a few metres, when, and with what), and often XMP, IPTC and comments;
 * any of them would reach everyone who opens the picture. Only the pixels are needed, turned
 * upright: the EXIF orientation goes with the rest of the EXIF, so it is applied to them first.
 *
 * JPEG, PNG and WebP files are read segment by segment here, in plain JavaScript, and a file with
 * nothing but its image data (and a colour profile, which says how to show the colours and
 * nothing of the photographer) is returned as it is, byte for byte, without loading sharp. Only a
 * file that does carry metadata is encoded again, at a high quality, in its own format (its name
 * and its type stay true), and the result is read again to be sure. Any other raster format is
 * judged by what sharp reads of it; an SVG (a logo) is a text document and passes unchanged.
 *
 * sharp is passed in as a loader so that the server loads it only when a file needs it.
 */
import type Sharp from "sharp";
import type { Metadata } from "sharp";

export type SharpModule = typeof Sharp;
export type LoadSharp = () => Promise<SharpModule | undefined>;

/** What a scan of a file's container found. */
export interface MetadataScan {
  format: "jpeg" | "png" | "webp" | "text" | "other";
  /** The kinds of metadata found ("EXIF", "XMP", "comment", …): empty when there are none. */
  found: string[];
  /** A WebP whose image data is lossless (VP8L), so that it is encoded again without loss. */
  lossless?: boolean;
}

/** High enough that a photograph encoded once more shows no loss a visitor could see. */
const QUALITY = { jpeg: 92, webp: 92, avif: 80 } as const;

const startsWith = (bytes: Buffer, at: number, text: string) =>
  bytes.subarray(at, at + text.length).toString("latin1") === text;

/**
 * The metadata in a file's container, for the formats read here (JPEG, PNG, WebP, and text for an
 * SVG); `format: "other"` for any other, which only a decoder can judge.
 */
export function scanMetadata(bytes: Buffer): MetadataScan {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return { format: "jpeg", found: jpegMetadata(bytes) };
  }
  if (startsWith(bytes, 0, "\x89PNG\r\n\x1a\n"))
    return { format: "png", found: pngMetadata(bytes) };
  if (startsWith(bytes, 0, "RIFF") && startsWith(bytes, 8, "WEBP")) return webpMetadata(bytes);
  if (/^(\ufeff)?\s*</.test(bytes.subarray(0, 256).toString("utf8"))) {
    return { format: "text", found: [] };
  }
  return { format: "other", found: [] };
}

/**
 * A JPEG's segments: its image data, JFIF's header (APP0), a colour profile (APP2 ICC_PROFILE) and
 * Adobe's colour transform (APP14) are kept; anything else is metadata, as is anything after the
 * end of the image (a phone's "motion photo" appends a video there, with its own location).
 */
function jpegMetadata(bytes: Buffer): string[] {
  const found = new Set<string>();
  let at = 2;
  while (at + 1 < bytes.length) {
    if (bytes[at] !== 0xff) {
      found.add("unreadable data");
      break;
    }
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      // Fill bytes before a marker.
      at += 1;
      continue;
    }
    at += 2;
    if (marker === 0xd9) {
      if (bytes.subarray(at).some((byte) => byte !== 0)) found.add("data after the image");
      break;
    }
    // Markers without a segment: restarts, and TEM.
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) continue;
    if (at + 2 > bytes.length) break;
    const length = bytes.readUInt16BE(at);
    const kind = jpegSegmentMetadata(marker, bytes, at + 2);
    if (kind) found.add(kind);
    at += length;
    if (marker === 0xda) {
      // The entropy-coded data runs to the next marker that is not a stuffed zero or a restart.
      for (at = bytes.indexOf(0xff, at); at !== -1; at = bytes.indexOf(0xff, at + 1)) {
        const next = bytes[at + 1];
        if (next === undefined || (next !== 0 && !(next >= 0xd0 && next <= 0xd7))) break;
      }
      if (at === -1) break;
    }
  }
  return [...found];
}

function jpegSegmentMetadata(marker: number, bytes: Buffer, body: number): string | undefined {
  const is = (text: string) => startsWith(bytes, body, text);
  if (marker === 0xfe) return "comment";
  if (marker >= 0xf0 && marker <= 0xfd) return `JPG${marker - 0xf0} segment`;
  if (marker < 0xe0 || marker > 0xef) return undefined;
  if (marker === 0xe0 && (is("JFIF\0") || is("JFXX\0"))) return undefined;
  if (marker === 0xe2 && is("ICC_PROFILE\0")) return undefined;
  if (marker === 0xee && is("Adobe")) return undefined;
  if (marker === 0xe1 && is("Exif\0")) return "EXIF";
  if (marker === 0xe1 && is("http://ns.adobe.com/")) return "XMP";
  if (marker === 0xed) return "IPTC";
  if (marker === 0xe2 && is("MPF\0")) return "MPF (further images)";
  return `APP${marker - 0xe0} segment`;
}

/** The PNG chunks that describe only the image; any other (eXIf, tEXt, iTXt, tIME, …) is metadata. */
const PNG_IMAGE_CHUNKS = new Set([
  "IHDR",
  "PLTE",
  "IDAT",
  "IEND",
  "tRNS",
  "cHRM",
  "gAMA",
  "iCCP",
  "sBIT",
  "sRGB",
  "cICP",
  "mDCV",
  "cLLI",
  "bKGD",
  "hIST",
  "pHYs",
  "sPLT",
  "acTL",
  "fcTL",
  "fdAT",
]);

function pngMetadata(bytes: Buffer): string[] {
  const found = new Set<string>();
  let at = 8;
  while (at + 8 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.subarray(at + 4, at + 8).toString("latin1");
    if (!PNG_IMAGE_CHUNKS.has(type)) found.add(`${type} chunk`);
    at += 12 + length;
    if (type === "IEND") {
      if (at < bytes.length) found.add("data after the image");
      break;
    }
  }
  return [...found];
}

/** The WebP chunks that describe only the image; EXIF and XMP, or any other, are metadata. */
const WEBP_IMAGE_CHUNKS = new Set(["VP8 ", "VP8L", "VP8X", "ALPH", "ANIM", "ANMF", "ICCP"]);

function webpMetadata(bytes: Buffer): MetadataScan {
  const found = new Set<string>();
  const end = Math.min(bytes.length, 8 + bytes.readUInt32LE(4));
  let lossless = false;
  let at = 12;
  while (at + 8 <= end) {
    const type = bytes.subarray(at, at + 4).toString("latin1");
    const length = bytes.readUInt32LE(at + 4);
    if (type === "VP8L") lossless = true;
    // An animation's frames hold their own image chunks.
    if (type === "ANMF" && bytes.subarray(at + 8, at + 8 + length).includes("VP8L"))
      lossless = true;
    if (!WEBP_IMAGE_CHUNKS.has(type)) found.add(`${type.trim()} chunk`);
    at += 8 + length + (length % 2);
  }
  if (bytes.length > end) found.add("data after the image");
  return { format: "webp", found: [...found], lossless };
}

async function importSharp(): Promise<SharpModule | undefined> {
  try {
    return (await import("sharp")).default;
  } catch {
    return undefined;
  }
}

/** What sharp reads of a file in a format not read here that is metadata. */
function decodedMetadata(meta: Metadata): string[] {
  return [
    meta.exif && "EXIF",
    meta.xmp && "XMP",
    meta.iptc && "IPTC",
    meta.tifftagPhotoshop && "Photoshop data",
    meta.comments?.length && "comments",
    (meta.orientation ?? 1) !== 1 && "an orientation",
  ].filter((kind): kind is string => typeof kind === "string");
}

/**
 * The image in `bytes`, upright and without metadata: the same bytes when it carries none, else
 * encoded again in its own format with only its colour profile kept. Throws when it carries some
 * and cannot be made clean (sharp is not installed, or cannot write its format): such a file is
 * better not published at all.
 */
export async function withoutMetadata(
  bytes: Buffer,
  loadSharp: LoadSharp = importSharp,
): Promise<Buffer> {
  const scan = scanMetadata(bytes);
  if (scan.format === "text") return bytes;
  if (scan.format !== "other" && scan.found.length === 0) return bytes;
  const sharp = await loadSharp();
  if (!sharp) {
    throw new Error(
      scan.found.length > 0
        ? `The image carries ${scan.found.join(", ")}, and sharp, needed to take it off, is not installed.`
        : "The image is in a format only sharp can read for metadata, and sharp is not installed.",
    );
  }
  const input = () => sharp(bytes, { animated: true, failOn: "error" });
  const meta = await input().metadata();
  if (scan.format === "other" && decodedMetadata(meta).length === 0) return bytes;

  let image = input().autoOrient().keepIccProfile();
  switch (meta.format) {
    case "jpeg":
      image = image.jpeg({
        quality: QUALITY.jpeg,
        progressive: meta.isProgressive,
        chromaSubsampling: meta.chromaSubsampling?.startsWith("4:4:4") ? "4:4:4" : "4:2:0",
      });
      break;
    case "png":
      image = image.png({ compressionLevel: 9 });
      break;
    case "webp":
      image = image.webp(scan.lossless ? { lossless: true } : { quality: QUALITY.webp });
      break;
    case "gif":
      image = image.gif();
      break;
    case "tiff":
      image = image.tiff({ compression: "lzw" });
      break;
    case "heif":
      if (meta.compression !== "av1") {
        throw new Error(`The image (HEIC) carries metadata, and sharp cannot write HEIC.`);
      }
      image = image.avif({ quality: QUALITY.avif });
      break;
    default:
      throw new Error(`The image (${meta.format}) carries metadata, and sharp cannot write it.`);
  }
  const clean = await image.toBuffer();
  const left =
    scan.format === "other"
      ? decodedMetadata(await sharp(clean).metadata())
      : scanMetadata(clean).found;
  if (left.length > 0) throw new Error(`The image still carries ${left.join(", ")}.`);
  return clean;
}
