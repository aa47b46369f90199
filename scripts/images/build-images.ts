/**
 * The image pipeline. Every source image becomes responsive variants in `public/media/` (copied
 * into the build by Vite) and an entry in the generated library, `app/images/library/`:
 *
 * - sources: the business's photographs in `content/images/` (any JPEG, PNG, WebP, AVIF or TIFF;
 *   the path without extension is its id) and those editors set on the range's items in the
 *   content studio (fetched by `npm run content`, cropped here to the shape of the picture they
 *   replace round their hotspot, with their own alternative text), the pictures rendered from the 3D models in
 *   `content/renders/` (`npm run renders`, committed), and the drawings (`drawings.ts`: the plans
 *   and elevations, the share card and the illustrations in `content/illustrations/`); a
 *   photograph replaces a render or drawing of the same id, and a render replaces a drawing.
 *   A render whose scene has changed since it was drawn still shows, as last drawn (keying every
 *   scene is the unit tests' and `npm run renders -- --check`'s work, and they fail on it, so
 *   none is ever released); one never rendered stops it;
 * - variants: AVIF and WebP at the widths of `variantWidths`, one JPEG fallback, and a tiny
 *   blurred WebP placeholder inlined as a data URI;
 * - file names carry a hash of the source and the settings, so they can be cached for ever;
 *   unchanged sources are not encoded again (`.cache/images/entries.json`).
 *
 * Run on its own with `npm run images`; `build`, `dev`, `typecheck` and the unit tests run it first.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { copyFile, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { extname, join, relative, sep } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

import sharp from "sharp";

import {
  type AddedCollectionPictures,
  fallbackWidth,
  type ImageFormat,
  type ImageSource,
  mediaName,
  type OwnPhotograph,
  variantWidths,
} from "../../app/images/image-source";
import { type Drawing, drawingBytes } from "../drawing";
import { drawings } from "./drawings";
import { isDeveloperSauna } from "../../app/content/developer-range";
import { ofAddedCollection } from "../renders/cabins";
import { committedRenders, renderSizes } from "../renders/manifest";
import type { PhotographEntry } from "../content/content";

const root = fileURLToPath(new URL("../../", import.meta.url));
export const CONTENT_DIR = join(root, "content/images");
/** The photographs editors set in the content studio, as `npm run content` writes them. */
export const STUDIO_PHOTOGRAPHS_DIR = join(root, "app/content/generated/photographs");
const MEDIA_DIR = join(root, "public/media");
const LIBRARY_DIR = join(root, "app/images/library");
const CACHE_FILE = join(root, ".cache/images/entries.json");
/**
 * The variants of every picture the project makes itself (the renders and the drawings), encoded
 * once and committed: rendering is offline work (`npm run renders`), the drawings follow the code,
 * and encoding them all takes minutes on two cores. A fresh clone's first build copies them
 * instead of encoding them again. `entries.json` says, per picture, the key its variants were made
 * with; one whose key has changed (a new render, a plan redrawn, new encoder settings) is encoded
 * again here, to be committed with the change. The business's photographs are not committed.
 */
export const ENCODED_DIR = join(root, "content/encoded");
const ENCODED_FILE = join(ENCODED_DIR, "entries.json");
const MEDIA_URL = "/media";

/** Bump when the encoder settings change, so every variant is made again. */
const PIPELINE_VERSION = 1;
const encoders = {
  avif: { quality: 50, effort: 1 },
  webp: { quality: 74, effort: 4 },
  jpg: { quality: 78, mozjpeg: true },
} as const;
const PLACEHOLDER_WIDTH = 16;
const PHOTO_EXTENSIONS = new Set([".jpg", ".jpeg", ".png", ".webp", ".avif", ".tif", ".tiff"]);
const ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

/** How a photograph from the content studio is fitted to the picture it replaces. */
interface Frame {
  /** The replaced picture's size: the photograph is cropped to its shape (a new one keeps its own). */
  width?: number;
  height?: number;
  crop?: PhotographEntry["crop"];
  hotspot?: PhotographEntry["hotspot"];
}

export type Source =
  | { id: string; kind: "drawing"; drawing: Drawing }
  | { id: string; kind: "render"; file: string }
  | {
      id: string;
      kind: "photo";
      file: string;
      /** A photograph from the content studio: its shape, its words and where it was set. */
      studio?: {
        frame: Frame;
        alt: string;
        document: string;
        own?: PhotographEntry["own"];
      };
    };

interface CachedEntry {
  key: string;
  image: ImageSource;
  files: string[];
}

