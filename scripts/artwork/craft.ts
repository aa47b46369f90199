/**
 * Helpers shared by the wood swatches, the about page and the blog artworks: colour arithmetic,
 * compact polylines, and `boardFace()`, a planed board whose grain is drawn from a simple model of
 * a log (growth rings are circles round the pith; the board's face is a plane cutting them, so a
 * flat-sawn face shows nested "cathedral" arches and a rift-sawn face straight lines).
 */
import { between, mix, n, palette, type Wood } from "./kit";

export { mix };

// ---------------------------------------------------------------------------------------------
// Colour

/** Lighter (amount > 0, towards warm white) or darker (amount < 0, towards ink). */
export function tone(color: string, amount: number): string {
  return amount >= 0 ? mix(color, "#fff8ee", amount) : mix(color, palette.ink, -amount);
}

// ---------------------------------------------------------------------------------------------
// Paths

export type Point = readonly [number, number];

/** Ramer–Douglas–Peucker: drop points that lie within `tolerance` of the line through the rest. */
export function simplify(points: readonly Point[], tolerance: number): Point[] {
  if (points.length < 3) return [...points];
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack: Array<[number, number]> = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop()!;
    const [ax, ay] = points[first]!;
    const [bx, by] = points[last]!;
    const dx = bx - ax;
    const dy = by - ay;
    const length = Math.hypot(dx, dy) || 1;
    let worst = -1;
    let index = -1;
    for (let i = first + 1; i < last; i++) {
      const [px, py] = points[i]!;
      const distance = Math.abs((px - ax) * dy - (py - ay) * dx) / length;
      if (distance > worst) {
        worst = distance;
        index = i;
      }
    }
    if (worst > tolerance && index > 0) {
      keep[index] = 1;
      stack.push([first, index], [index, last]);
    }
  }
  return points.filter((_, i) => keep[i] === 1);
}

/** Points as a path: `M x y L x y ...`, closed with `Z` when asked. */
export function polyline(points: readonly Point[], close = false): string {
  let d = "";
  points.forEach(([x, y], i) => {
    d += `${i === 0 ? "M" : "L"}${n(x)} ${n(y)}`;
  });
  return close ? `${d}Z` : d;
}

/** A smooth path through points (Catmull–Rom as cubic Béziers). */
export function smooth(points: readonly Point[], close = false): string {
  const count = points.length;
  if (count < 3) return polyline(points, close);
  const at = (i: number): Point =>
    close ? points[(i + count) % count]! : points[Math.max(0, Math.min(count - 1, i))]!;
  let d = `M${n(points[0]![0])} ${n(points[0]![1])}`;
  const segments = close ? count : count - 1;
  for (let i = 0; i < segments; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    d += `C${n(p1[0] + (p2[0] - p0[0]) / 6)} ${n(p1[1] + (p2[1] - p0[1]) / 6)} ${n(p2[0] - (p3[0] - p1[0]) / 6)} ${n(p2[1] - (p3[1] - p1[1]) / 6)} ${n(p2[0])} ${n(p2[1])}`;
  }
  return close ? `${d}Z` : d;
}

// ---------------------------------------------------------------------------------------------
// Wood grain

/** How each timber's face looks, at the scale of a swatch (about 1.7 px per millimetre). */
interface Grain {
  /** Earlywood (the pale part of a growth ring) and latewood (the dark band). */
  early: string;
  late: string;
  /** Mean growth-ring spacing in px at scale 1. */
  spacing: number;
  /** Share of a ring that is latewood, and how dark it gets (0–1). */
  lateShare: number;
  contrast: number;
  /** Chance that a board is flat-sawn (cathedrals) rather than rift-sawn (straight lines). */
  flatSawn: number;
  /** Knots per metre of board, and their colour. */
  knots: number;
  knot: string;
  /** How much boards differ in colour from one another (0–1). */
  variation: number;
  /** How much the rings wander (in ring spacings). */
  wave: number;
  /** Soft colour streaks along the board (0–1): ribbon figure, mineral streaks. */
  streaks: number;
  /** Fine fibre streaks per 100 px², and oak's ray flecks. */
  fibres: number;
  flecks: boolean;
}

