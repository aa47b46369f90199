/**
 * The DIY sauna kits page: the prerendered page, and the looping kit carousel with
 * mouse, keyboard and drag at the three layouts (three, two and one slide per view). The kits,
 * their sizes and what every kit includes are read from the catalogue, and the carousel's windows
 * are worked out from the number of kits, so the rules hold for any kits the range holds.
 */
import type { Locator, Page } from "@playwright/test";

import { kitRange } from "../../app/catalogue/range";
import { paths } from "../../app/routing/paths";
import { decodeEntities, diyKits as kits, kitFootprint, kitInclusions, plain } from "./content";
import { axe, expect, gotoHydrated, test } from "./fixtures";

const PATH = paths.diyKits;

/** The kits' ids (their slugs in the range), in the carousel's order. */
const ids = kits.map((kit) => kit.id);

/** The ids of `count` kits in view from `start`, going round past the last. */
function windowFrom(start: number, count: number): string[] {
  return Array.from({ length: count }, (_, i) => ids[(start + i) % ids.length]!);
}

/** The index of the kit `steps` moves away from `start`, either way round. */
function stepped(start: number, steps: number): number {
  return (((start + steps) % ids.length) + ids.length) % ids.length;
}

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
  test("has every kit, its footprint, what every kit includes and the page's meta in its HTML", async ({
    request,
  }) => {
    const response = await request.get(PATH);
    expect(response.status()).toBe(200);
    // No-break spaces (sizes never wrap) compared as ordinary ones.
    const html = plain(decodeEntities(await response.text()));
    expect(html).toMatch(/<title>[^<]*\S[^<]* \| [^<]+<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{80,}"/);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]+${PATH}"`));
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html.match(/<h1[^>]*>[^<]*\S[^<]*<\/h1>/g)).toHaveLength(1);
    for (const kit of kits) {
      expect(html).toContain(`>${kit.name}</h3>`);
      expect(html).toContain(plain(kitFootprint(kit)));
    }
    for (const inclusion of kitInclusions) expect(html).toContain(`>${inclusion.title}</h3>`);
  });

  test("'Request Custom Quote' leads to the contact form with the kits' topic", async ({
    page,
  }) => {
    await gotoHydrated(page, PATH);
    const link = page.getByRole("link", { name: "Request Custom Quote" });
    await expect(link).toHaveAttribute("href", paths.contact(kitRange[0]!.topic));
  });

  test("the carousel's slides are the range's kits, labelled for screen readers", async ({
    page,
  }) => {
    const region = await openCarousel(page);
    await expect(region).toHaveAttribute("aria-roledescription", "carousel");
    const slides = region.locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(kits.length);
    // Each slide is the target of its indicator's link: its id is the kit's slug in the range.
    expect(await slides.evaluateAll((elements) => elements.map((element) => element.id))).toEqual(
      kitRange.map((kit) => kit.slug),
    );
    for (const [i, kit] of kits.entries()) {
      const slide = region.getByRole("group", { name: `${i + 1} of ${kits.length}`, exact: true });
      await expect(slide.getByRole("heading", { name: kit.name, exact: true })).toBeAttached();
      await expect(slide).toContainText(kit.capacity);
      await expect(slide).toContainText(kitFootprint(kit));
      await expect(slide.getByRole("img")).toHaveAttribute("alt", kit.image.alt);
    }
    for (const [i, kit] of kits.entries()) {
      await expect(indicators(page).nth(i)).toHaveAccessibleName(`Show ${kit.name}`);
    }
  });
});

const last = ids.length - 1;

test.describe("the kit carousel at 1440 px", () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  const PER_VIEW = 3;

  test("shows three kits, 400 px high, and starts at the first", async ({ page }) => {
    const region = await openCarousel(page);
    await expectVisible(region, windowFrom(0, PER_VIEW));
    await expectSelected(page, 0);
    const heights = await region
      .locator("[data-kit]")
      .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().height));
    expect(heights).toEqual(ids.map(() => 400));
  });

  test("Next and Previous move one kit, and Next loops past the last", async ({ page }) => {
    const region = await openCarousel(page);
    const next = region.getByRole("button", { name: "Next kit" });
    const previous = region.getByRole("button", { name: "Previous kit" });

    // Once round: each press moves one kit, and past the last kit the first comes round again.
    for (let presses = 1; presses <= ids.length; presses++) {
      await next.click();
      await expectSelected(page, stepped(0, presses));
      await expectVisible(region, windowFrom(stepped(0, presses), PER_VIEW));
    }

    // And backwards from the first to the last.
    await previous.click();
    await expectSelected(page, last);
    await expectVisible(region, windowFrom(last, PER_VIEW));
  });

  test("the indicators show the selection and choose a kit", async ({ page }) => {
    const region = await openCarousel(page);
    await indicators(page).nth(2).click();
    await expectSelected(page, 2);
    await expectVisible(region, windowFrom(2, PER_VIEW));
    await indicators(page).nth(1).click();
    await expectSelected(page, 1);
    await expectVisible(region, windowFrom(1, PER_VIEW));
    // The selection is announced once it has moved.
    await expect(region.locator('[aria-live="polite"]')).toHaveText(
      `${kits[1]!.name}, 2 of ${kits.length}`,
    );
  });

  test("Left and Right arrow keys move it while focus is inside", async ({ page }) => {
    const region = await openCarousel(page);
    await indicators(page).first().focus();
    await page.keyboard.press("ArrowRight");
    await expectSelected(page, 1);
    await expectVisible(region, windowFrom(1, PER_VIEW));
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expectSelected(page, last);
    await expectVisible(region, windowFrom(last, PER_VIEW));

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
    const card = region.locator(`[data-kit="${ids[1]}"]`);
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
    await expectVisible(region, windowFrom(1, PER_VIEW));
    // And left to right goes back.
    await drag(box.x + box.width * 0.15, box.x + box.width * 0.9);
    await expectSelected(page, 0);
    await expectVisible(region, windowFrom(0, PER_VIEW));
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
    await expectVisible(region, windowFrom(0, 3));
    await region.getByRole("button", { name: "Previous kit" }).click();
    await expectSelected(page, last);
    await expectVisible(region, windowFrom(last, 3));
  });
});

test.describe("the kit carousel at 700 px", () => {
  test.use({ viewport: { width: 700, height: 900 } });

  test("shows two kits, and loops", async ({ page }) => {
    const region = await openCarousel(page);
    await expectVisible(region, windowFrom(0, 2));
    const next = region.getByRole("button", { name: "Next kit" });
    await next.click();
    await expectVisible(region, windowFrom(1, 2));
    // On to the last kit, whose window goes round to the first.
    for (let presses = 2; presses <= last; presses++) await next.click();
    await expectVisible(region, windowFrom(last, 2));
    await expectSelected(page, last);
  });
});

test.describe("the kit carousel at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("shows one kit, and Previous goes round to the last", async ({ page }) => {
    const region = await openCarousel(page);
    await expectVisible(region, windowFrom(0, 1));
    await region.getByRole("button", { name: "Previous kit" }).click();
    await expectSelected(page, last);
    await expectVisible(region, windowFrom(last, 1));
    await indicators(page).nth(1).click();
    await expectVisible(region, windowFrom(1, 1));
  });

  test("passes axe", async ({ page }) => {
    await openCarousel(page);
    await axe(page);
  });
});
