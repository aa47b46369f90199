/**
 * The premium ice bath: a softly rounded acrylic tub in a slatted thermo-wood frame, with its
 * compact chiller and hoses. One 3D model (see `space.ts`) is set in six scenes: a studio product
 * study, a garden terrace at dawn, a close-up of the water with ice, the bath beside a sauna wall,
 * a technical elevation on linen, and the bath with its lid closed. The water and the cold are
 * drawn in the glacier tones; the key light stays the warm one from the upper left.
 */
import {
  type Artwork,
  between,
  linear,
  n,
  palette,
  radial,
  random,
  studioBackdrop,
  svgDocument,
  woods,
} from "./kit";
import { lettering } from "./lettering";
import {
  type Camera,
  type Point,
  type SoftShape,
  type Vec3,
  box,
  camera,
  castShadowPoints,
  corners,
  face,
  footprint,
  edgeVignette,
  glow,
  hull,
  mix,
  outline,
  pathOf,
  polyPath,
  prism,
  roundedRect3,
  segment,
  softGroup,
  spaceDefs,
  spline,
  towelStack,
  tone,
  unit,
} from "./space";

const W = 1920;
const H = 1280;

/** The bath's dimensions in millimetres. */
const BATH = {
  length: 1700,
  width: 800,
  height: 700,
  /** Height of the recessed plinth under the slats. */
  plinth: 50,
  /** The rim board on top of the slats. */
  cap: 40,
  /** Width of the rim frame around the opening. */
  rim: 90,
  /** Corner radius of the acrylic opening. */
  radius: 150,
  /** Depth of the water surface below the rim. */
  freeboard: 95,
} as const;

const CHILLER = { length: 420, width: 380, height: 540 } as const;

const wood = woods["thermo-pine"];
const ACRYLIC = "#e4ebec";
const SAGE = mix(palette.glacierDeep, palette.birch, 0.45);

/* ------------------------------------------------------------------------------------------ */
/* The bath                                                                                    */
/* ------------------------------------------------------------------------------------------ */

interface BathOptions {
  /** World position of the bath's front-left-bottom corner. */
  at: Vec3;
  /** Closed with its lid. */
  lid?: boolean;
  rand: () => number;
  /** Id prefix for the bath's own defs. */
  id: string;
  /** Extra drawing on the water surface (ice), given the water height; clipped to the opening. */
  onWater?: (waterZ: number) => string;
}

/** The water gradients of a bath; `sky` is the colour the far water reflects. */
function bathDefs(id: string, sky: string = palette.ice): string {
  return (
    linear(`${id}-water`, [
      [0, mix(sky, palette.glacier, 0.5)],
      [0.5, mix(palette.glacier, palette.glacierDeep, 0.15)],
      [1, mix(palette.glacierDeep, palette.ink, 0.12)],
    ]) +
    linear(
      `${id}-glint`,
      [
        [0, "#ffffff", 0],
        [0.3, "#ffffff", 0],
        [0.45, "#ffffff", 0.22],
        [0.6, "#ffffff", 0],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0.55 },
    ) +
    radial(
      `${id}-depth`,
      [
        [0, palette.glacierDeep, 0],
        [1, palette.glacierDeep, 0.4],
      ],
      { cx: 0.3, cy: 0.25, r: 0.85 },
    ) +
    linear(`${id}-inner`, [
      [0, palette.glacier, 0],
      [0.6, palette.glacier, 0.35],
      [1, palette.glacierDeep, 0.6],
    ])
  );
}

/** Vertical slats over one side face of a frame, from `start` along `dir` for `length`. */
function slats(
  cam: Camera,
  start: Vec3,
  dir: Vec3,
  length: number,
  bottom: number,
  top: number,
  normal: Vec3,
  rand: () => number,
  slat = 64,
): string {
  const gap = 6;
  const count = Math.max(1, Math.round((length + gap) / (slat + gap)));
  const step = (length + gap) / count;
  const light = cam.light(normal);
  const at = (t: number, z: number): Vec3 => [start[0] + dir[0] * t, start[1] + dir[1] * t, z];
  const whole: Vec3[] = [at(0, bottom), at(length, bottom), at(length, top), at(0, top)];
  // The gaps: a dark face the slats sit in front of.
  let out = `<path d="${polyPath(cam, whole)}" fill="${tone(wood.dark, light * 0.4)}"/>`;
  let grain = "";
  let bevel = "";
  for (let i = 0; i < count; i++) {
    const a = i * step;
    const b = a + step - gap;
    const base = mix(wood.base, rand() < 0.5 ? wood.light : wood.dark, between(rand, 0, 0.28));
    out += `<path d="${polyPath(cam, [at(a, bottom), at(b, bottom), at(b, top), at(a, top)])}" fill="${tone(base, light)}"/>`;
    bevel += segment(cam, at(a + 2, bottom), at(a + 2, top));
    for (let g = 0; g < 2; g++) {
      const t = a + between(rand, 0.2, 0.8) * (b - a);
      grain += segment(cam, at(t, bottom + 30), at(t + between(rand, -5, 5), top - 20));
    }
  }
  out += `<path d="${grain}" stroke="${wood.grain}" stroke-width="0.8" opacity="0.22" fill="none"/>`;
  // Each slat's rounded edge catches the light.
  out += `<path d="${bevel}" stroke="${wood.light}" stroke-width="1.2" opacity="${n(0.25 + light * 0.4)}" fill="none"/>`;
  // Form: the slats darken a little towards the floor and away from the light.
  out += `<path d="${polyPath(cam, whole)}" fill="url(#sp-fall)"/><path d="${polyPath(cam, whole)}" fill="url(#sp-across)" opacity="0.7"/>`;
  return out;
}

/** The slatted sides of a box frame that face the camera. */
function slattedSides(
  cam: Camera,
  min: Vec3,
  max: Vec3,
  bottom: number,
  top: number,
  rand: () => number,
  slat?: number,
): string {
  const [x0, y0] = min;
  const [x1, y1] = max;
  const sides: { start: Vec3; dir: Vec3; length: number; normal: Vec3 }[] = [
    { start: [x0, y0, 0], dir: [1, 0, 0], length: x1 - x0, normal: [0, -1, 0] },
    { start: [x0, y1, 0], dir: [0, -1, 0], length: y1 - y0, normal: [-1, 0, 0] },
    { start: [x1, y0, 0], dir: [0, 1, 0], length: y1 - y0, normal: [1, 0, 0] },
    { start: [x1, y1, 0], dir: [-1, 0, 0], length: x1 - x0, normal: [0, 1, 0] },
  ];
  let out = "";
  for (const s of sides) {
    const mid: Vec3 = [
      s.start[0] + (s.dir[0] * s.length) / 2,
      s.start[1] + (s.dir[1] * s.length) / 2,
      (bottom + top) / 2,
    ];
    if (!cam.faces(s.normal, mid)) continue;
    out += slats(cam, s.start, s.dir, s.length, bottom, top, s.normal, rand, slat);
  }
  return out;
}

