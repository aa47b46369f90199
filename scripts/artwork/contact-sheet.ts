/**
 * A contact sheet of every generated artwork, for reviewing the visual language at a glance:
 *   npx tsx scripts/artwork/contact-sheet.ts [out-file]   (default: docs/artwork-contact-sheet.webp)
 * Each artwork is drawn as a 4:3 thumbnail (cropped to the centre) in a grid of eight columns.
 * The 360° tours' cube faces are left out: six squares of one room say little at this size.
 */
import sharp from "sharp";

import { artworks } from "./index";

const out = process.argv[2] ?? "docs/artwork-contact-sheet.webp";
const COLUMNS = 8;
const THUMB = { width: 200, height: 150 };
const GAP = 8;

const ids = Object.keys(artworks)
  .filter((id) => !id.startsWith("tours/"))
  .sort();
const rows = Math.ceil(ids.length / COLUMNS);
const tiles = await Promise.all(
  ids.map(async (id, i) => {
    const input = await sharp(Buffer.from(artworks[id]!.render()))
      .resize({ ...THUMB, fit: "cover" })
      .png()
      .toBuffer();
    return {
      input,
      left: GAP + (i % COLUMNS) * (THUMB.width + GAP),
      top: GAP + Math.floor(i / COLUMNS) * (THUMB.height + GAP),
    };
  }),
);
await sharp({
  create: {
    width: GAP + COLUMNS * (THUMB.width + GAP),
    height: GAP + rows * (THUMB.height + GAP),
    channels: 3,
    background: "#f6f2ec",
  },
})
  .composite(tiles)
  .toFormat(out.endsWith(".png") ? "png" : "webp", { quality: 70 })
  .toFile(out);
console.log(`${ids.length} artworks → ${out}`);
