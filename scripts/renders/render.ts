/**
 * `npm run renders`: draws the pictures of `shots.ts` and `object-shots.ts` from the 3D models into
 * `content/renders/`, with the key of each in `manifest.json`: path-traced with Blender's Cycles
 * and denoised (`path-trace.ts`). Only missing or out-of-date
 * pictures are drawn (`--all` draws every one), one at a time, each saved as soon as it is done,
 * so an interrupted run resumes where it stopped. The pictures are committed, so a fresh checkout
 * builds without Blender and without waiting; the image pipeline makes their
 * variants like any other source. It then records which cabin each collection's pictures show
 * (`cabins.ts`), so that a collection the business changed is shown by its renders again.
 *
 * `--check` draws nothing and fails if a picture is out of date; `--only=aurora` draws only the
 * pictures whose id contains the text. A trial run, `--only=saunas/aurora/main --scale=0.5`
 * (and `--samples=N`, `--noisy`), path-traces the chosen shots into `.cache/renders/trial/`
 * and touches nothing committed.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import sharp from "sharp";

import {
  allShots,
  type AnyShot,
  MANIFEST_FILE,
  PATH_TRACED_SETTINGS,
  readManifest,
  renderFile,
  sceneKey,
  staleShots,
  traceScene,
} from "./manifest";
import { pathTrace } from "./path-trace";
import { ofAddedCollection, recordCabinsShown } from "./cabins";

const root = fileURLToPath(new URL("../../", import.meta.url));
const OUT_DIR = join(root, ".cache/renders");

const args = new Set(process.argv.slice(2));
const manifest = readManifest();
const option = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const only = option("only");

if (option("scale") !== undefined || option("samples") !== undefined || args.has("--noisy")) {
  await trial();
  process.exit(0);
}
const toDraw = (args.has("--all") ? allShots : await staleShots(manifest)).filter(
  (shot) => !only || shot.id.includes(only),
);

if (args.has("--check")) {
  if (toDraw.length > 0) {
    console.error(
      `renders: ${toDraw.length} picture(s) out of date with their scenes (${toDraw.map((s) => s.id).join(", ")}). Run \`npm run renders\` and commit content/renders/.`,
    );
    process.exit(1);
  }
  console.log(`renders: all ${allShots.length} pictures match their scenes`);
  process.exit(0);
}

if (toDraw.length === 0) {
  await recordCabinsShown(await staleShots(manifest));
  console.log(`renders: all ${allShots.length} pictures match their scenes; nothing to draw`);
  process.exit(0);
}

console.log(`renders: drawing ${toDraw.length} of ${allShots.length} pictures`);

let drawn = 0;

/** Keeps a drawn picture and its key, after every picture, so an interrupted run keeps it. */
async function keep(shot: AnyShot, key: string, png: string, started: number) {
  const file = renderFile(shot.id);
  await mkdir(dirname(file), { recursive: true });
  await sharp(png).webp(PATH_TRACED_SETTINGS.webp).toFile(file);
  manifest[shot.id] = key;
  await writeFile(MANIFEST_FILE, `${JSON.stringify(sortKeys(manifest), null, 2)}\n`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`renders: [${++drawn}/${toDraw.length}] ${shot.id} (${seconds} s)`);
}

for (const shot of toDraw) {
  const started = performance.now();
  // The key is that of the very scene drawn.
  const scene = await traceScene(shot);
  const key = sceneKey(scene);
  const { png } = await pathTrace(async () => scene, {
    samples: PATH_TRACED_SETTINGS.samples,
    dir: join(OUT_DIR, "path-traced"),
  }).catch((error: unknown) => {
    console.error(`renders: ${shot.id} could not be path-traced. ${String(error)}`);
    process.exit(1);
  });
  await keep(shot, key, png, started);
}
// A collection whose pictures are now all drawn from its cabin shows them again.
await recordCabinsShown(await staleShots(manifest));

/** `--scale`, `--samples`, `--noisy`: path-traces the chosen shots for a look, commits nothing. */
async function trial() {
  const scale = Number(option("scale") ?? 1);
  const samples = Number(option("samples") ?? PATH_TRACED_SETTINGS.samples);
  if (!only || !Number.isInteger(samples) || samples < 1 || !(scale > 0 && scale <= 2)) {
    console.error(
      "renders: a trial names its shots with --only=TEXT; --samples is a whole number of 1 or more, --scale a factor up to 2.",
    );
    process.exit(1);
  }
  const chosen = allShots.filter((shot) => shot.id.includes(only));
  if (chosen.length === 0) {
    console.error(`renders: no shot's id contains "${only}".`);
    process.exit(1);
  }
  for (const [i, shot] of chosen.entries()) {
    const { png, seconds } = await pathTrace(() => traceScene(shot), {
      samples,
      scale,
      dir: join(OUT_DIR, "trial"),
      keepNoisy: args.has("--noisy"),
    });
    console.log(
      `renders: trial [${i + 1}/${chosen.length}] ${shot.id}, ${samples} samples: ${seconds.tracing.toFixed(0)} s tracing, ${seconds.denoising.toFixed(0)} s denoising → ${png}`,
    );
  }
}

/**
 * The manifest in a stable order (not the locale's), without shots that no longer exist (those of
 * a collection the business added stay, though the dataset at hand may not have it).
 */
function sortKeys(record: Record<string, string>): Record<string, string> {
  const ids = new Set(allShots.map((shot) => shot.id));
  return Object.fromEntries(
    Object.entries(record)
      .filter(([id]) => ids.has(id) || ofAddedCollection(id))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
}
