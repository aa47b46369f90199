/**
 * Drawing the plans with pdf-lib: the pens, the inks, the primitives (segments, boxes, arcs, text)
 * and the floor plan and front elevation from `geometry.ts`, placed on a page at 1:20. Pure: it
 * reads no files, so the build's plan sheets (`build-plans.ts`), the brochure and the buyer's own
 * design, drawn in the browser, share one way of drawing.
 */
import {
  appendBezierCurve,
  degrees,
  fill,
  lineTo,
  moveTo,
  type PDFFont,
  PDFOperator,
  PDFOperatorNames,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  type RGB,
  rgb,
  setDashPattern,
  setFillingRgbColor,
  setLineWidth,
  setStrokingRgbColor,
  stroke,
} from "pdf-lib";

import {
  type DimensionLine,
  dimensionEnds,
  type DoorSwing,
  type FloorPlan,
  type FrontElevation,
  mmToPoints,
  type Point,
  type Rect,
  toPaperPoints,
} from "./geometry";

export const INK = rgb(0.16, 0.14, 0.12);
export const SOFT_INK = rgb(0.4, 0.37, 0.34);
export const WALL_FILL = rgb(0.36, 0.32, 0.29);
export const BENCH_FILL = rgb(0.93, 0.89, 0.83);
export const ROOF_FILL = rgb(0.89, 0.87, 0.84);
export const PAPER = rgb(1, 1, 1);
/** Line weights: ISO 128's 0.35, 0.25, 0.18 and 0.13 mm pens. */
export const PEN = {
  medium: mmToPoints(0.35),
  thin: mmToPoints(0.25),
  fine: mmToPoints(0.18),
  hair: mmToPoints(0.13),
};
export const TEXT = { dimension: 7.5, label: 6.5, caption: 9 };

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Where a drawing's origin (0, 0 mm) lands on the sheet, in points. */
export interface Placement {
  x: number;
  y: number;
}

/* ------------------------------------------------------------------------------------------ */
/* Drawing primitives, in points                                                               */

/** Two decimals of a point are far finer than any printer, and keep the file small. */
export const round = (value: number) => Math.round(value * 100) / 100;

export function segment([ax, ay]: Point, [bx, by]: Point): PDFOperator[] {
  return [moveTo(round(ax), round(ay)), lineTo(round(bx), round(by))];
}

export function box({ x0, y0, x1, y1 }: Rect): PDFOperator {
  return rectangle(round(x0), round(y0), round(x1 - x0), round(y1 - y0));
}

/** A quarter circle from `start` to `end` around `centre` (a Bézier curve). */
export function quarterArc(centre: Point, start: Point, end: Point): PDFOperator[] {
  const k = (4 / 3) * (Math.SQRT2 - 1);
  return [
    moveTo(round(start[0]), round(start[1])),
    appendBezierCurve(
      round(start[0] + k * (end[0] - centre[0])),
      round(start[1] + k * (end[1] - centre[1])),
      round(end[0] + k * (start[0] - centre[0])),
      round(end[1] + k * (start[1] - centre[1])),
      round(end[0]),
      round(end[1]),
    ),
  ];
}

export function strokePath(
  page: PDFPage,
  path: PDFOperator[],
  { width, colour = INK, dash }: { width: number; colour?: RGB; dash?: number[] },
) {
  page.pushOperators(
    pushGraphicsState(),
    setLineWidth(round(width)),
    setStrokingRgbColor(colour.red, colour.green, colour.blue),
    ...(dash ? [setDashPattern(dash.map(round), 0)] : []),
    ...path,
    stroke(),
    popGraphicsState(),
  );
}

/** Fills the path; `evenOdd` leaves holes where shapes overlap (the room inside the walls). */
export function fillPath(page: PDFPage, path: PDFOperator[], colour: RGB, evenOdd = false) {
  page.pushOperators(
    pushGraphicsState(),
    setFillingRgbColor(colour.red, colour.green, colour.blue),
    ...path,
    evenOdd ? PDFOperator.of(PDFOperatorNames.FillEvenOdd) : fill(),
    popGraphicsState(),
  );
}

