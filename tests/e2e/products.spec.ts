/**
 * The sauna collections, the five product pages and the ice bath: what a visitor sees and can do
 * with mouse, keyboard and touch, and what search engines read (prices in the Offer = on the page).
 */
import type { APIRequestContext, Page } from "@playwright/test";

import { expect, gotoHydrated, test } from "./fixtures";

const saunas = [
  { slug: "kaelis", name: "Kaelis", size: ["1800", "2100", "2400"], price: 145_000 },
  { slug: "aurora", name: "Aurora", size: ["2060", "2000", "2400"], price: 165_000 },
  { slug: "loyly", name: "Loyly", size: ["2200", "2200", "2400"], price: 185_000 },
  { slug: "elysium", name: "Elysium", size: ["2960", "1900", "2400"], price: 235_000 },
  { slug: "vakio", name: "Vakio", size: ["1400", "1400", "2100"], price: 65_000 },
];

/** "From R 165 000" as the page writes it, with en-ZA's non-breaking spaces made plain. */
function fromText(amount: number) {
  return `From R ${amount.toLocaleString("en-ZA").replace(/\s/g, " ")}`;
}

function plain(text: string) {
  return text.replace(/\s/g, " ");
}

async function jsonLdGraph(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const json = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)![1]!;
  return (JSON.parse(json) as { "@graph": Record<string, unknown>[] })["@graph"];
}

const details = (page: Page) => page.getByRole("tablist");

