/**
 * The drawing kit every artwork shares, so that all of it speaks one visual language:
 * one palette (the site's), one light (a warm key light from the upper left), square-ish
 * studio backdrops, soft contact shadows, and fine architectural line work.
 *
 * Artworks are plain SVG strings rendered by sharp (librsvg). Everything is deterministic:
 * randomness comes from `random(seed)`, numbers are rounded by `n()`, and no system font is
 * used (lettering is drawn with the stroke alphabet in `lettering.ts`), so the same input gives
 * the same bytes.
 */

export interface Artwork {
  /** Pixel size of the source the pipeline resizes from. */
  width: number;
  height: number;
  /**
   * A complete SVG document of exactly width × height, or, for a picture composed round a
   * rendered one (the share card), its PNG.
   */
  render: () => string | Promise<Buffer>;
}

/** An artwork's source bytes: its SVG's text, or its PNG. */
export async function artworkBytes(artwork: Artwork): Promise<Buffer> {
  const drawn = artwork.render();
  return typeof drawn === "string" ? Buffer.from(drawn, "utf8") : drawn;
}

export const palette = {
  ink: "#1f1b18",
  soot: "#2a2521",
  charcoal: "#3a332d",
  stone: "#f6f2ec",
  linen: "#ece4d8",
  paper: "#f1ebe1",
  birch: "#d8c6a6",
  sand: "#c9b08a",
  cedar: "#9c6139",
  cedarDeep: "#6e3f22",
  ember: "#c0561b",
  emberGlow: "#e8834a",
  amber: "#f2b36b",
  glacier: "#8fb3c0",
  glacierDeep: "#4f7685",
  ice: "#dde9ec",
  steel: "#9a9996",
  steelDark: "#55524f",
  line: "#4a3f36",
} as const;

/** Round for compact, stable SVG output. */
export function n(value: number): string {
  return (Math.round(value * 10) / 10).toString();
}

/** The colour a fraction `t` of the way from `a` to `b` (hex `#rrggbb`; channels rounded and kept in range). */
export function mix(a: string, b: string, t: number): string {
  const channels = (hex: string) => {
    const value = parseInt(hex.slice(1), 16);
    return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
  };
  const from = channels(a);
  const to = channels(b);
  return `#${from
    .map((c, i) => Math.max(0, Math.min(255, Math.round(c + (to[i]! - c) * t))))
    .map((c) => c.toString(16).padStart(2, "0"))
    .join("")}`;
}