/** `saunas/aurora/main` → `saunasAuroraMain`, the export name in the library. */
export function exportName(id: string): string {
  return id
    .split(/[/-]/)
    .map((part, i) => (i === 0 ? part : part.charAt(0).toUpperCase() + part.slice(1)))
    .join("")
    .replace(/^(\d)/, "image$1");
}

async function listPhotos(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && PHOTO_EXTENSIONS.has(extname(entry.name).toLowerCase()))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/**
 * Every source by id: the drawings, the committed renders (`renders`, by id), each replaced by the
 * photographs in `contentDir` and the content studio's.
 */
export async function collectSources(
  contentDir = CONTENT_DIR,
  renders: ReadonlyMap<string, string> = committedRenders().files,
  studioDir = STUDIO_PHOTOGRAPHS_DIR,
): Promise<Map<string, Source>> {
  const sources = new Map<string, Source>();
  for (const [id, drawing] of Object.entries(drawings)) {
    sources.set(id, { id, kind: "drawing", drawing });
  }
  for (const [id, file] of renders) sources.set(id, { id, kind: "render", file });
  const problems: string[] = [];
  for (const file of await listPhotos(contentDir)) {
    const path = relative(contentDir, file).split(sep).join("/");
    const id = path.slice(0, -extname(path).length);
    if (!ID_PATTERN.test(id)) {
      problems.push(
        `content/images/${path}: use lower-case letters, digits and hyphens in folder and file names (for example "gallery/garden-sauna.jpg").`,
      );
      continue;
    }
    const existing = sources.get(id);
    if (existing?.kind === "photo") {
      problems.push(`content/images/${path}: another file already has the id "${id}".`);
      continue;
    }
    sources.set(id, { id, kind: "photo", file });
  }
  for (const entry of readStudioPhotographs(studioDir)) {
    const replaced = drawings[entry.picture] ?? renderSizes.get(entry.picture);
    const existing = sources.get(entry.picture);
    const studio = {
      alt: entry.alt,
      document: entry.document,
      ...(entry.own ? { own: entry.own } : {}),
    };
    const fit = {
      ...(entry.crop ? { crop: entry.crop } : {}),
      ...(entry.hotspot ? { hotspot: entry.hotspot } : {}),
    };
    if (entry.own) {
      // A photograph of its own on a page: its own shape, its id never any other picture's.
      if (existing) problems.push(`${entry.document}: the id "${entry.picture}" is taken.`);
      else
        sources.set(entry.picture, {
          id: entry.picture,
          kind: "photo",
          file: join(studioDir, entry.file),
          studio: { ...studio, frame: fit },
        });
    } else if (!replaced) {
      problems.push(
        `${entry.document}: its photograph replaces "${entry.picture}", which the site does not draw.`,
      );
    } else if (existing?.kind === "photo") {
      problems.push(
        `${entry.document}: its photograph and ${relative(root, existing.file)} both replace "${entry.picture}": keep one.`,
      );
    } else {
      sources.set(entry.picture, {
        id: entry.picture,
        kind: "photo",
        file: join(studioDir, entry.file),
        studio: { ...studio, frame: { width: replaced.width, height: replaced.height, ...fit } },
      });
    }
  }
  const names = new Map<string, string>();
  for (const id of sources.keys()) {
    const name = exportName(id);
    const clash = names.get(name);
    if (clash) problems.push(`The image ids "${clash}" and "${id}" would have the same name.`);
    names.set(name, id);
  }
  if (problems.length > 0) throw new Error(`Image sources:\n- ${problems.join("\n- ")}`);
  return sources;
}

/** The photographs `npm run content` fetched from the content studio (none before it runs). */
function readStudioPhotographs(dir: string): PhotographEntry[] {
  const index = join(dir, "index.json");
  return existsSync(index) ? (JSON.parse(readFileSync(index, "utf8")) as PhotographEntry[]) : [];
}

/**
 * The part of a `width` × `height` photograph to keep: inside the editor's crop, the largest
 * rectangle of the frame's shape, centred as near the hotspot as the crop allows.
 */
