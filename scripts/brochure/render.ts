/**
 * Lays out the spec sheets and the brochure with pdf-lib: A4 portrait pages in the site's manner
 * (generous margins, a serif for names and headings, a sans for figures, hairline rules), from
 * the content `content.ts` assembles. Deterministic: fixed dates and producer, so unchanged data
 * gives unchanged bytes.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";

import {
  clip,
  degrees,
  endPath,
  PDFDocument,
  type PDFFont,
  type PDFImage,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rgb,
} from "pdf-lib";

import { measure } from "../../app/format/units";
import {
  BENCH_FILL,
  box,
  fillPath,
  PAPER,
  quarterArc,
  segment,
  strokePath,
  WALL_FILL,
} from "../plans/pdf-drawing";
import {
  embedFonts,
  type Fonts,
  INK,
  linesOf,
  MUTED,
  paragraph,
  rule,
  text,
  type TextStyle,
  widthOf,
} from "../pdf-type";
import { floorPlan, mmToPoints, type Point, type Rect } from "../plans/geometry";
import {
  type ContactContent,
  type Figure,
  type ListingSection,
  PRICE_NOTE,
  type SheetContent,
} from "./content";
import { pdfText } from "./text";

/** A4 portrait, in points. */
export const A4: [width: number, height: number] = [mmToPoints(210), mmToPoints(297)];
const [PAGE_W, PAGE_H] = A4;
const MARGIN = mmToPoints(20);
const LEFT = MARGIN;
const RIGHT = PAGE_W - MARGIN;
const TOP = PAGE_H - MARGIN;
const CONTENT_W = RIGHT - LEFT;
/** The footer's rule; the body ends above it. */
const FOOT_RULE = MARGIN + 24;
const BODY_BOTTOM = FOOT_RULE + 18;
/** Where the body starts under the header's rule. */
const BODY_TOP = TOP - 34;

const DOCUMENT_DATE = new Date(Date.UTC(2026, 10, 24));
const PRODUCER = "pdf-lib";
const CREATOR = "Vaja website build (scripts/brochure/build-brochure.ts)";

/* The rest of the site's palette (ink, muted grey and birch are the PDFs' shared ones): linen, an
 * ember accent, stone. */
const LINEN = rgb(0.96, 0.94, 0.9);
const EMBER = rgb(0.6, 0.33, 0.18);
const STONE = rgb(0.965, 0.949, 0.925);

export { embedFonts, type Fonts };

/* ---------------------------------------------------------------------------------------------- */
/* Text                                                                                           */

/** Small capitals: the eyebrow over a heading, a table's caption. */
function caps(
  page: PDFPage,
  value: string,
  x: number,
  y: number,
  style: Partial<TextStyle> & { font: PDFFont },
) {
  text(page, value.toUpperCase(), x, y, { size: 7, tracking: 1.4, colour: MUTED, ...style });
}

/* ---------------------------------------------------------------------------------------------- */
/* Pictures                                                                                       */