/** The rim board's top: mitred corners and a little grain along each of its four sides. */
function rimDetail(
  cam: Camera,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  z: number,
  rim: number,
  rand: () => number,
): string {
  let d = "";
  for (const [cx, cy, sx, sy] of [
    [x0, y0, 1, 1],
    [x1, y0, -1, 1],
    [x1, y1, -1, -1],
    [x0, y1, 1, -1],
  ] as const) {
    d += segment(cam, [cx, cy, z], [cx + sx * rim, cy + sy * rim, z]);
  }
  let grain = "";
  for (let i = 0; i < 3; i++) {
    const f = between(rand, 0.25, 0.75) * rim;
    grain += segment(cam, [x0 + rim, y0 + f, z], [x1 - rim, y0 + f + between(rand, -4, 4), z]);
    grain += segment(cam, [x0 + rim, y1 - f, z], [x1 - rim, y1 - f, z]);
    grain += segment(cam, [x0 + f, y0 + rim, z], [x0 + f, y1 - rim, z]);
    grain += segment(cam, [x1 - f, y0 + rim, z], [x1 - f, y1 - rim, z]);
  }
  return `<path d="${grain}" stroke="${wood.grain}" stroke-width="0.8" opacity="0.18" fill="none"/><path d="${d}" stroke="${wood.grain}" stroke-width="1" opacity="0.45" fill="none"/>`;
}

/** The bath, drawn back to front. Returns the drawing and, separately, its water (for scenes that re-light it). */
function bath(cam: Camera, o: BathOptions): { body: string; water: string } {
  const { length: L, width: D, height: Ht, plinth, cap, rim, radius, freeboard } = BATH;
  const [x, y, z] = o.at;
  const inset = 22;
  let out = "";
  // Plinth: a dark recessed base that makes the bath float a finger above the floor.
  out += box(cam, [x + inset, y + inset, z], [x + L - inset, y + D - inset, z + plinth], {
    color: palette.soot,
  });
  out += slattedSides(cam, [x, y, z], [x + L, y + D, z], z + plinth, z + Ht - cap, o.rand);
  // The rim board on top, overhanging the slats a little.
  const over = 14;
  const top = z + Ht;
  out += box(
    cam,
    [x - over, y - over, top - cap],
    [x + L + over, y + D + over, top],
    { color: wood.base },
    { top: { color: mix(wood.base, wood.light, 0.55), overlay: "sp-sheen" } },
  );
  out += rimDetail(
    cam,
    x - over,
    y - over,
    x + L + over,
    y + D + over,
    top + 0.2,
    rim + over,
    o.rand,
  );
  if (o.lid) return { body: out + lid(cam, o), water: "" };
  // The acrylic lip, then the opening with its inner walls and the water, clipped to the opening.
  const lip = roundedRect3(
    x + rim - 26,
    y + rim - 26,
    x + L - rim + 26,
    y + D - rim + 26,
    top + 0.5,
    radius + 26,
    8,
  );
  out += face(cam, lip, { color: "#f3f6f5", lift: 0.05 });
  const opening = roundedRect3(x + rim, y + rim, x + L - rim, y + D - rim, top + 0.5, radius, 8);
  const waterZ = top - freeboard;
  let inner = "";
  // Inner walls: a strip per segment of the rounded outline, shaded by its inward normal.
  for (let i = 0; i < opening.length; i++) {
    const a = opening[i]!;
    const b = opening[(i + 1) % opening.length]!;
    inner += face(cam, [a, [a[0], a[1], waterZ - 30], [b[0], b[1], waterZ - 30], b], {
      color: ACRYLIC,
      seam: true,
    });
  }
  // The walls cool and darken towards the water.
  inner += `<path d="${polyPath(cam, opening)}" fill="url(#${o.id}-inner)"/>`;
  const surface = roundedRect3(x + rim, y + rim, x + L - rim, y + D - rim, waterZ, radius, 8);
  const waterPath = polyPath(cam, surface);
  let water = `<path d="${waterPath}" fill="url(#${o.id}-water)"/><path d="${waterPath}" fill="url(#${o.id}-depth)"/><path d="${waterPath}" fill="url(#${o.id}-glint)"/>`;
  water += ripples(cam, [x + L * 0.42, y + D * 0.52, waterZ]);
  // The waterline: a fine bright line where the water meets the walls.
  water += `<path d="${waterPath}" fill="none" stroke="#ffffff" stroke-width="1.2" opacity="0.45"/>`;
  if (o.onWater) water += o.onWater(waterZ);
  const clip = `<clipPath id="${o.id}-opening"><path d="${polyPath(cam, opening)}"/></clipPath>`;
  const clippedWater = `<g clip-path="url(#${o.id}-opening)">${water}</g>`;
  out += `${clip}<g clip-path="url(#${o.id}-opening)">${inner}</g>${clippedWater}`;
  // A fine shadow line under the lip's inner edge.
  out += `<path d="${polyPath(cam, opening)}" fill="none" stroke="${palette.glacierDeep}" stroke-width="1" opacity="0.3"/>`;
  return { body: out, water: clippedWater };
}

/** Two faint rings spreading on the water surface around a world point. */
function ripples(cam: Camera, c: Vec3): string {
  let d = "";
  for (const r of [150, 260]) {
    const ring: Vec3[] = [];
    for (let i = 0; i < 48; i++) {
      const a = (i / 48) * Math.PI * 2;
      ring.push([c[0] + Math.cos(a) * r * 1.35, c[1] + Math.sin(a) * r, c[2]]);
    }
    d += polyPath(cam, ring);
  }
  return `<path d="${d}" fill="none" stroke="#ffffff" stroke-width="1.3" opacity="0.2"/>`;
}

/** The insulated lid: a dark cover with softened edges and a fold seam across the middle. */
function lid(cam: Camera, o: BathOptions): string {
  const { length: L, width: D, height: Ht } = BATH;
  const [x, y, z] = o.at;
  const top = z + Ht;
  const outline = roundedRect3(x - 4, y - 4, x + L + 4, y + D + 4, 0, 40, 4);
  const cover = mix(palette.charcoal, palette.steelDark, 0.35);
  let out = prism(
    cam,
    outline,
    top,
    top + 70,
    { color: cover, contrast: 0.8 },
    { overlay: "sp-sheen" },
  );
  // The fold seam and a faint stitched welt along the top edge.
  out += `<path d="${segment(cam, [x + L / 2, y - 4, top + 70.5], [x + L / 2, y + D + 4, top + 70.5])}${segment(cam, [x + L / 2, y - 4.5, top + 4], [x + L / 2, y - 4.5, top + 70])}" stroke="${palette.ink}" stroke-width="2.2" opacity="0.6" fill="none"/>`;
  const welt = roundedRect3(x + 30, y + 30, x + L - 30, y + D - 30, top + 70.5, 24, 4);
  out += `<path d="${polyPath(cam, welt)}" fill="none" stroke="${palette.ink}" stroke-width="1" opacity="0.3" stroke-dasharray="5 4"/>`;
  return out;
}

/* ------------------------------------------------------------------------------------------ */
/* The chiller and hoses                                                                       */
/* ------------------------------------------------------------------------------------------ */

