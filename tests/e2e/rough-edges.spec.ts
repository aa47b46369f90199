/**
 * Small things a visitor notices: numbers that wrap away from their units, listing cards whose
 * picture is not a link, focus left behind by 'Load More Articles', pages that cannot be reached
 * from the menu, and grids that end in a lonely card.
 */
import type { Locator, Page } from "@playwright/test";

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
async function breakableQuantities(page: Page): Promise<string[]> {
  return (await matchesInMain(page, BREAKABLE)).map(({ text }) => text);
}

/** The quantities in `main` that the browser has laid out across more than one line. */
async function wrappedQuantities(page: Page): Promise<string[]> {
  return (await matchesInMain(page, QUANTITY))
    .filter(({ lines }) => lines > 1)
    .map(({ text }) => text);
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

test.describe("the saunas listing", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  /** The listing's cards: the list items that lead to a product page. */
  function collectionCards(page: Page) {
    return page
      .getByRole("main")
      .getByRole("listitem")
      .filter({ has: page.locator('a[href^="/products/"]') });
  }

  /** Clicks where the visitor sees `target`: its centre, whatever lies on top of it. */
  async function clickOn(page: Page, target: Locator) {
    await target.scrollIntoViewIfNeeded();
    const box = (await target.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  }

  test("a collection's picture and its name both lead to its page", async ({ page }) => {
    await gotoHydrated(page, "/products");
    const cards = collectionCards(page);
    const count = await cards.count();
    expect(count).toBeGreaterThan(1);
    const last = cards.nth(count - 1);
    const href = await last.getByRole("link").getAttribute("href");
    expect(href).toMatch(/^\/products\/[a-z-]+$/);

    await clickOn(page, last.locator("img"));
    await expect(page).toHaveURL(href!);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    await page.goBack();
    await clickOn(page, last.getByRole("heading", { level: 3 }));
    await expect(page).toHaveURL(href!);
  });

  test("each collection is a single stop for the keyboard", async ({ page }) => {
    await gotoHydrated(page, "/products");
    const cards = collectionCards(page);
    expect(await cards.count()).toBeGreaterThan(1);
    for (const card of await cards.all()) {
      await expect(card.locator("a, button, [tabindex]:not([tabindex='-1'])")).toHaveCount(1);
    }
  });
});

test.describe("the blog's Load More Articles", () => {
  for (const viewport of [PHONE, { width: 1440, height: 900 }]) {
    test(`moves focus to the first new article, in view (${viewport.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await gotoHydrated(page, "/blog");
      const articles = page.getByRole("main").getByRole("article");
      const before = await articles.count();
      const button = page.getByRole("button", { name: "Load More Articles" });
      await button.scrollIntoViewIfNeeded();
      await button.click();

      await expect(articles).toHaveCount(before + 3);
      const firstNew = articles.nth(before);
      const title = firstNew.getByRole("heading").getByRole("link");
      await expect(title).toBeFocused();
      await expect(title).toHaveAccessibleName(
        (await firstNew.getByRole("heading").innerText()).trim(),
      );
      await expect(title).toBeInViewport();
      // Focus went forward, not back to the top of the page.
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    });
  }

  test.describe("when the next page fails", () => {
    test.use({ allowedConsoleErrors: [/Failed to fetch blog posts|status of 500/] });

    test("keeps focus on the button, to try again", async ({ page }) => {
      await gotoHydrated(page, "/blog");
      await page.route("**/data/query/**", (route) => route.fulfill({ status: 500, json: {} }));
      const button = page.getByRole("button", { name: "Load More Articles" });
      await button.focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("alert")).toBeVisible();
      await expect(button).toBeFocused();
    });
  });
});

test("the accessories page leads to the aroma concentrates", async ({ page }) => {
  await gotoHydrated(page, "/products/accessories");
  await page.getByRole("main").locator('a[href="/products/auroma-concentrates"]').first().click();
  await expect(page).toHaveURL("/products/auroma-concentrates");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

/**
 * Grids in `main` whose last row is a single card that neither spans the grid nor sits centred
 * under the rows above: a lonely card in the corner. Hidden grids (closed tabs) are skipped.
 */
function lonelyLastCards(page: Page): Promise<string[]> {
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
      if (!spans && !centred) lonely.push((item.textContent ?? "").trim().slice(0, 40));
    }
    return lonely;
  });
}

/** Every page but the single blog posts, whose bodies are prose. */
const PAGES_WITH_GRIDS = SITEMAP_PATHS.filter((path) => !/^\/blog\/./.test(path));

test.describe("grids never end in a lonely card", () => {
  for (const width of [390, 768, 1024, 1440]) {
    test(`at ${width} px`, async ({ page }) => {
      // Every page, and every tab of the product pages: about forty seconds on an idle machine.
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: 900 });
      const problems: string[] = [];
      for (const path of PAGES_WITH_GRIDS) {
        await gotoHydrated(page, path);
        const report = async () => {
          for (const card of await lonelyLastCards(page)) problems.push(`${path}: "${card}…"`);
        };
        // A page with tabs is checked with each of its panels open in turn.
        const tabs = page.getByRole("main").getByRole("tab");
        const tabCount = await tabs.count();
        if (tabCount === 0) await report();
        for (let i = 0; i < tabCount; i++) {
          await tabs.nth(i).click();
          await report();
        }
      }
      expect(problems).toEqual([]);
    });
  }
});

test.describe("on a phone, small items share the width", () => {
  test.use({ viewport: PHONE });

  for (const path of ["/products/auroma-concentrates", "/products/accessories", "/products"]) {
    test(`${path}: two to a row, text of 14 px or more`, async ({ page }) => {
      await gotoHydrated(page, path);
      // The page's last grid of cards: the items of a range, or the benefits of a sauna.
      const grid = page
        .getByRole("main")
        .getByRole("list")
        .filter({ has: page.locator("li h3") });
      const items = grid.last().getByRole("listitem");
      const [first, second] = [await items.nth(0).boundingBox(), await items.nth(1).boundingBox()];
      expect(first!.y).toBe(second!.y);
      expect(second!.x).toBeGreaterThan(first!.x + first!.width);
      const sizes = await items
        .locator("h3, p")
        .evaluateAll((texts) => texts.map((text) => parseFloat(getComputedStyle(text).fontSize)));
      expect(Math.min(...sizes)).toBeGreaterThanOrEqual(14);
    });
  }
});
