/**
 * The sauna collections, the five product pages and the ice bath: what a visitor sees and can do
 * with mouse, keyboard and touch, and what search engines read (prices in the Offer = on the page).
 */
import type { APIRequestContext, Page } from "@playwright/test";

import {
  exactly,
  fromPrice,
  healthBenefits,
  iceBathConstants,
  iceBaths,
  plain,
  saunas,
  timbers,
  timbersByIds,
} from "./content";
import { expect, gotoHydrated, test } from "./fixtures";

/** "From R 165 000" as the page writes it, with en-ZA's non-breaking spaces made plain. */
function fromText(amount: number) {
  return plain(fromPrice({ from: amount, availability: "InStock" }));
}

function sauna(slug: string) {
  const found = saunas.find((item) => item.slug === slug);
  if (!found) throw new Error(`No sauna ${slug} in the catalogue`);
  return found;
}

/** The sauna's pictures as its page shows them: the main picture, then the gallery. */
const picturesOf = (slug: string) => [sauna(slug).image, ...sauna(slug).gallery];

const iceBath = iceBaths[0]!;

async function jsonLdGraph(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const json = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)![1]!;
  return (JSON.parse(json) as { "@graph": Record<string, unknown>[] })["@graph"];
}

const details = (page: Page) => page.getByRole("tablist");