/** The chiller: a compact unit clad in the bath's slats, with a dark top grille and a small display. */
function chiller(cam: Camera, at: Vec3, rand: () => number): string {
  const { length: L, width: D, height: Ht } = CHILLER;
  const [x, y, z] = at;
  const plinth = 40;
  const capH = 34;
  let out = box(cam, [x + 18, y + 18, z], [x + L - 18, y + D - 18, z + plinth], {
    color: palette.soot,
  });
  out += slattedSides(cam, [x, y, z], [x + L, y + D, z], z + plinth, z + Ht - capH, rand, 52);
  const top = z + Ht;
  const capColour = mix(palette.charcoal, palette.steelDark, 0.4);
  out += box(
    cam,
    [x - 8, y - 8, top - capH],
    [x + L + 8, y + D + 8, top],
    { color: capColour },
    { top: { overlay: "sp-sheen" } },
  );
  // The grille: fine slots across the top.
  let slots = "";
  for (let i = 0; i < 12; i++) {
    const yy = y + 70 + i * ((D - 140) / 11);
    slots += segment(cam, [x + 60, yy, top + 0.5], [x + L - 60, yy, top + 0.5]);
  }
  out += `<path d="${slots}" stroke="${palette.ink}" stroke-width="2" opacity="0.5" fill="none"/>`;
  // The display: a small dark glass on the cap's front edge with a cold readout.
  const disp: Vec3[] = [
    [x + L * 0.58, y - 8.6, top - capH + 8],
    [x + L * 0.9, y - 8.6, top - capH + 8],
    [x + L * 0.9, y - 8.6, top - 7],
    [x + L * 0.58, y - 8.6, top - 7],
  ];
  out += `<path d="${polyPath(cam, disp)}" fill="${palette.ink}"/>`;
  const glow: Vec3[] = [
    [x + L * 0.63, y - 9, top - capH + 13],
    [x + L * 0.78, y - 9, top - capH + 13],
    [x + L * 0.78, y - 9, top - 12],
    [x + L * 0.63, y - 9, top - 12],
  ];
  out += `<path d="${polyPath(cam, glow)}" fill="${palette.glacier}"/>`;
  return out;
}

/** A flexible hose along a smooth curve through world points, as a soft dark tube. */
function hose(cam: Camera, through: readonly Vec3[]): string {
  const pts = spline(through, 12).map((p) => cam.project(p));
  const d = pathOf(pts, false);
  const k = cam.pixelsAt(cam.view(through[0]!)[2]);
  return `<path d="${d}" fill="none" stroke="${palette.soot}" stroke-width="${n(34 * k)}" stroke-linecap="round" stroke-linejoin="round"/><path d="${d}" fill="none" stroke="${palette.steelDark}" stroke-width="${n(7 * k)}" stroke-linecap="round" opacity="0.75" transform="translate(${n(-4 * k)} ${n(-8 * k)})"/>`;
}

/* ------------------------------------------------------------------------------------------ */
/* The set: bath, chiller, hoses and their shadows                                            */
/* ------------------------------------------------------------------------------------------ */

/** What a bath set adds to a scene: its drawing, its water, and the floor shadows to blur beneath it. */
interface SetParts {
  body: string;
  water: string;
  occlusion: SoftShape[];
  cast: SoftShape[];
}

/** The occlusion under a box standing on the floor and the shadow it casts away from the light. */
function boxShadows(
  cam: Camera,
  min: Vec3,
  max: Vec3,
  parts: SetParts,
  strength: number,
  light?: Vec3,
): void {
  parts.occlusion.push({
    points: footprint(cam, min[0] + 10, min[1] - 5, max[0] + 15, max[1], min[2]),
    opacity: 0.5 * strength,
  });
  parts.cast.push({
    points: castShadowPoints(cam, corners(min, max), min[2], light),
    opacity: 0.16 * strength,
  });
}

interface SetOptions extends Omit<BathOptions, "at"> {
  bathAt: Vec3;
  chillerAt?: Vec3;
  /** Strength of the floor shadows. */
  shadow?: number;
  /** The light that casts the floor shadows, if not the camera's key light. */
  light?: Vec3;
}

/** The bath with (optionally) its chiller to the right and the two hoses between them. */
function bathSet(cam: Camera, o: SetOptions): SetParts {
  const parts: SetParts = { body: "", water: "", occlusion: [], cast: [] };
  const { bathAt, chillerAt } = o;
  const strength = o.shadow ?? 1;
  const lidH = o.lid ? 70 : 0;
  boxShadows(
    cam,
    bathAt,
    [bathAt[0] + BATH.length, bathAt[1] + BATH.width, bathAt[2] + BATH.height + lidH],
    parts,
    strength,
    o.light,
  );
  const drawn = bath(cam, { ...o, at: bathAt });
  parts.water = drawn.water;
  if (!chillerAt) {
    parts.body = drawn.body;
    return parts;
  }
  const [cx, cy, cz] = chillerAt;
  boxShadows(
    cam,
    chillerAt,
    [cx + CHILLER.length, cy + CHILLER.width, cz + CHILLER.height],
    parts,
    strength,
    o.light,
  );
  // Two hoses leave the chiller's side, loop forward over the floor and run into the bath's
  // end behind its corner. Drawn after the chiller (they lie over its side) and before the bath
  // (which hides their far ends).
  const hx = bathAt[0] + BATH.length;
  const hoses = [0, 1].map((i) =>
    hose(cam, [
      [cx - 2, cy + 110 + i * 90, cz + 220],
      [cx - 80, cy + 100 + i * 90, cz + 110],
      [cx - 140, cy - 40 + i * 90, cz + 17],
      [hx + 110, bathAt[1] - 90 + i * 90, cz + 17],
      [hx + 20, bathAt[1] + 100 + i * 90, cz + 60],
      [hx - 60, bathAt[1] + 160 + i * 90, cz + 200],
    ]),
  );
  parts.body = chiller(cam, chillerAt, o.rand) + hoses.join("") + drawn.body;
  return parts;
}

/**
 * The floor shadows of a set, blurred together once (one filter keeps rendering fast): the soft
 * cast shadow and, darker, the occlusion right under the bodies.
 */
function setShadows(parts: SetParts, id: string, k = 1): string {
  return softGroup(`${id}-shadow`, 13 * k, [...parts.cast, ...parts.occlusion]);
}

/* ------------------------------------------------------------------------------------------ */
/* Scene furniture                                                                             */
/* ------------------------------------------------------------------------------------------ */

/** Joints of a floor of square stone tiles (size mm) over a rectangle, as one fine path. */
function floorJoints(
  cam: Camera,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  size: number,
  z = 0,
): string {
  let d = "";
  for (let x = Math.ceil(x0 / size) * size; x <= x1; x += size)
    d += segment(cam, [x, y0, z], [x, y1, z]);
  for (let y = Math.ceil(y0 / size) * size; y <= y1; y += size)
    d += segment(cam, [x0, y, z], [x1, y, z]);
  return d;
}