export function text(
  page: PDFPage,
  value: string,
  [x, y]: Point,
  {
    font,
    size,
    colour = INK,
    align = "left",
    upright = false,
  }: {
    font: PDFFont;
    size: number;
    colour?: RGB;
    align?: "left" | "centre" | "right";
    /** Read from the right: turned a quarter anticlockwise, running up the page. */
    upright?: boolean;
  },
) {
  const width = font.widthOfTextAtSize(value, size);
  const shift = align === "left" ? 0 : align === "centre" ? width / 2 : width;
  const options = { font, size, color: colour };
  page.drawText(
    value,
    upright
      ? { ...options, x: round(x), y: round(y - shift), rotate: degrees(90) }
      : { ...options, x: round(x - shift), y: round(y) },
  );
}

/* ------------------------------------------------------------------------------------------ */
/* The drawings, from millimetres of cabin to points on the sheet at 1:20                      */

export function at(place: Placement, [x, y]: Point): Point {
  return [place.x + toPaperPoints(x), place.y + toPaperPoints(y)];
}

export function rectAt(place: Placement, { x0, y0, x1, y1 }: Rect): Rect {
  const [px0, py0] = at(place, [x0, y0]);
  const [px1, py1] = at(place, [x1, y1]);
  return { x0: px0, y0: py0, x1: px1, y1: py1 };
}

/**
 * A dimension line: extension lines from just off the measured points to just past the line,
 * oblique ticks at its ends, and the value above it (left of it when it runs up the page).
 */
function drawDimension(page: PDFPage, fonts: Fonts, place: Placement, line: DimensionLine) {
  const from = at(place, line.from);
  const to = at(place, line.to);
  const [a, b] = dimensionEnds(line).map((point) => at(place, point)) as [Point, Point];
  const sign = Math.sign(line.offset);
  const [dx, dy] = line.axis === "x" ? [0, sign] : [sign, 0];
  const gap = mmToPoints(1);
  const past = mmToPoints(2);
  for (const [measured, end] of [
    [from, a],
    [to, b],
  ] as const) {
    strokePath(
      page,
      segment(
        [measured[0] + dx * gap, measured[1] + dy * gap],
        [end[0] + dx * past, end[1] + dy * past],
      ),
      { width: PEN.hair },
    );
  }
  strokePath(page, segment(a, b), { width: PEN.fine });
  const tick = mmToPoints(1.2);
  for (const [x, y] of [a, b]) {
    strokePath(page, segment([x - tick, y - tick], [x + tick, y + tick]), { width: PEN.thin });
  }
  const middle: Point = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  const style = { font: fonts.regular, size: TEXT.dimension, align: "centre" } as const;
  if (line.axis === "x") {
    text(page, line.label, [middle[0], middle[1] + mmToPoints(1)], style);
  } else {
    text(page, line.label, [middle[0] - mmToPoints(1), middle[1]], { ...style, upright: true });
  }
}

/** A label centred on its point. */
function drawLabel(page: PDFPage, fonts: Fonts, place: Placement, value: string, point: Point) {
  const [x, y] = at(place, point);
  text(page, value, [x, y - TEXT.label * 0.36], {
    font: fonts.regular,
    size: TEXT.label,
    colour: SOFT_INK,
    align: "centre",
  });
}

/** The door leaf standing open at a right angle, and the arc its edge sweeps. */
function drawDoorSwing(page: PDFPage, place: Placement, swing: DoorSwing) {
  const hinge = at(place, swing.hinge);
  const open = at(place, swing.open);
  strokePath(page, segment(hinge, open), { width: PEN.thin });
  strokePath(page, quarterArc(hinge, open, at(place, swing.closed)), {
    width: PEN.hair,
    dash: [mmToPoints(1), mmToPoints(0.8)],
  });
}

