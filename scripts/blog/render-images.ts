/**
 * Renders the embedded blog dataset's images (content/dataset/images/) from the site's own
 * pictures (a committed render in content/renders/, or else an illustration in content/illustrations/), and rewrites the dataset's `sanity.imageAsset` documents and the references to them to
 * match, as a Sanity export would have them: each file is named `{sha1}-{width}x{height}.jpg`
 * and its asset document is `image-{sha1}-{width}x{height}-jpg`.
 *
 * Run it after changing a render, an illustration or the list below: `npx tsx scripts/blog/render-images.ts`.
 * The business's own photographs can simply replace these: see docs/pictures.md.
 */
import { readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import sharp from "sharp";

import { drawingBytes } from "../drawing";
import { drawings } from "../images/drawings";
import { committedRenders } from "../renders/manifest";
import { type AssetDocument as Doc, imageAsset } from "../content/image-asset";

const blogDir = fileURLToPath(new URL("../../content/dataset/", import.meta.url));
const imagesDir = join(blogDir, "images");
const dataFile = join(blogDir, "data.ndjson");
const DATASET = "production";

/** Each image of the dataset (by its `originalFilename`), the picture it shows and its width. */
const images: Record<string, { picture: string; width: number }> = {
  "choosing-sauna-wood.jpg": { picture: "blog/choosing-sauna-wood", width: 1920 },
  "sizing-a-heater.jpg": { picture: "blog/sizing-a-heater", width: 1920 },
  "sauna-or-steam-room.jpg": { picture: "blog/sauna-or-steam-room", width: 1920 },
  "ice-bath-routine.jpg": { picture: "blog/ice-bath-routine", width: 1920 },
  "preparing-for-installation.jpg": { picture: "blog/preparing-for-installation", width: 1920 },
  "caring-for-your-sauna.jpg": { picture: "blog/caring-for-your-sauna", width: 1920 },
  "health-evidence.jpg": { picture: "blog/health-evidence", width: 1920 },
  "western-red-cedar.jpg": { picture: "woods/western-red-cedar", width: 1200 },
  "harvia-heater.jpg": { picture: "heaters/harvia-heater", width: 1200 },
  "ice-bath-detail.jpg": { picture: "ice-bath/premium-ice-bath/gallery-2", width: 1200 },
  "installation.jpg": { picture: "about/installation", width: 1200 },
  "thermo-hygrometer.jpg": { picture: "accessories/thermo-hygrometer", width: 1200 },
};

const renders = committedRenders().files;

async function render(originalFilename: string, pictureId: string, width: number) {
  const rendered = renders.get(pictureId);
  const drawing = drawings[pictureId];
  if (!rendered && !drawing) throw new Error(`No picture "${pictureId}" for ${originalFilename}.`);
  const source = rendered ? await readFile(rendered) : await drawingBytes(drawing!);
  const data = await sharp(source, { density: 72 })
    .resize({ width, withoutEnlargement: true })
    .jpeg({ quality: 76, mozjpeg: true })
    .toBuffer();
  const { file, asset } = await imageAsset(data, originalFilename, { dataset: DATASET });
  return { file, data, asset };
}

/** Replaces every `_ref` found in `ids` by its new id, anywhere in a document. */
function rewriteRefs(value: unknown, ids: Map<string, string>): unknown {
  if (Array.isArray(value)) return value.map((item) => rewriteRefs(item, ids));
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([name, inner]) => [
        name,
        name === "_ref" && typeof inner === "string"
          ? (ids.get(inner) ?? inner)
          : rewriteRefs(inner, ids),
      ]),
    );
  }
  return value;
}

const docs = (await readFile(dataFile, "utf8"))
  .split("\n")
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as Doc);
const oldAssets = docs.filter((doc) => doc._type === "sanity.imageAsset");
// Only the launch posts' own pictures are redrawn; every other image of the dataset (a customer's
// logo, a client's photograph, a picture an editor added) is kept as it is, with its file.
const ours = new Set(Object.keys(images));
const redrawn = oldAssets.filter((doc) => ours.has(String(doc.originalFilename)));
const kept = docs.filter((doc) => !redrawn.includes(doc));

const ids = new Map<string, string>();
const newAssets: Doc[] = [];
for (const [originalFilename, { picture, width }] of Object.entries(images)) {
  const { file, data, asset } = await render(originalFilename, picture, width);
  await writeFile(join(imagesDir, file), data);
  const previous = redrawn.find((doc) => doc.originalFilename === originalFilename);
  if (previous) ids.set(previous._id, asset._id);
  // An unchanged image keeps its dates, so the dataset only changes when the picture does.
  newAssets.push(
    previous?._id === asset._id
      ? { ...asset, _createdAt: previous._createdAt, _updatedAt: previous._updatedAt }
      : asset,
  );
  console.log(`${originalFilename} → ${file} (${Math.round(data.length / 1024)} KB)`);
}
// The files of pictures redrawn under a new name go with their old asset documents.
const files = new Set(newAssets.map((asset) => String(asset.path).split("/").at(-1)));
for (const old of redrawn) {
  const file = String(old.path).split("/").at(-1);
  if (file && !files.has(file)) await rm(join(imagesDir, file), { force: true });
}
const lines = [...kept.map((doc) => rewriteRefs(doc, ids)), ...newAssets].map((doc) =>
  JSON.stringify(doc),
);
await writeFile(dataFile, `${lines.join("\n")}\n`);
