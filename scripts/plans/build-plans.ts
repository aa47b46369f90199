/**
 * The downloadable plans: one A3 landscape PDF per sauna with plans (`saunasWithPlans`), written
 * to `public/plans/{slug}-plan.pdf`, which Vite copies into the build. Each sheet carries the floor
 * plan and the front elevation at a true 1:20, drawn from `geometry.ts` (the same geometry as the
 * plan picture on the product page), with dimension lines in mm, a scale bar and a title block.
 *
 * The output is deterministic (fixed dates and producer, no build time in the file), so an
 * unchanged catalogue leaves the files untouched. Run on its own with `npm run plans`; `dev` and
 * `build` run it first.
 */
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

import {
  appendBezierCurve,
  degrees,
  fill,
  lineTo,
  moveTo,
  PDFDocument,
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
  StandardFonts,
  stroke,
} from "pdf-lib";

import {
  cabins,
  type Dimensions,
  type SaunaSlug,
  saunasWithPlans,
} from "../../app/catalogue/range";
import {
  type DimensionLine,
  dimensionEnds,
  type DoorSwing,
  floorPlan,
  type FloorPlan,
  frontElevation,
  type FrontElevation,
  mmToPoints,
  PLAN_SCALE,
  type Point,
  type Rect,
  toPaperPoints,
  WALL,
} from "./geometry";

const root = fileURLToPath(new URL("../../", import.meta.url));
const PLANS_DIR = join(root, "public/plans");

export type PlanSlug = SaunaSlug;

/** A3 landscape, in points: 420 × 297 mm. */
const A3_LANDSCAPE: [width: number, height: number] = [mmToPoints(420), mmToPoints(297)];

/**
 * Fixed metadata, so that the same catalogue gives the same bytes: the PDF's creation and
 * modification dates are the date these drawings were first issued, not the build's.
 */
const DOCUMENT_DATE = new Date(Date.UTC(2026, 10, 21));
const PRODUCER = "pdf-lib";
const CREATOR = "Vaja website build (scripts/plans/build-plans.ts)";

/* The sheet, in points from its bottom left corner (all sizes given in mm on paper). */
const FRAME = { x0: mmToPoints(10), y0: mmToPoints(10), x1: mmToPoints(410), y1: mmToPoints(287) };
const TITLE_BLOCK = { width: mmToPoints(170), height: mmToPoints(56) };
/** Space around each drawing for its dimension figures, between the two, and for the captions. */
const PADDING = mmToPoints(5);
const GUTTER = mmToPoints(15);
const CAPTION_SPACE = mmToPoints(10);

const INK = rgb(0.16, 0.14, 0.12);
const SOFT_INK = rgb(0.4, 0.37, 0.34);
export const WALL_FILL = rgb(0.36, 0.32, 0.29);
export const BENCH_FILL = rgb(0.93, 0.89, 0.83);
const ROOF_FILL = rgb(0.89, 0.87, 0.84);
export const PAPER = rgb(1, 1, 1);
/** Line weights: ISO 128's 0.35, 0.25, 0.18 and 0.13 mm pens. */
const PEN = {
  medium: mmToPoints(0.35),
  thin: mmToPoints(0.25),
  fine: mmToPoints(0.18),
  hair: mmToPoints(0.13),
};
const TEXT = { dimension: 7.5, label: 6.5, caption: 9 };

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Where a drawing's origin (0, 0 mm) lands on the sheet, in points. */
interface Placement {
  x: number;
  y: number;
}

/* ------------------------------------------------------------------------------------------ */
/* Drawing primitives, in points                                                               */

/** Two decimals of a point are far finer than any printer, and keep the file small. */
const round = (value: number) => Math.round(value * 100) / 100;

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