export function drawFloorPlan(page: PDFPage, fonts: Fonts, place: Placement, plan: FloorPlan) {
  // Walls: the outline less the room, filled solid as cut walls are.
  fillPath(
    page,
    [box(rectAt(place, plan.outline)), box(rectAt(place, plan.inside))],
    WALL_FILL,
    true,
  );
  // Openings: the gap through the front wall, its jambs, and two lines for the glass in it.
  for (const opening of plan.openings) {
    const gap = rectAt(place, opening);
    fillPath(page, [box({ ...gap, y0: gap.y0 - 0.3, y1: gap.y1 + 0.3 })], PAPER);
    strokePath(
      page,
      [
        ...segment([gap.x0, gap.y0], [gap.x0, gap.y1]),
        ...segment([gap.x1, gap.y0], [gap.x1, gap.y1]),
      ],
      { width: PEN.thin },
    );
    if (opening.kind === "door") continue;
    const middle = (gap.y0 + gap.y1) / 2;
    const pane = mmToPoints(0.35);
    strokePath(
      page,
      [
        ...segment([gap.x0, middle - pane], [gap.x1, middle - pane]),
        ...segment([gap.x0, middle + pane], [gap.x1, middle + pane]),
      ],
      { width: PEN.hair },
    );
  }
  if (plan.doorSwing) drawDoorSwing(page, place, plan.doorSwing);
  // Benches: the upper one with its slats, the lower one in front of it; the heater, crossed.
  const upper = rectAt(place, plan.upperBench);
  fillPath(page, [box(upper)], BENCH_FILL);
  strokePath(
    page,
    plan.slats.flatMap((y) =>
      segment(at(place, [plan.upperBench.x0, y]), at(place, [plan.upperBench.x1, y])),
    ),
    { width: PEN.hair, colour: SOFT_INK },
  );
  strokePath(page, [box(upper)], { width: PEN.thin });
  strokePath(page, [box(rectAt(place, plan.lowerBench))], {
    width: PEN.thin,
    dash: [mmToPoints(1.5), mmToPoints(1)],
  });
  const heater = rectAt(place, plan.heater);
  strokePath(page, [box(heater)], { width: PEN.thin });
  strokePath(
    page,
    [
      ...segment([heater.x0, heater.y0], [heater.x1, heater.y1]),
      ...segment([heater.x0, heater.y1], [heater.x1, heater.y0]),
    ],
    { width: PEN.hair },
  );
  for (const line of plan.dimensions) drawDimension(page, fonts, place, line);
  for (const label of plan.labels) drawLabel(page, fonts, place, label.text, label.at);
}

export function drawFrontElevation(
  page: PDFPage,
  fonts: Fonts,
  place: Placement,
  elevation: FrontElevation,
) {
  const { outline, cladding, ground } = elevation;
  strokePath(page, segment(at(place, [ground.x0, 0]), at(place, [ground.x1, 0])), {
    width: PEN.medium,
  });
  // Walls: the outline, the cladding's joints above the plinth, the roof band over them.
  strokePath(page, [box(rectAt(place, outline))], { width: PEN.medium });
  strokePath(
    page,
    [
      ...segment(at(place, [outline.x0, cladding.y0]), at(place, [outline.x1, cladding.y0])),
      ...elevation.joints.flatMap((x) =>
        segment(at(place, [x, cladding.y0]), at(place, [x, cladding.y1])),
      ),
    ],
    { width: PEN.hair, colour: SOFT_INK },
  );
  const roof = rectAt(place, elevation.roof);
  fillPath(page, [box(roof)], ROOF_FILL);
  strokePath(page, [box(roof)], { width: PEN.medium });
  // Openings: the panes, each with a glint as in the picture.
  for (const opening of elevation.openings) {
    const pane = rectAt(place, opening);
    fillPath(page, [box(pane)], PAPER);
    strokePath(page, [box(pane)], { width: PEN.thin });
    const glint = (opening.x1 - opening.x0) * 0.25;
    const start: Point = [opening.x0 + glint * 0.8, opening.y1 - 150];
    strokePath(page, segment(at(place, start), at(place, [start[0] + glint, start[1] - glint])), {
      width: PEN.hair,
      colour: SOFT_INK,
    });
  }
  for (const line of elevation.dimensions) drawDimension(page, fonts, place, line);
}