/** A small deterministic pseudo-random generator (mulberry32) seeded from a string. */
export function random(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let state = h >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A value between min and max from a generator. */
export function between(rand: () => number, min: number, max: number): number {
  return min + (max - min) * rand();
}

export function svgDocument(width: number, height: number, body: string, defs = ""): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

type Stop = readonly [offset: number, color: string, opacity?: number];

function stops(list: readonly Stop[]): string {
  return list
    .map(
      ([offset, color, opacity]) =>
        `<stop offset="${n(offset)}" stop-color="${color}"${opacity === undefined ? "" : ` stop-opacity="${n(opacity)}"`}/>`,
    )
    .join("");
}

/** A linear gradient in object space; the default runs top to bottom. */
export function linear(
  id: string,
  list: readonly Stop[],
  { x1 = 0, y1 = 0, x2 = 0, y2 = 1 }: { x1?: number; y1?: number; x2?: number; y2?: number } = {},
): string {
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`;
}

/** A radial gradient in object space, centred by default. */
export function radial(
  id: string,
  list: readonly Stop[],
  {
    cx = 0.5,
    cy = 0.5,
    r = 0.5,
    fx,
    fy,
  }: { cx?: number; cy?: number; r?: number; fx?: number; fy?: number } = {},
): string {
  const focus = fx === undefined ? "" : ` fx="${fx}" fy="${fy ?? cy}"`;
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}"${focus}>${stops(list)}</radialGradient>`;
}

/** A Gaussian blur filter; blurred shapes make glows, steam and soft shadows. */
export function blur(id: string, deviation: number): string {
  return `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${n(deviation)}"/></filter>`;
}

/** A soft contact shadow under an object standing at (cx, cy). Needs `shadowDefs()`. */
export function contactShadow(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  opacity = 0.35,
): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${palette.ink}" opacity="${n(opacity)}" filter="url(#kit-shadow)"/>
<ellipse cx="${n(cx + rx * 0.12)}" cy="${n(cy)}" rx="${n(rx * 0.7)}" ry="${n(ry * 0.35)}" fill="${palette.ink}" opacity="${n(opacity * 0.9)}" filter="url(#kit-shadow-tight)"/>`;
}

export function shadowDefs(scale = 1): string {
  return blur("kit-shadow", 18 * scale) + blur("kit-shadow-tight", 5 * scale);
}

export type BackdropTone = "stone" | "linen" | "ink" | "glacier";

const backdropColours: Record<
  BackdropTone,
  { wall: string; wallLit: string; floor: string; floorFar: string }
> = {
  stone: { wall: "#ebe4da", wallLit: "#f8f4ee", floor: "#ddd2c3", floorFar: "#e6ddd0" },
  linen: { wall: "#e2d6c4", wallLit: "#f1e9dd", floor: "#d3c3ab", floorFar: "#ddd0bc" },
  ink: { wall: "#2a2521", wallLit: "#3d352f", floor: "#1f1b18", floorFar: "#27221e" },
  glacier: { wall: "#dfe8ea", wallLit: "#f3f7f7", floor: "#c9d7db", floorFar: "#d6e1e4" },
};

/**
 * A studio backdrop: a wall, a floor meeting it at `horizon` (fraction of the height), and the
 * key light falling from the upper left. Returns defs and body to place first.
 */
export function studioBackdrop(
  width: number,
  height: number,
  tone: BackdropTone = "stone",
  horizon = 0.68,
): { defs: string; body: string } {
  const c = backdropColours[tone];
  const y = height * horizon;
  const defs =
    linear(
      "kit-wall",
      [
        [0, c.wallLit],
        [1, c.wall],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0.6 },
    ) +
    linear("kit-floor", [
      [0, c.floorFar],
      [1, c.floor],
    ]) +
    radial(
      "kit-key",
      [
        [0, "#fff7ea", tone === "ink" ? 0.12 : 0.55],
        [1, "#fff7ea", 0],
      ],
      { cx: 0.22, cy: 0.12, r: 0.75 },
    ) +
    radial(
      "kit-vignette",
      [
        [0.55, palette.ink, 0],
        [1, palette.ink, tone === "ink" ? 0.45 : 0.14],
      ],
      { cx: 0.5, cy: 0.5, r: 0.75 },
    );
  const body = `<rect width="${width}" height="${n(y)}" fill="url(#kit-wall)"/>
<rect y="${n(y)}" width="${width}" height="${n(height - y)}" fill="url(#kit-floor)"/>
<rect y="${n(y - 1)}" width="${width}" height="2" fill="${palette.ink}" opacity="0.05"/>
<rect width="${width}" height="${height}" fill="url(#kit-key)"/>`;
  return { defs, body };
}

/** The vignette that finishes a studio picture; place it last. */
export function vignette(width: number, height: number): string {
  return `<rect width="${width}" height="${height}" fill="url(#kit-vignette)"/>`;
}

/** The six timbers of app/catalogue/woods.ts, as colours for drawing. */
export type Wood = "thermo-pine" | "pine" | "obeche" | "western-red-cedar" | "lunawood" | "oak";

export const woods: Record<
  Wood,
  { light: string; base: string; dark: string; grain: string; knots: boolean }
> = {
  "thermo-pine": {
    light: "#b98757",
    base: "#9a6a40",
    dark: "#6f4a2b",
    grain: "#5a3a20",
    knots: true,
  },
  pine: { light: "#ecd3a6", base: "#dcb987", dark: "#c09662", grain: "#a77c4a", knots: true },
  obeche: { light: "#f0dfbd", base: "#e4cda3", dark: "#cdb084", grain: "#bf9f72", knots: false },
  "western-red-cedar": {
    light: "#c98a5e",
    base: "#b0703f",
    dark: "#874f2b",
    grain: "#6e3d1f",
    knots: false,
  },
  lunawood: { light: "#a9774c", base: "#8c5d37", dark: "#634026", grain: "#4d2f19", knots: false },
  oak: { light: "#d8b98c", base: "#c19c6b", dark: "#9b774b", grain: "#7d5c37", knots: false },
};

/**
 * Horizontal or vertical boards of a timber inside a rectangle, with fine grain lines and, for
 * knotty timbers, the odd knot. Light and shade follow the key light (lighter to the left).
 */
export function boards(
  x: number,
  y: number,
  width: number,
  height: number,
  wood: Wood,
  rand: () => number,
  {
    direction = "horizontal",
    boardSize = 90,
    grainLines = 5,
    shade = 0,
  }: {
    direction?: "horizontal" | "vertical";
    boardSize?: number;
    grainLines?: number;
    /** 0 = lit, 1 = in deep shadow. */
    shade?: number;
  } = {},
): string {
  const w = woods[wood];
  const parts: string[] = [];
  const along = direction === "horizontal" ? width : height;
  const across = direction === "horizontal" ? height : width;
  const count = Math.max(1, Math.round(across / boardSize));
  const size = across / count;
  for (let i = 0; i < count; i++) {
    const start = i * size;
    const tint = rand();
    const fill = tint < 0.33 ? w.light : tint < 0.75 ? w.base : w.dark;
    const rect =
      direction === "horizontal"
        ? { x, y: y + start, w: width, h: size }
        : { x: x + start, y, w: size, h: height };
    parts.push(
      `<rect x="${n(rect.x)}" y="${n(rect.y)}" width="${n(rect.w)}" height="${n(rect.h)}" fill="${fill}"/>`,
    );
    // Grain: gently wandering lines along the board.
    for (let g = 0; g < grainLines; g++) {
      const offset = between(rand, 0.1, 0.9) * size;
      const amplitude = between(rand, 0.5, 2.5) * (size / 40);
      const waves = Math.round(between(rand, 2, 5));
      let d = "";
      const steps = 12;
      for (let s = 0; s <= steps; s++) {
        const t = s / steps;
        const a = t * along;
        const b = start + offset + Math.sin(t * Math.PI * waves + g) * amplitude;
        const [px, py] = direction === "horizontal" ? [x + a, y + b] : [x + b, y + a];
        d += `${s === 0 ? "M" : "L"}${n(px)} ${n(py)}`;
      }
      parts.push(
        `<path d="${d}" fill="none" stroke="${w.grain}" stroke-width="${n(between(rand, 0.6, 1.6))}" opacity="${n(between(rand, 0.15, 0.4))}"/>`,
      );
    }
    if (w.knots && rand() < 0.35) {
      const a = between(rand, 0.1, 0.9) * along;
      const b = start + size * between(rand, 0.3, 0.7);
      const [kx, ky] = direction === "horizontal" ? [x + a, y + b] : [x + b, y + a];
      const r = size * between(rand, 0.08, 0.14);
      parts.push(
        `<ellipse cx="${n(kx)}" cy="${n(ky)}" rx="${n(direction === "horizontal" ? r * 1.6 : r)}" ry="${n(direction === "horizontal" ? r : r * 1.6)}" fill="${w.grain}" opacity="0.55"/>`,
      );
    }
    // The joint between boards.
    const joint =
      direction === "horizontal"
        ? `<rect x="${n(x)}" y="${n(y + start)}" width="${n(width)}" height="1.5" fill="${palette.ink}" opacity="0.22"/>`
        : `<rect x="${n(x + start)}" y="${n(y)}" width="1.5" height="${n(height)}" fill="${palette.ink}" opacity="0.22"/>`;
    parts.push(joint);
  }
  if (shade > 0) {
    parts.push(
      `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" fill="${palette.ink}" opacity="${n(shade)}"/>`,
    );
  }
  return parts.join("");
}