export function frameRegion(
  width: number,
  height: number,
  { width: frameWidth, height: frameHeight, crop, hotspot }: Frame,
): { left: number; top: number; width: number; height: number } {
  const box = {
    left: (crop?.left ?? 0) * width,
    top: (crop?.top ?? 0) * height,
    right: width - (crop?.right ?? 0) * width,
    bottom: height - (crop?.bottom ?? 0) * height,
  };
  const boxWidth = box.right - box.left;
  const boxHeight = box.bottom - box.top;
  const shape = frameWidth && frameHeight ? frameWidth / frameHeight : boxWidth / boxHeight;
  const keepWidth = Math.min(boxWidth, boxHeight * shape);
  const keepHeight = keepWidth / shape;
  const centre = (at: number, size: number, from: number, to: number) =>
    Math.min(Math.max(at - size / 2, from), to - size);
  const left = centre((hotspot?.x ?? 0.5) * width, keepWidth, box.left, box.right);
  const top = centre((hotspot?.y ?? 0.5) * height, keepHeight, box.top, box.bottom);
  return {
    left: Math.round(left),
    top: Math.round(top),
    width: Math.max(1, Math.floor(keepWidth)),
    height: Math.max(1, Math.floor(keepHeight)),
  };
}

export async function sourceBytes(source: Source): Promise<Buffer> {
  return source.kind === "drawing" ? drawingBytes(source.drawing) : readFile(source.file);
}

export function cacheKey(source: Source, bytes: Buffer): string {
  const frame = source.kind === "photo" ? source.studio?.frame : undefined;
  return createHash("sha256")
    .update(JSON.stringify({ version: PIPELINE_VERSION, encoders, id: source.id, frame }))
    .update(bytes)
    .digest("hex")
    .slice(0, 10);
}

