/**
 * The gallery: the overview's categories and its extra pictures (shown and fetched only from `md`
 * up), a known and an unknown category, the client renderings' 3D tours, and the lightbox of every
 * image grid, by mouse and by keyboard. Titles, captions and counts come from the catalogue.
 */
import type { Locator, Page } from "@playwright/test";

import { clientTours, galleryCategories, galleryExtras, saunas } from "./content";
import { axe, expect, gotoHydrated, test } from "./fixtures";

function category(slug: string) {
  const found = galleryCategories.find((item) => item.slug === slug);
  if (!found) throw new Error(`No gallery category ${slug} in the catalogue`);
  return found;
}

/** Paths of every request the page makes from now on. */
function recordRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on("request", (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

/** Scrolls to the bottom of the page step by step, so that every lazy image near the way loads. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 400) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
  }
}

async function loaded(image: Locator) {
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
}

test.describe("the gallery overview", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("has a tile for every category, in order, each leading to its category", async ({
    page,
  }) => {
    await gotoHydrated(page, "/gallery");
    const tiles = page.getByRole("region", { name: "Gallery categories" }).getByRole("link");
    await expect(tiles).toHaveCount(galleryCategories.length);
    for (const [i, { slug, title }] of galleryCategories.entries()) {
      await expect(tiles.nth(i)).toHaveAttribute("href", `/gallery/category/${slug}`);
      await expect(tiles.nth(i).getByRole("heading")).toHaveText(title);
    }

    const iceBaths = category("premium-ice-baths");
    await tiles.filter({ hasText: iceBaths.title }).click();
    await expect(page).toHaveURL(/\/gallery\/category\/premium-ice-baths$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(iceBaths.title);
  });

  test("leads to the contact form for a custom sauna", async ({ page }) => {
    await gotoHydrated(page, "/gallery");
    const button = page.getByRole("link", { name: "Design a Custom Sauna" });
    await expect(button).toHaveAttribute("href", "/contact");
  });

  test("shows every extra picture on a desktop screen", async ({ page }) => {
    await gotoHydrated(page, "/gallery");
    const extras = page.getByRole("list", { name: "Twenty more designs" });
    await extras.scrollIntoViewIfNeeded();
    const pictures = extras.getByRole("img");
    await expect(pictures).toHaveCount(galleryExtras.length);
    await scrollThrough(page);
    for (const picture of await pictures.all()) {
      await expect(picture).toBeVisible();
      await loaded(picture);
      expect(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
        /\/media\/gallery-extra-\d+\.\w+-\d+\.avif$/,
      );
    }
  });
});

test.describe("the gallery overview on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("neither shows nor downloads the extra pictures", async ({ page }) => {
    const requested = recordRequests(page);
    await gotoHydrated(page, "/gallery");
    await scrollThrough(page);
    // The last tile's picture has arrived, so everything on the way down has been asked for.
    const lastCover = page
      .getByRole("region", { name: "Gallery categories" })
      .getByRole("img")
      .last();
    await loaded(lastCover);

    await expect(page.getByRole("list", { name: "Twenty more designs" })).toBeHidden();
    expect(requested.filter((path) => path.startsWith("/media/")).length).toBeGreaterThan(0);
    expect(requested.filter((path) => path.includes("gallery-extra"))).toEqual([]);
    await expect(page.getByRole("link", { name: "Design a Custom Sauna" })).toBeVisible();
  });
});

test.describe("a gallery category", () => {
  test("shows its title, description and pictures, and leads back to the gallery", async ({
    page,
  }) => {
    const aurora = category("aurora");
    await gotoHydrated(page, "/gallery/category/aurora");
    await expect(page).toHaveTitle(`${aurora.title} Gallery | Vaja`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(aurora.title);
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description).toBe(aurora.description);
    await expect(page.getByRole("main").getByText(description!)).toBeVisible();

    const grid = page.getByRole("list", { name: `${aurora.title}: pictures` });
    await expect(grid.getByRole("button")).toHaveCount(aurora.images.length);
    await expect(grid.getByRole("img")).toHaveCount(aurora.images.length);
    await expect(grid.getByRole("figure").first()).toContainText(aurora.images[0]!.title);

    await page.getByRole("link", { name: "Back to Gallery" }).first().click();
    await expect(page).toHaveURL(/\/gallery$/);
    await expect(page.getByRole("region", { name: "Gallery categories" })).toBeVisible();
  });

  test("an unknown one is answered with 404 and not indexed", async ({ request }) => {
    const response = await request.get("/gallery/category/no-such-category");
    expect(response.status()).toBe(404);
  });

  test.describe("in the browser, an unknown one", () => {
    // The browser reports the document's own 404 status as a console error.
    test.use({ allowedConsoleErrors: [/status of 404 \(Not Found\)/] });

    test("says 'Category Not Found' with a link back to the gallery", async ({ page }) => {
      await gotoHydrated(page, "/gallery/category/no-such-category");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Category Not Found");
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
      await axe(page);
      await page.getByRole("link", { name: "Back to Gallery" }).click();
      await expect(page).toHaveURL(/\/gallery$/);
      await expect(page.getByRole("region", { name: "Gallery categories" })).toBeVisible();
    });
  });
});

test.describe("a room we built", () => {
  // The embedded dataset has none: the business adds its own in the Studio.
  test("none is listed until the business adds one, and an unknown one is answered with 404", async ({
    page,
    request,
  }) => {
    await gotoHydrated(page, "/gallery");
    await expect(page.getByRole("heading", { name: "Rooms we have built" })).toHaveCount(0);
    const response = await request.get("/gallery/project/no-such-room");
    expect(response.status()).toBe(404);
  });

  test.describe("in the browser, an unknown one", () => {
    test.use({ allowedConsoleErrors: [/status of 404 \(Not Found\)/] });

    test("says 'Room Not Found' with a link back to the gallery", async ({ page }) => {
      await gotoHydrated(page, "/gallery/project/no-such-room");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Room Not Found");
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      await axe(page);
      await page.getByRole("link", { name: "Back to Gallery" }).click();
      await expect(page).toHaveURL(/\/gallery$/);
    });
  });
});

test.describe("the example renderings of rooms we could build", () => {
  test("a 3D model for every client room, in one column, nothing of it loaded until asked", async ({
    page,
  }) => {
    const requested = recordRequests(page);
    await gotoHydrated(page, "/gallery/category/client-3d-renderings");
    const viewers = page.locator("[data-scene]");
    await expect(viewers).toHaveCount(clientTours.length);
    for (const [i, viewer] of (await viewers.all()).entries()) {
      await expect(viewer.getByRole("button", { name: /View in 3D/ })).toHaveAccessibleName(
        new RegExp(`the ${clientTours[i]!.name.toLowerCase()} as a model`),
      );
    }

    const boxes = await Promise.all((await viewers.all()).map((viewer) => viewer.boundingBox()));
    for (const [i, box] of boxes.entries()) {
      expect(box!.x).toBe(boxes[0]!.x);
      expect(box!.width).toBe(boxes[0]!.width);
      if (i > 0) expect(box!.y).toBeGreaterThan(boxes[i - 1]!.y + boxes[i - 1]!.height);
    }
    await scrollThrough(page);
    expect(requested.filter((path) => /studio-stage|\/tours\//.test(path))).toEqual([]);
  });
});

/** Waits until the lightbox has taken the focus (its keys work from then on). */
async function focusIsIn(page: Page, dialog: Locator) {
  await expect(dialog).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null))
    .toBe(true);
}

