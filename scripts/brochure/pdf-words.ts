/**
 * The words a PDF of ours prints, page by page, with where each line starts, and the boxes its
 * pictures are drawn in: read back from the page's content stream as a reader's PDF viewer would
 * draw it, for the tests. Knows only what `render.ts` writes (pdf-lib's standard fonts, one
 * `Tj` per line, each picture clipped to its box).
 */
import {
  decodePDFRawStream,
  PDFArray,
  PDFDocument,
  type PDFPage,
  PDFRawStream,
  type PDFRef,
} from "pdf-lib";

export interface PrintedLine {
  text: string;
  x: number;
  y: number;
}

export interface PrintedPage {
  lines: PrintedLine[];
  /** Each picture's box: where it is clipped to. */
  pictures: { x0: number; y0: number; x1: number; y1: number }[];
}

function contentOf(page: PDFPage): string {
  const contents = page.node.Contents();
  const streams =
    contents instanceof PDFArray
      ? contents.asArray().map((ref) => page.doc.context.lookup(ref as PDFRef))
      : [contents];
  return streams
    .map((stream) =>
      stream instanceof PDFRawStream
        ? Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1")
        : "",
    )
    .join("\n");
}

/** A hex string of WinAnsi codes as text (the characters our PDFs use are Latin-1's). */
function hexText(hex: string): string {
  return Buffer.from(hex, "hex").toString("latin1");
}

export async function printedPages(bytes: Uint8Array): Promise<PrintedPage[]> {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  return pdf.getPages().map((page) => {
    const content = contentOf(page);
    const lines = [...content.matchAll(/1 0 0 1 (\S+) (\S+) Tm\s+<([0-9A-Fa-f]*)> Tj/g)].map(
      ([, x, y, hex]) => ({ text: hexText(hex!), x: Number(x), y: Number(y) }),
    );
    const pictures = [...content.matchAll(/(\S+) (\S+) (\S+) (\S+) re\s+W\s+n\s+q\s[^Q]*?Do/g)].map(
      ([, x, y, w, h]) => ({
        x0: Number(x),
        y0: Number(y),
        x1: Number(x) + Number(w),
        y1: Number(y) + Number(h),
      }),
    );
    return { lines, pictures };
  });
}
