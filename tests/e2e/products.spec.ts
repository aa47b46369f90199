/**
 * The sauna collections, the saunas' pages and the ice bath: what a visitor sees and can do with
 * mouse, keyboard and touch, and what search engines read (prices in the Offer = on the page).
 * Names, sizes, prices, timbers, pictures, features and kits are read from the catalogue, so the
 * rules hold for whatever the range holds.
 */
import type { APIRequestContext, Page } from "@playwright/test";

import { iceBathRange, saunaItem } from "../../app/catalogue/range";
import { measure, sizeText } from "../../app/format/units";
import { paths } from "../../app/routing/paths";
import {
  exactly,
  healthBenefits,
  iceBaths,
  plain,
  priceLine,
  saunas,
  timbers,
  timbersByIds,
} from "./content";
import { expect, gotoHydrated, test } from "./fixtures";

type Sauna = (typeof saunas)[number];

/** The collections whose pages offer plans, and the one sold as kits instead. */
const withPlans = saunas.filter((sauna) => sauna.plan);
const soldAsKits = saunas.filter((sauna) => sauna.kits);
const aSauna = withPlans[0]!;

async function jsonLdGraph(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const json = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)![1]!;
  return (JSON.parse(json) as { "@graph": Record<string, unknown>[] })["@graph"];
}

const details = (page: Page) => page.getByRole("tablist");

/** The headings of the page's main content, each of which must be said once. */
async function expectUniqueHeadings(page: Page) {
  const headings = (await page.getByRole("main").getByRole("heading").allInnerTexts()).map((text) =>
    plain(text).trim(),
  );
  expect(headings.length).toBeGreaterThan(0);
  expect(headings.filter((text) => text.length === 0)).toEqual([]);
  const repeated = headings.filter((text, i) => headings.indexOf(text) !== i);
  expect(repeated, "headings said twice on the page").toEqual([]);
}

test.describe("/products", () => {
  test("lists every collection with its size, price line and a 'See More' link", async ({
    page,
  }) => {
    await gotoHydrated(page, paths.products);
    const sections = page.getByRole("navigation", { name: "Product ranges" });
    await expect(sections.locator("[aria-current=page]")).toHaveAttribute("href", paths.products);
    await expect(sections.locator(`a[href="${paths.steamRooms}"]`)).toHaveCount(1);

    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expectUniqueHeadings(page);
    const cards = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("link", { name: /^See More about the / }) });
    await expect(cards).toHaveCount(saunas.length);
    for (const sauna of saunas) {
      const card = cards.filter({ has: page.getByRole("heading", { name: exactly(sauna.name) }) });
      await expect(card).toHaveCount(1);
      const text = plain(await card.innerText());
      expect(text).toContain(plain(sizeText(sauna.dimensions)));
      expect(text).toContain(plain(priceLine(sauna.price)));
      await expect(
        card.getByRole("link", { name: `See More about the ${sauna.name}` }),
      ).toHaveAttribute("href", paths.sauna(sauna.slug));
    }
  });

  test("'See More' appears on hover, and whenever it has keyboard focus", async ({ page }) => {
    await gotoHydrated(page, paths.products);
    const link = page.getByRole("link", { name: `See More about the ${aSauna.name}` });
    await page.mouse.move(0, 0);
    await expect(link).toHaveCSS("opacity", "0");
    await link.focus();
    await expect(link).toHaveCSS("opacity", "1");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(paths.sauna(aSauna.slug));
  });

  test.describe("on a touch screen", () => {
    test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

    test("'See More' is always visible", async ({ page }) => {
      const sauna = saunas.at(-1)!;
      await gotoHydrated(page, paths.products);
      const link = page.getByRole("link", { name: `See More about the ${sauna.name}` });
      await link.scrollIntoViewIfNeeded();
      await expect(link).toHaveCSS("opacity", "1");
      await link.tap();
      await expect(page).toHaveURL(paths.sauna(sauna.slug));
    });
  });

  test("shows every timber and every health benefit, and leads to a custom quote", async ({
    page,
  }) => {
    await gotoHydrated(page, paths.products);
    for (const timber of timbers) {
      await expect(page.getByRole("heading", { name: timber.name, exact: true })).toBeVisible();
    }
    for (const benefit of healthBenefits) {
      await expect(page.getByRole("heading", { name: benefit.title, exact: true })).toBeVisible();
    }
    await page.getByRole("link", { name: "Get a Custom Quote" }).click();
    await expect(page).toHaveURL(paths.contact());
  });
});