export const grains: Record<Wood, Grain> = {
  "thermo-pine": {
    early: "#a96f3f",
    late: "#6b3f1f",
    spacing: 10,
    lateShare: 0.34,
    contrast: 0.85,
    flatSawn: 0.8,
    knots: 1.6,
    knot: "#5a3318",
    variation: 0.25,
    wave: 0.22,
    streaks: 0.25,
    fibres: 0.5,
    flecks: false,
  },
  pine: {
    early: "#ecd6aa",
    late: "#c99a5e",
    spacing: 12,
    lateShare: 0.32,
    contrast: 0.8,
    flatSawn: 0.75,
    knots: 2.4,
    knot: "#8f5a2e",
    variation: 0.18,
    wave: 0.25,
    streaks: 0.2,
    fibres: 0.4,
    flecks: false,
  },
  obeche: {
    early: "#eedcb6",
    late: "#d8bf90",
    spacing: 6,
    lateShare: 0.5,
    contrast: 0.5,
    flatSawn: 0.0,
    knots: 0,
    knot: "#c9ad80",
    variation: 0.08,
    wave: 0.15,
    streaks: 0.7,
    fibres: 1.1,
    flecks: false,
  },
  "western-red-cedar": {
    early: "#c38558",
    late: "#8a4c2a",
    spacing: 9,
    lateShare: 0.36,
    contrast: 0.75,
    flatSawn: 0.5,
    knots: 0,
    knot: "#5e3119",
    variation: 0.75,
    wave: 0.22,
    streaks: 0.5,
    fibres: 0.5,
    flecks: false,
  },
  lunawood: {
    early: "#8b5731",
    late: "#4b2a14",
    spacing: 11,
    lateShare: 0.36,
    contrast: 0.9,
    flatSawn: 0.85,
    knots: 0.5,
    knot: "#3e2210",
    variation: 0.2,
    wave: 0.22,
    streaks: 0.25,
    fibres: 0.5,
    flecks: false,
  },
  oak: {
    early: "#c9a676",
    late: "#94703f",
    spacing: 11,
    lateShare: 0.22,
    contrast: 0.7,
    flatSawn: 0.3,
    knots: 0,
    knot: "#6d4d2b",
    variation: 0.15,
    wave: 0.06,
    streaks: 0.3,
    fibres: 2.2,
    flecks: true,
  },
};

/** A slow, smooth wobble: a sum of a few sines with random phases. */
function wobble(rand: () => number, amplitude: number, wavelength: number): (t: number) => number {
  const terms = [1, 0.55, 0.3].map((weight, i) => ({
    weight: weight * amplitude,
    k: (Math.PI * 2 * (1 + i * 1.7 + rand() * 0.6)) / wavelength,
    phase: rand() * Math.PI * 2,
  }));
  return (t) =>
    terms.reduce((sum, { weight, k, phase }) => sum + weight * Math.sin(t * k + phase), 0);
}

interface Knot {
  u: number;
  v: number;
  r: number;
}

/** Pushes grain aside round knots so the rings flow round them, as they do in the tree. */
function deflect(knots: readonly Knot[], u: number, v: number): number {
  let shift = 0;
  for (const knot of knots) {
    const du = (u - knot.u) / (knot.r * 3.2);
    if (Math.abs(du) > 3) continue;
    const dv = v - knot.v;
    const along = Math.exp(-du * du);
    const across =
      (dv / Math.sqrt(dv * dv + knot.r * knot.r * 0.36)) *
      Math.exp(-(dv * dv) / (8 * knot.r * knot.r));
    shift += knot.r * 1.25 * along * across;
  }
  return v + shift;
}

/** A knot: the cut end of a branch, darker and denser than the board, with its own rings. */
function drawKnot(knot: Knot, grain: Grain, late: string, rand: () => number): string {
  const { u, v, r } = knot;
  const stretch = between(rand, 1.05, 1.35);
  const seed = rand() * 6;
  const outline = (scale: number, jitter: number, long = 1): string => {
    const points: Point[] = [];
    for (let i = 0; i < 16; i++) {
      const a = (i / 16) * Math.PI * 2;
      const k =
        scale * (1 + jitter * Math.sin(a * 2 + seed) + jitter * 0.6 * Math.sin(a * 3 + seed * 2));
      // `long` draws the wrapping grain out into points along the board.
      const pointed = 1 + (long - 1) * Math.abs(Math.sin(a)) ** 3;
      points.push([v + Math.cos(a) * r * k, u + Math.sin(a) * r * stretch * k * pointed]);
    }
    return smooth(points, true);
  };
  const dark = tone(grain.knot, -0.35);
  // A latewood halo where the board's rings crowd round the branch, then the knot's own rings.
  const halo = `<path d="${outline(1.5, 0.05, 1.6)}" fill="${late}" opacity="0.22"/>`;
  const rings = [0.72, 0.48, 0.26]
    .map(
      (s, i) =>
        `<path d="${outline(s, 0.05)}" fill="none" stroke="${dark}" stroke-width="${n(r * 0.07)}" opacity="${n(0.45 - i * 0.08)}"/>`,
    )
    .join("");
  return (
    halo +
    `<path d="${outline(1.12, 0.06)}" fill="${mix(late, grain.knot, 0.5)}"/>` +
    `<path d="${outline(1, 0.06)}" fill="${grain.knot}"/>` +
    rings +
    `<path d="${outline(1, 0.06)}" fill="none" stroke="${dark}" stroke-width="${n(r * 0.1)}" opacity="0.7"/>` +
    `<circle cx="${n(v + r * 0.06)}" cy="${n(u - r * 0.04)}" r="${n(r * 0.09)}" fill="${dark}" opacity="0.8"/>`
  );
}

