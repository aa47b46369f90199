/**
 * The spec sheets and the brochure: each sauna page links its one-page spec sheet, the
 * collections page links the brochure, and each link answers with a PDF.
 */
import type { APIRequestContext, Page } from "@playwright/test";

import { saunaRange } from "../../app/catalogue/range";
import { paths } from "../../app/routing/paths";
import { axe, expect, test } from "./fixtures";

/** Follows the link named `name` on the page and checks that it answers with a PDF. */
async function expectPdfLink(page: Page, request: APIRequestContext, name: string, path: string) {
  const link = page.getByRole("link", { name });
  await expect(link).toHaveCount(1);
  await expect(link).toHaveAttribute("href", path);
  await expect(link).toHaveAttribute("download", "");
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/pdf\b/);
  expect((await response.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
}

for (const sauna of saunaRange) {
  test(`the ${sauna.name}'s page links its spec sheet, a PDF`, async ({ page, request }) => {
    await page.goto(sauna.path);
    await expectPdfLink(
      page,
      request,
      "Download the spec sheet (PDF)",
      paths.specSheet(sauna.slug),
    );
  });
}

test("the collections page links the brochure, a PDF", async ({ page, request }) => {
  await page.goto(paths.products);
  await expectPdfLink(page, request, "Download the brochure (PDF)", paths.brochure);
});

for (const width of [390, 1440]) {
  test(`the pages offering the PDFs stay accessible at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    // The links and what surrounds them; the whole pages are checked in accessibility.spec.ts.
    for (const path of [paths.products, saunaRange[0]!.path]) {
      await page.goto(path);
      await axe(page, { include: 'section:has(a[href$=".pdf"])' });
    }
  });
}
