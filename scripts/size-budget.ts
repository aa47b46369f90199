/**
 * The bundle budget (`npm run size`, part of `npm test` right after the build): the JavaScript and
 * CSS that a prerendered page loads before it is interactive, gzipped at level 9, and the fonts it
 * preloads (WOFF2, compressed already: their size as served), against a budget per page.
 * Deterministic: it reads build/client, never a browser or the network.
 *
 * What a page loads: every `<script src>`, every `<link rel="modulepreload">`, every module an
 * inline `<script type="module">` imports or names (see `bootstrapModules`), and, recursively, every module those import statically
 * (dynamic `import()`s load later, on demand, and are not counted); every `<link rel="stylesheet">`
 * and its `@import`s. A module preloaded but never imported still counts: the browser fetches it.
 * Fonts: every `<link rel="preload" as="font">` (the fonts the first view is drawn in; the others
 * load on demand, when a page uses a character only they have).
 *
 * 1 KB here is 1024 bytes (KiB); the table also gives each page's total in bytes. `--files` lists
 * every file with its size.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { posix } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

export type PageBudget = {
  /** How the page is named in the table. */
  name: string;
  /** The prerendered HTML file, relative to build/client. */
  html: string;
  /** Budgets in KB (1024 bytes): JS and CSS gzipped, fonts as served. */
  js: number;
  css: number;
  fonts: number;
};

