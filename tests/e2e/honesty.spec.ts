/**
 * Nothing invented passed off as real, and one value per fact, as a visitor reads the pages of a
 * preview build (the end-to-end tests run with the example defaults): a plain notice on every
 * page naming what is an example, invented customers and an example address marked where they
 * stand, pictures called visualisations until photographs replace them, no heading over reviews
 * that do not exist, every price with what it includes and how long it takes, the same places
 * served wherever they are named, and the ice bath's current worked out from its power.
 *
 * The values compared are read from the same modules the build reads; the wording is matched by
 * what it must say, not pinned.
 */
import type { Locator, Page } from "@playwright/test";

import { paths } from "../../app/routing/paths";
import { loadEnv } from "../../server/env";
import { expect, gotoHydrated, test } from "./fixtures";
import { PRERENDERED_PAGES } from "./site-map";

loadEnv();
const { enquiryCities, servedPlaces, site } = await import("../../app/content/site");
const { EXAMPLE_VALUES } = await import("../../app/config/example-values");
const { iceBathConstants } = await import("../../app/catalogue/ice-baths");
const { saunaRange } = await import("../../app/catalogue/range");

/** The text of an element, every kind of space read as one. */
async function textOf(locator: Locator): Promise<string> {
  return (await locator.innerText()).replace(/[\s\u2060]+/g, " ").trim();
}

const cities: string[] = servedPlaces.map((place) => place.city);

test.describe("a preview says what is an example", () => {
  test("every kind of page names its examples in the footer, in plain words", async ({ page }) => {
    for (const path of [paths.home, paths.sauna("aurora"), paths.blog, paths.guideFaq]) {
      await page.goto(path);
      const notice = page.getByRole("contentinfo").locator("[data-preview-notice]");
      await expect(notice, path).toBeVisible();
      const text = await textOf(notice);
      expect(text, path).toMatch(/preview/i);
      expect(text, path).toMatch(/examples?/i);
      expect(text, path).toMatch(/phone numbers/i);
      expect(text, path).toMatch(/addresses/i);
      expect(text, path).toMatch(/customer names/i);
    }
  });

  test("the invented customers are marked as examples where they stand", async ({ page }) => {
    await gotoHydrated(page, paths.home);
    const strip = page.getByRole("region", { name: /trusted by/i });
    await expect(strip.locator("[data-example-note]")).toHaveText(/example names/i);
  });

  test("an office's example address is marked beside it, and its picture is not called the showroom", async ({
    page,
  }) => {
    for (const office of site.offices) {
      await gotoHydrated(page, office.path);
      const main = page.getByRole("main");
      await expect(main.locator("address + [data-example-note]")).toContainText(/address/i);
      const caption = main.locator("figure figcaption").first();
      await expect(caption).toHaveText(/visualisation/i);
      await expect(caption).toHaveText(/not a photograph/i);
    }
  });

  test("every example phone number, e-mail address and street address is marked where it stands, on every page", async ({
    browser,
  }) => {
    test.slow();
    // What a visitor reads of each example detail: the values, and a street address's first line.
    const examples = [
      ...new Set(
        Object.entries(EXAMPLE_VALUES)
          .filter(
            ([setting]) => !/^SITE_(URL|COORDINATES_|FACEBOOK|INSTAGRAM|LINKEDIN)/.test(setting),
          )
          .map(([setting, value]) =>
            setting.startsWith("SITE_ADDRESS_") ? value.split(",")[0]! : value,
          ),
      ),
    ];
    // The prerendered pages as they are, without scripts: what every visitor sees first.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const unmarked: string[] = [];
    let seen = 0;
    for (const path of PRERENDERED_PAGES) {
      await page.goto(path);
      const found = await page.evaluate((values) => {
        const results: { text: string; marked: boolean }[] = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement!;
          if (parent.closest("script, style, template, [hidden]")) continue;
          const text = node.textContent ?? "";
          const value = values.find((candidate) => text.includes(candidate));
          if (!value) continue;
          // Marked beside it: in the same line of the page (its paragraph, item or address).
          const line = parent.closest("p, dd, li, address, td, div")!;
          const marked =
            Boolean(line.querySelector("[data-example-mark]")) ||
            Boolean(line.closest("address")?.parentElement?.querySelector("[data-example-note]"));
          results.push({ text: value, marked });
        }
        return results;
      }, examples);
      seen += found.length;
      for (const { text, marked } of found) if (!marked) unmarked.push(`${path}: ${text}`);
    }
    await context.close();
    // The walk found them: the footer shows the offices' phones on every page.
    expect(seen).toBeGreaterThan(PRERENDERED_PAGES.length);
    expect(unmarked).toEqual([]);
  });

  test("the gallery calls its rendered pictures visualisations and claims no built rooms", async ({
    page,
  }) => {
    await page.goto(paths.gallery);
    const heading = page.getByRole("heading", { level: 1 });
    const intro = await textOf(page.getByRole("main").locator("section").filter({ has: heading }));
    expect(intro).toMatch(/visualisations/i);
    expect(intro).not.toMatch(/built by our own team|rooms we have made/i);
  });

  test("with no quotes, the reviews section invites a reference under a heading that says so", async ({
    page,
  }) => {
    await gotoHydrated(page, paths.home);
    await expect(page.getByRole("region", { name: "What Our Clients Say" })).toHaveCount(0);
    const section = page.locator("[data-reviews-state]");
    await expect(section.getByRole("heading", { level: 2 })).not.toHaveText(/clients say/i);
    await expect(section.getByRole("link", { name: /reference/i })).toBeVisible();
    await expect(section.locator("blockquote")).toHaveCount(0);
  });
});

