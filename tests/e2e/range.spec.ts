/**
 * The rest of the range: steam rooms, DIY kits, accessories, heaters and aroma concentrates. Rules
 * rather than copy: every card shows its price line and answers to its slug as an anchor, every
 * heater its figures, structured data offers a price only where the page shows one, pages with
 * prices say once that they are indicative, and every call to action leads to the enquiry form
 * with what it is about.
 */
import type { APIRequestContext, Locator, Page } from "@playwright/test";

import {
  accessoryRange,
  aromaRange,
  heaterRange,
  kitRange,
  type AnyItem,
  type Price,
} from "../../app/catalogue/range";
import { paths } from "../../app/routing/paths";

import {
  accessories,
  aromas,
  decodeEntities,
  diyKits,
  heaterBrand,
  heaters,
  plain as spaced,
  priceLine,
  steamBenefits,
  steamFeatures,
  steamRoomCards,
} from "./content";
import { expect, gotoHydrated, test } from "./fixtures";

/** Text as a page shows it, with no-break spaces made plain and word joiners dropped. */
const plain = (text: string) => spaced(text).replace(/\u2060/g, "");

/** What a price line may say: an indicative figure in rand, or that it is quoted. */
const PRICE_LINE = /^(From R \d{1,3}( \d{3})*|Price on request)$/;

async function keywords(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  return html.match(/<meta name="keywords" content="([^"]*)"/)?.[1] ?? "";
}

type JsonLd = Record<string, unknown>;

async function jsonLdGraph(request: APIRequestContext, path: string): Promise<JsonLd[]> {
  const html = await (await request.get(path)).text();
  const json = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)![1]!;
  return (JSON.parse(json) as { "@graph": JsonLd[] })["@graph"];
}

/** Every Product of the page's structured data, wherever it sits (on its own or in a list). */
function products(graph: JsonLd[]): JsonLd[] {
  const found: JsonLd[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === "object") {
      const node = value as JsonLd;
      if (node["@type"] === "Product") found.push(node);
      Object.values(node).forEach(visit);
    }
  };
  visit(graph);
  return found;
}

/** A "from" price to write a figure with, as the page does. */
const fromPrice = { kind: "from", amount: 0, availability: "InStock", confirmed: false } as const;

/** The price line of a card: the one line in it that reads as a price. */
function priceOf(card: Locator): Locator {
  return card.getByText(/^(From R|Price on)\s/);
}

async function expectPriceLine(card: Locator, price: Price) {
  const line = priceOf(card);
  await expect(line).toHaveCount(1);
  const text = plain(await line.innerText());
  expect(text).toMatch(PRICE_LINE);
  expect(text).toBe(plain(priceLine(price)));
}

/** The elements of `main` that call the prices indicative (the innermost ones). */
async function indicativeNotes(page: Page): Promise<number> {
  return page
    .getByRole("main")
    .locator("p")
    .filter({ hasText: /indicative/i })
    .count();
}

const rangePages: { name: string; path: string; list: string; items: readonly AnyItem[] }[] = [
  { name: "heaters", path: "/products/equipment", list: "Sauna heaters", items: heaterRange },
  {
    name: "accessories",
    path: "/products/accessories",
    list: "Sauna accessories",
    items: accessoryRange,
  },
  {
    name: "aromas",
    path: "/products/auroma-concentrates",
    list: "Fragrances",
    items: aromaRange,
  },
];

/**
 * The band that closes a range page: its first action is the enquiry about this kind of item, and
 * the second books a visit.
 */
async function expectClosingActions(page: Page, enquiry: string) {
  const links = page.getByRole("main").getByRole("region").last().getByRole("link");
  await expect(links).toHaveCount(2);
  await expect(links.first()).toHaveAttribute("href", enquiry);
  await expect(links.last()).toHaveAttribute("href", paths.book);
}

