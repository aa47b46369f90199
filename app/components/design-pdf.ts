/**
 * A configured design as a PDF the buyer takes away, made in the browser when they press
 * 'Download your design (PDF)' beside the configurator's result (`sauna-scene.tsx`): two A4 pages in the manner of our spec sheets. The first holds
 * what the configurator shows (the figures, the indicative price and what it includes, the heater
 * and the supply it needs) and the front elevation; the second the floor plan. Both drawings are
 * drawn to the design's own size at 1:20 with the plans' geometry and pens (`scripts/plans/`).
 *
 * Loaded only on the click (pdf-lib with it), never with the page. Deterministic: the same design
 * gives the same bytes, under a name that carries its size (`vaja-aurora-2200x2100.pdf`).
 */
import { PDFDocument, type PDFFont, type PDFPage, rgb } from "pdf-lib";

import { isExampleDetail } from "~/config/example-settings";
import { type Design, designKit, designModel, frontName } from "~/catalogue/configure";
import { designFigures } from "~/catalogue/design-figures";
import { supplies } from "~/catalogue/electrics";
import { termsText } from "~/catalogue/price-terms";
import { kitRange } from "~/catalogue/range-cabins";
import { cabinSizing } from "~/catalogue/sizing";
import type { SaunaItem, Seats, TimberId } from "~/content/range-core";
import { site } from "~/content/site";
import { formatRand } from "~/format/money";
import { measure, size, sizeText } from "~/format/units";

import { pdfText, wrap } from "../../scripts/pdf-text";
import {
  embedFonts,
  type Fonts,
  HAIR,
  INK,
  MUTED,
  paragraph,
  rule,
  text,
  widthOf,
} from "../../scripts/pdf-type";
import {
  floorPlan,
  frontElevation,
  mmToPoints,
  PLAN_SCALE,
  type Rect,
  toPaperPoints,
  WALL,
} from "../../scripts/plans/geometry";
import {
  box,
  drawFloorPlan,
  drawFrontElevation,
  fillPath,
  type Placement,
  strokePath,
} from "../../scripts/plans/pdf-drawing";

/** A4 portrait, in points. */
const [PAGE_W, PAGE_H] = [mmToPoints(210), mmToPoints(297)];
const MARGIN = mmToPoints(20);
const LEFT = MARGIN;
const RIGHT = PAGE_W - MARGIN;
const TOP = PAGE_H - MARGIN;
const FOOT_RULE = MARGIN + 24;

/** The date this document was first issued: fixed, so that a design always gives the same bytes. */
const DOCUMENT_DATE = new Date(Date.UTC(2026, 10, 29));

const PAPER = rgb(1, 1, 1);

/** What each drawing's caption and the notes say of the scale. */
export const SCALE_NOTE = `Scale 1:${PLAN_SCALE} on A4`;

/** Beside a contact detail that is still an example value, as the site's pages mark one. */
const EXAMPLE_MARK = "(example)";

function caps(page: PDFPage, value: string, x: number, y: number, font: PDFFont, align?: "right") {
  text(page, value.toUpperCase(), x, y, { font, size: 7, tracking: 1.4, colour: MUTED, align });
}

/* ---------------------------------------------------------------------------------------------- */
/* What the document says                                                                         */

/** A row of figures: its label and the lines of its value. */
interface Row {
  label: string;
  value: string[];
}

/** "4 people", "4–6 people". */
function seatsText([fewest, most]: Seats): string {
  return `${fewest === most ? most : `${fewest}–${most}`} ${most === 1 ? "person" : "people"}`;
}

/**
 * How many the design seats: the kit's, or the collection's where the benches keep the standard
 * cabin's length (its width); a wider or narrower room's benches are measured with the buyer.
 */
function designSeats(sauna: SaunaItem, design: Design): string[] {
  const kit = designKit(sauna, design);
  if (kit) return [seatsText(kitRange.find((each) => each.slug === kit.slug)!.seats)];
  if (design.width === sauna.model.width) return [seatsText(sauna.seats)];
  return ["Confirmed with you", `The standard seats ${seatsText(sauna.seats)}`];
}

