/**
 * The links of the built site, read from the files `npm run build` wrote to build/client rather
 * than from a crawl: every link, canonical, alternate and framed page of every prerendered page
 * must lead to a page or a file of the build; the enquiry form's `?product=` must be a topic it
 * offers; a fragment must name an element of the page it points to; the sitemap lists exactly the
 * indexable pages; robots.txt keeps the thank-you page out; and each page goes by one name in
 * every breadcrumb trail.
 *
 * The pages are parsed by the browser's DOMParser (no script runs, nothing loads); the paths the
 * build should contain come from the same modules the build reads (app/prerender.ts, app/routing/paths.ts).
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, sep } from "node:path";
import { fileURLToPath } from "node:url";

import type { Page } from "@playwright/test";

import { chooseItems, comparison } from "../../app/catalogue/compare";
import { BOOKING_LINK_PARAMS } from "../../app/offices/booking-link";
import { otherInterests, saunaSlugs } from "../../app/catalogue/range";
import { parseSizing, PARAMS as SIZING_PARAMS } from "../../app/sizing/sizing-state";
import { ITEMS_PARAM, NOTE_PARAM, paths, PRODUCT_PARAM } from "../../app/routing/paths";
import { loadEnv } from "../../server/env";
import { expect, test } from "./fixtures";
import { sitemapPathsOf } from "./site-map";

// What the booking form reads from a link depends on the showrooms the configuration names.
loadEnv();
const { bookingFromLink } = await import("../../app/contact/booking-link");

const CLIENT_DIR = fileURLToPath(new URL("../../build/client/", import.meta.url));

/** The file the server answers unknown paths with: the page prerendered at `paths.notFound`. */
const NOT_FOUND_FILE = "404.html";

/** What the enquiry form can be asked about (`?product=`). */
const enquiryTopics: readonly string[] = [
  ...saunaSlugs,
  ...otherInterests.map(({ topic }) => topic),
];

interface Reference {
  /** Where it was found: "a href", "link rel=canonical href", "iframe src"… */
  where: string;
  value: string;
}

interface Crumb {
  name: string;
  path: string;
}

interface ParsedPage {
  /** The path the page is served at ("/" for index.html, paths.notFound for 404.html). */
  path: string;
  file: string;
  references: Reference[];
  /** What the page loads: scripts, styles, pictures, icons. */
  assets: Reference[];
  ids: string[];
  noindex: boolean;
  canonical: string | undefined;
  /** Every BreadcrumbList of the page's JSON-LD, as names and absolute URLs. */
  jsonLdTrails: { name: string; item: string }[][];
  /** The visible trail (nav "Breadcrumb"): names, and the links of all but the last. */
  visibleTrail: { name: string; href: string | null }[] | null;
}

function requireBuild() {
  if (!existsSync(join(CLIENT_DIR, "index.html"))) {
    throw new Error(`${CLIENT_DIR} has no index.html: run \`npm run build\` before this test.`);
  }
}

/** Every file of the build, as the path it is served at ("/assets/x.js"). */
function builtFiles(): string[] {
  return (readdirSync(CLIENT_DIR, { recursive: true }) as string[])
    .filter((file) => statSync(join(CLIENT_DIR, file)).isFile())
    .map((file) => `/${file.split(sep).join("/")}`);
}

/** The path a prerendered HTML file is served at, or undefined for other files. */
function pagePathOf(file: string): string | undefined {
  if (file === `/${NOT_FOUND_FILE}`) return paths.notFound;
  if (file === "/index.html") return "/";
  if (file === "/__spa-fallback.html") return undefined;
  const match = /^(\/.+)\.html$/.exec(file);
  return match?.[1];
}