/**
 * A planed board face of `width` × `length` px with its grain running down the page, in local
 * coordinates (place it with a transform). `id` must be unique within the document.
 */
export function boardFace(
  id: string,
  width: number,
  length: number,
  wood: Wood,
  rand: () => number,
  {
    scale = 1,
    tint = between(rand, -1, 1),
    flat = rand() < grains[wood].flatSawn,
    knots: knotRate = grains[wood].knots,
    detail = 1,
    radius = 0,
  }: {
    /** Grain scale relative to a swatch (0.5 = rings half as far apart). */
    scale?: number;
    /** -1…1: this board's place in the timber's colour range. */
    tint?: number;
    /** Flat-sawn (cathedrals) or rift-sawn (straight lines). */
    flat?: boolean;
    /** Knots per 1000 px of board. */
    knots?: number;
    /** 0–1: fewer fibre streaks when the board is seen small. */
    detail?: number;
    /** Rounded corners (for sample boards). */
    radius?: number;
  } = {},
): string {
  const grain = grains[wood];
  const shift = tint * grain.variation;
  const early =
    shift >= 0 ? tone(grain.early, shift * 0.35) : mix(grain.early, grain.late, -shift * 0.45);
  const late = tone(grain.late, shift * 0.25);
  const spacing = grain.spacing * scale;

  // The log: the pith sits at `pith(u)` across the board, at depth `depth(u)` below the face.
  const pithAcross = flat
    ? width * between(rand, 0.3, 0.7)
    : (rand() < 0.5 ? -1 : 1) * width * between(rand, 2.5, 5) + width / 2;
  const slope = flat ? (rand() < 0.5 ? -1 : 1) * between(rand, 0.05, 0.14) * (width / 240) : 0;
  const baseDepth = flat
    ? width * between(rand, 0.25, 0.55) - slope * length * between(rand, 0.2, 0.8)
    : width * between(rand, 0, 0.6);
  // The face drifts steadily away from the pith, so each ring closes once: a cathedral. The sway
  // on top is kept gentle enough never to reverse the drift (which would draw closed ovals).
  const swayLength = length * between(rand, 0.9, 1.8);
  const swayPhase = rand() * Math.PI * 2;
  const sway = flat ? ((Math.abs(slope) * swayLength) / (Math.PI * 2)) * 0.7 : width * 0.1;
  const depthWobble = (u: number) => sway * Math.sin((u / swayLength) * Math.PI * 2 + swayPhase);
  const leanWobble = wobble(rand, width * (flat ? 0.025 : 0.006), length * 2);
  const depth = (u: number) => Math.max(2, baseDepth + slope * u + depthWobble(u));
  const pith = (u: number) => pithAcross + leanWobble(u);
  const ringWobble = wobble(rand, spacing * grain.wave, length * 1.1);

  // Knots, kept clear of the board's edges.
  const knots: Knot[] = [];
  let expected = (knotRate * length) / 1000;
  while (expected > 0 && rand() < expected) {
    const knot = {
      u: between(rand, 0.1, 0.9) * length,
      v: between(rand, 0.25, 0.75) * width,
      r: between(rand, 0.06, 0.13) * width,
    };
    if (knots.every((other) => Math.abs(other.u - knot.u) > (other.r + knot.r) * 4))
      knots.push(knot);
    expected -= 1;
  }

  // The growth rings that the face cuts, from the outermost inwards.
  const step = Math.max(3, length / 240);
  const samples: number[] = [];
  for (let u = -step; u <= length + step; u += step) samples.push(u);
  // Only rings between the nearest and the farthest reach of the face from the pith show.
  let nearest = Infinity;
  let farthest = 0;
  for (const u of samples) {
    const c = pith(u);
    nearest = Math.min(nearest, Math.hypot(depth(u), Math.max(0, -c, c - width)));
    farthest = Math.max(farthest, Math.hypot(depth(u), Math.max(Math.abs(c), Math.abs(c - width))));
  }
  const radii: number[] = [];
  const firstRing = Math.max(spacing, nearest - spacing * 2);
  for (let r = firstRing; r < farthest + spacing * 2;) {
    radii.push(r);
    r += spacing * between(rand, 0.55, 1.45);
  }

  /** The band of the face inside ring radius R(u): returns closed polygons. */
  const region = (radius: (u: number) => number): string => {
    let d = "";
    let left: Point[] = [];
    let right: Point[] = [];
    const flush = () => {
      if (left.length > 1) {
        const outline = [...simplify(left, 0.35), ...simplify(right, 0.35).reverse()];
        d += polyline(outline, true);
      }
      left = [];
      right = [];
    };
    let previous: { u: number; h2: number } | null = null;
    for (const u of samples) {
      const r = radius(u);
      const h2 = r * r - depth(u) ** 2;
      if (previous && previous.h2 <= 0 !== h2 <= 0) {
        // Where the ring just touches the face: the tip of a cathedral.
        const t = previous.h2 / (previous.h2 - h2);
        const tipU = previous.u + (u - previous.u) * t;
        const tip: Point = [deflect(knots, tipU, pith(tipU)), tipU];
        left.push(tip);
        right.push(tip);
        if (h2 <= 0) flush();
      }
      if (h2 > 0) {
        const h = Math.sqrt(h2);
        const c = pith(u);
        left.push([deflect(knots, u, c - h), u]);
        right.push([deflect(knots, u, c + h), u]);
      }
      previous = { u, h2 };
    }
    flush();
    return d;
  };

  const parts: string[] = [`<rect width="${n(width)}" height="${n(length)}" fill="${early}"/>`];
  for (let i = radii.length - 1; i >= 0; i--) {
    const r = radii[i]!;
    const gap = i > 0 ? r - radii[i - 1]! : spacing;
    const share = grain.lateShare * between(rand, 0.7, 1.3);
    const strength = grain.contrast * between(rand, 0.6, 1.15);
    const drift = i * 0.37;
    const at = (offset: number) => (u: number) => r - offset + ringWobble(u + drift * 40);
    // Latewood: darkest at the ring's sharp outer edge, fading inwards into the earlywood.
    parts.push(`<path d="${region(at(0))}" fill="${mix(early, late, strength)}"/>`);
    if (detail > 0.5) {
      parts.push(
        `<path d="${region(at(gap * share * 0.45))}" fill="${mix(early, late, strength * 0.62)}"/>`,
      );
    }
    parts.push(
      `<path d="${region(at(gap * share))}" fill="${mix(early, late, strength * 0.18 * rand())}"/>`,
    );
  }

  // Soft colour streaks along the board: ribbon figure, mineral streaks, heartwood and sapwood.
  if (grain.streaks > 0) {
    const soft = (name: string, color: string) =>
      `<linearGradient id="${id}-${name}"><stop offset="0" stop-color="${color}" stop-opacity="0"/><stop offset="0.5" stop-color="${color}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></linearGradient>`;
    parts.push(`<defs>${soft("pale", tone(early, 0.4))}${soft("deep", late)}</defs>`);
    const count = Math.round(between(rand, 3, 6) * (width / 240));
    for (let i = 0; i < count; i++) {
      const w = between(rand, 12, 60) * Math.max(scale, 0.5);
      parts.push(
        `<rect x="${n(rand() * width - w / 2)}" width="${n(w)}" height="${n(length)}" fill="url(#${id}-${rand() < 0.5 ? "pale" : "deep"})" opacity="${n(grain.streaks * between(rand, 0.15, 0.4))}"/>`,
      );
    }
  }

  // Fibres: faint streaks along the board.
  const fibreCount = Math.round((grain.fibres * detail * width * length) / 10000);
  let fibres = "";
  for (let i = 0; i < fibreCount; i++) {
    const v = rand() * width;
    const u = rand() * length;
    const len = between(rand, 6, 40) * scale;
    fibres += `M${n(v)} ${n(u)}v${n(len)}`;
  }
  if (fibres) {
    parts.push(
      `<path d="${fibres}" stroke="${late}" stroke-width="${n(0.9 * Math.max(scale, 0.6))}" opacity="0.22" fill="none"/>`,
    );
  }

  // Oak's medullary rays: pale, silky ribbons crossing the straight grain, gathered in one zone.
  if (grain.flecks && !flat) {
    const count = Math.round(((width * length) / 11000) * Math.max(detail, 0.5));
    const zone = between(rand, 0.25, 0.75) * width;
    const fleck = tone(early, 0.3);
    let d = "";
    for (let i = 0; i < count; i++) {
      const v = zone + (rand() + rand() - 1) * width * 0.5;
      const u = rand() * length;
      const len = between(rand, 30, 110) * scale;
      const thick = between(rand, 5, 14) * scale;
      const angle = (between(rand, -18, 18) * Math.PI) / 180;
      const bend = between(rand, -0.15, 0.15) * len;
      const side = (sign: number) =>
        Array.from({ length: 7 }, (_, k) => {
          const t = (k / 6) * 2 - 1;
          const along = (t * len) / 2;
          const across =
            sign * (thick / 2) * (1 - t * t) ** 0.6 * (1 + 0.35 * Math.sin(t * 5 + u)) +
            bend * (1 - t * t);
          return [
            v + along * Math.cos(angle) - across * Math.sin(angle),
            u + along * Math.sin(angle) + across * Math.cos(angle),
          ] as Point;
        });
      d += smooth([...side(1), ...side(-1).reverse().slice(1, -1)], true);
    }
    parts.push(`<path d="${d}" fill="${fleck}" opacity="0.42"/>`);
  }

  for (const knot of knots)
    parts.push(drawKnot(knot, grain, mix(early, late, grain.contrast), rand));

  return `<clipPath id="${id}"><rect width="${n(width)}" height="${n(length)}" rx="${n(radius)}"/></clipPath><g clip-path="url(#${id})">${parts.join("")}</g>`;
}

