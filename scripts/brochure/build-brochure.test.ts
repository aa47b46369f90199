// @vitest-environment node
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";

import { saunaRange } from "../../app/catalogue/range";
import { sizeText } from "../../app/format/units";
import { paths } from "../../app/routing/paths";
import { site } from "../../app/content/site";
import { buildBrochure } from "./build-brochure";
import { allSheets, contactContent, listedKinds, listingSections, sheetContent } from "./content";
import { brochurePlan, PUBLIC_DIR, renderBrochure, renderSheet } from "./documents";
import { printedPages, type PrintedLine, type PrintedPage } from "./pdf-words";
import { A4, createDocument, drawContactPage, drawSheetPage, embedFonts, Pictures } from "./render";
import { pdfText } from "./text";

/** A4 in points, worked out apart from the renderer: 210 × 297 mm at 72 points an inch. */
const A4_POINTS = [(210 / 25.4) * 72, (297 / 25.4) * 72];

describe("renderSheet", () => {
  it.each(saunaRange.map((sauna) => [sauna.name, sauna] as const))(
    "gives the %s one A4 portrait page, titled and described",
    async (name, sauna) => {
      const bytes = await renderSheet(sauna.slug);
      expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
      const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
      expect(pdf.getPageCount()).toBe(1);
      const { width, height } = pdf.getPage(0).getSize();
      expect(width).toBeCloseTo(A4_POINTS[0]!, 1);
      expect(height).toBeCloseTo(A4_POINTS[1]!, 1);
      expect(pdf.getTitle()).toBe(`${name} sauna: spec sheet`);
      expect(pdf.getAuthor()).toBe(site.name);
      expect(pdf.getSubject()).toContain(pdfText(sizeText(sauna.model)));
      expect(pdf.getCreationDate()?.toISOString()).toBe(pdf.getModificationDate()?.toISOString());
    },
  );

  it("gives the same bytes every time", async () => {
    const slug = saunaRange[0]!.slug;
    expect(Buffer.from(await renderSheet(slug)).equals(Buffer.from(await renderSheet(slug)))).toBe(
      true,
    );
  });
});

describe("renderBrochure", () => {
  it("has a cover, a page for each sauna, the listing pages and a contact page", async () => {
    const pdf = await PDFDocument.load(await renderBrochure(), { updateMetadata: false });
    const { listings, sheets } = brochurePlan(await embedFonts(await PDFDocument.create()));
    expect(sheets.map((sheet) => sheet.slug)).toEqual(saunaRange.map((sauna) => sauna.slug));
    expect(pdf.getPageCount()).toBe(1 + saunaRange.length + listings.length + 1);
    for (const page of pdf.getPages()) {
      expect(page.getWidth()).toBeCloseTo(A4[0], 3);
      expect(page.getHeight()).toBeCloseTo(A4[1], 3);
    }
    expect(pdf.getTitle()).toContain(site.name);
  });

  it("lists every other kind once, in order, on as few pages as whole sections allow", async () => {
    const { listings } = brochurePlan(await embedFonts(await PDFDocument.create()));
    expect(listings.flat().map((section) => section.kind)).toEqual([...listedKinds]);
    expect(listings.flat()).toEqual(listingSections());
    expect(listings.every((page) => page.length > 0)).toBe(true);
    expect(listings.length).toBeLessThan(listedKinds.length);
  });
});

