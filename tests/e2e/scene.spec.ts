/**
 * The 3D viewer on a sauna's page: nothing of it loads until the visitor presses 'View in 3D';
 * then the model is drawn (many colours, not a blank frame), turns with a drag and the arrow keys,
 * and 'Step inside' changes the view, seated facing the glass, which looks out on the room round
 * the cabin. Without WebGL the picture stays, with a message and the plan; on a device too slow
 * to turn the model, or after the browser resets its graphics, the picture comes back with 'Try
 * again', which opens the model afresh. Under the picture, a configured design is told that the
 * picture is of the standard cabin, and how theirs differs. Axe finds nothing with the viewer open
 * at a phone's width and a desktop's.
 *
 * The pictures are read back from screenshots of the canvas (what the visitor sees), decoded with
 * sharp. Drawing the model in software (SwiftShader) is slow, hence the generous timeouts.
 */
import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";

import { DESIGN_PARAMS, optionsOf, sizeChoices } from "../../app/catalogue/configure";
import { saunaItem } from "../../app/catalogue/range-cabins";
import { timberName } from "../../app/catalogue/woods";
import { paths } from "../../app/routing/paths";
import { axe, expect, gotoHydrated, test } from "./fixtures";
import { withoutWebGL } from "./no-webgl";

const SLUG = "aurora";
/** The viewer's code: as built, or asked for again under an address of its own (`?attempt=1`). */
const CHUNK = /\/assets\/scene-stage-[\w-]+\.js(?:\?attempt=\d+)?$/;
const OPEN_TIMEOUT = 90_000;

const section = (page: Page) => page.locator("#explore-3d");
const viewInThreeD = (page: Page) => section(page).getByRole("button", { name: /View in 3D/ });
const canvas = (page: Page) => section(page).locator("canvas");

/** Every script the page has asked for so far. */
function scriptRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") urls.push(request.url());
  });
  return urls;
}

async function openViewer(page: Page) {
  await section(page).scrollIntoViewIfNeeded();
  await viewInThreeD(page).click();
  await expect(section(page).locator('[data-scene="open"]')).toBeVisible({
    timeout: OPEN_TIMEOUT,
  });
}

/** The canvas as the visitor sees it: raw RGB pixels. */
async function picture(target: Locator): Promise<Buffer> {
  const png = await target.screenshot({ animations: "disabled" });
  return sharp(png).removeAlpha().raw().toBuffer();
}

/** How different two pictures are: the mean absolute difference per channel (0–255). */
function difference(a: Buffer, b: Buffer): number {
  if (a.length !== b.length) return 255;
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
}

