// @vitest-environment node
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from "pdf-lib";
import { describe, expect, it } from "vitest";

import { buildPlans } from "./build-plans";

/** Points on paper for a length of cabin at 1:20, worked out independently of the builder. */
const atScale = (mm: number) => (mm / 20) * (72 / 25.4);

/** The page's content streams, inflated, as text. */
function pageContent(pdf: PDFDocument): string {
  const contents = pdf.getPage(0).node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
  return streams
    .map((stream) => {
      const raw = stream && pdf.context.lookup(stream);
      if (!(raw instanceof PDFRawStream)) throw new Error("The page has no content stream.");
      return Buffer.from(decodePDFRawStream(raw).decode()).toString("latin1");
    })
    .join("\n");
}

/** Every string the page shows (Helvetica's WinAnsi codes, written as hex), joined by newlines. */
function shownText(content: string): string {
  return [...content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)]
    .map(([, hex]) => Buffer.from(hex!, "hex").toString("latin1"))
    .join("\n");
}

/** Every rectangle drawn with the `re` operator: [x, y, width, height] in points. */
function rectangles(content: string): number[][] {
  return [...content.matchAll(/(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) re\b/g)].map((match) =>
    match.slice(1, 5).map(Number),
  );
}

async function buildAurora() {
  const dir = await mkdtemp(join(tmpdir(), "plans-"));
  const lines: string[] = [];
  const result = await buildPlans({
    outDir: dir,
    slugs: ["aurora"],
    log: (line) => lines.push(line),
  });
  return { dir, lines, result, bytes: await readFile(join(dir, "aurora-plan.pdf")) };
}

describe("buildPlans", () => {
  it("writes a one-page A3 landscape PDF with its metadata", async () => {
    const { bytes, lines } = await buildAurora();
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(pdf.getPageCount()).toBe(1);
    const { width, height } = pdf.getPage(0).getSize();
    expect(width).toBeCloseTo(1190.55, 1);
    expect(height).toBeCloseTo(841.89, 1);
    expect(pdf.getTitle()).toContain("Aurora");
    expect(pdf.getAuthor()).toBe("Vaja");
    expect(pdf.getSubject()).toContain("2060 × 2000 × 2400 mm");
    expect(pdf.getProducer()).toBe("pdf-lib");
    expect(pdf.getCreationDate()?.toISOString()).toBe(pdf.getModificationDate()?.toISOString());
    expect(lines).toEqual([
      expect.stringMatching(/^plans: 1 PDF in .* \(1 written, 0 unchanged\)/),
    ]);
  });

  it("draws the name, the dimensions in mm and the title block", async () => {
    const pdf = await PDFDocument.load((await buildAurora()).bytes);
    const text = shownText(pageContent(pdf)).split("\n");
    expect(text).toContain("Aurora");
    // The dimension lines' figures: overall width, depth and height, and the bench depths.
    for (const figure of ["2060", "2000", "2400", "600", "450"]) expect(text).toContain(figure);
    expect(text).toEqual(
      expect.arrayContaining([
        "Floor plan and front elevation",
        "2060 × 2000 × 2400 mm (width × depth × height)",
        "Scale 1:20 at A3",
        "All dimensions in millimetres",
        "Site measurements are confirmed before manufacture.",
        "UPPER BENCH",
        "LOWER BENCH",
        "HEATER",
      ]),
    );
  });

  it("draws the plan and the elevation at a true 1:20", async () => {
    const pdf = await PDFDocument.load((await buildAurora()).bytes);
    const drawn = rectangles(pageContent(pdf));
    const sized = (w: number, h: number) =>
      drawn.filter(
        ([, , width, height]) =>
          Math.abs(width! - atScale(w)) <= 0.5 && Math.abs(height! - atScale(h)) <= 0.5,
      );
    // The plan's outline is 2060 × 2000 mm of cabin, the front elevation's 2060 × 2400 mm.
    expect(atScale(2060)).toBeCloseTo(291.97, 2);
    expect(sized(2060, 2000)).toHaveLength(1);
    expect(sized(2060, 2400)).toHaveLength(1);
    for (const [x, y, width, height] of drawn) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(x! + width!).toBeLessThanOrEqual(1190.55);
      expect(y! + height!).toBeLessThanOrEqual(841.89);
    }
  });

  it("gives the same bytes every time, leaves unchanged files alone, and removes stale plans", async () => {
    const { dir, bytes } = await buildAurora();
    await writeFile(join(dir, "vakio-plan.pdf"), "stale");
    const lines: string[] = [];
    const again = await buildPlans({
      outDir: dir,
      slugs: ["aurora"],
      log: (line) => lines.push(line),
    });
    expect(again).toEqual({ files: ["aurora-plan.pdf"], written: 0 });
    expect(lines[0]).toContain("(0 written, 1 unchanged)");
    expect(await readFile(join(dir, "aurora-plan.pdf"))).toEqual(bytes);
    const fresh = await buildAurora();
    expect(fresh.bytes.equals(bytes)).toBe(true);
    await expect(readFile(join(dir, "vakio-plan.pdf"))).rejects.toThrow(/ENOENT/);
  });
});