for (const { name, path, list, items } of rangePages) {
  test.describe(`the ${name} page`, () => {
    test("every card shows its price line and carries its slug as its anchor", async ({ page }) => {
      await gotoHydrated(page, path);
      const cards = page.getByRole("list", { name: list }).getByRole("listitem");
      await expect(cards).toHaveCount(items.length);
      for (const [i, item] of items.entries()) {
        const card = cards.nth(i);
        await expect(card).toHaveAttribute("id", item.slug);
        await expect(card.getByRole("heading", { level: 3 })).toHaveText(item.name);
        await expectPriceLine(card, item.price);
      }
      expect(await indicativeNotes(page)).toBe(1);
    });

    test("an item's address (page#slug) opens the page at its card", async ({ page }) => {
      const item = items.at(-1)!;
      expect(item.path).toBe(path);
      await page.goto(`${item.path}#${item.slug}`);
      await expect(page.locator(`[id="${item.slug}"]`)).toBeInViewport();
    });

    test("structured data offers a price for exactly the cards that show one", async ({
      page,
      request,
    }) => {
      const graph = await jsonLdGraph(request, path);
      const listed = products(graph);
      expect(listed).toHaveLength(items.length);
      await gotoHydrated(page, path);
      for (const product of listed) {
        const anchor = new URL(String(product.url)).hash.slice(1);
        const card = page.locator(`[id="${anchor}"]`);
        await expect(card).toHaveCount(1);
        const shown = plain(await priceOf(card).innerText());
        const offer = product.offers as Record<string, string> | undefined;
        if (shown.startsWith("From")) {
          expect(offer, `${anchor} shows a price`).toBeDefined();
          expect(offer!.priceCurrency).toBe("ZAR");
          expect(shown).toBe(plain(priceLine({ ...fromPrice, amount: Number(offer!.price) })));
        } else {
          expect(offer, `${anchor} is priced on request`).toBeUndefined();
        }
      }
    });
  });
}

test.describe("the heaters", () => {
  test("each card shows its output, room volume, supply and circuit", async ({ page }) => {
    await gotoHydrated(page, "/products/equipment");
    for (const heater of heaterRange) {
      const figures = page.locator(`[id="${heater.slug}"]`).getByRole("definition");
      const text = plain((await figures.allInnerTexts()).join("\n"));
      expect(text, heater.name).toMatch(/\d(–\d+)? m³/);
      if (heater.spec.fuel === "electric") {
        expect(text, heater.name).toMatch(/\d kW/);
        for (const supply of heater.spec.supplies) {
          const label = supply === "single-phase" ? "230 V single-phase" : "400 V three-phase";
          expect(text, heater.name).toMatch(
            new RegExp(
              `${label}: a dedicated (?:[\\d ×]+ A circuit|circuit of [\\d ×]+ A \\([\\d., ]+ kW\\))`,
            ),
          );
        }
      } else {
        expect(text, heater.name).toMatch(/no electrical supply/i);
        expect(text, heater.name).toMatch(/flue/);
      }
    }
    // Once on the page: the electrician confirms the circuit and certifies the installation.
    await expect(
      page
        .getByRole("main")
        .locator("p")
        .filter({ hasText: /Certificate of Compliance/ }),
    ).toHaveCount(1);
  });

  test("the page's calls to action lead to the enquiry form; the maker's site is secondary", async ({
    page,
  }) => {
    await gotoHydrated(page, "/products/equipment");
    const main = page.getByRole("main");
    const intro = main.locator("section").first();
    await expect(intro.getByRole("link").first()).toHaveAttribute(
      "href",
      "/contact?product=heater",
    );
    await expectClosingActions(page, "/contact?product=heater");
    const maker = main.locator(`a[href="${heaterBrand.url}"]`);
    await expect(maker).toHaveCount(1);
    await expect(maker).toHaveAttribute("target", "_blank");
    await expect(maker).toHaveAttribute("rel", /\bnoopener\b/);
    await expect(maker).toHaveAccessibleName(/opens in a new tab/);
    await intro.getByRole("link").first().click();
    await expect(page).toHaveURL(/\/contact\?product=heater$/);
  });

  test("every heater of the page is one of the range, in its order", async ({ page }) => {
    await gotoHydrated(page, "/products/equipment");
    await expect(
      page.getByRole("list", { name: "Sauna heaters" }).getByRole("heading", { level: 3 }),
    ).toHaveText(heaters.map((heater) => heater.name));
  });
});

