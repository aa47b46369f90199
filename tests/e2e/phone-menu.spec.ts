/** The collapsible menu on a phone. */
import type { Page } from "@playwright/test";

import { expect, gotoHydrated, test } from "./fixtures";

test.use({ viewport: { width: 390, height: 844 } });

const saunas = ["Aurora", "Elysium", "Loyly", "Kaelis", "Vakio"];

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
  await gotoHydrated(page, "/");
  await expect(menuButton(page)).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  await expect(page.getByRole("banner").getByRole("link", { name: "About Us" })).toHaveCount(0);
});

test("the Menu button opens the menu and the products group expands", async ({ page }) => {
  await gotoHydrated(page, "/");
  const menu = await openMenu(page);
  await expect(menu).toHaveAccessibleName("Main");
  for (const name of ["Our Products", "About Us", "Blog", "Gallery", "Contact"]) {
    await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
  }
  for (const name of saunas) {
    await expect(menu.getByRole("link", { name, exact: true })).toBeHidden();
  }

  // A native disclosure: its expanded state is the <details> element's `open`.
  const groupToggle = menu.getByLabel("Our Products menu");
  const group = menu.locator("details", { has: page.getByLabel("Our Products menu") });
  await expect(group).not.toHaveAttribute("open");
  await groupToggle.click();
  await expect(group).toHaveAttribute("open");
  for (const name of saunas) {
    await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await expect(menu.getByRole("link", { name: "Premium Ice Bath" })).toHaveAttribute(
    "href",
    "/products/ice-bath/premium-ice-bath",
  );

  await groupToggle.click();
  await expect(group).not.toHaveAttribute("open");
  await expect(menu.getByRole("link", { name: "Aurora", exact: true })).toBeHidden();
});

test("choosing a page navigates there and closes the menu", async ({ page }) => {
  await gotoHydrated(page, "/");
  const menu = await openMenu(page);
  await menu.getByRole("link", { name: "About Us", exact: true }).click();

  await expect(page).toHaveURL("/about");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
  await expect(page.locator("#phone-menu")).toBeHidden();
  // The page can scroll again once the menu has closed.
  await expect(page.locator("html")).not.toHaveCSS("overflow", "hidden");
});

test("Escape closes the menu and returns focus to the Menu button", async ({ page }) => {
  await gotoHydrated(page, "/about");
  const menu = await openMenu(page);
  await menu.getByRole("link", { name: "Blog", exact: true }).focus();
  await page.keyboard.press("Escape");

  await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
  await expect(menu).toBeHidden();
  await expect(menuButton(page)).toBeFocused();
});

test("Escape closes the menu straight after it opens, while the Menu button has focus", async ({
  page,
}) => {
  await gotoHydrated(page, "/about");
  await openMenu(page);
  await expect(menuButton(page)).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
  await expect(page.locator("#phone-menu")).toBeHidden();
});

test("widening the window past the phone layout leaves the page scrollable", async ({ page }) => {
  await gotoHydrated(page, "/about");
  await openMenu(page);
  await expect(page.locator("html")).toHaveCSS("overflow", "hidden");
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(page.locator("html")).not.toHaveCSS("overflow", "hidden");
});

test("the Menu button closes the menu again", async ({ page }) => {
  await gotoHydrated(page, "/about");
  await openMenu(page);
  await menuButton(page).click();
  await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
  await expect(page.locator("#phone-menu")).toBeHidden();
});

test("Enquire in the bar leads to the contact form, and is not offered on it", async ({ page }) => {
  await gotoHydrated(page, "/products/aurora");
  const enquire = page.getByRole("banner").getByRole("link", { name: "Enquire" });
  await expect(enquire).toBeVisible();
  await enquire.click();
  await expect(page).toHaveURL("/contact");
  await expect(page.getByRole("banner").getByRole("link", { name: "Enquire" })).toHaveCount(0);
});

test.describe("before hydration and without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the Menu button opens the menu, its groups expand, and Escape closes it", async ({
    page,
  }) => {
    await page.goto("/about");
    await menuButton(page).click();
    const menu = page.locator("#phone-menu");
    await expect(menu).toBeVisible();
    await menu.getByLabel("Our Products menu").click();
    await expect(menu.getByRole("link", { name: "Aurora", exact: true })).toBeVisible();
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
  await gotoHydrated(page, "/gallery");
  const menu = await openMenu(page);
  await expect(menu.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/\d+$/,
  );
  for (const city of ["Johannesburg", "Cape Town"]) {
    await expect(menu.getByRole("link", { name: `Call ${city}` })).toHaveAttribute(
      "href",
      /^tel:\+\d+$/,
    );
  }
});
