import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFRef } from "pdf-lib";
import { describe, expect, it } from "vitest";

import { type Design, optionsOf, saunaOptions, sizeChoices } from "~/catalogue/configure";
import { designFigures } from "~/catalogue/design-figures";
import { supplies } from "~/catalogue/electrics";
import { termsText } from "~/catalogue/price-terms";
import { saunaItem } from "~/catalogue/range-cabins";
import { timberName } from "~/catalogue/woods";
import type { SaunaSlug } from "~/content/range-core";
import { site } from "~/content/site";
import { formatRand } from "~/format/money";
import { measure, size, sizeText } from "~/format/units";

import { printedPages } from "../../scripts/brochure/pdf-words";
import { pdfText } from "../../scripts/pdf-text";
import { mmToPoints } from "../../scripts/plans/geometry";
import { buildDesignPdf, designFileName } from "./design-pdf";

const aurora = saunaItem("aurora");
const design: Design = {
  width: 2160,
  depth: 2100,
  outside: "western-red-cedar",
  inside: "obeche",
  front: "door",
};
const link = "https://vaja.example/products/aurora?width=2160&depth=2100#configure";

async function printed(bytes: Uint8Array) {
  const pages = await printedPages(bytes);
  // The helper reads Latin-1; the standard fonts' WinAnsi puts the en dash at 0x96.
  return pages.map((page) => page.lines.map((line) => line.text.replaceAll("\u0096", "–")));
}

describe("the PDF of a configured design", () => {
  it("prints the configurator's figures, price and heater for the design", async () => {
    const figures = designFigures(aurora, design, timberName, link);
    const pages = await printed(await buildDesignPdf(aurora, design, link, timberName));
    expect(pages).toHaveLength(2);
    const words = pages.flat();
    const joined = words.join("\n");

    expect(words).toContain("Aurora");
    expect(words).toContain("YOUR DESIGN");
    expect(words).toContain(pdfText(sizeText({ width: 2160, depth: 2100, height: 2400 })));
    expect(words).toContain("Western Red Cedar");
    expect(words).toContain("Obeche");
    expect(words).toContain("A glass door beside a window");
    expect(words).toContain(pdfText(measure(figures.volume.toFixed(1), "m³")));
    expect(figures.price).toBeDefined();
    expect(words).toContain(pdfText(formatRand(figures.price!)));
    expect(figures.kw).toBeDefined();
    expect(words).toContain(pdfText(measure(figures.kw!, "kW")));
    expect(words).toContain(figures.heaters.join(" or "));
    for (const need of figures.supply) {
      expect(words).toContain(supplies[need.supply].label);
      expect(words).toContain(
        pdfText(
          supplies[need.supply].phases === 3
            ? size([3, need.amps.toFixed(1)], "A")
            : measure(need.amps.toFixed(1), "A"),
        ),
      );
      expect(words).toContain(pdfText(need.circuit));
    }
    // What the price includes, in the page's own words (wrapped into lines on the sheet).
    expect(joined.replace(/\n/g, " ")).toContain(pdfText(termsText("sauna")));
  });

  it("draws both views at 1:20, says so, and says the pictures show the standard cabin", async () => {
    const words = (await printed(await buildDesignPdf(aurora, design, link, timberName))).flat();
    expect(words.filter((line) => line === "Scale 1:20 on A4")).toHaveLength(2);
    expect(words).toContain("FRONT ELEVATION");
    expect(words).toContain("FLOOR PLAN");
    // The drawings' dimension figures are the design's own width and depth.
    expect(words).toContain("2160");
    expect(words.join(" ")).toContain(
      "The pictures on our site show the standard Aurora; yours is drawn to its own size above.",
    );
  });

  it("draws the floor plan's walls to the design's own size at 1:20", async () => {
    const pdf = await PDFDocument.load(await buildDesignPdf(aurora, design, link, timberName));
    const plan = pdf.getPage(1);
    const contents = plan.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
    const drawn = streams
      .map((ref) => pdf.context.lookup(ref as PDFRef))
      .map((stream) =>
        stream instanceof PDFRawStream
          ? Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1")
          : "",
      )
      .join("\n");
    const boxes = [...drawn.matchAll(/(\S+) (\S+) (\S+) (\S+) re/g)].map(([, , , w, h]) => [
      Number(w),
      Number(h),
    ]);
    // 2160 mm is 108 mm on paper at 1:20; 2100 mm is 105 mm.
    const outline = boxes.find(
      ([w, h]) =>
        Math.abs(w! - mmToPoints(2160 / 20)) < 0.02 && Math.abs(h! - mmToPoints(2100 / 20)) < 0.02,
    );
    expect(outline, "the walls' outline at 1:20").toBeDefined();
  });

  it("marks the contact details that are still examples", async () => {
    const marked = (
      await printed(await buildDesignPdf(aurora, design, link, timberName, () => true))
    ).flat();
    expect(marked.some((line) => line.includes(`${site.emails.general} (example)`))).toBe(true);
    const real = (
      await printed(await buildDesignPdf(aurora, design, link, timberName, () => false))
    ).flat();
    expect(real.some((line) => line.includes(site.emails.general))).toBe(true);
    expect(real.some((line) => line.includes("(example)"))).toBe(false);
  });

  it("is named after its size and gives the same bytes for the same design", async () => {
    expect(designFileName(aurora, design)).toBe("vaja-aurora-2160x2100.pdf");
    const [a, b] = await Promise.all([
      buildDesignPdf(aurora, design, link, timberName),
      buildDesignPdf(aurora, design, link, timberName),
    ]);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    expect(Buffer.from(a).subarray(0, 4).toString("latin1")).toBe("%PDF");
  });

  it("fits every size each collection offers at its largest, with its longest address", async () => {
    for (const slug of Object.keys(saunaOptions) as SaunaSlug[]) {
      const sauna = saunaItem(slug);
      const { widths, depths } = sizeChoices(sauna);
      const options = optionsOf(slug);
      for (const front of options.fronts) {
        const largest: Design = {
          width: Math.max(...widths),
          depth: Math.max(...depths),
          outside: options.outside.at(-1)!,
          inside: options.inside.at(-1)!,
          front,
        };
        const long = `${site.url}/products/${slug}?width=${largest.width}&depth=${largest.depth}&outside=western-red-cedar&inside=western-red-cedar&front=${front}#configure`;
        const words = (
          await printed(await buildDesignPdf(sauna, largest, long, timberName))
        ).flat();
        expect(words, `${slug} ${front}`).toContain(String(largest.width));
      }
    }
  });
});
