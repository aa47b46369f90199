/**
 * `npm run bench:lighthouse`: Lighthouse on the production build served by `npm start`, for each
 * route in `BENCH_ROUTES` with the mobile and desktop presets, N runs each, printing the medians of
 * the four category scores, FCP, LCP, TBT, CLS, total bytes and JavaScript bytes, and which mobile
 * figures miss the targets. Not part of `npm test`: figures depend on the machine.
 *
 *   npm run bench:lighthouse -- [--runs 5] [--routes /,/products] [--presets mobile,desktop]
 *                               [--port 3119 | --url http://127.0.0.1:4480] [--out docs/performance.md]
 *                               [--json-dir dir]
 *
 * `--url` measures a server that is already running (its build, its machine) instead of starting
 * `npm start`. Routes that answer 404 (a page not built on this branch) are skipped with a note. Chromium is
 * /usr/bin/chromium, or CHROMIUM_PATH; Lighthouse uses its default simulated throttling.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig, type Flags, type Result } from "lighthouse";

import {
  flags,
  machineNote,
  markdownTable,
  median,
  serve,
  sitemapPaths,
  writeSection,
} from "./common";

/** The routes the issue measures; `blog-post` stands for the first post in the sitemap. */
export const BENCH_ROUTES = [
  "/",
  "/products",
  "/products/aurora",
  "/gallery",
  "/blog",
  "blog-post",
  "/contact",
] as const;

const TARGETS = { performance: 98, other: 100, lcpMs: 1200, tbtMs: 50, cls: 0.01 };

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
];

type Preset = "mobile" | "desktop";

type Figures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  totalKb: number;
  jsKb: number;
};

function figuresOf(lhr: Result): Figures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests =
    (lhr.audits["network-requests"]?.details as { items?: Record<string, unknown>[] } | undefined)
      ?.items ?? [];
  const scriptBytes = requests
    .filter((item) => item.resourceType === "Script")
    .reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: numeric("first-contentful-paint"),
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    totalKb: numeric("total-byte-weight") / 1024,
    jsKb: scriptBytes / 1024,
  };
}

function medianFigures(runs: Figures[]): Figures {
  const keys = Object.keys(runs[0]!) as (keyof Figures)[];
  return Object.fromEntries(
    keys.map((key) => [key, median(runs.map((run) => run[key]))]),
  ) as Figures;
}

function misses(figures: Figures): string[] {
  const missed: string[] = [];
  if (figures.performance < TARGETS.performance) missed.push(`performance ${figures.performance}`);
  if (figures.accessibility < TARGETS.other) missed.push(`accessibility ${figures.accessibility}`);
  if (figures.bestPractices < TARGETS.other) missed.push(`best practices ${figures.bestPractices}`);
  if (figures.seo < TARGETS.other) missed.push(`SEO ${figures.seo}`);
  if (figures.lcpMs > TARGETS.lcpMs) missed.push(`LCP ${Math.round(figures.lcpMs)} ms`);
  if (figures.tbtMs > TARGETS.tbtMs) missed.push(`TBT ${Math.round(figures.tbtMs)} ms`);
  if (figures.cls > TARGETS.cls) missed.push(`CLS ${figures.cls.toFixed(3)}`);
  return missed;
}

