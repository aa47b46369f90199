/**
 * Renders artworks to PNG files for looking at while drawing them:
 *   npx tsx scripts/artwork/preview.ts scripts/artwork/saunas.ts [id-prefix] [--out dir]
 * Writes `<out>/<id with / as __>.jpg` (default out: .cache/artwork-preview) and prints the time
 * each one took to render.
 */
import { mkdir } from "node:fs/promises";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

import sharp from "sharp";

import { type Artwork, artworkBytes } from "./kit";

const args = process.argv.slice(2);
const outIndex = args.indexOf("--out");
const out = outIndex >= 0 ? args.splice(outIndex, 2)[1]! : ".cache/artwork-preview";
const [modulePath, prefix = ""] = args;
if (!modulePath) {
  console.error("Usage: tsx scripts/artwork/preview.ts <module.ts> [id-prefix] [--out dir]");
  process.exit(1);
}
const module = (await import(pathToFileURL(resolve(modulePath)).href)) as {
  artworks: Record<string, Artwork>;
};
await mkdir(out, { recursive: true });
for (const [id, artwork] of Object.entries(module.artworks)) {
  if (!id.startsWith(prefix)) continue;
  const started = performance.now();
  const file = join(out, `${id.replaceAll("/", "__")}.png`);
  const info = await sharp(await artworkBytes(artwork))
    .png({ compressionLevel: 3 })
    .toFile(file);
  if (info.width !== artwork.width || info.height !== artwork.height) {
    throw new Error(
      `${id}: rendered ${info.width}×${info.height}, declared ${artwork.width}×${artwork.height}`,
    );
  }
  console.log(
    `${id}  ${artwork.width}×${artwork.height}  ${Math.round(performance.now() - started)} ms  → ${file}`,
  );
}
