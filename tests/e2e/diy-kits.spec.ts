/**
 * The DIY sauna kits page: the prerendered page, and the looping kit carousel with
 * mouse, keyboard and drag at the three layouts (three, two and one slide per view).
 */
import type { Locator, Page } from "@playwright/test";

import { axe, expect, gotoHydrated, test } from "./fixtures";

const PATH = "/products/diy-sauna-kits";

// The ranges carry a word joiner (U+2060) after the dash, so that they never wrap there.
const kits = [
  { name: "Kit 0", capacity: "0–\u20601 person", size: "1400 × 1400 mm" },
  { name: "Kit 1", capacity: "1–\u20602 people", size: "1850 × 1350 mm" },
  { name: "Kit 2", capacity: "3–\u20604 people", size: "2100 × 1950 mm" },
  { name: "Kit 3", capacity: "5–\u20606 people", size: "2600 × 2100 mm" },
];

const carousel = (page: Page) => page.getByRole("region", { name: "DIY sauna kits" });
const indicators = (page: Page) =>
  carousel(page).getByRole("group", { name: "Choose a kit" }).getByRole("button");

/** Opens the page and waits until Embla has taken over the carousel (its buttons are enabled). */
async function openCarousel(page: Page) {
  await gotoHydrated(page, PATH);
  const region = carousel(page);
  await region.scrollIntoViewIfNeeded();
  await expect(region).toHaveAttribute("data-state", "ready");
  await expect(region.getByRole("button", { name: "Next kit" })).toBeEnabled();
  return region;
}

/**
 * The kits whose whole card (picture and caption) lies within the carousel's visible width, left
 * to right. Two pixels of tolerance: three slides per view are rounded up to whole pixels.
 */
async function visibleKits(region: Locator): Promise<string[]> {
  return region.evaluate((element) => {
    const viewport = element.firstElementChild!.getBoundingClientRect();
    return [...element.querySelectorAll<HTMLElement>("[data-kit]")]
      .map((card) => ({ id: card.dataset.kit!, box: card.getBoundingClientRect() }))
      .filter(({ box }) => box.left >= viewport.left - 2 && box.right <= viewport.right + 2)
      .sort((a, b) => a.box.left - b.box.left)
      .map(({ id }) => id);
  });
}

/** Waits for the scroll to settle on `ids` (Embla glides for a few hundred milliseconds). */
async function expectVisible(region: Locator, ids: string[]) {
  await expect.poll(() => visibleKits(region)).toEqual(ids);
}

async function expectSelected(page: Page, index: number) {
  const buttons = indicators(page);
  await expect(buttons).toHaveCount(kits.length);
  for (let i = 0; i < kits.length; i++) {
    await expect(buttons.nth(i)).toHaveAttribute("aria-pressed", String(i === index));
  }
}

test.describe("the prerendered page", () => {
  test("has the four kits, their sizes and the page's meta in its HTML", async ({ request }) => {
    const response = await request.get(PATH);
    expect(response.status()).toBe(200);
    // No-break spaces (sizes never wrap) compared as ordinary ones.
    const html = (await response.text())
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/[\u00A0\u202F]/g, " ");
    expect(html).toContain("<title>DIY Sauna Kits | Vaja</title>");
    expect(html).toMatch(/<meta name="description" content="[^"]{80,}"/);
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/products\/diy-sauna-kits"/);
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html).toMatch(/<h1[^>]*>A sauna you build yourself<\/h1>/);
    for (const kit of kits) {
      expect(html).toContain(`>${kit.name}</h3>`);
      expect(html).toContain(kit.size);
    }
    for (const inclusion of [
      "Interlocking walls",
      "Roof structure",
      "Upper and lower bench seats",
      "Lock floor system",
      "Assembly instructions",
    ]) {
      expect(html).toContain(`>${inclusion}</h3>`);
    }
  });

  test("'Request Custom Quote' leads to the contact form with the product", async ({ page }) => {
    await gotoHydrated(page, PATH);
    const link = page.getByRole("link", { name: "Request Custom Quote" });
    await expect(link).toHaveAttribute("href", "/contact?product=diy-kit");
  });

  test("the carousel's slides are labelled for screen readers", async ({ page }) => {
    const region = await openCarousel(page);
    await expect(region).toHaveAttribute("aria-roledescription", "carousel");
    const slides = region.locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(4);
    for (const [i, kit] of kits.entries()) {
      const slide = region.getByRole("group", { name: `${i + 1} of 4`, exact: true });
      await expect(slide.getByRole("heading", { name: kit.name })).toBeAttached();
      await expect(slide).toContainText(kit.capacity);
      await expect(slide).toContainText(kit.size);
      await expect(slide.getByRole("img")).toHaveAttribute("alt", /isometric drawing/);
    }
    for (const [i, kit] of kits.entries()) {
      await expect(indicators(page).nth(i)).toHaveAccessibleName(`Show ${kit.name}`);
    }
  });
});

