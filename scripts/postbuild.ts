/**
 * Runs after `react-router build`, on `build/client`:
 * 1. turns the prerendered /404 page into `404.html`, the name static hosts look for;
 * 2. rewrites each page's React Router bootstrap to hydrate after the first paint
 *    (defer-hydration.ts);
 * 3. writes `_headers` (the security headers of server/security-headers.ts, per page);
 * 4. precompresses text files with Brotli and gzip, so no server compresses at request time;
 * 5. with the embedded blog (no Sanity project), copies its images to the paths the prerendered
 *    pages use (`/images/embedded/production/…`), so the site also works on a static host.
 */
import {
  cpSync,
  existsSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

import { loadEnv } from "../server/env";
import { listFiles } from "../server/files";
import { baseSecurityHeaders, documentHeaders } from "../server/security-headers";
import { deferHydration } from "./defer-hydration";

// App modules read the configuration when they load, so they are imported after it is loaded.
const env = loadEnv();
const { NOT_FOUND_PATH } = await import("../app/prerender");
const { blogConfig } = await import("../app/blog/config");
const { BLOG_IMAGES_DIR } = await import("../app/blog/dataset-files.server");

const clientDir = fileURLToPath(new URL("../build/client", import.meta.url));
const COMPRESSIBLE = /\.(html|js|css|svg|xml|txt|json|webmanifest)$/;

function moveNotFoundPage() {
  const prerendered = join(clientDir, NOT_FOUND_PATH, "index.html");
  if (!existsSync(prerendered)) throw new Error(`Missing prerendered ${NOT_FOUND_PATH} page.`);
  renameSync(prerendered, join(clientDir, "404.html"));
  rmSync(join(clientDir, NOT_FOUND_PATH), { recursive: true, force: true });
}

/** Headers each page's block of `_headers` sets for itself (see `writeHeadersFile`). */
const PER_PAGE = ["X-Frame-Options", "Content-Security-Policy"];

/**
 * Netlify / Cloudflare Pages `_headers`: base headers everywhere, and each page its own CSP and
 * X-Frame-Options (the tours may be framed by the site, other pages by nobody). X-Frame-Options
 * stays out of `/*`: hosts join a header two matching rules set with a comma, and a tour page's
 * "DENY, SAMEORIGIN" would be read as DENY.
 */
async function writeHeadersFile(htmlFiles: string[]) {
  const base = Object.entries(baseSecurityHeaders)
    .filter(([name]) => !PER_PAGE.includes(name))
    .map(([name, value]) => `  ${name}: ${value}`);
  const blocks = [
    ["/*", ...base].join("\n"),
    "/assets/*\n  Cache-Control: public, max-age=31536000, immutable",
    "/media/*\n  Cache-Control: public, max-age=31536000, immutable",
  ];
  for (const file of htmlFiles) {
    const urlPath = `/${relative(clientDir, file).split(sep).join("/")}`;
    const headers = documentHeaders(env, await readFile(file, "utf8"), urlPath);
    const lines = PER_PAGE.map((name) => `  ${name}: ${headers[name]}`).join("\n");
    const pagePath = urlPath.replace(/(^|\/)index\.html$/, "$1").replace(/\/$/, "") || "/";
    const paths = new Set([urlPath, pagePath, pagePath === "/" ? "/" : `${pagePath}/`]);
    for (const path of paths) blocks.push(`${path}\n${lines}`);
  }
  await writeFile(join(clientDir, "_headers"), `${blocks.join("\n\n")}\n`);
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

function precompress(files: string[]) {
  let saved = 0;
  for (const file of files) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < 1024) continue;
    const body = readFileSync(file);
    const br = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    const gz = gzipSync(body, { level: 9 });
    writeFileSyncIfSmaller(`${file}.br`, br, body.length);
    writeFileSyncIfSmaller(`${file}.gz`, gz, body.length);
    saved += body.length - br.length;
  }
  return saved;
}

function writeFileSyncIfSmaller(target: string, data: Buffer, originalSize: number) {
  if (data.length < originalSize) writeFileSync(target, data);
}

/** The embedded blog's images, where its image URLs point (a static host ignores `?w=…`). */
function copyBlogImages() {
  const config = blogConfig(env);
  if (!config.embedded || !existsSync(BLOG_IMAGES_DIR)) return;
  cpSync(BLOG_IMAGES_DIR, join(clientDir, "images", config.projectId, config.dataset), {
    recursive: true,
  });
}

const started = performance.now();
moveNotFoundPage();
copyBlogImages();
const files = listFiles(clientDir);
deferHydrationOfPages(files.filter((file) => file.endsWith(".html")));
await writeHeadersFile(files.filter((file) => file.endsWith(".html")));
const saved = precompress(files);
console.log(
  `postbuild: 404.html, blog images, hydration after first paint, _headers, precompressed (${Math.round(saved / 1024)} KB saved by Brotli) in ${Math.round(performance.now() - started)} ms`,
);
