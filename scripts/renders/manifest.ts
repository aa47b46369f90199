/**
 * Which rendered pictures are up to date. A render's key is a hash of its shot (model, hour,
 * camera, size) and of the code that draws it; `content/renders/manifest.json` records the key
 * each committed picture was rendered with. A picture whose key no longer matches shows a model
 * that has changed since: the unit tests fail on it, and `npm run renders` draws it again.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, sep } from "node:path";
import { fileURLToPath } from "node:url";

import ts from "typescript";

import type { ObjectShot } from "./object-scene";
import { objectShots } from "./object-shots";
import { type Shot, shots } from "./shots";

/** Every rendered picture's shot: the cabins and rooms, then the objects on their set. */
export type AnyShot = Shot | ObjectShot;
export const allShots: readonly AnyShot[] = [...shots, ...objectShots];
export const isObjectShot = (shot: AnyShot): shot is ObjectShot => "module" in shot;

const root = fileURLToPath(new URL("../../", import.meta.url));
export const RENDERS_DIR = join(root, "content/renders");
export const MANIFEST_FILE = join(RENDERS_DIR, "manifest.json");

/**
 * How every picture is drawn and stored: path-traced (`path-trace.ts`: Blender's Cycles and the
 * denoiser), at the shot's own size (the path tracer
 * smooths its own edges), 16 samples a pixel and then the denoiser.
 */
export const PATH_TRACED_SETTINGS = {
  version: 1,
  engine: "Blender 3.4 Cycles, Open Image Denoise rt_hdr_alb_nrm",
  samples: 16,
  // Kept as high-quality WebP, which the image pipeline serves from.
  webp: { quality: 90, effort: 5 },
} as const;

/** Blender's scripts and the denoiser's weights, beside the path tracer's modules. */
export const PATH_TRACER_FILES = [
  "scripts/renders/cycles.py",
  "scripts/renders/tone.py",
  "scripts/renders/denoise-weights/rt_hdr_alb_nrm.tza",
];

/** The path tracer's modules: the denoiser's and what runs them. */
const PATH_TRACER_ENTRY = "scripts/renders/path-trace.ts";
/** What writes a cabin's scene file, and an object's. */
const CABIN_SCENE_ENTRY = "scripts/renders/scene-file.ts";
const OBJECT_SCENE_ENTRY = "scripts/renders/object-scene.ts";
/** What builds a place round an object, for the object shots that stand in one. */
const IN_PLACE_ENTRY = "app/studio/objects/in-place.ts";

/**
 * The project's modules an entry runs: it and everything it imports from the project, followed
 * file by file (type-only imports add no code and are skipped).
 */
function renderSources(entry: string): string[] {
  const found = new Set<string>();
  const visit = (file: string) => {
    if (found.has(file)) return;
    found.add(file);
    const text = readFileSync(join(root, file), "utf8");
    for (const [, kind, specifier] of text.matchAll(
      /^import\s+(type\s+)?[^;]*?from\s+"([^"]+)";/gms,
    )) {
      if (kind) continue;
      const target = specifier!.startsWith("~/")
        ? join("app", specifier!.slice(2))
        : specifier!.startsWith(".")
          ? join(dirname(file), specifier!)
          : undefined;
      if (!target) continue;
      const path = [`${target}.ts`, `${target}.tsx`, join(target, "index.ts")].find((candidate) =>
        existsSync(join(root, candidate)),
      );
      if (!path) throw new Error(`${file}: cannot find the module "${specifier}".`);
      visit(path.split(sep).join("/"));
    }
  };
  visit(entry);
  return [...found].sort();
}

/** The project's modules that several entries run, each once, in order. */
function sourcesOf(...entries: string[]): string[] {
  return [...new Set(entries.flatMap((entry) => renderSources(entry)))].sort();
}

/**
 * The files whose contents a picture's key covers: for a cabin, the path tracer's and the scene
 * file's; for an object, the path tracer's, the set's and its own builder's module (and the
 * place's, for one that stands in a place), and not the other objects' builders.
 */
export function keyedFiles(objectModule?: string, inPlace = false): string[] {
  if (objectModule)
    return [
      ...sourcesOf(
        PATH_TRACER_ENTRY,
        OBJECT_SCENE_ENTRY,
        objectModule,
        ...(inPlace ? [IN_PLACE_ENTRY] : []),
      ),
      ...PATH_TRACER_FILES,
    ];
  return [...sourcesOf(PATH_TRACER_ENTRY, CABIN_SCENE_ENTRY), ...PATH_TRACER_FILES];
}