test.describe("the kit carousel at 1440 px", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("shows three kits, 400 px high, and starts at the first", async ({ page }) => {
    const region = await openCarousel(page);
    await expectVisible(region, ["kit-0", "kit-1", "kit-2"]);
    await expectSelected(page, 0);
    const heights = await region
      .locator("[data-kit]")
      .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().height));
    expect(heights).toEqual([400, 400, 400, 400]);
  });

  test("Next and Previous move one kit, and Next loops past the last", async ({ page }) => {
    const region = await openCarousel(page);
    const next = region.getByRole("button", { name: "Next kit" });
    const previous = region.getByRole("button", { name: "Previous kit" });

    await next.click();
    await expectVisible(region, ["kit-1", "kit-2", "kit-3"]);
    await expectSelected(page, 1);
    await next.click();
    await expectSelected(page, 2);
    await expectVisible(region, ["kit-2", "kit-3", "kit-0"]);
    await next.click();
    await expectSelected(page, 3);
    await expectVisible(region, ["kit-3", "kit-0", "kit-1"]);
    // Past the last kit, the first comes round again.
    await next.click();
    await expectSelected(page, 0);
    await expectVisible(region, ["kit-0", "kit-1", "kit-2"]);

    // And backwards from the first to the last.
    await previous.click();
    await expectSelected(page, 3);
    await expectVisible(region, ["kit-3", "kit-0", "kit-1"]);
  });

  test("the indicators show the selection and choose a kit", async ({ page }) => {
    const region = await openCarousel(page);
    await indicators(page).nth(2).click();
    await expectSelected(page, 2);
    await expectVisible(region, ["kit-2", "kit-3", "kit-0"]);
    await indicators(page).nth(1).click();
    await expectSelected(page, 1);
    await expectVisible(region, ["kit-1", "kit-2", "kit-3"]);
    // The selection is announced once it has moved.
    await expect(region.locator('[aria-live="polite"]')).toHaveText("Kit 1, 2 of 4");
  });

  test("Left and Right arrow keys move it while focus is inside", async ({ page }) => {
    const region = await openCarousel(page);
    await indicators(page).first().focus();
    await page.keyboard.press("ArrowRight");
    await expectSelected(page, 1);
    await expectVisible(region, ["kit-1", "kit-2", "kit-3"]);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expectSelected(page, 3);
    await expectVisible(region, ["kit-3", "kit-0", "kit-1"]);

    // From the Next button too, and never with focus outside the carousel.
    await region.getByRole("button", { name: "Next kit" }).focus();
    await page.keyboard.press("ArrowRight");
    await expectSelected(page, 0);
    await page.getByRole("link", { name: "Request Custom Quote" }).focus();
    await page.keyboard.press("ArrowRight");
    await page.waitForTimeout(300);
    await expectSelected(page, 0);
  });

  test("a drag moves one kit either way", async ({ page }) => {
    const region = await openCarousel(page);
    const card = region.locator('[data-kit="kit-1"]');
    const box = (await card.boundingBox())!;
    const y = box.y + box.height / 3;
    const drag = async (from: number, to: number) => {
      await page.mouse.move(from, y);
      await page.mouse.down();
      await page.mouse.move((from + to) / 2, y, { steps: 6 });
      await page.mouse.move(to, y, { steps: 6 });
      await page.mouse.up();
    };
    // Dragging right to left by most of a slide brings in the next kit, and only one.
    await drag(box.x + box.width * 0.9, box.x + box.width * 0.15);
    await expectSelected(page, 1);
    await expectVisible(region, ["kit-1", "kit-2", "kit-3"]);
    // And left to right goes back.
    await drag(box.x + box.width * 0.15, box.x + box.width * 0.9);
    await expectSelected(page, 0);
    await expectVisible(region, ["kit-0", "kit-1", "kit-2"]);
  });

  test("passes axe", async ({ page }) => {
    await openCarousel(page);
    await axe(page);
  });
});

test.describe("the kit carousel at 1099 px", () => {
  // A width at which a third of the slide row is not a whole number of pixels (1027 / 3): Embla
  // measures whole pixels and would quietly stop looping if three slides fell short of the view.
  test.use({ viewport: { width: 1099, height: 900 } });

  test("still shows three kits and loops", async ({ page }) => {
    const region = await openCarousel(page);
    await expectVisible(region, ["kit-0", "kit-1", "kit-2"]);
    await region.getByRole("button", { name: "Previous kit" }).click();
    await expectSelected(page, 3);
    await expectVisible(region, ["kit-3", "kit-0", "kit-1"]);
  });
});

test.describe("the kit carousel at 700 px", () => {
  test.use({ viewport: { width: 700, height: 900 } });

  test("shows two kits, and loops", async ({ page }) => {
    const region = await openCarousel(page);
    await expectVisible(region, ["kit-0", "kit-1"]);
    const next = region.getByRole("button", { name: "Next kit" });
    await next.click();
    await expectVisible(region, ["kit-1", "kit-2"]);
    await next.click();
    await next.click();
    await expectVisible(region, ["kit-3", "kit-0"]);
    await expectSelected(page, 3);
  });
});

test.describe("the kit carousel at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("shows one kit, and Previous goes round to the last", async ({ page }) => {
    const region = await openCarousel(page);
    await expectVisible(region, ["kit-0"]);
    await region.getByRole("button", { name: "Previous kit" }).click();
    await expectSelected(page, 3);
    await expectVisible(region, ["kit-3"]);
    await indicators(page).nth(1).click();
    await expectVisible(region, ["kit-1"]);
  });

  test("passes axe", async ({ page }) => {
    await openCarousel(page);
    await axe(page);
  });
});
