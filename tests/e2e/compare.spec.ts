/**
 * The comparison (/products/compare): every collection and the ice bath with its price line, the
 * choice of two or three columns on a phone kept in the address, the whole table without
 * JavaScript, accessibility, and the links that lead to it. Names, prices and slugs come from the
 * range and the comparison's own derivation, so the rules hold for whatever the range holds.
 */
import type { Page } from "@playwright/test";

import { comparison, MAX_CHOSEN, MIN_CHOSEN } from "../../app/catalogue/compare";
import { priceLine } from "../../app/catalogue/price";
import { ITEMS_PARAM, paths } from "../../app/routing/paths";
import { plain } from "./content";
import { axe, expect, gotoHydrated, holdHydration, test } from "./fixtures";

const items = comparison();
const saunas = items.filter((item) => item.kind === "sauna");

const table = (page: Page) => page.getByRole("table");

/** The names of the columns a visitor sees, in order. */
async function visibleColumns(page: Page): Promise<string[]> {
  const headers = table(page)
    .locator("thead th[scope=col]")
    .filter({ has: page.locator("a") });
  const names: string[] = [];
  for (const header of await headers.all()) {
    if (await header.isVisible()) names.push(plain(await header.getByRole("link").innerText()));
  }
  return names;
}

const namesOf = (slugs: readonly string[]) =>
  slugs.map((slug) => items.find((item) => item.slug === slug)!.name);

const chosenInAddress = (page: Page) =>
  new URL(page.url()).searchParams.get(ITEMS_PARAM)?.split(",") ?? [];

