/**
 * The geometry of a sauna's plans, in millimetres, from its catalogue dimensions: the floor plan
 * (walls, benches, heater, the glass front or the door with its swing) and the front elevation
 * (cladding, roof band, openings), each with its dimension lines.
 *
 * One description, two renderers: the plan picture on the product page (`drawings.ts`, SVG) and
 * the downloadable PDF (`build-plans.ts`), so the picture and the drawing cannot disagree. The
 * layout constants live here. How
 * the cabin itself is built (walls, roof, floor, the front's openings) lives in the app
 * (`app/catalogue/cabin.ts`), whose pages work out volumes and glass from the same figures, and
 * so does the room inside (benches and heater), which the 3D model (`app/scene/`) builds too.
 *
 * Coordinates: x to the right from the outer face of the left wall; y upwards, in the plan from
 * the outer face of the front wall towards the back, in the elevation from the ground.
 */
import {
  benchStart,
  type CabinShape,
  frontOpenings,
  HEATER,
  LOWER_BENCH,
  type Opening,
  type Rect,
  ROOF,
  UPPER_BENCH,
  WALL,
} from "../../app/catalogue/cabin";

export {
  benchStart,
  type CabinShape,
  frontOpenings,
  HEATER,
  LOWER_BENCH,
  type Opening,
  type Rect,
  ROOF,
  UPPER_BENCH,
  WALL,
};
/** How far the roof band (`ROOF` high) overhangs the walls. */
export const ROOF_OVERHANG = 30;
/** The upper bench's slats, front to back. */
const SLAT = 95;
/** The front's vertical cladding boards, above a plinth. */
const BOARD = 120;
const PLINTH = 60;
/** How far dimension lines stand off the drawing (15 mm on paper at 1:20). */
export const DIMENSION_OFFSET = 300;
/** How far the ground line runs past the elevation on either side. */
const GROUND_RUN = 250;

/** The scale of the plans: 1 mm on paper is 20 mm of cabin. */
export const PLAN_SCALE = 20;

/** Millimetres on paper to PDF points (1/72 inch). */
export function mmToPoints(mm: number): number {
  return (mm * 72) / 25.4;
}

/** A length of the cabin (mm) as drawn at the plans' scale, in PDF points. */
export function toPaperPoints(mm: number): number {
  return mmToPoints(mm / PLAN_SCALE);
}

export type Point = readonly [x: number, y: number];

export interface DimensionLine {
  /** The two points measured; they share y (axis "x") or x (axis "y"). */
  from: Point;
  to: Point;
  axis: "x" | "y";
  /** Where the dimension line stands, perpendicular to it: + is up (axis "x") or right (axis "y"). */
  offset: number;
  /** The distance measured, in mm, and the text written on the line. */
  value: number;
  label: string;
}

/** A label whose text is centred on `at`. */
export interface Label {
  text: string;
  at: Point;
}

/** A door opening outwards, hinged at `hinge`: the open leaf runs to `open`; its arc ends at `closed`. */
export interface DoorSwing {
  hinge: Point;
  open: Point;
  closed: Point;
  radius: number;
}

export interface FloorPlan {
  /** The outer faces of the walls (0, 0, W, D) and the room inside them. */
  outline: Rect;
  inside: Rect;
  upperBench: Rect;
  lowerBench: Rect;
  /** The joints between the upper bench's slats (y). */
  slats: number[];
  heater: Rect;
  /** Gaps through the front wall (y from 0 to the wall's thickness). */
  openings: Opening[];
  doorSwing?: DoorSwing;
  labels: Label[];
  dimensions: DimensionLine[];
  /** Everything drawn except text: what a renderer fits on its page. */
  bounds: Rect;
}

export interface FrontElevation {
  /** The walls' outline (0, 0, W, H); the roof band is its top `ROOF` mm, overhanging. */
  outline: Rect;
  roof: Rect;
  /** The joints between the cladding boards (x), which run between `cladding.y0` and `.y1`. */
  joints: number[];
  cladding: { y0: number; y1: number };
  openings: Opening[];
  ground: { x0: number; x1: number };
  dimensions: DimensionLine[];
  bounds: Rect;
}

/** A dimension line measuring from `from` to `to`, standing `offset` mm off them. */
export function dimension(from: Point, to: Point, offset: number): DimensionLine {
  const axis = from[1] === to[1] ? "x" : "y";
  const value = Math.abs(axis === "x" ? to[0] - from[0] : to[1] - from[1]);
  return { from, to, axis, offset, value, label: String(value) };
}

/** The two ends of the dimension line itself, `offset` away from the points it measures. */
export function dimensionEnds({ from, to, axis, offset }: DimensionLine): [Point, Point] {
  const [dx, dy] = axis === "x" ? [0, offset] : [offset, 0];
  return [
    [from[0] + dx, from[1] + dy],
    [to[0] + dx, to[1] + dy],
  ];
}

