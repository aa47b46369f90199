/**
 * One walk through every page the build prerenders, as a visitor reads it: opened on a desktop
 * screen, hydrated, read to the end so that everything lazy loads, then narrowed to a tablet's and a
 * phone's width. Everything that can be read off a page in that one visit is checked there, so
 * each page is opened once for all of it:
 *
 * - for the pages of the sitemap, its content in the prerendered HTML, not an empty root;
 * - no Content-Security-Policy violation, from the first script to the phone's pictures;
 * - text set only in weights its fonts have, from the preloaded Latin files and nothing else;
 * - no place where a line may break between a number and its unit;
 * - no grid that ends in a lonely card, at 1440, 1024, 768 and 390 px, with each tab open in turn;
 * - nothing stored in the browser that the privacy page does not name.
 *
 * Pages come from the build itself (site-map.ts), so a page added to the site is walked without
 * touching this file.
 */
import type { Page } from "@playwright/test";

import { loadEnv } from "../../server/env";
import { decodeEntities } from "./content";
import { expect, gotoHydrated, scrollThrough, test } from "./fixtures";
import {
  PRELOADED_FONT,
  REST_OF_FONT,
  breakableQuantities,
  collectCspViolations,
  lonelyLastCards,
  unlistedStorage,
  weightsOutsideFonts,
} from "./page-checks";
import { PRERENDERED_PAGES, SITEMAP_PATHS } from "./site-map";

// The list of stored keys reads the configuration as the build wrote it into the pages.
loadEnv();
const { SESSION_STORAGE_KEYS } = await import("../../app/privacy/storage");

/** Widths the grids are checked at after the desktop one, narrowest last. */
const NARROWER = [1024, 768, 390];

/** Pages whose text is the site's own layout: not the single blog posts, whose bodies are prose. */
const hasGrids = (path: string) => SITEMAP_PATHS.includes(path) && !/^\/blog\/./.test(path);

/** Lonely cards on the page as laid out now, with each of its tabs open in turn. */
async function lonelyCardsInEveryTab(page: Page, width: number): Promise<string[]> {
  const found: string[] = [];
  const report = async (where: string) => {
    for (const card of await lonelyLastCards(page)) found.push(`${width} px${where}: ${card}`);
  };
  const tabs = page.getByRole("main").getByRole("tab");
  const count = await tabs.count();
  if (count === 0) await report("");
  for (let i = 0; i < count; i++) {
    await tabs.nth(i).click();
    await report(`, tab "${await tabs.nth(i).innerText()}"`);
  }
  // Back to the first tab, as the page opened.
  if (count > 0) await tabs.first().click();
  return found;
}

test.use({ viewport: { width: 1440, height: 900 } });

for (const path of PRERENDERED_PAGES) {
  test(`${path}, read to the end at every width`, async ({ page, request }) => {
    // A long page is scrolled through and every lazy part loaded; the machine may be busy.
    test.slow();
    const fontFiles: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font") fontFiles.push(new URL(request.url()).pathname);
    });
    const csp = await collectCspViolations(page);

    await gotoHydrated(page, path);

    if (SITEMAP_PATHS.includes(path)) {
      await test.step("its content is in the HTML, not an empty root", async () => {
        const response = await request.get(path);
        expect(response.headers()["content-type"]).toMatch(/^text\/html/);
        const html = await response.text();
        const h1 = (await page.getByRole("heading", { level: 1 }).innerText()).trim();
        expect(h1.length).toBeGreaterThan(0);
        expect(decodeEntities(html)).toContain(h1.split(/\s+/).slice(0, 3).join(" "));
        expect(html).toMatch(/<h1[^>]*>/);
        expect(html).toMatch(/<footer/);
      });
    }

    await scrollThrough(page);

    await test.step("its fonts have the weights it uses", async () => {
      expect(await weightsOutsideFonts(page)).toEqual([]);
    });

    if (SITEMAP_PATHS.includes(path)) {
      await test.step("no number can wrap away from its unit", async () => {
        expect(await breakableQuantities(page)).toEqual([]);
      });
    }

    if (hasGrids(path)) {
      await test.step("no grid ends in a lonely card, at any width", async () => {
        const lonely = await lonelyCardsInEveryTab(page, 1440);
        for (const width of NARROWER) {
          await page.setViewportSize({ width, height: 900 });
          lonely.push(...(await lonelyCardsInEveryTab(page, width)));
        }
        expect(lonely).toEqual([]);
      });
    } else {
      await page.setViewportSize({ width: 390, height: 844 });
    }

    await test.step("no Content-Security-Policy violation", async () => {
      // Every picture on show, at the phone's width too, has arrived (a blocked one would be a
      // violation); pictures in closed tabs are never requested...
      await scrollThrough(page);
      await page.waitForFunction(() =>
        [...document.images].every((image) => image.complete || !image.getClientRects().length),
      );
      // ...and the network has had a chance to go quiet; on a busy machine it may never be
      // completely idle, and the violations are read either way.
      await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => undefined);
      expect(await csp.read()).toEqual([]);
    });

    await test.step("its text comes from the preloaded font files", async () => {
      if (path === "/") expect(fontFiles.length, "font files requested").toBeGreaterThan(0);
      expect(fontFiles.filter((file) => !PRELOADED_FONT.test(file))).toEqual([]);
      expect(fontFiles.filter((file) => REST_OF_FONT.test(file))).toEqual([]);
    });

    await test.step("nothing stored that the privacy page does not name", async () => {
      expect((await unlistedStorage(page, SESSION_STORAGE_KEYS)).problems).toEqual([]);
    });
  });
}
