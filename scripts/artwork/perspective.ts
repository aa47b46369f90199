/**
 * A small architectural camera: world coordinates in millimetres (x to the right, y up, z away
 * from the viewer), a camera that can turn about the vertical axis (so verticals stay vertical,
 * as in architectural photography), and helpers that draw projected polygons and lines.
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
  /** Focal length in pixels. */
  focal: number;
  /** The image point the camera looks at. */
  cx: number;
  cy: number;
}

export function camera(options: Camera) {
  const cos = Math.cos(options.yaw);
  const sin = Math.sin(options.yaw);
  const depth = ([x, , z]: Point3) => {
    const dx = x - options.x;
    const dz = z - options.z;
    return dx * sin + dz * cos;
  };
  const project = ([x, y, z]: Point3): [number, number] => {
    const dx = x - options.x;
    const dy = y - options.y;
    const dz = z - options.z;
    const rx = dx * cos - dz * sin;
    const rz = Math.max(1, dx * sin + dz * cos);
    return [options.cx + (options.focal * rx) / rz, options.cy - (options.focal * dy) / rz];
  };
  const path = (points: readonly Point3[], close = true) =>
    points
      .map((point, i) => {
        const [px, py] = project(point);
        return `${i === 0 ? "M" : "L"}${n(px)} ${n(py)}`;
      })
      .join("") + (close ? "Z" : "");
  return {
    project,
    depth,
    /** Pixels per millimetre at the depth of `point`. */
    scaleAt: (point: Point3) => options.focal / Math.max(1, depth(point)),
    /** A filled polygon. */
    polygon: (points: readonly Point3[], fill: string, extra = "") =>
      `<path d="${path(points)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`,
    /** An open polyline. */
    line: (points: readonly Point3[], stroke: string, width: number, extra = "") =>
      `<path d="${path(points, false)}" fill="none" stroke="${stroke}" stroke-width="${n(width)}"${extra ? ` ${extra}` : ""}/>`,
    path,
  };
}

export type Projector = ReturnType<typeof camera>;

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
