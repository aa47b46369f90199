/**
 * The 1200 × 630 picture shown when a page is shared (Open Graph, Twitter, WhatsApp): the warm
 * interior of the Elysium cabin beside the site's mark, three heat lines in a square.
 */
import { interiorView } from "./cabins";
import { type Artwork, linear, palette, svgDocument } from "./kit";
import { collections } from "./saunas";

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

export const artworks: Record<string, Artwork> = {
  "social/share": {
    width: WIDTH,
    height: HEIGHT,
    render: () => {
      const picture = interiorView(collections.elysium, "room", PICTURE).replace(
        "<svg ",
        `<svg x="${WIDTH - PICTURE.width}" y="0" `,
      );
      const fade = linear(
        "share-fade",
        [
          [0, palette.ink, 1],
          [1, palette.ink, 0],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 0 },
      );
      return svgDocument(
        WIDTH,
        HEIGHT,
        `<rect width="${WIDTH}" height="${HEIGHT}" fill="${palette.ink}"/>${picture}<rect x="${WIDTH - PICTURE.width}" width="220" height="${HEIGHT}" fill="url(#share-fade)"/>${mark(120, 235, 160)}<path d="M120 470H360" stroke="${palette.birch}" stroke-opacity="0.45" stroke-width="2"/>`,
        fade,
      );
    },
  },
};
