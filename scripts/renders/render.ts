/**
 * `npm run renders`: draws the pictures of `shots.ts` from the 3D models, in headless Chromium
 * (software WebGL is enough), into `content/renders/`, with the key of each in `manifest.json`.
 * Only missing or out-of-date pictures are drawn (`--all` draws every one); progress is shown as
 * it goes. The pictures are committed, so a fresh checkout builds without a browser and without
 * waiting; the image pipeline makes their variants like any other source.
 *
 * `--check` draws nothing and fails if a picture is out of date; `--only=aurora` draws only the
 * pictures whose id contains the text.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import { chromium } from "@playwright/test";
import sharp from "sharp";
import { build } from "vite";

import {
  MANIFEST_FILE,
  readManifest,
  RENDER_SETTINGS,
  renderFile,
  renderKey,
  staleShots,
} from "./manifest";
import { chromiumArgs, chromiumPath } from "../chromium";
import { shots } from "./shots";

const root = fileURLToPath(new URL("../../", import.meta.url));
const OUT_DIR = join(root, ".cache/renders");

const args = new Set(process.argv.slice(2));
const manifest = readManifest();
const only = process.argv.find((arg) => arg.startsWith("--only="))?.slice("--only=".length);
const toDraw = (args.has("--all") ? shots : staleShots(manifest)).filter(
  (shot) => !only || shot.id.includes(only),
);

if (args.has("--check")) {
  if (toDraw.length > 0) {
    console.error(
      `renders: ${toDraw.length} picture(s) out of date with their models (${toDraw.map((s) => s.id).join(", ")}). Run \`npm run renders\` and commit content/renders/.`,
    );
    process.exit(1);
  }
  console.log(`renders: all ${shots.length} pictures match their models`);
  process.exit(0);
}

if (toDraw.length === 0) {
  console.log(`renders: all ${shots.length} pictures match their models; nothing to draw`);
  process.exit(0);
}

console.log(`renders: drawing ${toDraw.length} of ${shots.length} pictures`);
await build({
  configFile: false,
  logLevel: "warn",
  resolve: { alias: { "~": join(root, "app") } },
  build: {
    outDir: OUT_DIR,
    emptyOutDir: true,
    minify: false,
    lib: {
      entry: join(root, "scripts/renders/page.ts"),
      formats: ["iife"],
      name: "renderPage",
      fileName: () => "page.js",
    },
  },
});

const browser = await chromium
  .launch({ executablePath: chromiumPath, args: chromiumArgs })
  .catch((error: unknown) => {
    console.error(
      `renders: Chromium would not start (${String(error).split("\n")[0]}). Set CHROMIUM_PATH to a Chromium or Chrome executable.`,
    );
    process.exit(1);
  });

try {
  const page = await browser.newPage();
  await page.addScriptTag({ path: join(OUT_DIR, "page.js") });
  for (const [i, shot] of toDraw.entries()) {
    const started = performance.now();
    const dataUrl = await page.evaluate(([s, scale]) => window.renderShot(s, scale), [
      shot,
      RENDER_SETTINGS.scale,
    ] as const);
    const png = Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
    const file = renderFile(shot.id);
    await mkdir(dirname(file), { recursive: true });
    await sharp(png)
      .resize({ width: shot.width, height: shot.height, kernel: RENDER_SETTINGS.kernel })
      .webp(RENDER_SETTINGS.webp)
      .toFile(file);
    manifest[shot.id] = renderKey(shot);
    // Written after every picture, so an interrupted run keeps what it drew.
    await writeFile(MANIFEST_FILE, `${JSON.stringify(sortKeys(manifest), null, 2)}\n`);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`renders: [${i + 1}/${toDraw.length}] ${shot.id} (${seconds} s)`);
  }
} finally {
  await browser.close();
}

/** The manifest in a stable order (not the locale's), without shots that no longer exist. */
function sortKeys(record: Record<string, string>): Record<string, string> {
  const ids = new Set(shots.map((shot) => shot.id));
  return Object.fromEntries(
    Object.entries(record)
      .filter(([id]) => ids.has(id))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
}