/** Runs in the browser: what a page links to and what it names, from its HTML alone. */
function parseInBrowser(html: string) {
  const doc = new DOMParser().parseFromString(html, "text/html");
  const references: { where: string; value: string }[] = [];
  const add = (element: Element, attribute: string, where: string) => {
    const value = element.getAttribute(attribute);
    if (value !== null) references.push({ where, value });
  };
  for (const element of doc.querySelectorAll("a[href], area[href]")) {
    add(element, "href", `${element.localName} href`);
  }
  for (const element of doc.querySelectorAll("link[href]")) {
    const rel = (element.getAttribute("rel") ?? "").toLowerCase().split(/\s+/);
    for (const kind of ["canonical", "alternate"]) {
      if (rel.includes(kind)) add(element, "href", `link rel=${kind} href`);
    }
  }
  for (const element of doc.querySelectorAll("iframe[src], frame[src]")) {
    add(element, "src", `${element.localName} src`);
  }
  // What the page loads: scripts, styles, fonts, icons, pictures and the picture shared with it.
  const assets: { where: string; value: string }[] = [];
  const addAsset = (element: Element, attribute: string) => {
    const value = element.getAttribute(attribute);
    const where = `${element.localName} ${attribute}`;
    if (value === null || /^\s*data:/.test(value)) return;
    if (attribute.endsWith("srcset")) {
      for (const candidate of value.split(",")) {
        const url = candidate.trim().split(/\s+/)[0];
        if (url) assets.push({ where, value: url });
      }
    } else assets.push({ where, value });
  };
  for (const element of doc.querySelectorAll("script[src], img[src], video[src], audio[src]")) {
    addAsset(element, "src");
  }
  for (const element of doc.querySelectorAll("img[srcset], source[srcset]")) {
    addAsset(element, "srcset");
  }
  for (const element of doc.querySelectorAll("video[poster]")) addAsset(element, "poster");
  for (const element of doc.querySelectorAll("link[href]")) {
    const rel = (element.getAttribute("rel") ?? "").toLowerCase().split(/\s+/);
    if (!rel.includes("canonical") && !rel.includes("alternate")) addAsset(element, "href");
  }
  for (const element of doc.querySelectorAll(
    'meta[property="og:image"], meta[name="twitter:image"]',
  )) {
    addAsset(element, "content");
  }
  const trails = [...doc.querySelectorAll('script[type="application/ld+json"]')].flatMap(
    (script) => {
      const data = JSON.parse(script.textContent ?? "null") as unknown;
      const nodes: unknown[] = [];
      const walk = (value: unknown) => {
        if (Array.isArray(value)) value.forEach(walk);
        else if (value && typeof value === "object") {
          nodes.push(value);
          Object.values(value).forEach(walk);
        }
      };
      walk(data);
      return nodes
        .filter((node) => (node as { "@type"?: unknown })["@type"] === "BreadcrumbList")
        .map((node) =>
          ((node as { itemListElement?: { name: string; item: string }[] }).itemListElement ?? [])
            .slice()
            .map(({ name, item }) => ({ name, item })),
        );
    },
  );
  const nav = doc.querySelector('nav[aria-label="Breadcrumb"]');
  return {
    references,
    assets,
    ids: [...doc.querySelectorAll("[id]")].map((element) => element.id),
    noindex: /\bnoindex\b/i.test(
      doc.querySelector('meta[name="robots"]')?.getAttribute("content") ?? "",
    ),
    canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? undefined,
    jsonLdTrails: trails,
    visibleTrail: nav
      ? [...nav.querySelectorAll("li")].map((item) => ({
          name: (item.textContent ?? "")
            .replace(/\s+/g, " ")
            .replace(/\s*\/\s*$/, "")
            .trim(),
          href: item.querySelector("a")?.getAttribute("href") ?? null,
        }))
      : null,
  };
}

