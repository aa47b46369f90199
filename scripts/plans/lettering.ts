/**
 * A single-stroke alphabet in the manner of architects' hand lettering, so drawings can carry
 * names and dimensions without depending on the fonts installed on the machine (which would make
 * the output differ between machines). Glyphs sit on a 4 × 6 grid, y pointing down, baseline at 6.
 */
import { n } from "../drawing";

const glyphs: Record<string, string> = {
  A: "0,6 2,0 4,6;0.7,4 3.3,4",
  B: "0,6 0,0 3,0 4,0.8 4,2.2 3,3 0,3;3,3 4,3.8 4,5.2 3,6 0,6",
  C: "4,0.8 3.2,0 0.8,0 0,0.8 0,5.2 0.8,6 3.2,6 4,5.2",
  D: "0,0 0,6 2.8,6 4,4.8 4,1.2 2.8,0 0,0",
  E: "4,0 0,0 0,6 4,6;0,3 3,3",
  F: "4,0 0,0 0,6;0,3 3,3",
  G: "4,0.8 3.2,0 0.8,0 0,0.8 0,5.2 0.8,6 3.2,6 4,5.2 4,3.2 2.2,3.2",
  H: "0,0 0,6;4,0 4,6;0,3 4,3",
  I: "2,0 2,6;1,0 3,0;1,6 3,6",
  J: "4,0 4,5.2 3.2,6 0.8,6 0,5.2",
  K: "0,0 0,6;4,0 0,3.6;1.3,2.8 4,6",
  L: "0,0 0,6 4,6",
  M: "0,6 0,0 2,3.4 4,0 4,6",
  N: "0,6 0,0 4,6 4,0",
  O: "0.8,0 3.2,0 4,0.8 4,5.2 3.2,6 0.8,6 0,5.2 0,0.8 0.8,0",
  P: "0,6 0,0 3.2,0 4,0.8 4,2.4 3.2,3.2 0,3.2",
  Q: "0.8,0 3.2,0 4,0.8 4,5.2 3.2,6 0.8,6 0,5.2 0,0.8 0.8,0;2.6,4.4 4,6",
  R: "0,6 0,0 3.2,0 4,0.8 4,2.4 3.2,3.2 0,3.2;2,3.2 4,6",
  S: "4,0.8 3.2,0 0.8,0 0,0.8 0,2.2 0.8,3 3.2,3 4,3.8 4,5.2 3.2,6 0.8,6 0,5.2",
  T: "0,0 4,0;2,0 2,6",
  U: "0,0 0,5.2 0.8,6 3.2,6 4,5.2 4,0",
  V: "0,0 2,6 4,0",
  W: "0,0 1,6 2,2.4 3,6 4,0",
  X: "0,0 4,6;4,0 0,6",
  Y: "0,0 2,3 4,0;2,3 2,6",
  Z: "0,0 4,0 0,6 4,6",
  "0": "0.8,0 3.2,0 4,0.8 4,5.2 3.2,6 0.8,6 0,5.2 0,0.8 0.8,0;0.4,5.4 3.6,0.6",
  "1": "0.8,1.2 2.2,0 2.2,6;0.8,6 3.6,6",
  "2": "0,0.8 0.8,0 3.2,0 4,0.8 4,2.4 0,6 4,6",
  "3": "0,0.8 0.8,0 3.2,0 4,0.8 4,2.2 3.2,3 1.4,3;3.2,3 4,3.8 4,5.2 3.2,6 0.8,6 0,5.2",
  "4": "3,6 3,0 0,4.2 4,4.2",
  "5": "4,0 0.4,0 0,2.8 3.2,2.8 4,3.6 4,5.2 3.2,6 0.8,6 0,5.2",
  "6": "3.6,0 1.6,0 0,1.8 0,5.2 0.8,6 3.2,6 4,5.2 4,3.6 3.2,2.8 0,2.8",
  "7": "0,0 4,0 1.4,6",
  "8": "0.8,0 3.2,0 4,0.8 4,2.2 3.2,3 0.8,3 0,2.2 0,0.8 0.8,0;0.8,3 0,3.8 0,5.2 0.8,6 3.2,6 4,5.2 4,3.8 3.2,3",
  "9": "4,3.2 0.8,3.2 0,2.4 0,0.8 0.8,0 3.2,0 4,0.8 4,4.2 2.4,6 0.4,6",
  "-": "0.8,3 3.2,3",
  ".": "1.8,5.8 2.2,5.8 2.2,6 1.8,6 1.8,5.8",
  ":": "2,1.8 2,2.2;2,5.6 2,6",
  "/": "0.4,6 3.6,0",
  "×": "0.8,2 3.2,5;3.2,2 0.8,5",
  "°": "1,0 2,0 2.4,0.6 2,1.2 1,1.2 0.6,0.6 1,0",
  "'": "2,0 2,1.4",
  "&": "4,6 0.6,2 0.6,0.8 1.4,0 2.6,0 3.2,0.8 3.2,1.6 0,4.2 0,5.2 0.8,6 2.4,6 4,3.8",
};

const ADVANCE = 5.6;
const SPACE = 3.6;

/** The width of `text` at cap height `size`. */
export function letteringWidth(text: string, size: number, tracking = 0): number {
  const unit = size / 6;
  let width = 0;
  for (const char of text.toUpperCase())
    width += (char === " " ? SPACE : ADVANCE) * unit + tracking;
  return Math.max(0, width - (ADVANCE - 4) * unit - tracking);
}

/**
 * `text` in capitals as stroked paths, with its baseline's left end at (x, y), or centred on x
 * with `anchor: "middle"`.
 */
export function lettering(
  text: string,
  x: number,
  y: number,
  size: number,
  {
    color = "#4a3f36",
    weight = size / 9,
    tracking = size * 0.12,
    anchor = "start",
    opacity = 1,
  }: {
    color?: string;
    weight?: number;
    tracking?: number;
    anchor?: "start" | "middle" | "end";
    opacity?: number;
  } = {},
): string {
  const unit = size / 6;
  const total = letteringWidth(text, size, tracking);
  let cursor = anchor === "start" ? x : anchor === "middle" ? x - total / 2 : x - total;
  const top = y - size;
  let d = "";
  for (const char of text.toUpperCase()) {
    if (char === " ") {
      cursor += SPACE * unit + tracking;
      continue;
    }
    const glyph = glyphs[char];
    if (!glyph) throw new Error(`The lettering has no glyph for "${char}".`);
    for (const stroke of glyph.split(";")) {
      const points = stroke
        .split(" ")
        .map((pair) => pair.split(",").map(Number) as [number, number]);
      d += points
        .map(
          ([px, py], i) => `${i === 0 ? "M" : "L"}${n(cursor + px * unit)} ${n(top + py * unit)}`,
        )
        .join("");
    }
    cursor += ADVANCE * unit + tracking;
  }
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${n(weight)}" stroke-linecap="round" stroke-linejoin="round"${opacity === 1 ? "" : ` opacity="${n(opacity)}"`}/>`;
}