/** A tapered round planter at (cx, cy) on the floor: a body lit from the left and a dark rim. */
function planter(
  cam: Camera,
  cx: number,
  cy: number,
  rBottom: number,
  rTop: number,
  height: number,
  id: string,
): string {
  const ring = (r: number, z: number): Vec3[] =>
    Array.from({ length: 36 }, (_, i) => {
      const a = (i / 36) * Math.PI * 2;
      return [cx + Math.cos(a) * r, cy + Math.sin(a) * r, z] as Vec3;
    });
  const bottom = outline(cam, ring(rBottom, 0));
  const top = outline(cam, ring(rTop, height));
  const all = [...bottom, ...top];
  // The silhouette is the hull of both rims.
  const sil = hull(all);
  const soil = outline(cam, ring(rTop - 25, height - 30));
  return `<defs>${linear(
    `${id}-pot`,
    [
      [0, "#d9cbb8"],
      [0.35, "#cdbca6"],
      [1, "#8f7f6d"],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  )}</defs><path d="${pathOf(sil)}" fill="url(#${id}-pot)"/><path d="${pathOf(top)}" fill="#b9a78f"/><path d="${pathOf(soil)}" fill="${palette.soot}"/>`;
}

/**
 * An aloe: a rosette of long, tapering, upward-curving leaves from (bx, by) on the canvas, `size`
 * pixels tall, in a muted sage lit from the left.
 */
function aloe(bx: number, by: number, size: number, rand: () => number): string {
  const leaves: { angle: number; len: number }[] = [];
  const count = 15;
  for (let i = 0; i < count; i++) {
    const t = i / (count - 1);
    leaves.push({
      angle: -Math.PI / 2 + (t - 0.5) * 2.5 + between(rand, -0.08, 0.08),
      len: size * between(rand, 0.65, 1) * (1 - Math.abs(t - 0.5) * 0.6),
    });
  }
  // Draw the outer (lower) leaves first, the upright ones last.
  leaves.sort((a, b) => Math.abs(b.angle + Math.PI / 2) - Math.abs(a.angle + Math.PI / 2));
  let out = "";
  for (const leaf of leaves) {
    const tilt = leaf.angle + Math.PI / 2;
    const w = size * 0.055;
    // A leaf: a tapered curve that bends outward and then back up at its tip.
    const tipX = bx + Math.sin(tilt) * leaf.len * 1.05;
    const tipY = by - Math.cos(tilt) * leaf.len * (1 - Math.abs(tilt) * 0.25);
    const midX = bx + Math.sin(tilt) * leaf.len * 0.55;
    const midY = by - Math.cos(tilt) * leaf.len * 0.62;
    const nx = Math.cos(tilt) * w;
    const ny = Math.sin(tilt) * w;
    const d = `M${n(bx - nx)} ${n(by - ny)}Q${n(midX - nx)} ${n(midY - ny)} ${n(tipX)} ${n(tipY)}Q${n(midX + nx * 0.6)} ${n(midY + ny * 0.6)} ${n(bx + nx)} ${n(by + ny)}Z`;
    const lit = 0.55 - Math.sin(tilt) * 0.35;
    out += `<path d="${d}" fill="${tone(SAGE, lit)}"/>`;
    out += `<path d="M${n(bx)} ${n(by)}Q${n(midX)} ${n(midY)} ${n(tipX)} ${n(tipY)}" fill="none" stroke="${tone(SAGE, lit + 0.25)}" stroke-width="1" opacity="0.6"/>`;
  }
  return out;
}

/* ------------------------------------------------------------------------------------------ */
/* Scenes                                                                                      */
/* ------------------------------------------------------------------------------------------ */

/** The one three-quarter camera of the product scenes, looking at the bath from the front left. */
function productCamera(center: Point = [W * 0.5, H * 0.6], eyeZ = 2500, focal = 3300): Camera {
  return camera({ eye: [-1900, -5200, eyeZ], target: [1200, 420, 330], center, focal });
}

/** The product study on a pale glacier studio backdrop. */
function main(): string {
  const id = "ib-main";
  const rand = random("ice-bath/premium/main");
  const cam = productCamera();
  const horizon = cam.project([0, 2600, 0])[1] / H;
  const backdrop = studioBackdrop(W, H, "glacier", horizon);
  const set = bathSet(cam, { rand, id, bathAt: [0, 0, 0], chillerAt: [BATH.length + 360, -60, 0] });
  const body = backdrop.body + setShadows(set, id) + set.body + edgeVignette(W, H);
  return svgDocument(W, H, body, backdrop.defs + spaceDefs() + bathDefs(id, "#f3f7f7"));
}