/** Decodes a source once into raw pixels (upright, sRGB, no alpha) to resize from. */
async function decode(source: Source, bytes: Buffer) {
  let image =
    source.kind === "drawing"
      ? sharp(bytes, { density: 72 })
      : sharp(bytes, { failOn: "error" }).rotate();
  if (source.kind === "photo" && source.studio) {
    // Upright first, so that the crop and the hotspot apply to the photograph as the editor saw it.
    const upright = await image.toColourspace("srgb").raw().toBuffer({ resolveWithObject: true });
    const { width, height, channels } = upright.info;
    const region = frameRegion(width, height, source.studio.frame);
    image = sharp(upright.data, { raw: { width, height, channels } }).extract(region);
  }
  const { data, info } = await image
    .toColourspace("srgb")
    .flatten({ background: "#f6f2ec" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (source.kind === "drawing") {
    const { width, height } = source.drawing;
    if (info.width !== width || info.height !== height) {
      throw new Error(
        `The drawing ${source.id} rendered ${info.width}×${info.height}, not ${width}×${height}.`,
      );
    }
  }
  return { data, width: info.width, height: info.height };
}

/** Encodes a source's variants into `mediaDir` (public/media/ unless told). */
export async function makeVariants(
  source: Source,
  bytes: Buffer,
  key: string,
  mediaDir = MEDIA_DIR,
): Promise<CachedEntry> {
  const pixels = await decode(source, bytes);
  const raw = { raw: { width: pixels.width, height: pixels.height, channels: 3 as const } };
  const from = () => sharp(pixels.data, raw);
  const name = `${mediaName(source.id)}.${key}`;
  const widths = variantWidths(pixels.width);
  const files: string[] = [];
  const write = async (width: number, format: ImageFormat) => {
    const resized = from().resize({ width, kernel: "lanczos3" });
    const encoded =
      format === "avif"
        ? resized.avif(encoders.avif)
        : format === "webp"
          ? resized.webp(encoders.webp)
          : resized.jpeg(encoders.jpg);
    const file = `${name}-${width}.${format}`;
    await encoded.toFile(join(mediaDir, file));
    files.push(file);
  };
  for (const width of widths) {
    await write(width, "avif");
    await write(width, "webp");
  }
  await write(fallbackWidth(widths), "jpg");
  const tiny = await from()
    .resize({ width: PLACEHOLDER_WIDTH })
    .blur(0.6)
    .webp({ quality: 40, effort: 6 })
    .toBuffer();
  return {
    key,
    files: files.sort(),
    image: {
      path: `${MEDIA_URL}/${name}`,
      widths,
      width: pixels.width,
      height: pixels.height,
      placeholder: `data:image/webp;base64,${tiny.toString("base64")}`,
    },
  };
}

/** The library's module of the photographs of their own from the content studio. */
const STUDIO_PHOTOGRAPHS_FILE = "studio-photographs.ts";
const ADDED_COLLECTIONS_FILE = "added-collections.ts";

/**
 * The pictures of the collections the business added, by slug: their elevations and plan, which
 * their pages show until a photograph replaces them, and the main picture and four views a
 * developer rendered from their documents (the collections' page data reads this list, since it
 * cannot name modules for collections it does not know).
 */
export function addedCollectionPictures(
  entries: readonly [string, ImageSource][],
): Record<string, AddedCollectionPictures> {
  const out: Record<string, AddedCollectionPictures> = {};
  for (const [id, image] of entries) {
    const [, slug, part] = /^saunas\/([a-z0-9-]+)\/(main|gallery-[1-5]|plan)$/.exec(id) ?? [];
    if (!slug || !part || isDeveloperSauna(slug)) continue;
    const pictures = (out[slug] ??= {});
    if (part === "gallery-5") pictures.elevations = image;
    else if (part === "plan" || part === "main") pictures[part] = image;
    else (pictures.views ??= [])[Number(part.slice(-1)) - 1] = image;
  }
  return out;
}

/** The photographs of their own, in the order editors set them, with their encoded images. */
export function studioPhotographs(
  entries: readonly PhotographEntry[],
  library: ReadonlyMap<string, ImageSource>,
): OwnPhotograph[] {
  return entries.flatMap(({ picture, own, alt }) =>
    own
      ? [
          {
            list: own.list,
            key: own.key,
            id: picture,
            image: library.get(picture)!,
            alt,
            caption: own.caption,
          },
        ]
      : [],
  );
}

/**
 * What the library says of an encoded source. A photograph says so, so that copy may call it one
 * (renders and drawings are visualisations); one from the content studio brings its own words.
 * A render says so too, so that every page and PDF marks it as one where it is shown.
 */
export function libraryImage(source: Source, image: ImageSource): ImageSource {
  if (source.kind === "render") return { ...image, render: true };
  if (source.kind !== "photo") return image;
  return { ...image, photograph: true, ...(source.studio ? { alt: source.studio.alt } : {}) };
}

async function readEncoded(): Promise<Record<string, CachedEntry>> {
  try {
    return JSON.parse(await readFile(ENCODED_FILE, "utf8")) as Record<string, CachedEntry>;
  } catch {
    return {};
  }
}

/** Copies a picture's committed variants into public/media, if they were made with `key`. */
async function copyEncoded(entry: CachedEntry | undefined, key: string): Promise<boolean> {
  if (entry?.key !== key) return false;
  if (!entry.files.every((file) => existsSync(join(ENCODED_DIR, file)))) return false;
  await Promise.all(
    entry.files.map((file) => copyFile(join(ENCODED_DIR, file), join(MEDIA_DIR, file))),
  );
  return true;
}

/**
 * Commits-to-be: the variants of every render and drawing in `content/encoded/` and what
 * `entries.json` says of them, for the pictures there are now (`ids`); older variants are removed.
 */
async function writeEncoded(encoded: Record<string, CachedEntry>, ids: readonly string[]) {
  await mkdir(ENCODED_DIR, { recursive: true });
  const current = Object.fromEntries(
    [...ids].sort().flatMap((id) => (encoded[id] ? [[id, encoded[id]]] : [])),
  );
  const keep = new Set(Object.values(current).flatMap((entry) => entry.files));
  for (const file of keep) {
    const committed = join(ENCODED_DIR, file);
    if (!existsSync(committed)) await copyFile(join(MEDIA_DIR, file), committed);
  }
  for (const file of await readdir(ENCODED_DIR)) {
    if (file !== "entries.json" && !keep.has(file)) await rm(join(ENCODED_DIR, file));
  }
  await writeIfChanged(ENCODED_FILE, `${JSON.stringify(current, null, 1)}\n`);
}

async function readCache(): Promise<Record<string, CachedEntry>> {
  try {
    return JSON.parse(await readFile(CACHE_FILE, "utf8")) as Record<string, CachedEntry>;
  } catch {
    return {};
  }
}

const GENERATED = `// Generated by scripts/images/build-images.ts from content/images/, content/renders/, content/illustrations/ and scripts/plans/.
// Do not edit: add or replace a source image and run \`npm run images\` (the build does it too).`;

/**
 * The library: one module per image, so the bundler puts each image's description in the chunk of
 * the page that shows it, and an index that names them all.
 */
async function writeLibrary(entries: [string, ImageSource][], own: OwnPhotograph[]) {
  await mkdir(LIBRARY_DIR, { recursive: true });
  const files = new Set(["index.ts", STUDIO_PHOTOGRAPHS_FILE, ADDED_COLLECTIONS_FILE]);
  const index: string[] = [];
  for (const [id, image] of entries) {
    const file = `${id.replaceAll("/", "--")}.ts`;
    files.add(file);
    await writeIfChanged(
      join(LIBRARY_DIR, file),
      `${GENERATED}
import type { ImageSource } from "../image-source";

/** ${id} */
export const ${exportName(id)}: ImageSource = ${JSON.stringify(image)};
`,
    );
    index.push(`export { ${exportName(id)} } from "./${file.slice(0, -3)}";`);
  }
  await writeIfChanged(join(LIBRARY_DIR, "index.ts"), `${GENERATED}\n${index.join("\n")}\n`);
  await writeIfChanged(
    join(LIBRARY_DIR, STUDIO_PHOTOGRAPHS_FILE),
    `${GENERATED}
import type { OwnPhotograph } from "../image-source";

/** The business's photographs from the content studio that are pictures of their own. */
export const studioPhotographs: OwnPhotograph[] = ${JSON.stringify(own, null, 2)};
`,
  );
  await writeIfChanged(
    join(LIBRARY_DIR, ADDED_COLLECTIONS_FILE),
    `${GENERATED}
import type { AddedCollectionPictures } from "../image-source";

/** The drawings and renders of the collections the business added in the content studio, by slug. */
export const addedCollectionPictures: Record<string, AddedCollectionPictures> = ${JSON.stringify(addedCollectionPictures(entries), null, 2)};
`,
  );
  for (const file of await readdir(LIBRARY_DIR)) {
    if (!files.has(file)) await rm(join(LIBRARY_DIR, file), { force: true });
  }
}

async function writeIfChanged(file: string, text: string) {
  const current = existsSync(file) ? await readFile(file, "utf8") : undefined;
  if (current !== text) await writeFile(file, text);
}

/** Runs `task` over `items` with at most `limit` at a time. */
async function pool<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export async function buildImages({ log = console.log }: { log?: (line: string) => void } = {}) {
  const started = performance.now();
  const renders = committedRenders();
  const sources = [...(await collectSources(CONTENT_DIR, renders.files)).values()].sort((a, b) =>
    a.id.localeCompare(b.id),
  );
  const byId = new Map(sources.map((source) => [source.id, source]));
  // A picture never rendered, and replaced by no photograph, would leave a page without it; a
  // collection the business added shows its drawings until a developer renders it.
  const missing = renders.missing.filter(
    (shot) => byId.get(shot.id)?.kind !== "photo" && !ofAddedCollection(shot.id),
  );
  if (missing.length > 0)
    throw new Error(
      `images: ${missing.length} picture(s) have never been rendered: ${missing.map((shot) => shot.id).join(", ")}. Run \`npm run renders\` and commit content/renders/.`,
    );
  const cache = await readCache();
  const encoded = await readEncoded();
  await mkdir(MEDIA_DIR, { recursive: true });
  let made = 0;
  let copied = 0;
  const done = { count: 0, shownAt: performance.now() };
  const entries = await pool(sources, availableParallelism(), async (source) => {
    const bytes = await sourceBytes(source);
    const key = cacheKey(source, bytes);
    const cached = cache[source.id];
    let entry: CachedEntry;
    if (cached?.key === key && cached.files.every((file) => existsSync(join(MEDIA_DIR, file)))) {
      entry = cached;
    } else if (source.kind !== "photo" && (await copyEncoded(encoded[source.id], key))) {
      entry = encoded[source.id]!;
      copied++;
    } else {
      entry = await makeVariants(source, bytes, key);
      made++;
    }
    if (source.kind !== "photo") encoded[source.id] = entry;
    // Progress, for a first build that encodes everything: a line every few seconds.
    done.count++;
    if (performance.now() - done.shownAt > 5_000 && done.count < sources.length) {
      done.shownAt = performance.now();
      log(`images: ${done.count} of ${sources.length} sources ready…`);
    }
    return [source.id, entry] as const;
  });
  // Every render and drawing keeps its committed variants, those a photograph replaces included.
  await writeEncoded(encoded, [...renders.files.keys(), ...Object.keys(drawings)]);

  const keep = new Set(entries.flatMap(([, entry]) => entry.files));
  for (const file of await readdir(MEDIA_DIR)) {
    if (!keep.has(file)) await rm(join(MEDIA_DIR, file), { force: true });
  }
  await mkdir(join(CACHE_FILE, ".."), { recursive: true });
  await writeFile(CACHE_FILE, JSON.stringify(Object.fromEntries(entries)));
  const library = new Map(
    entries.map(([id, entry]) => [id, libraryImage(byId.get(id)!, entry.image)]),
  );
  await writeLibrary(
    [...library],
    studioPhotographs(readStudioPhotographs(STUDIO_PHOTOGRAPHS_DIR), library),
  );

  const count = (kind: Source["kind"]) => sources.filter((source) => source.kind === kind).length;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  log(
    `images: ${sources.length} sources (${count("photo")} photographs, ${count("render")} renders, ${count("drawing")} drawings), ${made} encoded, ${copied} copied as committed, ${keep.size} files in public/media, ${seconds} s`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await buildImages();
}
