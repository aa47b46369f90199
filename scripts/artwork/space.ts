/**
 * A tiny 3D layer on top of the drawing kit, for the artworks that need real volumes (ice baths,
 * sauna kits, steam rooms, clay renderings): a camera (perspective or orthographic) that projects
 * world points in millimetres onto the canvas, flat-shaded faces lit by the one key light of the
 * kit (warm, from the upper left), boxes, prisms, lines and floor shadows cast away from the light.
 *
 * It also holds the soft effects, chosen for librsvg's speed: `softGroup` blurs many shapes with
 * one filter fitted to them; `glow` (radial fall-off ellipses: mist, light pools) and
 * `edgeVignette` (four linear fades) avoid blurs and full-canvas radial gradients, which librsvg
 * renders slowly; `canvasPath` keeps object-space gradients on huge faces where they belong.
 *
 * World axes: x to the right, y away from the viewer (depth), z up. Everything is deterministic.
 */
import { mix, n, palette } from "./kit";

export { mix };

export type Vec3 = readonly [number, number, number];
export type Point = readonly [number, number];

export const add = (a: Vec3, b: Vec3): Vec3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
export const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
export const scale = (a: Vec3, s: number): Vec3 => [a[0] * s, a[1] * s, a[2] * s];
export const dot = (a: Vec3, b: Vec3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
export const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
export const unit = (a: Vec3): Vec3 => scale(a, 1 / Math.hypot(a[0], a[1], a[2]));
export const lerp3 = (a: Vec3, b: Vec3, t: number): Vec3 => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];

/* ------------------------------------------------------------------------------------------ */
/* Colour                                                                                      */
/* ------------------------------------------------------------------------------------------ */

/** The warm white of the key light and the warm dark its shadows fall into. */
export const LIGHT_TINT = "#fff4e4";
export const SHADOW_TINT = "#2b2420";

/**
 * The colour of a surface of base colour `base` receiving `light` (0 = facing away from the key
 * light, 1 = facing it): shadows deepen towards a warm dark, lit faces warm towards the light.
 */
export function tone(
  base: string,
  light: number,
  { contrast = 1 }: { contrast?: number } = {},
): string {
  const l = Math.min(1, Math.max(0, light));
  if (l < 0.5) return mix(base, SHADOW_TINT, (0.5 - l) * 0.8 * contrast);
  return mix(base, LIGHT_TINT, (l - 0.5) * 0.55 * contrast);
}

/* ------------------------------------------------------------------------------------------ */
/* Camera                                                                                      */
/* ------------------------------------------------------------------------------------------ */

export interface Camera {
  /** Canvas position of a world point. */
  project(p: Vec3): Point;
  /** View-space coordinates: x right, y up, z distance in front of the camera. */
  view(p: Vec3): Vec3;
  /** Whether a face with this outward normal through this point faces the camera. */
  faces(normal: Vec3, at: Vec3): boolean;
  /** How much a face with this outward normal receives the key light, 0…1. */
  light(normal: Vec3): number;
  /** The key light as a world direction pointing towards the light. */
  lightDirection: Vec3;
  /** Pixels per millimetre at a view depth (constant for orthographic cameras). */
  pixelsAt(depth: number): number;
  readonly perspective: boolean;
  readonly near: number;
}

/** The key light in view space: from the upper left, a little in front of the subject. */
const KEY_VIEW: Vec3 = unit([-0.56, 0.68, 0.46]);

/**
 * A camera at `eye` looking at `target`. Perspective cameras take a focal length in pixels;
 * orthographic ones (`focal` omitted) a `zoom` in pixels per millimetre. `center` is where the
 * target lands on the canvas.
 */
