// @vitest-environment node
import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";

import { measure, size, span } from "../../app/format/units";
import { isWinAnsi, pdfText, wrap } from "./text";

describe("pdfText", () => {
  it("turns the site's joiners and narrow spaces into characters the standard fonts draw", () => {
    expect(pdfText(size([2060, 2000, 2400], "mm"))).toBe(
      "2060\u00a0×\u00a02000\u00a0×\u00a02400\u00a0mm",
    );
    expect(pdfText(span(3, 6, "m³"))).toBe("3–6\u00a0m³");
    expect(pdfText("\u2265 2 m²")).toBe(">= 2 m²");
  });

  it("leaves WinAnsi text alone, and refuses a character with no WinAnsi equivalent", () => {
    const text = "Café · “Löyly” – 16 °C, 3 × 16 A, 8.1 m³ …";
    expect(pdfText(text)).toBe(text);
    expect(() => pdfText("Sauna ✓")).toThrow(/U\+2713/);
  });

  it("gives text Helvetica can encode from copy it cannot", async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    // Each holds a word joiner or a narrow no-break space, as the site writes them.
    const samples = [span(220, 240, "V"), size(["W", "D", "H"]), span(3, 6, "m³")];
    for (const sample of samples) {
      expect(() => font.encodeText(sample)).toThrow();
      expect(() => font.encodeText(pdfText(sample))).not.toThrow();
      expect([...pdfText(sample)].every(isWinAnsi)).toBe(true);
    }
  });
});

describe("wrap", () => {
  const byLength = (text: string) => text.length;

  it("breaks at ordinary spaces within the width", () => {
    expect(wrap("one two three four", 9, byLength)).toEqual(["one two", "three", "four"]);
  });

  it("never parts a number from its unit at a no-break space", () => {
    const lines = wrap(`about ${pdfText(measure(2400, "mm"))} high`, 10, byLength);
    expect(lines).toEqual(["about", "2400\u00a0mm", "high"]);
  });
});
