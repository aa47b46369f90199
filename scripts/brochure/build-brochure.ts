/**
 * The downloadable spec sheets and brochure: one A4 page per sauna in
 * `public/spec-sheets/{slug}.pdf`, and the whole range in `public/brochure/range.pdf`, which Vite
 * copies into the build. Their words and figures come from the data the pages read
 * (`content.ts`); their pictures are the JPEGs of the image pipeline, so `npm run images` runs
 * first.
 *
 * The output is deterministic (fixed dates and producer), so unchanged data leaves the files
 * untouched. Run on its own with `npm run brochure`; `dev` and `build` run it after the plans.
 */
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

import { paths } from "../../app/routing/paths";
import { loadEnv } from "../../server/env";

const root = fileURLToPath(new URL("../../", import.meta.url));

/** Writes `bytes` to `file` unless it already holds them; true when it wrote. */
async function writeIfChanged(file: string, bytes: Uint8Array): Promise<boolean> {
  const current = existsSync(file) ? await readFile(file) : undefined;
  if (current?.equals(bytes)) return false;
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, bytes);
  return true;
}

/**
 * Writes every sauna's sheet and the brochure under `outDir` (their paths are `paths.specSheet`
 * and `paths.brochure`), and removes sheets of saunas no longer in the range.
 */
export async function buildBrochure({
  outDir,
  publicDir,
  log = console.log,
}: {
  /** Where the PDFs go (the site's public folder); the pictures are read from `publicDir`. */
  outDir?: string;
  publicDir?: string;
  log?: (line: string) => void;
} = {}) {
  const started = performance.now();
  // Loaded here, after the configuration: the contact details come from it.
  const documents = await import("./documents");
  const pictures = publicDir ?? documents.PUBLIC_DIR;
  const dir = outDir ?? documents.PUBLIC_DIR;
  const files: string[] = [];
  let written = 0;
  let bytes = 0;
  const write = async (path: string, pdf: Uint8Array) => {
    if (await writeIfChanged(join(dir, path), pdf)) written++;
    files.push(path);
    bytes += pdf.byteLength;
  };
  for (const slug of documents.sheetSlugs) {
    await write(paths.specSheet(slug), await documents.renderSheet(slug, { publicDir: pictures }));
  }
  await write(paths.brochure, await documents.renderBrochure({ publicDir: pictures }));

  // The folder the sheets share: any sheet's path without its name.
  const sheetsDir = dirname(join(dir, paths.specSheet("any")));
  for (const file of await readdir(sheetsDir)) {
    const path = `/${relative(dir, join(sheetsDir, file)).split("\\").join("/")}`;
    if (file.endsWith(".pdf") && !files.includes(path)) await rm(join(sheetsDir, file));
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  log(
    `brochure: ${files.length} PDFs in ${relative(root, dir) || "."} (${written} written, ${files.length - written} unchanged), ${Math.round(bytes / 1024)} KB, ${seconds} s`,
  );
  return { files, written };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  loadEnv();
  await buildBrochure();
}
