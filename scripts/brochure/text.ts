/**
 * Text as the PDF's standard fonts can draw it: `scripts/pdf-text.ts`, which the buyer's design
 * PDF, made in the browser, shares with the spec sheets and the brochure.
 */
export { isWinAnsi, pdfText, wrap } from "../pdf-text";
