/**
 * Runs after `react-router build`, on the client folder of the release being built (scripts/build.ts):
 * 1. turns the prerendered /404 page into `404.html`, the name static hosts look for;
 * 2. rewrites each page's React Router bootstrap to hydrate after the first paint
 *    (defer-hydration.ts);
 * 3. moves every other page to a flat file (`about/index.html` → `about.html`), and writes the
 *    static hosts' `_headers` (the security headers of server/security-headers.ts, per page) and
 *    `_redirects` (see static-host.ts);
 * 4. precompresses text files with Brotli and gzip, so no server compresses at request time;
 * 5. with the embedded blog (no Sanity project), copies its images to the paths the prerendered
 *    pages use (`/images/embedded/production/…`), so the site also works on a static host.
 */
import {
  existsSync,
  readFileSync,
  renameSync,
  rmSync,
  rmdirSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { dirname, join, relative, sep } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip as gzipCallback } from "node:zlib";

import { loadEnv } from "../server/env";
import { listFiles } from "../server/files";
import { mayExistAfterBuild } from "../server/client-routes";
import { copyImagesWithoutMetadata } from "./blog/copy-images";
import { deferHydration } from "./defer-hydration";
import { workingClientDir } from "./release";
import {
  NOT_FOUND_FILE,
  SPA_FALLBACK_FILE,
  fallbackPatterns,
  headersFile,
  redirectsFile,
} from "./static-host";
import { flatPageFile, pageAddress } from "../server/files";

const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCallback);

// App modules read the configuration when they load, so they are imported after it is loaded.
const env = loadEnv();
const { NOT_FOUND_PATH } = await import("../app/prerender");
const { baseSecurityHeaders, documentHeaders, framedBySite } =
  await import("../server/security-headers");
const { draftsBuild, showsDraftsBar } = await import("../app/config/drafts");
const { datasetConfig } = await import("../app/dataset/config");
const { BLOG_IMAGES_DIR } = await import("../app/dataset/embedded-files.server");

const clientDir = workingClientDir();
const COMPRESSIBLE = /\.(html|js|css|svg|xml|txt|json|webmanifest)$/;

function moveNotFoundPage() {
  const prerendered = join(clientDir, NOT_FOUND_PATH, "index.html");
  if (!existsSync(prerendered)) throw new Error(`Missing prerendered ${NOT_FOUND_PATH} page.`);
  renameSync(prerendered, join(clientDir, "404.html"));
  rmSync(join(clientDir, NOT_FOUND_PATH), { recursive: true, force: true });
}

/** A file's path inside the client folder, with "/" separators: `products/aurora.html`. */
const clientPath = (file: string) => relative(clientDir, file).split(sep).join("/");

/** Every prerendered page but the home page moves from `{path}/index.html` to `{path}.html`. */
function flattenPages() {
  for (const file of listFiles(clientDir)) {
    const path = clientPath(file);
    if (!path.endsWith("/index.html")) continue;
    renameSync(file, join(clientDir, flatPageFile(path)));
    rmdirIfEmpty(dirname(file));
  }
}

function rmdirIfEmpty(dir: string) {
  try {
    rmdirSync(dir);
  } catch {
    // Not empty: the folder also holds the pages below this one.
  }
}

/** `_headers` and `_redirects` for Cloudflare Pages and Netlify (see static-host.ts). */
async function writeStaticHostFiles(htmlFiles: string[]) {
  const headersOf = async (file: string) => {
    const path = `/${clientPath(file)}`;
    return documentHeaders(env, await readFile(file, "utf8"), path);
  };
  const patterns = fallbackPatterns((pattern) => mayExistAfterBuild.includes(pattern));
  const special = new Set([NOT_FOUND_FILE, SPA_FALLBACK_FILE]);
  const pages = [];
  for (const file of htmlFiles) {
    const name = clientPath(file);
    if (special.has(name)) continue;
    pages.push({ path: pageAddress(name), headers: await headersOf(file) });
  }
  const headers = headersFile({
    base: { ...baseSecurityHeaders },
    notFound: await headersOf(join(clientDir, NOT_FOUND_FILE)),
    fallback: await headersOf(join(clientDir, SPA_FALLBACK_FILE)),
    fallbackPatterns: patterns,
    pages,
    immutable: ["/assets/*", "/media/*"],
    // The preview of drafts is for editors only: no CDN or proxy may keep any of it.
    privateCache: Boolean(draftsBuild),
  });
  await writeFile(join(clientDir, "_headers"), headers);
  const addresses = listFiles(clientDir).map((file) => {
    const name = clientPath(file);
    return name.endsWith(".html") ? pageAddress(name) : `/${name}`;
  });
  await writeFile(
    join(clientDir, "_redirects"),
    redirectsFile({ notFoundAddress: NOT_FOUND_PATH, fallbackPatterns: patterns, addresses }),
  );
}

