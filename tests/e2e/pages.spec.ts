/** The pages built so far: complete prerendered HTML, and what a visitor sees on them. */
import type { APIRequestContext } from "@playwright/test";

import { customers, decodeEntities } from "./content";
import { expect, gotoHydrated, test } from "./fixtures";
import { SITEMAP_PATHS } from "./site-map";

/** A post the build published (the blog's content changes; its pages must not). */
const blogPost = SITEMAP_PATHS.find((path) => path.startsWith("/blog/"));
if (!blogPost) throw new Error("The sitemap lists no blog post.");

const pages = [
  { path: "/", name: "Home" },
  { path: "/products", name: "Saunas" },
  { path: "/products/kaelis", name: "Kaelis" },
  { path: "/products/aurora", name: "Aurora" },
  { path: "/products/loyly", name: "Loyly" },
  { path: "/products/elysium", name: "Elysium" },
  { path: "/products/vakio", name: "Vakio" },
  { path: "/products/ice-bath/premium-ice-bath", name: "Premium Ice Bath" },
  { path: "/products/auroma-concentrates", name: "Aroma concentrates" },
  { path: "/products/diy-sauna-kits", name: "DIY sauna kits" },
  { path: "/products/accessories", name: "Accessories" },
  { path: "/products/equipment", name: "Heaters" },
  { path: "/steam-rooms", name: "Steam rooms" },
  { path: "/about", name: "About" },
  { path: "/gallery", name: "Gallery" },
  { path: "/gallery/category/kaelis", name: "Kaelis gallery" },
  { path: "/gallery/category/aurora", name: "Aurora gallery" },
  { path: "/gallery/category/loyly", name: "Loyly gallery" },
  { path: "/gallery/category/elysium", name: "Elysium gallery" },
  { path: "/gallery/category/standard", name: "Standard saunas gallery" },
  { path: "/gallery/category/client-3d-renderings", name: "Client 3D renderings" },
  { path: "/gallery/category/premium-ice-baths", name: "Premium ice baths gallery" },
  { path: "/blog", name: "Blog" },
  { path: blogPost, name: "Blog post" },
  { path: "/contact", name: "Contact" },
];

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
      expect(business!.foundingDate).toBe("1970");
      const departments = business!.department as { address: { addressLocality: string } }[];
      expect(departments.map((department) => department.address.addressLocality)).toEqual([
        "Johannesburg",
        "Cape Town",
      ]);
      expect(business!.openingHoursSpecification).toEqual([
        expect.objectContaining({ opens: "07:30", closes: "17:00" }),
      ]);
    });

    test("has its content in the HTML, not an empty root", async ({ request, page }) => {
      const html = await rawHtml(request, path);
      await gotoHydrated(page, path);
      const h1 = (await page.getByRole("heading", { level: 1 }).innerText()).trim();
      expect(h1.length).toBeGreaterThan(0);
      const firstWords = h1.split(/\s+/).slice(0, 3).join(" ");
      expect(decodeEntities(html)).toContain(firstWords);
      expect(html).toMatch(/<h1[^>]*>/);
      expect(html).toMatch(/<footer/);
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
    await gotoHydrated(page, "/");
    const hero = page.locator("section", { has: page.getByRole("heading", { level: 1 }) });
    const hrefs = await hero
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toContain("/products");
    expect(hrefs).toContain("/contact");
  });

  test("the product tiles link to the products", async ({ page }) => {
    await gotoHydrated(page, "/");
    for (const title of ["Our Saunas", "Our Steam Rooms"]) {
      const tile = page
        .getByRole("link")
        .filter({ has: page.getByRole("heading", { name: title }) });
      await expect(tile).toHaveCount(1);
      await expect(tile).toHaveAttribute("href", "/products");
    }
  });

  test("the logo strip shows every customer and loops endlessly", async ({ page }) => {
    await gotoHydrated(page, "/");
    const original = page.locator("[data-logo-list=original]");
    const copy = page.locator("[data-logo-list=copy]");
    await expect(original.locator("[data-logo]")).toHaveText(customers.map(({ name }) => name));
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

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("the logo strip stands still", async ({ page }) => {
      await gotoHydrated(page, "/");
      const original = page.locator("[data-logo-list=original]");
      await expect(original.locator("[data-logo]")).toHaveCount(customers.length);
      await expect(original).toBeVisible();
      expect(await original.evaluate((list) => getComputedStyle(list).animationName)).toBe("none");
      await expect(page.locator("[data-logo-list=copy]")).toBeHidden();
    });
  });

  test("'What Our Clients Say' falls back to a contact link when no widget is configured", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const heading = page.getByRole("heading", { name: "What Our Clients Say" });
    await heading.scrollIntoViewIfNeeded();
    await expect(heading).toBeVisible();
    const section = page.locator("section[data-reviews-state]", { has: heading });
    await expect(section).toHaveAttribute("data-reviews-state", "unavailable");
    await expect(section.getByRole("link")).toHaveAttribute("href", "/contact");
  });
});

test("About has a 'Contact Us' link to the contact form", async ({ page }) => {
  await gotoHydrated(page, "/about");
  await expect(
    page.getByRole("main").getByRole("link", { name: "Contact Us", exact: true }),
  ).toHaveAttribute("href", "/contact");
});

test("sitemap.xml lists the absolute URL of every page", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/xml/);
  const xml = await response.text();
  expect(xml).toMatch(/^<\?xml /);
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!));
  expect(locations.map((url) => url.pathname)).toEqual(
    expect.arrayContaining(["/", "/about", "/gallery", "/gallery/category/client-3d-renderings"]),
  );
  for (const url of locations) expect(url.protocol).toMatch(/^https?:$/);
  expect(xml).not.toContain("/404");
});

test("robots.txt points to the sitemap", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
  const text = await response.text();
  expect(text).toMatch(/^User-agent: \*/m);
  expect(text).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
});
