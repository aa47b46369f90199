/**
 * Runs after `react-router build`, on `build/client`:
 * 1. turns the prerendered /404 page into `404.html`, the name static hosts look for;
 * 2. draws the 1200 × 630 social share image;
 * 3. writes `_headers` (the security headers of server/security-headers.ts, per page);
 * 4. precompresses text files with Brotli and gzip, so no server compresses at request time.
 */
import { existsSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";

import { loadEnv } from "../server/env";
import { listFiles } from "../server/files";
import { baseSecurityHeaders, documentHeaders } from "../server/security-headers";

// App modules read the configuration when they load, so they are imported after it is loaded.
const env = loadEnv();
const { SaunaInteriorArt } = await import("../app/components/artwork/sauna-interior");
const { NOT_FOUND_PATH } = await import("../app/prerender");
const { shareImage } = await import("../app/seo/structured-data");

const clientDir = fileURLToPath(new URL("../build/client", import.meta.url));
const COMPRESSIBLE = /\.(html|js|css|svg|xml|txt|json|webmanifest)$/;

function moveNotFoundPage() {
  const prerendered = join(clientDir, NOT_FOUND_PATH, "index.html");
  if (!existsSync(prerendered)) throw new Error(`Missing prerendered ${NOT_FOUND_PATH} page.`);
  renameSync(prerendered, join(clientDir, "404.html"));
  rmSync(join(clientDir, NOT_FOUND_PATH), { recursive: true, force: true });
}

async function drawShareImage() {
  const { width, height } = shareImage;
  const art = renderToStaticMarkup(createElement(SaunaInteriorArt)).replace(
    "<svg ",
    `<svg x="${width - 504}" y="0" width="504" height="630" preserveAspectRatio="xMidYMid slice" `,
  );
  const heatLines = [0, 1, 2]
    .map(
      (i) =>
        `<path d="M${150 + i * 70} 430c0-50 36-62 36-112s-24-62-24-88" stroke="#e8834a" stroke-width="5" stroke-linecap="round" fill="none"/>`,
    )
    .join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="#1f1b18"/>
  <rect x="96" y="180" width="280" height="280" rx="6" fill="none" stroke="#d8c6a6" stroke-width="3"/>
  ${heatLines}
  <line x1="96" y1="520" x2="600" y2="520" stroke="#d8c6a6" stroke-opacity="0.4" stroke-width="2"/>
  <line x1="96" y1="110" x2="600" y2="110" stroke="#d8c6a6" stroke-opacity="0.4" stroke-width="2"/>
  ${art}
</svg>`;
  const target = join(clientDir, shareImage.path);
  await mkdir(join(target, ".."), { recursive: true });
  await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: false }).toFile(target);
}

/** Netlify / Cloudflare Pages `_headers`: base headers everywhere, each page its own CSP. */
async function writeHeadersFile(htmlFiles: string[]) {
  const base = Object.entries(baseSecurityHeaders).map(([name, value]) => `  ${name}: ${value}`);
  const blocks = [
    ["/*", ...base].join("\n"),
    "/assets/*\n  Cache-Control: public, max-age=31536000, immutable",
  ];
  for (const file of htmlFiles) {
    const csp = documentHeaders(env, await readFile(file, "utf8"))["Content-Security-Policy"];
    const urlPath = `/${relative(clientDir, file).split(sep).join("/")}`;
    const pagePath = urlPath.replace(/(^|\/)index\.html$/, "$1").replace(/\/$/, "") || "/";
    const paths = new Set([urlPath, pagePath, pagePath === "/" ? "/" : `${pagePath}/`]);
    for (const path of paths) blocks.push(`${path}\n  Content-Security-Policy: ${csp}`);
  }
  await writeFile(join(clientDir, "_headers"), `${blocks.join("\n\n")}\n`);
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

const started = performance.now();
moveNotFoundPage();
await drawShareImage();
const files = listFiles(clientDir);
await writeHeadersFile(files.filter((file) => file.endsWith(".html")));
const saved = precompress(files);
console.log(
  `postbuild: 404.html, share image, _headers, precompressed (${Math.round(saved / 1024)} KB saved by Brotli) in ${Math.round(performance.now() - started)} ms`,
);