/** The lightbox's caption that the visitor sees now (the neighbours wait outside the window). */
function caption(dialog: Locator, text: string) {
  return dialog.getByText(text, { exact: true });
}

test.describe("the lightbox", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("on a gallery category: opens with a click, moves, shows captions, closes", async ({
    page,
  }) => {
    const { title, images } = category("aurora");
    const requested = recordRequests(page);
    await gotoHydrated(page, "/gallery/category/aurora");
    expect(requested.some((path) => /lightbox-view/.test(path))).toBe(false);

    const grid = page.getByRole("list", { name: `${title}: pictures` });
    const second = grid.getByRole("button").nth(1);
    await second.click();
    const dialog = page.getByRole("dialog", { name: `${title}: pictures` });
    await expect(dialog).toBeVisible();
    await expect(caption(dialog, images[1]!.title)).toBeInViewport();
    await expect(dialog.getByRole("img", { name: images[1]!.alt, exact: true })).toBeInViewport();

    await dialog.getByRole("button", { name: "Next picture" }).click();
    await expect(caption(dialog, images[2]!.title)).toBeInViewport();
    await expect(caption(dialog, images[1]!.title)).not.toBeInViewport();
    await dialog.getByRole("button", { name: "Previous picture" }).click();
    await expect(caption(dialog, images[1]!.title)).toBeInViewport();
    await axe(page);

    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(second).toBeFocused();
  });

  test("on a gallery category: by keyboard, with focus kept inside and given back", async ({
    page,
  }) => {
    const { title, images } = category("standard");
    const captions = images.map((image) => image.title);
    await gotoHydrated(page, "/gallery/category/standard");
    const grid = page.getByRole("list", { name: `${title}: pictures` });
    const first = grid.getByRole("button").first();
    await first.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: `${title}: pictures` });
    await focusIsIn(page, dialog);
    await expect(caption(dialog, captions[0]!)).toBeInViewport();

    await page.keyboard.press("ArrowRight");
    await expect(caption(dialog, captions[1]!)).toBeInViewport();
    await page.keyboard.press("ArrowRight");
    await expect(caption(dialog, captions[2]!)).toBeInViewport();
    await page.keyboard.press("ArrowLeft");
    await expect(caption(dialog, captions[1]!)).toBeInViewport();

    // Tab and Shift+Tab go round the lightbox's controls and never reach the page behind.
    for (const key of [...Array<string>(6).fill("Tab"), ...Array<string>(6).fill("Shift+Tab")]) {
      await page.keyboard.press(key);
      expect(
        await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null),
        `focus after ${key}`,
      ).toBe(true);
    }
    await page.keyboard.press("ArrowRight");
    await expect(caption(dialog, captions[2]!)).toBeInViewport();

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(first).toBeFocused();
  });

  test("on the gallery's extra pictures", async ({ page }) => {
    await gotoHydrated(page, "/gallery");
    const extras = page.getByRole("list", { name: "Twenty more designs" });
    const last = extras.getByRole("button").last();
    await last.scrollIntoViewIfNeeded();
    await last.click();
    const dialog = page.getByRole("dialog", { name: "Twenty more designs" });
    await focusIsIn(page, dialog);
    await expect(caption(dialog, galleryExtras.at(-1)!.title)).toBeInViewport();
    // Past the last picture, the first comes round again.
    await page.keyboard.press("ArrowRight");
    await expect(caption(dialog, galleryExtras[0]!.title)).toBeInViewport();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(last).toBeFocused();
  });

  test("on a product page: the large picture opens it, by mouse and by keyboard", async ({
    page,
  }) => {
    const aurora = saunas.find((sauna) => sauna.slug === "aurora")!;
    const pictures = [aurora.image, ...aurora.gallery];
    await gotoHydrated(page, "/products/aurora");
    const thumbnails = page
      .getByRole("list", { name: `Pictures of the ${aurora.name}` })
      .getByRole("button");
    await thumbnails.nth(1).click();
    const large = page.getByRole("button", { name: `Enlarge: ${pictures[1]!.alt}` });
    await expect(large.getByRole("img")).toHaveAttribute("alt", pictures[1]!.alt);
    await large.click();
    const dialog = page.getByRole("dialog", { name: `Pictures of the ${aurora.name}` });
    await focusIsIn(page, dialog);
    const shown = (index: number) =>
      dialog.getByRole("img", { name: pictures[index]!.alt, exact: true });
    await expect(shown(1)).toBeInViewport();
    await expect(caption(dialog, pictures[1]!.alt)).toBeInViewport();
    await page.keyboard.press("ArrowRight");
    await expect(shown(2)).toBeInViewport();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(large).toBeFocused();

    await page.keyboard.press("Enter");
    await focusIsIn(page, dialog);
    await expect(shown(1)).toBeInViewport();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(large).toBeFocused();
  });

  test("is not part of the home page's JavaScript", async ({ page }) => {
    const requested = recordRequests(page);
    await gotoHydrated(page, "/");
    await scrollThrough(page);
    expect(requested.filter((path) => /lightbox/.test(path))).toEqual([]);
  });
});