/**
 * The pages under budget. The target for the home page is under 120 KB of JavaScript (React 19 and
 * React Router alone are about 104 KB). The budgets sit a little above today's figures, so that
 * growth is a decision, not an accident. The product page's went from 135 to 136 KB for the units
 * helper (app/format/units.ts, 0.5 KB), which keeps every size and temperature on one line. CSS
 * went from 11 to 11.5 KB for what lets the page work before its JavaScript (the tabs' and the
 * menus' rules, decision 013) and for the balanced grids that never end on one lonely card.
 * Fonts: the two preloaded subsets (scripts/fonts). The blog list's 126 KB holds its Sanity
 * client and schemas out of the page (they load with the first query). The range registry and the
 * one paths builder (every link built from them, the menu from the range's names) cost every page
 * 0.25 KB in the shell: home 120.5 KB; the sauna page's 137 KB also holds the price lines, the
 * indicative-price note, its spec and plan links and its ItemList data. The buyer's tools (the
 * comparison, the sizing calculator, four guides) add six routes to the route table React Router
 * sends every page, and two links to the products menu: home 121.5 KB (121.0), the sauna page
 * 138 KB (137.5), the blog 127 KB (126.5), and CSS 12 KB (11.6) for their tables and forms.
 * Trust and visits (a page per office, booking a visit, the privacy page) add four routes to that
 * table, the offices' addresses and the information officer to the configuration every page
 * carries, "Book a visit" to the phone header, and real testimonials and logo files to the home
 * page's sections: about 1.1 KB on every page. Home 122.5 KB (122.1), the sauna page 138.5 KB
 * (138.3), the blog 127.5 KB (127.3). CSS 12.5 KB (12.2) for the booking form, the office and
 * privacy pages and the 3D viewer's stage, in the one stylesheet every page shares.
 * The configurator on every sauna page (decision 024) adds its form and figures panel, the design's
 * options and address, and the timbers' swatch colours; the arithmetic for a changed design loads
 * when the design first changes; "See it in your room" (decision 023) adds its two native links.
 * The sauna page 145 KB (144.5); 145.5 KB (145.4) once the 3D viewer's poster part is shared
 * with the gallery's client rooms (decision 025) and ships as a small chunk of its own.
 * 146 KB (145.7) with the pictures rendered from the 3D models (decision 026): the catalogue's
 * chunk carries the blurred placeholder of each of the five saunas' six pictures, and a rendered
 * picture's is about a dozen bytes longer than a flat drawing's, in base64 that gzip cannot shrink.
 * 146.5 KB (146.1) for 'See your design in your room' on an iPhone: the link prepares the
 * configured design's file on the tap, saying so while it works.
 * The header's 'Book a visit' and 'Enquire' on a desktop (one pair of links serves phones and
 * desktops) and the products menu opening under a mouse that rested on it before hydration add
 * about 0.19 KB to every page: home 122.4 KB, the sauna page 146.4 KB, within their budgets; the
 * blog, which sat 49 bytes under its budget, 128 KB (127.6).
 * Honest by default (decision 028) and the buyer's rough edges: the served places as one list and
 * `SITE_ENV` in the shell; on the home page the logo strip's example mark and the reviews section
 * titled for what it holds; on the sauna page what its price includes and how soon, 'Try again'
 * after a paused 3D view and the note that says how a configured design differs from the picture,
 * and the circuits named once each; in the stylesheet the number fields' widths, the tour's way back
 * and the preview's notice. Home 123.5 KB (123.0), the sauna page 147.5 KB (147.3), CSS 13 KB
 * (12.5); the blog stays within its 128 KB (127.9).
 * Every room its own place (decision 030): the gallery's alt text says where each cabin stands and
 * when, from the same data the pictures are rendered from; the catalogue chunk the sauna page
 * shares with the gallery carries those words. The sauna page 148 KB (147.6).
 * Proof from the content studio (decision 032): a client's photograph under their testimonial is
 * drawn from image URLs worked out at build time, by a small picture component (0.4 KB) that the
 * blog's pictures now share, in a chunk of its own. Home 124 KB (123.6), the blog 128.5 KB (128.2).
 * The range's prices from the content studio: a generated table of every item's price in the
 * catalogue chunk, where each cabin carried its own figure. The sauna page 147.9 KB, within 148.
 * Each collection's 3D view opens in the place of its main picture (decision 035), and a
 * photograph from the content studio brings its own alt text, which the picture, the gallery's
 * thumbnails and the share card prefer (decision 033): the sauna page 148.5 KB (148.0).
 * The rooms the business built, each a page of its own from the content studio, add one route to
 * the route table every page receives (0.12 KB), and its address to the one paths builder: the
 * sauna page 148.7 KB (148.6), the blog 128.6 KB (128.5).
 * Keeps what it accepts: in a preview each example phone number, e-mail and address is marked
 * where it stands (the header's phone menu and the footer, on every page, carry the example
 * values to compare with), and the enquiry and booking forms hold the server's field limits as
 * the visitor types. Home 124.5 KB (124.3), the sauna page 149.4 KB (149.2), the blog 129.2 KB
 * (129.0).
 * The business keeps its words (decisions 045 and 046): each page's title and description, the
 * home and about pages' words and a collection's headline, story and features come from
 * generated modules of the business's words, with the figures they name filled in by a small
 * function (in the shell for the pages' words, in the catalogue chunk for the collections'); the
 * showrooms' calendar left the shell for the booking's pages. Home 124.7 KB (124.5), the sauna page
 * 150 KB (149.8), the blog 129.5 KB (129.3).
 * Every render says so where it is shown: the shared picture draws a small "Render" on each picture
 * the pipeline marks as one (one CSS class, a few elements), and each image's data says whether it
 * is a render. Home 125 KB (124.9), the sauna page 150.3 KB (150.2), the blog 129.7 KB (129.5); the
 * stylesheet 13.2 KB (13.1).
 * A design the buyer takes away, and a retry that really retries: the configurator's "Download your
 * design (PDF)" button and its failure (the PDF's code loads on the click), and the 3D viewer
 * loading the page afresh after a second failed download. The sauna page 150.7 KB (150.6).
 * The rest of the words are the business's (decisions 047 and 048): the page-not-found view in the
 * shell takes its words and its count of collections from the dataset, filled in at run time (0.4
 * KB in the shell, so on every page); the home page's sections, and each collection's sizes,
 * timbers and fronts, come from generated modules rather than shared constants. Home 125.7 KB
 * (125.5), the sauna page 151.5 KB (151.3), the blog 130.2 KB (130.0).
 *
 * Then the business came to add collections (decision 049): the shell's list of collections and
 * its menu take those it added from a generated module, a picture may be marked "Drawing" as well
 * as "Render", and the sauna page builds a collection it does not know from its document, with its
 * drawings, and reads the kits' installation line from the kits page's words. Home 125.9 KB
 * (125.74), the sauna page 152.5 KB (152.3), the blog 130.4 KB (130.2).
 *
 * Then the developer's collections took their standard cabins from their documents too (decision
 * 050): the sauna page reads them, with whether each one's renders still show its cabin, and
 * shows a collection's drawings and no tour while they do not; and a collection the business added
 * shows the renders a developer made from its document, described from its cabin. The sauna page
 * 153.0 KB (152.8).
 */
export const PAGE_BUDGETS: PageBudget[] = [
  { name: "Home", html: "index.html", js: 125.9, css: 13.2, fonts: 36 },
  {
    name: "Sauna product (Aurora)",
    html: "products/aurora.html",
    js: 153.0,
    css: 13.2,
    fonts: 36,
  },
  // The blog's runtime client and schemas (50 KB) load on the first query, never with the page.
  { name: "Blog", html: "blog.html", js: 130.4, css: 13.2, fonts: 36 },
];

