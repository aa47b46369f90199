/**
 * A 360° tour viewer (the gallery's client renderings, and a sauna's page when its tour is a
 * provider's share link): the frame loads only when the visitor comes near it, opens full screen
 * and closes again (button, Escape, Escape from inside the tour) with focus returned, and says so
 * clearly when the tour cannot load. The last viewer of the client renderings is the one tested.
 */
import { clientTours } from "../../app/catalogue/tours";
import { axe, expect, gotoHydrated, test } from "./fixtures";

const PAGE = "/gallery/category/client-3d-renderings";
const TOUR = clientTours.at(-1)!;
const VIEWER = `[data-tour-viewer="${TOUR.id}"]`;

// A short window, so the viewer starts well out of reach of the lazy-loading margin.
test.use({ viewport: { width: 1280, height: 480 } });

test("the preview loads when near, full mode opens and closes, focus returns", async ({ page }) => {
  // Three rounds of the full-screen tour (drawn by the CPU in headless Chromium) and two axe scans:
  // over 20 s on an idle machine.
  test.slow();
  const tourRequests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === TOUR.embedUrl) tourRequests.push(request.url());
  });
  await gotoHydrated(page, PAGE);
  const viewer = page.locator(VIEWER);
  expect(tourRequests).toEqual([]);
  await expect(viewer.locator("iframe")).toHaveCount(0);

  await viewer.scrollIntoViewIfNeeded();
  await expect(viewer.locator("iframe")).toHaveAttribute("src", TOUR.embedUrl);
  await expect(viewer.locator("[data-tour-frame]")).toHaveAttribute("data-tour-frame", "ready");
  await axe(page);

  const opener = viewer.getByRole("button", { name: /View in 3D/ });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: /in 3D/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Close 3D view" })).toBeFocused();
  await expect(dialog.locator("[data-tour-frame]")).toHaveAttribute("data-tour-frame", "ready");
  const scrollBefore = await page.evaluate(() => window.scrollY);
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrollBefore);
  await axe(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  // Escape pressed inside the tour's own frame closes it too.
  await opener.click();
  await expect(dialog).toBeVisible();
  const tour = page.frameLocator("dialog iframe").getByRole("application");
  await tour.click();
  await tour.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  // And the close button.
  await opener.click();
  await dialog.getByRole("button", { name: "Close 3D view" }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test.describe("when the tour cannot load", () => {
  // The aborted frame request is reported by the browser as a console error.
  test.use({ allowedConsoleErrors: [/ERR_BLOCKED_BY_CLIENT|Failed to load resource/] });

  test("a blocked tour shows the fallback with a link out", async ({ page }) => {
    await page.route("**/tours/**", (route) => route.abort("blockedbyclient"));
    await gotoHydrated(page, PAGE);
    const viewer = page.locator(VIEWER);
    await viewer.scrollIntoViewIfNeeded();
    await expect(viewer.getByRole("status")).toHaveText(
      "The 3D tour could not load. Open it in a new tab.",
    );
    const linkOut = viewer.getByRole("link", { name: "Open it in a new tab." });
    await expect(linkOut).toHaveAttribute("target", "_blank");
    await expect(linkOut).toHaveAttribute("rel", /noopener/);
  });

  test("offline, the fallback shows", async ({ page, context }) => {
    await gotoHydrated(page, PAGE);
    // The tours near the top of the page load at once: let them finish before the network goes,
    // or their pages fail half-loaded in their own frames.
    await expect(page.locator('[data-tour-frame="ready"]').first()).toBeAttached();
    await expect(page.locator('[data-tour-frame="loading"]')).toHaveCount(0);
    await context.setOffline(true);
    const viewer = page.locator(VIEWER);
    await viewer.scrollIntoViewIfNeeded();
    await expect(viewer.getByRole("status")).toContainText("could not load");
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("full mode fills the screen and passes axe", async ({ page }) => {
    await gotoHydrated(page, PAGE);
    const opener = page.locator(VIEWER).getByRole("button", { name: /View in 3D/ });
    await opener.scrollIntoViewIfNeeded();
    await opener.tap();
    const dialog = page.getByRole("dialog");
    await expect(dialog.locator("[data-tour-frame]")).toHaveAttribute("data-tour-frame", "ready");
    const box = await dialog.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(389);
    await axe(page);
  });
});