/** A percent-encoded part of a URL, decoded; undefined when its encoding is broken. */
function safelyDecoded(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

let parsed: Promise<{ pages: ParsedPage[]; files: Set<string>; origin: string }> | undefined;

/** The whole build, parsed once per worker. */
function site(page: Page) {
  parsed ??= (async () => {
    requireBuild();
    const files = builtFiles();
    const pages: ParsedPage[] = [];
    for (const file of files) {
      const path = pagePathOf(file);
      if (path === undefined) continue;
      const html = readFileSync(join(CLIENT_DIR, file), "utf8");
      pages.push({ path, file, ...(await page.evaluate(parseInBrowser, html)) });
    }
    const home = pages.find((candidate) => candidate.path === "/");
    if (!home?.canonical) throw new Error("The home page has no canonical link.");
    return { pages, files: new Set(files), origin: new URL(home.canonical).origin };
  })();
  return parsed;
}

test.describe("the built site's links", () => {
  test("every link leads to a page or a file of the build", async ({ page }) => {
    const { pages, files, origin } = await site(page);
    const pagePaths = new Set(pages.map((built) => built.path));
    const idsOf = new Map(pages.map((built) => [built.path, new Set(built.ids)]));
    expect(pagePaths.size).toBeGreaterThan(1);

    const problems: string[] = [];
    let checked = 0;
    for (const built of pages) {
      for (const { where, value } of built.references) {
        const url = new URL(value, `${origin}${built.path}`);
        if (url.origin !== origin) continue;
        checked++;
        const report = (why: string) => problems.push(`${built.path}: ${where}="${value}" ${why}`);
        const path = safelyDecoded(url.pathname);
        if (path === undefined) {
          report("is not a valid address");
          continue;
        }
        // The 404 page is served at any unknown path: a page of its own only to itself.
        const isPage =
          pagePaths.has(path) && (path !== paths.notFound || built.path === paths.notFound);
        if (!isPage && !files.has(path)) {
          report("leads to no page or file of the build");
          continue;
        }
        if (url.search) {
          const keys = [...url.searchParams.keys()];
          if (path === paths.sizing) {
            // The sizing calculator reads its room from the address; a collection must exist.
            const known: string[] = Object.values(SIZING_PARAMS);
            if (!keys.every((key) => known.includes(key)))
              report("carries a query the sizing calculator does not read");
            const model = url.searchParams.get(SIZING_PARAMS.model);
            if (model !== null && parseSizing(url.searchParams).model !== model)
              report(`fills the calculator from "${model}", which is not one of our collections`);
          } else if (path === paths.compare) {
            // The comparison reads `?items=`: known items, each once, as it would show them.
            const asked = url.searchParams.get(ITEMS_PARAM) ?? "";
            const known = comparison().map((item) => item.slug);
            if ([...url.searchParams.keys()].join() !== ITEMS_PARAM)
              report(`carries a query other than ?${ITEMS_PARAM}=`);
            else if (chooseItems([asked], known).join(",") !== asked)
              report(`compares "${asked}", which is not a choice the comparison shows as given`);
          } else if (path === paths.book) {
            // The booking form reads a kind of visit and a showroom it offers, and nothing else.
            const names: string[] = Object.values(BOOKING_LINK_PARAMS);
            if (!keys.every((key) => names.includes(key)))
              report("carries a query the booking form does not read");
            else if (Object.keys(bookingFromLink(url.searchParams)).length !== keys.length)
              report("chooses a kind of visit or a showroom the booking form does not offer");
          } else if (path !== paths.contact()) report("carries a query no page reads");
          else {
            const topic = url.searchParams.get(PRODUCT_PARAM);
            if (keys.filter((key) => key !== NOTE_PARAM).join() !== PRODUCT_PARAM)
              report(`carries a query other than ?${PRODUCT_PARAM}= and ?${NOTE_PARAM}=`);
            else if (!enquiryTopics.includes(topic ?? "")) {
              report(`asks about "${topic}", which is not a topic the enquiry form offers`);
            }
          }
        }
        const fragment = safelyDecoded(url.hash.slice(1));
        if (fragment === undefined) report("has a fragment that is not valid");
        else if (fragment && isPage && !idsOf.get(path)?.has(fragment)) {
          report(`points to #${fragment}, which ${path === built.path ? "this page" : path} lacks`);
        }
      }
    }
    expect(checked).toBeGreaterThan(pages.length);
    expect(problems, `Broken links:\n${problems.join("\n")}`).toEqual([]);
  });

  test("every file a page loads is in the build", async ({ page }) => {
    const { pages, files, origin } = await site(page);
    const problems: string[] = [];
    let checked = 0;
    for (const built of pages) {
      for (const { where, value } of built.assets) {
        const url = new URL(value, `${origin}${built.path}`);
        if (url.origin !== origin) continue;
        checked++;
        if (!files.has(decodeURIComponent(url.pathname))) {
          problems.push(`${built.path}: ${where}="${value}" is not a file of the build`);
        }
      }
    }
    expect(checked).toBeGreaterThan(pages.length);
    expect(problems, `Missing files:\n${problems.join("\n")}`).toEqual([]);
  });

  test("the sitemap lists exactly the indexable pages, each built with its canonical", async ({
    page,
  }) => {
    const { pages, origin } = await site(page);
    loadEnv();
    const { indexablePaths } = await import("../../app/prerender");
    const expected = await indexablePaths();
    const listed = sitemapPathsOf(readFileSync(join(CLIENT_DIR, "sitemap.xml"), "utf8"));

    expect(new Set(listed).size, "no page listed twice").toBe(listed.length);
    expect([...listed].sort()).toEqual([...expected].sort());
    for (const path of listed) {
      const built = pages.find((candidate) => candidate.path === path);
      expect(built, `${path} is in the sitemap but was not built`).toBeDefined();
      expect(built!.noindex, `${path} is in the sitemap but asks not to be indexed`).toBe(false);
      expect(built!.canonical, path).toBe(`${origin}${path}`);
    }
    // And the other way round: a built page left out of the sitemap says so to search engines.
    const unlisted = pages.filter((built) => !listed.includes(built.path) && !built.noindex);
    expect(unlisted.map((built) => built.path)).toEqual([]);
  });

  test("robots.txt keeps the thank-you page out and no listed page", async () => {
    requireBuild();
    const robots = readFileSync(join(CLIENT_DIR, "robots.txt"), "utf8");
    const disallowed = [...robots.matchAll(/^Disallow:\s*(\S*)\s*$/gm)].map((match) => match[1]);
    expect(disallowed).toContain(paths.thankYou);
    const listed = sitemapPathsOf(readFileSync(join(CLIENT_DIR, "sitemap.xml"), "utf8"));
    for (const rule of disallowed.filter(Boolean)) {
      expect(
        listed.filter((path) => path.startsWith(rule!)),
        `Disallow: ${rule} hides pages of the sitemap`,
      ).toEqual([]);
    }
    expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  });
});

test.describe("breadcrumbs", () => {
  test("a page goes by one name in every trail that names it", async ({ page }) => {
    const { pages, origin } = await site(page);
    const names = new Map<string, Map<string, string[]>>();
    for (const built of pages) {
      for (const trail of built.jsonLdTrails) {
        for (const { name, item } of trail) {
          const url = new URL(item);
          expect(url.origin, `${built.path}: ${item}`).toBe(origin);
          const byName = names.get(url.pathname) ?? new Map<string, string[]>();
          byName.set(name, [...(byName.get(name) ?? []), built.path]);
          names.set(url.pathname, byName);
        }
      }
    }
    expect(names.size).toBeGreaterThan(1);
    const disagreements = [...names].flatMap(([path, byName]) =>
      byName.size === 1
        ? []
        : [
            `${path} is called ${[...byName]
              .map(([name, on]) => `"${name}" on ${on.length} page(s), e.g. ${on[0]}`)
              .join(", ")}`,
          ],
    );
    expect(disagreements, disagreements.join("\n")).toEqual([]);
  });

  test("every trail starts at home, ends at its own page and links only built pages", async ({
    page,
  }) => {
    const { pages, origin } = await site(page);
    const pagePaths = new Set(pages.map((built) => built.path));
    let trails = 0;
    for (const built of pages) {
      expect(built.jsonLdTrails.length, `${built.path}: one trail at most`).toBeLessThanOrEqual(1);
      for (const trail of built.jsonLdTrails) {
        trails++;
        const crumbs: Crumb[] = trail.map(({ name, item }) => ({
          name,
          path: new URL(item).pathname,
        }));
        expect(crumbs.length, built.path).toBeGreaterThan(1);
        expect(crumbs[0]!.path, built.path).toBe(paths.home);
        expect(crumbs.at(-1)!.path, built.path).toBe(built.path);
        for (const crumb of crumbs) expect(pagePaths.has(crumb.path), crumb.path).toBe(true);
        // The trail a visitor sees is the one search engines read.
        if (built.visibleTrail) {
          expect(built.visibleTrail, built.path).toEqual(
            crumbs.map((crumb, i) => ({
              name: crumb.name,
              href: i === crumbs.length - 1 ? null : crumb.path,
            })),
          );
        }
      }
    }
    expect(trails).toBeGreaterThan(1);
    expect(origin).toMatch(/^https?:\/\//);
  });
});
