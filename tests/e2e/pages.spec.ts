/**
 * Every indexable page: its own meta and the business's JSON-LD in the prerendered HTML (that its
 * content is there too, not an empty root, is checked in the site walk, site-walk.spec.ts), and
 * what a visitor sees on the home and about pages. The pages are those of the built sitemap,
 * and the business's details are read from app/content/site.ts, so the rules hold for any page added.
 */
import type { APIRequestContext } from "@playwright/test";

import { parameterisedPatterns, patternRegExp, paths } from "../../app/routing/paths";
import { productSectionPaths } from "../../app/content/navigation";
import { loadEnv } from "../../server/env";
import { customers, decodeEntities } from "./content";
import { expect, gotoHydrated, test } from "./fixtures";
import { SITEMAP_PATHS } from "./site-map";

// The business's details as the build wrote them into the pages.
loadEnv();
const { site } = await import("../../app/content/site");

/** Every page of the sitemap, named by its path (or its pattern, for posts and the like). */
const pages = SITEMAP_PATHS.map((path) => ({
  path,
  name: parameterisedPatterns.find((pattern) => patternRegExp(pattern).test(path)) ?? path,
}));

/** The raw HTML of a page, as a crawler or a link preview sees it (no JavaScript). */
async function rawHtml(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^text\/html/);
  return response.text();
}

function metaContent(html: string, attribute: "name" | "property", key: string) {
  const tag = html.match(new RegExp(`<meta [^>]*${attribute}="${key}"[^>]*>`))?.[0];
  return tag?.match(/content="([^"]*)"/)?.[1];
}