test.describe("/steam-rooms", () => {
  test("the range links, every room, feature and benefit, and the enquiry", async ({
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
    await expectClosingActions(page, "/contact?product=steam-room");
    const words = await keywords(request, "/steam-rooms");
    for (const place of ["Johannesburg", "Cape Town", "Gauteng"]) expect(words).toContain(place);
  });

  test("every room's card shows its price line and carries its slug", async ({ page, request }) => {
    await gotoHydrated(page, "/steam-rooms");
    for (const card of steamRoomCards) {
      const element = page.locator(`[id="${card.id}"]`);
      await expect(element.getByRole("heading", { level: 3 })).toHaveText(card.title);
      await expectPriceLine(element, card.price);
    }
    // Built into their rooms, they are quoted: no figure, so nothing to call indicative, no Offer.
    if (steamRoomCards.every((card) => card.price.kind === "on-request")) {
      expect(await indicativeNotes(page)).toBe(0);
      expect(products(await jsonLdGraph(request, "/steam-rooms")).filter((p) => p.offers)).toEqual(
        [],
      );
    }
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
    await card.getByRole("link").focus();
    await expect(caption).toHaveCSS("opacity", "1");
  });

  test.describe("on a touch screen", () => {
    test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

    test("every caption and price is readable without hovering", async ({ page }) => {
      await gotoHydrated(page, "/steam-rooms");
      for (const { id, caption: text } of steamRoomCards) {
        const caption = page.getByText(text);
        await caption.scrollIntoViewIfNeeded();
        await expect(caption).toHaveCSS("opacity", "1");
        await expect(priceOf(page.locator(`[id="${id}"]`))).toBeVisible();
      }
    });
  });
});

test.describe("the DIY kits", () => {
  test("every slide of the carousel shows its kit's price line", async ({ page }) => {
    await gotoHydrated(page, "/products/diy-sauna-kits");
    for (const kit of diyKits) {
      await expectPriceLine(page.locator(`[id="${kit.id}"]`), kit.price);
    }
    expect(await indicativeNotes(page)).toBe(1);
  });

  test("structured data offers each kit at the price its slide shows", async ({ request }) => {
    const listed = products(await jsonLdGraph(request, "/products/diy-sauna-kits"));
    expect(listed).toHaveLength(diyKits.length);
    for (const kit of diyKits) {
      const product = listed.find((node) => String(node.url).endsWith(`#${kit.id}`))!;
      const offer = product.offers as Record<string, string> | undefined;
      if (kit.price.kind === "from") expect(offer?.price).toBe(String(kit.price.amount));
      else expect(offer).toBeUndefined();
    }
  });

  test("the Vakio page lists every kit with its price line", async ({ request }) => {
    const page = plain(decodeEntities(await (await request.get("/products/vakio")).text()));
    // The kits' list (the configurator above it names kits too, without their prices).
    const html = page.slice(page.indexOf(">Available Kits<"));
    expect(html.length, "the kits' list").toBeLessThan(page.length);
    for (const kit of kitRange) {
      const at = html.indexOf(`>${kit.name}<`);
      expect(at, kit.name).toBeGreaterThan(-1);
      expect(html.slice(at, at + 400), kit.name).toContain(plain(priceLine(kit.price)));
    }
  });
});

test.describe("pages of one product", () => {
  for (const path of [
    "/products/aurora",
    "/products/vakio",
    "/products/ice-bath/premium-ice-bath",
  ]) {
    test(`${path} calls its prices indicative once`, async ({ page }) => {
      await gotoHydrated(page, path);
      expect(await indicativeNotes(page)).toBe(1);
    });
  }

  test("the collections call their prices indicative once", async ({ page }) => {
    await gotoHydrated(page, "/products");
    expect(await indicativeNotes(page)).toBe(1);
  });
});

test("/products/accessories: every accessory, meta and its enquiry", async ({ page, request }) => {
  await gotoHydrated(page, "/products/accessories");
  const grid = page.getByRole("list", { name: "Sauna accessories" });
  await expect(grid.getByRole("heading")).toHaveText(accessories.map((item) => item.name));
  for (const item of accessories) await expect(grid).toContainText(item.description);
  await expect(page).toHaveTitle("Sauna Accessories | Vaja");
  const words = await keywords(request, "/products/accessories");
  for (const place of ["Johannesburg", "Cape Town"]) expect(words).toContain(place);
  await expectClosingActions(page, `/contact?product=${accessoryRange[0]!.topic}`);
  await page.getByRole("main").getByRole("region").last().getByRole("link").first().click();
  await expect(page).toHaveURL(`/contact?product=${accessoryRange[0]!.topic}`);
});

test("/products/auroma-concentrates: every fragrance and its enquiry", async ({ page }) => {
  await gotoHydrated(page, "/products/auroma-concentrates");
  await expect(page.getByRole("list", { name: "Fragrances" }).getByRole("heading")).toHaveText(
    aromas.map((aroma) => aroma.name),
  );
  await expectClosingActions(page, `/contact?product=${aromaRange[0]!.topic}`);
});
