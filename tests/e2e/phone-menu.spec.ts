/**
 * The collapsible menu on a phone. Its items and links are read from the menu (app/content/navigation.ts)
 * and the range, the offices from app/content/site.ts.
 */
import type { Page } from "@playwright/test";

import { iceBathRange, saunaRange } from "../../app/catalogue/range";
import { mainNavigation } from "../../app/content/navigation";
import { paths } from "../../app/routing/paths";
import { loadEnv } from "../../server/env";
import { expect, gotoHydrated, test } from "./fixtures";

loadEnv();
const { site } = await import("../../app/content/site");

test.use({ viewport: { width: 390, height: 844 } });

const saunas = saunaRange.map((sauna) => sauna.name);
const productsItem = mainNavigation.find((item) => item.groups?.length)!;
const aboutItem = mainNavigation.find((item) => item.href === paths.about)!;
const blogItem = mainNavigation.find((item) => item.href === paths.blog)!;

function menuButton(page: Page) {
  return page.getByRole("button", { name: "Menu", exact: true });
}

async function openMenu(page: Page) {
  const button = menuButton(page);
  await expect(button).toHaveAttribute("aria-controls", "phone-menu");
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(page.locator("#phone-menu")).toBeHidden();
  await button.click();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await expect(page.locator("#phone-menu")).toBeVisible();
  return page.locator("#phone-menu");
}

test("the desktop navigation is hidden and the Menu button shown", async ({ page }) => {
  await gotoHydrated(page, paths.home);
  await expect(menuButton(page)).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  await expect(page.getByRole("banner").getByRole("link", { name: aboutItem.label })).toHaveCount(
    0,
  );
});

test("the Menu button opens the menu and the products group expands", async ({ page }) => {
  await gotoHydrated(page, paths.home);
  const menu = await openMenu(page);
  await expect(menu).toHaveAccessibleName("Main");
  for (const name of mainNavigation.map((item) => item.label)) {
    await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
  }
  for (const name of saunas) {
    await expect(menu.getByRole("link", { name, exact: true })).toBeHidden();
  }

  // A native disclosure: its expanded state is the <details> element's `open`.
  const groupToggle = menu.getByLabel(`${productsItem.label} menu`);
  const group = menu.locator("details", { has: page.getByLabel(`${productsItem.label} menu`) });
  await expect(group).not.toHaveAttribute("open");
  await groupToggle.click();
  await expect(group).toHaveAttribute("open");
  for (const name of saunas) {
    await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
  }
  for (const bath of iceBathRange) {
    await expect(menu.getByRole("link", { name: bath.name, exact: true })).toHaveAttribute(
      "href",
      bath.path,
    );
  }

  await groupToggle.click();
  await expect(group).not.toHaveAttribute("open");
  await expect(menu.getByRole("link", { name: saunas[0]!, exact: true })).toBeHidden();
});

test("choosing a page navigates there and closes the menu", async ({ page }) => {
  await gotoHydrated(page, paths.home);
  const menu = await openMenu(page);
  await menu.getByRole("link", { name: aboutItem.label, exact: true }).click();

  await expect(page).toHaveURL(paths.about);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
  await expect(page.locator("#phone-menu")).toBeHidden();
  // The page can scroll again once the menu has closed.
  await expect(page.locator("html")).not.toHaveCSS("overflow", "hidden");
});

test("Escape closes the menu and returns focus to the Menu button", async ({ page }) => {
  await gotoHydrated(page, paths.about);
  const menu = await openMenu(page);
  await menu.getByRole("link", { name: blogItem.label, exact: true }).focus();
  await page.keyboard.press("Escape");

  await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
  await expect(menu).toBeHidden();
  await expect(menuButton(page)).toBeFocused();
});

test("Escape closes the menu straight after it opens, while the Menu button has focus", async ({
  page,
}) => {
  await gotoHydrated(page, paths.about);
  await openMenu(page);
  await expect(menuButton(page)).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
  await expect(page.locator("#phone-menu")).toBeHidden();
});

test("widening the window past the phone layout leaves the page scrollable", async ({ page }) => {
  await gotoHydrated(page, paths.about);
  await openMenu(page);
  await expect(page.locator("html")).toHaveCSS("overflow", "hidden");
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(page.locator("html")).not.toHaveCSS("overflow", "hidden");
});

test("the Menu button closes the menu again", async ({ page }) => {
  await gotoHydrated(page, paths.about);
  await openMenu(page);
  await menuButton(page).click();
  await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
  await expect(page.locator("#phone-menu")).toBeHidden();
});

test("Enquire in the bar leads to the contact form, and is not offered on it", async ({ page }) => {
  await gotoHydrated(page, saunaRange[0]!.path);
  const enquire = page.getByRole("banner").getByRole("link", { name: "Enquire" });
  await expect(enquire).toBeVisible();
  await enquire.click();
  await expect(page).toHaveURL(paths.contact());
  await expect(page.getByRole("banner").getByRole("link", { name: "Enquire" })).toHaveCount(0);
});

// The words a visitor reads in the bar's booking link, as the browser lays them out: a space that
// layout drops would glue them together ("Booka visit") for the eye and for a screen reader.
for (const [width, words] of [
  [390, /^book a visit$/i],
  [320, /^book$/i], // the narrowest phones have room for the first word only
] as const) {
  test(`the bar's booking link reads as separate words at ${width} px, and is named in full`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 700 });
    await gotoHydrated(page, paths.about);
    const book = page.getByRole("banner").getByRole("link", { name: /^book a visit$/i });
    await expect(book).toBeVisible();
    await expect(book).toHaveAttribute("href", paths.book);
    const shown = await book.evaluate((link) => (link as HTMLElement).innerText.trim());
    expect(shown).toMatch(words);
    // Inside the screen, beside the bar's other controls.
    const box = (await book.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  });
}

test.describe("before hydration and without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the Menu button opens the menu, its groups expand, and Escape closes it", async ({
    page,
  }) => {
    await page.goto(paths.about);
    await menuButton(page).click();
    const menu = page.locator("#phone-menu");
    await expect(menu).toBeVisible();
    await menu.getByLabel(`${productsItem.label} menu`).click();
    await expect(menu.getByRole("link", { name: saunas[0]!, exact: true })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await menuButton(page).click();
    await expect(menu).toBeVisible();
    await menuButton(page).click();
    await expect(menu).toBeHidden();
  });
});

test("the menu ends with ways to reach a person: WhatsApp and both offices' phones", async ({
  page,
}) => {
  await gotoHydrated(page, paths.gallery);
  const menu = await openMenu(page);
  await expect(menu.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/\d+$/,
  );
  for (const city of site.offices.map((office) => office.city)) {
    await expect(menu.getByRole("link", { name: `Call ${city}` })).toHaveAttribute(
      "href",
      /^tel:\+\d+$/,
    );
  }
});