/**
 * Code a page loads only when the visitor asks for it (a dynamic `import()`), under a budget of
 * its own: the chunk and every module it imports statically, less what the page has already
 * loaded (React, the shared chunks).
 */
export type ChunkBudget = {
  name: string;
  /** The page that loads it, relative to build/client. */
  page: string;
  /** The chunk: the file in build/client/assets whose name starts with this (then its hash). */
  chunk: string;
  /** Budget in KB (1024 bytes), gzipped. */
  js: number;
};

/**
 * The 3D viewer (decision 022): three.js with the cabin, its timber and the viewer, fetched when a
 * visitor presses 'View in 3D' on a sauna's page. 250 KB holds three.js's renderer and physically
 * based materials: 141.3 KB today, with the configurator's live model and the room round the
 * cabin (decision 026), counting the part it shares with the AR export of a configured design.
 */
export const CHUNK_BUDGETS: ChunkBudget[] = [
  {
    name: "3D viewer (on 'View in 3D')",
    page: "products/aurora.html",
    chunk: "scene-stage-",
    js: 250,
  },
  {
    // On an iPhone, 'See your design in your room' (decision 023): the USDZ exporter and the
    // cabin, sharing three.js and the scene with the 3D studio's chunk.
    name: "AR of a configured design (on the tap, iOS)",
    page: "products/aurora.html",
    chunk: "ar-design-",
    js: 250,
  },
  {
    // 'Download your design (PDF)': pdf-lib with the plans' drawing and the PDF's layout, fetched
    // only when the visitor presses it. 180.5 KB today, nearly all of it pdf-lib.
    name: "Design PDF (on 'Download your design')",
    page: "products/aurora.html",
    chunk: "design-pdf-",
    js: 190,
  },
];

export type PageAssets = { js: string[]; css: string[]; fonts: string[] };

