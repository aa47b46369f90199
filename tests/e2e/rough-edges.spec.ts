/**
 * Small things a visitor notices: numbers that wrap away from their units, listing cards whose
 * picture is not a link, focus left behind by 'Load More Articles', pages that cannot be reached
 * from the menu, and grids that end in a lonely card.
 */
import type { Page } from "@playwright/test";

import { expect, gotoHydrated, test } from "./fixtures";
import { SITEMAP_PATHS } from "./site-map";

const PHONE = { width: 390, height: 844 };

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

/** The text of `main` in which a line may end between a number and its unit. */
function breakableQuantities(page: Page): Promise<string[]> {
  return page.evaluate((source) => {
    const pattern = new RegExp(source, "gu");
    const walker = document.createTreeWalker(document.querySelector("main")!, NodeFilter.SHOW_TEXT);
    const found: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? "").matchAll(pattern)) found.push(match[0]);
    }
    return found;
  }, BREAKABLE);
}

/** The quantities in `main` that the browser has laid out across more than one line. */
function wrappedQuantities(page: Page): Promise<string[]> {
  return page.evaluate((source) => {
    const pattern = new RegExp(source, "gu");
    const walker = document.createTreeWalker(document.querySelector("main")!, NodeFilter.SHOW_TEXT);
    const wrapped: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? "").matchAll(pattern)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set(
          [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => rect.bottom),
        );
        if (lines.size > 1) wrapped.push(match[0]);
      }
    }
    return wrapped;
  }, QUANTITY);
}

test.describe("numbers and their units", () => {
  test.use({ viewport: PHONE });

  test("a sauna's size stays on one line on a phone", async ({ page }) => {
    await gotoHydrated(page, "/products");
    const sizes = page.getByRole("main").locator("dd", { hasText: /\d\s*×\s*\d/ });
    await expect(sizes.first()).toBeVisible();
    expect(await sizes.count()).toBeGreaterThan(1);
    expect(await wrappedQuantities(page)).toEqual([]);
  });

  test("no page leaves a place to wrap between a number and its unit", async ({ page }) => {
    test.slow();
    const problems: string[] = [];
    for (const path of SITEMAP_PATHS) {
      await page.goto(path);
      for (const text of await breakableQuantities(page)) problems.push(`${path}: "${text}"`);
    }
    expect(problems).toEqual([]);
  });
});