function text(
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

function at(place: Placement, [x, y]: Point): Point {
  return [place.x + toPaperPoints(x), place.y + toPaperPoints(y)];
}

function rectAt(place: Placement, { x0, y0, x1, y1 }: Rect): Rect {
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

function drawFloorPlan(page: PDFPage, fonts: Fonts, place: Placement, plan: FloorPlan) {
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

function drawFrontElevation(
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

/* ------------------------------------------------------------------------------------------ */
/* The sheet                                                                                   */

function paperSize(bounds: Rect) {
  return {
    width: toPaperPoints(bounds.x1 - bounds.x0) + 2 * PADDING,
    height: toPaperPoints(bounds.y1 - bounds.y0) + 2 * PADDING,
  };
}

/**
 * Places the plan (left) and the elevation (right) side by side above the title block, their
 * bottoms on one line with the captions beneath, the pair centred in the space.
 */
function layout(plan: FloorPlan, elevation: FrontElevation) {
  const area = { x0: FRAME.x0, x1: FRAME.x1, y0: FRAME.y0 + TITLE_BLOCK.height, y1: FRAME.y1 };
  const planSize = paperSize(plan.bounds);
  const elevationSize = paperSize(elevation.bounds);
  const width = planSize.width + GUTTER + elevationSize.width;
  const height = Math.max(planSize.height, elevationSize.height) + CAPTION_SPACE;
  if (width > area.x1 - area.x0 || height > area.y1 - area.y0) {
    throw new Error(
      `The drawings (${Math.round(width)} × ${Math.round(height)} pt) do not fit on A3 at 1:${PLAN_SCALE}.`,
    );
  }
  const left = area.x0 + (area.x1 - area.x0 - width) / 2;
  const bottom = area.y0 + (area.y1 - area.y0 - height) / 2 + CAPTION_SPACE;
  const place = (bounds: Rect, x: number): Placement => ({
    x: x + PADDING - toPaperPoints(bounds.x0),
    y: bottom + PADDING - toPaperPoints(bounds.y0),
  });
  return {
    plan: place(plan.bounds, left),
    elevation: place(elevation.bounds, left + planSize.width + GUTTER),
    captionY: bottom - CAPTION_SPACE / 2,
  };
}

function drawCaption(page: PDFPage, fonts: Fonts, title: string, x: number, y: number) {
  const scale = `  1:${PLAN_SCALE}`;
  const titleWidth = fonts.bold.widthOfTextAtSize(title, TEXT.caption);
  const start = x - (titleWidth + fonts.regular.widthOfTextAtSize(scale, TEXT.caption)) / 2;
  text(page, title, [start, y], { font: fonts.bold, size: TEXT.caption });
  text(page, scale, [start + titleWidth, y], { font: fonts.regular, size: TEXT.caption });
}

/** A scale bar of 2 m in half-metre blocks, bottom left. */
function drawScaleBar(page: PDFPage, fonts: Fonts) {
  const x = FRAME.x0 + mmToPoints(10);
  const y = FRAME.y0 + mmToPoints(14);
  const block = toPaperPoints(500);
  const height = mmToPoints(2);
  text(page, `SCALE 1:${PLAN_SCALE} AT A3`, [x, y + height + mmToPoints(2.5)], {
    font: fonts.bold,
    size: 7,
  });
  for (let i = 0; i < 4; i++) {
    const cell = box({ x0: x + i * block, y0: y, x1: x + (i + 1) * block, y1: y + height });
    fillPath(page, [cell], i % 2 ? PAPER : INK);
    strokePath(page, [cell], { width: PEN.fine });
  }
  for (let i = 0; i <= 4; i++) {
    text(page, i === 4 ? "2000 mm" : String(i * 500), [x + i * block, y - mmToPoints(4)], {
      font: fonts.regular,
      size: TEXT.label,
      align: i === 4 ? "left" : "centre",
    });
  }
}

/** The title block, bottom right: product, drawing, size, scale and units, and the caveat. */
function drawTitleBlock(
  page: PDFPage,
  fonts: Fonts,
  { name, width, depth, height }: Dimensions & { name: string },
) {
  const x0 = FRAME.x1 - TITLE_BLOCK.width;
  const x1 = FRAME.x1;
  const y0 = FRAME.y0;
  const y1 = y0 + TITLE_BLOCK.height;
  const mm = mmToPoints;
  const left = x0 + mm(3);
  // Rows from the top: 20, 14, 8 and 14 mm.
  const rows = [y1 - mm(20), y1 - mm(34), y1 - mm(42)];
  fillPath(page, [box({ x0, y0, x1, y1 })], PAPER);
  strokePath(page, [box({ x0, y0, x1, y1 }), ...rows.flatMap((y) => segment([x0, y], [x1, y]))], {
    width: PEN.medium,
  });
  strokePath(page, segment([(x0 + x1) / 2, rows[2]!], [(x0 + x1) / 2, rows[1]!]), {
    width: PEN.fine,
  });
  const regular = (value: string, y: number, size: number, x = left, colour = INK) =>
    text(page, value, [x, y], { font: fonts.regular, size, colour });
  regular("VAJA  ·  LUXURY HOME SAUNAS", y1 - mm(5), 6.5, left, SOFT_INK);
  text(page, name, [left, rows[0]! + mm(4)], { font: fonts.bold, size: 20 });
  text(page, "Floor plan and front elevation", [left, rows[0]! - mm(5.5)], {
    font: fonts.bold,
    size: 10,
  });
  regular(`${width} × ${depth} × ${height} mm (width × depth × height)`, rows[1]! + mm(2.5), 9);
  regular(`Scale 1:${PLAN_SCALE} at A3`, rows[2]! + mm(2.6), 8);
  regular("All dimensions in millimetres", rows[2]! + mm(2.6), 8, (x0 + x1) / 2 + mm(3));
  regular("Site measurements are confirmed before manufacture.", y0 + mm(8), 7.5);
  regular(
    `Positions of benches, heater and door are indicative. Walls ${WALL} mm.`,
    y0 + mm(3.5),
    7,
    left,
    SOFT_INK,
  );
}

/** The PDF of one sauna's plans. */
export async function renderPlan(slug: PlanSlug): Promise<Uint8Array> {
  const cabin = cabins[slug];
  const { name, width, depth, height } = cabin;
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(`${name} sauna: floor plan and front elevation`);
  doc.setAuthor("Vaja");
  doc.setSubject(
    `The ${name} sauna, ${width} × ${depth} × ${height} mm, at 1:${PLAN_SCALE} on A3. All dimensions in millimetres.`,
  );
  doc.setKeywords(["Vaja", name, "sauna", "floor plan", "elevation"]);
  doc.setLanguage("en-ZA");
  doc.setCreator(CREATOR);
  doc.setProducer(PRODUCER);
  doc.setCreationDate(DOCUMENT_DATE);
  doc.setModificationDate(DOCUMENT_DATE);
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const page = doc.addPage(A3_LANDSCAPE);

  const plan = floorPlan(cabin);
  const elevation = frontElevation(cabin);
  const places = layout(plan, elevation);
  strokePath(page, [box(FRAME)], { width: PEN.medium });
  drawFloorPlan(page, fonts, places.plan, plan);
  drawFrontElevation(page, fonts, places.elevation, elevation);
  const under = (place: Placement, outline: Rect) =>
    at(place, [(outline.x0 + outline.x1) / 2, 0])[0];
  drawCaption(page, fonts, "FLOOR PLAN", under(places.plan, plan.outline), places.captionY);
  drawCaption(
    page,
    fonts,
    "FRONT ELEVATION",
    under(places.elevation, elevation.outline),
    places.captionY,
  );
  drawScaleBar(page, fonts);
  drawTitleBlock(page, fonts, cabin);
  return doc.save();
}

/**
 * Writes the plans of `slugs` into `outDir` and removes any other PDF there (so a sauna that
 * loses its plans loses its file). Files whose bytes would not change are left alone.
 */
export async function buildPlans({
  outDir = PLANS_DIR,
  slugs = saunasWithPlans,
  log = console.log,
}: { outDir?: string; slugs?: readonly PlanSlug[]; log?: (line: string) => void } = {}) {
  const started = performance.now();
  await mkdir(outDir, { recursive: true });
  const files = new Set<string>();
  let written = 0;
  let bytes = 0;
  for (const slug of slugs) {
    const file = `${slug}-plan.pdf`;
    const pdf = await renderPlan(slug);
    const path = join(outDir, file);
    const current = existsSync(path) ? await readFile(path) : undefined;
    if (!current?.equals(pdf)) {
      await writeFile(path, pdf);
      written++;
    }
    files.add(file);
    bytes += pdf.byteLength;
  }
  for (const file of await readdir(outDir)) {
    if (file.endsWith(".pdf") && !files.has(file)) await rm(join(outDir, file));
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  log(
    `plans: ${files.size} PDF${files.size === 1 ? "" : "s"} in ${relative(root, outDir) || "."} (${written} written, ${files.size - written} unchanged), ${Math.round(bytes / 1024)} KB, ${seconds} s`,
  );
  return { files: [...files], written };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await buildPlans();
}
