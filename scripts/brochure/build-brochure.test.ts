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
import { listedKinds, listingSections } from "./content";
import { brochurePlan, renderBrochure, renderSheet } from "./documents";
import { A4, embedFonts } from "./render";
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