const sentenceCase = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** Everything the document prints of a design, from the configurator's own functions. */
export function designSheet(
  sauna: SaunaItem,
  design: Design,
  link: string,
  timberName: (id: TimberId) => string,
) {
  const model = designModel(sauna, design);
  const figures = designFigures(sauna, design, timberName, link);
  const kit = designKit(sauna, design);
  const isKits = kit !== undefined;
  const standard =
    design.width === sauna.model.width &&
    design.depth === sauna.model.depth &&
    design.outside === sauna.model.outside &&
    design.inside === sauna.model.inside &&
    design.front === sauna.model.front;
  const figureRows: Row[] = [
    { label: "Outside", value: [sizeText(model), ...(kit ? [kit.name] : [])] },
    { label: "Inside height", value: [measure(cabinSizing(model).inside.height, "mm")] },
    { label: "Timber outside", value: [timberName(design.outside)] },
    { label: "Timber inside", value: [timberName(design.inside)] },
    { label: "Front", value: [sentenceCase(frontName(model))] },
    { label: "Seats", value: designSeats(sauna, design) },
    { label: "Room inside", value: [measure(figures.volume.toFixed(1), "m³")] },
  ];
  const heaterRows: Row[] = [
    {
      label: "Heater",
      value: [
        figures.kw !== undefined ? measure(figures.kw, "kW") : "Sized with you",
        ...(figures.heaters.length > 0 ? [figures.heaters.join(" or ")] : []),
      ],
    },
    ...figures.supply.map((need) => ({
      label: supplies[need.supply].label,
      value: [
        supplies[need.supply].phases === 3
          ? size([3, need.amps.toFixed(1)], "A")
          : measure(need.amps.toFixed(1), "A"),
        need.circuit,
      ],
    })),
  ];
  const office = site.offices[0];
  const reach = [site.url.replace(/^https?:\/\//, "").replace(/\/$/, ""), site.emails.general]
    .concat(office ? [office.phone] : [])
    .filter((detail) => detail !== "");
  return {
    name: sauna.name,
    title: standard ? `The standard ${sauna.name}` : `Your ${sauna.name}`,
    figureRows,
    heaterRows,
    price: figures.price !== undefined ? formatRand(figures.price) : "Price on request",
    terms: termsText(isKits ? "diy-kit" : "sauna"),
    pictureNote: standard
      ? `The pictures on our site show the standard ${sauna.name}, drawn above.`
      : `The pictures on our site show the standard ${sauna.name}; yours is drawn to its own size above.`,
    link,
    reach,
  };
}

export type DesignSheet = ReturnType<typeof designSheet>;

/** The file's name: the collection and the design's outside size, as `vaja-aurora-2200x2100.pdf`. */
export function designFileName(sauna: Pick<SaunaItem, "slug">, design: Design): string {
  return `vaja-${sauna.slug}-${design.width}x${design.depth}.pdf`;
}

/* ---------------------------------------------------------------------------------------------- */
/* The pages                                                                                      */

function drawHeader(page: PDFPage, fonts: Fonts, label: string) {
  text(page, site.name.toUpperCase(), LEFT, TOP - 8, {
    font: fonts.sansBold,
    size: 9,
    tracking: 3.2,
  });
  caps(page, label, RIGHT, TOP - 7.5, fonts.sans, "right");
  rule(page, LEFT, RIGHT, TOP - 18);
}

function drawFooter(
  page: PDFPage,
  fonts: Fonts,
  sheet: DesignSheet,
  number: number,
  isExample: (detail: string) => boolean,
) {
  rule(page, LEFT, RIGHT, FOOT_RULE);
  const small = { font: fonts.sans, size: 7, colour: MUTED } as const;
  text(
    page,
    "The price is indicative, confirmed in a written quotation once we have seen your space.",
    LEFT,
    FOOT_RULE - 12,
    small,
  );
  const reach = sheet.reach.map((detail) =>
    isExample(detail) ? `${detail} ${EXAMPLE_MARK}` : detail,
  );
  text(page, reach.join("   ·   "), LEFT, FOOT_RULE - 22, small);
  text(page, `${number} of 2`, RIGHT, FOOT_RULE - 22, { ...small, align: "right" });
}

/** Rows of figures between hairlines, the label left and the value right; returns the bottom. */
function drawRows(page: PDFPage, fonts: Fonts, rows: Row[], x0: number, x1: number, top: number) {
  let y = top;
  rule(page, x0, x1, y);
  for (const { label, value } of rows) {
    const first = y - 12;
    text(page, label, x0, first, { font: fonts.sans, size: 8.5, colour: MUTED });
    value.forEach((line, i) =>
      text(page, line, x1, first - i * 10, {
        font: fonts.sans,
        size: i === 0 ? 9 : 8,
        colour: i === 0 ? INK : MUTED,
        align: "right",
      }),
    );
    y = first - (value.length - 1) * 10 - 6.5;
    rule(page, x0, x1, y);
  }
  return y;
}

/** A drawing's caption under it: its name, and the scale. */
function drawCaption(page: PDFPage, fonts: Fonts, title: string, x: number, y: number) {
  const name = title.toUpperCase();
  const nameStyle = { font: fonts.sansBold, size: 7.5, tracking: 1.4 } as const;
  const scaleStyle = { font: fonts.sans, size: 7.5, colour: MUTED } as const;
  const gap = 10;
  const width = widthOf(name, nameStyle) + gap + widthOf(SCALE_NOTE, scaleStyle);
  text(page, name, x - width / 2, y, nameStyle);
  text(page, SCALE_NOTE, x - width / 2 + widthOf(name, nameStyle) + gap, y, scaleStyle);
}

/** Where a drawing whose bounds are `bounds` (mm) lands, centred on the page, its bottom at `y`. */
function centred(bounds: Rect, bottom: number): Placement {
  const width = toPaperPoints(bounds.x1 - bounds.x0);
  return {
    x: (PAGE_W - width) / 2 - toPaperPoints(bounds.x0),
    y: bottom - toPaperPoints(bounds.y0),
  };
}

/** A scale bar of one metre in 250 mm blocks, at 1:20 (50 mm on paper). */
function drawScaleBar(page: PDFPage, fonts: Fonts, x: number, y: number) {
  const block = toPaperPoints(250);
  const height = mmToPoints(1.6);
  for (let i = 0; i < 4; i++) {
    const cell = box({ x0: x + i * block, y0: y, x1: x + (i + 1) * block, y1: y + height });
    fillPath(page, [cell], i % 2 ? PAPER : INK);
    strokePath(page, [cell], { width: HAIR, colour: INK });
  }
  const style = { font: fonts.sans, size: 6.5, colour: MUTED } as const;
  text(page, "0", x, y - 9, { ...style, align: "centre" });
  text(page, "500", x + 2 * block, y - 9, { ...style, align: "centre" });
  text(page, "1000 mm", x + 4 * block - 6, y - 9, style);
}

/**
 * The PDF of a configured design. `timberName` is the page's own (as `designFigures` takes it);
 * `isExample` says which contact details to mark as examples.
 */
export async function buildDesignPdf(
  sauna: SaunaItem,
  design: Design,
  link: string,
  timberName: (id: TimberId) => string,
  isExample: (detail: string) => boolean = isExampleDetail,
): Promise<Uint8Array> {
  const sheet = designSheet(sauna, design, link, timberName);
  const fileName = designFileName(sauna, design);
  const model = designModel(sauna, design);
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(`${sheet.title}: your design`);
  doc.setAuthor(site.name);
  doc.setSubject(`The ${sauna.name}, ${pdfText(sizeText(model))}, as configured on our website.`);
  doc.setLanguage("en-ZA");
  doc.setCreator(`${site.name} website`);
  doc.setProducer("pdf-lib");
  doc.setCreationDate(DOCUMENT_DATE);
  doc.setModificationDate(DOCUMENT_DATE);
  const fonts = await embedFonts(doc);
  const pens = { regular: fonts.sans, bold: fonts.sansBold };

  /* The first page: the design, what it comes to, and its front. */
  const first = doc.addPage([PAGE_W, PAGE_H]);
  drawHeader(first, fonts, "Your design");
  caps(first, "Your design", LEFT, TOP - 42, fonts.sans);
  text(first, sauna.name, LEFT, TOP - 72, { font: fonts.serif, size: 32 });
  const columns = TOP - 96;
  const middle = LEFT + (RIGHT - LEFT) * 0.5;
  caps(first, sheet.title, LEFT, columns, fonts.sans);
  const leftBottom = drawRows(first, fonts, sheet.figureRows, LEFT, middle - 14, columns - 7);

  const right = middle + 14;
  caps(first, "Indicative price", right, columns, fonts.sans);
  text(first, sheet.price, right, columns - 27, { font: fonts.serif, size: 22 });
  const termsBottom = paragraph(first, sheet.terms, right, columns - 41, RIGHT - right, {
    font: fonts.sans,
    size: 7,
    colour: MUTED,
    leading: 9,
  });
  const rightBottom = drawRows(first, fonts, sheet.heaterRows, right, RIGHT, termsBottom - 2);

  const elevation = frontElevation(model);
  const elevationBottom = FOOT_RULE + 30;
  const elevationTop = elevationBottom + toPaperPoints(elevation.bounds.y1 - elevation.bounds.y0);
  // The figure over the elevation's top dimension line needs its line of space.
  if (elevationTop + 14 > Math.min(leftBottom, rightBottom)) {
    throw new Error(`The figures and the front elevation of ${fileName} overlap.`);
  }
  drawFrontElevation(first, pens, centred(elevation.bounds, elevationBottom), elevation);
  drawCaption(first, fonts, "Front elevation", PAGE_W / 2, elevationBottom - 18);
  drawFooter(first, fonts, sheet, 1, isExample);

  /* The second page: the floor plan, and what the drawings and the figures say. */
  const second = doc.addPage([PAGE_W, PAGE_H]);
  drawHeader(second, fonts, "Your design");
  caps(second, `${sauna.name}: drawn to your size`, LEFT, TOP - 36, fonts.sans);
  const plan = floorPlan(model);
  const planBottom = TOP - 46 - toPaperPoints(plan.bounds.y1 - plan.bounds.y0);
  drawFloorPlan(second, pens, centred(plan.bounds, planBottom), plan);
  drawCaption(second, fonts, "Floor plan", PAGE_W / 2, planBottom - 18);
  drawScaleBar(second, fonts, LEFT, planBottom - 14);

  const notesTop = planBottom - 36;
  rule(second, LEFT, RIGHT, notesTop + 9);
  const half = (RIGHT - LEFT - 28) / 2;
  const noteStyle = { font: fonts.sans, size: 7.5, colour: MUTED, leading: 9.5 } as const;
  let y = notesTop;
  for (const note of [
    `${SCALE_NOTE}: printed at actual size, 1 mm on paper is ${PLAN_SCALE} mm of cabin. All dimensions in millimetres; walls ${WALL} mm.`,
    "Positions of benches, heater and door are indicative; site measurements are confirmed before manufacture.",
  ]) {
    y = paragraph(second, note, LEFT, y, half, noteStyle) - 4;
  }
  const leftNotesBottom = y + 4;

  const column = LEFT + half + 28;
  y = notesTop;
  for (const note of [
    sheet.pictureNote,
    "The heater is sized for the room and the glass of its front, at the smallest output that suits; a registered electrician provides the circuit.",
  ]) {
    y = paragraph(second, note, column, y, half, noteStyle) - 4;
  }
  // The design's address, on one line across the page beneath both columns.
  y = Math.min(y, leftNotesBottom) - 6;
  rule(second, LEFT, RIGHT, y + 10);
  caps(second, "Your design online", LEFT, y - 4, fonts.sans);
  const linkX = LEFT + mmToPoints(44);
  const linkLines = wrap(link.replace(/([/?&])/g, "$1 "), RIGHT - linkX, (each) =>
    widthOf(each, { font: fonts.sans, size: 7.5 }),
  );
  for (const line of linkLines) {
    text(second, line.replace(/([/?&]) /g, "$1").trim(), linkX, y - 4, {
      font: fonts.sans,
      size: 7.5,
    });
    y -= 10;
  }
  if (y + 4 < FOOT_RULE + 6) {
    throw new Error(`The notes under the floor plan of ${fileName} run into the footer.`);
  }
  drawFooter(second, fonts, sheet, 2, isExample);
  return doc.save();
}

/** Builds the design's PDF and hands it to the browser as a download. */
export async function downloadDesignPdf(
  sauna: SaunaItem,
  design: Design,
  link: string,
  timberName: (id: TimberId) => string,
): Promise<void> {
  const bytes = await buildDesignPdf(sauna, design, link, timberName);
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: "application/pdf" }));
  const anchor = document.createElement("a");
  anchor.href = url;
  anchor.download = designFileName(sauna, design);
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The download has its bytes once the click is handled; the address is let go a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
