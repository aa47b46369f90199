/**
 * Timber for the 3D model: one table of tones keyed by the timber ids of `catalogue/woods.ts`,
 * chosen to match the swatch pictures (the unit test compares each texture's average colour with
 * its swatch), and the wood grain drawn from it into pixels.
 *
 * The pixels are plain arithmetic, so Node can make them (the tests do); three.js gets them as a
 * `DataTexture`, which needs no canvas. A texture is made on first use and kept, one per timber.
 *
 * The pattern is a strip of tongue-and-groove boards, `BOARDS` across and `TILE_LENGTH` long, that
 * repeats seamlessly both ways: growth rings drawn as arches (flat-sawn boards) or straight lines
 * (quarter-sawn), a wobble along the grain, fine fibres, the odd knot, and the dark V-groove
 * between boards.
 */
import {
  DataTexture,
  LinearFilter,
  LinearMipmapLinearFilter,
  RepeatWrapping,
  RGBAFormat,
  SRGBColorSpace,
  UnsignedByteType,
} from "three";

import type { TimberId } from "~/content/range-core";

import { TIMBER_TONES } from "./timber-tones";

export { TIMBER_TONES, type TimberTone } from "./timber-tones";

/** How much of a timber's contrast the room-sized texture keeps. */
const ROOM_SCALE_CONTRAST = 0.8;

/** Boards across one tile, and the tile's size in metres (120 mm boards, 2.4 m long). */
export const BOARDS = 4;
export const TILE_WIDTH = 0.48;
export const TILE_LENGTH = 2.4;

/** The texture's size in pixels: across the boards (u) and along the grain (v). */
export const TEXTURE_SIZE = { u: 512, v: 1024 } as const;