// ---------------------------------------------------------------------------------------------
// Light and shade

/**
 * A Gaussian blur whose filter region is only `margin` (a fraction of the shape's box) larger than
 * the shape: much cheaper than the kit's generous region for large shapes.
 */
export function softBlur(id: string, deviation: number, margin = 0.15): string {
  return `<filter id="${id}" x="${-margin}" y="${-margin}" width="${1 + margin * 2}" height="${1 + margin * 2}"><feGaussianBlur stdDeviation="${n(deviation)}"/></filter>`;
}

/**
 * A soft-edged rectangle without a blur filter (blurs are slow in librsvg): nested rounded rects,
 * each a little larger and fainter, build up a smooth falloff. Good for cast shadows.
 */
export function softRect(
  x: number,
  y: number,
  width: number,
  height: number,
  { spread = 20, opacity = 0.4, radius = 0, steps = 7, fill = palette.ink as string } = {},
): string {
  let rects = "";
  for (let i = 0; i < steps; i++) {
    const grow = spread * ((i + 0.5) / steps - 0.5);
    rects += `<rect x="${n(x - grow)}" y="${n(y - grow)}" width="${n(width + grow * 2)}" height="${n(height + grow * 2)}" rx="${n(Math.max(0, radius + grow))}"/>`;
  }
  // Each layer's alpha, such that all of them stacked reach `opacity` in the middle.
  const alpha = 1 - (1 - opacity) ** (1 / steps);
  return `<g fill="${fill}" fill-opacity="${alpha.toFixed(3)}">${rects}</g>`;
}