test.describe("/products", () => {
  test("lists the five collections, each with its size, price and a 'See More' link", async ({
    page,
  }) => {
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
      await expect(card).toContainText(sauna.size.join(" × "));
      expect(plain(await card.innerText())).toContain(fromText(sauna.price));
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

  test("shows the six timbers, the four benefits and a custom quote", async ({ page }) => {
    await gotoHydrated(page, "/products");
    for (const timber of [
      "Thermo Pine",
      "Pine",
      "Obeche",
      "Western Red Cedar",
      "Lunawood",
      "Oak Sauna Board",
    ]) {
      await expect(page.getByRole("heading", { name: timber, exact: true })).toBeVisible();
    }
    for (const benefit of [
      "Detoxify through sweating",
      "Circulation and heart health",
      "Stress and muscle tension relief",
      "Better sleep",
    ]) {
      await expect(page.getByRole("heading", { name: benefit })).toBeVisible();
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
    await expect(thumbnails).toHaveCount(6);
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
    await expect(mainImage).toHaveAttribute("alt", /bench with a cedar bucket/);

    await page.keyboard.press("ArrowRight");
    await expect(thumbnails.nth(3)).toHaveAttribute("aria-pressed", "true");
    await expect(thumbnails.nth(3)).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(thumbnails.nth(1)).toHaveAttribute("aria-pressed", "true");
  });

  test("each tab shows its own content", async ({ page }) => {
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
    await expect(panel.getByRole("heading", { name: "A wall of glass" })).toBeVisible();

    await tabs.getByRole("tab", { name: "Materials" }).click();
    await expect(panel.getByRole("heading", { name: "Thermo Pine" })).toBeVisible();
    await expect(panel.getByRole("heading", { name: "Obeche" })).toBeVisible();

    await tabs.getByRole("tab", { name: "Gallery" }).click();
    await expect(panel.getByRole("img")).toHaveCount(5);

    await tabs.getByRole("tab", { name: "Product Info" }).click();
    await expect(panel.getByRole("heading", { name: "Dimensions" })).toBeVisible();
    for (const [label, value] of [
      ["Width", "2060 mm"],
      ["Depth", "2000 mm"],
      ["Height", "2400 mm"],
    ] as const) {
      await expect(panel.getByText(label, { exact: true })).toBeVisible();
      await expect(panel.getByText(value, { exact: true })).toBeVisible();
    }
    await expect(panel.getByRole("heading", { name: "Material Disclaimer" })).toBeVisible();
    await expect(panel).toContainText("at least the same quality");

    await tabs.getByRole("tab", { name: "Plans" }).click();
    await expect(panel.getByRole("img", { name: /Floor plan of the Aurora/ })).toBeVisible();
    await expect(panel.getByRole("link", { name: /Download Plans/ })).toHaveAttribute(
      "href",
      "/plans/aurora-plan.pdf",
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
    const kits = [
      ["Kit 0", "1400", "1400"],
      ["Kit 1", "1800", "1400"],
      ["Kit 2", "2100", "1800"],
      ["Kit 3", "2600", "2100"],
    ] as const;
    for (const [name, width, depth] of kits) {
      const kit = panel.getByRole("listitem").filter({ hasText: name });
      await expect(kit).toContainText(`Width${width} mm`);
      await expect(kit).toContainText(`Depth${depth} mm`);
    }
    await expect(panel).toContainText("about 4 to 6 hours with two people");
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
      expect(offer.price).toBe(String(sauna.price));
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
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Saunas made for");
      await page.goBack();
      await expect(page).toHaveURL(/\/$/);
    });
  }
});

test.describe("the ice bath", () => {
  test("tabs: features first, then technical, maintenance and considerations", async ({ page }) => {
    await gotoHydrated(page, "/products/ice-bath/premium-ice-bath");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Premium Ice Bath");
    await expect(page.getByRole("link", { name: "Request Quote" })).toHaveAttribute(
      "href",
      "/contact?product=ice-bath",
    );
    const thumbnails = page
      .getByRole("list", { name: "Pictures of the Premium Ice Bath" })
      .getByRole("button");
    await expect(thumbnails).toHaveCount(6);
    await thumbnails.nth(1).click();
    await expect(thumbnails.nth(1)).toHaveAttribute("aria-pressed", "true");

    const tabs = details(page);
    const panel = page.getByRole("tabpanel");
    await expect(tabs.getByRole("tab", { name: "Features" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(panel).toContainText("16 °C down to 0.5 °C");
    // A word joiner (U+2060) after a hyphen or dash keeps a number's compound or range on one line.
    await expect(panel).toContainText("1.5-\u2060year warranty");

    await tabs.getByRole("tab", { name: "Technical" }).click();
    for (const [label, value] of [
      ["Voltage", "220–\u2060240 V"],
      ["Power", "1000 W"],
      ["Current", "3.5 A"],
    ]) {
      await expect(panel.getByRole("term").filter({ hasText: label })).toBeVisible();
      await expect(panel.getByRole("definition").filter({ hasText: value }).first()).toBeVisible();
    }
    for (const label of ["Frame", "Tub", "Material", "Socket", "Noise"]) {
      await expect(
        panel.getByRole("term").filter({ hasText: new RegExp(`^${label}$`) }),
      ).toBeVisible();
    }

    await tabs.getByRole("tab", { name: "Maintenance" }).click();
    await expect(panel.getByRole("heading", { name: "Every week" })).toBeVisible();
    await expect(panel).toContainText("rinse it under a tap");

    await tabs.getByRole("tab", { name: "Considerations" }).click();
    for (const title of ["Access", "Electrical Connection", "Airflow"]) {
      await expect(panel.getByRole("heading", { name: title })).toBeVisible();
    }
    await expect(panel).toContainText("at least 5 cm");
    await expect(panel).toContainText("220–\u2060240 V, 16 A");
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of ["/products/aurora", "/products/ice-bath/premium-ice-bath"]) {
    test(`every tab on ${path} is in full view, none cut off or hidden`, async ({ page }) => {
      await gotoHydrated(page, path);
      const tabs = page.getByRole("tab");
      expect(await tabs.count()).toBeGreaterThan(1);
      for (const tab of await tabs.all()) {
        await tab.scrollIntoViewIfNeeded();
        const box = (await tab.boundingBox())!;
        expect(box.x, await tab.innerText()).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, await tab.innerText()).toBeLessThanOrEqual(390);
        // Not clipped: the label fits its box.
        expect(await tab.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      }
    });
  }
});
