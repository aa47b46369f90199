/**
 * The blog list and posts, their loading, empty and failure states, against the embedded dataset that
 * `npm start` serves through its Sanity-shaped API. Failures, empty answers and slow answers are
 * injected at the query endpoint with `page.route`.
 */
import type { Page, Route } from "@playwright/test";

import { POST_QUERY } from "../../app/blog/queries";
import { expect, gotoHydrated, test } from "./fixtures";

const QUERY_ENDPOINT = "**/v2023-10-10/data/query/production*";
const POSTS_IN_DATASET = 7;
const NEWEST = {
  slug: "sauna-health-evidence",
  title: "Sauna and Health: What the Research Says",
};

const TEXT = {
  loading: "Loading blog posts...",
  error: "Failed to fetch blog posts. Please try again later.",
  empty: "No blog posts found.",
  loadMore: "Load More Articles",
};

function cards(page: Page) {
  return page.getByRole("main").getByRole("article");
}

function loadMore(page: Page) {
  return page.getByRole("button", { name: TEXT.loadMore });
}

/** Holds every matching request until `release()` is called, then lets it through. */
async function holdRequests(page: Page) {
  const held: Route[] = [];
  let arrived!: () => void;
  const first = new Promise<void>((resolve) => (arrived = resolve));
  await page.route(QUERY_ENDPOINT, async (route) => {
    held.push(route);
    arrived();
  });
  return {
    arrived: first,
    async release() {
      for (const route of held) await route.continue();
      await page.unroute(QUERY_ENDPOINT);
    },
  };
}

test.describe("the blog list", () => {
  test("the first three posts are in the prerendered HTML, newest first", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/blog")).text();
    expect(html).toContain("Sauna Insights");
    expect(html.match(/<article/g)).toHaveLength(3);
    expect(html).toContain(NEWEST.title);

    await gotoHydrated(page, "/blog");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sauna Insights");
    await expect(cards(page)).toHaveCount(3);
    const dates = await cards(page)
      .locator("time")
      .evaluateAll((times) => times.map((time) => time.getAttribute("datetime")!));
    expect([...dates].sort().reverse()).toEqual(dates);

    const card = cards(page).first();
    await expect(card.getByRole("heading", { level: 2 })).toHaveText(NEWEST.title);
    await expect(card.locator("time")).toHaveText("13 October 2026");
    await expect(card).toContainText(/\d+ min read/);
    await expect(card.locator("img")).toHaveAttribute("alt", /\S{10,}/);
    await expect(card.getByRole("link", { name: /^Read More/ })).toHaveAttribute(
      "href",
      `/blog/${NEWEST.slug}`,
    );
  });

  test("Load More Articles asks for 3 more each time: 3 → 6 → 7, then it disappears", async ({
    page,
  }) => {
    await gotoHydrated(page, "/blog");
    const requests: URL[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/data/query/")) requests.push(new URL(request.url()));
    });

    await expect(cards(page)).toHaveCount(3);
    await loadMore(page).click();
    await expect(cards(page)).toHaveCount(6);
    await loadMore(page).click();
    await expect(cards(page)).toHaveCount(POSTS_IN_DATASET);
    await expect(loadMore(page)).toHaveCount(0);

    // The spec's call: the production dataset, API version 2023-10-10, the posts query, the limit.
    expect(requests).toHaveLength(2);
    for (const url of requests) {
      expect(url.origin).toBe(new URL(page.url()).origin);
      expect(url.pathname).toBe("/v2023-10-10/data/query/production");
      expect(url.searchParams.get("query")).toMatch(/_type == "post"/);
      expect(url.searchParams.get("query")).toMatch(/order\(publishedAt desc\)/);
    }
    expect(requests.map((url) => url.searchParams.get("$limit"))).toEqual(["6", "9"]);
  });

  test("shows 'Loading blog posts...' while the service answers", async ({ page }) => {
    await gotoHydrated(page, "/blog");
    const held = await holdRequests(page);
    await loadMore(page).click();
    await held.arrived;
    await expect(page.getByRole("status")).toHaveText(TEXT.loading);
    await expect(loadMore(page)).toHaveCount(0);
    await expect(cards(page)).toHaveCount(3);

    await held.release();
    await expect(cards(page)).toHaveCount(6);
    await expect(page.getByText(TEXT.loading)).toHaveCount(0);
  });

  test.describe("when the service fails", () => {
    test.use({
      allowedConsoleErrors: [/Failed to fetch blog posts|status of 500/],
    });

    test("shows the error, keeps the posts, and Load More tries again", async ({ page }) => {
      await gotoHydrated(page, "/blog");
      await page.route(QUERY_ENDPOINT, (route) =>
        route.fulfill({
          status: 500,
          json: { error: "Internal Server Error", message: "Something broke", statusCode: 500 },
        }),
      );
      await loadMore(page).click();
      await expect(page.getByRole("alert")).toHaveText(TEXT.error);
      await expect(cards(page)).toHaveCount(3);

      await page.unroute(QUERY_ENDPOINT);
      await loadMore(page).click();
      await expect(cards(page)).toHaveCount(6);
      await expect(page.getByText(TEXT.error)).toHaveCount(0);
    });
  });

  test("shows 'No blog posts found.' when the service has none", async ({ page }) => {
    await gotoHydrated(page, "/blog");
    await page.route(QUERY_ENDPOINT, (route) =>
      route.fulfill({ json: { ms: 1, query: "", result: [] } }),
    );
    await loadMore(page).click();
    await expect(page.getByText(TEXT.empty)).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await expect(loadMore(page)).toHaveCount(0);
  });

  test("offers the RSS feed to feed readers", async ({ page }) => {
    await gotoHydrated(page, "/blog");
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      "href",
      "/blog/rss.xml",
    );
  });
});