const ATTRIBUTE = (name: string) => new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`, "i");

/** The script, style and preloaded font URLs an HTML document names directly, in document order. */
export function documentAssets(html: string): PageAssets {
  const js: string[] = [];
  const css: string[] = [];
  const fonts: string[] = [];
  for (const [, attributes = ""] of html.matchAll(/<link\b([^>]*)>/gi)) {
    const rel = ATTRIBUTE("rel").exec(attributes)?.[1]?.toLowerCase().split(/\s+/) ?? [];
    const href = ATTRIBUTE("href").exec(attributes)?.[1];
    if (!href) continue;
    if (rel.includes("modulepreload")) js.push(href);
    if (rel.includes("stylesheet")) css.push(href);
    if (rel.includes("preload") && ATTRIBUTE("as").exec(attributes)?.[1] === "font")
      fonts.push(href);
  }
  for (const [, attributes = "", body = ""] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script>/gi,
  )) {
    const src = ATTRIBUTE("src").exec(attributes)?.[1];
    if (src) js.push(src);
    else if (/\btype\s*=\s*["']?module\b/i.test(attributes)) js.push(...bootstrapModules(body));
  }
  return { js: unique(js), css: unique(css), fonts: unique(fonts) };
}

/**
 * The modules an inline module script (the page's bootstrap) loads as the page starts: what it
 * imports statically, and every other module it names in a string (the bootstrap rewritten by
 * defer-hydration.ts preloads and imports them once the page has painted; they load up front all
 * the same).
 */
export function bootstrapModules(code: string): string[] {
  const named = [...code.matchAll(/["']([^"'\s]+\.m?js)["']/g)].map((match) => match[1] ?? "");
  return unique([...staticImports(code), ...named]);
}

/**
 * The specifiers a JavaScript module imports or re-exports statically: the `import "x"` and
 * `import … from "x"` statements that open a bundled module, and `export … from "x"` anywhere.
 * Dynamic `import("x")` is left out on purpose. Only the leading statements are read, so text in
 * strings or comments further down (error messages quoting an import) is never mistaken for one.
 */
export function staticImports(code: string): string[] {
  const specifiers: string[] = [];
  const leading =
    /^(?:\s+|\/\*[\s\S]*?\*\/|\/\/[^\n]*\n|import\s*(?:[\w$*{}\s,]+?\s*from\s*)?(["'`])([^"'`]+)\1\s*;?)/;
  let rest = code;
  for (let match = leading.exec(rest); match && match[0].length > 0; match = leading.exec(rest)) {
    if (match[2]) specifiers.push(match[2]);
    rest = rest.slice(match[0].length);
  }
  const reexports = /\bexport\s*(?:\*(?:\s*as\s+[\w$]+)?|\{[^}]*\})\s*from\s*(["'`])([^"'`]+)\1/g;
  for (const match of code.matchAll(reexports)) specifiers.push(match[2] ?? "");
  return unique(specifiers.filter(Boolean));
}

/** `@import`s of a stylesheet. */
export function cssImports(css: string): string[] {
  const imports = css.matchAll(/@import\s+(?:url\()?\s*["']?([^"')\s;]+)["']?\s*\)?/g);
  return unique([...imports].map((match) => match[1] ?? "").filter(Boolean));
}

/**
 * Every JS and CSS file (as a URL path) the page at `htmlPath` loads up front. `read` returns a
 * file's text by URL path, or undefined when it does not exist (which fails the check).
 */
export function pageAssets(
  htmlPath: string,
  read: (urlPath: string) => string | undefined,
): PageAssets & { missing: string[] } {
  const html = read(htmlPath);
  if (html === undefined) return { js: [], css: [], fonts: [], missing: [htmlPath] };
  const direct = documentAssets(html);
  const missing: string[] = [];
  const follow = (roots: string[], importsOf: (text: string) => string[]) =>
    closure(
      roots.map((url) => resolveUrl(htmlPath, url)),
      read,
      importsOf,
      missing,
    );
  return {
    js: follow(direct.js, staticImports),
    css: follow(direct.css, cssImports),
    fonts: follow(direct.fonts, () => []),
    missing,
  };
}

/**
 * The files `roots` (URL paths) load, themselves included: each file's `importsOf`, recursively.
 * Files that do not exist are added to `missing`.
 */
export function closure(
  roots: string[],
  read: (urlPath: string) => string | undefined,
  importsOf: (text: string) => string[],
  missing: string[] = [],
): string[] {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const url = queue.shift() as string;
    if (seen.has(url) || !url.startsWith("/")) continue;
    seen.add(url);
    const text = read(url);
    if (text === undefined) {
      missing.push(url);
      continue;
    }
    for (const specifier of importsOf(text)) queue.push(resolveUrl(url, specifier));
  }
  return [...seen].filter((url) => !missing.includes(url));
}

/**
 * What a chunk loaded on demand adds to its page: the chunk (`/assets/{prefix}…js`) and what it
 * imports statically, less the page's own JavaScript. Empty `files` with `found: false` when the
 * build has no such chunk.
 */
export function chunkAssets(
  budget: ChunkBudget,
  files: string[],
  read: (urlPath: string) => string | undefined,
): { found: boolean; js: string[] } {
  const chunk = files.find((file) => file.startsWith(budget.chunk) && file.endsWith(".js"));
  if (!chunk) return { found: false, js: [] };
  const page = new Set(pageAssets(`/${budget.page}`, read).js);
  const js = closure([`/assets/${chunk}`], read, staticImports).filter((url) => !page.has(url));
  return { found: true, js };
}

/** Resolves `specifier` against the URL path of the file that names it. */
function resolveUrl(fromUrlPath: string, specifier: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(specifier)) return specifier; // absolute URL: not ours
  const path = specifier.split(/[?#]/)[0] ?? specifier;
  if (path.startsWith("/")) return posix.normalize(path);
  return posix.normalize(posix.join(posix.dirname(fromUrlPath), path));
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}

export const gzipSize = (body: Buffer | string) => gzipSync(body, { level: 9 }).length;

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

type Row = {
  page: PageBudget;
  js: { url: string; gzip: number }[];
  css: { url: string; gzip: number }[];
  fonts: { url: string; bytes: number }[];
  missing: string[];
};

export function measure(clientDir: string, budgets: PageBudget[] = PAGE_BUDGETS): Row[] {
  const read = (urlPath: string) => {
    const file = posix.join(clientDir, urlPath);
    return existsSync(file) ? readFileSync(file, "utf8") : undefined;
  };
  return budgets.map((page) => {
    const assets = pageAssets(`/${page.html}`, read);
    const sized = (urls: string[]) =>
      urls.map((url) => ({ url, gzip: gzipSize(readFileSync(posix.join(clientDir, url))) }));
    const fonts = assets.fonts.map((url) => ({
      url,
      bytes: readFileSync(posix.join(clientDir, url)).length,
    }));
    return { page, js: sized(assets.js), css: sized(assets.css), fonts, missing: assets.missing };
  });
}

type ChunkRow = { budget: ChunkBudget; found: boolean; js: { url: string; gzip: number }[] };

export function measureChunks(
  clientDir: string,
  budgets: ChunkBudget[] = CHUNK_BUDGETS,
): ChunkRow[] {
  const read = (urlPath: string) => {
    const file = posix.join(clientDir, urlPath);
    return existsSync(file) ? readFileSync(file, "utf8") : undefined;
  };
  const assets = posix.join(clientDir, "assets");
  const files = existsSync(assets) ? readdirSync(assets) : [];
  return budgets.map((budget) => {
    const { found, js } = chunkAssets(budget, files, read);
    return {
      budget,
      found,
      js: js.map((url) => ({ url, gzip: gzipSize(readFileSync(posix.join(clientDir, url))) })),
    };
  });
}

/** Prints the on-demand chunks' table and returns the problems. */
export function reportChunks(rows: ChunkRow[], { files = false } = {}): string[] {
  const problems: string[] = [];
  console.log("\nLoaded on demand:");
  for (const { budget, found, js } of rows) {
    const size = total(js);
    const over = size > budget.js * 1024;
    if (!found) problems.push(`${budget.name}: no chunk ${budget.chunk}*.js in the build`);
    else if (over) problems.push(`${budget.name}: JavaScript ${kb(size)} KB > ${budget.js} KB`);
    console.log(
      `  ${budget.name}: ${js.length} files, ${kb(size)} KB (${size} bytes) of ${budget.js} KB  ${
        found && !over ? "ok" : "OVER"
      }`,
    );
    if (files)
      for (const file of [...js].sort((a, b) => b.gzip - a.gzip))
        console.log(`    ${kb(file.gzip).padStart(6)} KB  ${file.url}`);
  }
  return problems;
}

const total = (files: { gzip: number }[]) => files.reduce((sum, file) => sum + file.gzip, 0);
const served = (files: { bytes: number }[]) => files.reduce((sum, file) => sum + file.bytes, 0);

/** Prints the table and returns the problems (empty when every page is within budget). */
export function report(rows: Row[], { files = false } = {}): string[] {
  const problems: string[] = [];
  const table = [
    [
      "Page",
      "JS files",
      "JS gzip KB",
      "JS bytes",
      "JS budget",
      "CSS gzip KB",
      "CSS budget",
      "Fonts KB",
      "Fonts budget",
      "",
    ],
    ...rows.map(({ page, js, css, fonts, missing }) => {
      const jsOver = total(js) > page.js * 1024;
      const cssOver = total(css) > page.css * 1024;
      const fontsOver = served(fonts) > page.fonts * 1024;
      if (jsOver) problems.push(`${page.name}: JavaScript ${kb(total(js))} KB > ${page.js} KB`);
      if (cssOver) problems.push(`${page.name}: CSS ${kb(total(css))} KB > ${page.css} KB`);
      if (fontsOver)
        problems.push(`${page.name}: fonts ${kb(served(fonts))} KB > ${page.fonts} KB`);
      for (const url of missing) problems.push(`${page.name}: ${url} is missing from the build`);
      const ok = !jsOver && !cssOver && !fontsOver && missing.length === 0;
      return [
        page.name,
        String(js.length),
        kb(total(js)),
        String(total(js)),
        String(page.js),
        kb(total(css)),
        String(page.css),
        kb(served(fonts)),
        String(page.fonts),
        ok ? "ok" : "OVER",
      ];
    }),
  ];
  const widths = table[0]!.map((_, column) => Math.max(...table.map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    row
      .map((cell, column) =>
        (column === 0 ? cell.padEnd : cell.padStart).call(cell, widths[column]!),
      )
      .join("  ");
  console.log(table.map(line).join("\n"));
  if (files) {
    for (const { page, js, css, fonts } of rows) {
      console.log(`\n${page.name} (${page.html}):`);
      for (const file of [...js, ...css].sort((a, b) => b.gzip - a.gzip)) {
        console.log(`  ${kb(file.gzip).padStart(6)} KB  ${file.url}`);
      }
      for (const file of fonts)
        console.log(`  ${kb(file.bytes).padStart(6)} KB  ${file.url} (as served)`);
    }
  }
  console.log("\n(JS and CSS: gzip level 9; fonts: WOFF2 as served; 1 KB = 1024 bytes)");
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const clientDir = fileURLToPath(new URL("../build/client", import.meta.url));
  if (!existsSync(posix.join(clientDir, "index.html"))) {
    console.error("No build in build/client: run `npm run build` first.");
    process.exit(1);
  }
  const files = process.argv.includes("--files");
  const problems = [
    ...report(measure(clientDir), { files }),
    ...reportChunks(measureChunks(clientDir), { files }),
  ];
  if (problems.length > 0) {
    console.error(`\nOver budget:\n${problems.map((problem) => `  ${problem}`).join("\n")}`);
    process.exit(1);
  }
}
