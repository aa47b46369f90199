/**
 * Which rendered pictures are up to date. A render's key is a hash of its shot (model, hour,
 * camera, size) and of the code that draws it; `content/renders/manifest.json` records the key
 * each committed picture was rendered with. A picture whose key no longer matches shows a model
 * that has changed since: the unit tests fail on it, and `npm run renders` draws it again.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import { type Shot, shots } from "./shots";

const root = fileURLToPath(new URL("../../", import.meta.url));
export const RENDERS_DIR = join(root, "content/renders");
export const MANIFEST_FILE = join(RENDERS_DIR, "manifest.json");

/** Bump when the rendering settings change (supersampling, encoder). */
export const RENDER_VERSION = 1;

/** The code a picture depends on, besides its shot's data. */
const SOURCES = [
  "app/catalogue/cabin.ts",
  "app/studio/controls.ts",
  "app/studio/lighting.ts",
  "app/studio/scene.ts",
  "app/studio/setting.ts",
  "app/studio/timber-tones.ts",
  "app/studio/timber.ts",
  "scripts/renders/page.ts",
];

let code: string | undefined;
function codeHash(): string {
  if (code === undefined) {
    const hash = createHash("sha256");
    for (const file of SOURCES) hash.update(file).update(readFileSync(join(root, file)));
    code = hash.digest("hex");
  }
  return code;
}

export function renderKey(shot: Shot): string {
  return createHash("sha256")
    .update(JSON.stringify({ version: RENDER_VERSION, shot }))
    .update(codeHash())
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
export function staleShots(manifest = readManifest(), all = shots): Shot[] {
  return all.filter(
    (shot) => manifest[shot.id] !== renderKey(shot) || !existsSync(renderFile(shot.id)),
  );
}

/** The rendered pictures that are current, by image id. */
export function currentRenders(): Map<string, string> {
  const manifest = readManifest();
  const stale = new Set(staleShots(manifest).map((shot) => shot.id));
  return new Map(
    shots.filter((shot) => !stale.has(shot.id)).map((shot) => [shot.id, renderFile(shot.id)]),
  );
}
