/**
 * Font coverage: every character of the site's text must be in the site's fonts, so that a new
 * word with an "é", a "½" or an arrow is never drawn, silently, in a fallback face.
 *
 * Two checks use it:
 * - the unit test (coverage.test.ts): the text the site's own code holds (string literals and JSX
 *   text under app/, messages the browser shows itself included) and the embedded blog's posts must
 *   be in the preloaded subsets;
 * - the build (`npm run build` runs this file last): the text of every prerendered page, which also
 *   holds what the blog service returned at build time. A character in no file of a typeface fails
 *   the build; one only in its on-demand file (`*-latin-rest.woff2`) is a warning: the page still
 *   draws it in the site's face, from a second small file it fetches late, and adding it to
 *   `PRELOADED_TEXT` (typefaces.ts) saves that.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

import ts from "typescript";

import { workingClientDir } from "../release";
import type { FontManifest } from "./typefaces";

/** Characters that draw nothing: controls, format characters (zero-width, soft hyphen), separators. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

const NAMED: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === "#") {
      const code =
        name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return String.fromCodePoint(code);
    }
    return NAMED[name.toLowerCase()] ?? entity;
  });
}

/** The text a page shows: outside tags, scripts, styles and comments; and its fields' values. */
export function textOfHtml(html: string): string {
  const fields = [...html.matchAll(/<(?:input|textarea)\b[^>]*>/gi)]
    .flatMap(([tag]) => [...tag.matchAll(/\s(?:placeholder|value)="([^"]*)"/gi)])
    .map((match) => match[1] ?? "")
    .join(" ");
  const body = html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(/<[^>]*>/g, " ");
  return decodeEntities(`${body} ${fields}`);
}

/** The text of a TypeScript or TSX file's string literals, template strings and JSX text. */
export function textOfSource(code: string, fileName = "source.tsx"): string {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, false);
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
    ) {
      texts.push(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts.join(" ");
}

/** Every string in a JSON value (the blog's documents). */
export function textOfJson(value: unknown): string {
  if (typeof value === "string") return value;
  const parts = Array.isArray(value)
    ? value
    : value && typeof value === "object"
      ? Object.values(value)
      : [];
  return parts.map(textOfJson).filter(Boolean).join(" ");
}

export type Uncovered = { family: string; char: string; where: string[] };

/**
 * Per typeface, the characters of `texts` (by where they were found) that none of its files
 * covers (`missing`), and those only its on-demand files cover (`onDemand`).
 */
export function coverage(manifest: FontManifest, texts: Map<string, string>) {
  const chars = new Map<string, Set<string>>();
  for (const [where, text] of texts) {
    for (const char of new Set(text)) {
      if (INVISIBLE.test(char)) continue;
      if (!chars.has(char)) chars.set(char, new Set());
      chars.get(char)!.add(where);
    }
  }
  const missing: Uncovered[] = [];
  const onDemand: Uncovered[] = [];
  const families = [...new Set(manifest.files.map((file) => file.family))];
  for (const family of families) {
    const files = manifest.files.filter((file) => file.family === family);
    const preloaded = new Set(
      files.filter((file) => file.preload).flatMap((file) => file.codePoints),
    );
    const any = new Set(files.flatMap((file) => file.codePoints));
    for (const [char, where] of chars) {
      const code = char.codePointAt(0)!;
      if (preloaded.has(code)) continue;
      (any.has(code) ? onDemand : missing).push({ family, char, where: [...where].sort() });
    }
  }
  return { missing, onDemand };
}

export const describeChar = (char: string) =>
  `"${char}" (U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")})`;

export function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Each prerendered page's text, by its path in the build. */
export function pageTexts(clientDir: string): Map<string, string> {
  const pages = listFiles(clientDir).filter((name) => name.endsWith(".html"));
  return new Map(
    pages.map((file) => [`/${relative(clientDir, file)}`, textOfHtml(readFileSync(file, "utf8"))]),
  );
}

export const summary = ({ family, char, where }: Uncovered) =>
  `  ${family}: ${describeChar(char)} in ${where.slice(0, 3).join(", ")}${where.length > 3 ? ` and ${where.length - 3} more` : ""}`;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = fileURLToPath(new URL("../../", import.meta.url));
  const manifest = JSON.parse(
    readFileSync(join(root, "app/fonts/fonts.json"), "utf8"),
  ) as FontManifest;
  const { missing, onDemand } = coverage(manifest, pageTexts(workingClientDir()));
  if (onDemand.length > 0) {
    console.warn(
      `fonts: these characters make the pages that use them fetch a second font file; add them to PRELOADED_TEXT in scripts/fonts/typefaces.ts:\n${onDemand.map(summary).join("\n")}`,
    );
  }
  if (missing.length > 0) {
    console.error(
      `fonts: these characters are in no font file and would be drawn in a fallback face; add them to PRELOADED_TEXT in scripts/fonts/typefaces.ts if the typeface has them, or change the text:\n${missing.map(summary).join("\n")}`,
    );
    process.exit(1);
  }
  console.log("fonts: the preloaded subsets cover every character of the prerendered pages");
}
