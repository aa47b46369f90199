/**
 * Which rendered pictures are up to date. A render's key is a hash of what the path tracer is
 * given (the shot's scene file, its extras) and of the path tracer's own code, scripts and
 * weights; `content/renders/manifest.json` records the key each committed picture was rendered
 * with. A picture whose key no longer matches would now be drawn from another scene: the unit
 * tests fail on it, and `npm run renders` draws it again.
 *
 * So a key covers exactly what its picture shows: a change to a model, a place or a material
 * re-renders the pictures whose scenes it reaches and no other, and moving or rewording code that
 * builds the same scene re-renders nothing.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, sep } from "node:path";
import { fileURLToPath } from "node:url";

import ts from "typescript";

import { type ObjectShot, objectScene } from "./object-scene";
import { buildObject, objectShots } from "./object-shots";
import type { TraceScene } from "./path-trace";
import { shotScene } from "./scene-file";
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

/** A shot's scene as the path tracer takes it: a cabin in its room, or an object on its set or in its place. */
export function traceScene(shot: AnyShot): Promise<TraceScene> {
  return isObjectShot(shot) ? objectScene(shot, buildObject(shot)) : shotScene(shot);
}

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

/**
 * The files of the path tracer that every key covers: its modules (what runs Blender and the
 * denoiser), Blender's scripts and the denoiser's weights. What builds a scene is not among them:
 * the scene itself is keyed.
 */
export function pathTracerFiles(): string[] {
  return [...renderSources(PATH_TRACER_ENTRY), ...PATH_TRACER_FILES];
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

let pathTracerCode: string | undefined;
/** The path tracer's code, scripts and weights, and the denoiser's library's version. */
function pathTracerHash(): string {
  if (pathTracerCode === undefined) {
    const hash = createHash("sha256");
    const { version } = JSON.parse(
      readFileSync(join(root, "node_modules/@tensorflow/tfjs-backend-wasm/package.json"), "utf8"),
    ) as { version: string };
    hash.update(`@tensorflow/tfjs@${version}`);
    for (const file of pathTracerFiles()) hash.update(file).update(keyedContent(file));
    pathTracerCode = hash.digest("hex");
  }
  return pathTracerCode;
}

/**
 * A scene's digest: its glTF, with each binary part (a mesh's vertices, a texture's PNG) named by
 * a hash of its bytes instead of its place in the file, and its extras. The exporter writes the
 * textures in the order their encoding finishes, which varies from run to run; the digest does
 * not.
 */
export function sceneDigest({ glb, extras }: TraceScene): string {
  const bytes = Buffer.from(glb.buffer, glb.byteOffset, glb.byteLength);
  if (bytes.toString("latin1", 0, 4) !== "glTF") throw new Error(`${extras.id}: not binary glTF.`);
  const jsonLength = bytes.readUInt32LE(12);
  const json = JSON.parse(bytes.toString("utf8", 20, 20 + jsonLength)) as {
    bufferViews?: { byteOffset?: number; byteLength: number; byteStride?: number }[];
    buffers?: unknown;
  };
  const binStart = 20 + jsonLength + 8;
  const views = (json.bufferViews ?? []).map(({ byteOffset = 0, byteLength, byteStride }) =>
    createHash("sha256")
      .update(bytes.subarray(binStart + byteOffset, binStart + byteOffset + byteLength))
      .update(String(byteStride ?? ""))
      .digest("hex"),
  );
  delete json.bufferViews;
  delete json.buffers;
  // Every reference to a part, wherever it stands (an accessor, an image, a sparse accessor's
  // indices, an extension's data), names the part's bytes instead of its place.
  const named = (node: unknown): unknown =>
    Array.isArray(node)
      ? node.map(named)
      : node && typeof node === "object"
        ? Object.fromEntries(
            Object.entries(node).map(([key, value]) => [
              key,
              key === "bufferView" && typeof value === "number" ? views[value] : named(value),
            ]),
          )
        : node;
  return createHash("sha256")
    .update(JSON.stringify(named(json)))
    .update(JSON.stringify(extras))
    .digest("hex");
}

/** A scene's key: the path tracer's settings and code, and the scene's digest. */
export function sceneKey(scene: TraceScene): string {
  return createHash("sha256")
    .update(JSON.stringify(PATH_TRACED_SETTINGS))
    .update(pathTracerHash())
    .update(sceneDigest(scene))
    .digest("hex")
    .slice(0, 16);
}

const keys = new WeakMap<AnyShot, Promise<string>>();
/** A shot's key: its scene's, built once for each shot. */
export function renderKey(shot: AnyShot): Promise<string> {
  let key = keys.get(shot);
  if (!key) {
    key = traceScene(shot).then(sceneKey);
    keys.set(shot, key);
  }
  return key;
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

/**
 * The shots whose picture is missing or was rendered from another scene or path tracer. Each
 * scene is built to be keyed (a fifth of a second for a cabin), one at a time.
 */
export async function staleShots(
  manifest = readManifest(),
  all: readonly AnyShot[] = allShots,
): Promise<AnyShot[]> {
  const stale: AnyShot[] = [];
  for (const shot of all)
    if (manifest[shot.id] !== (await renderKey(shot)) || !existsSync(renderFile(shot.id)))
      stale.push(shot);
  return stale;
}

/**
 * Every rendered picture committed, by image id, current or not: the image pipeline's source for
 * it (an out-of-date one still shows the item, as it was last rendered; the unit tests and
 * `npm run renders -- --check` name it). The shots whose picture has never been rendered are `missing`.
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
