/**
 * Checks that read a page as it is laid out now, shared by the site walk (every page) and the specs
 * that look at one page closely. Each returns what it found wrong, as readable lines, so a caller
 * can gather the problems of a whole page before it fails.
 */
import type { Page } from "@playwright/test";

/** Unit symbols the site writes after a number. */
const UNIT = String.raw`(?:mm|cm|km|m²|m³|m|kg|kW|W|V|A|L|°C|%)(?![\p{L}\p{N}])`;
const NUMBER = String.raw`\d+(?:[.,]\d+)?`;
/**
 * A quantity as it reads on the page, whatever spaces or joiners it is written with: "2400 mm",
 * "220–240 V", "2060 × 2000 × 2400 mm".
 */
const QUANTITY = String.raw`${NUMBER}(?:–\u2060?${NUMBER})?(?:\s*×\s*${NUMBER})*\s*${UNIT}`;
/** A space a browser may wrap at (not a no-break one) between a number and its unit, or at a ×. */
const BREAKABLE = String.raw`${NUMBER}[ \t\r\n]+(?:${UNIT}|×)|×[ \t\r\n]+${NUMBER}`;

/** Each match of `source` in the text of `main`, with the number of lines it is laid out on. */
function matchesInMain(page: Page, source: string) {
  return page.evaluate((source) => {
    const pattern = new RegExp(source, "gu");
    const walker = document.createTreeWalker(document.querySelector("main")!, NodeFilter.SHOW_TEXT);
    const found: { text: string; lines: number }[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? "").matchAll(pattern)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
        found.push({ text: match[0], lines: new Set(rects.map((rect) => rect.bottom)).size });
      }
    }
    return found;
  }, source);
}

/** The text of `main` in which a line may end between a number and its unit. */
export async function breakableQuantities(page: Page): Promise<string[]> {
  return (await matchesInMain(page, BREAKABLE)).map(({ text }) => text);
}

/** The quantities in `main` that the browser has laid out across more than one line. */
export async function wrappedQuantities(page: Page): Promise<string[]> {
  return (await matchesInMain(page, QUANTITY))
    .filter(({ lines }) => lines > 1)
    .map(({ text }) => text);
}

/**
 * Grids in `main` whose last row is a single card that neither spans the grid nor sits centred
 * under the rows above: a lonely card in the corner. Hidden grids (closed tabs) are skipped.
 */
export function lonelyLastCards(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const lonely: string[] = [];
    for (const list of document.querySelectorAll("main ul, main ol, main dl")) {
      if (getComputedStyle(list).display !== "grid") continue;
      const boxes = [...list.children]
        .map((item) => ({ item, box: item.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0);
      const rows = new Map<number, typeof boxes>();
      for (const entry of boxes) {
        const top = Math.round(entry.box.top);
        rows.set(top, [...(rows.get(top) ?? []), entry]);
      }
      const lastRow = [...rows.entries()].sort(([a], [b]) => a - b).at(-1)?.[1] ?? [];
      if (rows.size < 2 || lastRow.length !== 1) continue;
      const { item, box } = lastRow[0]!;
      const grid = list.getBoundingClientRect();
      const spans = box.width >= grid.width - 1;
      const centred = Math.abs(box.left + box.right - (grid.left + grid.right)) < 4;
      if (!spans && !centred) lonely.push(`"${(item.textContent ?? "").trim().slice(0, 40)}…"`);
    }
    return lonely;
  });
}

/**
 * Text set in a web font at a weight the font does not have (drawn at the nearest weight, or
 * faked bold by the browser): "Fraunces 700 on <h2>".
 */
export async function weightsOutsideFonts(page: Page): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(() => {
    // The weight range each web font family covers ("300 600", or "400").
    const ranges = new Map<string, [number, number]>();
    for (const face of document.fonts) {
      const [min = 0, max = min] = face.weight.split(" ").map(Number);
      const [low, high] = ranges.get(face.family.replaceAll('"', "")) ?? [min, max];
      ranges.set(face.family.replaceAll('"', ""), [Math.min(low, min), Math.max(high, max)]);
    }
    const wrong = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!node.textContent?.trim() || !element) continue;
      const style = getComputedStyle(element);
      const family = style.fontFamily.split(",")[0]!.trim().replaceAll('"', "");
      const range = ranges.get(family);
      const weight = Number(style.fontWeight);
      if (range && (weight < range[0] || weight > range[1])) {
        wrong.add(`${family} ${weight} on <${element.tagName.toLowerCase()}>`);
      }
    }
    return [...wrong];
  });
}

/** The font files the site preloads: the Latin subsets of its two faces. */
export const PRELOADED_FONT = /\/assets\/(fraunces|inter)-latin-[\w-]+\.woff2$/;
/** The rest of each face, which no page of the site should need. */
export const REST_OF_FONT = /-latin-rest-/;

/** Everything the page's origin has stored in the browser, as the page sees it. */
export function storedInBrowser(page: Page) {
  return page.evaluate(async () => ({
    documentCookie: document.cookie,
    localStorage: Object.keys(window.localStorage),
    sessionStorage: Object.keys(window.sessionStorage),
    indexedDb: (await window.indexedDB.databases()).map((database) => database.name),
    cacheStorage: await window.caches.keys(),
  }));
}

/**
 * Collects the page's Content-Security-Policy violations from its first script on (call before
 * the page is opened); `read` returns them, with any the console reported.
 */
export async function collectCspViolations(page: Page) {
  const reported: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) reported.push(message.text());
  });
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = violations;
    document.addEventListener("securitypolicyviolation", (event) => {
      violations.push(`${event.violatedDirective} blocked ${event.blockedURI || "inline"}`);
    });
  });
  return {
    read: async () => [
      ...(await page.evaluate(
        () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
      )),
      ...reported,
    ],
  };
}

/**
 * What the browser holds that the privacy page does not name: any cookie, anything in
 * localStorage, IndexedDB or Cache Storage, and sessionStorage keys other than `listedKeys`.
 */
export async function unlistedStorage(page: Page, listedKeys: readonly string[]) {
  const stored = await storedInBrowser(page);
  const problems = [
    ...(stored.documentCookie ? [`document.cookie: ${stored.documentCookie}`] : []),
    ...stored.localStorage.map((key) => `localStorage key "${key}"`),
    ...stored.indexedDb.map((name) => `IndexedDB database "${name}"`),
    ...stored.cacheStorage.map((name) => `Cache Storage cache "${name}"`),
    ...stored.sessionStorage
      .filter((key) => !listedKeys.includes(key))
      .map((key) => `sessionStorage key "${key}"`),
    ...(await page.context().cookies()).map((cookie) => `cookie "${cookie.name}"`),
  ];
  return { stored, problems };
}
