/**
 * `npm run renders:path-traced -- --only=saunas/aurora/main`: renders shots of `shots.ts` with
 * Blender's path tracer (Cycles) instead of the real-time renderer, for judging the path-traced
 * pictures before they replace the committed ones (docs/decisions/029-path-traced-pictures.md).
 *
 * Each shot's scene is written as binary glTF (`scene-file.ts`), Blender renders it with
 * `cycles.py`, and the PNG lands in `.cache/renders/path-traced/`, with the seconds it took.
 * Nothing is committed or keyed yet: `npm run renders` still draws the site's pictures.
 *
 * Options: `--only=TEXT` (required: shots whose id contains it), `--samples=N` (128),
 * `--scale=F` (1: the shot's own size; 0.25 for a quick look). Needs Blender 3.4 or later on the
 * PATH, or in `BLENDER`, with numpy for its glTF importer (Debian: `apt-get install blender
 * python3-numpy`).
 */
import { spawn } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import { shotScene } from "./scene-file";
import { shots } from "./shots";

const root = fileURLToPath(new URL("../../", import.meta.url));
const OUT_DIR = join(root, ".cache/renders/path-traced");
const blender = process.env.BLENDER ?? "blender";

const option = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const only = option("only");
const samples = Number(option("samples") ?? 128);
const scale = Number(option("scale") ?? 1);

if (!only || !Number.isInteger(samples) || samples < 1 || !(scale > 0 && scale <= 2)) {
  console.error(
    "renders:path-traced: name the shots with --only=TEXT; --samples is a whole number of 1 or more, --scale a factor up to 2.",
  );
  process.exit(1);
}
const chosen = shots.filter((shot) => shot.id.includes(only));
if (chosen.length === 0) {
  console.error(`renders:path-traced: no shot's id contains "${only}".`);
  process.exit(1);
}

function runBlender(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(blender, args, { stdio: ["ignore", "pipe", "pipe"] });
    let log = "";
    child.stdout.on("data", (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4000)));
    child.stderr.on("data", (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4000)));
    child.on("error", (error) =>
      reject(new Error(`Blender would not start (${error.message}); set BLENDER to its path.`)),
    );
    child.on("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`Blender failed (exit ${code}):\n${log}`)),
    );
  });
}

await mkdir(OUT_DIR, { recursive: true });
for (const [i, shot] of chosen.entries()) {
  const started = performance.now();
  const { glb, extras } = await shotScene(shot);
  const name = shot.id.replaceAll("/", "--");
  const sceneFile = join(OUT_DIR, `${name}.glb`);
  const extrasFile = join(OUT_DIR, `${name}.json`);
  const png = join(OUT_DIR, `${name}.png`);
  await writeFile(sceneFile, glb);
  const size = {
    width: Math.round(extras.width * scale),
    height: Math.round(extras.height * scale),
  };
  await writeFile(extrasFile, JSON.stringify({ ...extras, ...size }));
  await runBlender([
    "--background",
    "--factory-startup",
    "--python-exit-code",
    "1",
    "--python",
    join(root, "scripts/renders/cycles.py"),
    "--",
    sceneFile,
    extrasFile,
    png,
    String(samples),
  ]);
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  console.log(
    `renders:path-traced: [${i + 1}/${chosen.length}] ${shot.id}, ${size.width} × ${size.height}, ${samples} samples: ${seconds} s → ${png}`,
  );
}