/** The smallest rectangle holding all the points. */
function boundsOf(points: Point[]): Rect {
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
}

function corners({ x0, y0, x1, y1 }: Rect): Point[] {
  return [
    [x0, y0],
    [x1, y1],
  ];
}

function centre({ x0, y0, x1, y1 }: Rect): Point {
  return [(x0 + x1) / 2, (y0 + y1) / 2];
}

/** The middle of the gap between slats nearest the bench's middle (y), where a label fits. */
function betweenSlats(bench: Rect, slats: number[]): number {
  const edges = [bench.y0, ...slats, bench.y1];
  const gaps = edges.slice(1).map((y, i) => (edges[i]! + y) / 2);
  const middle = (bench.y0 + bench.y1) / 2;
  return gaps.reduce((best, y) => (Math.abs(y - middle) < Math.abs(best - middle) ? y : best));
}

/**
 * The floor plan: the benches along the back wall to the right (upper at the back, lower in front
 * of it), the heater in the back left corner, the front's openings, and the door swinging out.
 * Dimensioned: overall width (above) and depth (left), and the bench depths (right).
 */
export function floorPlan(cabin: CabinShape): FloorPlan {
  const { width: W, depth: D } = cabin;
  const outline = { x0: 0, y0: 0, x1: W, y1: D };
  const inside = { x0: WALL, y0: WALL, x1: W - WALL, y1: D - WALL };
  const benchX0 = benchStart(W);
  const upperFront = inside.y1 - UPPER_BENCH.depth;
  const lowerFront = upperFront - LOWER_BENCH.depth;
  const upperBench = { x0: benchX0, y0: upperFront, x1: inside.x1, y1: inside.y1 };
  const lowerBench = { x0: benchX0, y0: lowerFront, x1: inside.x1, y1: upperFront };
  const slats: number[] = [];
  for (let y = upperFront + SLAT; y < inside.y1; y += SLAT) slats.push(y);
  const heaterBack = inside.y1 - HEATER.back;
  const heater = { x0: HEATER.x0, y0: heaterBack - HEATER.depth, x1: HEATER.x1, y1: heaterBack };

  const openings = frontOpenings(cabin).map((opening) => ({ ...opening, y0: 0, y1: WALL }));
  const door = openings.find((opening) => opening.kind === "door");
  // The door is hinged on its right and opens outwards, as sauna doors must.
  const doorSwing = door && {
    hinge: [door.x1, 0] as const,
    open: [door.x1, -(door.x1 - door.x0)] as const,
    closed: [door.x0, 0] as const,
    radius: door.x1 - door.x0,
  };

  const labels: Label[] = [
    { text: "UPPER BENCH", at: [centre(upperBench)[0], betweenSlats(upperBench, slats)] },
    { text: "LOWER BENCH", at: centre(lowerBench) },
    // The heater's label stands just in front of it: its box is crossed.
    { text: "HEATER", at: [centre(heater)[0], heater.y0 - 110] },
  ];
  const dimensions = [
    dimension([0, D], [W, D], DIMENSION_OFFSET),
    dimension([0, 0], [0, D], -DIMENSION_OFFSET),
    dimension([W, lowerFront], [W, upperFront], DIMENSION_OFFSET),
    dimension([W, upperFront], [W, inside.y1], DIMENSION_OFFSET),
  ];
  const bounds = boundsOf([
    ...corners(outline),
    ...(doorSwing ? [doorSwing.open] : []),
    ...dimensions.flatMap(dimensionEnds),
  ]);
  return {
    outline,
    inside,
    upperBench,
    lowerBench,
    slats,
    heater,
    openings,
    ...(doorSwing && { doorSwing }),
    labels,
    dimensions,
    bounds,
  };
}

/**
 * The front elevation: vertical cladding above a plinth, the roof band, and the glass front or
 * the window and door. Dimensioned: overall width (above) and height (left).
 */
export function frontElevation(cabin: CabinShape): FrontElevation {
  const { width: W, height: H } = cabin;
  const outline = { x0: 0, y0: 0, x1: W, y1: H };
  const roof = { x0: -ROOF_OVERHANG, y0: H - ROOF, x1: W + ROOF_OVERHANG, y1: H };
  const joints: number[] = [];
  for (let x = BOARD; x < W; x += BOARD) joints.push(x);
  const ground = { x0: -GROUND_RUN, x1: W + GROUND_RUN };
  const dimensions = [
    dimension([0, H], [W, H], DIMENSION_OFFSET),
    dimension([0, 0], [0, H], -DIMENSION_OFFSET),
  ];
  const bounds = boundsOf([
    ...corners(roof),
    [ground.x0, 0],
    [ground.x1, 0],
    ...dimensions.flatMap(dimensionEnds),
  ]);
  return {
    outline,
    roof,
    joints,
    cladding: { y0: PLINTH, y1: H - ROOF },
    openings: frontOpenings(cabin),
    ground,
    dimensions,
    bounds,
  };
}
