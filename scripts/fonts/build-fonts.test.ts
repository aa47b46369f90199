// @vitest-environment node
import { readFileSync } from "node:fs";
import { join } from "node:path";

import fontverter from "fontverter";
import * as harfbuzz from "harfbuzzjs";
import { describe, expect, it } from "vitest";

import { codePointsOf, FONTS_DIR, MANIFEST_FILE, unicodeRange } from "./build-fonts";
import { readCmap, readTables, withAliases, writeCmap } from "./sfnt";
import { ALIASES, type FontManifest, PRELOADED_TEXT, TYPEFACES } from "./typefaces";

// The files are written by `npm run fonts`, which the unit tests run first.
const manifest = JSON.parse(readFileSync(MANIFEST_FILE, "utf8")) as FontManifest;
const sfntOf = async (file: string) =>
  fontverter.convert(readFileSync(join(FONTS_DIR, file)), "sfnt");

/** The glyph a font draws for `char` on its own. */
function glyphOf(sfnt: Buffer, char: string): number {
  const font = new harfbuzz.Font(new harfbuzz.Face(new harfbuzz.Blob(sfnt)));
  const buffer = new harfbuzz.Buffer();
  buffer.addText(char);
  buffer.guessSegmentProperties();
  harfbuzz.shape(font, buffer);
  return buffer.getGlyphInfos()[0]!.codepoint;
}

describe("sfnt", () => {
  it("writes a cmap that reads back the same, across runs and gaps", () => {
    const mapping = new Map([
      [0x20, 1],
      [0x21, 2],
      [0x22, 3],
      [0x41, 10],
      [0x42, 12],
      [0xa0, 1],
      [0x2011, 14],
    ]);
    expect(readCmap(writeCmap(mapping))).toEqual(mapping);
  });

  it("adds an alias with the glyph of its first source the font has, and leaves the rest", async () => {
    const sfnt = await sfntOf("inter-latin.woff2");
    const aliased = withAliases(sfnt, { 0x2012: [0x2010, 0x002d] });
    const mapping = readCmap(readTables(aliased).get("cmap")!);
    expect(mapping.get(0x2012)).toBe(mapping.get(0x2d));
    expect(glyphOf(aliased, "\u2012")).toBe(glyphOf(aliased, "-"));
    expect(codePointsOf(aliased)).toEqual([...codePointsOf(sfnt), 0x2012].sort((a, b) => a - b));
  });
});

describe("the font step", () => {
  it("writes ranges as CSS unicode-range", () => {
    expect(unicodeRange([0xa0, 0x20, 0x21, 0x22, 0x2011])).toBe("U+20-22, U+A0, U+2011");
  });

  it.each(TYPEFACES)(
    "gives $family a preloaded file with the whole preloaded text",
    async (face) => {
      const file = manifest.files.find((font) => font.family === face.family && font.preload)!;
      const sfnt = await sfntOf(file.file);
      expect(codePointsOf(sfnt)).toEqual(file.codePoints);
      for (const char of PRELOADED_TEXT) expect(file.codePoints).toContain(char.codePointAt(0));
      // Aliases draw their source's glyph: a non-breaking hyphen is a hyphen.
      expect(glyphOf(sfnt, "\u2011")).toBe(glyphOf(sfnt, "-"));
      expect(ALIASES[0x2011]).toContain(0x2d);
    },
  );

  it.each(TYPEFACES)("keeps only the weights $family is used at", async (face) => {
    const file = manifest.files.find((font) => font.family === face.family && font.preload)!;
    const axes = new harfbuzz.Face(new harfbuzz.Blob(await sfntOf(file.file))).getAxisInfos();
    if (typeof face.weight === "number") expect(axes).toEqual({});
    else expect(axes.wght).toMatchObject({ min: face.weight.min, max: face.weight.max });
  });

  it("splits each typeface into files that cover separate characters", () => {
    for (const { family } of TYPEFACES) {
      const files = manifest.files.filter((font) => font.family === family);
      expect(files.map((font) => font.preload).sort()).toEqual([false, true]);
      const all = files.flatMap((font) => font.codePoints);
      expect(new Set(all).size).toBe(all.length);
    }
  });

  it("declares each file's characters as its unicode-range", () => {
    const css = readFileSync(join(FONTS_DIR, "fonts.css"), "utf8");
    for (const font of manifest.files) {
      const rule = css.split("@font-face").find((block) => block.includes(`./${font.file}"`));
      expect(rule).toContain(`unicode-range: ${unicodeRange(font.codePoints)};`);
      expect(rule).toContain("font-display: swap;");
    }
  });
});
