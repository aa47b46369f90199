/**
 * The running-cost calculator's tariff: with no city named it says the tariff is an example and
 * names whose it is, never the visitor's; a city named in the address (`?city=`) that the
 * calculator knows starts it from that city's tariff and says so, and keeps it in the address;
 * a city it does not know is ignored; a tariff typed in replaces the city's. The figures are the
 * calculator's own functions'.
 */
import type { Page } from "@playwright/test";

import { CITY_TARIFFS, DEFAULT_TARIFF } from "../../app/catalogue/sizing";
import { DEFAULT_STATE, formatSessionRand, sizingResult } from "../../app/sizing/sizing-state";
import { paths } from "../../app/routing/paths";
import { expect, gotoHydrated, test } from "./fixtures";

const tariffField = (page: Page) => page.getByRole("textbox", { name: /^Electricity/ });
const [slug, city] = Object.entries(CITY_TARIFFS)[0]!;

test.describe("the calculator's tariff", () => {
  test("is named as an example while the visitor has named no city", async ({ page }) => {
    await gotoHydrated(page, paths.sizing);
    const note = page.getByTestId("tariff-note");
    await expect(note).toContainText("type your own");
    await expect(note).toContainText(`${DEFAULT_TARIFF.city}'s as an example`);
    await expect(page.getByTestId("session-cost")).toContainText("as an example");
    await expect(tariffField(page)).toHaveValue(String(DEFAULT_TARIFF.randPerKwh));
  });

  test("starts from the city the address names, and keeps it there", async ({ page }) => {
    await gotoHydrated(page, `${paths.sizing}?city=${slug}`);
    const note = page.getByTestId("tariff-note");
    await expect(note).toContainText(`Tariff: ${city.city}'s`);
    await expect(note).not.toContainText("example");
    await expect(tariffField(page)).toHaveValue(String(city.randPerKwh));
    const { estimate } = sizingResult({ ...DEFAULT_STATE, tariff: city.randPerKwh });
    await expect(page.getByTestId("session-cost")).toContainText(formatSessionRand(estimate!.rand));
    await expect(page.getByTestId("session-cost")).not.toContainText("example");
    // Changing the room keeps the city in the address.
    await page.getByRole("textbox", { name: /^Width/ }).fill("2400");
    await expect(page).toHaveURL(new RegExp(`[?&]city=${slug}(&|$)`));
  });

  test("ignores a city it does not know", async ({ page }) => {
    await gotoHydrated(page, `${paths.sizing}?city=atlantis`);
    await expect(page.getByTestId("tariff-note")).toContainText("as an example");
    await expect(tariffField(page)).toHaveValue(String(DEFAULT_TARIFF.randPerKwh));
  });

  test("gives way to a tariff the visitor types", async ({ page }) => {
    await gotoHydrated(page, `${paths.sizing}?city=${slug}`);
    await tariffField(page).fill("4.2");
    const { estimate } = sizingResult({ ...DEFAULT_STATE, tariff: 4.2 });
    await expect(page.getByTestId("session-cost")).toContainText(formatSessionRand(estimate!.rand));
    await expect(page.getByTestId("session-cost")).not.toContainText("example");
    await expect(page).toHaveURL(/[?&]tariff=4\.2(&|$)/);
    await expect(page).not.toHaveURL(/[?&]city=/);
  });
});