/** Radial gradients for soft light and shade on ellipses: `url(#glow-<kind>)`. */
export const glowColours = {
  ink: palette.ink,
  steam: "#fbf8f3",
  amber: palette.amber,
  ember: palette.emberGlow,
  warm: "#fff1dc",
  ice: "#eef6f8",
} as const;

export type GlowKind = keyof typeof glowColours;

export function glowDefs(): string {
  return Object.entries(glowColours)
    .map(
      ([kind, color]) =>
        `<radialGradient id="glow-${kind}"><stop offset="0" stop-color="${color}"/><stop offset="0.35" stop-color="${color}" stop-opacity="0.72"/><stop offset="0.7" stop-color="${color}" stop-opacity="0.2"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
    )
    .join("");
}

/** A soft ellipse of light or shade (needs `glowDefs()`), optionally turned by `angle` degrees. */
export function glow(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  kind: GlowKind,
  opacity = 1,
  angle = 0,
): string {
  const turn = angle === 0 ? "" : ` transform="rotate(${n(angle)} ${n(cx)} ${n(cy)})"`;
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="url(#glow-${kind})" opacity="${n(opacity)}"${turn}/>`;
}

// ---------------------------------------------------------------------------------------------
// Timber in a scene

/** A board with its grain along its longer side (boards lying across are turned). */
export function plank(
  id: string,
  x: number,
  y: number,
  width: number,
  height: number,
  wood: Wood,
  rand: () => number,
  options: Parameters<typeof boardFace>[5] = {},
): string {
  if (height >= width) {
    return `<g transform="translate(${n(x)} ${n(y)})">${boardFace(id, width, height, wood, rand, options)}</g>`;
  }
  // Lying across: draw it upright, then turn it a quarter to the left.
  return `<g transform="translate(${n(x)} ${n(y + height)}) rotate(-90)">${boardFace(id, height, width, wood, rand, options)}</g>`;
}

/**
 * Vertical tongue-and-groove panelling, the walls of a sauna: boards of `board` px with V-joints,
 * optionally darkened by `shade` (0–1) for a dim room.
 */
export function panelling(
  id: string,
  x: number,
  y: number,
  width: number,
  height: number,
  wood: Wood,
  rand: () => number,
  {
    board = 120,
    scale = 1,
    detail = 0.4,
    shade = 0,
    offset = 0.4,
    knots,
    wash = 0,
  }: {
    board?: number;
    scale?: number;
    detail?: number;
    shade?: number;
    /** Knots per 1000 px of board (the timber's own rate by default). */
    knots?: number;
    /** 0–1: softens the grain by washing the timber's colour over it. */
    wash?: number;
    /** Where the first joint falls, as a fraction of a board. */
    offset?: number;
  } = {},
): string {
  const parts: string[] = [];
  const joints: number[] = [];
  let index = 0;
  for (let left = x - board * (1 - offset); left < x + width; left += board) {
    const from = Math.max(left, x);
    const to = Math.min(left + board, x + width);
    parts.push(
      `<g transform="translate(${n(left)} ${n(y)})">${boardFace(`${id}-${index}`, board, height, wood, rand, { scale, detail, knots, tint: between(rand, -1, 1) })}</g>`,
    );
    if (left > x) joints.push(left);
    index++;
    if (to - from <= 0) break;
  }
  if (wash > 0) {
    parts.push(
      `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" fill="${mix(grains[wood].early, grains[wood].late, 0.3)}" opacity="${n(wash)}"/>`,
    );
  }
  const dark = tone(grains[wood].late, -0.6);
  for (const j of joints) {
    parts.push(
      `<rect x="${n(j - 4)}" y="${n(y)}" width="4" height="${n(height)}" fill="${palette.ink}" opacity="0.14"/><rect x="${n(j - 1)}" y="${n(y)}" width="2" height="${n(height)}" fill="${dark}" opacity="0.85"/><rect x="${n(j + 1)}" y="${n(y)}" width="2.5" height="${n(height)}" fill="#fff8ee" opacity="0.12"/>`,
    );
  }
  if (shade > 0) {
    parts.push(
      `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" fill="${palette.ink}" opacity="${n(shade)}"/>`,
    );
  }
  return `<clipPath id="${id}-wall"><rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}"/></clipPath><g clip-path="url(#${id}-wall)">${parts.join("")}</g>`;
}

// ---------------------------------------------------------------------------------------------
// Stones and heaters

/** Gradients for heater stones (lit from the upper left): `url(#stone-0)` … `url(#stone-3)`. */
export function stoneDefs(warmth = 0): string {
  const bases = ["#7a756e", "#5e5a55", "#4a4744", "#8c867d"];
  return bases
    .map((base, i) => {
      const lit = mix(tone(base, 0.35), palette.amber, warmth * 0.35);
      return `<radialGradient id="stone-${i}" cx="0.36" cy="0.3" r="0.75"><stop offset="0" stop-color="${lit}"/><stop offset="0.55" stop-color="${base}"/><stop offset="1" stop-color="${tone(base, -0.55)}"/></radialGradient>`;
    })
    .join("");
}

/** One rounded, slightly irregular stone (needs `stoneDefs()`). */
export function stone(cx: number, cy: number, rx: number, ry: number, rand: () => number): string {
  const points: Point[] = [];
  const count = 7;
  const turn = rand() * Math.PI;
  for (let i = 0; i < count; i++) {
    const a = turn + (i / count) * Math.PI * 2;
    const k = between(rand, 0.86, 1.1);
    points.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]);
  }
  return `<path d="${smooth(points, true)}" fill="url(#stone-${Math.floor(rand() * 4)})"/>`;
}