for (const { path, name } of pages) {
  test.describe(`${name} (${path}) without JavaScript`, () => {
    test("has its own title, description, canonical and share tags", async ({ request }) => {
      const html = await rawHtml(request, path);

      const head = html.slice(0, html.indexOf("</head>"));
      // (SVG artwork in the body has <title> elements of its own.)
      const title = head.match(/<title>([^<]*)<\/title>/)?.[1];
      expect(title).toMatch(/^\S.* \| Vaja$/);
      expect(head.match(/<title>/g)).toHaveLength(1);

      expect(metaContent(html, "name", "description")?.length).toBeGreaterThan(50);

      const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
      expect(canonical, "canonical link").toBeDefined();
      expect(new URL(canonical!).pathname).toBe(path);
      expect(canonical).toMatch(/^https?:\/\//);

      expect(decodeEntities(metaContent(html, "property", "og:title") ?? "")).toBe(
        decodeEntities(title ?? ""),
      );
      expect(metaContent(html, "property", "og:description")).toBeTruthy();
      expect(metaContent(html, "property", "og:url")).toBe(canonical);
      // (An image from the content service carries its width and format in the query.)
      expect(metaContent(html, "property", "og:image")).toMatch(
        /^https?:\/\/.+\.(png|jpe?g|webp)(\?\S*)?$/,
      );
      expect(metaContent(html, "name", "twitter:card")).toBe("summary_large_image");
    });

    test("carries the LocalBusiness JSON-LD", async ({ request }) => {
      const html = await rawHtml(request, path);
      const scripts = [
        ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
      ];
      expect(scripts).toHaveLength(1);
      const data = JSON.parse(scripts[0]![1]!) as { "@graph": Record<string, unknown>[] };
      const business = data["@graph"].find((node) => node["@type"] === "LocalBusiness");
      expect(business, "a LocalBusiness in the @graph").toBeDefined();
      expect(business!.foundingDate).toBe(String(site.foundingYear));
      const offices = business!.subOrganization as {
        url: string;
        address: { addressLocality: string };
      }[];
      expect(offices.map((office) => office.address.addressLocality)).toEqual(
        site.offices.map((office) => office.city),
      );
      expect(offices.map((office) => new URL(office.url).pathname)).toEqual(
        site.offices.map((office) => office.path),
      );
      expect(business!.openingHoursSpecification).toEqual(
        site.openingHours
          .filter((hours) => hours.opens)
          .map(({ opens, closes }) => expect.objectContaining({ opens, closes })),
      );
    });
  });
}

test("each page has a title of its own", async ({ request }) => {
  const titles = await Promise.all(
    pages.map(async ({ path }) => (await rawHtml(request, path)).match(/<title>([^<]*)</)?.[1]),
  );
  expect(new Set(titles).size).toBe(pages.length);
});

test.describe("Home in the browser", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the hero leads to the products and to the contact form", async ({ page }) => {
    await gotoHydrated(page, paths.home);
    const hero = page.locator("section", { has: page.getByRole("heading", { level: 1 }) });
    const hrefs = await hero
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toContain(paths.products);
    expect(hrefs).toContain(paths.contact());
  });

  test("each product tile is one link, named by its heading, to the products section", async ({
    page,
  }) => {
    await gotoHydrated(page, paths.home);
    const tiles = page.locator('section[aria-labelledby="products-heading"]').getByRole("listitem");
    expect(await tiles.count()).toBeGreaterThan(0);
    for (const tile of await tiles.all()) {
      const link = tile.getByRole("link");
      await expect(link).toHaveCount(1);
      const heading = (await tile.getByRole("heading").innerText()).trim();
      await expect(link).toHaveAccessibleName(new RegExp(heading));
      expect(productSectionPaths).toContain(await link.getAttribute("href"));
    }
  });

  test("the logo strip shows every customer and loops endlessly", async ({ page }) => {
    await gotoHydrated(page, paths.home);
    const original = page.locator("[data-logo-list=original]");
    const copy = page.locator("[data-logo-list=copy]");
    // Each customer by name: its wordmark, or its logo's text alternative.
    const names = await original
      .locator("[data-logo]")
      .evaluateAll((items) =>
        items.map((item) => item.querySelector("img")?.alt ?? item.textContent?.trim()),
      );
    expect(names).toEqual(customers.map(({ name }) => name));
    // A logo keeps its space before it loads: its size is declared.
    for (const { name, logo } of customers.filter((customer) => customer.logo)) {
      const image = original.getByRole("img", { name, exact: true });
      await expect(image).toHaveAttribute("width", String(logo!.width));
      await expect(image).toHaveAttribute("height", String(logo!.height));
    }
    await expect(original).not.toHaveAttribute("aria-hidden");
    await expect(copy).toHaveAttribute("aria-hidden", "true");
    await expect(copy.locator("[data-logo]")).toHaveCount(customers.length);
    // The two lists move side by side: one must be as wide as the screen, or the loop shows a gap.
    const { width } = (await original.boundingBox())!;
    expect(width).toBeGreaterThanOrEqual(page.viewportSize()!.width);

    const animation = await original.evaluate((list) => {
      const style = getComputedStyle(list);
      return {
        name: style.animationName,
        duration: style.animationDuration,
        timing: style.animationTimingFunction,
        iterations: style.animationIterationCount,
      };
    });
    expect(animation.name).not.toBe("none");
    expect(animation).toMatchObject({
      duration: "30s",
      timing: "linear",
      iterations: "infinite",
    });
  });

  test("the logo strip stops for a visitor who asks, from the keyboard or a tap", async ({
    page,
  }) => {
    await gotoHydrated(page, paths.home);
    const lists = page.locator("[data-logo-list]");
    const playState = () =>
      lists.evaluateAll((all) => all.map((list) => getComputedStyle(list).animationPlayState));
    expect(await playState()).toEqual(["running", "running"]);
    const pause = page.getByRole("checkbox", { name: "Pause the logos" });
    await pause.focus();
    await page.keyboard.press("Space");
    await expect(pause).toBeChecked();
    expect(await playState()).toEqual(["paused", "paused"]);
    await pause.click();
    await expect(pause).not.toBeChecked();
    expect(await playState()).toEqual(["running", "running"]);
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("the logo strip stands still", async ({ page }) => {
      await gotoHydrated(page, paths.home);
      const original = page.locator("[data-logo-list=original]");
      await expect(original.locator("[data-logo]")).toHaveCount(customers.length);
      await expect(original).toBeVisible();
      expect(await original.evaluate((list) => getComputedStyle(list).animationName)).toBe("none");
      await expect(page.locator("[data-logo-list=copy]")).toBeHidden();
      // Nothing moves, so there is nothing to pause.
      await expect(page.getByRole("checkbox", { name: "Pause the logos" })).toBeHidden();
    });
  });

  test("the reviews fall back to a contact link when no widget is configured", async ({ page }) => {
    await gotoHydrated(page, paths.home);
    const section = page.locator("section[data-reviews-state]");
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole("heading").first()).toBeVisible();
    await expect(section).toHaveAttribute("data-reviews-state", "unavailable");
    await expect(section.getByRole("link")).toHaveAttribute("href", paths.contact());
  });
});

test("About has a 'Contact Us' link to the contact form", async ({ page }) => {
  await gotoHydrated(page, paths.about);
  await expect(
    page.getByRole("main").getByRole("link", { name: "Contact Us", exact: true }),
  ).toHaveAttribute("href", paths.contact());
});

test("sitemap.xml lists the absolute URL of every page, and no page kept out of search", async ({
  request,
}) => {
  const response = await request.get(paths.sitemap);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/xml/);
  const xml = await response.text();
  expect(xml).toMatch(/^<\?xml /);
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!));
  expect(locations.map((url) => url.pathname)).toEqual(SITEMAP_PATHS);
  expect(locations.map((url) => url.pathname)).toContain(paths.home);
  for (const url of locations) {
    expect(url.protocol).toMatch(/^https?:$/);
    expect(url.origin).toBe(new URL(site.url).origin);
  }
  for (const path of [paths.notFound, paths.thankYou]) expect(xml).not.toContain(`${path}<`);
});

test("robots.txt points to the sitemap and keeps the thank-you page out", async ({ request }) => {
  const response = await request.get(paths.robots);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
  const text = await response.text();
  expect(text).toMatch(/^User-agent: \*/m);
  expect(text).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  expect(text).toMatch(new RegExp(`^Disallow: ${paths.thankYou}$`, "m"));
});
