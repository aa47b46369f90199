/**
 * A 360° tour viewer: what frames a tour provider's share link, and what a client room of the
 * gallery shows in its 3D model's place where the model cannot be drawn (here: WebGL switched
 * off). Nothing of the tour loads before the visitor asks; then it opens full screen and closes
 * again (button, Escape, Escape from inside the tour) with focus returned, and says so clearly
 * when the tour cannot load. The last client room is the one tested.
 */
import type { Page } from "@playwright/test";

import { clientTours } from "../../app/catalogue/tours";
import { axe, expect, gotoHydrated, test } from "./fixtures";
import { withoutWebGL } from "./no-webgl";

const PAGE = "/gallery/category/client-3d-renderings";
const TOUR = clientTours.at(-1)!;
const VIEWER = `[data-tour-viewer="${TOUR.id}"]`;

test.use({ viewport: { width: 1280, height: 480 } });
test.beforeEach(async ({ page }) => withoutWebGL(page));

/** Asks for the room in 3D; without WebGL its tour takes the model's place. */
async function askForTour(page: Page) {
  const room = page.locator("li", { has: page.locator(`#tour-${TOUR.id}`) });
  const ask = room.getByRole("button", { name: /as a model you can turn/ });
  await ask.scrollIntoViewIfNeeded();
  await ask.click();
  await expect(room.getByRole("status").first()).toContainText("360° tour instead");
  return page.locator(VIEWER);
}

test("nothing loads until asked; full mode opens and closes, focus returns", async ({ page }) => {
  // Three rounds of the full-screen tour (drawn by the CPU in headless Chromium) and two axe scans:
  // over 20 s on an idle machine.
  test.slow();
  const tourRequests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === TOUR.embedUrl) tourRequests.push(request.url());
  });
  await gotoHydrated(page, PAGE);
  await expect(page.locator(VIEWER)).toHaveCount(0);
  expect(tourRequests).toEqual([]);

  const viewer = await askForTour(page);
  await expect(viewer.locator("iframe")).toHaveAttribute("src", TOUR.embedUrl);
  await expect(viewer.locator("[data-tour-frame]")).toHaveAttribute("data-tour-frame", "ready");
  // The page around the frame is the way into the site: the tour in it offers none of its own.
  const framed = viewer.frameLocator("iframe");
  await expect(framed.getByRole("application")).toBeVisible();
  await expect(framed.getByRole("navigation")).toHaveCount(0);
  await expect(framed.getByRole("link", { name: /home|enquire/i })).toHaveCount(0);
  await axe(page);

  const opener = viewer.getByRole("button", { name: /View in 3D/ });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: /in 3D/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Close 3D view" })).toBeFocused();
  await expect(dialog.locator("[data-tour-frame]")).toHaveAttribute("data-tour-frame", "ready");
  await expect(dialog.frameLocator("iframe").getByRole("navigation")).toHaveCount(0);
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
    const viewer = await askForTour(page);
    await expect(viewer.getByRole("status")).toHaveText(
      "The 3D tour could not load. Open it in a new tab.",
    );
    const linkOut = viewer.getByRole("link", { name: "Open it in a new tab." });
    await expect(linkOut).toHaveAttribute("target", "_blank");
    await expect(linkOut).toHaveAttribute("rel", /noopener/);
  });

  test("offline, the fallback shows", async ({ page, context }) => {
    await gotoHydrated(page, PAGE);
    await context.setOffline(true);
    const viewer = await askForTour(page);
    await expect(viewer.getByRole("status")).toContainText("could not load");
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("full mode fills the screen and passes axe", async ({ page }) => {
    await gotoHydrated(page, PAGE);
    const opener = (await askForTour(page)).getByRole("button", { name: /View in 3D/ });
    await opener.scrollIntoViewIfNeeded();
    await opener.tap();
    const dialog = page.getByRole("dialog");
    await expect(dialog.locator("[data-tour-frame]")).toHaveAttribute("data-tour-frame", "ready");
    const box = await dialog.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(389);
    await axe(page);
  });
});
