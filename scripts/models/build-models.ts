/**
 * The AR models: for every sauna of the range, `public/models/{slug}.glb` (binary glTF, for
 * Android's Scene Viewer) and `public/models/{slug}.usdz` (for iOS Quick Look), exported from the
 * 3D scene's own cabin (`app/scene/ar-export.ts`), which Vite copies into the build. They are
 * generated, never committed.
 *
 * Unchanged inputs are not exported again: the key in `.cache/models/key` covers the models'
 * data, this step's and the 3D scene's source, and the versions of three.js and sharp. Run on its
 * own with `npm run models`; `dev` and `build` run it with the other generators.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

import { saunaRange } from "../../app/catalogue/range-cabins";
import type { CabinModel } from "../../app/content/range-core";
import { exportGlb, exportUsdz } from "../../app/scene/ar-export";
import { arModelPath } from "../../app/scene/ar-paths";
import { withWebCanvas } from "./canvas";

const root = fileURLToPath(new URL("../../", import.meta.url));
const PUBLIC_DIR = join(root, "public");
const CACHE_FILE = join(root, ".cache/models/key");

/** Bump when this step's output changes for the same inputs. */
const STEP_VERSION = 1;

/** The sources the files are made from, besides the catalogue's data. */
const SOURCES = [
  "app/scene/ar-export.ts",
  "app/scene/scene.ts",
  "app/scene/timber.ts",
  "app/catalogue/cabin.ts",
  "scripts/models/canvas.ts",
  "scripts/models/build-models.ts",
  "app/scene/ar-paths.ts",
  "node_modules/three/package.json",
  "node_modules/sharp/package.json",
];

export interface ModelSource {
  slug: string;
  model: CabinModel;
}

const range: ModelSource[] = saunaRange.map(({ slug, model }) => ({ slug, model }));

/** Both files of one cabin, as bytes. */
export async function exportModels(model: CabinModel) {
  return withWebCanvas(async () => ({
    glb: await exportGlb(model),
    usdz: await exportUsdz(model),
  }));
}

async function cacheKey(models: readonly ModelSource[]): Promise<string> {
  const hash = createHash("sha256");
  hash.update(JSON.stringify({ STEP_VERSION, models }));
  for (const file of SOURCES) hash.update(await readFile(join(root, file)));
  return hash.digest("hex");
}

const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

/**
 * Writes both files of every model under `publicDir` (at `arModelPath`), removes files of
 * saunas no longer in the range, and skips the work when nothing has changed since the last run.
 */
export async function buildModels({
  publicDir = PUBLIC_DIR,
  models = range,
  cacheFile = CACHE_FILE,
  log = console.log,
}: {
  publicDir?: string;
  models?: readonly ModelSource[];
  cacheFile?: string;
  log?: (line: string) => void;
} = {}) {
  const started = performance.now();
  const files = models.flatMap(({ slug }) =>
    (["glb", "usdz"] as const).map((format) => join(publicDir, arModelPath(slug, format))),
  );
  const dir = dirname(files[0] ?? join(publicDir, arModelPath("any", "glb")));
  const key = await cacheKey(models);
  const cached = existsSync(cacheFile) ? await readFile(cacheFile, "utf8") : "";
  if (cached === key && files.every((file) => existsSync(file))) {
    log(`models: up to date (${files.length} files in ${relative(root, dir) || "."})`);
    return { files, written: 0 };
  }
  await mkdir(dir, { recursive: true });
  let total = 0;
  for (const [i, { slug, model }] of models.entries()) {
    const { glb, usdz } = await exportModels(model);
    await writeFile(join(publicDir, arModelPath(slug, "glb")), glb);
    await writeFile(join(publicDir, arModelPath(slug, "usdz")), usdz);
    total += glb.byteLength + usdz.byteLength;
    log(
      `models: ${i + 1}/${models.length} ${slug}: glb ${kb(glb.byteLength)}, usdz ${kb(usdz.byteLength)}`,
    );
  }
  const keep = new Set(files.map((file) => relative(dir, file)));
  for (const file of await readdir(dir)) {
    if (/\.(glb|usdz)$/.test(file) && !keep.has(file)) await rm(join(dir, file));
  }
  await mkdir(dirname(cacheFile), { recursive: true });
  await writeFile(cacheFile, key);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  log(`models: ${files.length} files in ${relative(root, dir) || "."}, ${kb(total)}, ${seconds} s`);
  return { files, written: files.length };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await buildModels();
}