test.describe("a blog post", () => {
  test("has its hero, date, reading time and a rich body", async ({ page, request }) => {
    const slug = "choosing-sauna-wood";
    const html = await (await request.get(`/blog/${slug}`)).text();
    expect(html).toContain("Choosing the Right Wood for Your Sauna");
    expect(html).toContain("Western red cedar");

    await gotoHydrated(page, `/blog/${slug}`);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(
      "Choosing the Right Wood for Your Sauna",
    );
    await expect(main.locator("header img")).toHaveAttribute("fetchpriority", "high");
    await expect(main.locator("header time")).toHaveText("20 January 2026");
    await expect(main.locator("header")).toContainText("5 min read");
    expect(await main.getByRole("heading", { level: 2 }).count()).toBeGreaterThan(3);
    await expect(main.locator("blockquote")).toHaveCount(1);
    await expect(main.locator("ul li").first()).toBeVisible();
    await expect(main.locator("ol li").first()).toBeVisible();

    const internal = main.getByRole("link", { name: "Kaelis", exact: true });
    await expect(internal).toHaveAttribute("href", "/products/kaelis");
    const external = main.getByRole("link", { name: /^Lunawood/ });
    await expect(external).toHaveAttribute("target", "_blank");
    await expect(external).toHaveAttribute("rel", "noopener noreferrer");

    const figure = main.locator("figure img");
    await expect(figure).toHaveAttribute("alt", /western red cedar/i);
    await figure.scrollIntoViewIfNeeded();
    await expect
      .poll(() => figure.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);

    await main.getByRole("link", { name: "Back to Blog" }).first().click();
    await expect(page).toHaveURL("/blog");
    await expect(cards(page)).toHaveCount(3);
  });

  test("is reached from its card, fetched with the spec's query", async ({ page }) => {
    await gotoHydrated(page, "/blog");
    const request = page.waitForRequest((r) => r.url().includes("/data/query/"));
    await cards(page)
      .first()
      .getByRole("link", { name: /^Read More/ })
      .click();
    await expect(page).toHaveURL(`/blog/${NEWEST.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(NEWEST.title);
    const url = new URL((await request).url());
    expect(url.pathname).toBe("/v2023-10-10/data/query/production");
    expect(url.searchParams.get("query")).toMatch(/slug\.current == \$slug/);
    expect(url.searchParams.get("$slug")).toBe(JSON.stringify(NEWEST.slug));
  });

  test("a slug that does not exist shows 'Post not found', kept out of the index", async ({
    page,
  }) => {
    const response = await gotoHydrated(page, "/blog/no-such-post");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Post not found");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await page.getByRole("main").getByRole("link", { name: "Back to Blog" }).click();
    await expect(page).toHaveURL("/blog");
  });

  test("a post published after the build is fetched at runtime, 'Loading...' until it arrives", async ({
    page,
    request,
  }) => {
    // The newest post as the service returns it, under a slug the build never saw.
    const slug = "a-post-published-later";
    const real = await request.get("/v2023-10-10/data/query/production", {
      params: { query: POST_QUERY, $slug: JSON.stringify(NEWEST.slug) },
    });
    const { result } = (await real.json()) as { result: Record<string, unknown> };
    const later = { ...result, slug, title: "A Post Published After the Build" };

    let answer!: (route: Route) => void;
    const answered = new Promise<Route>((resolve) => (answer = resolve));
    await page.route(QUERY_ENDPOINT, (route) => answer(route));
    await page.goto(`/blog/${slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Loading...");

    await (await answered).fulfill({ json: { ms: 1, query: "", result: later } });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(later.title);
    await expect(page.getByRole("main").locator("header img")).toHaveAttribute("alt", /heart-rate/);
  });

  test.describe("when the service fails", () => {
    test.use({ allowedConsoleErrors: [/Failed to fetch the blog post|status of 500/] });

    test("shows an error with Retry, never an endless 'Loading...'", async ({ page }) => {
      await page.route(QUERY_ENDPOINT, (route) =>
        route.fulfill({ status: 500, json: { error: "Internal Server Error", statusCode: 500 } }),
      );
      await page.goto("/blog/a-post-published-later");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "This article could not be loaded",
      );
      await expect(page.getByRole("alert")).toBeVisible();
      await expect(page.getByRole("link", { name: "Back to Blog" })).toHaveAttribute(
        "href",
        "/blog",
      );

      // Retry asks again; this time the service answers (with no such post).
      await page.unroute(QUERY_ENDPOINT);
      await page.getByRole("button", { name: "Retry" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Post not found");
    });
  });
});

test.describe("feeds and the sitemap", () => {
  test("/blog/rss.xml is a valid RSS 2.0 feed with every post", async ({ page, request }) => {
    const response = await request.get("/blog/rss.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/xml/);
    const xml = await response.text();

    await gotoHydrated(page, "/blog");
    const feed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      const items = [...doc.querySelectorAll("channel > item")];
      return {
        parseError: doc.querySelector("parsererror")?.textContent ?? null,
        version: doc.documentElement.getAttribute("version"),
        title: doc.querySelector("channel > title")?.textContent,
        items: items.map((item) => ({
          title: item.querySelector("title")?.textContent,
          link: item.querySelector("link")?.textContent,
          date: item.querySelector("pubDate")?.textContent,
        })),
      };
    }, xml);

    expect(feed.parseError).toBeNull();
    expect(feed.version).toBe("2.0");
    expect(feed.title).toContain("Sauna Insights");
    expect(feed.items).toHaveLength(POSTS_IN_DATASET);
    expect(feed.items[0]).toMatchObject({ title: NEWEST.title });
    expect(new URL(feed.items[0]!.link!).pathname).toBe(`/blog/${NEWEST.slug}`);
    for (const item of feed.items) expect(Date.parse(item.date!)).not.toBeNaN();
  });

  test("the sitemap lists the blog and every post", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(paths).toContain("/blog");
    expect(paths.filter((path) => path.startsWith("/blog/"))).toHaveLength(POSTS_IN_DATASET);
  });

  test("a post carries BlogPosting structured data", async ({ request }) => {
    const html = await (await request.get(`/blog/${NEWEST.slug}`)).text();
    const json = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1];
    const graph = (JSON.parse(json!) as { "@graph": Record<string, unknown>[] })["@graph"];
    const posting = graph.find((node) => node["@type"] === "BlogPosting");
    expect(posting).toMatchObject({
      headline: NEWEST.title,
      datePublished: "2026-10-13T07:00:00Z",
    });
    expect(String(posting!.image)).toMatch(/^https?:\/\/.+\/images\/embedded\/production\//);
  });
});
