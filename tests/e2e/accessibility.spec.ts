/** axe (WCAG 2.1 A and AA) on every page built so far, on a phone and on a desktop screen. */
import { axe, expect, gotoHydrated, test } from "./fixtures";

const paths = [
  "/",
  "/products",
  "/products/aurora",
  "/products/vakio",
  "/products/ice-bath/premium-ice-bath",
  "/products/diy-sauna-kits",
  "/products/accessories",
  "/products/equipment",
  "/products/auroma-concentrates",
  "/steam-rooms",
  "/about",
  "/gallery",
  "/gallery/category/aurora",
  "/gallery/category/client-3d-renderings",
  "/gallery/category/no-such-category",
  "/blog",
  "/blog/choosing-sauna-wood",
  "/blog/no-such-post",
  "/contact",
  "/contact/thank-you",
  "/no-such-page",
];
const widths = [1440, 390];

for (const width of widths) {
  for (const path of paths) {
    test.describe(`at ${width} px`, () => {
      test.use({
        viewport: { width, height: width > 800 ? 900 : 844 },
        // The browser reports the 404 page's own status as a console error.
        allowedConsoleErrors: /no-such/.test(path) ? [/status of 404 \(Not Found\)/] : [],
      });

      test(`${path} has no violations`, async ({ page }) => {
        // axe on a whole page takes several seconds of a busy two-core machine.
        test.slow();
        await gotoHydrated(page, path);
        await axe(page);
        // The header again further down, where it has its scrolled style (the rest of the page
        // is as it was).
        await page.evaluate(() => window.scrollTo(0, 800));
        await expect(page.locator("header[data-scrolled]")).toHaveAttribute(
          "data-scrolled",
          "true",
        );
        await axe(page, { include: "header[data-scrolled]" });
      });
    });
  }
}

test.describe("phone menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("open, with the products group expanded, has no violations", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    const menu = page.locator("#phone-menu");
    await expect(menu).toBeVisible();
    await axe(page);
    await menu.getByLabel("Our Products menu").click();
    await expect(menu.getByRole("link", { name: "Aurora" })).toBeVisible();
    await axe(page);
  });
});

test.describe("products dropdown", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("open, has no violations", async ({ page }) => {
    await gotoHydrated(page, "/about");
    // Opened by keyboard: a mouse reaching the toggle opens it on hover already.
    await page.getByRole("button", { name: "Our Products menu" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("link", { name: "Aurora" })).toBeVisible();
    await axe(page);
  });
});