export function camera({
  eye,
  target,
  center,
  focal,
  zoom = 1,
  near = 50,
  key = KEY_VIEW,
}: {
  eye: Vec3;
  target: Vec3;
  center: Point;
  focal?: number;
  zoom?: number;
  near?: number;
  key?: Vec3;
}): Camera {
  const forward = unit(sub(target, eye));
  const right = unit(cross(forward, [0, 0, 1]));
  const up = cross(right, forward);
  const perspective = focal !== undefined;
  const targetDepth = dot(sub(target, eye), forward);
  const view = (p: Vec3): Vec3 => {
    const d = sub(p, eye);
    return [dot(d, right), dot(d, up), dot(d, forward)];
  };
  const pixelsAt = (depth: number) => (perspective ? focal / Math.max(depth, near) : zoom);
  const lightDirection = unit(
    add(add(scale(right, key[0]), scale(up, key[1])), scale(forward, -key[2])),
  );
  // The target sits on `center`; the offset keeps it there for both kinds of projection.
  const t = view(target);
  const project = (p: Vec3): Point => {
    const v = view(p);
    const k = pixelsAt(v[2]);
    return [
      center[0] + (v[0] - t[0] * (perspective ? 0 : 1)) * k,
      center[1] - (v[1] - t[1] * (perspective ? 0 : 1)) * k,
    ];
  };
  return {
    project,
    view,
    faces: (normal, at) => (perspective ? dot(normal, sub(eye, at)) > 0 : dot(normal, forward) < 0),
    light: (normal) => Math.max(0, dot(unit(normal), lightDirection)),
    lightDirection,
    pixelsAt: (depth) => pixelsAt(perspective ? depth : targetDepth),
    perspective,
    near,
  };
}

/* ------------------------------------------------------------------------------------------ */
/* Paths                                                                                       */
/* ------------------------------------------------------------------------------------------ */

/** An SVG path through canvas points, closed by default. */
export function pathOf(points: readonly Point[], closed = true): string {
  if (points.length === 0) return "";
  return (
    points.map(([x, y], i) => `${i === 0 ? "M" : "L"}${n(x)} ${n(y)}`).join("") +
    (closed ? "Z" : "")
  );
}

/** Clip a world polygon to the part in front of the camera's near plane. */
function clipNear(cam: Camera, points: readonly Vec3[]): Vec3[] {
  if (!cam.perspective) return [...points];
  const out: Vec3[] = [];
  const depth = (p: Vec3) => cam.view(p)[2] - cam.near;
  for (let i = 0; i < points.length; i++) {
    const a = points[i]!;
    const b = points[(i + 1) % points.length]!;
    const da = depth(a);
    const db = depth(b);
    if (da >= 0) out.push(a);
    if (da >= 0 !== db >= 0) out.push(lerp3(a, b, da / (da - db)));
  }
  return out;
}

/** The canvas outline of a world polygon (clipped to the near plane). */
export function outline(cam: Camera, points: readonly Vec3[]): Point[] {
  return clipNear(cam, points).map((p) => cam.project(p));
}

/** The `d` of a world polygon. */
export function polyPath(cam: Camera, points: readonly Vec3[]): string {
  return pathOf(outline(cam, points));
}

/** The `d` of a world line segment (clipped to the near plane), for joining into one path. */
export function segment(cam: Camera, a: Vec3, b: Vec3): string {
  let p = a;
  let q = b;
  if (cam.perspective) {
    const da = cam.view(a)[2] - cam.near;
    const db = cam.view(b)[2] - cam.near;
    if (da < 0 && db < 0) return "";
    if (da < 0) p = lerp3(a, b, da / (da - db));
    if (db < 0) q = lerp3(a, b, da / (da - db));
  }
  const [x1, y1] = cam.project(p);
  const [x2, y2] = cam.project(q);
  return `M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}`;
}

/** A world polyline as a `d` (no near clipping; keep it in front of the camera). */
export function polyline(cam: Camera, points: readonly Vec3[], closed = false): string {
  return pathOf(
    points.map((p) => cam.project(p)),
    closed,
  );
}

/** The outward normal of a polygon wound counter-clockwise as seen from outside. */
export function normalOf(points: readonly Vec3[]): Vec3 {
  const [a, b, c] = [points[0]!, points[1]!, points[2]!];
  return unit(cross(sub(b, a), sub(c, a)));
}

export const centroid = (points: readonly Vec3[]): Vec3 =>
  scale(
    points.reduce<Vec3>((s, p) => add(s, p), [0, 0, 0]),
    1 / points.length,
  );

/* ------------------------------------------------------------------------------------------ */
/* Shaded faces and boxes                                                                      */
/* ------------------------------------------------------------------------------------------ */

