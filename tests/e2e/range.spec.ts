/**
 * The rest of the range: steam rooms, accessories, heaters and aroma concentrates. Every call to
 * action leads to the enquiry form, carrying what it is about.
 */
import type { APIRequestContext } from "@playwright/test";

import { expect, gotoHydrated, test } from "./fixtures";

async function keywords(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  return html.match(/<meta name="keywords" content="([^"]*)"/)?.[1] ?? "";
}

test.describe("/steam-rooms", () => {
  test("the range links, three rooms, features, benefits and 'Contact Us Today'", async ({
    page,
    request,
  }) => {
    await gotoHydrated(page, "/steam-rooms");
    await expect(page.getByRole("link", { name: "Steam Rooms", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    for (const title of ["The tiled bench", "The steam shower", "The mosaic niche"]) {
      await expect(page.getByRole("heading", { name: title })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "Built like a spa" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Why steam" })).toBeVisible();
    await expect(page.getByText(/exclusive South African supplier/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Contact Us Today" })).toHaveAttribute(
      "href",
      "/contact?product=steam-room",
    );
    const words = await keywords(request, "/steam-rooms");
    for (const place of ["Johannesburg", "Cape Town", "Gauteng"]) expect(words).toContain(place);
  });

  test("a card's caption appears on hover and with keyboard focus", async ({ page }) => {
    await gotoHydrated(page, "/steam-rooms");
    const card = page.getByRole("figure").filter({ hasText: "The steam shower" });
    const caption = card.getByText(/glass-fronted shower/);
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
      for (const text of [/L-shaped bench/, /glass-fronted shower/, /small mosaic alcove/]) {
        const caption = page.getByText(text);
        await caption.scrollIntoViewIfNeeded();
        await expect(caption).toHaveCSS("opacity", "1");
      }
    });
  });
});

test("/products/accessories: nine accessories, meta and 'Contact Us'", async ({
  page,
  request,
}) => {
  await gotoHydrated(page, "/products/accessories");
  const grid = page.getByRole("list", { name: "Sauna accessories" });
  await expect(grid.getByRole("heading")).toHaveText([
    "Wall Sand Timer",
    "Classic Sand Timer",
    "Thermometer and Hygrometer",
    "Cedar Bucket, 3 L",
    "Cedar Spoon",
    "Bucket and Ladle Set",
    "Ladle",
    "Neck Rest",
    "Thermometer",
  ]);
  await expect(grid).toContainText("0 to 120 °C");
  await expect(grid).toContainText("0 to 100 % RH");
  await expect(page).toHaveTitle("Sauna Accessories | Vaja");
  expect(await keywords(request, "/products/accessories")).toContain("sauna bucket");
  await page.getByRole("link", { name: "Contact Us", exact: true }).click();
  await expect(page).toHaveURL(/\/contact\?product=accessories$/);
});

test("/products/equipment: six heaters and the maker's website in a new tab", async ({ page }) => {
  await gotoHydrated(page, "/products/equipment");
  const grid = page.getByRole("list", { name: "Sauna heaters" });
  await expect(grid.getByRole("listitem")).toHaveCount(6);
  await expect(grid.getByRole("heading", { name: "Harvia M3 (wood burning)" })).toBeVisible();
  const external = page.getByRole("link", { name: /Visit the Harvia website/ });
  await expect(external).toHaveAttribute("href", "https://www.harvia.com/");
  await expect(external).toHaveAttribute("target", "_blank");
  await expect(external).toHaveAttribute("rel", "noopener noreferrer");
});

test("/products/auroma-concentrates: seven fragrances and 'Get in Touch'", async ({ page }) => {
  await gotoHydrated(page, "/products/auroma-concentrates");
  await expect(page.getByRole("list", { name: "Fragrances" }).getByRole("heading")).toHaveText([
    "Pine Needle",
    "Eucalyptus",
    "Sandalwood",
    "Peppermint",
    "Green Apple",
    "Blood Orange",
    "Rose",
  ]);
  await expect(page.getByRole("link", { name: "Get in Touch" })).toHaveAttribute(
    "href",
    "/contact?product=aroma-concentrates",
  );
});