/**
 * A build of drafts says so on every page (but the 360° tours, which pages that say so frame), and
 * a build of what is published on none: either way the build stops on a page that breaks it.
 */
function checkDraftsBar(htmlFiles: string[]) {
  for (const file of htmlFiles) {
    const name = clientPath(file);
    const shown = showsDraftsBar(readFileSync(file, "utf8"));
    const expected = Boolean(draftsBuild) && !framedBySite(`/${name}`);
    if (shown === expected) continue;
    throw new Error(
      shown
        ? `${name} carries the preview of drafts' bar, but this is a build of what is published.`
        : `${name} lacks the bar that says this build shows unpublished drafts.`,
    );
  }
}

/** Every page React Router wrote hydrates after its first paint (see defer-hydration.ts). */
function deferHydrationOfPages(htmlFiles: string[]) {
  for (const file of htmlFiles) {
    const html = readFileSync(file, "utf8");
    if (!html.includes("window.__reactRouterContext")) continue;
    try {
      writeFileSync(file, deferHydration(html));
    } catch (error) {
      throw new Error(`${relative(clientDir, file)}: ${(error as Error).message}`, {
        cause: error,
      });
    }
  }
}

/**
 * Brotli at its best quality and gzip at level 9 for every text file, on zlib's thread pool (one
 * file per core at a time), so that the two cores of a small machine share the work.
 */
async function precompress(files: string[]): Promise<number> {
  const texts = files.filter((file) => COMPRESSIBLE.test(file) && statSync(file).size >= 1024);
  let saved = 0;
  let next = 0;
  const worker = async () => {
    while (next < texts.length) {
      const file = texts[next++]!;
      const body = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzip(body, { level: 9 }),
      ]);
      writeFileSyncIfSmaller(`${file}.br`, br, body.length);
      writeFileSyncIfSmaller(`${file}.gz`, gz, body.length);
      saved += body.length - br.length;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, availableParallelism()) }, worker));
  return saved;
}

function writeFileSyncIfSmaller(target: string, data: Buffer, originalSize: number) {
  if (data.length < originalSize) writeFileSync(target, data);
}

/**
 * The embedded blog's images, where its image URLs point (a static host ignores `?w=…`), upright
 * and without their metadata (copy-images.ts).
 */
async function copyBlogImages() {
  const config = datasetConfig(env);
  if (!config.embedded || !existsSync(BLOG_IMAGES_DIR)) return;
  const to = join(clientDir, "images", config.projectId, config.dataset);
  await copyImagesWithoutMetadata(BLOG_IMAGES_DIR, to);
}

const started = performance.now();
moveNotFoundPage();
await copyBlogImages();
const files = listFiles(clientDir);
deferHydrationOfPages(files.filter((file) => file.endsWith(".html")));
flattenPages();
const flat = listFiles(clientDir);
checkDraftsBar(flat.filter((file) => file.endsWith(".html")));
await writeStaticHostFiles(flat.filter((file) => file.endsWith(".html")));
const saved = await precompress(flat);
console.log(
  `postbuild: 404.html, blog images, hydration after first paint, flat pages, _headers, _redirects, precompressed (${Math.round(saved / 1024)} KB saved by Brotli) in ${Math.round(performance.now() - started)} ms`,
);