async function main() {
  const options = flags({
    runs: { type: "string", default: "5" },
    routes: { type: "string" },
    presets: { type: "string", default: "mobile,desktop" },
    port: { type: "string", default: process.env.BENCH_PORT ?? "3119" },
    url: { type: "string" },
    out: { type: "string" },
    "json-dir": { type: "string" },
  });
  if (options.help) {
    console.log(
      "npm run bench:lighthouse -- [--runs 5] [--routes /,/products] [--presets mobile,desktop] [--port 3119 | --url http://127.0.0.1:4480] [--out docs/performance.md] [--json-dir dir]",
    );
    return;
  }
  const runs = Math.max(1, Number(options.runs));
  const presets = String(options.presets).split(",") as Preset[];
  const wanted = options.routes ? String(options.routes).split(",") : [...BENCH_ROUTES];

  const server = await serve({
    port: Number(options.port),
    url: options.url ? String(options.url) : undefined,
  });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
  });
  const rows: string[][] = [];
  const notes: string[] = [];
  let lighthouseVersion = "";
  try {
    const sitemap = await sitemapPaths(server.baseURL);
    const routes: string[] = [];
    for (const route of wanted) {
      if (route === "blog-post") {
        const post = sitemap.find((path) => /^\/blog\/[^/]+$/.test(path));
        if (post) routes.push(post);
        else notes.push("blog post: skipped, the sitemap lists no post on this build.");
        continue;
      }
      const status = (await fetch(`${server.baseURL}${route}`)).status;
      if (status === 200) routes.push(route);
      else notes.push(`${route}: skipped, it answers ${status} on this build.`);
    }

    for (const route of routes) {
      for (const preset of presets) {
        const results: Figures[] = [];
        for (let run = 1; run <= runs; run++) {
          process.stdout.write(`${route} ${preset} run ${run}/${runs}…\r`);
          const lighthouseFlags: Flags = {
            port: chrome.port,
            output: "json",
            logLevel: "error",
            onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
          };
          // Chromium now and then fails to record a trace (NO_NAVSTART): such a run is repeated,
          // up to twice, and a route that still fails stops the bench.
          let result: Awaited<ReturnType<typeof lighthouse>>;
          for (let attempt = 1; ; attempt++) {
            result = await lighthouse(
              `${server.baseURL}${route}`,
              lighthouseFlags,
              preset === "desktop" ? desktopConfig : undefined,
            );
            if (!result) throw new Error(`Lighthouse returned nothing for ${route} (${preset}).`);
            if (!result.lhr.runtimeError) break;
            const message = `${route} (${preset}): ${result.lhr.runtimeError.message}`;
            if (attempt === 3) throw new Error(message);
            console.warn(`\n${message}; running it again.`);
          }
          lighthouseVersion = result.lhr.lighthouseVersion;
          if (options["json-dir"])
            saveReport(String(options["json-dir"]), route, preset, run, result.lhr);
          results.push(figuresOf(result.lhr));
        }
        const figures = medianFigures(results);
        const missed = preset === "mobile" ? misses(figures) : [];
        if (missed.length) notes.push(`${route} (mobile) misses: ${missed.join(", ")}.`);
        rows.push([
          route,
          preset,
          String(figures.performance),
          String(figures.accessibility),
          String(figures.bestPractices),
          String(figures.seo),
          `${(figures.fcpMs / 1000).toFixed(2)} s`,
          `${(figures.lcpMs / 1000).toFixed(2)} s`,
          `${Math.round(figures.tbtMs)} ms`,
          figures.cls.toFixed(3),
          `${Math.round(figures.totalKb)} KB`,
          `${Math.round(figures.jsKb)} KB`,
        ]);
      }
    }
  } finally {
    chrome.kill();
    await server.stop();
  }

  const table = markdownTable(
    ["Route", "Preset", "Perf", "A11y", "BP", "SEO", "FCP", "LCP", "TBT", "CLS", "Total", "JS"],
    rows,
  );
  const heading =
    `Medians of ${runs} run${runs === 1 ? "" : "s"} per route and preset; Lighthouse ` +
    `${lighthouseVersion}, ${chromeVersion()}, simulated throttling; ${machineNote()}. ` +
    "Total and JS are transferred bytes (1 KB = 1024 bytes).";
  const text = [heading, "", table, ...(notes.length ? ["", ...notes.map((n) => `- ${n}`)] : [])];
  console.log(`\n${text.join("\n")}`);
  if (options.out) writeSection(String(options.out), "lighthouse", text.join("\n"));
}

/** Keeps a run's full report, to open in the Lighthouse viewer or read with jq. */
function saveReport(dir: string, route: string, preset: Preset, run: number, lhr: Result) {
  mkdirSync(dir, { recursive: true });
  const name = route.replace(/^\/$/, "home").replace(/^\//, "").replaceAll("/", "-");
  writeFileSync(join(dir, `${name}.${preset}.${run}.json`), JSON.stringify(lhr));
}

function chromeVersion(): string {
  try {
    return execFileSync(process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", ["--version"], {
      encoding: "utf8",
    })
      .replace(/ built on.*/s, "")
      .trim();
  } catch {
    return "Chromium";
  }
}

await main();
