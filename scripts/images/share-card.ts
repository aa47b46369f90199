/**
 * The 1200 × 630 picture shown when a page is shared (Open Graph, Twitter, WhatsApp): the warm
 * interior of the Elysium in the evening, as the home page opens on it (its path-traced render),
 * beside the site's mark, three heat lines in a square.
 */
import sharp from "sharp";

import { renderFile } from "../renders/manifest";
import { type Drawing, linear, palette, svgDocument } from "../drawing";

const WIDTH = 1200;
const HEIGHT = 630;
const PICTURE = { width: 760, height: HEIGHT };

function mark(x: number, y: number, size: number) {
  const s = size / 32;
  const lines = [10, 16, 22]
    .map(
      (left) =>
        `M${left * s + x} ${24 * s + y}c0 ${-4 * s} ${3 * s} ${-5 * s} ${3 * s} ${-9 * s}s${-2 * s} ${-5 * s} ${-2 * s} ${-7 * s}`,
    )
    .join("");
  return `<rect x="${x + s}" y="${y + s}" width="${30 * s}" height="${30 * s}" rx="${2 * s}" fill="none" stroke="${palette.birch}" stroke-width="${1.25 * s}"/><path d="${lines}" fill="none" stroke="${palette.emberGlow}" stroke-width="${1.25 * s}" stroke-linecap="round"/>`;
}

export const shareCard: Record<string, Drawing> = {
  "social/share": {
    width: WIDTH,
    height: HEIGHT,
    render: async () => {
      const picture = await sharp(renderFile("home/hero"))
        .resize({ ...PICTURE, fit: "cover" })
        .png()
        .toBuffer();
      const fade = linear(
        "share-fade",
        [
          [0, palette.ink, 1],
          [1, palette.ink, 0],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 0 },
      );
      const overlay = svgDocument(
        WIDTH,
        HEIGHT,
        `<rect x="${WIDTH - PICTURE.width}" width="220" height="${HEIGHT}" fill="url(#share-fade)"/>${mark(120, 235, 160)}<path d="M120 470H360" stroke="${palette.birch}" stroke-opacity="0.45" stroke-width="2"/>`,
        fade,
      );
      return sharp({
        create: { width: WIDTH, height: HEIGHT, channels: 3, background: palette.ink },
      })
        .composite([
          { input: picture, left: WIDTH - PICTURE.width, top: 0 },
          { input: Buffer.from(overlay) },
        ])
        .png()
        .toBuffer();
    },
  },
};
