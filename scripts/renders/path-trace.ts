/**
 * Renders one shot's scene with Blender's path tracer (Cycles) and takes the grain out of it: the
 * engine behind every committed picture in `content/renders/` (`npm run renders` calls it).
 *
 * The shot's scene arrives as binary glTF with its extras (a cabin's from `scene-file.ts`, an
 * object's from `object-scene.ts`), Blender renders it with
 * `cycles.py` into raw passes (colour, albedo, normal), `denoise.ts` takes the grain out, and
 * Blender's Filmic view (`tone.py`) makes a 16-bit PNG. Needs Blender 3.4 to 3.6 (4.0 renamed
 * the material inputs and views the scripts use) on the PATH, or in `BLENDER`, with numpy for its
 * glTF importer (Debian: `apt-get install blender python3-numpy`).
 * docs/decisions/029-path-traced-pictures.md says why.
 */
import { spawn } from "node:child_process";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import { denoise } from "./denoise";
import type { ShotExtras } from "./scene-file";

const root = fileURLToPath(new URL("../../", import.meta.url));
const blender = process.env.BLENDER ?? "blender";

function runBlender(script: string, ...args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      blender,
      [
        "--background",
        "--factory-startup",
        "--python-exit-code",
        "1",
        "--python",
        join(root, "scripts/renders", script),
        "--",
        ...args,
      ],
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    let log = "";
    const keep = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4000));
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.on("error", (error) =>
      reject(new Error(`Blender would not start (${error.message}); set BLENDER to its path.`)),
    );
    child.on("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`Blender failed (exit ${code}):\n${log}`)),
    );
  });
}

let versionChecked: Promise<void> | undefined;
/** Blender 3.4 to 3.6: the versions whose material inputs and views `cycles.py` and `tone.py` name. */
function checkVersion(): Promise<void> {
  versionChecked ??= new Promise((resolve, reject) => {
    const child = spawn(blender, ["--version"], { stdio: ["ignore", "pipe", "ignore"] });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.on("error", (error) =>
      reject(new Error(`Blender would not start (${error.message}); set BLENDER to its path.`)),
    );
    child.on("close", () => {
      const [, major, minor] = /Blender (\d+)\.(\d+)/.exec(out) ?? [];
      const version = Number(major) * 100 + Number(minor);
      if (version >= 304 && version < 400) resolve();
      else
        reject(
          new Error(
            `the path tracer needs Blender 3.4 to 3.6; ${blender} is ${out.split("\n")[0] || "not Blender"}.`,
          ),
        );
    });
  });
  return versionChecked;
}

async function readPass(file: string): Promise<Float32Array> {
  const bytes = await readFile(file);
  return new Float32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4);
}

export interface PathTraceOptions {
  samples: number;
  /** The picture's size against the shot's (1: its own size). */
  scale?: number;
  /** Where the working files and the PNG go. */
  dir: string;
  /** Also keep the picture before denoising, as NAME.noisy.png. */
  keepNoisy?: boolean;
}

export interface PathTraced {
  png: string;
  /** Seconds spent path tracing (Blender, the scene's loading included) and denoising. */
  seconds: { tracing: number; denoising: number };
}

/** A shot's scene as the path tracer takes it: binary glTF, and what it needs beyond the geometry. */
export interface TraceScene {
  glb: Uint8Array;
  extras: ShotExtras;
}

export async function pathTrace(
  scene: () => Promise<TraceScene>,
  options: PathTraceOptions,
): Promise<PathTraced> {
  const { samples, scale = 1, dir, keepNoisy = false } = options;
  await checkVersion();
  await mkdir(dir, { recursive: true });
  const started = performance.now();
  const { glb, extras } = await scene();
  const prefix = join(dir, extras.id.replaceAll("/", "--"));
  const sceneFile = `${prefix}.glb`;
  const extrasFile = `${prefix}.json`;
  const png = `${prefix}.png`;
  const size = {
    width: Math.round(extras.width * scale),
    height: Math.round(extras.height * scale),
  };
  await writeFile(sceneFile, glb);
  await writeFile(extrasFile, JSON.stringify({ ...extras, ...size }));
  const passes = (name: string) => `${prefix}.${name}.f32`;
  try {
    await runBlender("cycles.py", sceneFile, extrasFile, prefix, String(samples));
    const traced = performance.now();
    const clean = await denoise({
      ...size,
      colour: await readPass(passes("colour")),
      albedo: await readPass(passes("albedo")),
      normal: await readPass(passes("normal")),
    });
    await writeFile(passes("denoised"), clean);
    const denoised = performance.now();
    await runBlender("tone.py", passes("denoised"), extrasFile, png);
    if (keepNoisy) await runBlender("tone.py", passes("colour"), extrasFile, `${prefix}.noisy.png`);
    return {
      png,
      seconds: { tracing: (traced - started) / 1000, denoising: (denoised - traced) / 1000 },
    };
  } finally {
    for (const name of ["colour", "albedo", "normal", "denoised"])
      await rm(passes(name), { force: true });
    await rm(sceneFile, { force: true });
    await rm(extrasFile, { force: true });
  }
}
