/**
 * Product studies: single objects on a plain studio backdrop, in the manner of a furniture
 * catalogue. Every picture is 1200 × 1500 (4:5 portrait) with the same camera: the wall meets
 * the floor at the same horizon, floor-standing subjects stand on the same ground line, round
 * things are seen from slightly above (every ellipse has the same `TILT`), boxes are drawn in
 * the same oblique projection (`DEPTH`), and the key light comes from the upper left.
 *
 * Three families share the scene helpers at the top:
 * - accessories (stone backdrop): sand timers, thermometers, buckets, ladles, a neck rest;
 * - heaters (linen backdrop, a shade warmer): steel bodies, cages and stove, full of stones;
 * - aromas (stone backdrop): one bottle, tinted per fragrance, beside its botanical.
 */
import {
  type Artwork,
  type BackdropTone,
  between,
  linear,
  n,
  palette,
  radial,
  random,
  studioBackdrop,
  svgDocument,
  vignette,
  woods,
  mix,
} from "./kit";
import { lettering } from "./lettering";

// ---------------------------------------------------------------------------------------------
// Camera and scene

const W = 1200;
const H = 1500;
/** Where the wall meets the floor, as a fraction of the height (the same in every picture). */
const HORIZON = 0.6;
/** The y of the centre of the footprint of every floor-standing subject. */
const GROUND = 1110;
/** Circles lying flat are seen as ellipses this much flatter than they are wide. */
const TILT = 0.2;
/** The oblique projection of boxes: one unit of depth goes this far right and up. */
const DEPTH = { x: 0.42, y: -0.24 };
/** Wall-mounted subjects hang centred on this height. */
const WALL_CENTRE = 520;

type Stop = readonly [offset: number, color: string, opacity?: number];
type Point = readonly [number, number];

/** Mixes two #rrggbb colours; t = 0 gives a, t = 1 gives b. */
const lighten = (c: string, t: number) => mix(c, "#fffaf2", t);
const darken = (c: string, t: number) => mix(c, palette.ink, t);

/**
 * One picture being drawn: collects defs and body, hands out unique ids, and finishes with the
 * backdrop underneath and the vignette on top.
 */
class Scene {
  readonly rand: () => number;
  private readonly defs: string[] = [];
  private readonly parts: string[] = [];
  private readonly shared = new Map<string, string>();
  private count = 0;

  constructor(
    readonly id: string,
    readonly tone: BackdropTone,
  ) {
    this.rand = random(id);
  }

  add(...parts: string[]): void {
    this.parts.push(...parts);
  }

  def(...defs: string[]): void {
    this.defs.push(...defs);
  }

  uid(name: string): string {
    return `${name}${this.count++}`;
  }

  /** A def made once per picture under `key`; returns its id. */
  once(key: string, make: (id: string) => string): string {
    let id = this.shared.get(key);
    if (!id) {
      id = this.uid("s");
      this.shared.set(key, id);
      this.def(make(id));
    }
    return id;
  }

  /** A linear gradient (object space; default top to bottom) as a paint. */
  linear(
    list: readonly Stop[],
    dir?: { x1?: number; y1?: number; x2?: number; y2?: number },
  ): string {
    const id = this.uid("l");
    this.def(linear(id, list, dir));
    return `url(#${id})`;
  }

  /** A horizontal gradient left to right as a paint. */
  across(list: readonly Stop[]): string {
    return this.linear(list, { x1: 0, y1: 0, x2: 1, y2: 0 });
  }

  radial(list: readonly Stop[], opts?: Parameters<typeof radial>[2]): string {
    const id = this.uid("r");
    this.def(radial(id, list, opts));
    return `url(#${id})`;
  }

  /**
   * A blur whose filter region is the given box grown by three deviations. Each filter costs
   * librsvg a pass over a canvas-sized surface (~25 ms here), so a picture uses one at most: the
   * drop shadow of a wall-mounted object. Everything else softens with gradients.
   */
  blurIn(
    deviation: number,
    box: readonly [x0: number, y0: number, x1: number, y1: number],
  ): string {
    const id = this.uid("b");
    const m = deviation * 3;
    const [x0, y0, x1, y1] = box;
    this.def(
      `<filter id="${id}" filterUnits="userSpaceOnUse" x="${n(x0 - m)}" y="${n(y0 - m)}" width="${n(x1 - x0 + 2 * m)}" height="${n(y1 - y0 + 2 * m)}"><feGaussianBlur stdDeviation="${n(deviation)}"/></filter>`,
    );
    return `url(#${id})`;
  }

  /** A clip path around `shape` (SVG elements); returns `url(#…)`. */
  clip(shape: string): string {
    const id = this.uid("c");
    this.def(`<clipPath id="${id}">${shape}</clipPath>`);
    return `url(#${id})`;
  }

  render(): string {
    const backdrop = studioBackdrop(W, H, this.tone, HORIZON);
    return svgDocument(
      W,
      H,
      backdrop.body + this.parts.join("") + vignette(W, H),
      backdrop.defs + this.defs.join(""),
    );
  }
}