describe("buildBrochure", () => {
  it("writes a sheet for every sauna and the brochure, then leaves unchanged files alone", async () => {
    const dir = await mkdtemp(join(tmpdir(), "brochure-"));
    const stale = join(dir, paths.specSheet("retired"));
    const lines: string[] = [];
    const first = await buildBrochure({ outDir: dir, log: (line) => lines.push(line) });
    const expected = [...saunaRange.map((sauna) => paths.specSheet(sauna.slug)), paths.brochure];
    expect(first).toEqual({ files: expected, written: expected.length });
    for (const path of expected) {
      expect((await readFile(join(dir, path))).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    }
    await writeFile(stale, "stale");
    const again = await buildBrochure({ outDir: dir, log: (line) => lines.push(line) });
    expect(again.written).toBe(0);
    expect(lines[1]).toContain(`(0 written, ${expected.length} unchanged)`);
    await expect(readFile(stale)).rejects.toThrow(/ENOENT/);
  });
});

describe("the marks on what the PDFs print", () => {
  const within = (line: PrintedLine, box: PrintedPage["pictures"][number]) =>
    line.x > box.x0 && line.x < box.x1 && line.y > box.y0 && line.y < box.y1;
  const marks = (page: PrintedPage) => page.lines.filter((line) => line.text === "RENDER");

  it("marks every render on the sheets and the cover as one, on the picture", async () => {
    const sheets = allSheets();
    // The embedded content's pictures are renders: a test of the mark that found none proves nothing.
    expect(sheets.filter((sheet) => sheet.imageRender).length).toBeGreaterThan(0);
    for (const sheet of sheets) {
      const [page] = await printedPages(await renderSheet(sheet.slug));
      const [box] = page!.pictures;
      expect(marks(page!), sheet.name).toHaveLength(sheet.imageRender ? 1 : 0);
      for (const mark of marks(page!)) expect(within(mark, box!), sheet.name).toBe(true);
    }
    const [cover] = await printedPages(await renderBrochure());
    const coverSheet = sheets.find((sheet) => cover!.pictures.length > 0 && sheet.image)!;
    expect(marks(cover!)).toHaveLength(coverSheet.imageRender ? 1 : 0);
    for (const mark of marks(cover!)) expect(within(mark, cover!.pictures[0]!)).toBe(true);
  });

  it("prints no mark on the business's photograph in place of the render", async () => {
    const { doc, fonts } = await createDocument({
      title: "t",
      subject: "s",
      keywords: [],
      author: "a",
    });
    const sheet = { ...sheetContent(saunaRange[0]!.slug), imageRender: false };
    const contact = contactContent();
    await drawSheetPage(doc, fonts, new Pictures(doc, PUBLIC_DIR), sheet, {
      brand: contact.brand,
      label: "Spec sheet",
      contact,
    });
    const [page] = await printedPages(await doc.save());
    expect(page!.pictures).toHaveLength(1);
    expect(page!.lines.map((line) => line.text)).not.toContain("RENDER");
  });

  it("marks each example contact detail as an example wherever it is printed", async () => {
    const contact = contactContent();
    // The tests run on the example configuration: its phone numbers and e-mail are examples.
    expect(contact.examples).toEqual(
      expect.arrayContaining([contact.email, contact.offices[0]!.phone, contact.offices[0]!.email]),
    );
    const pages = await printedPages(await renderBrochure());
    for (const page of pages.slice(1)) {
      const footer = page.lines.find((line) => line.text.includes("   ·   "))!;
      expect(footer.text).toContain(`${pdfText(contact.email)} (example)`);
      expect(footer.text).toContain(`${pdfText(contact.offices[0]!.phone)} (example)`);
    }
    const last = pages.at(-1)!;
    for (const office of contact.offices) {
      for (const detail of [office.phone, office.email]) {
        const line = last.lines.find((candidate) => candidate.text === pdfText(detail))!;
        expect(line, detail).toBeDefined();
        // "EXAMPLE" on the same line, just after the detail.
        expect(
          last.lines.some(
            (mark) => mark.text === "EXAMPLE" && Math.abs(mark.y - line.y) < 2 && mark.x > line.x,
          ),
          detail,
        ).toBe(true);
      }
    }
    const texts = last.lines.map((line) => line.text);
    expect(texts).toContain(`${pdfText(contact.email)} (example)`);
    expect(texts).toContain(`${pdfText(contact.whatsapp)} (example)`);
  });

  it("marks nothing once the details are the business's own", async () => {
    const contact = contactContent(() => false);
    expect(contact.examples).toEqual([]);
    const { doc, fonts } = await createDocument({
      title: "t",
      subject: "s",
      keywords: [],
      author: "a",
    });
    drawContactPage(doc, fonts, { brand: contact.brand, label: "Contact", contact });
    const [page] = await printedPages(await doc.save());
    expect(page!.lines.map((line) => line.text)).toContain(pdfText(contact.offices[0]!.phone));
    expect(
      page!.lines.filter((line) => line.text === "EXAMPLE" || line.text.includes("(example)")),
    ).toEqual([]);
  });
});
