/**
 * A contact sheet of every generated picture, for reviewing the visual language at a glance: each
 * committed render (`content/renders/`) and every drawing (the plans and elevations, the share card
 * and the illustrations):
 *   npx tsx scripts/images/contact-sheet.ts [out-file]   (default: docs/picture-contact-sheet.webp)
 * Each is a 4:3 thumbnail (cropped to the centre) in a grid of eight columns. The 360° tours'
 * cube faces are left out: six squares of one room say little at this size.
 */
import sharp from "sharp";

import { committedRenders } from "../renders/manifest";
import { drawingBytes } from "../drawing";
import { drawings } from "./drawings";

const out = process.argv[2] ?? "docs/picture-contact-sheet.webp";
const COLUMNS = 8;
const THUMB = { width: 200, height: 150 };
const GAP = 8;

const renders = committedRenders().files;
const ids = [...new Set([...Object.keys(drawings), ...renders.keys()])]
  .filter((id) => !/^tours\/[^/]+\/(?!poster$)/.test(id))
  .sort();
const rows = Math.ceil(ids.length / COLUMNS);
const tiles = await Promise.all(
  ids.map(async (id, i) => {
    const render = renders.get(id);
    const input = await sharp(render ?? (await drawingBytes(drawings[id]!)))
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
console.log(`${ids.length} pictures → ${out}`);