function product(id: string, tone: BackdropTone, draw: (s: Scene) => void): Artwork {
  return {
    width: W,
    height: H,
    render: () => {
      const scene = new Scene(id, tone);
      draw(scene);
      return scene.render();
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Geometry

function points(list: readonly Point[]): string {
  return list.map(([x, y], i) => `${i === 0 ? "M" : "L"}${n(x)} ${n(y)}`).join("");
}

/** A closed smooth curve through the points (Catmull-Rom turned into cubic Béziers). */
function smooth(list: readonly Point[], closed = true): string {
  const count = list.length;
  const at = (i: number): Point =>
    list[closed ? (i + count) % count : Math.max(0, Math.min(count - 1, i))]!;
  let d = `M${n(at(0)[0])} ${n(at(0)[1])}`;
  const segments = closed ? count : count - 1;
  for (let i = 0; i < segments; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1: Point = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Point = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${n(c1[0])} ${n(c1[1])} ${n(c2[0])} ${n(c2[1])} ${n(p2[0])} ${n(p2[1])}`;
  }
  return closed ? `${d}Z` : d;
}

/**
 * The outline of a body turned on a lathe about x = cx, from y0 down to y1; `radius(t)` gives
 * the half width at t ∈ [0, 1] down the body.
 */
function lathe(
  cx: number,
  y0: number,
  y1: number,
  radius: (t: number) => number,
  steps = 48,
): string {
  const right: Point[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    right.push([cx + radius(t), y0 + (y1 - y0) * t]);
  }
  const left = right.map(([x, y]) => [2 * cx - x, y] as Point).reverse();
  return `${points([...right, ...left])}Z`;
}

/** The side of an upright cylinder (or cone frustum) between two flat ellipses. */
function cylinderSide(
  cx: number,
  yTop: number,
  yBottom: number,
  rTop: number,
  rBottom = rTop,
): string {
  return `M${n(cx - rTop)} ${n(yTop)}L${n(cx - rBottom)} ${n(yBottom)}A${n(rBottom)} ${n(rBottom * TILT)} 0 0 0 ${n(cx + rBottom)} ${n(yBottom)}L${n(cx + rTop)} ${n(yTop)}A${n(rTop)} ${n(rTop * TILT)} 0 0 1 ${n(cx - rTop)} ${n(yTop)}Z`;
}

function ellipse(cx: number, cy: number, rx: number, ry: number, attrs: string): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" ${attrs}/>`;
}

/** A band following the front half of a flat ellipse (a hoop round a bucket). */
function frontBand(cx: number, y: number, r: number, height: number, rBelow = r): string {
  return `M${n(cx - r)} ${n(y)}A${n(r)} ${n(r * TILT)} 0 0 0 ${n(cx + r)} ${n(y)}L${n(cx + rBelow)} ${n(y + height)}A${n(rBelow)} ${n(rBelow * TILT)} 0 0 1 ${n(cx - rBelow)} ${n(y + height)}Z`;
}

/** A point of the oblique projection: x right, y up, z into the picture, from an origin. */
function oblique(origin: Point, x: number, y: number, z: number): Point {
  return [origin[0] + x + z * DEPTH.x, origin[1] - y + z * DEPTH.y];
}

// ---------------------------------------------------------------------------------------------
// Shading: every gradient puts the light on the left and the shade on the right.

/** Across a round body: a highlight a quarter in from the left, the core shade near the right. */
function roundStops(base: string, strength = 1): Stop[] {
  return [
    [0, darken(base, 0.18 * strength)],
    [0.1, base],
    [0.27, lighten(base, 0.28 * strength)],
    [0.5, base],
    [0.84, darken(base, 0.38 * strength)],
    [0.96, darken(base, 0.48 * strength)],
    [1, darken(base, 0.3 * strength)],
  ];
}

/** Brushed steel across a round body: sharper, cooler reflections. */
function steelStops(base: string = palette.steel): Stop[] {
  return [
    [0, darken(base, 0.3)],
    [0.12, lighten(base, 0.35)],
    [0.2, lighten(base, 0.6)],
    [0.3, base],
    [0.55, darken(base, 0.12)],
    [0.72, lighten(base, 0.15)],
    [0.88, darken(base, 0.45)],
    [1, darken(base, 0.25)],
  ];
}

/** A flat face lit from the upper left: a gentle fall-off across it. */
function faceStops(base: string, fall = 0.12): Stop[] {
  return [
    [0, lighten(base, fall)],
    [1, darken(base, fall)],
  ];
}

/**
 * A soft drop shadow on the wall behind a wall-mounted object of this outline; `box` is the
 * outline's extent (x0, y0, x1, y1), which keeps the blur cheap.
 */
function wallShadow(
  s: Scene,
  shape: string,
  box: readonly [number, number, number, number],
  {
    dx = 18,
    dy = 24,
    opacity = 0.28,
    softness = 12,
  }: { dx?: number; dy?: number; opacity?: number; softness?: number } = {},
): string {
  const [x0, y0, x1, y1] = box;
  const filter = s.blurIn(softness, [x0 + dx, y0 + dy, x1 + dx, y1 + dy]);
  return `<g filter="${filter}" opacity="${n(opacity)}"><g transform="translate(${dx} ${dy})" fill="${palette.ink}">${shape}</g></g>`;
}

/**
 * A soft elliptical shadow painted with a radial gradient (a blur filter over a large ellipse
 * costs far more to render, for the same look).
 */
function softShadow(
  s: Scene,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  opacity: number,
): string {
  const id = s.once("soft-shadow", (id) =>
    radial(id, [
      [0, palette.ink, 1],
      [0.3, palette.ink, 0.78],
      [0.6, palette.ink, 0.34],
      [0.82, palette.ink, 0.1],
      [1, palette.ink, 0],
    ]),
  );
  return ellipse(cx, cy, rx, ry, `fill="url(#${id})" opacity="${n(opacity)}"`);
}

/** A soft-edged disc (a shadow) from a radial gradient: solid to r - spread, clear at r + spread. */
function softCircle(
  s: Scene,
  cx: number,
  cy: number,
  r: number,
  spread: number,
  opacity: number,
): string {
  const outer = r + spread;
  const solid = Math.max(0, (r - spread) / outer);
  const paint = s.radial([
    [solid, palette.ink, 1],
    [solid + (1 - solid) * 0.5, palette.ink, 0.45],
    [1, palette.ink, 0],
  ]);
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(outer)}" fill="${paint}" opacity="${n(opacity)}"/>`;
}

/** A soft-edged rounded rectangle (a shadow) from a few growing, faint layers. */
function softRect(
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
  spread: number,
  opacity: number,
  layers = 6,
): string {
  const a = 1 - Math.pow(1 - opacity, 1 / layers);
  let out = `<g fill="${palette.ink}" fill-opacity="${n(Math.round(a * 1000) / 1000)}">`;
  for (let i = 0; i < layers; i++) {
    const g = spread * ((i + 0.5) / layers - 0.5) * 2;
    out += `<rect x="${n(x - g)}" y="${n(y - g)}" width="${n(w + 2 * g)}" height="${n(h + 2 * g)}" rx="${n(Math.max(0, r + g))}"/>`;
  }
  return `${out}</g>`;
}

/** A soft-edged thick line (a shadow of a rod or handle) from a few widening, faint strokes. */
function softStroke(d: string, width: number, spread: number, opacity: number, layers = 5): string {
  const a = 1 - Math.pow(1 - opacity, 1 / layers);
  let out = `<g fill="none" stroke="${palette.ink}" stroke-opacity="${n(Math.round(a * 1000) / 1000)}" stroke-linecap="round">`;
  for (let i = 0; i < layers; i++)
    out += `<path d="${d}" stroke-width="${n(width + spread * 2 * ((i + 0.5) / layers - 0.5) * 2)}"/>`;
  return `${out}</g>`;
}

/**
 * The shadow under something standing on the floor at (cx, cy) with a footprint of this
 * radius: a wide soft shadow thrown to the right, and a darker one where it touches.
 */
function floorShadow(s: Scene, cx: number, radius: number, opacity = 0.34, cy = GROUND): string {
  const ry = radius * TILT;
  return (
    softShadow(s, cx + radius * 0.42, cy + ry * 0.2, radius * 1.55, ry * 2.4, opacity * 0.75) +
    softShadow(s, cx + radius * 0.08, cy + ry * 0.25, radius * 1.12, ry * 1.45, opacity)
  );
}

// ---------------------------------------------------------------------------------------------
// Wood

interface Timber {
  light: string;
  base: string;
  dark: string;
  grain: string;
}

const cedar: Timber = woods["western-red-cedar"];
/** The dark, thermo-treated timber of the house line. */
const thermo: Timber = { light: "#7b5238", base: "#5f3d28", dark: "#3f281a", grain: "#2d1c12" };

/** Fine grain lines running along a rectangle (drawn on top of a filled shape, clipped). */
function grain(
  x: number,
  y: number,
  width: number,
  height: number,
  timber: Timber,
  rand: () => number,
  {
    vertical = true,
    lines = 8,
    opacity = 0.3,
  }: { vertical?: boolean; lines?: number; opacity?: number } = {},
): string {
  const along = vertical ? height : width;
  const across = vertical ? width : height;
  let out = "";
  for (let i = 0; i < lines; i++) {
    const offset = ((i + between(rand, 0.2, 0.8)) / lines) * across;
    const waves = between(rand, 0.6, 1.8);
    const amplitude = between(rand, 0.4, 1.4) * (across / lines) * 0.35;
    const phase = rand() * 6;
    const list: Point[] = [];
    for (let s = 0; s <= 10; s++) {
      const t = s / 10;
      const b = offset + Math.sin(t * Math.PI * waves + phase) * amplitude;
      list.push(vertical ? [x + b, y + t * along] : [x + t * along, y + b]);
    }
    out += `<path d="${smooth(list, false)}" fill="none" stroke="${timber.grain}" stroke-width="${n(between(rand, 0.7, 1.5))}" opacity="${n(opacity * between(rand, 0.5, 1))}"/>`;
  }
  return out;
}

/** A turned disk (a flat cylinder) of wood, its top at yTop. */
function woodDisk(
  s: Scene,
  cx: number,
  yTop: number,
  r: number,
  thickness: number,
  timber: Timber,
): string {
  const side = s.across(roundStops(timber.base));
  const top = s.linear(
    [
      [0, lighten(timber.light, 0.12)],
      [1, timber.base],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
  return `<path d="${cylinderSide(cx, yTop, yTop + thickness, r)}" fill="${side}"/>
${ellipse(cx, yTop, r, r * TILT, `fill="${top}"`)}
<path d="M${n(cx - r)} ${n(yTop)}A${n(r)} ${n(r * TILT)} 0 0 0 ${n(cx + r)} ${n(yTop)}" fill="none" stroke="${lighten(timber.light, 0.35)}" stroke-width="2" opacity="0.6"/>`;
}

// ---------------------------------------------------------------------------------------------
// Glass and sand

const glassEdge = "#fffdf8";

/** A glass body of this outline: a faint tint, a dark right edge and a bright left reflection. */
function glass(
  s: Scene,
  outline: string,
  cx: number,
  y0: number,
  y1: number,
  radius: (t: number) => number,
): string {
  const body = s.across([
    [0, "#ffffff", 0.2],
    [0.3, "#ffffff", 0.05],
    [0.7, palette.ink, 0.02],
    [1, palette.ink, 0.12],
  ]);
  // The reflection of the key light: a slim streak a third of the way in from the left edge.
  const streak: Point[] = [];
  const back: Point[] = [];
  for (let i = 2; i <= 46; i++) {
    const t = i / 48;
    const r = radius(t);
    streak.push([cx - r * 0.72, y0 + (y1 - y0) * t]);
    back.push([cx - r * 0.6, y0 + (y1 - y0) * t]);
  }
  const rim: Point[] = [];
  for (let i = 2; i <= 46; i++) {
    const t = i / 48;
    rim.push([cx + radius(t) * 0.86, y0 + (y1 - y0) * t]);
  }
  return `<path d="${outline}" fill="${body}" stroke="${palette.ink}" stroke-opacity="0.22" stroke-width="1.6"/>
<path d="${smooth([...streak, ...back.reverse()])}" fill="${glassEdge}" opacity="0.55"/>
<path d="${smooth(rim, false)}" fill="none" stroke="${glassEdge}" stroke-width="2.5" opacity="0.45"/>`;
}

/** The profile of an hourglass bulb pair: wide ends, a narrow waist at the middle. */
function hourglassRadius(rMax: number, rNeck: number): (t: number) => number {
  return (t) => {
    const u = Math.abs(t - 0.5) * 2;
    const bulb = Math.pow(Math.sin(Math.PI * Math.min(1, u) * 0.8), 0.85);
    return rNeck + (rMax - rNeck) * bulb;
  };
}

const sandColour = "#e6d5b8";

/**
 * An hourglass between y0 and y1 about cx, with `fill` (0–1) of the sand still in the top bulb.
 */
function hourglass(
  s: Scene,
  cx: number,
  y0: number,
  y1: number,
  rMax: number,
  fill: number,
): string {
  const radius = hourglassRadius(rMax, rMax * 0.08);
  const inner = (t: number) => radius(t) - 4;
  const outline = lathe(cx, y0, y1, radius, 64);
  const inside = s.clip(`<path d="${lathe(cx, y0, y1, inner, 64)}"/>`);
  const mid = (y0 + y1) / 2;
  const half = (y1 - y0) / 2;
  const sandPaint = s.across(roundStops(sandColour, 0.7));
  // Top bulb: the sand sits in the lower part of the bulb with a shallow funnel at its surface.
  const topLevel = mid - half * 0.92 * fill;
  const topR = inner((topLevel - y0) / (y1 - y0));
  const funnel = `M${n(cx - topR - 4)} ${n(topLevel)}Q${n(cx)} ${n(topLevel + half * 0.18)} ${n(cx + topR + 4)} ${n(topLevel)}L${n(cx + rMax)} ${n(mid)}L${n(cx - rMax)} ${n(mid)}Z`;
  // Bottom bulb: a cone-shaped mound.
  const run = 1 - fill;
  const moundTop = y1 - half * (0.25 + 0.55 * run);
  const moundFoot = y1 - half * (0.06 + 0.4 * run);
  const mound = `M${n(cx - rMax - 4)} ${n(y1)}L${n(cx - rMax - 4)} ${n(moundFoot)}Q${n(cx - rMax * 0.35)} ${n(moundFoot - 4)} ${n(cx)} ${n(moundTop)}Q${n(cx + rMax * 0.35)} ${n(moundFoot - 4)} ${n(cx + rMax + 4)} ${n(moundFoot)}L${n(cx + rMax + 4)} ${n(y1)}Z`;
  const stream =
    fill > 0
      ? `<rect x="${n(cx - 1)}" y="${n(mid - 4)}" width="2" height="${n(moundTop - mid + 6)}" fill="${darken(sandColour, 0.1)}"/>`
      : "";
  return `<g clip-path="${inside}">
<path d="${funnel}" fill="${sandPaint}"/>
${ellipse(cx, topLevel + half * 0.06, topR, topR * TILT * 1.2, `fill="${lighten(sandColour, 0.3)}" opacity="0.75"`)}
<path d="${mound}" fill="${sandPaint}"/>
<path d="M${n(cx - rMax * 0.5)} ${n(moundFoot - (moundFoot - moundTop) * 0.35)}Q${n(cx - rMax * 0.2)} ${n(moundTop + 8)} ${n(cx)} ${n(moundTop)}" fill="none" stroke="${lighten(sandColour, 0.5)}" stroke-width="3" opacity="0.7"/>
${stream}
</g>
${glass(s, outline, cx, y0, y1, radius)}`;
}

// ---------------------------------------------------------------------------------------------
// Dials

interface DialScale {
  min: number;
  max: number;
  minor: number;
  major: number;
  /** Values to letter. */
  labels: number[];
  /** A short unit lettered under the centre ("°C", "RH"). */
  unit: string;
  /** Where the needle points. */
  value: number;
}

/**
 * A round gauge seen face on: a steel bezel, a warm paper face with a 270° scale, lettered
 * numbers, a needle with its small shadow and the reflection of the key light on the glass.
 */
function dial(
  s: Scene,
  cx: number,
  cy: number,
  r: number,
  scale: DialScale,
  { face = "#f3ede2", bezel = 0.09 }: { face?: string; bezel?: number } = {},
): string {
  const bezelPaint = s.linear(
    [
      [0, lighten(palette.steel, 0.65)],
      [0.45, palette.steel],
      [1, darken(palette.steel, 0.45)],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
  const inner = r * (1 - bezel);
  const recess = s.radial(
    [
      [0.82, palette.ink, 0],
      [1, palette.ink, 0.22],
    ],
    { cx: 0.56, cy: 0.58, r: 0.56 },
  );
  const angle = (v: number) =>
    ((135 + ((v - scale.min) / (scale.max - scale.min)) * 270) * Math.PI) / 180;
  let ticks = "";
  for (let v = scale.min; v <= scale.max + 1e-6; v += scale.minor) {
    const a = angle(v);
    const major = Math.abs(v / scale.major - Math.round(v / scale.major)) < 1e-6;
    const r0 = inner * (major ? 0.76 : 0.83);
    const r1 = inner * 0.9;
    ticks += `M${n(cx + Math.cos(a) * r0)} ${n(cy + Math.sin(a) * r0)}L${n(cx + Math.cos(a) * r1)} ${n(cy + Math.sin(a) * r1)}`;
  }
  // The scale's arc, just outside the ticks.
  const a0 = angle(scale.min);
  const a1 = angle(scale.max);
  const rr = inner * 0.9;
  const arc = `M${n(cx + Math.cos(a0) * rr)} ${n(cy + Math.sin(a0) * rr)}A${n(rr)} ${n(rr)} 0 1 1 ${n(cx + Math.cos(a1) * rr)} ${n(cy + Math.sin(a1) * rr)}`;
  const size = r * 0.11;
  const labels = scale.labels
    .map((v) => {
      const a = angle(v);
      const lr = inner * 0.6;
      return lettering(String(v), cx + Math.cos(a) * lr, cy + Math.sin(a) * lr + size / 2, size, {
        anchor: "middle",
        color: palette.line,
        weight: r * 0.011,
        tracking: size * 0.08,
      });
    })
    .join("");
  const unit = lettering(scale.unit, cx, cy + inner * 0.44, size * 0.9, {
    anchor: "middle",
    color: palette.line,
    weight: r * 0.01,
    opacity: 0.8,
  });
  const a = angle(scale.value);
  const tip: Point = [cx + Math.cos(a) * inner * 0.84, cy + Math.sin(a) * inner * 0.84];
  const tail: Point = [cx - Math.cos(a) * inner * 0.2, cy - Math.sin(a) * inner * 0.2];
  const needle = `M${n(tail[0])} ${n(tail[1])}L${n(tip[0])} ${n(tip[1])}`;
  // The reflection on the glass: a thin crescent along the upper left.
  const g0 = (200 * Math.PI) / 180;
  const g1 = (265 * Math.PI) / 180;
  const ro = inner * 0.94;
  const ri = inner * 0.84;
  const crescent = `M${n(cx + Math.cos(g0) * ro)} ${n(cy + Math.sin(g0) * ro)}A${n(ro)} ${n(ro)} 0 0 1 ${n(cx + Math.cos(g1) * ro)} ${n(cy + Math.sin(g1) * ro)}Q${n(cx + Math.cos((g0 + g1) / 2) * ri)} ${n(cy + Math.sin((g0 + g1) / 2) * ri)} ${n(cx + Math.cos(g0) * ro)} ${n(cy + Math.sin(g0) * ro)}Z`;
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${bezelPaint}"/>
<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(inner)}" fill="${face}"/>
<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(inner)}" fill="${recess}"/>
<path d="${arc}" fill="none" stroke="${palette.line}" stroke-width="${n(r * 0.008)}" opacity="0.6"/>
<path d="${ticks}" fill="none" stroke="${palette.line}" stroke-width="${n(r * 0.012)}" stroke-linecap="round"/>
${labels}${unit}
<path d="${needle}" stroke="${palette.ink}" stroke-width="${n(r * 0.03)}" stroke-linecap="round" opacity="0.12" transform="translate(${n(r * 0.03)} ${n(r * 0.04)})"/>
<path d="${needle}" stroke="${palette.ink}" stroke-width="${n(r * 0.02)}" stroke-linecap="round"/>
<path d="M${n(cx + (tip[0] - cx) * 0.62)} ${n(cy + (tip[1] - cy) * 0.62)}L${n(tip[0])} ${n(tip[1])}" stroke="${palette.ember}" stroke-width="${n(r * 0.02)}" stroke-linecap="round"/>
<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.06)}" fill="${bezelPaint}"/>
<path d="${crescent}" fill="#ffffff" opacity="0.45"/>`;
}

// ---------------------------------------------------------------------------------------------
// Buckets and ladles

interface BucketSpec {
  cx: number;
  yTop: number;
  yBottom: number;
  rTop: number;
  rBottom: number;
  timber: Timber;
  /** Staves round the whole bucket. */
  staves: number;
  /** Heights of metal hoops below the rim, as fractions of the body. */
  hoops: number[];
  hoopHeight: number;
}

/** The staved body of a bucket, with its hoops, shading and the open top with its liner. */
function bucket(s: Scene, b: BucketSpec, lining: "steel" | "wood" = "steel"): string {
  const { cx, yTop, yBottom, rTop, rBottom, timber } = b;
  const rAt = (f: number) => rTop + (rBottom - rTop) * f;
  const body = cylinderSide(cx, yTop, yBottom, rTop, rBottom);
  const clip = s.clip(`<path d="${body}"/>`);
  let staves = "";
  const step = (Math.PI * 2) / b.staves;
  for (let i = 0; i < b.staves / 2; i++) {
    const a0 = i * step;
    const a1 = a0 + step;
    const top0: Point = [cx + Math.cos(a0) * rTop, yTop + Math.sin(a0) * rTop * TILT];
    const top1: Point = [cx + Math.cos(a1) * rTop, yTop + Math.sin(a1) * rTop * TILT];
    const bot0: Point = [cx + Math.cos(a0) * rBottom, yBottom + Math.sin(a0) * rBottom * TILT + 8];
    const bot1: Point = [cx + Math.cos(a1) * rBottom, yBottom + Math.sin(a1) * rBottom * TILT + 8];
    const tint = s.rand();
    const fill =
      tint < 0.3
        ? mix(timber.base, timber.light, 0.55)
        : tint < 0.7
          ? timber.base
          : mix(timber.base, timber.dark, 0.35);
    staves += `<path d="${points([top0, top1, bot1, bot0])}Z" fill="${fill}"/>`;
    // Two grain lines along each stave.
    for (let g = 0; g < 2; g++) {
      const f = between(s.rand, 0.25, 0.75);
      const a = a0 + step * f;
      const wob = between(s.rand, -3, 3);
      const p0: Point = [cx + Math.cos(a) * rTop, yTop + Math.sin(a) * rTop * TILT];
      const p1: Point = [cx + Math.cos(a) * rBottom, yBottom + Math.sin(a) * rBottom * TILT];
      staves += `<path d="M${n(p0[0])} ${n(p0[1])}Q${n((p0[0] + p1[0]) / 2 + wob)} ${n((p0[1] + p1[1]) / 2)} ${n(p1[0])} ${n(p1[1])}" fill="none" stroke="${timber.grain}" stroke-width="1.1" opacity="${n(between(s.rand, 0.12, 0.3))}"/>`;
    }
    // The joint.
    staves += `<path d="M${n(top0[0])} ${n(top0[1])}L${n(bot0[0])} ${n(bot0[1])}" stroke="${palette.ink}" stroke-width="1.2" opacity="0.28"/>`;
  }
  const shade = s.across([
    [0, palette.ink, 0.22],
    [0.12, palette.ink, 0.02],
    [0.27, "#fffaf2", 0.16],
    [0.5, palette.ink, 0],
    [0.8, palette.ink, 0.3],
    [0.95, palette.ink, 0.45],
    [1, palette.ink, 0.3],
  ]);
  let hoops = "";
  for (const f of b.hoops) {
    const y = yTop + (yBottom - yTop) * f;
    const r0 = rAt(f);
    const r1 = rAt(f + b.hoopHeight / (yBottom - yTop));
    const paint = s.across(steelStops("#4a4642"));
    hoops += `<path d="${frontBand(cx, y, r0 + 1.5, b.hoopHeight, r1 + 1.5)}" fill="${paint}"/>
<path d="M${n(cx - r0 - 1.5)} ${n(y)}A${n(r0 + 1.5)} ${n((r0 + 1.5) * TILT)} 0 0 0 ${n(cx + r0 + 1.5)} ${n(y)}" fill="none" stroke="#d9d4cc" stroke-width="1.2" opacity="0.55"/>
<path d="M${n(cx - r1 - 1.5)} ${n(y + b.hoopHeight)}A${n(r1 + 1.5)} ${n((r1 + 1.5) * TILT)} 0 0 0 ${n(cx + r1 + 1.5)} ${n(y + b.hoopHeight)}" fill="none" stroke="${palette.ink}" stroke-width="2" opacity="0.25"/>`;
  }
  // The open top: end grain of the staves, a stainless liner, the dim inside and the water.
  const rim = rTop - 13;
  const liner = rim - 7;
  const endGrain = s.linear(
    [
      [0, lighten(timber.light, 0.2)],
      [1, timber.base],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
  const water = lining === "steel";
  const linerPaint = water ? s.across(steelStops()) : endGrain;
  // Inside, the left wall is in shade and the right wall faces the light.
  const inside = water
    ? s.across([
        [0, darken(palette.steelDark, 0.55)],
        [0.55, darken(palette.steel, 0.3)],
        [1, lighten(palette.steel, 0.25)],
      ])
    : s.across([
        [0, darken(timber.dark, 0.6)],
        [0.6, darken(timber.base, 0.3)],
        [1, timber.light],
      ]);
  const insideClip = s.clip(ellipse(cx, yTop, liner, liner * TILT, ""));
  const waterY = yTop + liner * TILT * 0.9;
  const waterPaint = s.linear(
    [
      [0, mix(palette.glacierDeep, palette.ink, 0.45)],
      [1, mix(palette.glacierDeep, palette.glacier, 0.3)],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
  const waterLayer = water
    ? `<g clip-path="${insideClip}">${ellipse(cx, waterY, liner * 0.98, liner * TILT * 0.98, `fill="${waterPaint}"`)}${ellipse(cx + liner * 0.25, waterY + liner * TILT * 0.35, liner * 0.35, liner * TILT * 0.12, `fill="#ffffff" opacity="0.18"`)}</g>`
    : "";
  return `<g clip-path="${clip}">${staves}<path d="${body}" fill="${shade}"/></g>
${hoops}
${ellipse(cx, yTop, rTop, rTop * TILT, `fill="${endGrain}"`)}
${ellipse(cx, yTop, rim, rim * TILT, `fill="${linerPaint}"`)}
${ellipse(cx, yTop + 1, liner, liner * TILT, `fill="${inside}"`)}
${waterLayer}
<path d="M${n(cx - rTop)} ${n(yTop)}A${n(rTop)} ${n(rTop * TILT)} 0 0 0 ${n(cx + rTop)} ${n(yTop)}" fill="none" stroke="${lighten(timber.light, 0.4)}" stroke-width="2" opacity="0.5"/>`;
}

/**
 * The outline of a long handle along -y from yNear up to yFar, with a round far end and,
 * optionally, a hole to hang it by. Widths are given at the near end, the middle and the far end.
 */
function handleOutline(
  cx: number,
  yNear: number,
  yFar: number,
  wNear: number,
  wMid: number,
  wFar: number,
  hole?: number,
): string {
  const rEnd = wFar / 2;
  const yCap = yFar + rEnd;
  const half = (t: number) =>
    (t < 0.5
      ? wFar + (wMid - wFar) * (t / 0.5)
      : wMid + (wNear - wMid) * Math.pow((t - 0.5) / 0.5, 2.2)) / 2;
  const right: Point[] = [];
  for (let i = 0; i <= 40; i++) {
    const t = i / 40;
    right.push([cx + half(t), yCap + (yNear - yCap) * t]);
  }
  const left = right.map(([x, y]) => [2 * cx - x, y] as Point).reverse();
  let d = `M${n(cx - rEnd)} ${n(yCap)}A${n(rEnd)} ${n(rEnd)} 0 0 1 ${n(cx + rEnd)} ${n(yCap)}${points(right).replace("M", "L")}${points(left).replace("M", "L")}Z`;
  if (hole) {
    d += `M${n(cx + hole)} ${n(yCap)}A${n(hole)} ${n(hole)} 0 1 0 ${n(cx - hole)} ${n(yCap)}A${n(hole)} ${n(hole)} 0 1 0 ${n(cx + hole)} ${n(yCap)}Z`;
  }
  return d;
}

/**
 * A wooden handle along -y with round shading and a little grain; `hole` draws a bored hole
 * to hang it by (dark inside, its lower right wall catching the light).
 */
function woodHandle(
  s: Scene,
  cx: number,
  yNear: number,
  yFar: number,
  widths: [number, number, number],
  timber: Timber,
  hole?: number,
): string {
  const outline = handleOutline(cx, yNear, yFar, widths[0], widths[1], widths[2]);
  const clip = s.clip(`<path d="${outline}"/>`);
  const w = Math.max(...widths);
  const hy = yFar + widths[2] / 2;
  const bore = hole
    ? `<circle cx="${n(cx)}" cy="${n(hy)}" r="${n(hole)}" fill="${darken(timber.dark, 0.55)}"/><path d="M${n(cx + hole)} ${n(hy)}A${n(hole)} ${n(hole)} 0 0 1 ${n(cx - hole * 0.5)} ${n(hy + hole * 0.87)}" fill="none" stroke="${timber.light}" stroke-width="2"/>`
    : "";
  return `<path d="${outline}" fill="${s.across(roundStops(timber.base, 1.1))}"/>
<g clip-path="${clip}">${grain(cx - w / 2, yFar, w, yNear - yFar, timber, s.rand, { lines: 4, opacity: 0.28 })}</g>${bore}`;
}

/** A carved wooden ladle bowl facing the viewer, centred at (0, 0). */
function carvedBowl(s: Scene, rx: number, ry: number, timber: Timber): string {
  const outer = s.linear(
    [
      [0, timber.light],
      [0.55, timber.base],
      [1, timber.dark],
    ],
    { x1: 0.1, y1: 0, x2: 0.9, y2: 1 },
  );
  const hollow = s.radial(
    [
      [0, lighten(timber.light, 0.15)],
      [0.45, timber.base],
      [1, darken(timber.dark, 0.35)],
    ],
    { cx: 0.62, cy: 0.68, r: 0.75, fx: 0.68, fy: 0.78 },
  );
  return `${ellipse(0, ry * 0.1, rx, ry * 1.1, `fill="${outer}"`)}
${ellipse(0, -ry * 0.06, rx * 0.88, ry * 0.84, `fill="${hollow}"`)}
<path d="M${n(-rx * 0.88)} ${n(-ry * 0.06)}A${n(rx * 0.88)} ${n(ry * 0.84)} 0 0 1 ${n(rx * 0.5)} ${n(-ry * 0.75)}" fill="none" stroke="${lighten(timber.light, 0.45)}" stroke-width="2.5" opacity="0.55"/>`;
}

// ---------------------------------------------------------------------------------------------
// Accessories

/** A flat wooden plaque for the wall (rounded rectangle), with grain and a lit bevel. */
function plaque(
  s: Scene,
  x: number,
  y: number,
  width: number,
  height: number,
  radius: number,
  timber: Timber,
  grainLines: number,
): string {
  const shape = `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" rx="${n(radius)}"/>`;
  const bevel = s.linear(
    [
      [0, lighten(timber.light, 0.5), 0.9],
      [0.5, timber.light, 0.2],
      [1, timber.dark, 0.7],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
  return `${wallShadow(s, shape, [x, y, x + width, y + height], { dx: 16, dy: 22, opacity: 0.3, softness: 12 })}
<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" rx="${n(radius)}" fill="${s.linear(faceStops(timber.base, 0.1), { x1: 0, y1: 0, x2: 1, y2: 0.4 })}"/>
<g clip-path="${s.clip(shape)}">${grain(x, y, width, height, timber, s.rand, { lines: grainLines, opacity: 0.3 })}</g>
<rect x="${n(x + 1.5)}" y="${n(y + 1.5)}" width="${n(width - 3)}" height="${n(height - 3)}" rx="${n(radius - 1.5)}" fill="none" stroke="${bevel}" stroke-width="3"/>`;
}

function sandTimerWall(s: Scene): void {
  const cx = W / 2;
  const top = WALL_CENTRE - 310;
  const bottom = WALL_CENTRE + 310;
  const width = 196;
  s.add(plaque(s, cx - width / 2, top, width, bottom - top, 24, cedar, 10));
  // The turning frame: two caps and two slim posts round the glass, on a pivot in the middle.
  const g0 = top + 104;
  const g1 = bottom - 104;
  const capH = 24;
  const capW = 138;
  const postX = 62;
  s.add(softRect(cx - capW / 2 + 9, g0 - capH + 12, capW, g1 - g0 + 2 * capH, 6, 7, 0.22));
  const capPaint = s.linear([
    [0, lighten(cedar.light, 0.25)],
    [0.45, cedar.base],
    [1, cedar.dark],
  ]);
  const post = s.across(roundStops(cedar.dark));
  const pivot = s.linear(
    [
      [0, lighten(palette.steel, 0.5)],
      [1, darken(palette.steel, 0.4)],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
  s.add(
    `<circle cx="${cx}" cy="${n((g0 + g1) / 2)}" r="14" fill="${pivot}"/>`,
    hourglass(s, cx, g0, g1, 52, 0.42),
    `<rect x="${n(cx - postX - 5)}" y="${n(g0)}" width="10" height="${n(g1 - g0)}" fill="${post}"/>`,
    `<rect x="${n(cx + postX - 5)}" y="${n(g0)}" width="10" height="${n(g1 - g0)}" fill="${post}"/>`,
    `<rect x="${n(cx - capW / 2)}" y="${n(g0 - capH)}" width="${capW}" height="${capH}" rx="6" fill="${capPaint}"/>`,
    `<rect x="${n(cx - capW / 2)}" y="${n(g1)}" width="${capW}" height="${capH}" rx="6" fill="${capPaint}"/>`,
  );
}

function sandTimerClassic(s: Scene): void {
  const cx = W / 2;
  const r = 150;
  const step = 132;
  const baseTop = GROUND - 30;
  const stepTop = baseTop - 12;
  const top = GROUND - 580;
  const topStep = top + 30;
  const g0 = topStep + 8;
  const g1 = stepTop + 4;
  s.add(floorShadow(s, cx, r, 0.36));
  s.add(woodDisk(s, cx, baseTop, r, 30, cedar), woodDisk(s, cx, stepTop, step, 12, cedar));
  // Turned spindles at 30°, 150° and (behind the glass) 270° round the disks.
  const spindle = (angle: number) => {
    const a = (angle * Math.PI) / 180;
    const x = cx + Math.cos(a) * 112;
    const dy = Math.sin(a) * 112 * TILT;
    const y0 = topStep + 12 + dy;
    const y1 = stepTop + dy;
    const radius = (t: number) =>
      7 +
      6 * Math.exp(-(((t - 0.05) / 0.035) ** 2)) +
      6 * Math.exp(-(((t - 0.95) / 0.035) ** 2)) +
      4 * Math.exp(-(((t - 0.5) / 0.14) ** 2)) +
      (t < 0.03 || t > 0.97 ? 3 : 0);
    return `<path d="${lathe(x, y0, y1, radius, 60)}" fill="${s.across(roundStops(angle === 270 ? cedar.dark : cedar.base))}"/>`;
  };
  s.add(spindle(270), hourglass(s, cx, g0, g1, 100, 0.5), spindle(30), spindle(150));
  s.add(woodDisk(s, cx, topStep, step, 12, cedar), woodDisk(s, cx, top, r, 30, cedar));
}

function thermoHygrometer(s: Scene): void {
  const cx = W / 2;
  const width = 330;
  const top = WALL_CENTRE - 310;
  const bottom = WALL_CENTRE + 310;
  s.add(plaque(s, cx - width / 2, top, width, bottom - top, width / 2, cedar, 12));
  const r = 126;
  const dials = [WALL_CENTRE - 142, WALL_CENTRE + 142];
  for (const cy of dials) {
    s.add(softCircle(s, cx + 6, cy + 8, r, 9, 0.4));
  }
  s.add(
    dial(
      s,
      cx,
      dials[0]!,
      r,
      { min: 0, max: 120, minor: 5, major: 20, labels: [0, 40, 80, 120], unit: "°C", value: 82 },
      { bezel: 0.07 },
    ),
    dial(
      s,
      cx,
      dials[1]!,
      r,
      { min: 0, max: 100, minor: 5, major: 10, labels: [0, 50, 100], unit: "RH", value: 18 },
      { bezel: 0.07 },
    ),
  );
}

function cedarBucket(s: Scene): void {
  const cx = W / 2;
  const spec: BucketSpec = {
    cx,
    yTop: GROUND - 300,
    yBottom: GROUND,
    rTop: 210,
    rBottom: 180,
    timber: cedar,
    staves: 26,
    hoops: [0.16, 0.76],
    hoopHeight: 15,
  };
  s.add(floorShadow(s, cx, 190, 0.4));
  s.add(bucket(s, spec));
  // The bent cedar handle, pinned to the outside of the bucket with small dark brackets.
  const ax = spec.rTop + 8;
  const ay = spec.yTop + 46;
  const arch = `M${n(cx - ax)} ${n(ay)}A${n(ax)} 260 0 0 1 ${n(cx + ax)} ${n(ay)}`;
  s.add(
    `<g transform="translate(8 10)">${softStroke(arch, 26, 6, 0.14)}</g>`,
    `<path d="${arch}" fill="none" stroke="${s.across([
      [0, cedar.light],
      [0.35, cedar.base],
      [1, mix(cedar.base, cedar.dark, 0.6)],
    ])}" stroke-width="26"/>`,
    `<path d="${arch}" fill="none" stroke="${lighten(cedar.light, 0.35)}" stroke-width="6" opacity="0.5" transform="translate(-3 -9)"/>`,
  );
  for (const side of [-1, 1]) {
    const x = cx + side * ax;
    s.add(
      `<rect x="${n(x - 13)}" y="${n(ay - 12)}" width="26" height="54" rx="5" fill="${s.across(steelStops("#4a4642"))}"/>`,
      `<circle cx="${n(x)}" cy="${n(ay)}" r="3.5" fill="${lighten(palette.steel, 0.3)}"/><circle cx="${n(x)}" cy="${n(ay + 28)}" r="3.5" fill="${lighten(palette.steel, 0.3)}"/>`,
    );
  }
}

/** A carved ladle leaning on the wall: its bowl on the floor, its handle resting up the wall. */
function cedarSpoon(s: Scene): void {
  const foot: Point = [500, GROUND - 90];
  const angle = 13;
  const handle: [number, number, number] = [56, 36, 48];
  const place = (body: string) =>
    `<g transform="translate(${foot[0]} ${foot[1]}) rotate(${angle})">${body}</g>`;
  s.add(floorShadow(s, foot[0] + 10, 120, 0.34, GROUND));
  const silhouette = place(
    `<path d="${handleOutline(0, -60, -800, ...handle, 10)}" fill-rule="evenodd"/>${ellipse(0, 8, 110, 92, "")}`,
  );
  s.add(
    wallShadow(s, silhouette, [foot[0] - 110, foot[1] - 800, foot[0] + 200, foot[1] + 100], {
      dx: 34,
      dy: 10,
      opacity: 0.2,
      softness: 10,
    }),
  );
  s.add(place(`${woodHandle(s, 0, -60, -800, handle, cedar, 10)}${carvedBowl(s, 110, 84, cedar)}`));
}

function brandSet(s: Scene): void {
  const cx = W / 2 - 30;
  const spec: BucketSpec = {
    cx,
    yTop: GROUND - 270,
    yBottom: GROUND,
    rTop: 190,
    rBottom: 190,
    timber: thermo,
    staves: 30,
    hoops: [0.8],
    hoopHeight: 7,
  };
  s.add(floorShadow(s, cx, 195, 0.42));
  s.add(bucket(s, spec, "wood"));
  const { yTop, rTop } = spec;
  // The minimal handle: two staves rise above the rim and carry a round bar.
  const earTop = yTop - 104;
  const bar = earTop + 24;
  for (const side of [-1, 1]) {
    const x = cx + side * (rTop - 13);
    s.add(
      `<rect x="${n(x - 13)}" y="${n(earTop)}" width="26" height="${n(yTop - earTop + 14)}" rx="8" fill="${s.across(faceStops(side < 0 ? thermo.light : thermo.base, 0.15))}"/>`,
    );
  }
  s.add(
    `<rect x="${n(cx - rTop + 26)}" y="${n(bar - 9)}" width="${n(2 * rTop - 52)}" height="18" fill="${s.linear(
      [
        [0, lighten(thermo.light, 0.3)],
        [0.4, thermo.base],
        [1, thermo.dark],
      ],
    )}"/>`,
  );
  // The ladle's handle rises out of the bucket to the upper right, from behind the front rim.
  const inner = rTop - 20;
  const above = `M0 0H${W}V${n(yTop)}H${n(cx + inner)}A${n(inner)} ${n(inner * TILT)} 0 0 1 ${n(cx - inner)} ${n(yTop)}H0Z`;
  s.add(
    `<g clip-path="${s.clip(`<path d="${above}"/>`)}"><g transform="translate(${cx + 10} ${yTop + 60}) rotate(32)">${woodHandle(s, 0, 0, -620, [30, 24, 30], thermo, 7)}</g></g>`,
  );
}

function brandLadle(s: Scene): void {
  // The ladle hangs from a small wooden peg on the wall.
  const cx = W / 2;
  const peg: Point = [cx, WALL_CENTRE - 320];
  const cupY = WALL_CENTRE + 222;
  const cupR = 118;
  const squash = 0.6;
  const depth = 40;
  const handle: [number, number, number] = [34, 28, 44];
  const top = peg[1] - 22;
  const silhouette = `<path d="${handleOutline(cx, cupY - 40, top, ...handle, 12)}" fill-rule="evenodd"/>${ellipse(cx, cupY + depth, cupR, cupR * squash, "")}<rect x="${n(cx - cupR)}" y="${n(cupY)}" width="${cupR * 2}" height="${depth}"/>`;
  s.add(
    wallShadow(s, silhouette, [cx - cupR, top, cx + cupR, cupY + depth + cupR * squash], {
      dx: 26,
      dy: 24,
      opacity: 0.26,
      softness: 9,
    }),
  );
  s.add(woodHandle(s, cx, cupY - 40, top, handle, thermo, 12));
  // The steel ferrule where the handle meets the cup.
  s.add(
    `<rect x="${n(cx - 18)}" y="${n(cupY - cupR * squash - 50)}" width="36" height="56" rx="4" fill="${s.across(steelStops())}"/>`,
  );
  // The cup, its opening towards us and a little up.
  const cupSide = `M${n(cx - cupR)} ${n(cupY)}L${n(cx - cupR)} ${n(cupY + depth)}A${n(cupR)} ${n(cupR * squash)} 0 0 0 ${n(cx + cupR)} ${n(cupY + depth)}L${n(cx + cupR)} ${n(cupY)}Z`;
  s.add(
    `<path d="${cupSide}" fill="${s.across(steelStops())}"/>`,
    ellipse(
      cx,
      cupY,
      cupR,
      cupR * squash,
      `fill="${s.linear(
        [
          [0, lighten(palette.steel, 0.7)],
          [1, palette.steel],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 1 },
      )}"`,
    ),
    ellipse(
      cx,
      cupY + 1,
      cupR - 6,
      (cupR - 6) * squash,
      `fill="${s.radial(
        [
          [0, lighten(palette.steel, 0.35)],
          [0.6, darken(palette.steel, 0.12)],
          [1, darken(palette.steelDark, 0.4)],
        ],
        { cx: 0.6, cy: 0.68, r: 0.7, fx: 0.66, fy: 0.75 },
      )}"`,
    ),
  );
  // The peg, in front of the handle's hole.
  s.add(
    softCircle(s, peg[0] + 6, peg[1] + 7, 20, 6, 0.35),
    `<circle cx="${n(peg[0])}" cy="${n(peg[1])}" r="20" fill="${s.linear(
      [
        [0, thermo.light],
        [1, thermo.dark],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    )}"/>`,
    `<circle cx="${n(peg[0] - 2)}" cy="${n(peg[1] - 2)}" r="12" fill="${lighten(thermo.light, 0.15)}" opacity="0.45"/>`,
  );
}

/** The top of the neck rest's curve: height (up) along its length, in local units. */
function neckRestProfile(u: number): number {
  const knots: Point[] = [
    [0, 34],
    [70, 78],
    [150, 138],
    [205, 156],
    [255, 144],
    [320, 110],
    [380, 96],
    [430, 112],
    [460, 138],
  ];
  for (let i = 0; i < knots.length - 1; i++) {
    const [u0, v0] = knots[i]!;
    const [u1, v1] = knots[i + 1]!;
    if (u <= u1) {
      // Hermite through the knots with Catmull-Rom slopes, for a smooth curve.
      const prev = knots[Math.max(0, i - 1)]!;
      const next = knots[Math.min(knots.length - 1, i + 2)]!;
      const m0 = ((v1 - prev[1]) / (u1 - prev[0])) * (u1 - u0);
      const m1 = ((next[1] - v0) / (next[0] - u0)) * (u1 - u0);
      const t = (u - u0) / (u1 - u0);
      const t2 = t * t;
      const t3 = t2 * t;
      return (
        (2 * t3 - 3 * t2 + 1) * v0 +
        (t3 - 2 * t2 + t) * m0 +
        (-2 * t3 + 3 * t2) * v1 +
        (t3 - t2) * m1
      );
    }
  }
  return knots[knots.length - 1]![1];
}

/**
 * An ergonomic neck rest: slats across two curved supports. It gets its own projection, seen
 * from the front and higher than the rest of the series (its depth runs up and only a little to
 * the right): in the boxes' oblique view the rising part of its curve would line up with the
 * slats and vanish, and from the low camera the slats would read as upright boards.
 */
function brandNeckRest(s: Scene): void {
  const scale = 1.45;
  const length = 460;
  const width = 230;
  const thick = 12;
  const depth = { x: 0.1, y: -0.42 };
  const origin: Point = [W / 2 - ((length + width * depth.x) * scale) / 2, GROUND + 20];
  const at = (u: number, v: number, z: number): Point => [
    origin[0] + (u + z * depth.x) * scale,
    origin[1] + (-v + z * depth.y) * scale,
  ];
  const centre = at(length / 2, 0, width / 2);
  s.add(
    softShadow(s, centre[0] + 110, centre[1] + 6, 470, 84, 0.26),
    softShadow(s, centre[0] + 14, centre[1] + 4, 390, 58, 0.34),
  );
  // The two curved supports, inset from the ends of the slats: curved boards with an arched
  // underside, standing on two feet.
  const support = (z: number, tone: number) => {
    const top: Point[] = [];
    for (let u = 40; u <= length - 30; u += 8) top.push(at(u, neckRestProfile(u) - thick, z));
    const under = [
      at(length - 30, 0, z),
      at(length - 70, 0, z),
      at(250, 84, z),
      at(120, 0, z),
      at(40, 0, z),
    ];
    const d = `${smooth(top, false)}${smooth(under, false).replace("M", "L")}Z`;
    const base = mix(thermo.dark, palette.ink, tone);
    return `<path d="${d}" fill="${s.linear(faceStops(base, 0.16), { x1: 0, y1: 0, x2: 1, y2: 0.3 })}"/>`;
  };
  s.add(support(width - 40, 0.4), support(40, -0.15));
  // Slats across the curve, drawn back to front: a top face lit by its slope, a dark right side,
  // and the end grain facing us.
  const slats = 14;
  const half = 11;
  for (let i = 0; i < slats; i++) {
    const u = half + 2 + (i / (slats - 1)) * (length - 2 * half - 4);
    const v0 = neckRestProfile(u - half);
    const v1 = neckRestProfile(u + half);
    const slope = Math.atan2(v1 - v0, 2 * half);
    const lit = Math.max(0, Math.min(1, 0.62 + 0.55 * Math.sin(slope)));
    const topColour = mix(thermo.base, lighten(thermo.light, 0.38), lit);
    const z0 = -6;
    const z1 = width + 6;
    const face = [
      at(u - half, v0, z0),
      at(u + half, v1, z0),
      at(u + half, v1, z1),
      at(u - half, v0, z1),
    ];
    const end = [
      at(u - half, v0, z0),
      at(u + half, v1, z0),
      at(u + half, v1 - thick, z0),
      at(u - half, v0 - thick, z0),
    ];
    const side = [
      at(u + half, v1, z0),
      at(u + half, v1, z1),
      at(u + half, v1 - thick, z1),
      at(u + half, v1 - thick, z0),
    ];
    s.add(
      `<path d="${points(side)}Z" fill="${darken(thermo.dark, 0.35)}"/>`,
      `<path d="${points(face)}Z" fill="${s.linear(
        [
          [0, lighten(topColour, 0.06)],
          [1, darken(topColour, 0.16)],
        ],
        { x1: 0, y1: 1, x2: 0.3, y2: 0 },
      )}"/>`,
      `<path d="${points(end)}Z" fill="${mix(thermo.base, thermo.light, 0.25)}"/>`,
      `<path d="M${n(face[0]![0])} ${n(face[0]![1])}L${n(face[1]![0])} ${n(face[1]![1])}" stroke="${lighten(thermo.light, 0.5)}" stroke-width="1.5" opacity="0.7"/>`,
    );
  }
}

function brandThermometer(s: Scene): void {
  const cx = W / 2;
  const cy = WALL_CENTRE;
  const r = 235;
  const ring = `<circle cx="${cx}" cy="${cy}" r="${r}"/>`;
  s.add(
    wallShadow(s, ring, [cx - r, cy - r, cx + r, cy + r], {
      dx: 20,
      dy: 26,
      opacity: 0.34,
      softness: 14,
    }),
  );
  s.add(
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${s.linear(faceStops(thermo.base, 0.16), { x1: 0, y1: 0, x2: 1, y2: 1 })}"/>`,
    `<g clip-path="${s.clip(ring)}">${grain(cx - r, cy - r, 2 * r, 2 * r, thermo, s.rand, { vertical: false, lines: 16, opacity: 0.4 })}</g>`,
    `<circle cx="${cx}" cy="${cy}" r="${r - 2}" fill="none" stroke="${s.linear(
      [
        [0, lighten(thermo.light, 0.45), 0.9],
        [1, thermo.dark, 0.6],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    )}" stroke-width="4"/>`,
    // The recess the dial sits in: its lower right wall catches the light.
    `<circle cx="${cx}" cy="${cy}" r="174" fill="${s.linear(
      [
        [0, darken(thermo.dark, 0.45)],
        [1, lighten(thermo.light, 0.2)],
      ],
      { x1: 0.2, y1: 0.2, x2: 0.8, y2: 0.8 },
    )}"/>`,
  );
  s.add(
    dial(
      s,
      cx,
      cy,
      166,
      {
        min: 0,
        max: 120,
        minor: 2,
        major: 10,
        labels: [0, 30, 60, 90, 120],
        unit: "°C",
        value: 78,
      },
      { face: "#f1ebe1", bezel: 0.045 },
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// Stones

/** Greys of sauna stone (peridotite and olivine diabase), warm and cool, lit from the upper left. */
const stoneTones = ["#a39e96", "#8a8680", "#b0a89c", "#77736d", "#979189", "#6a6661"] as const;

function stonePaint(s: Scene, tone: number): string {
  const base = stoneTones[tone % stoneTones.length]!;
  const id = s.once(`stone${tone}`, (id) =>
    radial(
      id,
      [
        [0, lighten(base, 0.42)],
        [0.5, base],
        [0.88, darken(base, 0.38)],
        [1, darken(base, 0.5)],
      ],
      { cx: 0.45, cy: 0.42, r: 0.62, fx: 0.34, fy: 0.28 },
    ),
  );
  return `url(#${id})`;
}

/**
 * A split stone: a polygon of five to seven corners with the corners rounded off, so its sides
 * stay flat-ish like the faces of broken rock.
 */
function pebble(cx: number, cy: number, rx: number, ry: number, rand: () => number): string {
  const count = 5 + Math.floor(rand() * 3);
  const turn = rand() * Math.PI * 2;
  const corners: Point[] = [];
  for (let i = 0; i < count; i++) {
    const a = turn + ((i + between(rand, -0.22, 0.22)) / count) * Math.PI * 2;
    const k = between(rand, 0.84, 1.1);
    corners.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]);
  }
  const along = (i: number, t: number): Point => {
    const p = corners[i % count]!;
    const q = corners[(i + 1) % count]!;
    return [p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t];
  };
  const start = along(0, 0.3);
  let d = `M${n(start[0])} ${n(start[1])}`;
  for (let i = 0; i < count; i++) {
    const end = along(i, 0.7);
    const c = corners[(i + 1) % count]!;
    const next = along(i + 1, 0.3);
    d += `L${n(end[0])} ${n(end[1])}Q${n(c[0])} ${n(c[1])} ${n(next[0])} ${n(next[1])}`;
  }
  return `${d}Z`;
}

/** One stone. */
function stone(s: Scene, cx: number, cy: number, rx: number, ry: number): string {
  return `<path d="${pebble(cx, cy, rx, ry, s.rand)}" fill="${stonePaint(s, Math.floor(s.rand() * stoneTones.length))}"/>`;
}

/**
 * Stones packed in a face of a cage, from the top row down so each stone rests on the ones
 * below it. `place(u, v)` maps a point of the face (0–1 across, 0–1 down) to the picture and
 * gives the horizontal squeeze there (for a curved face).
 */
function stoneField(
  s: Scene,
  place: (u: number, v: number) => { x: number; y: number; squeeze: number },
  width: number,
  height: number,
  size: number,
): string {
  const rows = Math.ceil(height / (size * 0.72)) + 1;
  const cols = Math.ceil(width / (size * 0.9)) + 1;
  let out = "";
  for (let r = 0; r < rows; r++) {
    const offset = r % 2 ? 0.5 : 0;
    for (let c = -1; c < cols; c++) {
      const u = (c + offset + between(s.rand, -0.2, 0.2)) / (cols - 1);
      const v = (r + between(s.rand, -0.15, 0.15)) / (rows - 1);
      if (u < -0.08 || u > 1.08) continue;
      const p = place(Math.max(0, Math.min(1, u)), v);
      const k = between(s.rand, 0.85, 1.2);
      out += stone(s, p.x, p.y, size * 0.56 * k * p.squeeze, size * 0.44 * k);
    }
  }
  return out;
}

/**
 * A heap of stones on a top: `place(u, w, lift)` maps a point of the top (u across, w from the
 * back at 0 to the front at 1) raised by `lift` px to the picture. Back rows are drawn first.
 */
function stoneHeap(
  s: Scene,
  place: (u: number, w: number) => Point | undefined,
  across: number,
  deep: number,
  size: number,
  height: number,
  draw: (x: number, y: number, rx: number, ry: number) => string = (x, y, rx, ry) =>
    stone(s, x, y, rx, ry),
): string {
  const cols = Math.max(2, Math.round(across / (size * 0.7)));
  const rows = Math.max(2, Math.round(deep / (size * 0.55)));
  let out = "";
  for (let r = 0; r <= rows; r++) {
    for (let c = 0; c <= cols; c++) {
      const u = (c + (r % 2 ? 0.5 : 0) + between(s.rand, -0.25, 0.25)) / cols;
      const w = (r + between(s.rand, -0.2, 0.2)) / rows;
      if (u < 0.02 || u > 0.98) continue;
      const p = place(u, Math.max(0, Math.min(1, w)));
      if (!p) continue;
      const dome =
        Math.max(0, 1 - ((u - 0.5) / 0.5) ** 2) * Math.max(0, 1 - ((w - 0.5) / 0.5) ** 2);
      const k = between(s.rand, 0.85, 1.2);
      out += draw(p[0], p[1] - height * Math.sqrt(dome), size * 0.55 * k, size * 0.42 * k);
    }
  }
  return out;
}

/** The faint warm glow that lives in the gaps between hot stones (drawn under them). */
function stoneGlow(
  s: Scene,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  strength = 0.55,
): string {
  const paint = s.radial([
    [0, "#ffd9a0", strength],
    [0.35, palette.amber, strength * 0.8],
    [0.7, palette.emberGlow, strength * 0.35],
    [1, palette.ember, 0],
  ]);
  return ellipse(cx, cy, rx, ry, `fill="${paint}"`);
}

// ---------------------------------------------------------------------------------------------
// Heaters: boxes in the oblique projection, steel by gradients.

interface Box {
  /** The front bottom left corner in the picture. */
  origin: Point;
  w: number;
  h: number;
  d: number;
}

/** A box standing with the centre of its footprint at (cx, GROUND). */
function boxOnFloor(cx: number, w: number, h: number, d: number, ground = GROUND): Box {
  return { origin: [cx - (w + d * DEPTH.x) / 2, ground - (d * DEPTH.y) / 2], w, h, d };
}

function at(b: Box, x: number, y: number, z: number): Point {
  return oblique(b.origin, x, y, z);
}

function quad(list: readonly Point[], attrs: string): string {
  return `<path d="${points(list)}Z" ${attrs}/>`;
}

function frontFace(b: Box, y0 = 0, y1 = b.h): Point[] {
  return [at(b, 0, y0, 0), at(b, b.w, y0, 0), at(b, b.w, y1, 0), at(b, 0, y1, 0)];
}

function sideFace(b: Box, y0 = 0, y1 = b.h): Point[] {
  return [at(b, b.w, y0, 0), at(b, b.w, y0, b.d), at(b, b.w, y1, b.d), at(b, b.w, y1, 0)];
}

function topFace(b: Box, y = b.h, inset = 0): Point[] {
  return [
    at(b, inset, y, inset),
    at(b, b.w - inset, y, inset),
    at(b, b.w - inset, y, b.d - inset),
    at(b, inset, y, b.d - inset),
  ];
}

/** Brushed stainless on a flat face lit from the upper left. */
function steelFace(s: Scene, base: string = palette.steel, lit = 0.45): string {
  return s.linear(
    [
      [0, lighten(base, lit)],
      [0.35, lighten(base, lit * 0.45)],
      [0.7, base],
      [1, darken(base, 0.18)],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
}

/** The same steel on a face turned away from the light. */
function steelShade(s: Scene, base: string = palette.steel): string {
  return s.linear(
    [
      [0, darken(base, 0.28)],
      [1, darken(base, 0.5)],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
}

/** Fine vertical brushing lines over a face. */
function brushing(
  s: Scene,
  face: readonly Point[],
  count: number,
  color: string,
  opacity: number,
): string {
  const [a, b, , d] = face as [Point, Point, Point, Point];
  let out = "";
  for (let i = 1; i < count; i++) {
    const t = i / count + between(s.rand, -0.2, 0.2) / count;
    const x0 = a[0] + (b[0] - a[0]) * t;
    const y0 = a[1] + (b[1] - a[1]) * t;
    out += `M${n(x0)} ${n(y0)}L${n(x0 + d[0] - a[0])} ${n(y0 + d[1] - a[1])}`;
  }
  return `<path d="${out}" stroke="${color}" stroke-width="1" opacity="${n(opacity)}"/>`;
}

/**
 * A steel rod between two points, drawn as a filled band (a gradient cannot paint a stroke whose
 * box has no width), with its small shadow cast to the right and down.
 */
function rod(a: Point, b: Point, width: number, paint: string, shadow = 0.28): string {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len = Math.hypot(dx, dy) || 1;
  const ox = (-dy / len) * (width / 2);
  const oy = (dx / len) * (width / 2);
  const band = (sx: number, sy: number, grow: number) =>
    points([
      [a[0] + ox * grow + sx, a[1] + oy * grow + sy],
      [b[0] + ox * grow + sx, b[1] + oy * grow + sy],
      [b[0] - ox * grow + sx, b[1] - oy * grow + sy],
      [a[0] - ox * grow + sx, a[1] - oy * grow + sy],
    ]) + "Z";
  const cast =
    shadow > 0
      ? `<path d="${band(width * 0.9, width * 0.5, 1.3)}" fill="${palette.ink}" opacity="${n(shadow)}"/>`
      : "";
  return `${cast}<path d="${band(0, 0, 1)}" fill="${paint}"/>`;
}

/** Paints for rods: vertical rods shade across, the others top to bottom. */
function rodPaints(s: Scene, base: string = palette.steel) {
  return {
    vertical: s.across(steelStops(base)),
    horizontal: s.linear([
      [0, lighten(base, 0.55)],
      [0.45, base],
      [1, darken(base, 0.45)],
    ]),
  };
}

function boxShadow(s: Scene, b: Box, opacity = 0.42): string {
  const c = at(b, b.w / 2, 0, b.d / 2);
  const half = (b.w + b.d * DEPTH.x) / 2;
  return (
    softShadow(s, c[0] + half * 0.45, c[1] + 6, half * 1.55, half * 0.36, opacity * 0.7) +
    softShadow(s, c[0] + half * 0.1, c[1] + 4, half * 1.12, half * 0.26, opacity)
  );
}

/** A low plinth under a heater, set back from its faces. */
function plinth(s: Scene, b: Box, height: number, inset: number, base: string): string {
  const p: Box = {
    origin: at(b, inset, 0, inset),
    w: b.w - 2 * inset,
    h: height,
    d: b.d - 2 * inset,
  };
  return (
    quad(frontFace(p), `fill="${darken(base, 0.35)}"`) +
    quad(sideFace(p), `fill="${darken(base, 0.6)}"`)
  );
}

/** Stones heaped on the top of a box, inside a rim inset this far. */
function heapOnBox(s: Scene, b: Box, inset: number, size: number, height: number): string {
  return stoneHeap(
    s,
    (u, w) => at(b, inset + u * (b.w - 2 * inset), b.h, inset + (1 - w) * (b.d - 2 * inset)),
    b.w - 2 * inset,
    b.d - 2 * inset,
    size,
    height,
  );
}

/** The classic floor-standing electric heater: a stainless body with a basket of stones on top. */
function classicHeater(s: Scene): void {
  const b = boxOnFloor(W / 2, 400, 440, 340);
  s.add(boxShadow(s, b));
  s.add(plinth(s, b, 26, 18, palette.steel));
  const body: Box = { ...b, origin: at(b, 0, 26, 0), h: b.h - 26 };
  // The open top: the far rim, the dark well, a warm glow and the heaped stones.
  const rim = 16;
  s.add(quad(topFace(body), `fill="${steelFace(s, palette.steel, 0.3)}"`));
  s.add(quad(topFace(body, body.h, rim), `fill="${palette.soot}"`));
  const c = at(body, body.w / 2, body.h, body.d / 2);
  s.add(stoneGlow(s, c[0], c[1] - 30, 120, 34, 0.55));
  s.add(heapOnBox(s, body, rim, 62, 92));
  // The front: brushed stainless, a band of vents under the top, two control knobs.
  const front = frontFace(body);
  s.add(quad(front, `fill="${steelFace(s)}"`), brushing(s, front, 26, "#ffffff", 0.12));
  for (let i = 0; i < 5; i++) {
    const y = body.h - 44 - i * 16;
    const p0 = at(body, 40, y, 0);
    const p1 = at(body, body.w - 40, y, 0);
    s.add(
      `<rect x="${n(p0[0])}" y="${n(p0[1])}" width="${n(p1[0] - p0[0])}" height="6" rx="3" fill="${darken(palette.steelDark, 0.5)}"/>`,
    );
    s.add(
      `<rect x="${n(p0[0])}" y="${n(p0[1] + 6)}" width="${n(p1[0] - p0[0])}" height="1.5" fill="#ffffff" opacity="0.5"/>`,
    );
  }
  for (const x of [body.w - 120, body.w - 60]) {
    const k = at(body, x, 70, 0);
    s.add(
      softCircle(s, k[0] + 4, k[1] + 5, 17, 5, 0.35),
      `<circle cx="${n(k[0])}" cy="${n(k[1])}" r="17" fill="${s.linear(
        [
          [0, palette.charcoal],
          [1, palette.ink],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 1 },
      )}"/>`,
      `<path d="M${n(k[0])} ${n(k[1] - 12)}L${n(k[0])} ${n(k[1] - 4)}" stroke="${palette.stone}" stroke-width="2.5" stroke-linecap="round"/>`,
    );
  }
  // The side, turned from the light, and the edge between the faces catching it.
  const side = sideFace(body);
  s.add(quad(side, `fill="${steelShade(s)}"`), brushing(s, side, 10, "#ffffff", 0.06));
  const e0 = at(body, body.w, 0, 0);
  const e1 = at(body, body.w, body.h, 0);
  s.add(
    `<path d="M${n(e0[0])} ${n(e0[1])}L${n(e1[0])} ${n(e1[1])}" stroke="#ffffff" stroke-width="2" opacity="0.55"/>`,
  );
  const t0 = at(body, 0, body.h, 0);
  s.add(
    `<path d="M${n(t0[0])} ${n(t0[1])}L${n(e1[0])} ${n(e1[1])}" stroke="#ffffff" stroke-width="2.5" opacity="0.7"/>`,
  );
}

/** The compact wall-mounted heater: a shallow stainless box with an open top of stones. */
function wallHeater(s: Scene): void {
  const w = 430;
  const h = 300;
  const d = 230;
  // Its back rests on the wall; its front bottom edge is well above the floor.
  const b: Box = { origin: [W / 2 - (w + d * DEPTH.x) / 2, WALL_CENTRE + 230], w, h, d };
  const silhouette = `<path d="${points([at(b, 0, 0, 0), at(b, w, 0, 0), at(b, w, 0, d), at(b, w, h + 50, d), at(b, 0, h + 50, d), at(b, 0, h, 0)])}Z"/>`;
  const x0 = b.origin[0];
  const y0 = at(b, 0, h + 60, d)[1];
  const x1 = at(b, w, 0, d)[0];
  s.add(
    wallShadow(s, silhouette, [x0, y0, x1, b.origin[1]], {
      dx: 34,
      dy: 40,
      opacity: 0.26,
      softness: 16,
    }),
  );
  const rim = 14;
  s.add(quad(topFace(b), `fill="${steelFace(s, palette.steel, 0.3)}"`));
  s.add(quad(topFace(b, h, rim), `fill="${palette.soot}"`));
  const c = at(b, w / 2, h, d / 2);
  s.add(stoneGlow(s, c[0], c[1] - 20, 130, 30, 0.5));
  s.add(heapOnBox(s, b, rim, 60, 76));
  const front = frontFace(b);
  s.add(quad(front, `fill="${steelFace(s)}"`), brushing(s, front, 28, "#ffffff", 0.12));
  // A grille of fine horizontal slots low on the front.
  for (let i = 0; i < 6; i++) {
    const y = 46 + i * 18;
    const p0 = at(b, 46, y, 0);
    const p1 = at(b, w - 46, y, 0);
    s.add(
      `<rect x="${n(p0[0])}" y="${n(p0[1])}" width="${n(p1[0] - p0[0])}" height="6" rx="3" fill="${darken(palette.steelDark, 0.5)}"/>`,
    );
    s.add(
      `<rect x="${n(p0[0])}" y="${n(p0[1] + 6)}" width="${n(p1[0] - p0[0])}" height="1.5" fill="#ffffff" opacity="0.5"/>`,
    );
  }
  const side = sideFace(b);
  s.add(quad(side, `fill="${steelShade(s)}"`));
  const k = at(b, w, h * 0.35, d * 0.5);
  s.add(ellipse(k[0], k[1], 8, 15, `fill="${palette.ink}"`));
  const e0 = at(b, w, 0, 0);
  const e1 = at(b, w, h, 0);
  const t0 = at(b, 0, h, 0);
  s.add(
    `<path d="M${n(e0[0])} ${n(e0[1])}L${n(e1[0])} ${n(e1[1])}" stroke="#ffffff" stroke-width="2" opacity="0.55"/>`,
    `<path d="M${n(t0[0])} ${n(t0[1])}L${n(e1[0])} ${n(e1[1])}" stroke="#ffffff" stroke-width="2.5" opacity="0.7"/>`,
  );
}

/**
 * A cage of stones: the dark inside, stones packed against its front and side, the side in
 * shade, then the rods. `mesh` adds horizontal rods (a square mesh) to the vertical ones.
 */
function stoneCage(
  s: Scene,
  b: Box,
  {
    rods,
    mesh,
    size,
    steel = palette.steel,
  }: { rods: number; mesh: number; size: number; steel?: string },
): void {
  const front = frontFace(b);
  const side = sideFace(b);
  s.add(quad(front, `fill="${palette.soot}"`), quad(side, `fill="${palette.ink}"`));
  const frontClip = s.clip(quad(front, ""));
  const sideClip = s.clip(quad(side, ""));
  s.add(
    `<g clip-path="${sideClip}">${stoneField(
      s,
      (u, v) => {
        const p = at(b, b.w, b.h * (1 - v), u * b.d);
        return { x: p[0], y: p[1], squeeze: 0.72 };
      },
      b.d * DEPTH.x * 1.6,
      b.h,
      size,
    )}${quad(side, `fill="${palette.ink}" opacity="0.42"`)}</g>`,
    `<g clip-path="${frontClip}">${stoneField(
      s,
      (u, v) => {
        const p = at(b, u * b.w, b.h * (1 - v), 0);
        return { x: p[0], y: p[1], squeeze: 1 };
      },
      b.w,
      b.h,
      size,
    )}${quad(
      front,
      `fill="${s.linear(
        [
          [0, "#fff7ea", 0.1],
          [0.5, palette.ink, 0],
          [1, palette.ink, 0.18],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 1 },
      )}"`,
    )}</g>`,
  );
  const paint = rodPaints(s, steel);
  const shade = rodPaints(s, darken(steel, 0.35));
  // Vertical rods on the front and on the side.
  for (let i = 0; i <= rods; i++) {
    const x = (i / rods) * b.w;
    s.add(rod(at(b, x, 0, 0), at(b, x, b.h, 0), 7, paint.vertical));
  }
  const sideRods = Math.max(2, Math.round((rods * b.d) / b.w));
  for (let i = 1; i <= sideRods; i++) {
    const z = (i / sideRods) * b.d;
    s.add(rod(at(b, b.w, 0, z), at(b, b.w, b.h, z), 6, shade.vertical, 0.2));
  }
  // Horizontal rods (or just the top and bottom frame).
  const levels = mesh > 0 ? mesh : 1;
  for (let j = 0; j <= levels; j++) {
    const y = (j / levels) * b.h;
    s.add(
      rod(at(b, 0, y, 0), at(b, b.w, y, 0), 7, paint.horizontal),
      rod(at(b, b.w, y, 0), at(b, b.w, y, b.d), 6, shade.horizontal, 0.2),
    );
  }
}

function stoneTop(
  s: Scene,
  b: Box,
  size: number,
  height: number,
  steel: string = palette.steel,
): void {
  const top = topFace(b);
  s.add(quad(top, `fill="${palette.soot}"`));
  s.add(heapOnBox(s, b, 4, size, height));
  // The top frame, lit.
  const paint = rodPaints(s, steel);
  s.add(
    rod(at(b, 0, b.h, b.d), at(b, b.w, b.h, b.d), 6, paint.horizontal, 0),
    rod(at(b, 0, b.h, 0), at(b, 0, b.h, b.d), 6, paint.horizontal, 0),
  );
}

/** A tall slim column of stones behind vertical steel rods. */
function columnHeater(s: Scene): void {
  const b = boxOnFloor(W / 2, 250, 780, 250);
  s.add(boxShadow(s, b, 0.4));
  s.add(plinth(s, b, 70, 0, palette.steelDark));
  const cage: Box = { ...b, origin: at(b, 0, 70, 0), h: b.h - 70 };
  stoneTop(s, cage, 60, 46, palette.charcoal);
  stoneCage(s, cage, { rods: 6, mesh: 0, size: 62, steel: palette.charcoal });
  // A band of steel at the base of the column.
  const band: Box = { ...cage, h: 26 };
  s.add(
    quad(frontFace(band), `fill="${steelFace(s)}"`),
    quad(sideFace(band), `fill="${steelShade(s)}"`),
  );
}

/** A cube of stones in a square steel mesh. */
function cubeHeater(s: Scene): void {
  const b = boxOnFloor(W / 2, 440, 560, 420);
  s.add(boxShadow(s, b, 0.42));
  s.add(plinth(s, b, 34, 26, palette.steelDark));
  const cage: Box = { ...b, origin: at(b, 0, 34, 0), h: b.h - 34 };
  stoneTop(s, cage, 64, 70);
  stoneCage(s, cage, { rods: 7, mesh: 8, size: 64 });
}

/** A tall cylinder of stones in a ring of steel rods. */
function cylinderHeater(s: Scene): void {
  const cx = W / 2;
  const r = 175;
  const yBottom = GROUND;
  const base = 56;
  const yTop = GROUND - 770;
  const ry = r * TILT;
  s.add(floorShadow(s, cx, r, 0.42));
  // The dark steel foot.
  s.add(
    `<path d="${cylinderSide(cx, yBottom - base, yBottom, r - 10)}" fill="${s.across(steelStops(palette.steelDark))}"/>`,
  );
  const y0 = yTop;
  const y1 = yBottom - base;
  // Inside: dark, stones packed round the curve, shaded like a cylinder.
  const side = cylinderSide(cx, y0, y1, r);
  s.add(`<path d="${side}" fill="${palette.soot}"/>`);
  s.add(
    `<g clip-path="${s.clip(`<path d="${side}"/>`)}">${stoneField(
      s,
      (u, v) => {
        const a = Math.PI * (1 - u);
        const x = cx + Math.cos(a) * r;
        const y = y0 + (y1 - y0) * v + Math.sin(a) * ry;
        return { x, y, squeeze: Math.max(0.35, Math.sin(a)) };
      },
      Math.PI * r,
      y1 - y0,
      60,
    )}<path d="${side}" fill="${s.across([
      [0, palette.ink, 0.45],
      [0.12, palette.ink, 0.1],
      [0.3, "#fff7ea", 0.12],
      [0.55, palette.ink, 0.05],
      [0.85, palette.ink, 0.45],
      [1, palette.ink, 0.6],
    ])}"/></g>`,
  );
  // Rods round the front half, lit by their angle to the light.
  const rods = 26;
  for (let i = 0; i <= rods / 2; i++) {
    const a = (i / (rods / 2)) * Math.PI;
    const x = cx + Math.cos(a) * r;
    const dy = Math.sin(a) * ry;
    const light = Math.max(0, Math.cos(a - Math.PI * 0.72));
    const colour = mix(darken(palette.steel, 0.5), lighten(palette.steel, 0.55), light);
    const width = 4 + 4 * Math.sin(a);
    s.add(rod([x, y0 + dy], [x, y1 + dy], width, colour, 0.25 * Math.sin(a)));
  }
  // Rings: the top, two in the height, the bottom.
  for (const y of [y0, y0 + (y1 - y0) * 0.34, y0 + (y1 - y0) * 0.67, y1]) {
    s.add(`<path d="${frontBand(cx, y - 5, r + 2, 10)}" fill="${s.across(steelStops())}"/>`);
  }
  // The top: stones heaped in the ring, a faint glow in the gaps, the lit back of the ring.
  s.add(ellipse(cx, y0, r, ry, `fill="${palette.soot}"`));
  s.add(
    stoneHeap(
      s,
      (u, w) => {
        const x = (u - 0.5) * 2;
        const z = (w - 0.5) * 2;
        if (x * x + z * z > 1.05) return undefined;
        return [cx + x * (r - 26), y0 + z * (ry - 5)];
      },
      2 * r,
      2 * r,
      60,
      56,
    ),
  );
  s.add(
    `<path d="M${n(cx - r - 2)} ${n(y0)}A${n(r + 2)} ${n((r + 2) * TILT)} 0 0 0 ${n(cx + r + 2)} ${n(y0)}" fill="none" stroke="${lighten(palette.steel, 0.5)}" stroke-width="3" opacity="0.8"/>`,
  );
}

/** The compact black wood-burning stove: a glass door with a flame, stones on top, a flue. */
function woodStove(s: Scene): void {
  const b = boxOnFloor(W / 2 - 20, 400, 400, 380);
  const black = "#2b2724";
  s.add(boxShadow(s, b, 0.46));
  // Short legs, then the body.
  for (const [x, z] of [
    [24, 24],
    [b.w - 24, 24],
    [b.w - 24, b.d - 24],
  ] as const) {
    const p = at(b, x, 0, z);
    s.add(
      `<rect x="${n(p[0] - 9)}" y="${n(p[1] - 40)}" width="18" height="40" fill="${s.across(roundStops(black, 1))}"/>`,
    );
  }
  const body: Box = { ...b, origin: at(b, 0, 36, 0), h: b.h - 36 };
  // The stone rail on top: stones heaped round the flue.
  const flueAt = at(body, body.w * 0.62, body.h, body.d * 0.62);
  const flueR = 52;
  s.add(
    quad(
      topFace(body),
      `fill="${s.linear(faceStops(black, 0.12), { x1: 0, y1: 0, x2: 1, y2: 1 })}"`,
    ),
  );
  s.add(
    `<rect x="${n(flueAt[0] - flueR)}" y="-10" width="${flueR * 2}" height="${n(flueAt[1] + 10)}" fill="${s.across(roundStops("#3a3531", 1.2))}"/>`,
    ellipse(flueAt[0], flueAt[1], flueR, flueR * TILT, `fill="${black}"`),
  );
  // A collar where the flue leaves the stove.
  s.add(
    `<path d="${cylinderSide(flueAt[0], flueAt[1] - 34, flueAt[1] - 22, flueR + 5)}" fill="${s.across(roundStops("#3a3531", 1.2))}"/>`,
  );
  s.add(heapOnBox(s, { ...body, h: body.h + 22 }, 12, 58, 44));
  // A low guard of black steel round the stones, standing up from the top of the body.
  const guard: Box = { ...body, origin: at(body, 0, body.h, 0), h: 40 };
  s.add(
    quad(
      frontFace(guard),
      `fill="${s.linear(faceStops("#3d3833", 0.1), { x1: 0, y1: 0, x2: 1, y2: 0 })}"`,
    ),
    quad(sideFace(guard), `fill="#221e1b"`),
    `<path d="${points([at(guard, 0, guard.h, 0), at(guard, guard.w, guard.h, 0), at(guard, guard.w, guard.h, guard.d)])}" fill="none" stroke="#ffffff" stroke-width="2" opacity="0.35"/>`,
  );
  // The front in black steel, the glass door with the fire behind it.
  const front = frontFace(body);
  s.add(
    quad(front, `fill="${s.linear(faceStops("#37322e", 0.1), { x1: 0, y1: 0, x2: 1, y2: 1 })}"`),
  );
  const door = { x0: 60, x1: body.w - 60, y0: 120, y1: body.h - 56 };
  const dTop = at(body, door.x0, door.y1, 0);
  const dBottom = at(body, door.x1, door.y0, 0);
  const dw = dBottom[0] - dTop[0];
  const dh = dBottom[1] - dTop[1];
  s.add(
    `<rect x="${n(dTop[0] - 14)}" y="${n(dTop[1] - 14)}" width="${n(dw + 28)}" height="${n(dh + 28)}" rx="10" fill="${s.linear(faceStops("#45403b", 0.2), { x1: 0, y1: 0, x2: 1, y2: 1 })}"/>`,
    `<rect x="${n(dTop[0])}" y="${n(dTop[1])}" width="${n(dw)}" height="${n(dh)}" rx="6" fill="${s.radial(
      [
        [0, palette.amber],
        [0.35, palette.emberGlow],
        [0.7, palette.ember],
        [1, "#3a1a0c"],
      ],
      { cx: 0.5, cy: 0.85, r: 0.85 },
    )}"/>`,
  );
  // Flames: a few soft tongues rising from the logs.
  const fire = s.clip(
    `<rect x="${n(dTop[0])}" y="${n(dTop[1])}" width="${n(dw)}" height="${n(dh)}" rx="6"/>`,
  );
  let flames = "";
  const outer = s.linear([
    [0, palette.amber, 0],
    [0.45, palette.amber, 0.6],
    [1, "#fde3b0", 0.9],
  ]);
  const inner = s.linear([
    [0, "#fff1d6", 0],
    [0.5, "#fff1d6", 0.7],
    [1, "#fff1d6", 0.95],
  ]);
  const tongues = [
    [0.3, 0.55, 0.16],
    [0.52, 0.75, 0.2],
    [0.72, 0.5, 0.15],
  ] as const;
  for (const [fx, fh, fw] of tongues) {
    const x = dTop[0] + dw * fx;
    const y = dTop[1] + dh * 0.86;
    const top = y - dh * fh;
    const half = dw * fw;
    flames += `<path d="M${n(x - half)} ${n(y)}C${n(x - half)} ${n(y - dh * fh * 0.5)} ${n(x - half * 0.2)} ${n(top + dh * 0.12)} ${n(x + half * 0.15)} ${n(top)}C${n(x + half * 0.1)} ${n(top + dh * 0.2)} ${n(x + half)} ${n(y - dh * fh * 0.4)} ${n(x + half)} ${n(y)}Z" fill="${outer}"/>`;
    flames += `<path d="M${n(x - half * 0.5)} ${n(y)}C${n(x - half * 0.5)} ${n(y - dh * fh * 0.35)} ${n(x)} ${n(top + dh * fh * 0.45)} ${n(x + half * 0.1)} ${n(top + dh * fh * 0.35)}C${n(x + half * 0.2)} ${n(top + dh * fh * 0.5)} ${n(x + half * 0.5)} ${n(y - dh * 0.1)} ${n(x + half * 0.5)} ${n(y)}Z" fill="${inner}"/>`;
  }
  // Two logs, their edges glowing.
  const logY = dTop[1] + dh * 0.86;
  for (const [x0, w0, y0, turn] of [
    [0.14, 0.7, logY - 4, -4],
    [0.2, 0.62, logY + 14, 5],
  ] as const) {
    const x = dTop[0] + dw * x0;
    const w = dw * w0;
    flames += `<g transform="rotate(${turn} ${n(x + w / 2)} ${n(y0 + 11)})"><rect x="${n(x)}" y="${n(y0)}" width="${n(w)}" height="22" rx="11" fill="#2a160c"/><path d="M${n(x + 10)} ${n(y0 + 1)}H${n(x + w - 10)}" stroke="${palette.emberGlow}" stroke-width="2" stroke-linecap="round" opacity="0.8"/></g>`;
  }
  s.add(`<g clip-path="${fire}">${flames}</g>`);
  // Reflections on the glass.
  s.add(
    `<path d="M${n(dTop[0] + dw * 0.08)} ${n(dTop[1] + dh)}L${n(dTop[0] + dw * 0.3)} ${n(dTop[1])}L${n(dTop[0] + dw * 0.4)} ${n(dTop[1])}L${n(dTop[0] + dw * 0.18)} ${n(dTop[1] + dh)}Z" fill="#ffffff" opacity="0.1"/>`,
    `<rect x="${n(dTop[0])}" y="${n(dTop[1])}" width="${n(dw)}" height="${n(dh)}" rx="6" fill="none" stroke="${palette.ink}" stroke-width="3" opacity="0.6"/>`,
  );
  // The handle and the ash drawer.
  s.add(
    `<rect x="${n(dBottom[0] + 22)}" y="${n(dTop[1] + dh * 0.3)}" width="10" height="${n(dh * 0.4)}" rx="5" fill="${s.across(steelStops())}"/>`,
  );
  const a0 = at(body, 90, 58, 0);
  const a1 = at(body, body.w - 90, 58, 0);
  s.add(
    `<rect x="${n(a0[0])}" y="${n(a0[1])}" width="${n(a1[0] - a0[0])}" height="8" rx="4" fill="${palette.ink}"/>`,
    `<rect x="${n(a0[0])}" y="${n(a0[1] + 8)}" width="${n(a1[0] - a0[0])}" height="1.5" fill="#ffffff" opacity="0.2"/>`,
  );
  const side = sideFace(body);
  s.add(
    quad(side, `fill="${s.linear(faceStops("#221e1b", 0.08), { x1: 0, y1: 0, x2: 1, y2: 1 })}"`),
  );
  const e0 = at(body, body.w, 0, 0);
  const e1 = at(body, body.w, body.h, 0);
  const t0 = at(body, 0, body.h, 0);
  s.add(
    `<path d="M${n(e0[0])} ${n(e0[1])}L${n(e1[0])} ${n(e1[1])}" stroke="#ffffff" stroke-width="1.5" opacity="0.25"/>`,
    `<path d="M${n(t0[0])} ${n(t0[1])}L${n(e1[0])} ${n(e1[1])}" stroke="#ffffff" stroke-width="2" opacity="0.35"/>`,
  );
}

// ---------------------------------------------------------------------------------------------
// Aromas: one bottle, tinted per fragrance, beside its botanical.

interface Fragrance {
  /** The liquid's colour in the middle of the bottle. */
  liquid: string;
  /** The botanical still life, drawn on the floor to the right of the bottle. */
  botanical: (s: Scene) => void;
}

const BOTTLE_X = 500;
const BOTTLE_R = 88;

/** The half width of the bottle at y: a round-shouldered apothecary bottle. */
function bottleRadius(y: number): number {
  const base = GROUND;
  const shoulder = GROUND - 250;
  const neck = shoulder - 58;
  const lip = neck - 34;
  if (y < lip + 9) return 33;
  if (y < neck) return 29;
  if (y < shoulder) {
    const u = (y - neck) / (shoulder - neck);
    return 29 + (BOTTLE_R - 29) * Math.sqrt(Math.max(0, 1 - (1 - u) ** 2));
  }
  const foot = base - 9;
  if (y > foot) return BOTTLE_R - 9 * (1 - Math.sqrt(Math.max(0, 1 - ((y - foot) / 9) ** 2)));
  return BOTTLE_R;
}

/** A turned outline from y0 down to y1 whose bottom is the front arc of a flat circle. */
function roundBottomLathe(
  cx: number,
  y0: number,
  y1: number,
  radius: (y: number) => number,
  steps = 80,
): string {
  const right: Point[] = [];
  for (let i = 0; i <= steps; i++) {
    const y = y0 + ((y1 - y0) * i) / steps;
    right.push([cx + radius(y), y]);
  }
  const rb = radius(y1);
  const left = right.map(([x, y]) => [2 * cx - x, y] as Point).reverse();
  return `${points(right)}A${n(rb)} ${n(rb * TILT)} 0 0 1 ${n(cx - rb)} ${n(y1)}${points(left).replace("M", "L")}Z`;
}

/** The aroma bottle: clear glass, the tinted liquid, a plain paper label and a wooden cap. */
function aromaBottle(s: Scene, liquid: string): void {
  const cx = BOTTLE_X;
  const shoulder = GROUND - 250;
  const top = shoulder - 58 - 34;
  // The shadow, and the light thrown through the liquid into it.
  s.add(floorShadow(s, cx, BOTTLE_R * 1.05, 0.34));
  s.add(
    ellipse(
      cx + 150,
      GROUND + 10,
      130,
      26,
      `fill="${s.radial([
        [0, lighten(liquid, 0.25), 0.55],
        [0.6, liquid, 0.2],
        [1, liquid, 0],
      ])}"`,
    ),
  );
  const outline = roundBottomLathe(cx, top, GROUND, bottleRadius);
  // The glass seen through: faint, darker at its edges where it is seen edge on.
  s.add(
    `<path d="${outline}" fill="${s.across([
      [0, palette.ink, 0.16],
      [0.08, "#ffffff", 0.18],
      [0.5, "#ffffff", 0.06],
      [0.9, palette.ink, 0.06],
      [1, palette.ink, 0.2],
    ])}"/>`,
  );
  // The liquid: almost to the shoulder, luminous where the light passes through it.
  const level = shoulder + 22;
  const inner = (y: number) => bottleRadius(y) - 6;
  const liquidBody = s.clip(`<rect x="0" y="${n(level)}" width="${W}" height="${n(H - level)}"/>`);
  const liquidPath = roundBottomLathe(cx, shoulder - 10, GROUND - 12, inner);
  s.add(
    `<g clip-path="${liquidBody}"><path d="${liquidPath}" fill="${s.across([
      [0, darken(liquid, 0.45)],
      [0.14, darken(liquid, 0.1)],
      [0.35, lighten(liquid, 0.18)],
      [0.62, liquid],
      [0.88, darken(liquid, 0.35)],
      [1, darken(liquid, 0.55)],
    ])}"/><path d="${liquidPath}" fill="${s.radial(
      [
        [0, lighten(liquid, 0.55), 0.7],
        [1, liquid, 0],
      ],
      { cx: 0.62, cy: 0.78, r: 0.45 },
    )}"/></g>`,
    ellipse(
      cx,
      level,
      inner(level),
      inner(level) * TILT,
      `fill="${lighten(liquid, 0.3)}" opacity="0.85"`,
    ),
    `<path d="M${n(cx - inner(level))} ${n(level)}A${n(inner(level))} ${n(inner(level) * TILT)} 0 0 0 ${n(cx + inner(level))} ${n(level)}" fill="none" stroke="${darken(liquid, 0.3)}" stroke-width="1.5" opacity="0.7"/>`,
  );
  // The thick glass base, catching light along its front edge.
  s.add(
    `<path d="M${n(cx - BOTTLE_R + 6)} ${n(GROUND - 4)}A${n(BOTTLE_R - 6)} ${n((BOTTLE_R - 6) * TILT)} 0 0 0 ${n(cx + BOTTLE_R - 6)} ${n(GROUND - 4)}" fill="none" stroke="#ffffff" stroke-width="3" opacity="0.45"/>`,
  );
  // The paper label, wrapped round the body, with a few fine printed rules and no words.
  const l0 = GROUND - 205;
  const l1 = GROUND - 62;
  const lr = BOTTLE_R + 0.5;
  const paper = "#f3ede2";
  s.add(`<path d="${cylinderSide(cx, l0, l1, lr)}" fill="${s.across(roundStops(paper, 0.55))}"/>`);
  const rule = (y: number, half: number, width: number, opacity: number) => {
    const a = Math.asin(half / lr);
    const x0 = cx - half;
    const x1 = cx + half;
    const sag = lr * TILT * Math.cos(a);
    return `<path d="M${n(x0)} ${n(y + sag)}A${n(lr)} ${n(lr * TILT)} 0 0 0 ${n(x1)} ${n(y + sag)}" fill="none" stroke="${palette.line}" stroke-width="${n(width)}" opacity="${n(opacity)}"/>`;
  };
  s.add(
    rule(l0 + 12, 64, 1.2, 0.55),
    rule(l1 - 16, 64, 1.2, 0.55),
    rule(l0 + 18, 64, 0.8, 0.4),
    rule(l1 - 22, 64, 0.8, 0.4),
    rule(l0 + 62, 30, 1.6, 0.5),
    rule(l0 + 80, 44, 0.9, 0.35),
  );
  // Reflections of the key light on the glass: a long streak on the left, a thin one on the right.
  const streak = (frac: number, width: number, opacity: number, from: number, to: number) => {
    const list: Point[] = [];
    for (let i = 0; i <= 20; i++) {
      const y = from + ((to - from) * i) / 20;
      list.push([cx + bottleRadius(y) * frac, y]);
    }
    return `<path d="${smooth(list, false)}" fill="none" stroke="#ffffff" stroke-width="${n(width)}" stroke-linecap="round" opacity="${n(opacity)}"/>`;
  };
  s.add(
    streak(-0.66, 9, 0.5, shoulder - 18, l0 - 10),
    streak(-0.66, 9, 0.28, l1 + 8, GROUND - 16),
    streak(-0.55, 5, 0.45, top + 14, shoulder - 40),
    streak(0.8, 2.5, 0.4, shoulder - 6, GROUND - 20),
  );
  // The outline of the glass, very fine.
  s.add(
    `<path d="${outline}" fill="none" stroke="${palette.ink}" stroke-width="1.2" opacity="0.22"/>`,
  );
  // The wooden cap.
  const capR = 40;
  const capTop = top - 76;
  s.add(
    `<path d="${cylinderSide(cx, capTop, top + 14, capR)}" fill="${s.across(roundStops(thermo.base, 1))}"/>`,
    `<g clip-path="${s.clip(`<path d="${cylinderSide(cx, capTop, top + 14, capR)}"/>`)}">${grain(cx - capR, capTop, capR * 2, 94, thermo, s.rand, { lines: 5, opacity: 0.35 })}</g>`,
    ellipse(
      cx,
      capTop,
      capR,
      capR * TILT,
      `fill="${s.linear(
        [
          [0, lighten(thermo.light, 0.25)],
          [1, thermo.base],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 1 },
      )}"`,
    ),
    `<path d="M${n(cx - capR)} ${n(capTop)}A${n(capR)} ${n(capR * TILT)} 0 0 0 ${n(cx + capR)} ${n(capTop)}" fill="none" stroke="${lighten(thermo.light, 0.5)}" stroke-width="1.5" opacity="0.6"/>`,
  );
}

// The botanicals. Flat things lying on the floor are drawn as if seen a little more from above
// than the camera really is (foreshortened by SQUASH), as a still-life photographer would.
const SQUASH = 0.55;

/** A pine sprig lying on the floor: a twig with side shoots, dense with needles. */
function pineSprig(s: Scene): void {
  const origin: Point = [640, GROUND + 70];
  const rand = s.rand;
  const stem: Point[] = [];
  for (let i = 0; i <= 10; i++) {
    const t = i / 10;
    stem.push([origin[0] + t * 330, origin[1] - t * 120 * SQUASH * 2 + Math.sin(t * 3) * 10]);
  }
  s.add(softShadow(s, origin[0] + 190, origin[1] - 20, 230, 40, 0.28));
  const branches: Point[][] = [stem];
  for (const [at0, dir] of [
    [0.3, -1],
    [0.5, 1],
    [0.7, -1],
  ] as const) {
    const p = stem[Math.round(at0 * 10)]!;
    const list: Point[] = [];
    for (let i = 0; i <= 5; i++) {
      const t = i / 5;
      list.push([p[0] + t * 110, p[1] + dir * t * 70 * SQUASH - t * 30]);
    }
    branches.push(list);
  }
  const shades = ["#2f4a2e", "#3f5d3a", "#56764b", "#6f8d5c"];
  const needles: string[] = ["", "", "", ""];
  const wood: string[] = [];
  for (const branch of branches) {
    wood.push(smooth(branch, false));
    for (let i = 0; i < branch.length - 1; i++) {
      const a = branch[i]!;
      const b = branch[i + 1]!;
      const dx = b[0] - a[0];
      const dy = b[1] - a[1];
      const angle = Math.atan2(dy, dx);
      for (let k = 0; k < 7; k++) {
        const t = k / 7;
        const x = a[0] + dx * t;
        const y = a[1] + dy * t;
        for (const side of [-1, 1]) {
          const spread = angle + side * between(rand, 0.45, 1.05);
          const len = between(rand, 34, 52);
          const bend = side * between(rand, 4, 10);
          const ex = x + Math.cos(spread) * len;
          const ey = y + Math.sin(spread) * len * 0.8;
          const tone = side < 0 ? 2 + Math.floor(rand() * 2) : Math.floor(rand() * 3);
          needles[tone] +=
            `M${n(x)} ${n(y)}Q${n((x + ex) / 2 + bend)} ${n((y + ey) / 2 - Math.abs(bend))} ${n(ex)} ${n(ey)}`;
        }
      }
    }
  }
  s.add(
    `<path d="${wood.join("")}" fill="none" stroke="#6e4a2c" stroke-width="7" stroke-linecap="round"/>`,
  );
  needles.forEach((d, i) =>
    s.add(
      `<path d="${d}" fill="none" stroke="${shades[i]}" stroke-width="2.4" stroke-linecap="round"/>`,
    ),
  );
}

/** A round leaf with a midrib, lit from the upper left. */
function leaf(
  s: Scene,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  angle: number,
  colour: string,
  pointed = 0,
): string {
  const paint = s.linear(
    [
      [0, lighten(colour, 0.3)],
      [0.55, colour],
      [1, darken(colour, 0.3)],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
  const tip = rx * (1 + pointed);
  const shape = `M${n(-tip)} 0C${n(-rx * 0.6)} ${n(-ry * 1.05)} ${n(rx * 0.6)} ${n(-ry * 1.05)} ${n(rx)} 0C${n(rx * 0.6)} ${n(ry * 1.05)} ${n(-rx * 0.6)} ${n(ry * 1.05)} ${n(-tip)} 0Z`;
  return `<g transform="translate(${n(cx)} ${n(cy)}) rotate(${n(angle)})"><path d="${shape}" fill="${paint}"/><path d="M${n(-tip * 0.95)} 0Q0 ${n(-ry * 0.08)} ${n(rx * 0.92)} 0" fill="none" stroke="${lighten(colour, 0.4)}" stroke-width="1.6" opacity="0.8"/></g>`;
}

/** A stem of silver-dollar eucalyptus: round silvery leaves in pairs along a curved stem. */
function eucalyptusStem(s: Scene): void {
  const base: Point = [630, GROUND + 80];
  s.add(softShadow(s, base[0] + 190, base[1] - 20, 240, 46, 0.26));
  const stem: Point[] = [];
  for (let i = 0; i <= 8; i++) {
    const t = i / 8;
    stem.push([base[0] + t * 320, base[1] - t * 150 * SQUASH * 1.6 - Math.sin(t * Math.PI) * 30]);
  }
  s.add(
    `<path d="${smooth(stem, false)}" fill="none" stroke="#8a6a5a" stroke-width="5" stroke-linecap="round"/>`,
  );
  const greens = ["#8fa89b", "#9fb5a6", "#7f9a8c", "#a9bdb0"];
  for (let i = 1; i <= 7; i++) {
    const p = stem[i]!;
    const r = 44 - i * 3;
    for (const side of [-1, 1]) {
      if (i === 7 && side > 0) continue;
      const angle = side * between(s.rand, 40, 65) - 20;
      const dist = r * 0.85;
      const a = (angle * Math.PI) / 180;
      s.add(
        leaf(
          s,
          p[0] + Math.cos(a) * dist * 0.4,
          p[1] + Math.sin(a) * dist * SQUASH * 1.4,
          r,
          r * 0.82,
          angle,
          greens[Math.floor(s.rand() * 4)]!,
          0.05,
        ),
      );
    }
  }
  const tip = stem[8]!;
  s.add(leaf(s, tip[0] + 16, tip[1] - 4, 26, 20, -20, greens[0]!, 0.1));
}

/**
 * A short round billet of sawn wood lying with its axis running into the picture: the sawn end
 * with its growth rings faces us, the body recedes up and to the right (the oblique projection).
 */
function billet(s: Scene, centre: Point, r: number, length: number, wood: Timber): string {
  const [x, y] = centre;
  const dx = length * DEPTH.x;
  const dy = length * DEPTH.y;
  // The body: the two end circles joined by their common tangents.
  const a = Math.atan2(dy, dx) + Math.PI / 2;
  const t0: Point = [x + Math.cos(a) * r, y + Math.sin(a) * r];
  const t1: Point = [x - Math.cos(a) * r, y - Math.sin(a) * r];
  const body = `M${n(t0[0])} ${n(t0[1])}L${n(t0[0] + dx)} ${n(t0[1] + dy)}A${n(r)} ${n(r)} 0 0 0 ${n(t1[0] + dx)} ${n(t1[1] + dy)}L${n(t1[0])} ${n(t1[1])}Z`;
  const side = s.linear(
    [
      [0, wood.light],
      [0.45, wood.base],
      [1, wood.dark],
    ],
    { x1: 0, y1: 0, x2: 0.35, y2: 1 },
  );
  let rings = "";
  for (let i = 1; i <= 6; i++) {
    const rr = r * (i / 6.6) + between(s.rand, -1.2, 1.2);
    rings += `<ellipse cx="${n(x + between(s.rand, -1.5, 1.5))}" cy="${n(y + between(s.rand, -1.5, 1.5))}" rx="${n(rr)}" ry="${n(rr * 0.96)}" fill="none" stroke="${wood.grain}" stroke-width="1" opacity="${n(0.16 + i * 0.04)}"/>`;
  }
  const end = s.radial(
    [
      [0, lighten(wood.light, 0.25)],
      [0.75, wood.light],
      [1, mix(wood.light, wood.base, 0.6)],
    ],
    { cx: 0.42, cy: 0.42, r: 0.62 },
  );
  return `<path d="${body}" fill="${side}"/>
<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${end}"/>${rings}
<circle cx="${n(x)}" cy="${n(y)}" r="${n(r - 1.5)}" fill="none" stroke="${wood.dark}" stroke-width="3" opacity="0.45"/>`;
}

/** Sandalwood: three short sawn billets, two side by side and one resting on them, and chips. */
function sandalwoodSticks(s: Scene): void {
  const wood: Timber = { light: "#ecd1a0", base: "#d0a46c", dark: "#9b6c3c", grain: "#8a5a2c" };
  const floor: Point = [700, GROUND + 42];
  const r = 43;
  const length = 190;
  s.add(softShadow(s, floor[0] + 140, floor[1] - 8, 230, 52, 0.36));
  s.add(
    billet(s, oblique(floor, 0, r, 0), r, length, wood),
    billet(s, oblique(floor, 2 * r + 6, r, 0), r, length, wood),
    billet(s, oblique(floor, r + 3, r * 2.72, 40), r * 0.96, length - 30, wood),
  );
  // Chips: small flat flakes with a lit top.
  const chipPaint = s.linear(faceStops(wood.light, 0.15), { x1: 0, y1: 0, x2: 1, y2: 1 });
  for (const [x, y, size] of [
    [615, GROUND + 112, 15],
    [985, GROUND + 96, 12],
    [905, GROUND + 126, 17],
    [585, GROUND + 62, 10],
    [660, GROUND + 134, 9],
  ] as const) {
    const outline = pebble(x, y, size * 1.5, size * 0.55, s.rand);
    s.add(
      `<path d="${outline}" fill="${wood.dark}" transform="translate(1.5 4)"/><path d="${outline}" fill="${chipPaint}"/>`,
    );
  }
}

/** A serrated mint leaf, veined, along +x from its stalk at (cx, cy). */
function mintLeaf(
  s: Scene,
  cx: number,
  cy: number,
  length: number,
  width: number,
  angle: number,
  colour: string,
): string {
  const teeth = 12;
  const half = (t: number) => Math.sin(Math.PI * Math.pow(t, 0.75)) * width * 0.5;
  const upper: Point[] = [];
  const lower: Point[] = [];
  for (let i = 0; i <= teeth * 2; i++) {
    const t = i / (teeth * 2);
    const tooth = i % 2 === 0 ? 1 : 0.9;
    upper.push([t * length, -half(t) * tooth]);
    lower.push([t * length, half(t) * tooth]);
  }
  const d = `${points(upper)}${points(lower.reverse()).replace("M", "L")}Z`;
  const paint = s.linear(
    [
      [0, lighten(colour, 0.22)],
      [0.5, colour],
      [1, darken(colour, 0.32)],
    ],
    { x1: 0, y1: 0, x2: 0.5, y2: 1 },
  );
  let veins = `M0 0Q${n(length * 0.5)} ${n(-width * 0.04)} ${n(length * 0.96)} 0`;
  for (let i = 1; i <= 5; i++) {
    const x = length * (i / 6.5);
    const h = half(x / length + 0.12) * 0.8;
    veins += `M${n(x)} 0Q${n(x + length * 0.07)} ${n(-h * 0.45)} ${n(x + length * 0.15)} ${n(-h)}M${n(x)} 0Q${n(x + length * 0.07)} ${n(h * 0.45)} ${n(x + length * 0.15)} ${n(h)}`;
  }
  return `<g transform="translate(${n(cx)} ${n(cy)}) rotate(${n(angle)})"><path d="${d}" fill="${paint}"/><path d="${veins}" fill="none" stroke="${lighten(colour, 0.4)}" stroke-width="1.5" stroke-linecap="round" opacity="0.7"/></g>`;
}

/** A sprig of peppermint: a stem with pairs of broad serrated leaves, a cluster at its tip. */
function mintSprig(s: Scene): void {
  s.add(softShadow(s, 830, GROUND + 46, 230, 56, 0.3));
  const stem: Point[] = [];
  for (let i = 0; i <= 6; i++) {
    const t = i / 6;
    stem.push([650 + t * 290, GROUND + 86 - t * 150 + Math.sin(t * Math.PI) * 10]);
  }
  s.add(
    `<path d="${smooth(stem, false)}" fill="none" stroke="#5c7a3f" stroke-width="7" stroke-linecap="round"/>`,
  );
  const greens = ["#4e7d3c", "#5b8c45", "#6c9d50"];
  const along = (i: number) => {
    const p = stem[i]!;
    const q = stem[Math.min(6, i + 1)]!;
    return (Math.atan2(q[1] - p[1], q[0] - p[0]) * 180) / Math.PI;
  };
  for (const [i, size] of [
    [2, 150],
    [4, 120],
  ] as const) {
    const p = stem[i]!;
    const a = along(i);
    s.add(
      mintLeaf(s, p[0], p[1], size, size * 0.64, a + 58, greens[0]!),
      mintLeaf(s, p[0], p[1], size * 0.95, size * 0.62, a - 52, greens[1]!),
    );
  }
  const tip = stem[6]!;
  const a = along(5);
  s.add(
    mintLeaf(s, tip[0] - 6, tip[1] + 2, 80, 50, a + 45, greens[2]!),
    mintLeaf(s, tip[0] - 6, tip[1] + 2, 74, 46, a - 40, greens[1]!),
    mintLeaf(s, tip[0] - 4, tip[1], 50, 30, a, "#7aa95c"),
  );
}

/** A green apple with its stalk and a leaf. */
function greenApple(s: Scene): void {
  const cx = 780;
  const r = 118;
  const cy = GROUND + 30 - r * 0.92;
  s.add(floorShadow(s, cx, r * 1.05, 0.38, GROUND + 34));
  const skin = s.radial(
    [
      [0, "#dbe98f"],
      [0.35, "#a9c95a"],
      [0.75, "#6f9a34"],
      [1, "#3f5f1c"],
    ],
    { cx: 0.42, cy: 0.4, r: 0.64, fx: 0.34, fy: 0.3 },
  );
  // A slightly heart-shaped outline: wider at the shoulders, the top dipping at the stalk.
  const body = `M${n(cx)} ${n(cy - r * 0.82)}C${n(cx + r * 0.5)} ${n(cy - r * 1.08)} ${n(cx + r * 1.08)} ${n(cy - r * 0.8)} ${n(cx + r * 1.02)} ${n(cy - r * 0.02)}C${n(cx + r * 0.98)} ${n(cy + r * 0.7)} ${n(cx + r * 0.5)} ${n(cy + r * 0.98)} ${n(cx)} ${n(cy + r * 0.94)}C${n(cx - r * 0.5)} ${n(cy + r * 0.98)} ${n(cx - r * 0.98)} ${n(cy + r * 0.7)} ${n(cx - r * 1.02)} ${n(cy - r * 0.02)}C${n(cx - r * 1.08)} ${n(cy - r * 0.8)} ${n(cx - r * 0.5)} ${n(cy - r * 1.08)} ${n(cx)} ${n(cy - r * 0.82)}Z`;
  s.add(`<path d="${body}" fill="${skin}"/>`);
  // A blush of warmer colour, faint freckles, the dimple round the stalk, a soft highlight.
  s.add(
    `<path d="${body}" fill="${s.radial(
      [
        [0, "#c9b548", 0.35],
        [1, "#c9b548", 0],
      ],
      { cx: 0.35, cy: 0.62, r: 0.45 },
    )}"/>`,
  );
  let freckles = "";
  for (let i = 0; i < 40; i++) {
    const a = s.rand() * Math.PI * 2;
    const d = Math.sqrt(s.rand()) * r * 0.85;
    freckles += `M${n(cx + Math.cos(a) * d)} ${n(cy + Math.sin(a) * d)}h1.5`;
  }
  s.add(
    `<path d="${freckles}" stroke="#eef3c4" stroke-width="2" stroke-linecap="round" opacity="0.45"/>`,
  );
  s.add(
    ellipse(
      cx,
      cy - r * 0.74,
      r * 0.3,
      r * 0.09,
      `fill="${s.radial([
        [0, "#4a6a22", 0.7],
        [1, "#4a6a22", 0],
      ])}"`,
    ),
    ellipse(
      cx - r * 0.42,
      cy - r * 0.42,
      r * 0.22,
      r * 0.14,
      `fill="${s.radial([
        [0, "#ffffff", 0.55],
        [1, "#ffffff", 0],
      ])}" transform="rotate(-35 ${n(cx - r * 0.42)} ${n(cy - r * 0.42)})"`,
    ),
  );
  s.add(
    `<path d="M${n(cx)} ${n(cy - r * 0.76)}Q${n(cx + 4)} ${n(cy - r * 1.05)} ${n(cx + 18)} ${n(cy - r * 1.22)}" fill="none" stroke="#5b3f24" stroke-width="7" stroke-linecap="round"/>`,
  );
  s.add(leaf(s, cx + 62, cy - r * 1.18, 46, 20, -18, "#5d8f49", 0.35));
}

/** A blood orange: one whole fruit and a half, cut face towards us. */
function bloodOrange(s: Scene): void {
  const rind = s.radial(
    [
      [0, "#f2a45a"],
      [0.45, "#dc6a2c"],
      [0.85, "#a8401c"],
      [1, "#6e2812"],
    ],
    { cx: 0.42, cy: 0.4, r: 0.64, fx: 0.34, fy: 0.3 },
  );
  // The whole fruit, behind.
  const wx = 860;
  const wr = 92;
  const wy = GROUND - wr * 0.9;
  s.add(floorShadow(s, wx, wr, 0.34, GROUND + 2));
  s.add(`<circle cx="${wx}" cy="${n(wy)}" r="${wr}" fill="${rind}"/>`);
  // A blood orange's rind is flushed with red.
  s.add(
    `<circle cx="${wx}" cy="${n(wy)}" r="${wr}" fill="${s.radial(
      [
        [0, "#a3241c", 0.55],
        [1, "#a3241c", 0],
      ],
      { cx: 0.7, cy: 0.62, r: 0.55 },
    )}"/>`,
  );
  // The half, in front, leaning back a little so its cut face looks up at us.
  const hx = 720;
  const hr = 104;
  const hy = GROUND + 54 - hr * 0.62;
  const ry = hr * 0.86;
  s.add(floorShadow(s, hx, hr, 0.36, GROUND + 58));
  // The skin shows as a crescent under the face.
  s.add(
    `<path d="M${n(hx - hr)} ${n(hy)}A${n(hr)} ${n(hr)} 0 0 0 ${n(hx + hr)} ${n(hy)}A${n(hr)} ${n(ry)} 0 0 1 ${n(hx - hr)} ${n(hy)}Z" fill="${rind}" transform="translate(0 ${n(hr * 0.1)})"/>`,
  );
  s.add(ellipse(hx, hy, hr, ry, `fill="#e9813c"`));
  s.add(ellipse(hx, hy, hr * 0.94, ry * 0.94, `fill="#f4e3c8"`));
  // Segments of crimson flesh round a pale core.
  const segments = 10;
  let flesh = "";
  for (let i = 0; i < segments; i++) {
    const a0 = (i / segments) * Math.PI * 2 + 0.04;
    const a1 = ((i + 1) / segments) * Math.PI * 2 - 0.04;
    const ro = hr * 0.85;
    const ri = hr * 0.08;
    const p = (a: number, rr: number): Point => [
      hx + Math.cos(a) * rr,
      hy + Math.sin(a) * rr * (ry / hr),
    ];
    const [o0, o1, i0] = [p(a0, ro), p(a1, ro), p((a0 + a1) / 2, ri)];
    flesh += `M${n(i0[0])} ${n(i0[1])}L${n(o0[0])} ${n(o0[1])}A${n(ro)} ${n(ro * (ry / hr))} 0 0 1 ${n(o1[0])} ${n(o1[1])}Z`;
  }
  s.add(
    `<path d="${flesh}" fill="${s.radial(
      [
        [0, "#e5604f"],
        [0.55, "#b8262f"],
        [1, "#7e1424"],
      ],
      { cx: 0.45, cy: 0.45, r: 0.6 },
    )}" stroke="#f1d3bf" stroke-width="1.2" stroke-linejoin="round"/>`,
  );
  // The juice catching the light: short glints along the segments.
  let glints = "";
  for (let i = 0; i < 26; i++) {
    const a = s.rand() * Math.PI * 2;
    const rr = between(s.rand, 0.25, 0.78) * hr;
    const x = hx + Math.cos(a) * rr;
    const y = hy + Math.sin(a) * rr * (ry / hr);
    glints += `M${n(x)} ${n(y)}l${n(Math.cos(a) * 7)} ${n(Math.sin(a) * 7 * (ry / hr))}`;
  }
  s.add(
    `<path d="${glints}" stroke="#ffd6cc" stroke-width="2" stroke-linecap="round" opacity="0.45"/>`,
  );
  s.add(
    ellipse(
      hx - hr * 0.3,
      hy - ry * 0.35,
      hr * 0.35,
      ry * 0.2,
      `fill="${s.radial([
        [0, "#ffffff", 0.35],
        [1, "#ffffff", 0],
      ])}"`,
    ),
  );
}

/** A radial gradient in user space (centred on a point of the picture, not on each shape). */
function radialAt(
  s: Scene,
  cx: number,
  cy: number,
  r: number,
  list: readonly Stop[],
  squash = 1,
): string {
  const id = s.uid("u");
  const stops = list
    .map(
      ([o, c, a]) =>
        `<stop offset="${n(o)}" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${n(a)}"`}/>`,
    )
    .join("");
  const transform =
    squash === 1
      ? ""
      : ` gradientTransform="translate(0 ${n(cy * (1 - squash))}) scale(1 ${n(squash)})"`;
  s.def(
    `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"${transform}>${stops}</radialGradient>`,
  );
  return `url(#${id})`;
}

/**
 * A ring of rose petals round (cx, cy), the bloom turned up towards us (squashed vertically):
 * each petal a broad cup whose rim curls out a little and catches the light.
 */
function petalRing(
  cx: number,
  cy: number,
  count: number,
  radius: number,
  width: number,
  turn: number,
  squash: number,
): { petals: string[]; rims: string } {
  const petals: string[] = [];
  let rims = "";
  const at = (a: number, r: number): Point => [cx + Math.cos(a) * r, cy + Math.sin(a) * r * squash];
  for (let i = 0; i < count; i++) {
    const a = turn + (i / count) * Math.PI * 2;
    const w = width / 2;
    const p0 = at(a - w, radius * 0.25);
    const c0 = at(a - w * 1.35, radius * 0.85);
    const c1 = at(a - w * 0.6, radius * 1.1);
    const tip = at(a, radius);
    const c2 = at(a + w * 0.6, radius * 1.1);
    const c3 = at(a + w * 1.35, radius * 0.85);
    const p1 = at(a + w, radius * 0.25);
    petals.push(
      `M${n(p0[0])} ${n(p0[1])}C${n(c0[0])} ${n(c0[1])} ${n(c1[0])} ${n(c1[1])} ${n(tip[0])} ${n(tip[1])}C${n(c2[0])} ${n(c2[1])} ${n(c3[0])} ${n(c3[1])} ${n(p1[0])} ${n(p1[1])}Z`,
    );
    rims += `M${n(c0[0] * 0.3 + c1[0] * 0.7)} ${n(c0[1] * 0.3 + c1[1] * 0.7)}Q${n(c1[0])} ${n(c1[1])} ${n(tip[0])} ${n(tip[1])}Q${n(c2[0])} ${n(c2[1])} ${n(c2[0] * 0.7 + c3[0] * 0.3)} ${n(c2[1] * 0.7 + c3[1] * 0.3)}`;
  }
  return { petals, rims };
}

/** A rose bloom lying with its face turned up to us, a short stem and leaf, two loose petals. */
function roseBloom(s: Scene): void {
  const cx = 800;
  const cy = GROUND - 40;
  const squash = 0.78;
  const rose = "#c7707c";
  const deep = "#8c3846";
  const pale = "#eab3b8";
  s.add(softShadow(s, cx + 40, GROUND + 34, 200, 46, 0.36));
  // The stem and a leaf, going off behind the bloom to the right.
  s.add(
    `<path d="M${n(cx + 40)} ${n(cy + 30)}Q${n(cx + 140)} ${n(cy + 58)} ${n(cx + 215)} ${n(cy + 44)}" fill="none" stroke="#4f6b3a" stroke-width="9" stroke-linecap="round"/>`,
    leaf(s, cx + 160, cy + 22, 46, 22, -28, "#4f7a41", 0.35),
  );
  const rings = [
    { count: 5, radius: 118, width: 1.45, turn: 0.3, colours: [deep, rose, pale] },
    { count: 5, radius: 88, width: 1.4, turn: 0.9, colours: [deep, rose, pale] },
    { count: 4, radius: 60, width: 1.6, turn: 0.1, colours: [darken(deep, 0.2), rose, pale] },
    { count: 3, radius: 36, width: 2.0, turn: 1.2, colours: [darken(deep, 0.35), deep, rose] },
  ];
  s.add(ellipse(cx, cy, 44, 44 * squash, `fill="${darken(deep, 0.2)}"`));
  rings.forEach((ring, index) => {
    const { petals, rims } = petalRing(
      cx,
      cy,
      ring.count,
      ring.radius,
      ring.width,
      ring.turn,
      squash,
    );
    const [inner, mid, outer] = ring.colours as [string, string, string];
    const paint = radialAt(
      s,
      cx,
      cy,
      ring.radius * 1.05,
      [
        [0.2, inner],
        [0.7, mid],
        [1, outer],
      ],
      squash,
    );
    // Each petal is its own path: overlapping petals in one path could cancel out into holes.
    s.add(
      `<g fill="${paint}" stroke="${darken(deep, 0.3)}" stroke-width="1" stroke-opacity="0.22">${petals.map((d) => `<path d="${d}"/>`).join("")}</g>`,
    );
    if (index < 2) {
      s.add(
        `<path d="${rims}" fill="none" stroke="${lighten(pale, 0.3)}" stroke-width="2" stroke-linecap="round" opacity="0.35"/>`,
      );
    }
  });
  // The heart: petals still wrapped round each other, as crescents turning about the centre.
  for (let i = 0; i < 3; i++) {
    const r = 30 - i * 8;
    const turn = 0.4 + i * 2.3;
    const outerArc: Point[] = [];
    const innerArc: Point[] = [];
    for (let k = 0; k <= 8; k++) {
      const a = turn + (k / 8) * Math.PI * 1.25;
      outerArc.push([cx + Math.cos(a) * r, cy + Math.sin(a) * r * squash]);
      const ri = r * (0.55 + 0.4 * Math.abs(k / 8 - 0.5) * 2);
      innerArc.push([cx + Math.cos(a) * ri + r * 0.12, cy + Math.sin(a) * ri * squash]);
    }
    const d = smooth([...outerArc, ...innerArc.reverse()]);
    s.add(
      `<path d="${d}" fill="${s.linear(
        [
          [0, mix(rose, pale, 0.3)],
          [1, darken(deep, 0.15)],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 1 },
      )}"/>`,
    );
  }
  // The light from the upper left over the whole bloom.
  const outline = petalRing(cx, cy, 5, 118, 1.45, 0.3, squash).petals;
  s.add(
    `<path d="${outline.join("")}" fill-rule="nonzero" fill="${s.linear(
      [
        [0, "#fff3ea", 0.22],
        [0.5, "#fff3ea", 0],
        [1, palette.ink, 0.22],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    )}"/>`,
  );
  // Two loose petals on the floor.
  for (const [x, y, angle, size] of [
    [640, GROUND + 96, -20, 1],
    [975, GROUND + 96, 30, 0.8],
  ] as const) {
    const w = 34 * size;
    const h = 26 * size;
    const d = `M${n(-w)} 0C${n(-w)} ${n(-h * 1.2)} ${n(w * 0.8)} ${n(-h * 1.1)} ${n(w)} ${n(-h * 0.1)}C${n(w * 0.6)} ${n(h * 0.9)} ${n(-w * 0.6)} ${n(h * 0.8)} ${n(-w)} 0Z`;
    s.add(
      softShadow(s, x + 8, y + 10, w * 1.3, h * 0.7, 0.25),
      `<g transform="translate(${x} ${y}) rotate(${angle})"><path d="${d}" fill="${s.linear(
        [
          [0, pale],
          [0.6, rose],
          [1, deep],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 1 },
      )}"/><path d="M${n(-w * 0.9)} ${n(-h * 0.3)}C${n(-w * 0.6)} ${n(-h * 1.05)} ${n(w * 0.5)} ${n(-h * 1.0)} ${n(w * 0.9)} ${n(-h * 0.2)}" fill="none" stroke="${lighten(pale, 0.5)}" stroke-width="2" opacity="0.6"/></g>`,
    );
  }
}

const fragrances: Record<string, Fragrance> = {
  "pine-needle": { liquid: "#7d8a45", botanical: pineSprig },
  eucalyptus: { liquid: "#a9c8b6", botanical: eucalyptusStem },
  sandalwood: { liquid: "#c98a3c", botanical: sandalwoodSticks },
  peppermint: { liquid: "#9fd3b4", botanical: mintSprig },
  "green-apple": { liquid: "#bfd25f", botanical: greenApple },
  "blood-orange": { liquid: "#c8452f", botanical: bloodOrange },
  rose: { liquid: "#e7a0ab", botanical: roseBloom },
};

/**
 * The aroma still life is drawn at bottle scale and then enlarged about its centre on the ground
 * line (a closer camera, the same for all seven), so the small bottle fills its picture.
 */
const AROMA_SCALE = 1.32;
const AROMA_PIVOT = 700;

function aroma(name: string): (s: Scene) => void {
  const fragrance = fragrances[name]!;
  return (s) => {
    const k = AROMA_SCALE;
    s.add(
      `<g transform="translate(${n(AROMA_PIVOT * (1 - k) + (W / 2 - AROMA_PIVOT))} ${n(GROUND * (1 - k))}) scale(${k})">`,
    );
    aromaBottle(s, fragrance.liquid);
    fragrance.botanical(s);
    s.add("</g>");
  };
}

// ---------------------------------------------------------------------------------------------
// The catalogue

/** A family of artworks, `<family>/<name>`, all on the family's backdrop. */
function family(
  name: string,
  tone: BackdropTone,
  drawings: Record<string, (s: Scene) => void>,
): Record<string, Artwork> {
  return Object.fromEntries(
    Object.entries(drawings).map(([item, draw]) => {
      const id = `${name}/${item}`;
      return [id, product(id, tone, draw)];
    }),
  );
}

// Accessories and aromas sit on the pale stone backdrop; heaters on the warmer linen, which
// keeps their grey steel and stones from looking cold.
export const artworks: Record<string, Artwork> = {
  ...family("accessories", "stone", {
    "sand-timer-wall": sandTimerWall,
    "sand-timer-classic": sandTimerClassic,
    "thermo-hygrometer": thermoHygrometer,
    "cedar-bucket": cedarBucket,
    "cedar-spoon": cedarSpoon,
    "brand-set": brandSet,
    "brand-ladle": brandLadle,
    "brand-neck-rest": brandNeckRest,
    "brand-thermometer": brandThermometer,
  }),
  ...family("heaters", "linen", {
    "harvia-heater": classicHeater,
    "harvia-wall-45e": wallHeater,
    "harvia-concept": columnHeater,
    "harvia-cube": cubeHeater,
    "harvia-cilindro": cylinderHeater,
    "harvia-m3": woodStove,
  }),
  ...family(
    "aromas",
    "stone",
    Object.fromEntries(Object.keys(fragrances).map((name) => [name, aroma(name)])),
  ),
};