test.describe("prices a buyer can act on", () => {
  /** What the price line under a heading says it includes. */
  async function expectTerms(page: Page, path: string, scope: Locator, leadTime: boolean) {
    const terms = scope.locator("[data-price-terms]");
    await expect(terms.first(), path).toBeVisible();
    for (const text of await terms.allInnerTexts()) {
      expect(text, path).toMatch(/VAT/);
      if (leadTime) expect(text, path).toMatch(/\d\s*(–\s*\d+\s*)?weeks?/);
    }
  }

  test("each product says what its price includes and how long it takes", async ({ page }) => {
    for (const sauna of saunaRange) {
      await page.goto(sauna.path);
      await expectTerms(page, sauna.path, page.getByRole("main"), true);
    }
    const iceBath = paths.iceBath("premium-ice-bath");
    await page.goto(iceBath);
    await expectTerms(page, iceBath, page.getByRole("main"), true);
  });

  test("every price on a card or in the comparison says what it includes", async ({ page }) => {
    for (const path of [
      paths.products,
      paths.diyKits,
      paths.equipment,
      paths.accessories,
      paths.aromas,
    ]) {
      await page.goto(path);
      await expectTerms(page, path, page.getByRole("main"), false);
    }
    await page.goto(paths.compare);
    const row = page.getByRole("row", { name: /indicative price/i });
    const cells = row.getByRole("cell");
    for (const text of await cells.allInnerTexts()) expect(text).toMatch(/R\s?[\d\s]+[\s\S]*VAT/);
  });

  test("the steam rooms show an indicative figure, what it includes and why it is settled later", async ({
    page,
  }) => {
    await page.goto(paths.steamRooms);
    const main = page.getByRole("main");
    await expect(main.getByText(/price on request/i)).toHaveCount(0);
    const cards = main.locator("figure");
    await expect(cards).toHaveCount(3);
    for (const card of await cards.all()) await expect(card).toContainText(/From R\s?\d/);
    await expectTerms(page, paths.steamRooms, main, false);
    await expect(main).toContainText(/survey/i);
    await expect(main).toContainText(/weeks/);
  });
});

test.describe("one value per fact", () => {
  test("the places served are one list: named in the footer and on a product page, offered on the enquiry form", async ({
    page,
  }) => {
    await gotoHydrated(page, paths.contact());
    const footer = await textOf(page.getByRole("contentinfo"));
    for (const city of cities) expect(footer).toContain(city);
    const locations = page.getByRole("main").locator('input[type="checkbox"][name="location"]');
    const values = await locations.evaluateAll((boxes) =>
      boxes.map((box) => (box as HTMLInputElement).value),
    );
    expect(values).toEqual([...enquiryCities, "Other"]);

    await page.goto(paths.sauna("aurora"));
    const available = page.getByRole("region", { name: /available in/i }).getByRole("listitem");
    expect(await available.allInnerTexts()).toEqual(
      servedPlaces.map(({ city, province }) => `${city} (${province})`),
    );
  });

  test("the ice bath's current is what its power draws at 230 V", async ({ page }) => {
    await page.goto(paths.iceBath("premium-ice-bath"));
    const row = (label: string) => page.getByRole("main").locator(`dt:text-is("${label}") + dd`);
    const power = Number((await textOf(row("Power"))).match(/[\d.]+/)![0]);
    const current = Number((await textOf(row("Current"))).match(/[\d.]+/)![0]);
    expect(power).toBe(iceBathConstants.powerW);
    expect(current).toBeCloseTo(power / 230, 1);
    await expect(page.getByRole("main")).not.toContainText(/ordinary wall socket/i);
  });
});