/** Colours in the picture, each channel rounded to 16 levels; and the share of the commonest. */
function colours(pixels: Buffer): { distinct: number; commonest: number } {
  const counts = new Map<number, number>();
  for (let i = 0; i < pixels.length; i += 3) {
    const key = ((pixels[i]! >> 4) << 8) | ((pixels[i + 1]! >> 4) << 4) | (pixels[i + 2]! >> 4);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return { distinct: counts.size, commonest: Math.max(...counts.values()) / (pixels.length / 3) };
}

/**
 * The sharpest step in brightness between neighbouring pixels across the middle of the picture
 * (its central 40 % each way): the edges of things seen there. A plain backdrop has none.
 */
async function sharpestStepInMiddle(target: Locator): Promise<number> {
  const { data, info } = await sharp(await target.screenshot({ animations: "disabled" }))
    .removeAlpha()
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  let sharpest = 0;
  for (let y = Math.round(height * 0.3); y < height * 0.7; y++) {
    for (let x = Math.round(width * 0.3); x < width * 0.7; x++) {
      const here = data[y * width + x]!;
      sharpest = Math.max(
        sharpest,
        Math.abs(here - data[y * width + x + 1]!),
        Math.abs(here - data[(y + 1) * width + x]!),
      );
    }
  }
  return sharpest;
}

/** Waits until the picture has stopped changing (the viewer draws only when something moves). */
async function settled(page: Page): Promise<Buffer> {
  let last = await picture(canvas(page));
  await expect
    .poll(
      async () => {
        const next = await picture(canvas(page));
        const change = difference(last, next);
        last = next;
        return change;
      },
      { timeout: OPEN_TIMEOUT, intervals: [500] },
    )
    .toBeLessThan(0.05);
  return last;
}

/** Waits until the picture differs clearly from `before`. */
async function changedFrom(page: Page, before: Buffer) {
  await expect
    .poll(async () => difference(before, await picture(canvas(page))), {
      timeout: OPEN_TIMEOUT,
      intervals: [250],
    })
    .toBeGreaterThan(2);
}

/** The status the 3D scene'shows in the model's place when it cannot be drawn or has stopped. */
const fallbackStatus = (page: Page) => section(page).locator("[data-scene]").getByRole("status");
const tryAgain = (page: Page) => section(page).getByRole("button", { name: /Try again/ });
/** What the page says under the picture of the standard cabin, when it stands in for a design. */
const posterNote = (page: Page) => section(page).locator("[data-poster-note]");

/**
 * Makes the page's device draw slowly: every animation frame arrives a quarter of a second later
 * than the one before (the clock the viewer reads moves with it), as on a device that cannot keep
 * up, until the test sets `window.slowFrames` to false.
 */
async function slowFrames(page: Page) {
  await page.addInitScript(() => {
    const slow = window as Window & { slowFrames?: boolean };
    slow.slowFrames = true;
    let lag = 0;
    const now = performance.now.bind(performance);
    performance.now = () => now() + lag;
    const request = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = (callback) =>
      request((time) => {
        if (slow.slowFrames) lag += 250;
        callback(time + lag);
      });
  });
}

/** An address for a design of the sauna that is not its standard: another width and cladding. */
function configured(slug: typeof SLUG) {
  const sauna = saunaItem(slug);
  const width = sizeChoices(sauna).widths.find((each) => each !== sauna.model.width)!;
  const outside = optionsOf(slug).outside.find((id) => id !== sauna.model.outside)!;
  return {
    path: `${paths.sauna(slug)}?${DESIGN_PARAMS.width}=${width}&${DESIGN_PARAMS.outside}=${outside}`,
    width,
    outside,
  };
}

test.describe("the 3D viewer", () => {
  test.setTimeout(180_000);

  test("loads no 3D code until 'View in 3D' is pressed, showing the cabin's picture", async ({
    page,
  }) => {
    const scripts = scriptRequests(page);
    await gotoHydrated(page, paths.sauna(SLUG));
    await section(page).scrollIntoViewIfNeeded();
    await expect(viewInThreeD(page)).toBeVisible();
    await expect(section(page).locator("img").first()).toBeVisible();
    await expect(canvas(page)).toHaveCount(0);
    expect(scripts.filter((url) => CHUNK.test(url))).toEqual([]);

    const chunk = page.waitForRequest((request) => CHUNK.test(request.url()));
    await viewInThreeD(page).click();
    await chunk;
  });

  test.describe("when its code fails to arrive", () => {
    // The browser reports the failed requests itself.
    test.use({ allowedConsoleErrors: [/Failed to load resource: net::ERR_CONNECTION_FAILED/] });

    test("after a failed download, 'Try again' really asks again, in the page or afresh", async ({
      page,
    }) => {
      // The viewer's code fails to arrive twice: the first 'Try again' asks in the page, under an
      // address of its own (Firefox and Safari keep a failed import's result for the address it
      // failed at); the second failure loads the page afresh, with the viewer opening as it loads.
      let failures = 2;
      const asked: string[] = [];
      await page.route(CHUNK, (route) => {
        asked.push(route.request().url());
        return failures-- > 0 ? route.abort("connectionfailed") : route.continue();
      });
      await gotoHydrated(page, paths.sauna(SLUG));
      await section(page).scrollIntoViewIfNeeded();
      await viewInThreeD(page).click();
      await expect(fallbackStatus(page)).toContainText("could not be loaded");
      const reloaded = page.waitForEvent("load");
      await tryAgain(page).click();
      await reloaded;
      await expect(section(page).locator('[data-scene="open"]')).toBeVisible({
        timeout: OPEN_TIMEOUT,
      });
      expect(asked.length).toBe(3);
      expect(new URL(asked[1]!).search).toBe("?attempt=1");
      // The address is the page's own again, its design and its place on the page kept.
      expect(new URL(page.url()).hash).toBe("#explore-3d");
    });
  });

  test.describe("drawn", () => {
    // No slow turn on opening: the picture changes only when the visitor moves it.
    test.use({ reducedMotion: "reduce" });

    test("draws the cabin, turns with a drag and the arrow keys, and steps inside", async ({
      page,
    }) => {
      await gotoHydrated(page, paths.sauna(SLUG));
      await openViewer(page);
      const first = await settled(page);
      const { distinct, commonest } = colours(first);
      expect(distinct, "many colours: timber, glass, shadow, backdrop").toBeGreaterThan(40);
      expect(commonest, "no single colour fills the frame").toBeLessThan(0.6);

      await canvas(page).focus();
      await page.keyboard.press("ArrowLeft");
      await changedFrom(page, first);

      const turned = await settled(page);
      const box = (await canvas(page).boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 + 160, box.y + box.height / 2, { steps: 8 });
      await page.mouse.up();
      await changedFrom(page, turned);

      const outside = await settled(page);
      const stepInside = section(page).getByRole("button", { name: "Step inside" });
      await expect(stepInside).toHaveAttribute("aria-pressed", "false");
      await stepInside.click();
      await expect(stepInside).toHaveAttribute("aria-pressed", "true");
      await changedFrom(page, outside);
      const inside = await settled(page);
      expect(colours(inside).distinct, "the room inside is drawn too").toBeGreaterThan(40);
      // Seated, facing the glass: it looks out on a room (a window's frame, a floor's tiles),
      // not on a plain backdrop.
      expect(await sharpestStepInMiddle(canvas(page))).toBeGreaterThan(40);

      await section(page).getByRole("button", { name: "Zoom in" }).click();
      await changedFrom(page, inside);
    });

    test("follows the configurator live, keeping the view open", async ({ page }) => {
      await gotoHydrated(page, paths.sauna(SLUG));
      await openViewer(page);
      const first = await settled(page);
      const configurator = page.getByRole("form", { name: "Make it yours" });
      await configurator
        .getByRole("group", { name: "Timber outside" })
        .getByRole("radio", { name: "Western Red Cedar" })
        .check();
      await changedFrom(page, first);
      const cedar = await settled(page);
      await configurator.getByRole("combobox", { name: "Width", exact: true }).selectOption("2560");
      await changedFrom(page, cedar);
      await expect(section(page).locator('[data-scene="open"]')).toBeVisible();
      await expect(canvas(page)).toHaveCount(1);
    });

    test("after the browser resets its graphics, 'Try again' opens the model afresh", async ({
      page,
    }) => {
      await gotoHydrated(page, paths.sauna(SLUG));
      await openViewer(page);
      await canvas(page).evaluate((element) => {
        const gl = (element as HTMLCanvasElement).getContext("webgl2");
        gl?.getExtension("WEBGL_lose_context")?.loseContext();
      });
      await expect(fallbackStatus(page)).toBeVisible({ timeout: OPEN_TIMEOUT });
      await expect(canvas(page)).toHaveCount(0);
      await tryAgain(page).click();
      await expect(section(page).locator('[data-scene="open"]')).toBeVisible({
        timeout: OPEN_TIMEOUT,
      });
      await expect(canvas(page)).toHaveCount(1);
      await expect(fallbackStatus(page)).toHaveCount(0);
      const { distinct } = colours(await settled(page));
      expect(distinct, "the model is drawn again").toBeGreaterThan(40);
    });

    for (const width of [390, 1440]) {
      test(`is accessible with the viewer open at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await gotoHydrated(page, paths.sauna(SLUG));
        await openViewer(page);
        await axe(page);
      });
    }
  });

  test.describe("without WebGL", () => {
    test.beforeEach(async ({ page }) => withoutWebGL(page));

    test("keeps the picture and says why, with the plan drawing, loading nothing", async ({
      page,
    }) => {
      const scripts = scriptRequests(page);
      await gotoHydrated(page, paths.sauna(SLUG));
      await section(page).scrollIntoViewIfNeeded();
      await viewInThreeD(page).click();
      const status = section(page).locator("[data-scene]").getByRole("status");
      await expect(status).toContainText("WebGL");
      await expect(section(page).locator("img").first()).toBeVisible();
      await expect(canvas(page)).toHaveCount(0);
      expect(saunaItem(SLUG).plans).toBe(true);
      await expect(status.getByRole("link", { name: /plan/i })).toHaveAttribute(
        "href",
        paths.planPdf(SLUG),
      );
      expect(scripts.filter((url) => CHUNK.test(url))).toEqual([]);
      await axe(page);
    });
  });
  test.describe("on a device too slow to turn the model", () => {
    test.beforeEach(async ({ page }) => slowFrames(page));

    test("pauses with 'Try again', and the picture in its place says it is the standard cabin", async ({
      page,
    }) => {
      const sauna = saunaItem(SLUG);
      const design = configured(SLUG);
      await gotoHydrated(page, design.path);
      await section(page).scrollIntoViewIfNeeded();
      await viewInThreeD(page).click();
      await expect(fallbackStatus(page)).toBeVisible({ timeout: OPEN_TIMEOUT });
      await expect(section(page).locator('[data-scene="slow"]')).toBeVisible();
      await expect(canvas(page)).toHaveCount(0);

      // The picture is back, and is honest about what it shows: the standard cabin, and how the
      // design differs from it, in the figures and names the configurator uses.
      await expect(section(page).locator("img").first()).toBeVisible();
      await expect(posterNote(page)).toBeVisible();
      await expect(posterNote(page)).toContainText(`standard ${sauna.name}`);
      await expect(posterNote(page)).toContainText(String(design.width));
      await expect(posterNote(page)).toContainText(timberName(design.outside));
      await expect(posterNote(page)).toContainText(String(sauna.model.width));

      // The device has caught up (and, for a steady test in a software renderer, the view no
      // longer turns on its own): 'Try again' starts the model afresh, and it stays open.
      await page.evaluate(() => {
        (window as Window & { slowFrames?: boolean }).slowFrames = false;
      });
      await page.emulateMedia({ reducedMotion: "reduce" });
      await tryAgain(page).click();
      await expect(section(page).locator('[data-scene="open"]')).toBeVisible({
        timeout: OPEN_TIMEOUT,
      });
      await expect(canvas(page)).toHaveCount(1);
      await expect(fallbackStatus(page)).toHaveCount(0);
      await expect(posterNote(page)).toHaveCount(0);
      await expect(tryAgain(page)).toHaveCount(0);
      await axe(page);
    });
  });

  test.describe("without WebGL, for a configured design", () => {
    test.beforeEach(async ({ page }) => withoutWebGL(page));

    test("says the picture shows the standard cabin, and offers no vain second try", async ({
      page,
    }) => {
      await gotoHydrated(page, paths.sauna(SLUG));
      await section(page).scrollIntoViewIfNeeded();
      // The standard design needs no word: the picture is of it.
      await expect(posterNote(page)).toHaveCount(0);

      const sauna = saunaItem(SLUG);
      const design = configured(SLUG);
      await gotoHydrated(page, design.path);
      await section(page).scrollIntoViewIfNeeded();
      await viewInThreeD(page).click();
      await expect(fallbackStatus(page)).toContainText("WebGL");
      await expect(posterNote(page)).toContainText(`standard ${sauna.name}`);
      await expect(posterNote(page)).toContainText(timberName(design.outside));
      await expect(tryAgain(page)).toHaveCount(0);
    });
  });
});
