/** Unknown addresses: a real 404 status for crawlers, a helpful page for visitors. */
import { expect, gotoHydrated, test } from "./fixtures";

test("an unknown address answers 404 with the not-found page", async ({ request }) => {
  const response = await request.get("/no-such-page");
  expect(response.status()).toBe(404);
  expect(response.headers()["content-type"]).toMatch(/^text\/html/);
  const html = await response.text();
  expect(html).toContain("<title>Page not found | Vaja</title>");
  expect(html).toMatch(/<meta name="robots" content="noindex[^"]*"/);
  expect(html).not.toContain('rel="canonical"');
  expect(html).toMatch(/<h1[^>]*>[^<]+/);
});

test("a missing hashed asset is a plain 404, not the HTML page", async ({ request }) => {
  const response = await request.get("/assets/nope.js");
  expect(response.status()).toBe(404);
  expect(response.headers()["content-type"] ?? "").not.toMatch(/html/);
  expect(await response.text()).not.toMatch(/<html/i);
});

test.describe("in the browser", () => {
  // The browser reports the 404 status of the page itself as a console error.
  test.use({ allowedConsoleErrors: [/status of 404 \(Not Found\)/] });

  test("shows a heading and a way back home", async ({ page }) => {
    const response = await gotoHydrated(page, "/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle("Page not found | Vaja");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const home = page.getByRole("main").getByRole("link", { name: /home page/i });
    await expect(home).toHaveAttribute("href", "/");
    await home.click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test.describe("a stale link", () => {
  // The browser reports the 404 page's own status as a console error.
  test.use({ allowedConsoleErrors: [/status of 404 \(Not Found\)/] });

  test("following a stale link to a page that does not exist shows the not-found view", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await gotoHydrated(page, "/about");
    // Every link of the site leads somewhere: add a stale one, as an old e-mail or bookmark would have.
    await page.evaluate(() => {
      const link = document.createElement("a");
      link.href = "/saunas-old-range";
      link.textContent = "Old range";
      document.querySelector("main")?.prepend(link);
    });
    // Keyboard activation: the fixed header lies over the top of the page.
    await page.getByRole("link", { name: "Old range" }).press("Enter");
    await expect(page).toHaveURL("/saunas-old-range");
    await expect(page).toHaveTitle("Page not found | Vaja");
    await expect(page.getByRole("main").getByRole("link", { name: /home page/i })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  });
});