export interface FaceStyle {
  /** Base colour; the face is toned by the key light unless `flat`. */
  color: string;
  /** Extra attributes for the path (opacity, stroke…). */
  attrs?: string;
  /** Use the colour as is. */
  flat?: boolean;
  /** Light contrast of the toning. */
  contrast?: number;
  /** A gradient (by id) laid over the face for form, e.g. `sp-fall`. */
  overlay?: string;
  /** Draw even if it faces away from the camera. */
  twoSided?: boolean;
  /** Lift (or sink) the light this face receives. */
  lift?: number;
  /** Stroke the face in its own colour, hiding hairline seams between neighbouring faces. */
  seam?: boolean;
}

/** A polygon in the world, wound counter-clockwise seen from its lit side, shaded by the key light. */
export function face(cam: Camera, points: readonly Vec3[], style: FaceStyle): string {
  const normal = normalOf(points);
  if (!style.twoSided && !cam.faces(normal, centroid(points))) return "";
  const d = polyPath(cam, points);
  if (!d) return "";
  const fill = style.flat
    ? style.color
    : tone(style.color, cam.light(normal) + (style.lift ?? 0), { contrast: style.contrast });
  const overlay = style.overlay ? `<path d="${d}" fill="url(#${style.overlay})"/>` : "";
  const seam = style.seam ? ` stroke="${fill}" stroke-width="1" stroke-linejoin="round"` : "";
  return `<path d="${d}" fill="${fill}"${seam}${style.attrs ? ` ${style.attrs}` : ""}/>${overlay}`;
}

/** The six faces of an axis-aligned box, each wound outwards, keyed by the side they face. */
export function boxFaces(
  min: Vec3,
  max: Vec3,
): Record<"bottom" | "top" | "front" | "back" | "left" | "right", Vec3[]> {
  const [x0, y0, z0] = min;
  const [x1, y1, z1] = max;
  return {
    bottom: [
      [x0, y0, z0],
      [x0, y1, z0],
      [x1, y1, z0],
      [x1, y0, z0],
    ],
    top: [
      [x0, y0, z1],
      [x1, y0, z1],
      [x1, y1, z1],
      [x0, y1, z1],
    ],
    front: [
      [x0, y0, z0],
      [x1, y0, z0],
      [x1, y0, z1],
      [x0, y0, z1],
    ],
    back: [
      [x1, y1, z0],
      [x0, y1, z0],
      [x0, y1, z1],
      [x1, y1, z1],
    ],
    left: [
      [x0, y1, z0],
      [x0, y0, z0],
      [x0, y0, z1],
      [x0, y1, z1],
    ],
    right: [
      [x1, y0, z0],
      [x1, y1, z0],
      [x1, y1, z1],
      [x1, y0, z1],
    ],
  };
}

export type BoxSide = keyof ReturnType<typeof boxFaces>;

/**
 * An axis-aligned box from `min` to `max`, its visible faces shaded by the key light. `sides`
 * overrides the style of single faces (e.g. a different top).
 */
export function box(
  cam: Camera,
  min: Vec3,
  max: Vec3,
  style: FaceStyle,
  sides: Partial<Record<BoxSide, Partial<FaceStyle> | false>> = {},
): string {
  const faces = boxFaces(min, max);
  let out = "";
  for (const side of ["bottom", "back", "left", "right", "front", "top"] as const) {
    const override = sides[side];
    if (override === false) continue;
    out += face(cam, faces[side], { ...style, ...override });
  }
  return out;
}

/* ------------------------------------------------------------------------------------------ */
/* Shadows                                                                                     */
/* ------------------------------------------------------------------------------------------ */