/** A small, fast, seeded random generator (mulberry32). */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function seedOf(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

/** `#rrggbb` as three numbers 0–255. */
export function rgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

const smooth = (edge0: number, edge1: number, x: number) => {
  const t = Math.min(1, Math.max(0, (x - edge0) / (edge1 - edge0)));
  return t * t * (3 - 2 * t);
};

/**
 * The grain of a timber as RGBA pixels (sRGB), `width` across the boards and `height` along the
 * grain, row by row. Deterministic: the same timber always gives the same pixels.
 */
export function grainPixels(
  id: TimberId,
  width: number = TEXTURE_SIZE.u,
  height: number = TEXTURE_SIZE.v,
): Uint8ClampedArray<ArrayBuffer> {
  const tone = TIMBER_TONES[id];
  const rand = random(seedOf(id));
  const early = rgb(tone.early);
  const late = rgb(tone.late);
  const knotColour = rgb(tone.knot);
  const boardPx = width / BOARDS;
  const TAU = Math.PI * 2;

  // Each board: a tint, where its pith lies, whether it is flat-sawn, how its rings wobble.
  const boards = Array.from({ length: BOARDS }, () => ({
    tint: (rand() * 2 - 1) * tone.variation,
    centre: 0.2 + rand() * 0.6,
    arched: rand() < tone.flatSawn,
    arch: 0.6 + rand() * 0.8,
    phase: rand() * TAU,
    wobble: [1, 2, 3].map((k) => ({ k, phase: rand() * TAU, amount: (0.02 + rand() * 0.04) / k })),
  }));
  // Knots: a count per tile from the density, each on one board, away from its edges.
  const knotCount = Math.round(tone.knots * TILE_WIDTH * TILE_LENGTH * (0.6 + rand() * 0.8));
  const knots = Array.from({ length: knotCount }, () => ({
    board: Math.floor(rand() * BOARDS),
    u: 0.3 + rand() * 0.4,
    v: rand(),
    r: 0.05 + rand() * 0.07,
  }));
  // Fibres: fine lines along the grain, a random value per column.
  const fibres = Array.from({ length: width }, () => rand() * 2 - 1);
  const flecks = tone.flecks
    ? Array.from({ length: 60 }, () => ({ u: rand(), v: rand(), len: 0.01 + rand() * 0.03 }))
    : [];

  const pixels = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    const v = y / height;
    for (let x = 0; x < width; x++) {
      const index = Math.min(BOARDS - 1, Math.floor(x / boardPx));
      const board = boards[index]!;
      const u = (x - index * boardPx) / boardPx; // 0–1 across this board
      let wobble = 0;
      for (const term of board.wobble)
        wobble += term.amount * Math.sin(TAU * term.k * v + term.phase);
      const across = u - board.centre + wobble;
      // Rings: arches that rise and fall once along the tile (seamless), or straight lines.
      const ring = board.arched
        ? Math.sqrt(across * across * 4 + board.arch * (1 - Math.cos(TAU * v + board.phase)))
        : across * 1.1;
      let phase = ring * tone.rings;
      // Knots push the rings round them and darken their heart.
      let knotDark = 0;
      for (const knot of knots) {
        if (knot.board !== index) continue;
        let dv = Math.abs(v - knot.v);
        dv = Math.min(dv, 1 - dv) * (TILE_LENGTH / (TILE_WIDTH / BOARDS));
        const du = u - knot.u;
        const d = Math.sqrt(du * du + dv * dv * 0.6) / knot.r;
        if (d < 3) phase += (3 - d) * 0.5;
        knotDark = Math.max(knotDark, 1 - smooth(0.55, 1, d));
      }
      const f = phase - Math.floor(phase);
      // Seen across a room the figure reads quieter than in the swatch's close-up.
      const lateWood =
        smooth(1 - tone.lateShare, 1 - tone.lateShare * 0.4, f) *
        tone.contrast *
        ROOM_SCALE_CONTRAST;
      let r = early[0] + (late[0] - early[0]) * lateWood;
      let g = early[1] + (late[1] - early[1]) * lateWood;
      let b = early[2] + (late[2] - early[2]) * lateWood;
      // Fibres and the board's own tint.
      const shade = 1 + fibres[x]! * 0.035 + board.tint * 0.18;
      r *= shade;
      g *= shade;
      b *= shade;
      for (const fleck of flecks) {
        const dv = Math.abs(v - fleck.v);
        if (Math.abs(u - fleck.u * 1) < fleck.len * 4 && dv < 0.0015) {
          r = r * 0.9 + 255 * 0.1;
          g = g * 0.9 + 235 * 0.1;
          b = b * 0.9 + 200 * 0.1;
        }
      }
      if (knotDark > 0) {
        r += (knotColour[0] - r) * knotDark;
        g += (knotColour[1] - g) * knotDark;
        b += (knotColour[2] - b) * knotDark;
      }
      // The V-groove between two boards: shade on one chamfer, light on the other.
      const edge = x - index * boardPx;
      const groove = edge < 1 ? 0.55 : edge < 2 ? 0.85 : edge > boardPx - 2 ? 1.06 : 1;
      const at = (y * width + x) * 4;
      pixels[at] = r * groove;
      pixels[at + 1] = g * groove;
      pixels[at + 2] = b * groove;
      pixels[at + 3] = 255;
    }
  }
  return pixels;
}

const made = new Map<TimberId, DataTexture>();

/**
 * The timber's texture, made on first use: repeat-wrapped, mipmapped, in sRGB. One texture per
 * timber is shared by every surface; a surface sets its own scale through its UVs (one unit of
 * u is `TILE_WIDTH` metres, one of v `TILE_LENGTH`), so nothing needs cloning.
 */
export function timberTexture(id: TimberId): DataTexture {
  let texture = made.get(id);
  if (!texture) {
    const { u, v } = TEXTURE_SIZE;
    texture = new DataTexture(grainPixels(id, u, v), u, v, RGBAFormat, UnsignedByteType);
    texture.name = `timber:${id}`;
    texture.colorSpace = SRGBColorSpace;
    texture.wrapS = texture.wrapT = RepeatWrapping;
    texture.magFilter = LinearFilter;
    texture.minFilter = LinearMipmapLinearFilter;
    texture.generateMipmaps = true;
    texture.anisotropy = 8;
    texture.userData.shared = true;
    texture.needsUpdate = true;
    made.set(id, texture);
  }
  return texture;
}
