/**
 * Wood swatches for the materials tiles: a close, top-down look at four planed tongue-and-groove
 * sauna boards of one timber, their grain drawn from growth rings (see `boardFace()` in
 * craft.ts), lit softly from the upper left.
 */
import {
  between,
  linear,
  n,
  palette,
  radial,
  random,
  svgDocument,
  type Artwork,
  type Wood,
} from "./kit";
import { boardFace, grains, tone } from "./craft";

const SIZE = 800;

/** The V-groove where two boards meet: the left board's chamfer in shade, the right's lit. */
function joint(x: number, height: number, base: string): string {
  return (
    `<rect x="${n(x - 5)}" width="5" height="${height}" fill="${palette.ink}" opacity="0.16"/>` +
    `<rect x="${n(x - 1.6)}" width="2.4" height="${height}" fill="${tone(base, -0.55)}"/>` +
    `<rect x="${n(x + 0.8)}" width="3.5" height="${height}" fill="#fff8ee" opacity="0.2"/>`
  );
}

/** The key light: brighter at the upper left, falling away to the lower right. */
function light(): { defs: string; body: string } {
  const defs =
    radial(
      "swatch-key",
      [
        [0, "#fff6e6", 0.16],
        [1, "#fff6e6", 0],
      ],
      { cx: 0.1, cy: 0.05, r: 0.9 },
    ) +
    linear(
      "swatch-fall",
      [
        [0, palette.ink, 0],
        [1, palette.ink, 0.16],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    );
  const body = `<rect width="${SIZE}" height="${SIZE}" fill="url(#swatch-fall)"/><rect width="${SIZE}" height="${SIZE}" fill="url(#swatch-key)"/>`;
  return { defs, body };
}

function swatch(wood: Wood): Artwork {
  return {
    width: SIZE,
    height: SIZE,
    render() {
      const rand = random(`woods/${wood}`);
      // Three and a half boards across, running down the tile; the first is cut by the edge.
      const boardWidth = SIZE / 3.4;
      const start = -boardWidth * between(rand, 0.35, 0.6);
      const parts: string[] = [];
      const joints: number[] = [];
      let index = 0;
      for (let x = start; x < SIZE; x += boardWidth) {
        const tint =
          wood === "western-red-cedar"
            ? [-0.8, 0.7, -0.1, 0.9, -0.5][index]!
            : between(rand, -1, 1);
        parts.push(
          `<g transform="translate(${n(x)} 0)">${boardFace(`board-${index}`, boardWidth, SIZE, wood, rand, { tint })}</g>`,
        );
        if (x > 0) joints.push(x);
        index++;
      }
      const base = grains[wood].late;
      const { defs, body } = light();
      return svgDocument(
        SIZE,
        SIZE,
        parts.join("") + joints.map((x) => joint(x, SIZE, base)).join("") + body,
        defs,
      );
    },
  };
}

export const artworks: Record<string, Artwork> = {
  "woods/thermo-pine": swatch("thermo-pine"),
  "woods/pine": swatch("pine"),
  "woods/obeche": swatch("obeche"),
  "woods/western-red-cedar": swatch("western-red-cedar"),
  "woods/lunawood": swatch("lunawood"),
  "woods/oak": swatch("oak"),
};