/** Draws `image` to cover the box, cropped to it, as `object-fit: cover` does on the site. */
function coverImage(page: PDFPage, image: PDFImage, { x0, y0, x1, y1 }: Rect) {
  const scale = Math.max((x1 - x0) / image.width, (y1 - y0) / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  page.pushOperators(pushGraphicsState(), box({ x0, y0, x1, y1 }), clip(), endPath());
  page.drawImage(image, {
    x: (x0 + x1 - width) / 2,
    y: (y0 + y1 - height) / 2,
    width,
    height,
  });
  page.pushOperators(popGraphicsState());
}

/** What the mark on a render says, as on the site's pictures. */
export const RENDER_MARK = "Render";

/** What the mark on a drawing that stands for a collection's picture says, as on the site's. */
export const DRAWING_MARK = "Drawing";

/**
 * The small "RENDER" in the top-left corner of a picture drawn from the 3D models, on a translucent
 * ink plate that reads on light and dark pictures alike, so that no reader takes it for a photograph.
 */
function renderMark(page: PDFPage, fonts: Fonts, { x0, y1 }: Rect, mark = RENDER_MARK) {
  const style = { font: fonts.sansBold, size: 6, tracking: 1.2, colour: STONE } as const;
  const words = mark.toUpperCase();
  const [padX, height, inset] = [5, 13, 9];
  page.drawRectangle({
    x: x0 + inset,
    y: y1 - inset - height,
    width: widthOf(words, style) + 2 * padX,
    height,
    color: INK,
    opacity: 0.65,
  });
  text(page, words, x0 + inset + padX, y1 - inset - height + 4.6, style);
}

/** A picture, with the mark of a render, or of a drawing standing for a picture, when it is one. */
function picture(
  page: PDFPage,
  fonts: Fonts,
  image: PDFImage,
  rect: Rect,
  isRender: boolean,
  isDrawing = false,
) {
  coverImage(page, image, rect);
  if (isRender) renderMark(page, fonts, rect);
  else if (isDrawing) renderMark(page, fonts, rect, DRAWING_MARK);
}

/** The JPEGs a document shows, each embedded once, read from the site's public folder. */
export class Pictures {
  readonly #embedded = new Map<string, Promise<PDFImage>>();
  constructor(
    private readonly doc: PDFDocument,
    private readonly publicDir: string,
  ) {}

  get(url: string): Promise<PDFImage> {
    if (!url.endsWith(".jpg")) throw new Error(`Only JPEG pictures go into the PDFs: ${url}`);
    let image = this.#embedded.get(url);
    if (!image) {
      const file = join(this.publicDir, url);
      image = readFile(file).then(
        (bytes) => this.doc.embedJpg(bytes),
        () => {
          throw new Error(`${file} is missing: run \`npm run images\` first.`);
        },
      );
      this.#embedded.set(url, image);
    }
    return image;
  }
}

/* ---------------------------------------------------------------------------------------------- */
/* The floor plan, small                                                                          */

/** The scales the sheet's plan may be drawn at, largest first: it takes the first that fits. */
const PLAN_SCALES = [40, 50, 60, 75, 100] as const;

/** The largest of `PLAN_SCALES` at which `bounds` (mm of cabin) fits in width × height points. */
export function planScale(bounds: Rect, width: number, height: number): number {
  const fits = (scale: number) =>
    mmToPoints((bounds.x1 - bounds.x0) / scale) <= width &&
    mmToPoints((bounds.y1 - bounds.y0) / scale) <= height;
  return PLAN_SCALES.find(fits) ?? PLAN_SCALES.at(-1)!;
}

/**
 * The floor plan from the plans' geometry, at `scale`, its outline's top left corner at (x, top):
 * walls, the front's openings and door swing, the benches and the heater, and the overall width
 * and depth. The full drawing, to 1:20 on A3, is the plans' PDF.
 */
function drawFloorPlan(
  page: PDFPage,
  fonts: Fonts,
  model: SheetContent["model"],
  area: { x: number; top: number; width: number; height: number },
): { scale: number; bottom: number } {
  const plan = floorPlan(model);
  // Room for the two dimension lines drawn here (above and left), not the plans' four.
  const bounds: Rect = { ...plan.outline, x0: -450, y1: plan.outline.y1 + 450, y0: plan.bounds.y0 };
  const scale = planScale(bounds, area.width, area.height);
  const k = (mm: number) => mmToPoints(mm / scale);
  const width = k(bounds.x1 - bounds.x0);
  const originX = area.x + (area.width - width) / 2 - k(bounds.x0);
  const originY = area.top - k(bounds.y1 - bounds.y0) - k(bounds.y0);
  const at = ([x, y]: Point): Point => [originX + k(x), originY + k(y)];
  const rect = ({ x0, y0, x1, y1 }: Rect): Rect => {
    const [ax, ay] = at([x0, y0]);
    const [bx, by] = at([x1, y1]);
    return { x0: ax, y0: ay, x1: bx, y1: by };
  };

  fillPath(page, [box(rect(plan.outline)), box(rect(plan.inside))], WALL_FILL, true);
  for (const opening of plan.openings) {
    const gap = rect(opening);
    fillPath(page, [box({ ...gap, y0: gap.y0 - 0.2, y1: gap.y1 + 0.2 })], PAPER);
    const middle = (gap.y0 + gap.y1) / 2;
    strokePath(page, segment([gap.x0, middle], [gap.x1, middle]), { width: 0.5, colour: INK });
  }
  if (plan.doorSwing) {
    const { hinge, open, closed } = plan.doorSwing;
    strokePath(page, segment(at(hinge), at(open)), { width: 0.5, colour: INK });
    strokePath(page, quarterArc(at(hinge), at(open), at(closed)), {
      width: 0.3,
      colour: MUTED,
      dash: [1.5, 1.2],
    });
  }
  const upper = rect(plan.upperBench);
  fillPath(page, [box(upper)], BENCH_FILL);
  strokePath(page, [box(upper)], { width: 0.4, colour: INK });
  strokePath(page, [box(rect(plan.lowerBench))], { width: 0.4, colour: INK, dash: [2, 1.5] });
  const heater = rect(plan.heater);
  strokePath(
    page,
    [
      box(heater),
      ...segment([heater.x0, heater.y0], [heater.x1, heater.y1]),
      ...segment([heater.x0, heater.y1], [heater.x1, heater.y0]),
    ],
    { width: 0.4, colour: INK },
  );

  // The overall width above and depth to the left, with their figures.
  const label = { font: fonts.sans, size: 6.5, colour: MUTED } as const;
  const [left, top] = at([0, plan.outline.y1 + 250]);
  const [right] = at([plan.outline.x1, 0]);
  rule(page, left, right, top, MUTED, 0.3);
  for (const x of [left, right])
    strokePath(page, segment([x, top - 2.5], [x, top + 2.5]), { width: 0.3, colour: MUTED });
  text(page, measure(plan.outline.x1, "mm"), (left + right) / 2, top + 3, {
    ...label,
    align: "centre",
  });
  const [side, bottom] = at([-250, 0]);
  const [, upperY] = at([0, plan.outline.y1]);
  strokePath(page, segment([side, bottom], [side, upperY]), { width: 0.3, colour: MUTED });
  for (const y of [bottom, upperY])
    strokePath(page, segment([side - 2.5, y], [side + 2.5, y]), { width: 0.3, colour: MUTED });
  const depth = measure(plan.outline.y1, "mm");
  page.drawText(pdfText(depth), {
    x: side - 3,
    y: (bottom + upperY) / 2 - widthOf(depth, label) / 2,
    font: label.font,
    size: label.size,
    color: label.colour,
    rotate: degrees(90),
  });
  return { scale, bottom: at([0, bounds.y0])[1] };
}

/* ---------------------------------------------------------------------------------------------- */
/* Page furniture                                                                                 */

/** Beside a contact detail that is still an example value, as the site's pages mark one. */
export const EXAMPLE_WORD = "example";

export interface Furniture {
  brand: string;
  /** The line on the header's right: "Spec sheet", "The range". */
  label: string;
  /** The site's address and an e-mail, for the footer. */
  contact: ContactContent;
  /** The page's number in the brochure, when it is in one. */
  pageNumber?: number;
  /** The site's page the sheet belongs to, named in the footer instead of the home page. */
  path?: string;
}

function drawHeader(page: PDFPage, fonts: Fonts, { brand, label }: Furniture) {
  text(page, brand.toUpperCase(), LEFT, TOP - 8, { font: fonts.sansBold, size: 9, tracking: 3.2 });
  caps(page, label, RIGHT, TOP - 7.5, { font: fonts.sans, align: "right" });
  rule(page, LEFT, RIGHT, TOP - 18);
}

function drawFooter(page: PDFPage, fonts: Fonts, { contact, pageNumber, path }: Furniture) {
  rule(page, LEFT, RIGHT, FOOT_RULE);
  const small = { font: fonts.sans, size: 7, colour: MUTED } as const;
  text(page, PRICE_NOTE, LEFT, FOOT_RULE - 12, small);
  const office = contact.offices[0];
  const address = `${contact.url}${path ?? ""}`.replace(/^https?:\/\//, "");
  const reach = [address, contact.email, office?.phone]
    .filter((detail): detail is string => detail !== undefined && detail !== "")
    .map((detail) => (contact.examples.includes(detail) ? `${detail} (${EXAMPLE_WORD})` : detail));
  text(page, reach.join("   ·   "), LEFT, FOOT_RULE - 22, small);
  if (pageNumber !== undefined) {
    text(page, String(pageNumber), RIGHT, FOOT_RULE - 22, { ...small, align: "right" });
  }
}

/** A table of figures: a caption over a rule, then each label beside its value, with hairlines. */
function drawFigures(
  page: PDFPage,
  fonts: Fonts,
  caption: string,
  figures: Figure[],
  x: number,
  y: number,
  width: number,
): number {
  caps(page, caption, x, y, { font: fonts.sansBold, colour: EMBER });
  let top = y - 7;
  rule(page, x, x + width, top, INK, 0.5);
  const labelWidth = width * 0.4;
  const value = { font: fonts.sans, size: 8.5, colour: INK } as const;
  const label = { font: fonts.sans, size: 8, colour: MUTED } as const;
  for (const figure of figures) {
    const lines = linesOf(figure.value, width - labelWidth, value);
    const labelLines = linesOf(figure.label, labelWidth - 8, label);
    const rows = Math.max(lines.length, labelLines.length);
    let baseline = top - 12.5;
    labelLines.forEach((line, i) => text(page, line, x, baseline - i * 11, label));
    lines.forEach((line, i) => text(page, line, x + labelWidth, baseline - i * 11, value));
    baseline -= (rows - 1) * 11;
    top = baseline - 6.5;
    rule(page, x, x + width, top);
  }
  return top;
}

/* ---------------------------------------------------------------------------------------------- */
/* Pages                                                                                          */

/** One sauna's page: picture, name and price, its copy, its figures and a small floor plan. */
export async function drawSheetPage(
  doc: PDFDocument,
  fonts: Fonts,
  pictures: Pictures,
  sheet: SheetContent,
  furniture: Furniture,
) {
  const page = doc.addPage(A4);
  drawHeader(page, fonts, furniture);
  const imageTop = BODY_TOP;
  const imageBottom = imageTop - 215;
  picture(
    page,
    fonts,
    await pictures.get(sheet.image),
    { x0: LEFT, y0: imageBottom, x1: RIGHT, y1: imageTop },
    sheet.imageRender,
    sheet.imageDrawing,
  );

  let y = imageBottom - 28;
  caps(page, sheet.eyebrow, LEFT, y, { font: fonts.sans, colour: EMBER });
  y -= 32;
  text(page, sheet.name, LEFT, y, { font: fonts.serif, size: 34 });
  text(page, sheet.price, RIGHT, y + 8, { font: fonts.serif, size: 17, align: "right" });
  text(page, sheet.availability, RIGHT, y - 6, {
    font: fonts.sans,
    size: 7.5,
    colour: MUTED,
    align: "right",
  });
  y -= 24;
  y = paragraph(page, sheet.description, LEFT, y, CONTENT_W * 0.86, {
    font: fonts.sans,
    size: 9.5,
    leading: 14.5,
    colour: MUTED,
  });

  const columnsTop = y - 16;
  const leftWidth = CONTENT_W * 0.56;
  const gap = mmToPoints(10);
  let left = drawFigures(page, fonts, "The cabin", sheet.cabin, LEFT, columnsTop, leftWidth);
  left = drawFigures(page, fonts, "Heating", sheet.heating, LEFT, left - 22, leftWidth);
  if (left < BODY_BOTTOM)
    throw new Error(`The ${sheet.name}'s figures run into the footer (${left} < ${BODY_BOTTOM}).`);

  const planX = LEFT + leftWidth + gap;
  const planWidth = RIGHT - planX;
  caps(page, "Floor plan", planX, columnsTop, { font: fonts.sansBold, colour: EMBER });
  rule(page, planX, RIGHT, columnsTop - 7, INK, 0.5);
  const plan = drawFloorPlan(page, fonts, sheet.model, {
    x: planX,
    top: columnsTop - 22,
    width: planWidth,
    height: 190,
  });
  const note = { font: fonts.sans, size: 7, colour: MUTED, leading: 10 } as const;
  paragraph(
    page,
    `1:${plan.scale} at A4. Benches, heater and door are shown where we usually place them; every cabin is drawn again for its room.`,
    planX,
    plan.bottom - 14,
    planWidth,
    note,
  );
  drawFooter(page, fonts, furniture);
}

/** The brochure's cover: a full-bleed picture, the brand, the title and what is inside. */
export async function drawCover(
  doc: PDFDocument,
  fonts: Fonts,
  pictures: Pictures,
  {
    image,
    imageRender,
    contents,
    contact,
  }: { image: string; imageRender: boolean; contents: string[]; contact: ContactContent },
) {
  const page = doc.addPage(A4);
  const imageBottom = PAGE_H * 0.45;
  // Full bleed: the mark keeps to the page's margin, as the words do.
  coverImage(page, await pictures.get(image), { x0: 0, y0: imageBottom, x1: PAGE_W, y1: PAGE_H });
  if (imageRender) {
    const inset = MARGIN - 9;
    renderMark(page, fonts, { x0: inset, y0: imageBottom, x1: PAGE_W, y1: PAGE_H - inset });
  }
  fillPath(page, [box({ x0: 0, y0: 0, x1: PAGE_W, y1: imageBottom })], LINEN);
  let y = imageBottom - 54;
  text(page, contact.brand.toUpperCase(), LEFT, y, { font: fonts.sansBold, size: 11, tracking: 5 });
  y -= 52;
  text(page, "The range", LEFT, y, { font: fonts.serif, size: 44 });
  y -= 28;
  y = paragraph(page, contact.tagline, LEFT, y, CONTENT_W * 0.75, {
    font: fonts.serifItalic,
    size: 15,
    leading: 20,
    colour: MUTED,
  });
  y -= 20;
  rule(page, LEFT, LEFT + 60, y, INK, 0.5);
  y -= 22;
  // What is inside, in two columns.
  const rows = Math.ceil(contents.length / 2);
  contents.forEach((line, i) => {
    const x = LEFT + Math.floor(i / rows) * CONTENT_W * 0.4;
    caps(page, line, x, y - (i % rows) * 14, { font: fonts.sans, size: 7.5 });
  });
  text(page, contact.url.replace(/^https?:\/\//, ""), LEFT, MARGIN, {
    font: fonts.sans,
    size: 8,
    colour: MUTED,
  });
  text(page, PRICE_NOTE, RIGHT, MARGIN, {
    font: fonts.sans,
    size: 6.5,
    colour: MUTED,
    align: "right",
  });
}

/* Listings ------------------------------------------------------------------------------------- */

const SECTION_HEAD = 46;
const ROW_PAD = 14;
const LINE = 11;

function listingStyles(fonts: Fonts) {
  return {
    name: { font: fonts.sans, size: 9.5, colour: INK },
    detail: { font: fonts.sans, size: 8, colour: MUTED },
    price: { font: fonts.serif, size: 11, colour: INK },
  } as const;
}

const PRICE_COLUMN = 110;

function rowHeight(fonts: Fonts, detail: string): number {
  const lines = detail
    ? linesOf(detail, CONTENT_W - PRICE_COLUMN, listingStyles(fonts).detail)
    : [];
  return ROW_PAD + LINE + lines.length * LINE;
}

function sectionHeight(fonts: Fonts, section: ListingSection): number {
  return (
    SECTION_HEAD + section.rows.reduce((sum, row) => sum + rowHeight(fonts, row.detail), 0) + 26
  );
}

/**
 * The listing pages: the sections in order, as many whole sections to a page as fit between the
 * header and the footer. A section too long for a page of its own fails the build.
 */
export function listingPages(fonts: Fonts, sections: ListingSection[]): ListingSection[][] {
  const capacity = BODY_TOP - BODY_BOTTOM;
  const pages: ListingSection[][] = [];
  let used = Infinity;
  for (const section of sections) {
    const height = sectionHeight(fonts, section);
    if (height > capacity) throw new Error(`"${section.title}" does not fit on one page.`);
    if (used + height > capacity) {
      pages.push([]);
      used = 0;
    }
    pages.at(-1)!.push(section);
    used += height;
  }
  return pages;
}

export function drawListingPage(
  doc: PDFDocument,
  fonts: Fonts,
  sections: ListingSection[],
  furniture: Furniture,
) {
  const page = doc.addPage(A4);
  drawHeader(page, fonts, furniture);
  const styles = listingStyles(fonts);
  let y = BODY_TOP - 10;
  for (const section of sections) {
    text(page, section.title, LEFT, y - 18, { font: fonts.serif, size: 22 });
    // What the prices include and leave out, right of the title, wrapped upwards from its baseline.
    const terms = { font: fonts.sans, size: 7.5, colour: MUTED, align: "right" } as const;
    const termLines = linesOf(section.terms, CONTENT_W * 0.6, terms);
    termLines.forEach((line, i) =>
      text(page, line, RIGHT, y - 16 - (termLines.length - 1 - i) * 9, terms),
    );
    let top = y - SECTION_HEAD + 12;
    rule(page, LEFT, RIGHT, top, INK, 0.5);
    for (const row of section.rows) {
      const baseline = top - ROW_PAD;
      text(page, row.name, LEFT, baseline, styles.name);
      text(page, row.price, RIGHT, baseline, { ...styles.price, align: "right" });
      const lines = row.detail ? linesOf(row.detail, CONTENT_W - PRICE_COLUMN, styles.detail) : [];
      lines.forEach((line, i) => text(page, line, LEFT, baseline - (i + 1) * LINE, styles.detail));
      top -= rowHeight(fonts, row.detail);
      rule(page, LEFT, RIGHT, top + 4);
    }
    y -= sectionHeight(fonts, section);
  }
  drawFooter(page, fonts, furniture);
}

/** The last page: the offices, the e-mail and WhatsApp, the hours and the address of the site. */
export function drawContactPage(doc: PDFDocument, fonts: Fonts, furniture: Furniture) {
  const { contact } = furniture;
  const page = doc.addPage(A4);
  drawHeader(page, fonts, furniture);
  let y = BODY_TOP - 60;
  caps(page, "Contact", LEFT, y, { font: fonts.sans, colour: EMBER });
  y -= 40;
  text(page, "Visit, call or write", LEFT, y, { font: fonts.serif, size: 34 });
  y -= 30;
  y = paragraph(
    page,
    "Tell us about the room you have in mind. We reply within 24 hours, visit to measure, and send a written quotation drawn for your space.",
    LEFT,
    y,
    CONTENT_W * 0.7,
    { font: fonts.sans, size: 10, leading: 15, colour: MUTED },
  );
  y -= 36;
  const columnWidth = (CONTENT_W - mmToPoints(10)) / 2;
  contact.offices.forEach((office, i) => {
    const x = LEFT + i * (columnWidth + mmToPoints(10));
    rule(page, x, x + columnWidth, y + 14, INK, 0.5);
    text(page, office.city, x, y - 8, { font: fonts.serif, size: 20 });
    caps(page, office.region, x, y - 24, { font: fonts.sans });
    const detail = { font: fonts.sans, size: 10 } as const;
    [office.phone, office.email].forEach((value, line) => {
      text(page, value, x, y - 44 - line * 14, detail);
      if (contact.examples.includes(value)) {
        caps(page, EXAMPLE_WORD, x + widthOf(value, detail) + 6, y - 44 - line * 14 + 1, {
          font: fonts.sansBold,
          size: 6,
          colour: EMBER,
        });
      }
    });
  });
  y -= 110;
  const marked = (value: string) =>
    contact.examples.includes(value) ? `${value} (${EXAMPLE_WORD})` : value;
  const rows: Figure[] = [
    { label: "E-mail", value: marked(contact.email) },
    { label: "WhatsApp", value: marked(contact.whatsapp) },
    ...contact.hours,
    { label: "Online", value: contact.url.replace(/^https?:\/\//, "") },
  ];
  drawFigures(page, fonts, "Reach us", rows, LEFT, y, CONTENT_W * 0.7);
  drawFooter(page, fonts, furniture);
}

/* ---------------------------------------------------------------------------------------------- */
/* Documents                                                                                      */

export async function createDocument(meta: {
  title: string;
  subject: string;
  keywords: string[];
  author: string;
}): Promise<{ doc: PDFDocument; fonts: Fonts }> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(pdfText(meta.title), { showInWindowTitleBar: true });
  doc.setAuthor(pdfText(meta.author));
  doc.setSubject(pdfText(meta.subject));
  doc.setKeywords(meta.keywords.map(pdfText));
  doc.setLanguage("en-ZA");
  doc.setCreator(CREATOR);
  doc.setProducer(PRODUCER);
  doc.setCreationDate(DOCUMENT_DATE);
  doc.setModificationDate(DOCUMENT_DATE);
  return { doc, fonts: await embedFonts(doc) };
}
