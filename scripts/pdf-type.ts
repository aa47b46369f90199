/**
 * The type and palette the site's PDFs share (the spec sheets and brochure, built with the site,
 * and a configured design's PDF, made in the browser): the four standard fonts, the site's colours
 * as the sheets print them, and text drawn at a size, tracked, aligned and wrapped. Pure pdf-lib.
 */
import {
  type PDFDocument,
  type PDFFont,
  type PDFPage,
  type RGB,
  rgb,
  setCharacterSpacing,
  StandardFonts,
} from "pdf-lib";

import { segment, strokePath } from "./plans/pdf-drawing";
import { pdfText, wrap } from "./pdf-text";

/* The site's palette as the sheets print it: ink on paper, a warm muted grey, birch hairlines. */
export const INK = rgb(0.14, 0.12, 0.1);
export const MUTED = rgb(0.43, 0.4, 0.37);
export const BIRCH = rgb(0.84, 0.8, 0.74);
/** A hairline's width, in points. */
export const HAIR = 0.4;

export interface Fonts {
  serif: PDFFont;
  serifItalic: PDFFont;
  sans: PDFFont;
  sansBold: PDFFont;
}

/** The standard fonts the PDFs set in: Times for names and headings, Helvetica for figures. */
export async function embedFonts(doc: PDFDocument): Promise<Fonts> {
  return {
    serif: await doc.embedFont(StandardFonts.TimesRoman),
    serifItalic: await doc.embedFont(StandardFonts.TimesRomanItalic),
    sans: await doc.embedFont(StandardFonts.Helvetica),
    sansBold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
}

export interface TextStyle {
  font: PDFFont;
  size: number;
  colour?: RGB;
  /** Extra space between letters, in points: for small capitals. */
  tracking?: number;
  align?: "left" | "right" | "centre";
}

export function widthOf(value: string, { font, size, tracking = 0 }: TextStyle): number {
  const drawn = pdfText(value);
  return font.widthOfTextAtSize(drawn, size) + tracking * Math.max(0, [...drawn].length - 1);
}

/** One line of text at baseline `y`, starting, ending or centred at `x` as `style.align` says. */
export function text(page: PDFPage, value: string, x: number, y: number, style: TextStyle) {
  const { font, size, colour = INK, tracking = 0, align = "left" } = style;
  const width = widthOf(value, style);
  const start = align === "left" ? x : align === "right" ? x - width : x - width / 2;
  if (tracking) page.pushOperators(setCharacterSpacing(tracking));
  page.drawText(pdfText(value), { x: start, y, font, size, color: colour });
  if (tracking) page.pushOperators(setCharacterSpacing(0));
}

/** `value` broken into lines no wider than `width`. */
export function linesOf(value: string, width: number, style: TextStyle): string[] {
  return wrap(pdfText(value), width, (line) => widthOf(line, style));
}

/** Wrapped text from baseline `y` down; returns the baseline under the last line. */
export function paragraph(
  page: PDFPage,
  value: string,
  x: number,
  y: number,
  width: number,
  style: TextStyle & { leading: number },
): number {
  let baseline = y;
  for (const line of linesOf(value, width, style)) {
    text(page, line, x, baseline, style);
    baseline -= style.leading;
  }
  return baseline;
}

/** A birch hairline across from `x0` to `x1` at `y`. */
export function rule(
  page: PDFPage,
  x0: number,
  x1: number,
  y: number,
  colour = BIRCH,
  width = HAIR,
) {
  strokePath(page, segment([x0, y], [x1, y]), { width, colour });
}