test.describe("/products", () => {
  test("lists every collection with its size, price and a 'See More' link", async ({ page }) => {
    await gotoHydrated(page, "/products");
    await expect(page.getByRole("navigation", { name: "Product ranges" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Saunas", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.getByRole("link", { name: "Steam Rooms", exact: true })).toHaveAttribute(
      "href",
      "/steam-rooms",
    );
    for (const sauna of saunas) {
      const card = page
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: sauna.name, exact: true }) });
      const { width, depth, height } = sauna.dimensions;
      await expect(card).toContainText(`${width} × ${depth} × ${height}`);
      expect(plain(await card.innerText())).toContain(fromText(sauna.price.from));
      await expect(
        card.getByRole("link", { name: `See More about the ${sauna.name}` }),
      ).toHaveAttribute("href", `/products/${sauna.slug}`);
    }
  });

  test("'See More' appears on hover, and whenever it has keyboard focus", async ({ page }) => {
    await gotoHydrated(page, "/products");
    const link = page.getByRole("link", { name: "See More about the Aurora" });
    await page.mouse.move(0, 0);
    await expect(link).toHaveCSS("opacity", "0");
    await link.focus();
    await expect(link).toHaveCSS("opacity", "1");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/products\/aurora$/);
  });

  test.describe("on a touch screen", () => {
    test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

    test("'See More' is always visible", async ({ page }) => {
      await gotoHydrated(page, "/products");
      const link = page.getByRole("link", { name: "See More about the Kaelis" });
      await link.scrollIntoViewIfNeeded();
      await expect(link).toHaveCSS("opacity", "1");
      await link.tap();
      await expect(page).toHaveURL(/\/products\/kaelis$/);
    });
  });

  test("shows every timber, every health benefit and a custom quote", async ({ page }) => {
    await gotoHydrated(page, "/products");
    for (const timber of timbers) {
      await expect(page.getByRole("heading", { name: timber.name, exact: true })).toBeVisible();
    }
    for (const benefit of healthBenefits) {
      await expect(page.getByRole("heading", { name: benefit.title, exact: true })).toBeVisible();
    }
    await page.getByRole("link", { name: "Get a Custom Quote" }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test.describe("a sauna's page", () => {
  test("the gallery: thumbnails in four columns, click and arrow keys select", async ({ page }) => {
    await gotoHydrated(page, "/products/aurora");
    const gallery = page.locator("[data-state]").first();
    await expect(gallery).toHaveAttribute("data-state", "loaded");
    const thumbnails = page
      .getByRole("list", { name: "Pictures of the Aurora" })
      .getByRole("button");
    const pictures = picturesOf("aurora");
    await expect(thumbnails).toHaveCount(pictures.length);
    const columns = await page
      .getByRole("list", { name: "Pictures of the Aurora" })
      .evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(" ").length);
    expect(columns).toBe(4);
    await expect(thumbnails.nth(0)).toHaveAttribute("aria-pressed", "true");

    const mainImage = gallery.locator("img");
    const first = await mainImage.getAttribute("src");
    await thumbnails.nth(2).click();
    await expect(thumbnails.nth(2)).toHaveAttribute("aria-pressed", "true");
    await expect(thumbnails.nth(0)).toHaveAttribute("aria-pressed", "false");
    await expect(mainImage).not.toHaveAttribute("src", first!);
    await expect(mainImage).toHaveAttribute("alt", pictures[2]!.alt);

    await page.keyboard.press("ArrowRight");
    await expect(thumbnails.nth(3)).toHaveAttribute("aria-pressed", "true");
    await expect(thumbnails.nth(3)).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(thumbnails.nth(1)).toHaveAttribute("aria-pressed", "true");
  });

  test("each tab shows its own content", async ({ page }) => {
    const aurora = sauna("aurora");
    await gotoHydrated(page, "/products/aurora");
    const tabs = details(page);
    await expect(tabs.getByRole("tab")).toHaveText([
      "Features",
      "Materials",
      "Gallery",
      "Product Info",
      "Plans",
    ]);
    const panel = page.getByRole("tabpanel");
    await expect(tabs.getByRole("tab", { name: "Features" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    for (const feature of aurora.features) {
      await expect(panel.getByRole("heading", { name: feature.title, exact: true })).toBeVisible();
    }

    await tabs.getByRole("tab", { name: "Materials" }).click();
    for (const timber of timbersByIds(aurora.materials)) {
      await expect(panel.getByRole("heading", { name: timber.name, exact: true })).toBeVisible();
    }

    await tabs.getByRole("tab", { name: "Gallery" }).click();
    await expect(panel.getByRole("img")).toHaveCount(aurora.gallery.length);

    await tabs.getByRole("tab", { name: "Product Info" }).click();
    await expect(panel.getByRole("heading", { name: "Dimensions" })).toBeVisible();
    for (const [label, value] of [
      ["Width", `${aurora.dimensions.width} mm`],
      ["Depth", `${aurora.dimensions.depth} mm`],
      ["Height", `${aurora.dimensions.height} mm`],
    ] as const) {
      await expect(panel.getByText(label, { exact: true })).toBeVisible();
      await expect(panel.getByText(value, { exact: true })).toBeVisible();
    }
    await expect(panel.getByRole("heading", { name: "Material Disclaimer" })).toBeVisible();
    await expect(panel).toContainText("at least the same quality");

    await tabs.getByRole("tab", { name: "Plans" }).click();
    await expect(panel.getByRole("img", { name: aurora.plan!.image.alt })).toBeVisible();
    await expect(panel.getByRole("link", { name: /Download Plans/ })).toHaveAttribute(
      "href",
      aurora.plan!.pdf,
    );
  });

  test("the tabs work from the keyboard", async ({ page }) => {
    await gotoHydrated(page, "/products/kaelis");
    const tabs = details(page);
    await tabs.getByRole("tab", { name: "Features" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(tabs.getByRole("tab", { name: "Materials" })).toBeFocused();
    await expect(tabs.getByRole("tab", { name: "Materials" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await page.keyboard.press("End");
    await expect(tabs.getByRole("tab", { name: "Plans" })).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowRight");
    await expect(tabs.getByRole("tab", { name: "Features" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await page.keyboard.press("ArrowLeft");
    await expect(tabs.getByRole("tab", { name: "Plans" })).toBeFocused();
    await page.keyboard.press("Home");
    await expect(tabs.getByRole("tab", { name: "Features" })).toBeFocused();
    // Tab moves on into the panel.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("tabpanel")).toBeFocused();
  });

  test("Vakio: the kits instead of dimensions, easy installation, and no plans", async ({
    page,
  }) => {
    await gotoHydrated(page, "/products/vakio");
    const tabs = details(page);
    await expect(tabs.getByRole("tab")).toHaveText([
      "Features",
      "Materials",
      "Gallery",
      "Product Info",
    ]);
    await tabs.getByRole("tab", { name: "Product Info" }).click();
    const panel = page.getByRole("tabpanel");
    await expect(panel.getByRole("heading", { name: "Available Kits" })).toBeVisible();
    await expect(panel.getByRole("heading", { name: "Dimensions" })).toHaveCount(0);
    const vakio = sauna("vakio");
    expect(vakio.kits?.length).toBeGreaterThan(0);
    for (const { name, width, depth } of vakio.kits!) {
      const kit = panel.getByRole("listitem").filter({ hasText: name });
      await expect(kit).toContainText(`Width${width} mm`);
      await expect(kit).toContainText(`Depth${depth} mm`);
    }
    await expect(panel).toContainText(vakio.installation!);
    await expect(page.getByRole("heading", { name: "Explore in 3D" })).toHaveCount(0);
  });

  test("'Request Quote' carries the product to the contact form", async ({ page }) => {
    await gotoHydrated(page, "/products/elysium");
    await expect(page.getByRole("link", { name: "Request Quote" })).toHaveAttribute(
      "href",
      "/contact?product=elysium",
    );
  });

  test("lists where it is available in South Africa", async ({ page }) => {
    await gotoHydrated(page, "/products/loyly");
    const block = page.getByRole("region", { name: "Available in South Africa" });
    await expect(block.getByRole("listitem")).toHaveText([
      "Johannesburg (Gauteng)",
      "Cape Town (Western Cape)",
      "Pretoria (Gauteng)",
    ]);
  });
});

test.describe("structured data", () => {
  for (const sauna of saunas) {
    test(`${sauna.name}: the Offer's price is the price on the page`, async ({ page, request }) => {
      const graph = await jsonLdGraph(request, `/products/${sauna.slug}`);
      const product = graph.find((node) => node["@type"] === "Product")!;
      const offer = product.offers as Record<string, string>;
      expect(offer.priceCurrency).toBe("ZAR");
      expect(offer.price).toBe(String(sauna.price.from));
      expect(offer.availability).toMatch(/^https:\/\/schema\.org\/\w+$/);
      const breadcrumbs = graph.find((node) => node["@type"] === "BreadcrumbList")!;
      expect((breadcrumbs.itemListElement as { name: string }[]).map((item) => item.name)).toEqual([
        "Home",
        "Saunas",
        sauna.name,
      ]);
      await gotoHydrated(page, `/products/${sauna.slug}`);
      expect(plain(await page.locator("main").innerText())).toContain(
        fromText(Number(offer.price)),
      );
    });
  }

  test("the ice bath's Offer matches its page too", async ({ page, request }) => {
    const graph = await jsonLdGraph(request, "/products/ice-bath/premium-ice-bath");
    const offer = graph.find((node) => node["@type"] === "Product")!.offers as Record<
      string,
      string
    >;
    expect(offer.priceCurrency).toBe("ZAR");
    await gotoHydrated(page, "/products/ice-bath/premium-ice-bath");
    expect(plain(await page.locator("main").innerText())).toContain(fromText(Number(offer.price)));
    expect(graph.some((node) => node["@type"] === "BreadcrumbList")).toBe(true);
  });
});

test.describe("unknown products", () => {
  // The server answers the unknown address with 404 before the browser redirects.
  test.use({ allowedConsoleErrors: [/status of 404 \(Not Found\)/] });

  for (const path of ["/products/no-such-sauna", "/products/ice-bath/no-such-bath"]) {
    test(`${path} redirects to /products, replacing the history entry`, async ({ page }) => {
      await gotoHydrated(page, "/");
      await page.goto(path);
      await expect(page).toHaveURL(/\/products$/);
      await expect(
        page
          .getByRole("navigation", { name: "Product ranges" })
          .getByRole("link", { name: "Saunas", exact: true }),
      ).toHaveAttribute("aria-current", "page");
      await page.goBack();
      await expect(page).toHaveURL(/\/$/);
    });
  }
});

test.describe("the ice bath", () => {
  test("tabs: features first, then technical, maintenance and considerations", async ({ page }) => {
    const c = iceBathConstants;
    await gotoHydrated(page, "/products/ice-bath/premium-ice-bath");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(iceBath.name);
    await expect(page.getByRole("link", { name: "Request Quote" })).toHaveAttribute(
      "href",
      "/contact?product=premium-ice-bath",
    );
    const thumbnails = page
      .getByRole("list", { name: "Pictures of the Premium Ice Bath" })
      .getByRole("button");
    await expect(thumbnails).toHaveCount(iceBath.images.length);
    await thumbnails.nth(1).click();
    await expect(thumbnails.nth(1)).toHaveAttribute("aria-pressed", "true");

    const tabs = details(page);
    const panel = page.getByRole("tabpanel");
    await expect(tabs.getByRole("tab", { name: "Features" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    // The business's figures: the water's range and the warranty.
    await expect(panel).toContainText(`${c.warmestWaterC} °C`);
    await expect(panel).toContainText(`${c.coldestWaterC} °C`);
    await expect(panel).toContainText(`${c.warrantyYears}-year`);
    for (const feature of iceBath.features) {
      await expect(panel.getByRole("heading", { name: feature.title, exact: true })).toBeVisible();
    }

    await tabs.getByRole("tab", { name: "Technical" }).click();
    for (const { label, value } of iceBath.technical) {
      await expect(panel.getByRole("term").filter({ hasText: exactly(label) })).toBeVisible();
      await expect(panel.getByRole("definition").filter({ hasText: exactly(value) })).toBeVisible();
    }

    await tabs.getByRole("tab", { name: "Maintenance" }).click();
    for (const task of iceBath.maintenance) {
      await expect(panel.getByRole("heading", { name: task.title, exact: true })).toBeVisible();
      for (const step of task.steps ?? []) await expect(panel).toContainText(step);
    }

    await tabs.getByRole("tab", { name: "Considerations" }).click();
    for (const item of iceBath.considerations) {
      await expect(panel.getByRole("heading", { name: item.title, exact: true })).toBeVisible();
      await expect(panel).toContainText(item.description);
    }
    await expect(panel).toContainText(`at least ${c.wallClearanceCm} cm`);
    await expect(panel).toContainText(c.plug);
  });
});
