/**
 * The site's own 360° tours (`/tours/{id}`), the pages the tour viewer frames: a cube of six faces
 * turned by dragging and by the keyboard, framable by the site itself and by nobody else, a way
 * back into the site when one is opened on its own (and none in a frame), and a short "Tour not
 * found" for an unknown tour.
 */
import type { FrameLocator, Locator, Page } from "@playwright/test";
import sharp from "sharp";

import { clientTours, tours } from "./content";
import { axe, expect, gotoHydrated, test, waitForHydration } from "./fixtures";

const tour = tours.find(({ id }) => id === "aurora")!;
const TOUR = tour.embedUrl;

/** The view the cube shows, read from its transform: turned right (yaw) and tilted up (pitch). */
async function viewOf(page: Page) {
  const transform = (await page.locator("[data-tour-cube]").getAttribute("style")) ?? "";
  const angle = (name: string) =>
    Number(transform.match(new RegExp(`${name}\\((-?[\\d.]+)deg\\)`))?.[1]);
  return { yaw: angle("rotateY"), pitch: angle("rotateX"), transform };
}

function viewport(page: Page): Locator {
  return page.getByRole("application", { name: `${tour.name}: 360° tour` });
}

test.describe("a tour page", () => {
  // No slow turn by itself: the view changes only when the test moves it.
  test.use({ reducedMotion: "reduce", viewport: { width: 1280, height: 720 } });

  test("stands alone and shows the six faces of the room", async ({ page }) => {
    await gotoHydrated(page, TOUR);
    await expect(page).toHaveTitle(`${tour.name} 360° tour | Vaja`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("banner")).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${tour.name} 360° tour`);
    await expect(page.getByText("Drag to look around")).toBeVisible();

    const faces = page.locator("[data-tour-face] img");
    await expect(faces).toHaveCount(6);
    const names = await page
      .locator("[data-tour-face]")
      .evaluateAll((elements) => elements.map((element) => element.getAttribute("data-tour-face")));
    expect(names.sort()).toEqual(["back", "down", "front", "left", "right", "up"]);
    for (const face of await faces.all()) {
      await expect
        .poll(() => face.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBe(1024);
    }
    await axe(page);
  });

  test("turns when dragged", async ({ page }) => {
    await gotoHydrated(page, TOUR);
    const before = await viewOf(page);
    const box = (await viewport(page).boundingBox())!;
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x - 200, y + 100, { steps: 8 });
    await page.mouse.up();

    const after = await viewOf(page);
    expect(after.transform).not.toBe(before.transform);
    // The scene follows the pointer: dragging left turns the view right, dragging down tilts it up.
    expect(after.yaw).toBeGreaterThan(before.yaw);
    expect(after.pitch).toBeGreaterThan(before.pitch);
    await expect(page.getByText("Drag to look around")).toHaveCSS("opacity", "0");
  });

  test("turns and zooms with the keyboard", async ({ page }) => {
    await gotoHydrated(page, TOUR);
    const before = await viewOf(page);
    await viewport(page).focus();

    await page.keyboard.press("ArrowRight");
    expect((await viewOf(page)).yaw).toBeCloseTo(before.yaw + 10);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    expect((await viewOf(page)).yaw).toBeCloseTo(350);
    await page.keyboard.press("ArrowUp");
    expect((await viewOf(page)).pitch).toBeCloseTo(before.pitch + 10);

    const fov = () => viewport(page).evaluate((element) => element.style.getPropertyValue("--fov"));
    expect(await fov()).toBe("100deg");
    await page.keyboard.press("+");
    expect(await fov()).toBe("90deg");
    await page.keyboard.press("-");
    await page.keyboard.press("-");
    expect(await fov()).toBe("110deg");
  });

  test("shows the room wherever the visitor looks, with no gap onto the dark behind it", async ({
    page,
  }) => {
    await gotoHydrated(page, TOUR);
    const faces = page.locator("[data-tour-face] img");
    for (const face of await faces.all())
      await expect.poll(() => face.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
    const behind = await viewport(page).evaluate(
      (element) => getComputedStyle(element).backgroundColor,
    );
    const [r, g, b] = behind.match(/\d+/g)!.map(Number);
    await viewport(page).focus();
    // Ahead, then a quarter turn at a time all round, then looking down and up at a slant. Drawn
    // as whole faces, a side face crossing the eye's plane left a quarter to most of the view
    // bare; drawn as tiles, a sliver of a percent or two can remain at a grazing angle.
    const moves = [
      [],
      ...Array(3).fill(Array(9).fill("ArrowRight")),
      Array(5).fill("ArrowDown"),
      Array(10).fill("ArrowUp"),
    ];
    /** The share of the view that shows the dark behind the faces. */
    const bareShare = async () => {
      const { data, info } = await sharp(await page.screenshot())
        .raw()
        .toBuffer({ resolveWithObject: true });
      let bare = 0;
      for (let i = 0; i < data.length; i += info.channels)
        if (data[i] === r && data[i + 1] === g && data[i + 2] === b) bare++;
      return bare / (info.width * info.height);
    };
    for (const keys of moves) {
      for (const key of keys) await page.keyboard.press(key);
      // A face first turned into view may take a frame or two to be painted on a busy machine;
      // what must not happen is a gap that stays.
      await expect
        .poll(bareShare, {
          message: `${(await viewOf(page)).transform}: the dark behind shows`,
          timeout: 5_000,
        })
        .toBeLessThan(0.05);
    }
  });

  test("does not turn by itself when reduced motion is asked for", async ({ page }) => {
    await gotoHydrated(page, TOUR);
    const before = await viewOf(page);
    await page.waitForTimeout(600);
    expect((await viewOf(page)).transform).toBe(before.transform);
  });
});

test("turns slowly by itself until the visitor takes over", async ({ page }) => {
  await gotoHydrated(page, TOUR);
  const start = await viewOf(page);
  await expect.poll(async () => (await viewOf(page)).yaw).toBeGreaterThan(start.yaw);

  await viewport(page).focus();
  await page.keyboard.press("ArrowDown");
  const taken = await viewOf(page);
  await page.waitForTimeout(600);
  expect((await viewOf(page)).transform).toBe(taken.transform);
});

/** The way back into the site that a tour opened on its own shows: a navigation region. */
const wayBack = (page: Page | FrameLocator) => page.getByRole("navigation");

test.describe("a tour opened on its own", () => {
  test.use({ reducedMotion: "reduce" });

  for (const [label, shown, width] of [
    ["a collection's tour, on a desktop", tour, 1280],
    ["a client room's tour, on a phone", clientTours[0]!, 390],
  ] as const) {
    test(`${label}: leads home, back to where it belongs, and to an enquiry`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await gotoHydrated(page, shown.embedUrl);
      const bar = wayBack(page);
      await expect(bar).toBeVisible();
      const links = {
        home: bar.getByRole("link", { name: /home/i }),
        back: bar.getByRole("link", { name: /back|more|rooms/i }),
        enquire: bar.getByRole("link", { name: /enquire/i }),
      };
      const hrefs: Record<string, string> = {};
      for (const [name, link] of Object.entries(links)) {
        await expect(link, name).toBeVisible();
        hrefs[name] = (await link.getAttribute("href"))!;
        const response = await request.get(hrefs[name]!);
        expect(response.status(), `${name} (${hrefs[name]}) is a page of the site`).toBe(200);
      }
      expect(hrefs.home).toBe("/");
      expect(hrefs.enquire).toMatch(/^\/contact(\?|$)/);

      // The bar sits clear of the tour's own name, and everything fits the screen.
      const barBox = (await bar.boundingBox())!;
      const headingBox = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
      expect(headingBox.y).toBeGreaterThanOrEqual(barBox.y + barBox.height);
      for (const link of Object.values(links)) {
        const box = (await link.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(width);
      }
      await axe(page);

      // The way back leads to the page the tour belongs to.
      // (The page's code loads on the click: a busy machine may take a while.)
      await links.back.click();
      await expect(page).toHaveURL(hrefs.back!, { timeout: 20_000 });
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("banner")).toBeVisible();
    });
  }

  test("without JavaScript, the way back is there too", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(TOUR);
    await expect(wayBack(page).getByRole("link", { name: /home/i })).toHaveAttribute("href", "/");
    await expect(wayBack(page).getByRole("link", { name: /enquire/i })).toBeVisible();
    await context.close();
  });
});

test("in a frame, a tour shows no way back, not even before its script has run", async ({
  page,
}) => {
  await gotoHydrated(page, "/about");
  // The frame's own script is held: what shows is the prerendered page and its inline script.
  await page.route(/\/assets\/entry\.client-[^/]*\.js$/, async (route) => {
    if (route.request().frame() !== page.mainFrame()) return; // never answered
    await route.continue();
  });
  await page.evaluate((src) => {
    const frame = document.createElement("iframe");
    Object.assign(frame, { src, title: "Aurora 3D tour", width: 640, height: 360 });
    document.querySelector("main")!.prepend(frame);
  }, TOUR);
  const frame = page.frameLocator('iframe[title="Aurora 3D tour"]');
  await expect(frame.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(frame.locator("[data-tour-face]")).toHaveCount(6);
  await expect(wayBack(frame)).toHaveCount(0);
  await expect(frame.getByRole("link", { name: /home|enquire/i })).toHaveCount(0);
  // The tour's name keeps its place at the top of the frame.
  const frameBox = (await page.locator('iframe[title="Aurora 3D tour"]').boundingBox())!;
  const headingBox = (await frame.getByRole("heading", { level: 1 }).boundingBox())!;
  expect(headingBox.y - frameBox.y).toBeLessThan(24);
});

test("only the site itself may frame a tour page", async ({ request }) => {
  const tour = await request.get(TOUR);
  expect(tour.status()).toBe(200);
  expect(tour.headers()["x-frame-options"]).toBe("SAMEORIGIN");
  expect(tour.headers()["content-security-policy"]).toContain("frame-ancestors 'self'");

  const other = await request.get("/about");
  expect(other.headers()["x-frame-options"]).toBe("DENY");
  expect(other.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(other.headers()["content-security-policy"]).toContain("frame-src 'self'");
});

test("a page of the site shows a tour in a frame, which passes Escape on", async ({ page }) => {
  await gotoHydrated(page, "/about");
  await page.evaluate((src) => {
    const messages: unknown[] = [];
    Object.assign(window, { tourMessages: messages });
    window.addEventListener("message", (event) => messages.push(event.data));
    const frame = document.createElement("iframe");
    Object.assign(frame, { src, title: "Aurora 3D tour", width: 640, height: 360 });
    document.querySelector("main")!.prepend(frame);
  }, TOUR);

  const frame = page.frameLocator('iframe[title="Aurora 3D tour"]');
  const view = frame.getByRole("application", { name: `${tour.name}: 360° tour` });
  await expect(view).toBeVisible();
  await expect(frame.locator("[data-tour-face]")).toHaveCount(6);
  await expect(wayBack(frame)).toHaveCount(0);

  // The relay is the tour page's script: wait for it in the frame, as for any page.
  const framed = page.frames().find((candidate) => candidate.url().endsWith(TOUR))!;
  await waitForHydration(framed);
  await view.focus();
  await view.press("Escape");
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { tourMessages: unknown[] }).tourMessages),
    )
    .toContainEqual({ type: "vaja:tour-escape" });
});

test.describe("an unknown tour", () => {
  // The browser reports the page's own 404 status as a console error.
  test.use({ allowedConsoleErrors: [/status of 404 \(Not Found\)/] });

  test("answers 404 and says the tour was not found", async ({ page }) => {
    const response = await gotoHydrated(page, "/tours/no-such-room");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Tour not found" })).toBeVisible();
    await expect(page).toHaveTitle("Tour not found | Vaja");
    await expect(page.getByRole("link", { name: /Vaja website/ })).toHaveAttribute("href", "/");
    await expect(page.locator("[data-tour-cube]")).toHaveCount(0);
  });
});