/**
 * A module's code without its comments and layout: its tokens, one per line, as TypeScript parses
 * them (a template's text and a string's quotes included). Rewording a comment or reflowing a line
 * changes no picture, so it leaves every key as it was; a change to any token does not.
 */
export function codeTokens(text: string, file = "module.ts"): string {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const tokens: string[] = [];
  const visit = (node: ts.Node) => {
    if (node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode)
      return;
    const children = node.getChildren(source);
    if (children.length === 0) {
      if (node.kind !== ts.SyntaxKind.EndOfFileToken) tokens.push(node.getText(source));
      return;
    }
    for (const child of children) visit(child);
  };
  visit(source);
  return tokens.join("\n");
}

/** A Python script without its comment lines and blank lines (its docstrings are kept). */
export function scriptLines(text: string): string {
  return text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== "" && !line.trim().startsWith("#"))
    .join("\n");
}

/** What of a keyed file a key covers: the weights' bytes, a module's tokens, a script's lines. */
function keyedContent(file: string): Buffer | string {
  const bytes = readFileSync(join(root, file));
  if (file.endsWith(".tza")) return bytes;
  const text = bytes.toString("utf8");
  return file.endsWith(".py") ? scriptLines(text) : codeTokens(text, file);
}

const codes = new Map<string, string>();
/** The renderer's code and its libraries' versions (three.js; TensorFlow.js for the denoiser). */
function codeHash(objectModule?: string, inPlace = false): string {
  const which = objectModule ? `${objectModule}${inPlace ? "+place" : ""}` : "cabins";
  let code = codes.get(which);
  if (code === undefined) {
    const hash = createHash("sha256");
    const version = (name: string) =>
      (
        JSON.parse(readFileSync(join(root, "node_modules", name, "package.json"), "utf8")) as {
          version: string;
        }
      ).version;
    hash.update(`three@${version("three")}`);
    hash.update(`@tensorflow/tfjs@${version("@tensorflow/tfjs-backend-wasm")}`);
    for (const file of keyedFiles(objectModule, inPlace))
      hash.update(file).update(keyedContent(file));
    code = hash.digest("hex");
    codes.set(which, code);
  }
  return code;
}

export function renderKey(shot: AnyShot): string {
  return createHash("sha256")
    .update(JSON.stringify({ settings: PATH_TRACED_SETTINGS, shot }))
    .update(isObjectShot(shot) ? codeHash(shot.module, shot.place !== undefined) : codeHash())
    .digest("hex")
    .slice(0, 16);
}

/** Where a shot's picture is kept: `content/renders/saunas/aurora/main.webp`. */
export function renderFile(id: string): string {
  return join(RENDERS_DIR, `${id}.webp`);
}

export type Manifest = Record<string, string>;

export function readManifest(): Manifest {
  return existsSync(MANIFEST_FILE)
    ? (JSON.parse(readFileSync(MANIFEST_FILE, "utf8")) as Manifest)
    : {};
}

/** The shots whose picture is missing or was rendered from other data or code. */
export function staleShots(
  manifest = readManifest(),
  all: readonly AnyShot[] = allShots,
): AnyShot[] {
  return all.filter(
    (shot) => manifest[shot.id] !== renderKey(shot) || !existsSync(renderFile(shot.id)),
  );
}

/**
 * Every rendered picture committed, by image id, current or not: the image pipeline's source for
 * it (an out-of-date one still shows the item, as it was last rendered; the unit tests and the
 * build's log name it). The shots whose picture has never been rendered are `missing`.
 */
export function committedRenders(): { files: Map<string, string>; missing: AnyShot[] } {
  const files = new Map<string, string>();
  const missing: AnyShot[] = [];
  for (const shot of allShots) {
    const file = renderFile(shot.id);
    if (existsSync(file)) files.set(shot.id, file);
    else missing.push(shot);
  }
  return { files, missing };
}

/** Each rendered picture's size, by image id. */
export const renderSizes: ReadonlyMap<string, { width: number; height: number }> = new Map(
  allShots.map(({ id, width, height }) => [id, { width, height }]),
);