/** A stone garden terrace at dawn: pale sky, distant hills, a low rendered wall, an aloe. */
function terrace(): string {
  const id = "ib-terrace";
  const rand = random("ice-bath/premium/gallery-1");
  const cam = camera({
    eye: [-1700, -5200, 1450],
    target: [1100, 700, 560],
    center: [W * 0.52, H * 0.6],
    focal: 2700,
  });
  // Dawn: the sun low on the left, so shadows run long to the right.
  const dawn = unit([-0.88, 0.25, 0.36]);
  const wallY = 2100;
  const wallH = 950;
  const defs =
    linear(`${id}-sky`, [
      [0, "#d9e4e8"],
      [0.5, "#ecefec"],
      [0.8, "#f6e8d6"],
      [1, "#f4dcc0"],
    ]) +
    linear(
      `${id}-sun`,
      [
        [0, "#fbe3c4", 0.8],
        [0.5, "#fbe3c4", 0.15],
        [1, "#fbe3c4", 0],
      ],
      { x1: 0, y1: 0.5, x2: 1, y2: 0.5 },
    ) +
    linear(`${id}-floor`, [
      [0, "#e4dacd"],
      [1, "#d4c7b6"],
    ]) +
    linear(
      `${id}-wall`,
      [
        [0, "#efe6da"],
        [0.5, "#e6dccf"],
        [1, "#d9cdbd"],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    ) +
    bathDefs(id, "#f4ece2");
  const wallTop = cam.project([0, wallY, wallH + 60])[1];
  let body = `<rect width="${W}" height="${n(wallTop + 4)}" fill="url(#${id}-sky)"/>`;
  // The low sun glows behind the hills on the left.
  body += `<rect width="${n(W * 0.7)}" height="${n(wallTop + 4)}" fill="url(#${id}-sun)"/>`;
  body += glow(W * 0.1, wallTop - 140, W * 0.35, H * 0.22, "warm", 0.9);
  body += glow(W * 0.13, wallTop - 330, 150, 150, "warm", 0.8);
  body += `<circle cx="${n(W * 0.13)}" cy="${n(wallTop - 330)}" r="34" fill="#fffaf0" opacity="0.9"/>`;
  // Distant hills in two pale layers, fading into the dawn haze, down behind the wall.
  for (const [layer, colour, amp, base] of [
    [0, mix("#dde6e9", palette.glacier, 0.3), 80, 210],
    [1, mix("#e6e3dc", palette.glacierDeep, 0.16), 50, 130],
  ] as const) {
    let d = `M0 ${n(wallTop + 4)}`;
    for (let i = 0; i <= 24; i++) {
      const x = (i / 24) * W;
      const y =
        wallTop -
        base -
        amp *
          (0.5 + 0.5 * Math.sin(i * 0.5 + layer * 2.1)) *
          (0.6 + 0.4 * Math.sin(i * 0.23 + layer));
      d += `L${n(x)} ${n(y)}`;
    }
    d += `L${W} ${n(wallTop + 4)}Z`;
    body += `<path d="${d}" fill="${colour}" opacity="0.75"/>`;
  }
  // The terrace floor and its large stone pavers.
  const floor = outline(cam, [
    [-9000, -3000, 0],
    [12000, -3000, 0],
    [12000, wallY, 0],
    [-9000, wallY, 0],
  ]);
  body += `<path d="${pathOf(floor)}" fill="url(#${id}-floor)"/>`;
  body += `<path d="${floorJoints(cam, -9000, -3000, 12000, wallY, 900)}" stroke="${palette.line}" stroke-width="1" opacity="0.13" fill="none"/>`;
  // The low rendered wall with its coping stone.
  const wallFace: Vec3[] = [
    [-9000, wallY, 0],
    [12000, wallY, 0],
    [12000, wallY, wallH],
    [-9000, wallY, wallH],
  ];
  body += `<path d="${polyPath(cam, wallFace)}" fill="url(#${id}-wall)"/>`;
  body += box(
    cam,
    [-9000, wallY - 40, wallH],
    [12000, wallY + 300, wallH + 60],
    { color: "#f1e9de" },
    { top: { color: "#f7f1e8", flat: true } },
  );
  // The planter with its aloe, on the left near the wall.
  const potX = -800;
  const potY = 1550;
  const set = bathSet(cam, {
    rand,
    id,
    bathAt: [0, 0, 0],
    chillerAt: [BATH.length + 380, -40, 0],
    light: dawn,
    shadow: 1.5,
  });
  set.occlusion.push({ points: footprint(cam, -9000, wallY - 140, 12000, wallY, 0), opacity: 0.3 });
  set.occlusion.push({
    points: footprint(cam, potX - 190, potY - 200, potX + 230, potY + 190, 0),
    opacity: 0.5,
  });
  set.cast.push({
    points: castShadowPoints(
      cam,
      corners([potX - 150, potY - 150, 0], [potX + 150, potY + 150, 1300]),
      0,
      dawn,
    ),
    opacity: 0.18,
  });
  body += setShadows(set, id);
  body += planter(cam, potX, potY, 170, 240, 600, id);
  const [ax, ay] = cam.project([potX, potY, 590]);
  body += aloe(ax, ay, 330, rand);
  body += set.body;
  body += edgeVignette(W, H, 0.12);
  return svgDocument(W, H, body, defs + spaceDefs());
}

/** Close-up of the still, chilled water and a little mist, over the rim: no ice, the chiller does the work. */
function waterCloseUp(): string {
  const id = "ib-water";
  const rand = random("ice-bath/premium/gallery-2");
  const cam = camera({
    eye: [330, -520, 1330],
    target: [1000, 470, 560],
    center: [W * 0.5, H * 0.5],
    focal: 2300,
  });
  const defs =
    linear(`${id}-floor`, [
      [0, "#e6ded2"],
      [1, "#d6cabb"],
    ]) + bathDefs(id, "#f4f6f4");
  let body = `<rect width="${W}" height="${H}" fill="url(#${id}-floor)"/>`;
  body += `<path d="${floorJoints(cam, -3000, -600, 6000, 8000, 800)}" stroke="${palette.line}" stroke-width="1.2" opacity="0.12" fill="none"/>`;
  const set = bathSet(cam, {
    rand,
    id,
    bathAt: [0, 0, 0],
  });
  body += set.body;
  // Mist: long, very soft veils drifting low over the water.
  for (let i = 0; i < 8; i++) {
    const [mx, my] = cam.project([
      250 + i * 190 + between(rand, -60, 60),
      between(rand, 200, 650),
      BATH.height - BATH.freeboard + between(rand, 30, 110),
    ]);
    body += glow(
      mx,
      my,
      between(rand, 300, 460),
      between(rand, 55, 95),
      "white",
      between(rand, 0.5, 0.7),
      -18,
    );
  }
  body += edgeVignette(W, H, 0.18);
  return svgDocument(W, H, body, defs + spaceDefs());
}

/**
 * The bath before a cedar sauna at dusk: warm light from the sauna's glass door, the cold glow of
 * the water, in a dim room of dark stone.
 */
function hotCold(): string {
  const id = "ib-ritual";
  const rand = random("ice-bath/premium/gallery-3");
  const cam = camera({
    eye: [-1500, -4600, 2200],
    target: [-400, 800, 700],
    center: [W * 0.5, H * 0.52],
    focal: 2500,
  });
  const cedar = woods["western-red-cedar"];
  const facadeY = 1500;
  const cabin = { x0: -5000, x1: 4000, top: 2350 };
  const door = { x0: -2050, x1: -1350, top: 1950 };
  const bathAt: Vec3 = [-700, 150, 0];
  const defs =
    linear(`${id}-wall`, [
      [0, "#1f1a17"],
      [1, "#2c2520"],
    ]) +
    linear(`${id}-floor`, [
      [0, "#2e2723"],
      [1, "#3b332d"],
    ]) +
    linear(
      `${id}-sauna`,
      [
        [0, "#fbdcaa"],
        [0.5, palette.amber],
        [1, mix(palette.amber, palette.ember, 0.55)],
      ],
      { x1: 0.2, y1: 0, x2: 0.5, y2: 1 },
    ) +
    linear(
      `${id}-glass`,
      [
        [0, "#ffffff", 0.16],
        [0.3, "#ffffff", 0],
        [0.5, "#ffffff", 0.07],
        [0.56, "#ffffff", 0],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0.4 },
    ) +
    bathDefs(id, "#d3e4e8");
  // The room: dark all round, with a floor of dark stone.
  let body = `<rect width="${W}" height="${H}" fill="url(#${id}-wall)"/>`;
  const floor = outline(cam, [
    [-7000, -4000, 0],
    [8000, -4000, 0],
    [8000, facadeY, 0],
    [-7000, facadeY, 0],
  ]);
  body += `<path d="${pathOf(floor)}" fill="url(#${id}-floor)"/>`;
  body += `<path d="${floorJoints(cam, -7000, -4000, 8000, facadeY, 900)}" stroke="#000000" stroke-width="1" opacity="0.2" fill="none"/>`;
  // The cabin's facade: narrow vertical cedar boards, in the dusk of the room.
  const boardW = 92;
  let facade = "";
  let joints = "";
  for (let x = cabin.x0; x < cabin.x1; x += boardW) {
    const tint = mix(cedar.base, rand() < 0.5 ? cedar.light : cedar.dark, between(rand, 0, 0.3));
    facade += face(
      cam,
      [
        [x, facadeY, 0],
        [x + boardW, facadeY, 0],
        [x + boardW, facadeY, cabin.top],
        [x, facadeY, cabin.top],
      ],
      { color: mix(tint, palette.ink, 0.35), seam: true },
    );
    joints += segment(cam, [x, facadeY - 0.5, 0], [x, facadeY - 0.5, cabin.top]);
  }
  facade += `<path d="${joints}" stroke="#000000" stroke-width="1.2" opacity="0.3" fill="none"/>`;
  // The door: a dark frame, the glass, and the glowing sauna behind it.
  const frame: Vec3[] = [
    [door.x0 - 55, facadeY - 2, 0],
    [door.x1 + 55, facadeY - 2, 0],
    [door.x1 + 55, facadeY - 2, door.top + 55],
    [door.x0 - 55, facadeY - 2, door.top + 55],
  ];
  const glass: Vec3[] = [
    [door.x0, facadeY - 3, 25],
    [door.x1, facadeY - 3, 25],
    [door.x1, facadeY - 3, door.top],
    [door.x0, facadeY - 3, door.top],
  ];
  const inside = sauna(cam, door, facadeY);
  const lit = `<path d="${polyPath(cam, glass)}" fill="url(#${id}-sauna)"/>${inside}<path d="${polyPath(cam, glass)}" fill="url(#${id}-glass)"/><path d="${segment(cam, [door.x1 - 90, facadeY - 30, 800], [door.x1 - 90, facadeY - 30, 1350])}" stroke="${palette.soot}" stroke-width="8" stroke-linecap="round"/>`;
  body += facade + `<path d="${polyPath(cam, frame)}" fill="${palette.cedarDeep}"/>`;
  // The bath in front of the facade, and its shadows.
  const set = bathSet(cam, { rand, id, bathAt });
  body += setShadows(set, id) + set.body;
  // Dusk: a veil over everything, then the lights at full strength.
  body += `<rect width="${W}" height="${H}" fill="${palette.ink}" opacity="0.38"/>`;
  // Warm light pooling around the door, on the boards, across the floor and on the bath's end.
  const k = cam.pixelsAt(cam.view([door.x0, facadeY, 0])[2]);
  const [dx, dy] = cam.project([(door.x0 + door.x1) / 2, facadeY, door.top * 0.5]);
  const [ex, ey] = cam.project([bathAt[0] - 5, bathAt[1] + BATH.width / 2, BATH.height * 0.5]);
  body += glow(dx, dy, 1300 * k, 1500 * k, "amber", 0.3);
  body += softGroup(`${id}-spill`, 40, [
    {
      points: outline(cam, [
        [door.x0 - 40, facadeY, 0],
        [door.x1 + 40, facadeY, 0],
        [door.x1 + 600, facadeY - 1600, 0],
        [door.x0 - 400, facadeY - 1600, 0],
      ]),
      opacity: 0.24,
      color: palette.amber,
    },
  ]);
  body += glow(ex, ey, 380 * k, 520 * k, "amber", 0.28);
  body += lit;
  // The water keeps its cold light, and a faint cold haze rises from it.
  body += set.water;
  const [wx, wy] = cam.project([
    bathAt[0] + BATH.length / 2,
    bathAt[1] + BATH.width / 2,
    BATH.height + 140,
  ]);
  body += glow(wx, wy, 1000 * k, 300 * k, "glacier", 0.2);
  body += glow(wx, wy + 30, 700 * k, 130 * k, "ice", 0.2);
  body += edgeVignette(W, H, 0.25);
  return svgDocument(W, H, body, defs + spaceDefs());
}

/** The sauna seen through its glass door: its boards and two benches in the warm light. */
function sauna(
  cam: Camera,
  door: { x0: number; x1: number; top: number },
  facadeY: number,
): string {
  const back = facadeY + 1900;
  const shade = palette.cedarDeep;
  let out = "";
  const clip = polyPath(cam, [
    [door.x0, facadeY - 3, 25],
    [door.x1, facadeY - 3, 25],
    [door.x1, facadeY - 3, door.top],
    [door.x0, facadeY - 3, door.top],
  ]);
  // Horizontal boards on the back wall and the two benches as warm silhouettes.
  let d = "";
  for (let z = 100; z < 2300; z += 110)
    d += segment(cam, [door.x0 - 1500, back, z], [door.x1 + 1500, back, z]);
  out += `<path d="${d}" stroke="${palette.cedar}" stroke-width="1" opacity="0.35" fill="none"/>`;
  out += box(cam, [door.x0 - 1500, back - 600, 1000], [door.x1 + 1500, back, 1050], {
    color: shade,
    flat: true,
    attrs: 'opacity="0.6"',
  });
  out += box(cam, [door.x0 - 1500, back - 1150, 500], [door.x1 + 1500, back - 600, 550], {
    color: shade,
    flat: true,
    attrs: 'opacity="0.5"',
  });
  return `<clipPath id="ib-sauna-door"><path d="${clip}"/></clipPath><g clip-path="url(#ib-sauna-door)">${out}</g>`;
}

/* ---------------------------------- technical elevation ----------------------------------- */

/** A horizontal dimension line with ticks and a lettered measure above it. */
function dimH(
  x0: number,
  x1: number,
  y: number,
  label: string,
  ext0: number,
  ext1: number,
): string {
  const c = palette.line;
  let d = `M${n(x0)} ${n(y)}L${n(x1)} ${n(y)}`;
  d += `M${n(x0)} ${n(ext0)}L${n(x0)} ${n(y + 10)}M${n(x1)} ${n(ext1)}L${n(x1)} ${n(y + 10)}`;
  // Architectural ticks.
  d += `M${n(x0 - 7)} ${n(y + 7)}L${n(x0 + 7)} ${n(y - 7)}M${n(x1 - 7)} ${n(y + 7)}L${n(x1 + 7)} ${n(y - 7)}`;
  return (
    `<path d="${d}" stroke="${c}" stroke-width="1" fill="none"/>` +
    lettering(label, (x0 + x1) / 2, y - 10, 14, { anchor: "middle", color: c })
  );
}

/** A vertical dimension line with its measure lettered beside it. */
function dimV(
  x: number,
  y0: number,
  y1: number,
  label: string,
  ext0: number,
  ext1: number,
  side: 1 | -1 = -1,
): string {
  const c = palette.line;
  let d = `M${n(x)} ${n(y0)}L${n(x)} ${n(y1)}`;
  d += `M${n(ext0)} ${n(y0)}L${n(x - 10 * side)} ${n(y0)}M${n(ext1)} ${n(y1)}L${n(x - 10 * side)} ${n(y1)}`;
  d += `M${n(x - 7)} ${n(y0 + 7)}L${n(x + 7)} ${n(y0 - 7)}M${n(x - 7)} ${n(y1 + 7)}L${n(x + 7)} ${n(y1 - 7)}`;
  const mid = (y0 + y1) / 2;
  // The label reads along the line (rotated a quarter turn).
  const label2 = lettering(label, 0, 0, 14, { anchor: "middle", color: c });
  return `<path d="${d}" stroke="${c}" stroke-width="1" fill="none"/><g transform="translate(${n(x + 12 * side)} ${n(mid)}) rotate(-90)">${label2}</g>`;
}

/** The side elevation of the bath and chiller on linen, with dimension lines in millimetres. */
function elevation(): string {
  const id = "ib-elev";
  const k = 0.56; // pixels per millimetre (1:10 at the drawing's print scale)
  const ground = 880;
  const x0 = 250;
  const X = (mm: number) => x0 + mm * k;
  const Y = (mm: number) => ground - mm * k;
  const { length: L, height: Ht, plinth, cap, freeboard } = BATH;
  const c = palette.line;
  const defs = linear(
    `${id}-paper`,
    [
      [0, "#f3ede3"],
      [1, palette.linen],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
  let body = `<rect width="${W}" height="${H}" fill="url(#${id}-paper)"/>`;
  // The sheet border.
  body += `<rect x="60" y="60" width="${W - 120}" height="${H - 120}" fill="none" stroke="${c}" stroke-width="1" opacity="0.5"/>`;
  // Ground line, extended and hatched lightly.
  let hatch = "";
  for (let x = 160; x < W - 160; x += 22) hatch += `M${x} ${ground}l-14 14`;
  body += `<path d="M150 ${ground}L${W - 150} ${ground}" stroke="${c}" stroke-width="1.6"/><path d="${hatch}" stroke="${c}" stroke-width="0.7" opacity="0.4"/>`;
  // The bath: plinth, slats, rim board.
  const inset = 22;
  let lines = `M${n(X(inset))} ${n(Y(0))}L${n(X(inset))} ${n(Y(plinth))}M${n(X(L - inset))} ${n(Y(0))}L${n(X(L - inset))} ${n(Y(plinth))}`;
  lines += `M${n(X(0))} ${n(Y(plinth))}L${n(X(L))} ${n(Y(plinth))}L${n(X(L))} ${n(Y(Ht - cap))}L${n(X(0))} ${n(Y(Ht - cap))}Z`;
  lines += `M${n(X(-14))} ${n(Y(Ht - cap))}L${n(X(L + 14))} ${n(Y(Ht - cap))}L${n(X(L + 14))} ${n(Y(Ht))}L${n(X(-14))} ${n(Y(Ht))}Z`;
  let slatLines = "";
  const count = 23;
  for (let i = 1; i < count; i++) {
    const xx = X((L / count) * i);
    slatLines += `M${n(xx - 2.5)} ${n(Y(plinth))}L${n(xx - 2.5)} ${n(Y(Ht - cap))}M${n(xx + 2.5)} ${n(Y(plinth))}L${n(xx + 2.5)} ${n(Y(Ht - cap))}`;
  }
  // The acrylic tub inside, as hidden (dashed) lines, and the water level.
  const tub = `M${n(X(BATH.rim))} ${n(Y(Ht))}L${n(X(BATH.rim + 40))} ${n(Y(plinth + 60))}Q${n(X(BATH.rim + 50))} ${n(Y(plinth + 30))} ${n(X(BATH.rim + 160))} ${n(Y(plinth + 30))}L${n(X(L - BATH.rim - 160))} ${n(Y(plinth + 30))}Q${n(X(L - BATH.rim - 50))} ${n(Y(plinth + 30))} ${n(X(L - BATH.rim - 40))} ${n(Y(plinth + 60))}L${n(X(L - BATH.rim))} ${n(Y(Ht))}`;
  const wl = Y(Ht - freeboard);
  body += `<path d="${lines}" stroke="${c}" stroke-width="1.6" fill="none" stroke-linejoin="round"/>`;
  body += `<path d="${slatLines}" stroke="${c}" stroke-width="0.7" fill="none" opacity="0.75"/>`;
  body += `<path d="${tub}" stroke="${c}" stroke-width="1" fill="none" stroke-dasharray="8 6" opacity="0.8"/>`;
  body += `<path d="M${n(X(BATH.rim + 8))} ${n(wl)}L${n(X(L - BATH.rim - 8))} ${n(wl)}" stroke="${palette.glacierDeep}" stroke-width="1.2" stroke-dasharray="22 6 3 6"/>`;
  // The water-level mark: a small inverted triangle with two short bars.
  const mx = X(L * 0.45);
  body += `<path d="M${n(mx - 9)} ${n(wl - 16)}L${n(mx + 9)} ${n(wl - 16)}L${n(mx)} ${n(wl - 2)}Z" fill="none" stroke="${palette.glacierDeep}" stroke-width="1.2"/><path d="M${n(mx - 7)} ${n(wl + 6)}L${n(mx + 7)} ${n(wl + 6)}M${n(mx - 4)} ${n(wl + 11)}L${n(mx + 4)} ${n(wl + 11)}" stroke="${palette.glacierDeep}" stroke-width="1.2"/>`;
  body += lettering("WATER LEVEL", mx + 20, wl - 6, 11, { color: palette.glacierDeep });
  // The chiller beside it, and the two hoses between them.
  const gap = 380;
  const cx0 = L + gap;
  const { length: CL, height: CH } = CHILLER;
  let ch = `M${n(X(cx0 + 18))} ${n(Y(0))}L${n(X(cx0 + 18))} ${n(Y(40))}M${n(X(cx0 + CL - 18))} ${n(Y(0))}L${n(X(cx0 + CL - 18))} ${n(Y(40))}`;
  ch += `M${n(X(cx0))} ${n(Y(40))}L${n(X(cx0 + CL))} ${n(Y(40))}L${n(X(cx0 + CL))} ${n(Y(CH - 34))}L${n(X(cx0))} ${n(Y(CH - 34))}Z`;
  ch += `M${n(X(cx0 - 8))} ${n(Y(CH - 34))}L${n(X(cx0 + CL + 8))} ${n(Y(CH - 34))}L${n(X(cx0 + CL + 8))} ${n(Y(CH))}L${n(X(cx0 - 8))} ${n(Y(CH))}Z`;
  let chSlats = "";
  for (let i = 1; i < 7; i++) {
    const xx = X(cx0 + (CL / 7) * i);
    chSlats += `M${n(xx - 2.5)} ${n(Y(40))}L${n(xx - 2.5)} ${n(Y(CH - 34))}M${n(xx + 2.5)} ${n(Y(40))}L${n(xx + 2.5)} ${n(Y(CH - 34))}`;
  }
  body += `<path d="${ch}" stroke="${c}" stroke-width="1.6" fill="none" stroke-linejoin="round"/><path d="${chSlats}" stroke="${c}" stroke-width="0.7" opacity="0.75" fill="none"/>`;
  const hoseD = (zFrom: number, zTo: number) =>
    `M${n(X(cx0))} ${n(Y(zFrom))}C${n(X(cx0 - 200))} ${n(Y(zFrom))} ${n(X(cx0 - 160))} ${n(Y(18))} ${n(X(cx0 - 240))} ${n(Y(18))}L${n(X(L + 120))} ${n(Y(18))}C${n(X(L + 20))} ${n(Y(18))} ${n(X(L + 14))} ${n(Y(zTo - 60))} ${n(X(L + 2))} ${n(Y(zTo))}`;
  body += `<path d="${hoseD(190, 170)}${hoseD(150, 330)}" stroke="${c}" stroke-width="1.1" fill="none"/>`;
  // Dimensions.
  body += dimH(X(-14), X(L + 14), Y(Ht) - 90, "1730", Y(Ht) - 10, Y(Ht) - 10);
  body += dimH(X(0), X(L), ground + 80, "1700", ground + 8, ground + 8);
  body += dimH(X(L), X(cx0), ground + 80, "380", ground + 8, ground + 8);
  body += dimH(X(cx0), X(cx0 + CL), ground + 80, "420", ground + 8, ground + 8);
  body += dimV(X(-14) - 90, Y(Ht), Y(0), "700", X(-14) - 10, X(inset) - 10);
  body += dimV(X(cx0 + CL + 8) + 80, Y(CH), Y(0), "540", X(cx0 + CL + 8) + 10, X(cx0 + CL) + 10, 1);
  body += dimV(X(L * 0.3), Y(Ht), wl, "95", X(L * 0.3) + 10, X(L * 0.3) + 10);
  // Notes and the title block.
  const nx = X(cx0) - 20;
  body += lettering("CHILLER 220-240 V  1000 W", nx, Y(CH) - 120, 13, { color: c });
  body += lettering("WATER 16 °C TO 0.5 °C", nx, Y(CH) - 96, 13, { color: c });
  body += `<path d="M${n(nx + 60)} ${n(Y(CH) - 84)}L${n(X(cx0 + CL / 2))} ${n(Y(CH) - 6)}" stroke="${c}" stroke-width="0.8" opacity="0.7"/><circle cx="${n(X(cx0 + CL / 2))}" cy="${n(Y(CH) - 6)}" r="2.5" fill="${c}"/>`;
  body += lettering("THERMO-WOOD SLATS", X(L * 0.12), Y(Ht) - 150, 13, { color: c });
  body += `<path d="M${n(X(L * 0.12) + 60)} ${n(Y(Ht) - 142)}L${n(X(L * 0.2))} ${n(Y(Ht - 160))}" stroke="${c}" stroke-width="0.8" opacity="0.7"/><circle cx="${n(X(L * 0.2))}" cy="${n(Y(Ht - 160))}" r="2.5" fill="${c}"/>`;
  body += lettering("ACRYLIC TUB", X(L * 0.8), Y(Ht) - 150, 13, { color: c });
  body += `<path d="M${n(X(L * 0.8) + 50)} ${n(Y(Ht) - 142)}L${n(X(L - BATH.rim - 36))} ${n(Y(Ht - 300))}" stroke="${c}" stroke-width="0.8" opacity="0.7"/><circle cx="${n(X(L - BATH.rim - 36))}" cy="${n(Y(Ht - 300))}" r="2.5" fill="${c}"/>`;
  const tbX = W - 560;
  const tbY = H - 200;
  body += `<path d="M${tbX} ${tbY}L${W - 60} ${tbY}M${tbX} ${tbY}L${tbX} ${H - 60}M${tbX} ${tbY + 70}L${W - 60} ${tbY + 70}M${tbX + 250} ${tbY + 70}L${tbX + 250} ${H - 60}" stroke="${c}" stroke-width="1" fill="none" opacity="0.6"/>`;
  body += lettering("PREMIUM ICE BATH", tbX + 24, tbY + 30, 16, { color: c, weight: 1.8 });
  body += lettering("SIDE ELEVATION", tbX + 24, tbY + 55, 12, { color: c });
  body += lettering("SCALE 1:10", tbX + 24, tbY + 108, 12, { color: c });
  body += lettering("DIMENSIONS IN MM", tbX + 274, tbY + 108, 12, { color: c });
  return svgDocument(W, H, body, defs);
}

/** The bath closed with its lid, a folded towel on top, in a quiet concrete-and-plaster room. */
function closed(): string {
  const id = "ib-closed";
  const rand = random("ice-bath/premium/gallery-5");
  const cam = camera({
    eye: [-1500, -4600, 1900],
    target: [1150, 420, 480],
    center: [W * 0.5, H * 0.6],
    focal: 2650,
  });
  const wallY = 1300;
  const horizon = cam.project([0, wallY, 0])[1];
  const defs =
    linear(
      `${id}-wall`,
      [
        [0, "#e2d9cc"],
        [1, "#d2c7b7"],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0.4 },
    ) +
    linear(`${id}-floor`, [
      [0, "#cdc6bc"],
      [1, "#b9b1a6"],
    ]) +
    bathDefs(id);
  let body = `<rect width="${W}" height="${n(horizon)}" fill="url(#${id}-wall)"/><rect y="${n(horizon)}" width="${W}" height="${n(H - horizon)}" fill="url(#${id}-floor)"/>`;
  // Window light on the wall from the upper left: two tall panes, skewed by the light's fall.
  // Each pane is a crisp patch with a faint penumbra a little larger around it (no blur needed).
  const pane = (x0: number, x1: number, grow: number, opacity: number): string => {
    const z = (x: number) => -(x + 600) * 0.35;
    const pts = outline(cam, [
      [x0 - grow, wallY - 1, 700 + z(x0) - grow],
      [x1 + grow, wallY - 1, 700 + z(x1) - grow],
      [x1 + grow, wallY - 1, 2500 + z(x1) + grow],
      [x0 - grow, wallY - 1, 2500 + z(x0) + grow],
    ]);
    return `<path d="${pathOf(pts)}" fill="#fbf4e8" opacity="${n(opacity)}"/>`;
  };
  for (const [x0, x1] of [
    [-500, 150],
    [210, 860],
  ] as const) {
    body += pane(x0, x1, 18, 0.12) + pane(x0, x1, 9, 0.14) + pane(x0, x1, 0, 0.36);
  }
  // Faint trowel clouds in the concrete floor.
  for (let i = 0; i < 5; i++) {
    const [cx, cy] = cam.project([
      between(rand, -2000, 4500),
      between(rand, -2500, wallY - 400),
      0,
    ]);
    body += glow(
      cx,
      cy,
      between(rand, 250, 420),
      between(rand, 50, 90),
      "white",
      between(rand, 0.08, 0.14),
    );
  }
  // A shadow gap at the foot of the wall.
  body += `<rect y="${n(horizon - 2)}" width="${W}" height="3" fill="${palette.ink}" opacity="0.14"/>`;
  const set = bathSet(cam, {
    rand,
    id,
    bathAt: [0, 0, 0],
    chillerAt: [BATH.length + 360, -60, 0],
    lid: true,
  });
  body += setShadows(set, id) + set.body;
  body += towelStack(cam, 440, 400, BATH.height + 70, 0.1);
  body += edgeVignette(W, H);
  return svgDocument(W, H, body, defs + spaceDefs());
}

export const artworks: Record<string, Artwork> = {
  "ice-bath/premium/main": { width: W, height: H, render: main },
  "ice-bath/premium/gallery-1": { width: W, height: H, render: terrace },
  "ice-bath/premium/gallery-2": { width: W, height: H, render: waterCloseUp },
  "ice-bath/premium/gallery-3": { width: W, height: H, render: hotCold },
  "ice-bath/premium/gallery-4": { width: W, height: H, render: elevation },
  "ice-bath/premium/gallery-5": { width: W, height: H, render: closed },
};
