/**
 * Small things a visitor notices: numbers that wrap away from their units, listing cards whose
 * picture is not a link, focus left behind by 'Load More Articles', pages that cannot be reached
 * from the menu, and small items that waste a phone's width. (Every page's units and grids are
 * checked in the site walk, site-walk.spec.ts.)
 */
import type { Locator, Page } from "@playwright/test";

import { expect, gotoHydrated, test } from "./fixtures";
import { wrappedQuantities } from "./page-checks";

const PHONE = { width: 390, height: 844 };

test.describe("numbers and their units", () => {
  test.use({ viewport: PHONE });

  test("a sauna's size stays on one line on a phone", async ({ page }) => {
    await gotoHydrated(page, "/products");
    const sizes = page.getByRole("main").locator("dd", { hasText: /\d\s*×\s*\d/ });
    await expect(sizes.first()).toBeVisible();
    expect(await sizes.count()).toBeGreaterThan(1);
    expect(await wrappedQuantities(page)).toEqual([]);
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
