/**
 * The downloadable plans: one A3 landscape PDF per sauna with plans (`saunasWithPlans`), written
 * to `public/plans/{slug}-plan.pdf`, which Vite copies into the build. Each sheet carries the floor
 * plan and the front elevation at a true 1:20, from `geometry.ts` (the same geometry as the plan
 * picture on the product page) with the pens of `pdf-drawing.ts` (which the buyer's design PDF
 * shares), with dimension lines in mm, a scale bar and a title block.
 *
 * The output is deterministic (fixed dates and producer, no build time in the file), so an
 * unchanged catalogue leaves the files untouched. Run on its own with `npm run plans`; `dev` and
 * `build` run it first.
 */
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

import { PDFDocument, type PDFPage, StandardFonts } from "pdf-lib";

import {
  cabinOf,
  type Dimensions,
  type SaunaSlug,
  saunasWithPlans,
} from "../../app/catalogue/range";
import {
  floorPlan,
  type FloorPlan,
  frontElevation,
  type FrontElevation,
  mmToPoints,
  PLAN_SCALE,
  type Rect,
  toPaperPoints,
  WALL,
} from "./geometry";
import {
  at,
  box,
  drawFloorPlan,
  drawFrontElevation,
  type Fonts,
  fillPath,
  INK,
  PAPER,
  PEN,
  type Placement,
  segment,
  SOFT_INK,
  strokePath,
  text,
  TEXT,
} from "./pdf-drawing";

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
  const cabin = cabinOf(slug);
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
