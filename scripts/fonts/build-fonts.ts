/**
 * The font step: cuts the site's typefaces (typefaces.ts) into the files the pages load, and
 * writes into `app/fonts/` (generated, git-ignored):
 * - per typeface, `{id}-latin.woff2` (preloaded) and `{id}-latin-rest.woff2` (on demand);
 * - `fonts.css`, their `@font-face` rules, imported by app/app.css;
 * - `fonts.json`, the code points of each file, for the build's coverage check (coverage.ts).
 *
 * HarfBuzz (subset-font, WebAssembly) keeps the weight range the site uses, the layout features
 * browsers apply by default and the characters of each subset; the preloaded files get the aliases
 * of typefaces.ts. Unchanged inputs are not cut again (`.cache/fonts/key`).
 *
 * Run on its own with `npm run fonts`; `build`, `dev`, `typecheck` and the unit tests run it first.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

import fontverter from "fontverter";
import * as harfbuzz from "harfbuzzjs";
import subsetFont from "subset-font";

import { withAliases } from "./sfnt";
import {
  ALIASES,
  cssWeight,
  type FontFile,
  type FontManifest,
  LAYOUT_FEATURES,
  PRELOADED_TEXT,
  type Typeface,
  TYPEFACES,
} from "./typefaces";

const root = fileURLToPath(new URL("../../", import.meta.url));
export const FONTS_DIR = join(root, "app/fonts");
export const MANIFEST_FILE = join(FONTS_DIR, "fonts.json");
const CACHE_FILE = join(root, ".cache/fonts/key");
const require = createRequire(import.meta.url);

/** Bump when this step's output changes for the same inputs. */
const STEP_VERSION = 1;

/** The Unicode code points a font maps. */
export function codePointsOf(sfnt: Buffer): number[] {
  const face = new harfbuzz.Face(new harfbuzz.Blob(sfnt));
  return [...face.collectUnicodes()].sort((a, b) => a - b);
}

/** `[0x20, 0x21, 0x22, 0xa0]` → `U+20-22, U+A0`. */
export function unicodeRange(codePoints: number[]): string {
  const ranges: [number, number][] = [];
  for (const code of [...codePoints].sort((a, b) => a - b)) {
    const last = ranges.at(-1);
    if (last && last[1] === code - 1) last[1] = code;
    else ranges.push([code, code]);
  }
  const hex = (code: number) => code.toString(16).toUpperCase();
  return ranges
    .map(([start, end]) => (start === end ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`))
    .join(", ");
}

const text = (codePoints: Iterable<number>) => String.fromCodePoint(...codePoints);

async function cut(source: Buffer, typeface: Typeface, codePoints: number[], aliases = {}) {
  const sfnt = await subsetFont(source, text(codePoints), {
    targetFormat: "sfnt",
    keepFeatures: LAYOUT_FEATURES,
    variationAxes: { wght: typeface.weight },
  });
  const aliased = withAliases(sfnt, aliases);
  return { woff2: await fontverter.convert(aliased, "woff2"), codePoints: codePointsOf(aliased) };
}

async function buildTypeface(typeface: Typeface): Promise<FontFile[]> {
  const source = await readFile(require.resolve(typeface.source));
  const available = codePointsOf(await fontverter.convert(source, "sfnt"));
  const wanted = new Set([...PRELOADED_TEXT].map((char) => char.codePointAt(0)!));
  const aliasSources = Object.entries(ALIASES)
    .filter(([alias]) => wanted.has(Number(alias)))
    .flatMap(([, sources]) => sources);
  const preloaded = await cut(
    source,
    typeface,
    available.filter((code) => wanted.has(code) || aliasSources.includes(code)),
    ALIASES,
  );
  const covered = new Set(preloaded.codePoints);
  const rest = await cut(
    source,
    typeface,
    // Control characters draw nothing.
    available.filter((code) => code >= 0x20 && !covered.has(code)),
  );
  const files = [
    { file: `${typeface.id}-latin.woff2`, preload: true, ...preloaded },
    { file: `${typeface.id}-latin-rest.woff2`, preload: false, ...rest },
  ];
  for (const { file, woff2 } of files) await writeFile(join(FONTS_DIR, file), woff2);
  return files.map(({ file, preload, codePoints }) => ({
    family: typeface.family,
    file,
    preload,
    codePoints,
  }));
}

/** The `@font-face` rules (the two files of a typeface cover disjoint ranges). */
export function fontFaceCss(manifest: FontManifest): string {
  const rules = manifest.files.map((font) => {
    const typeface = TYPEFACES.find(({ family }) => family === font.family)!;
    return [
      "@font-face {",
      `  font-family: "${font.family}";`,
      "  font-style: normal;",
      `  font-weight: ${cssWeight(typeface)};`,
      "  font-display: swap;",
      `  src: url("./${font.file}") format("woff2");`,
      `  unicode-range: ${unicodeRange(font.codePoints)};`,
      "}",
    ].join("\n");
  });
  return `/* Written by scripts/fonts/build-fonts.ts (npm run fonts); do not edit. */\n${rules.join("\n")}\n`;
}

async function inputKey(): Promise<string> {
  const hash = createHash("sha256");
  hash.update(
    JSON.stringify({ STEP_VERSION, TYPEFACES, PRELOADED_TEXT, ALIASES, LAYOUT_FEATURES }),
  );
  hash.update(await readFile(new URL("./sfnt.ts", import.meta.url)));
  for (const name of ["subset-font", "harfbuzzjs", "fontverter"]) {
    hash.update(await readFile(join(root, "node_modules", name, "package.json")));
  }
  for (const typeface of TYPEFACES) hash.update(await readFile(require.resolve(typeface.source)));
  return hash.digest("hex");
}

export async function buildFonts({ log = console.log }: { log?: (line: string) => void } = {}) {
  const started = performance.now();
  const key = await inputKey();
  const cached = existsSync(CACHE_FILE) ? await readFile(CACHE_FILE, "utf8") : "";
  if (cached === key && existsSync(MANIFEST_FILE) && existsSync(join(FONTS_DIR, "fonts.css"))) {
    log("fonts: up to date");
    return;
  }
  await rm(FONTS_DIR, { recursive: true, force: true });
  await mkdir(FONTS_DIR, { recursive: true });
  const manifest: FontManifest = { files: [] };
  for (const typeface of TYPEFACES) manifest.files.push(...(await buildTypeface(typeface)));
  await writeFile(join(FONTS_DIR, "fonts.css"), fontFaceCss(manifest));
  await writeFile(MANIFEST_FILE, `${JSON.stringify(manifest)}\n`);
  await mkdir(dirname(CACHE_FILE), { recursive: true });
  await writeFile(CACHE_FILE, key);
  const sizes = await Promise.all(
    manifest.files.map(
      async ({ file }) =>
        `${file} ${((await readFile(join(FONTS_DIR, file))).length / 1024).toFixed(1)} KB`,
    ),
  );
  log(`fonts: ${sizes.join(", ")} in ${Math.round(performance.now() - started)} ms`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await buildFonts();
}
