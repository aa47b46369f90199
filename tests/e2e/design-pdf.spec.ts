/**
 * 'Download your design (PDF)' on a sauna's page: a design chosen with the configurator's own
 * controls downloads as a PDF named after its size; the PDF's code is not loaded with the page,
 * only on the click; and 'Send this design' says the link opens the design with its PDF.
 */
import { readFile } from "node:fs/promises";

import type { Page } from "@playwright/test";

import { standardDesign } from "../../app/catalogue/configure";
import { designResult } from "../../app/catalogue/design-figures";
import { saunaItem } from "../../app/catalogue/range-cabins";
import { formatRand } from "../../app/format/money";
import { paths } from "../../app/routing/paths";
import { expect, gotoHydrated, test } from "./fixtures";

const form = (page: Page) => page.getByRole("form", { name: "Make it yours" });
const result = (page: Page) => page.locator("[data-design-result]");

test.describe("the design's PDF", () => {
  test("downloads the configured design as a PDF named after its size", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await gotoHydrated(page, paths.sauna("aurora"));
    await form(page).getByRole("combobox", { name: "Width", exact: true }).selectOption("2160");
    await form(page).getByRole("combobox", { name: "Depth", exact: true }).selectOption("2100");
    await expect(result(page)).toContainText("Your Aurora");
    await expect(result(page)).toHaveAttribute("aria-busy", "false");
    expect(
      scripts.filter((url) => /\/design-pdf-[^/]*\.js$/.test(url)),
      "the PDF's code is not loaded with the page",
    ).toEqual([]);

    const button = result(page).getByRole("button", { name: "Download your design (PDF)" });
    const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
    expect(download.suggestedFilename()).toBe("vaja-aurora-2160x2100.pdf");
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    await expect(result(page)).not.toContainText("could not be made");
  });

  test("says where the buyer can download it in the enquiry", async ({ page }) => {
    await gotoHydrated(page, `${paths.sauna("aurora")}?width=2160`);
    await expect(result(page)).toContainText("Your Aurora");
    await expect(result(page)).toHaveAttribute("aria-busy", "false");
    await result(page).getByRole("link", { name: "Send this design" }).click();
    await expect(page.getByLabel("Message", { exact: true })).toHaveValue(
      /- The design, with its PDF to download: \S+\/products\/aurora\?width=2160#configure/,
    );
  });

  test.describe("when the PDF's code cannot be loaded", () => {
    // The browser reports the refused request itself.
    test.use({ allowedConsoleErrors: [/Failed to load resource: net::ERR_FAILED/] });

    test("says so plainly beside the button, and the page goes on", async ({ page }) => {
      await page.route(/\/design-pdf-[^/]*\.js$/, (route) => route.abort());
      await gotoHydrated(page, `${paths.sauna("aurora")}?width=2160`);
      const button = result(page).getByRole("button", { name: "Download your design (PDF)" });
      await button.click();
      await expect(result(page).getByRole("alert")).toHaveText(
        "The PDF could not be made. Please try again.",
      );
      await expect(button).toBeVisible();
      // The rest of the configurator still works.
      await form(page).getByRole("combobox", { name: "Depth", exact: true }).selectOption("2100");
      await expect(page).toHaveURL(/\?width=2160&depth=2100#?$/);
      const aurora = saunaItem("aurora");
      const price = designResult(aurora, {
        ...standardDesign(aurora),
        width: 2160,
        depth: 2100,
      }).price!;
      await expect(result(page).locator("[data-design-price]")).toHaveText(formatRand(price));
    });
  });
});