/**
 * A heap of stones seen from the front, its base `width` wide on y = `base` and `height` tall:
 * the upper (farther) rows first, the front rows over them.
 */
export function stoneHeap(
  cx: number,
  base: number,
  width: number,
  height: number,
  rand: () => number,
  size = 1,
): string {
  const parts: string[] = [];
  const rows = Math.max(3, Math.round(height / (22 * size)));
  for (let row = 0; row < rows; row++) {
    const t = (row + 0.5) / rows; // 0 at the top of the heap, 1 at its foot
    const y = base - height + t * height;
    const half = (width / 2) * Math.sqrt(Math.min(1, 0.15 + t * 1.05));
    const r = between(rand, 17, 22) * size * (0.8 + t * 0.3);
    const count = Math.max(1, Math.round((half * 2) / (r * 1.5)));
    for (let i = 0; i < count; i++) {
      const x = cx - half + ((i + 0.5) / count) * half * 2 + between(rand, -0.25, 0.25) * r;
      parts.push(
        stone(
          x,
          y + between(rand, -0.2, 0.2) * r,
          r * between(rand, 0.95, 1.25),
          r * between(rand, 0.65, 0.85),
          rand,
        ),
      );
    }
  }
  return parts.join("");
}

/** The steel of a heater body, lit from the left: `url(#steel-body)`. */
export function steelDefs(): string {
  return `<linearGradient id="steel-body" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#5d5954"/><stop offset="0.18" stop-color="#4a4642"/><stop offset="0.7" stop-color="#34302c"/><stop offset="1" stop-color="#25211e"/></linearGradient>`;
}

