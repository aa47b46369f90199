/**
 * A small architectural camera: world coordinates in millimetres (x to the right, y up, z away
 * from the viewer), a camera that turns about the vertical axis (so verticals stay vertical, as in
 * architectural photography) and may also tilt up or down (the faces of a 360° tour look straight
 * up and down), and helpers that draw projected polygons and lines.
 *
 * Polygons and lines are clipped at a plane just in front of the eye, so a camera standing inside
 * a room can look in any direction: whatever lies behind it is cut away, not folded onto the
 * picture.
 */
import { n } from "./kit";

export type Point3 = readonly [x: number, y: number, z: number];

export interface Camera {
  /** Position of the eye, mm. */
  x: number;
  y: number;
  z: number;
  /** Turn about the vertical axis, radians; positive looks to the right. */
  yaw: number;
  /** Tilt after turning, radians; positive looks up. Default 0: verticals stay vertical. */
  pitch?: number;
  /** Focal length in pixels. */
  focal: number;
  /** The image point the camera looks at. */
  cx: number;
  cy: number;
  /**
   * Distance in front of the eye (mm) where polygons and lines are clipped. Default 1 mm, which
   * leaves anything in front of the camera exactly as it was before clipping existed.
   */
  near?: number;
}

export function camera(options: Camera) {
  const cos = Math.cos(options.yaw);
  const sin = Math.sin(options.yaw);
  const pitch = options.pitch ?? 0;
  const cosPitch = Math.cos(pitch);
  const sinPitch = Math.sin(pitch);
  const near = options.near ?? 1;
  /** A world point in camera space: right, up, and distance along the line of sight. */
  const view = ([x, y, z]: Point3): [right: number, up: number, ahead: number] => {
    const dx = x - options.x;
    const dy = y - options.y;
    const dz = z - options.z;
    const right = dx * cos - dz * sin;
    const level = dx * sin + dz * cos;
    return [right, dy * cosPitch - level * sinPitch, dy * sinPitch + level * cosPitch];
  };
  const depth = (point: Point3) => view(point)[2];
  /** The picture point of `point`; points behind the camera are pushed to 1 mm in front. */
  const project = (point: Point3): [number, number] => {
    const [right, up, ahead] = view(point);
    const rz = Math.max(1, ahead);
    return [options.cx + (options.focal * right) / rz, options.cy - (options.focal * up) / rz];
  };
  const moveTo = (points: readonly Point3[]) =>
    points
      .map((point, i) => {
        const [px, py] = project(point);
        return `${i === 0 ? "M" : "L"}${n(px)} ${n(py)}`;
      })
      .join("");
  /** SVG path data of the visible part: one closed outline, or open runs; "" when all is hidden. */
  const path = (points: readonly Point3[], close = true) => {
    if (close) {
      const visible = clipPolygon(points, depth, near);
      return visible.length ? `${moveTo(visible)}Z` : "";
    }
    return clipPolyline(points, depth, near).map(moveTo).join("");
  };
  return {
    project,
    depth,
    /** Pixels per millimetre at the depth of `point`. */
    scaleAt: (point: Point3) => options.focal / Math.max(1, depth(point)),
    /** A filled polygon; nothing when it lies wholly behind the camera. */
    polygon: (points: readonly Point3[], fill: string, extra = "") => {
      const d = path(points);
      return d ? `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ""}/>` : "";
    },
    /** An open polyline; nothing when it lies wholly behind the camera. */
    line: (points: readonly Point3[], stroke: string, width: number, extra = "") => {
      const d = path(points, false);
      return d
        ? `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${n(width)}"${extra ? ` ${extra}` : ""}/>`
        : "";
    },
    path,
  };
}

export type Projector = ReturnType<typeof camera>;

/** The point where the segment a–b crosses depth `near` (depth is linear along the segment). */
function crossing(a: Point3, b: Point3, depthA: number, depthB: number, near: number): Point3 {
  const t = (near - depthA) / (depthB - depthA);
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

/**
 * The part of a polygon at or beyond depth `near` (Sutherland–Hodgman against one plane).
 * A polygon wholly in front comes back unchanged, point for point.
 */
function clipPolygon(
  points: readonly Point3[],
  depth: (point: Point3) => number,
  near: number,
): Point3[] {
  const depths = points.map(depth);
  if (depths.every((d) => d >= near)) return [...points];
  const out: Point3[] = [];
  points.forEach((point, i) => {
    const j = (i + 1) % points.length;
    const inFront = depths[i]! >= near;
    if (inFront) out.push(point);
    if (inFront !== depths[j]! >= near) {
      out.push(crossing(point, points[j]!, depths[i]!, depths[j]!, near));
    }
  });
  return out;
}

/** The runs of a polyline at or beyond depth `near`; each run is drawn as its own subpath. */
function clipPolyline(
  points: readonly Point3[],
  depth: (point: Point3) => number,
  near: number,
): Point3[][] {
  const depths = points.map(depth);
  if (depths.every((d) => d >= near)) return [[...points]];
  const runs: Point3[][] = [];
  let run: Point3[] = [];
  points.forEach((point, i) => {
    const inFront = depths[i]! >= near;
    const wasInFront = i > 0 && depths[i - 1]! >= near;
    if (i > 0 && wasInFront !== inFront) {
      run.push(crossing(points[i - 1]!, point, depths[i - 1]!, depths[i]!, near));
    }
    if (wasInFront && !inFront) {
      runs.push(run);
      run = [];
    }
    if (inFront) run.push(point);
  });
  runs.push(run);
  return runs.filter((segment) => segment.length > 1);
}

/** The four corners of an axis-aligned rectangle in the plane x = const. */
export function wallX(x: number, y0: number, y1: number, z0: number, z1: number): Point3[] {
  return [
    [x, y0, z0],
    [x, y0, z1],
    [x, y1, z1],
    [x, y1, z0],
  ];
}

/** The four corners of an axis-aligned rectangle in the plane z = const. */
export function wallZ(z: number, x0: number, x1: number, y0: number, y1: number): Point3[] {
  return [
    [x0, y0, z],
    [x1, y0, z],
    [x1, y1, z],
    [x0, y1, z],
  ];
}

/** The four corners of an axis-aligned rectangle in the plane y = const. */
export function planeY(y: number, x0: number, x1: number, z0: number, z1: number): Point3[] {
  return [
    [x0, y, z0],
    [x1, y, z0],
    [x1, y, z1],
    [x0, y, z1],
  ];
}

/**
 * A flat ellipse in 3D as a polygon: centre plus `u` and `v`, its two semi-axes (vectors, mm).
 * Unlike an ellipse drawn on the picture, it is clipped and projected like any wall, so two
 * pictures that share an edge draw it the same way along that edge.
 */
export function ellipse3(centre: Point3, u: Point3, v: Point3, segments = 32): Point3[] {
  return Array.from({ length: segments }, (_, i) => {
    const angle = (i / segments) * Math.PI * 2;
    const [c, s] = [Math.cos(angle), Math.sin(angle)];
    return [
      centre[0] + u[0] * c + v[0] * s,
      centre[1] + u[1] * c + v[1] * s,
      centre[2] + u[2] * c + v[2] * s,
    ] as const;
  });
}
