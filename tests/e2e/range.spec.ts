/**
 * The rest of the range: steam rooms, accessories, heaters and aroma concentrates. Every call to
 * action leads to the enquiry form, carrying what it is about.
 */
import type { APIRequestContext } from "@playwright/test";

import {
  accessories,
  aromas,
  heaterBrand,
  heaters,
  steamBenefits,
  steamFeatures,
  steamRoomCards,
} from "./content";
import { expect, gotoHydrated, test } from "./fixtures";

async function keywords(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  return html.match(/<meta name="keywords" content="([^"]*)"/)?.[1] ?? "";
}

test.describe("/steam-rooms", () => {
  test("the range links, every room, feature and benefit, and 'Contact Us Today'", async ({
    page,
    request,
  }) => {
    await gotoHydrated(page, "/steam-rooms");
    await expect(page.getByRole("link", { name: "Steam Rooms", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    for (const { title } of [...steamRoomCards, ...steamFeatures, ...steamBenefits]) {
      await expect(page.getByRole("heading", { name: title, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "Contact Us Today" })).toHaveAttribute(
      "href",
      "/contact?product=steam-room",
    );
    const words = await keywords(request, "/steam-rooms");
    for (const place of ["Johannesburg", "Cape Town", "Gauteng"]) expect(words).toContain(place);
  });

  test("a card's caption appears on hover and with keyboard focus", async ({ page }) => {
    await gotoHydrated(page, "/steam-rooms");
    const { title, caption: text } = steamRoomCards[0]!;
    const card = page.getByRole("figure").filter({ hasText: title });
    const caption = card.getByText(text);
    await page.mouse.move(0, 0);
    await expect(caption).toHaveCSS("opacity", "0");
    await card.hover();
    await expect(caption).toHaveCSS("opacity", "1");
    await page.mouse.move(0, 0);
    await expect(caption).toHaveCSS("opacity", "0");
    await card.getByRole("link", { name: /Ask about this room/ }).focus();
    await expect(caption).toHaveCSS("opacity", "1");
  });

  test.describe("on a touch screen", () => {
    test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

    test("every caption is readable without hovering", async ({ page }) => {
      await gotoHydrated(page, "/steam-rooms");
      for (const { caption: text } of steamRoomCards) {
        const caption = page.getByText(text);
        await caption.scrollIntoViewIfNeeded();
        await expect(caption).toHaveCSS("opacity", "1");
      }
    });
  });
});

test("/products/accessories: every accessory, meta and 'Contact Us'", async ({ page, request }) => {
  await gotoHydrated(page, "/products/accessories");
  const grid = page.getByRole("list", { name: "Sauna accessories" });
  await expect(grid.getByRole("heading")).toHaveText(accessories.map((item) => item.name));
  for (const item of accessories) await expect(grid).toContainText(item.description);
  await expect(page).toHaveTitle("Sauna Accessories | Vaja");
  const words = await keywords(request, "/products/accessories");
  for (const place of ["Johannesburg", "Cape Town"]) expect(words).toContain(place);
  await page.getByRole("link", { name: "Contact Us", exact: true }).click();
  await expect(page).toHaveURL(/\/contact\?product=accessories$/);
});

test("/products/equipment: every heater and the maker's website in a new tab", async ({ page }) => {
  await gotoHydrated(page, "/products/equipment");
  const grid = page.getByRole("list", { name: "Sauna heaters" });
  await expect(grid.getByRole("listitem")).toHaveCount(heaters.length);
  await expect(grid.getByRole("heading")).toHaveText(heaters.map((heater) => heater.name));
  const external = page.getByRole("link", { name: `Visit the ${heaterBrand.name} website` });
  await expect(external).toHaveAttribute("href", heaterBrand.url);
  await expect(external).toHaveAttribute("target", "_blank");
  await expect(external).toHaveAttribute("rel", "noopener noreferrer");
});

test("/products/auroma-concentrates: every fragrance and 'Get in Touch'", async ({ page }) => {
  await gotoHydrated(page, "/products/auroma-concentrates");
  await expect(page.getByRole("list", { name: "Fragrances" }).getByRole("heading")).toHaveText(
    aromas.map((aroma) => aroma.name),
  );
  await expect(page.getByRole("link", { name: "Get in Touch" })).toHaveAttribute(
    "href",
    "/contact?product=accessories",
  );
});