/**
 * A floor-standing sauna heater seen from the front: a dark steel body on short feet with its
 * stones heaped above. Needs `steelDefs()` and `stoneDefs()`. Returns the drawing; the top of the
 * stones is at `floor - height`.
 */
export function heater(
  cx: number,
  floor: number,
  width: number,
  height: number,
  rand: () => number,
): string {
  const body = height * 0.72;
  const feet = height * 0.04;
  const top = floor - feet - body;
  const x = cx - width / 2;
  const heap = stoneHeap(cx, top + 10, width * 0.96, height - body - feet + 10, rand, width / 190);
  return `<rect x="${n(x + width * 0.08)}" y="${n(floor - feet)}" width="${n(width * 0.06)}" height="${n(feet)}" fill="${palette.ink}"/><rect x="${n(x + width * 0.86)}" y="${n(floor - feet)}" width="${n(width * 0.06)}" height="${n(feet)}" fill="${palette.ink}"/>
${heap}
<rect x="${n(x)}" y="${n(top)}" width="${n(width)}" height="${n(body)}" rx="${n(width * 0.02)}" fill="url(#steel-body)"/>
<rect x="${n(x)}" y="${n(top)}" width="${n(width)}" height="${n(width * 0.025)}" fill="#8a857e" opacity="0.55"/>
<rect x="${n(x + width * 0.07)}" y="${n(top + body * 0.12)}" width="${n(width * 0.86)}" height="${n(body * 0.8)}" rx="${n(width * 0.01)}" fill="none" stroke="#fff8ee" stroke-opacity="0.08"/>
<rect x="${n(x)}" y="${n(top)}" width="${n(width * 0.012)}" height="${n(body)}" fill="#fff8ee" opacity="0.18"/>`;
}

// ---------------------------------------------------------------------------------------------
// Coopered vessels: buckets and tubs

/** The round-thing tilt: every ellipse seen from a little above has ry = rx × TILT. */
export const TILT = 0.22;

/**
 * A coopered vessel (a sauna bucket, a wooden ice-bath tub) seen from the front and a little above:
 * staves that narrow towards the sides, dark steel hoops, end-grain rim, water inside, and
 * optionally a ladle. Needs `tubDefs()`.
 */