/** The convex hull of canvas points (monotone chain). */
export function hull(points: readonly Point[]): Point[] {
  const pts = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (pts.length < 3) return pts;
  const turn = (o: Point, a: Point, b: Point) =>
    (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: Point[] = [];
  for (const p of pts) {
    while (lower.length >= 2 && turn(lower[lower.length - 2]!, lower[lower.length - 1]!, p) <= 0)
      lower.pop();
    lower.push(p);
  }
  const upper: Point[] = [];
  for (const p of [...pts].reverse()) {
    while (upper.length >= 2 && turn(upper[upper.length - 2]!, upper[upper.length - 1]!, p) <= 0)
      upper.pop();
    upper.push(p);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}

/** Where a world point's shadow falls on the horizontal plane z = floor, along the key light. */
export function shadowPoint(cam: Camera, p: Vec3, floor = 0, light = cam.lightDirection): Vec3 {
  const l = light[2] > 0.05 ? light : unit([light[0], light[1], 0.05]);
  const t = (p[2] - floor) / l[2];
  return [p[0] - l[0] * t, p[1] - l[1] * t, floor];
}

/**
 * The canvas outline of the shadow a convex solid (given by its corner points) casts on the floor
 * plane, including its own footprint, so it can be filled and blurred.
 */
export function castShadow(cam: Camera, corners: readonly Vec3[], floor = 0, light?: Vec3): string {
  const pts: Point[] = [];
  for (const c of corners) {
    pts.push(cam.project([c[0], c[1], floor]));
    pts.push(cam.project(shadowPoint(cam, c, floor, light)));
  }
  return pathOf(hull(pts));
}

/** The eight corners of a box. */
export function corners(min: Vec3, max: Vec3): Vec3[] {
  const out: Vec3[] = [];
  for (const x of [min[0], max[0]])
    for (const y of [min[1], max[1]]) for (const z of [min[2], max[2]]) out.push([x, y, z]);
  return out;
}

/**
 * Defs shared by 3D artworks: blurs for soft cast shadows and ambient occlusion at a few radii
 * (`sp-soft`, `sp-softer`, `sp-ao`) and face overlays: `sp-fall` darkens a face towards its foot,
 * `sp-rise` darkens it towards its head, `sp-across` towards its right, `sp-sheen` brightens its
 * upper left.
 */
export function spaceDefs(scaleFactor = 1): string {
  const b = (id: string, dev: number) =>
    `<filter id="${id}" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="${n(dev * scaleFactor)}"/></filter>`;
  return (
    b("sp-ao", 6) +
    b("sp-soft", 16) +
    b("sp-softer", 34) +
    `<linearGradient id="sp-fall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.ink}" stop-opacity="0"/><stop offset="0.6" stop-color="${palette.ink}" stop-opacity="0.04"/><stop offset="1" stop-color="${palette.ink}" stop-opacity="0.2"/></linearGradient>` +
    `<linearGradient id="sp-rise" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="${palette.ink}" stop-opacity="0"/><stop offset="1" stop-color="${palette.ink}" stop-opacity="0.16"/></linearGradient>` +
    glowGradients() +
    edgeGradients() +
    aoGradients() +
    `<linearGradient id="sp-cushion" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.3"/><stop offset="0.35" stop-color="#ffffff" stop-opacity="0"/><stop offset="0.75" stop-color="${palette.ink}" stop-opacity="0.06"/><stop offset="1" stop-color="${palette.ink}" stop-opacity="0.22"/></linearGradient>` +
    `<linearGradient id="sp-across" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${palette.ink}" stop-opacity="0"/><stop offset="1" stop-color="${palette.ink}" stop-opacity="0.14"/></linearGradient>` +
    `<linearGradient id="sp-sheen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${LIGHT_TINT}" stop-opacity="0.28"/><stop offset="0.55" stop-color="${LIGHT_TINT}" stop-opacity="0"/></linearGradient>`
  );
}

/** Points around a rounded rectangle in the horizontal plane z, counter-clockwise from above. */
export function roundedRect3(
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  z: number,
  radius: number,
  segments = 6,
): Vec3[] {
  const r = Math.min(radius, (x1 - x0) / 2, (y1 - y0) / 2);
  const out: Vec3[] = [];
  const corner = (cx: number, cy: number, start: number) => {
    for (let i = 0; i <= segments; i++) {
      const a = start + (i / segments) * (Math.PI / 2);
      out.push([cx + Math.cos(a) * r, cy + Math.sin(a) * r, z]);
    }
  };
  corner(x1 - r, y0 + r, -Math.PI / 2);
  corner(x1 - r, y1 - r, 0);
  corner(x0 + r, y1 - r, Math.PI / 2);
  corner(x0 + r, y0 + r, Math.PI);
  return out;
}

/* ------------------------------------------------------------------------------------------ */
/* Soft shapes                                                                                 */
/* ------------------------------------------------------------------------------------------ */

/** A shape for `softGroup`: canvas points, filled with a colour at an opacity. */
export interface SoftShape {
  points: readonly Point[];
  opacity: number;
  color?: string;
}

/**
 * Shapes blurred together by one Gaussian blur whose region is fitted to them (so the cost stays
 * proportional to their size, not the canvas): soft shadows, occlusion, glows. One filter per
 * group keeps the rendering fast; put all the shadows of a scene into one group.
 */
export function softGroup(
  id: string,
  deviation: number,
  shapes: readonly SoftShape[],
  attrs = "",
): string {
  const all = shapes.flatMap((s) => s.points);
  if (all.length === 0) return "";
  const xs = all.map((p) => p[0]);
  const ys = all.map((p) => p[1]);
  const m = deviation * 3;
  const x = Math.min(...xs) - m;
  const y = Math.min(...ys) - m;
  const w = Math.max(...xs) + m - x;
  const h = Math.max(...ys) + m - y;
  const filter = `<filter id="${id}" filterUnits="userSpaceOnUse" x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" color-interpolation-filters="sRGB"><feGaussianBlur stdDeviation="${n(deviation)}"/></filter>`;
  const body = shapes
    .map(
      (s) =>
        `<path d="${pathOf(s.points)}" fill="${s.color ?? palette.ink}" opacity="${n(s.opacity)}"/>`,
    )
    .join("");
  return `<defs>${filter}</defs><g filter="url(#${id})"${attrs ? ` ${attrs}` : ""}>${body}</g>`;
}

/** The canvas hull of the floor shadow a convex solid casts (see `castShadow`). */
export function castShadowPoints(
  cam: Camera,
  cornerPoints: readonly Vec3[],
  floor = 0,
  light?: Vec3,
): Point[] {
  const pts: Point[] = [];
  for (const c of cornerPoints) {
    pts.push(cam.project([c[0], c[1], floor]));
    pts.push(cam.project(shadowPoint(cam, c, floor, light)));
  }
  return hull(pts);
}

/** The canvas outline of a horizontal rectangle at height z. */
export function footprint(
  cam: Camera,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  z = 0,
): Point[] {
  return outline(cam, [
    [x0, y0, z],
    [x1, y0, z],
    [x1, y1, z],
    [x0, y1, z],
  ]);
}

/**
 * A vertical prism over a convex outline (counter-clockwise from above, z of the points ignored)
 * from z0 to z1: its visible sides shaded one by one (so rounded outlines get soft form) and its top.
 */
export function prism(
  cam: Camera,
  outlinePoints: readonly Vec3[],
  z0: number,
  z1: number,
  style: FaceStyle,
  top: Partial<FaceStyle> | false = {},
): string {
  let out = "";
  const count = outlinePoints.length;
  for (let i = 0; i < count; i++) {
    const a = outlinePoints[i]!;
    const b = outlinePoints[(i + 1) % count]!;
    out += face(
      cam,
      [
        [a[0], a[1], z0],
        [b[0], b[1], z0],
        [b[0], b[1], z1],
        [a[0], a[1], z1],
      ],
      { seam: true, ...style },
    );
  }
  if (top !== false) {
    out += face(
      cam,
      outlinePoints.map((p) => [p[0], p[1], z1] as Vec3),
      { ...style, ...top },
    );
  }
  return out;
}

/** Points of a horizontal outline rotated by `angle` (radians) about (cx, cy). */
export function rotated(points: readonly Vec3[], cx: number, cy: number, angle: number): Vec3[] {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  return points.map(([x, y, z]) => [
    cx + (x - cx) * c - (y - cy) * s,
    cy + (x - cx) * s + (y - cy) * c,
    z,
  ]);
}

/** A smooth curve through world points (Catmull-Rom), sampled `perSpan` times between each pair. */
export function spline(points: readonly Vec3[], perSpan = 10): Vec3[] {
  const out: Vec3[] = [];
  const at = (i: number) => points[Math.max(0, Math.min(points.length - 1, i))]!;
  for (let i = 0; i < points.length - 1; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    for (let s = 0; s < perSpan; s++) {
      const t = s / perSpan;
      const t2 = t * t;
      const t3 = t2 * t;
      const c = (k: 0 | 1 | 2) =>
        0.5 *
        (2 * p1[k] +
          (-p0[k] + p2[k]) * t +
          (2 * p0[k] - 5 * p1[k] + 4 * p2[k] - p3[k]) * t2 +
          (-p0[k] + 3 * p1[k] - 3 * p2[k] + p3[k]) * t3);
      out.push([c(0), c(1), c(2)]);
    }
  }
  out.push(points[points.length - 1]!);
  return out;
}

/** Colours of the soft glows (`sp-glow-<name>`) defined by `spaceDefs`. */
const glowColours = {
  white: "#ffffff",
  warm: "#fff4e4",
  amber: palette.amber,
  ember: palette.emberGlow,
  glacier: palette.glacier,
  ice: palette.ice,
  ink: palette.ink,
} as const;

export type GlowColour = keyof typeof glowColours;

function glowGradients(): string {
  return Object.entries(glowColours)
    .map(
      ([name, colour]) =>
        `<radialGradient id="sp-glow-${name}"><stop offset="0" stop-color="${colour}"/><stop offset="0.3" stop-color="${colour}" stop-opacity="0.75"/><stop offset="0.62" stop-color="${colour}" stop-opacity="0.25"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`,
    )
    .join("");
}

/**
 * A soft elliptical glow (mist, a light pool, a haze) centred on canvas point (cx, cy): an ellipse
 * filled with a radial fall-off, much cheaper to render than a blurred shape. Needs `spaceDefs`.
 */
export function glow(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  colour: GlowColour,
  opacity: number,
  angle = 0,
): string {
  const turn = angle ? ` transform="rotate(${n(angle)} ${n(cx)} ${n(cy)})"` : "";
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="url(#sp-glow-${colour})" opacity="${n(opacity)}"${turn}/>`;
}

/**
 * A vignette made of four linear fades along the edges (corners darken where two overlap). It
 * looks like the kit's radial vignette but costs a fraction of it to render, because librsvg
 * paints full-canvas radial gradients slowly. Needs `spaceDefs`.
 */
export function edgeVignette(width: number, height: number, strength = 0.14): string {
  const bandX = width * 0.3;
  const bandY = height * 0.3;
  const o = n(strength);
  return (
    `<rect width="${n(bandX)}" height="${height}" fill="url(#sp-edge-l)" opacity="${o}"/>` +
    `<rect x="${n(width - bandX)}" width="${n(bandX)}" height="${height}" fill="url(#sp-edge-r)" opacity="${o}"/>` +
    `<rect width="${width}" height="${n(bandY)}" fill="url(#sp-edge-t)" opacity="${o}"/>` +
    `<rect y="${n(height - bandY)}" width="${width}" height="${n(bandY)}" fill="url(#sp-edge-b)" opacity="${o}"/>`
  );
}

function edgeGradients(): string {
  const fade = (id: string, x1: number, y1: number, x2: number, y2: number) =>
    `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${palette.ink}" stop-opacity="0.7"/><stop offset="0.45" stop-color="${palette.ink}" stop-opacity="0.22"/><stop offset="1" stop-color="${palette.ink}" stop-opacity="0"/></linearGradient>`;
  return (
    fade("sp-edge-l", 0, 0, 1, 0) +
    fade("sp-edge-r", 1, 0, 0, 0) +
    fade("sp-edge-t", 0, 0, 0, 1) +
    fade("sp-edge-b", 0, 1, 0, 0)
  );
}

/**
 * A folded towel stack centred on (x, y) on a surface at height z: soft slabs whose sides round
 * over like cushions (light along the top edge, shade towards the foot), with a crease along
 * each. Needs `spaceDefs`.
 */
export function towelStack(
  cam: Camera,
  x: number,
  y: number,
  z: number,
  angle: number,
  layers: readonly { w: number; d: number; h: number; color: string }[] = [
    { w: 470, d: 330, h: 64, color: "#e1d6c5" },
    { w: 455, d: 320, h: 60, color: "#eee7dc" },
  ],
): string {
  let out = "";
  let zz = z;
  layers.forEach((l, i) => {
    // Each towel sits a little askew on the one below.
    const turn = angle + (i % 2 === 0 ? 0 : 0.05);
    const plan = (inset: number) =>
      rotated(
        roundedRect3(
          x - l.w / 2 + inset,
          y - l.d / 2 + inset,
          x + l.w / 2 - inset,
          y + l.d / 2 - inset,
          0,
          52 - inset,
          5,
        ),
        x,
        y,
        turn,
      );
    // A stepped profile reads as a soft, rounded fold: the body, then a slightly smaller crown.
    const body = zz + l.h * 0.78;
    out += prism(
      cam,
      plan(0),
      zz,
      body,
      { color: l.color, contrast: 0.7, overlay: "sp-cushion" },
      false,
    );
    out += prism(cam, plan(9), body, zz + l.h, { color: l.color, contrast: 0.7 }, false);
    const top = plan(9).map(([px, py]) => [px, py, zz + l.h] as Vec3);
    out += face(cam, top, { color: l.color, contrast: 0.7, overlay: "sp-sheen" });
    // The fold: a soft crease along the middle of the side facing the camera.
    const fold = rotated(
      [
        [x - l.w / 2 + 50, y - l.d / 2 - 0.5, zz + l.h * 0.42],
        [x + l.w / 2 - 50, y - l.d / 2 - 0.5, zz + l.h * 0.42],
      ],
      x,
      y,
      turn,
    );
    out += `<path d="${segment(cam, fold[0]!, fold[1]!)}" stroke="${palette.ink}" stroke-width="1.5" opacity="0.1"/>`;
    zz += l.h;
  });
  return out;
}

/**
 * Occlusion fades for the inside corners of rooms, laid over a wall or floor face (object
 * space): `sp-ao-left`/`-right`/`-top`/`-bottom` darken the face towards that side of its box,
 * `sp-ao-sides` towards both its left and right.
 */
function aoGradients(): string {
  const fade = (id: string, x1: number, y1: number, x2: number, y2: number) =>
    `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${palette.ink}" stop-opacity="0.32"/><stop offset="0.22" stop-color="${palette.ink}" stop-opacity="0.08"/><stop offset="0.5" stop-color="${palette.ink}" stop-opacity="0"/></linearGradient>`;
  return (
    fade("sp-ao-left", 0, 0, 1, 0) +
    fade("sp-ao-right", 1, 0, 0, 0) +
    fade("sp-ao-top", 0, 0, 0, 1) +
    fade("sp-ao-bottom", 0, 1, 0, 0) +
    `<linearGradient id="sp-ao-sides" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${palette.ink}" stop-opacity="0.3"/><stop offset="0.12" stop-color="${palette.ink}" stop-opacity="0.05"/><stop offset="0.5" stop-color="${palette.ink}" stop-opacity="0"/><stop offset="0.88" stop-color="${palette.ink}" stop-opacity="0.05"/><stop offset="1" stop-color="${palette.ink}" stop-opacity="0.3"/></linearGradient>`
  );
}

/** Clip a canvas polygon to a rectangle (Sutherland–Hodgman), so its bounding box stays on canvas. */
export function clipRect(
  points: readonly Point[],
  x0: number,
  y0: number,
  x1: number,
  y1: number,
): Point[] {
  let poly: Point[] = [...points];
  const edges: [(p: Point) => number, (a: Point, b: Point) => Point][] = [
    [(p) => p[0] - x0, (a, b) => [x0, a[1] + ((b[1] - a[1]) * (x0 - a[0])) / (b[0] - a[0])]],
    [(p) => x1 - p[0], (a, b) => [x1, a[1] + ((b[1] - a[1]) * (x1 - a[0])) / (b[0] - a[0])]],
    [(p) => p[1] - y0, (a, b) => [a[0] + ((b[0] - a[0]) * (y0 - a[1])) / (b[1] - a[1]), y0]],
    [(p) => y1 - p[1], (a, b) => [a[0] + ((b[0] - a[0]) * (y1 - a[1])) / (b[1] - a[1]), y1]],
  ];
  for (const [inside, cut] of edges) {
    const next: Point[] = [];
    for (let i = 0; i < poly.length; i++) {
      const a = poly[i]!;
      const b = poly[(i + 1) % poly.length]!;
      const ia = inside(a) >= 0;
      const ib = inside(b) >= 0;
      if (ia) next.push(a);
      if (ia !== ib) next.push(cut(a, b));
    }
    poly = next;
    if (poly.length === 0) break;
  }
  return poly;
}

/**
 * The `d` of a world polygon clipped to the canvas (with a margin). Use it for faces that carry
 * object-space gradients: a face running far off-canvas would otherwise stretch its gradient.
 */
export function canvasPath(
  cam: Camera,
  points: readonly Vec3[],
  width: number,
  height: number,
  margin = 2,
): string {
  return pathOf(clipRect(outline(cam, points), -margin, -margin, width + margin, height + margin));
}