test.describe("at 1440 px", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the table lists every item, linked to its page, with its price line", async ({ page }) => {
    await gotoHydrated(page, paths.compare);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    expect(await visibleColumns(page)).toEqual(items.map((item) => item.name));
    const priceRow = table(page).locator("tr[data-row=price]");
    await expect(priceRow.getByRole("rowheader")).toBeVisible();
    const cells = priceRow.getByRole("cell");
    await expect(cells).toHaveCount(items.length);
    for (const [i, item] of items.entries()) {
      const price = plain(await cells.nth(i).innerText());
      expect(price.startsWith(plain(priceLine(item.price))), price).toBe(true);
      expect(price).toMatch(/VAT/);
      await expect(
        table(page).getByRole("columnheader").getByRole("link", { name: item.name, exact: true }),
      ).toHaveAttribute("href", item.path);
      await expect(
        table(page).getByRole("link", { name: `Request a quote for the ${item.name}` }),
      ).toHaveAttribute("href", paths.contact(item.topic));
    }
    // The table fits the screen: nothing scrolls sideways.
    const region = page.getByRole("region", { name: /compared/ });
    expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
  });

  test("plans link to each collection's PDF, when it has plans", async ({ page, request }) => {
    await gotoHydrated(page, paths.compare);
    const plansRow = table(page).locator("tr[data-row=plans]");
    for (const sauna of saunas) {
      const link = plansRow.getByRole("link", { name: new RegExp(`of the ${sauna.name}\\b`) });
      if (sauna.cells.plans.kind === "link") {
        await expect(link).toHaveAttribute("href", paths.planPdf(sauna.slug));
        expect((await request.get(paths.planPdf(sauna.slug))).status()).toBe(200);
      } else {
        await expect(link).toHaveCount(0);
      }
    }
  });

  test("has no accessibility violations", async ({ page }) => {
    await gotoHydrated(page, paths.compare);
    await axe(page);
  });

  test("carries a breadcrumb trail and a list of the items compared", async ({ request }) => {
    const html = await (await request.get(paths.compare)).text();
    const json = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)![1]!;
    const graph = (JSON.parse(json) as { "@graph": Record<string, unknown>[] })["@graph"];
    const list = graph.find((node) => node["@type"] === "ItemList") as {
      itemListElement: { name: string; url: string }[];
    };
    expect(list.itemListElement.map((entry) => entry.name)).toEqual(items.map((i) => i.name));
    for (const [i, entry] of list.itemListElement.entries()) {
      expect(new URL(entry.url).pathname).toBe(items[i]!.path);
    }
    expect(graph.some((node) => node["@type"] === "BreadcrumbList")).toBe(true);
    expect(graph.some((node) => "offers" in node)).toBe(false);
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/products\/compare"/);
  });
});

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("shows a pair at first, and choosing changes the columns and the address", async ({
    page,
  }) => {
    await gotoHydrated(page, paths.compare);
    const shown = await visibleColumns(page);
    expect(shown).toHaveLength(MIN_CHOSEN);

    // A third column: tick one more.
    const third = items.find((item) => !shown.includes(item.name))!;
    await page.getByRole("checkbox", { name: third.name }).check();
    expect(await visibleColumns(page)).toEqual(
      items.map((i) => i.name).filter((name) => [...shown, third.name].includes(name)),
    );
    // No more than three: a tap on a fourth shows it in place of the one chosen longest ago,
    // and says so, naming both, where a screen reader hears it.
    expect(MAX_CHOSEN).toBe(3);
    const three = [...shown, third.name];
    const fourth = items.find((item) => !three.includes(item.name))!;
    const live = page.locator("form [aria-live=polite]");
    await page.getByRole("checkbox", { name: fourth.name }).check();
    const afterFourth = [shown[1]!, third.name, fourth.name];
    expect(await visibleColumns(page)).toEqual(
      items.map((i) => i.name).filter((name) => afterFourth.includes(name)),
    );
    await expect(page.getByRole("checkbox", { name: shown[0]! })).not.toBeChecked();
    await expect(live).toContainText(shown[0]!);
    await expect(live).toContainText(fourth.name);

    // Back to two: untick the fourth.
    await page.getByRole("checkbox", { name: fourth.name }).uncheck();
    const two = [shown[1]!, third.name];
    const expected = items.map((i) => i.name).filter((name) => two.includes(name));
    expect(await visibleColumns(page)).toEqual(expected);
    await expect.poll(() => namesOf(chosenInAddress(page))).toEqual(expected);
    await expect(live).not.toContainText(fourth.name);

    // And no fewer than two: the tap is answered, and the box stays ticked.
    const last = page.getByRole("checkbox", { name: two[0]! });
    const showing = await live.innerText();
    await last.click();
    await expect(last).toBeChecked();
    expect(await visibleColumns(page)).toEqual(expected);
    await expect(live).not.toHaveText(showing);
    await expect(live).toContainText(showing);

    // The table fits the phone without scrolling sideways.
    const region = page.getByRole("region", { name: /compared/ });
    expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
  });

  test("a shared address shows the items it names", async ({ page }) => {
    const [first, last] = [saunas[0]!, saunas[saunas.length - 1]!];
    await gotoHydrated(page, paths.compareWith(first.slug, last.slug));
    expect(await visibleColumns(page)).toEqual([first.name, last.name]);
    await expect(page.getByRole("checkbox", { name: first.name })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: last.name })).toBeChecked();
  });

  test("an address naming unknown or repeated items falls back to a pair", async ({ page }) => {
    await gotoHydrated(page, `${paths.compare}?${ITEMS_PARAM}=nope,${saunas[1]!.slug},nope`);
    const one = await visibleColumns(page);
    expect(one).toHaveLength(MIN_CHOSEN);
    expect(one).toContain(saunas[1]!.name);
    await expect.poll(() => chosenInAddress(page)).toHaveLength(MIN_CHOSEN);

    await gotoHydrated(page, `${paths.compare}?${ITEMS_PARAM}=<b>,,x,x`);
    expect(await visibleColumns(page)).toHaveLength(MIN_CHOSEN);
  });

  test("a box ticked before the page hydrates is kept", async ({ page }) => {
    const held = await holdHydration(page);
    await page.goto(paths.compare);
    const before = await visibleColumns(page);
    const extra = items.find((item) => !before.includes(item.name))!;
    await page.getByRole("checkbox", { name: extra.name }).check();
    await held.release();
    await expect(page.getByRole("checkbox", { name: extra.name })).toBeChecked();
    await expect.poll(() => visibleColumns(page)).toContain(extra.name);
    await expect.poll(() => namesOf(chosenInAddress(page))).toContain(extra.name);
  });

  test("has no accessibility violations", async ({ page }) => {
    await gotoHydrated(page, paths.compare);
    await axe(page);
    await page.evaluate(() => window.scrollTo(0, 800));
    await axe(page);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("a phone gets the whole table, in a region it can scroll", async ({ page }) => {
    await page.goto(paths.compareWith(saunas[0]!.slug, saunas[1]!.slug));
    expect(await visibleColumns(page)).toEqual(items.map((item) => item.name));
    const priceCells = table(page).locator("tr[data-row=price]").getByRole("cell");
    await expect(priceCells).toHaveCount(items.length);
    for (const [i, item] of items.entries()) {
      await expect(priceCells.nth(i)).toBeVisible();
      const price = plain(await priceCells.nth(i).innerText());
      expect(price.startsWith(plain(priceLine(item.price))), price).toBe(true);
    }
    const region = page.getByRole("region", { name: /compared/ });
    await expect(region).toHaveAttribute("tabindex", "0");
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    // The chooser could not change a prerendered page: it is not offered.
    await expect(page.getByRole("checkbox")).toHaveCount(0);
  });
});

test.describe("the way here", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the collections link to the comparison", async ({ page }) => {
    await gotoHydrated(page, paths.products);
    await page.getByRole("link", { name: "Compare the collections", exact: true }).click();
    await expect(page).toHaveURL(paths.compare);
    await expect(page.getByRole("table")).toBeVisible();
  });

  test("each sauna's page links to it with that sauna chosen", async ({ page }) => {
    // Five pages, each loaded and hydrated: more than a default test's time on a busy machine.
    test.slow();
    for (const sauna of saunas) {
      await gotoHydrated(page, sauna.path);
      const link = page.getByRole("link", { name: "Compare with the other collections" });
      const href = (await link.getAttribute("href"))!;
      const url = new URL(href, "http://localhost");
      expect(url.pathname).toBe(paths.compare);
      const chosen = url.searchParams.get(ITEMS_PARAM)!.split(",");
      expect(chosen[0]).toBe(sauna.slug);
      expect(chosen).toHaveLength(MIN_CHOSEN);
    }
    await page.getByRole("link", { name: "Compare with the other collections" }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.compare}\\?`));
    await expect(page.getByRole("table")).toBeVisible();
  });
});