test.describe("a sauna's page", () => {
  test("the gallery: thumbnails in four columns, click and arrow keys select", async ({ page }) => {
    const pictures = [aSauna.image, ...aSauna.gallery];
    await gotoHydrated(page, paths.sauna(aSauna.slug));
    const gallery = page.locator("[data-state]").first();
    await expect(gallery).toHaveAttribute("data-state", "loaded");
    const list = page.getByRole("list", { name: `Pictures of the ${aSauna.name}` });
    const thumbnails = list.getByRole("button");
    await expect(thumbnails).toHaveCount(pictures.length);
    const columns = await list.evaluate(
      (element) => getComputedStyle(element).gridTemplateColumns.split(" ").length,
    );
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

  test("each tab shows its own content, drawn from the collection's data", async ({ page }) => {
    const sauna = aSauna;
    await gotoHydrated(page, paths.sauna(sauna.slug));
    await expectUniqueHeadings(page);
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
    for (const feature of sauna.features) {
      await expect(panel.getByRole("heading", { name: feature.title, exact: true })).toBeVisible();
    }

    await tabs.getByRole("tab", { name: "Materials" }).click();
    const materials = timbersByIds(sauna.materials);
    await expect(panel.getByRole("heading")).toHaveText(materials.map((timber) => timber.name));

    await tabs.getByRole("tab", { name: "Gallery" }).click();
    await expect(panel.getByRole("img")).toHaveCount(sauna.gallery.length);

    await tabs.getByRole("tab", { name: "Product Info" }).click();
    for (const paragraph of sauna.productDescription) await expect(panel).toContainText(paragraph);
    for (const [label, key] of [
      ["Width", "width"],
      ["Depth", "depth"],
      ["Height", "height"],
    ] as const) {
      await expect(panel.getByText(label, { exact: true })).toBeVisible();
      await expect(
        panel.getByText(measure(sauna.dimensions[key], "mm"), { exact: true }).first(),
      ).toBeVisible();
    }
    // The material disclaimer stands beside the figures, as a note of its own.
    const note = panel.getByRole("complementary");
    await expect(note).toHaveAccessibleName(/\S/);
    await expect(note).toContainText(/(\w+\W+){12}/);

    await tabs.getByRole("tab", { name: "Plans" }).click();
    await expect(panel.getByRole("img", { name: sauna.plan!.image.alt })).toBeVisible();
    await expect(panel.getByRole("link", { name: /Download Plans/ })).toHaveAttribute(
      "href",
      paths.planPdf(sauna.slug),
    );
  });

  test("the tabs work from the keyboard", async ({ page }) => {
    await gotoHydrated(page, paths.sauna(aSauna.slug));
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

  for (const sauna of soldAsKits) {
    test(`${sauna.name}: its kits instead of one size, its installation, and no plans`, async ({
      page,
    }) => {
      await gotoHydrated(page, paths.sauna(sauna.slug));
      const tabs = details(page);
      await expect(tabs.getByRole("tab")).toHaveText([
        "Features",
        "Materials",
        "Gallery",
        "Product Info",
      ]);
      await tabs.getByRole("tab", { name: "Product Info" }).click();
      const panel = page.getByRole("tabpanel");
      const kits = panel.getByRole("listitem");
      await expect(kits).toHaveCount(sauna.kits!.length);
      for (const [i, kit] of sauna.kits!.entries()) {
        await expect(kits.nth(i)).toContainText(kit.name);
        await expect(kits.nth(i)).toContainText(`Width${measure(kit.width, "mm")}`);
        await expect(kits.nth(i)).toContainText(`Depth${measure(kit.depth, "mm")}`);
      }
      // A kit has a footprint; the height of one standard cabin is not given.
      await expect(panel.getByText("Height", { exact: true })).toHaveCount(0);
      if (sauna.installation) await expect(panel).toContainText(sauna.installation);
      await expect(page.locator("#explore-3d")).toHaveCount(1);
    });
  }

  test("'Request Quote' carries the collection to the contact form", async ({ page }) => {
    const sauna = saunas.at(-2)!;
    await gotoHydrated(page, paths.sauna(sauna.slug));
    await expect(page.getByRole("link", { name: "Request Quote" })).toHaveAttribute(
      "href",
      paths.contact(saunaItem(sauna.slug).topic),
    );
  });

  test("every collection's page offers its 3D model, with the button in the prerendered page", async ({
    request,
  }) => {
    for (const sauna of saunas) {
      const html = await (await request.get(paths.sauna(sauna.slug))).text();
      expect(html.includes('id="explore-3d"'), sauna.slug).toBe(true);
      expect(html.includes('href="#explore-3d"'), sauna.slug).toBe(true);
      expect(html, sauna.slug).toMatch(/<button[^>]*>(?:(?!<\/button>).)*View in 3D/s);
    }
  });

  test("lists where it is available in South Africa, each place with its province", async ({
    page,
  }) => {
    await gotoHydrated(page, paths.sauna(saunas[2]!.slug));
    const block = page.getByRole("region", { name: "Available in South Africa" });
    const places = (await block.getByRole("listitem").allInnerTexts()).map((text) =>
      plain(text).trim(),
    );
    expect(places.length).toBeGreaterThan(0);
    expect(new Set(places).size).toBe(places.length);
    for (const place of places) expect(place).toMatch(/^\S.* \(\S.*\)$/);
  });
});

test.describe("structured data", () => {
  /** The Offer matches the page's price line; "on request" has no Offer. */
  async function expectOfferAsOnPage(
    page: Page,
    request: APIRequestContext,
    item: { path: string; price: Sauna["price"] },
  ) {
    const graph = await jsonLdGraph(request, item.path);
    const product = graph.find((node) => node["@type"] === "Product")!;
    expect(product, item.path).toBeDefined();
    if (item.price.kind === "from") {
      const offer = product.offers as Record<string, string>;
      expect(offer.priceCurrency).toBe("ZAR");
      expect(offer.price).toBe(String(item.price.amount));
      expect(offer.availability).toBe(`https://schema.org/${item.price.availability}`);
    } else {
      expect(product.offers).toBeUndefined();
    }
    await gotoHydrated(page, item.path);
    expect(plain(await page.locator("main").innerText())).toContain(plain(priceLine(item.price)));
    return graph;
  }

  for (const sauna of saunas) {
    test(`${sauna.name}: the Offer's price is the price on the page`, async ({ page, request }) => {
      const path = paths.sauna(sauna.slug);
      const graph = await expectOfferAsOnPage(page, request, { path, price: sauna.price });
      const breadcrumbs = graph.find((node) => node["@type"] === "BreadcrumbList")!;
      const trail = breadcrumbs.itemListElement as { name: string; item: string }[];
      expect(trail.map((crumb) => new URL(crumb.item).pathname)).toEqual([
        paths.home,
        paths.products,
        path,
      ]);
      expect(trail.at(-1)!.name).toBe(sauna.name);
    });
  }

  for (const bath of iceBathRange) {
    test(`${bath.name}: the Offer matches its page too`, async ({ page, request }) => {
      const graph = await expectOfferAsOnPage(page, request, bath);
      const breadcrumbs = graph.find((node) => node["@type"] === "BreadcrumbList")!;
      const trail = breadcrumbs.itemListElement as { name: string; item: string }[];
      expect(new URL(trail.at(-1)!.item).pathname).toBe(bath.path);
      expect(trail.at(-1)!.name).toBe(bath.name);
    });
  }
});

test.describe("unknown products", () => {
  // The server answers the unknown address with 404 before the browser redirects.
  test.use({ allowedConsoleErrors: [/status of 404 \(Not Found\)/] });

  for (const path of [paths.sauna("no-such-sauna"), paths.iceBath("no-such-bath")]) {
    test(`${path} redirects to the collections, replacing the history entry`, async ({ page }) => {
      await gotoHydrated(page, paths.home);
      await page.goto(path);
      await expect(page).toHaveURL(paths.products);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(
        page.getByRole("heading", { name: exactly(saunas[0]!.name), level: 3 }),
      ).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(paths.home);
    });
  }
});

test.describe("the ice bath", () => {
  const bath = iceBaths[0]!;
  const item = iceBathRange.find((candidate) => candidate.slug === bath.slug)!;

  test("its name, pictures, quote, and tabs: features, technical, maintenance, considerations", async ({
    page,
  }) => {
    await gotoHydrated(page, item.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(bath.name);
    await expectUniqueHeadings(page);
    await expect(page.getByRole("link", { name: "Request Quote" })).toHaveAttribute(
      "href",
      paths.contact(item.topic),
    );
    const thumbnails = page
      .getByRole("list", { name: `Pictures of the ${bath.name}` })
      .getByRole("button");
    await expect(thumbnails).toHaveCount(bath.images.length);
    await thumbnails.nth(1).click();
    await expect(thumbnails.nth(1)).toHaveAttribute("aria-pressed", "true");

    const tabs = details(page);
    const panel = page.getByRole("tabpanel");
    await expect(tabs.getByRole("tab")).toHaveText([
      "Features",
      "Technical",
      "Maintenance",
      "Considerations",
    ]);
    await expect(tabs.getByRole("tab", { name: "Features" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    for (const feature of bath.features) {
      await expect(panel.getByRole("heading", { name: feature.title, exact: true })).toBeVisible();
    }

    await tabs.getByRole("tab", { name: "Technical" }).click();
    await expect(panel.getByRole("term")).toHaveText(bath.technical.map(({ label }) => label));
    await expect(panel.getByRole("definition")).toHaveText(
      bath.technical.map(({ value }) => value),
    );

    await tabs.getByRole("tab", { name: "Maintenance" }).click();
    for (const task of bath.maintenance) {
      await expect(panel.getByRole("heading", { name: task.title, exact: true })).toBeVisible();
      for (const step of task.steps ?? []) await expect(panel).toContainText(step);
    }

    await tabs.getByRole("tab", { name: "Considerations" }).click();
    for (const consideration of bath.considerations) {
      await expect(
        panel.getByRole("heading", { name: consideration.title, exact: true }),
      ).toBeVisible();
      await expect(panel).toContainText(consideration.description);
    }
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of [paths.sauna(aSauna.slug), ...iceBathRange.map((bath) => bath.path)]) {
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