export function tub(
  cx: number,
  base: number,
  width: number,
  height: number,
  wood: Wood,
  {
    taper = 0.86,
    staves = 9,
    hoops = [0.2, 0.8],
    water = "#3d4a4e",
    ladle = false,
    rim = 0.9,
  }: {
    /** Bottom radius as a share of the top's. */
    taper?: number;
    staves?: number;
    /** Hoop positions, 0 (top) to 1 (base). */
    hoops?: number[];
    water?: string;
    ladle?: boolean;
    /** Inner radius of the rim as a share of the outer. */
    rim?: number;
  } = {},
): string {
  const rTop = width / 2;
  const rBottom = rTop * taper;
  const top = base - height;
  const c = grains[wood];
  const parts: string[] = [];
  const outline = `M${n(cx - rTop)} ${n(top)}L${n(cx - rBottom)} ${n(base)}A${n(rBottom)} ${n(rBottom * TILT)} 0 0 0 ${n(cx + rBottom)} ${n(base)}L${n(cx + rTop)} ${n(top)}A${n(rTop)} ${n(rTop * TILT)} 0 0 1 ${n(cx - rTop)} ${n(top)}Z`;
  parts.push(`<path d="${outline}" fill="${c.early}"/>`);
  // Staves: narrower towards the sides, as the round turns away.
  let joints = "";
  for (let i = 1; i < staves; i++) {
    const a = Math.PI - (i / staves) * Math.PI;
    joints += `M${n(cx + Math.cos(a) * rTop)} ${n(top + Math.sin(a) * rTop * TILT)}L${n(cx + Math.cos(a) * rBottom)} ${n(base + Math.sin(a) * rBottom * TILT)}`;
  }
  parts.push(
    `<path d="${joints}" stroke="${tone(c.late, -0.3)}" stroke-width="${n(Math.max(1.2, width / 140))}" opacity="0.45"/>`,
  );
  parts.push(`<path d="${outline}" fill="url(#tub-round)"/>`);
  for (const t of hoops) {
    const y = top + t * height;
    const r = rTop + (rBottom - rTop) * t;
    const band = Math.max(4, height * 0.045);
    parts.push(
      `<path d="M${n(cx - r)} ${n(y)}A${n(r)} ${n(r * TILT)} 0 0 0 ${n(cx + r)} ${n(y)}L${n(cx + r)} ${n(y + band)}A${n(r)} ${n(r * TILT)} 0 0 1 ${n(cx - r)} ${n(y + band)}Z" fill="url(#tub-hoop)"/>`,
    );
  }
  // The rim (end grain), the inside wall, and the water.
  parts.push(
    `<ellipse cx="${n(cx)}" cy="${n(top)}" rx="${n(rTop)}" ry="${n(rTop * TILT)}" fill="${tone(c.early, 0.18)}"/>`,
    `<ellipse cx="${n(cx)}" cy="${n(top + 1)}" rx="${n(rTop * rim)}" ry="${n(rTop * TILT * rim)}" fill="${tone(c.late, -0.35)}"/>`,
    `<ellipse cx="${n(cx + rTop * 0.03)}" cy="${n(top + rTop * TILT * 0.28)}" rx="${n(rTop * (rim - 0.08))}" ry="${n(rTop * TILT * (rim - 0.26))}" fill="${water}"/>`,
  );
  if (ladle) {
    const hx = cx + rTop * 0.25;
    const hy = top + rTop * TILT * 0.2;
    const ex = cx + rTop * 1.9;
    const ey = top - height * 1.15;
    parts.push(
      `<path d="M${n(hx)} ${n(hy)}L${n(ex)} ${n(ey)}" stroke="${tone(c.late, -0.2)}" stroke-width="${n(width * 0.075)}" stroke-linecap="round"/>`,
      `<path d="M${n(hx - 1)} ${n(hy - 1)}L${n(ex - 1)} ${n(ey - 1)}" stroke="${tone(c.early, 0.25)}" stroke-width="${n(width * 0.03)}" stroke-linecap="round" opacity="0.7"/>`,
    );
  }
  return parts.join("");
}

export function tubDefs(): string {
  return (
    `<linearGradient id="tub-round" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff2dc" stop-opacity="0.25"/><stop offset="0.3" stop-color="#fff2dc" stop-opacity="0"/><stop offset="0.75" stop-color="${palette.ink}" stop-opacity="0.25"/><stop offset="1" stop-color="${palette.ink}" stop-opacity="0.55"/></linearGradient>` +
    `<linearGradient id="tub-hoop" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#6d6862"/><stop offset="0.3" stop-color="#3e3a36"/><stop offset="1" stop-color="#191614"/></linearGradient>`
  );
}

// ---------------------------------------------------------------------------------------------
// A simple camera for the rooms and gardens

export type Vec3 = readonly [x: number, y: number, z: number];

/**
 * A level pinhole camera (verticals stay vertical, as in architectural photographs): world in
 * millimetres, x to the right, y up, z away from the viewer; `horizon` is the image row of eye
 * level and `centre` the image column straight ahead.
 */
export function camera({
  x,
  y,
  z,
  focal,
  centre,
  horizon,
}: {
  x: number;
  y: number;
  z: number;
  focal: number;
  centre: number;
  horizon: number;
}) {
  const project = ([px, py, pz]: Vec3): [number, number] => {
    const depth = Math.max(1, pz - z);
    return [centre + (focal * (px - x)) / depth, horizon - (focal * (py - y)) / depth];
  };
  const path = (points: readonly Vec3[], close = true) =>
    points.map((p, i) => `${i === 0 ? "M" : "L"}${project(p).map(n).join(" ")}`).join("") +
    (close ? "Z" : "");
  return { project, path, scale: (pz: number) => focal / Math.max(1, pz - z) };
}

export type Camera = ReturnType<typeof camera>;
