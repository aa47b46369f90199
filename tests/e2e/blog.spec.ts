/**
 * The blog's list and posts against the embedded dataset that
 * `npm start` serves through its Sanity-shaped API. Failures, empty answers and slow answers are
 * injected at the query endpoint with `page.route`. What the pages should show is read from the
 * same dataset with the blog's own queries (content.ts), so posts can come and go.
 */
import type { Page, Route } from "@playwright/test";

import type { Post } from "../../app/blog/schemas";
import {
  decodeEntities,
  formatDate,
  formatReadingTime,
  PAGE_SIZE,
  publishedPost,
  publishedPosts,
  startingWith,
} from "./content";
import { expect, gotoHydrated, test } from "./fixtures";

const QUERY_ENDPOINT = "**/v2023-10-10/data/query/production*";

type Block = {
  _type: string;
  style?: string;
  listItem?: string;
  children?: { text: string; marks?: string[] }[];
  markDefs?: { _key: string; _type: string; href: string }[];
};

/** A post's links: where each goes and the words it is set on. */
function linksOf(post: Post) {
  return (post.body as Block[]).flatMap((block) =>
    (block.markDefs ?? [])
      .filter((mark) => mark._type === "link")
      .map((mark) => ({
        href: mark.href,
        text: (block.children ?? [])
          .filter((child) => child.marks?.includes(mark._key))
          .map((child) => child.text)
          .join(""),
      })),
  );
}

/** The first post whose body has all the renderer draws: links, lists, a quote, a picture. */
async function richPost() {
  for (const { slug } of await publishedPosts()) {
    const post = await publishedPost(slug);
    const blocks = post.body as Block[];
    const links = linksOf(post);
    const internal = links.find((link) => link.href.startsWith("/") && link.text);
    const external = links.find((link) => /^https?:\/\//.test(link.href) && link.text);
    const image = post.body.find((block) => block._type === "image") as { alt: string } | undefined;
    const textOf = (block: Block) => (block.children ?? []).map((child) => child.text).join("");
    const headings = blocks.filter((block) => block.style === "h2").map(textOf);
    const quotes = blocks.filter((block) => block.style === "blockquote").length;
    const lists = ["bullet", "number"].every((kind) => blocks.some((b) => b.listItem === kind));
    if (internal && external && image && headings.length && quotes && lists) {
      return { post, internal, external, image, headings, quotes };
    }
  }
  throw new Error("No post in the dataset has links, lists, a quote and a picture.");
}

/** What the list holds after `limit` posts were asked for. */
const shownOf = (limit: number, total: number) => Math.min(limit, total);

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
  test("the first page of posts is in the prerendered HTML, newest first", async ({
    page,
    request,
  }) => {
    const posts = await publishedPosts();
    const newest = posts[0]!;
    const html = decodeEntities(await (await request.get("/blog")).text());
    expect(html).toContain("Sauna Insights");
    expect(html.match(/<article/g)).toHaveLength(shownOf(PAGE_SIZE, posts.length));
    expect(html).toContain(newest.title);

    await gotoHydrated(page, "/blog");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sauna Insights");
    await expect(cards(page)).toHaveCount(shownOf(PAGE_SIZE, posts.length));
    const dates = await cards(page)
      .locator("time")
      .evaluateAll((times) => times.map((time) => time.getAttribute("datetime")!));
    expect([...dates].sort().reverse()).toEqual(dates);

    const card = cards(page).first();
    await expect(card.getByRole("heading", { level: 2 })).toHaveText(newest.title);
    await expect(card.locator("time")).toHaveText(formatDate(newest.publishedAt));
    await expect(card).toContainText(formatReadingTime(newest.readingTime));
    await expect(card.locator("img")).toHaveAttribute("alt", newest.mainImage.alt);
    await expect(card.getByRole("link", { name: /^Read More/ })).toHaveAttribute(
      "href",
      `/blog/${newest.slug}`,
    );
  });

  test("Load More Articles asks for 3 more each time, and disappears when there are no more", async ({
    page,
  }) => {
    const total = (await publishedPosts()).length;
    expect(total, "posts enough for a second page").toBeGreaterThan(PAGE_SIZE);
    // The limits asked for: one page more each time, until an answer holds fewer than asked.
    const limits = [2 * PAGE_SIZE];
    while (limits.at(-1)! <= total) limits.push(limits.at(-1)! + PAGE_SIZE);

    await gotoHydrated(page, "/blog");
    const requests: URL[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/data/query/")) requests.push(new URL(request.url()));
    });

    await expect(cards(page)).toHaveCount(PAGE_SIZE);
    for (const limit of limits) {
      await loadMore(page).click();
      await expect(cards(page)).toHaveCount(shownOf(limit, total));
    }
    await expect(loadMore(page)).toHaveCount(0);

    // The configured call: dataset production, API version 2023-10-10, the posts query, a limit.
    expect(requests).toHaveLength(limits.length);
    for (const url of requests) {
      expect(url.origin).toBe(new URL(page.url()).origin);
      expect(url.pathname).toBe("/v2023-10-10/data/query/production");
      expect(url.searchParams.get("query")).toMatch(/_type == "post"/);
      expect(url.searchParams.get("query")).toMatch(/order\(publishedAt desc\)/);
    }
    expect(requests.map((url) => url.searchParams.get("$limit"))).toEqual(limits.map(String));
  });

  test("shows 'Loading blog posts...' while the service answers", async ({ page }) => {
    const total = (await publishedPosts()).length;
    await gotoHydrated(page, "/blog");
    const held = await holdRequests(page);
    await loadMore(page).click();
    await held.arrived;
    await expect(page.getByRole("status")).toHaveText(TEXT.loading);
    await expect(loadMore(page)).toHaveCount(0);
    await expect(cards(page)).toHaveCount(PAGE_SIZE);

    await held.release();
    await expect(cards(page)).toHaveCount(shownOf(2 * PAGE_SIZE, total));
    await expect(page.getByText(TEXT.loading)).toHaveCount(0);
  });

  test.describe("when the service fails", () => {
    test.use({
      allowedConsoleErrors: [/Failed to fetch blog posts|status of 500/],
    });

    test("shows the error, keeps the posts, and Load More tries again", async ({ page }) => {
      const total = (await publishedPosts()).length;
      await gotoHydrated(page, "/blog");
      await page.route(QUERY_ENDPOINT, (route) =>
        route.fulfill({
          status: 500,
          json: { error: "Internal Server Error", message: "Something broke", statusCode: 500 },
        }),
      );
      await loadMore(page).click();
      await expect(page.getByRole("alert")).toHaveText(TEXT.error);
      await expect(cards(page)).toHaveCount(PAGE_SIZE);

      await page.unroute(QUERY_ENDPOINT);
      await loadMore(page).click();
      await expect(cards(page)).toHaveCount(shownOf(2 * PAGE_SIZE, total));
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
    const { post, internal, external, image, headings, quotes } = await richPost();
    const html = decodeEntities(await (await request.get(`/blog/${post.slug}`)).text());
    expect(html).toContain(post.title);
    expect(html).toContain(post.excerpt);

    await gotoHydrated(page, `/blog/${post.slug}`);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(post.title);
    await expect(main.locator("header img")).toHaveAttribute("fetchpriority", "high");
    await expect(main.locator("header time")).toHaveText(formatDate(post.publishedAt));
    await expect(main.locator("header")).toContainText(formatReadingTime(post.readingTime));
    for (const heading of headings) {
      await expect(
        main.getByRole("heading", { level: 2, name: heading, exact: true }),
      ).toBeVisible();
    }
    await expect(main.locator("blockquote")).toHaveCount(quotes);
    await expect(main.locator("ul li").first()).toBeVisible();
    await expect(main.locator("ol li").first()).toBeVisible();

    const inside = main.getByRole("link", { name: internal.text, exact: true }).first();
    await expect(inside).toHaveAttribute("href", internal.href);
    await expect(inside).not.toHaveAttribute("target");
    const outside = main.getByRole("link", { name: startingWith(external.text) }).first();
    await expect(outside).toHaveAttribute("href", external.href);
    await expect(outside).toHaveAttribute("target", "_blank");
    await expect(outside).toHaveAttribute("rel", "noopener noreferrer");

    const figure = main.locator("figure img").first();
    await expect(figure).toHaveAttribute("alt", image.alt);
    await figure.scrollIntoViewIfNeeded();
    await expect
      .poll(() => figure.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);

    await main.getByRole("link", { name: "Back to Blog" }).first().click();
    await expect(page).toHaveURL("/blog");
    await expect(cards(page)).toHaveCount(PAGE_SIZE);
  });

  test("is reached from its card, fetched with the single-post query", async ({ page }) => {
    const newest = (await publishedPosts())[0]!;
    await gotoHydrated(page, "/blog");
    const request = page.waitForRequest((r) => r.url().includes("/data/query/"));
    await cards(page)
      .first()
      .getByRole("link", { name: /^Read More/ })
      .click();
    await expect(page).toHaveURL(`/blog/${newest.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(newest.title);
    const url = new URL((await request).url());
    expect(url.pathname).toBe("/v2023-10-10/data/query/production");
    expect(url.searchParams.get("query")).toMatch(/slug\.current == \$slug/);
    expect(url.searchParams.get("$slug")).toBe(JSON.stringify(newest.slug));
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
    const newest = (await publishedPosts())[0]!;
    const slug = "a-post-published-later";
    const real = await request.get(
      `/v2023-10-10/data/query/production?query=${encodeURIComponent(
        `*[_type == "post" && slug.current == "${newest.slug}"][0]{title, "slug": slug.current, "mainImage": mainImage{alt, "asset": asset->{_id, url, "width": metadata.dimensions.width, "height": metadata.dimensions.height}}, publishedAt, readingTime, excerpt, body}`,
      )}`,
    );
    const { result } = (await real.json()) as {
      result: Record<string, unknown> & { mainImage: { alt: string } };
    };
    const later = { ...result, slug, title: "A Post Published After the Build" };

    let answer!: (route: Route) => void;
    const answered = new Promise<Route>((resolve) => (answer = resolve));
    await page.route(QUERY_ENDPOINT, (route) => answer(route));
    await page.goto(`/blog/${slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Loading...");

    await (await answered).fulfill({ json: { ms: 1, query: "", result: later } });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(later.title);
    await expect(page.getByRole("main").locator("header img")).toHaveAttribute(
      "alt",
      later.mainImage.alt,
    );
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
    const posts = await publishedPosts();
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
    expect(feed.items.map((item) => item.title)).toEqual(posts.map((post) => post.title));
    expect(new URL(feed.items[0]!.link!).pathname).toBe(`/blog/${posts[0]!.slug}`);
    for (const item of feed.items) expect(Date.parse(item.date!)).not.toBeNaN();
  });

  test("the sitemap lists the blog and every post", async ({ request }) => {
    const posts = await publishedPosts();
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(paths).toContain("/blog");
    expect(paths.filter((path) => path.startsWith("/blog/")).sort()).toEqual(
      posts.map((post) => `/blog/${post.slug}`).sort(),
    );
  });

  test("a post carries BlogPosting structured data", async ({ request }) => {
    const newest = (await publishedPosts())[0]!;
    const html = await (await request.get(`/blog/${newest.slug}`)).text();
    const json = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1];
    const graph = (JSON.parse(json!) as { "@graph": Record<string, unknown>[] })["@graph"];
    const posting = graph.find((node) => node["@type"] === "BlogPosting");
    expect(posting).toMatchObject({
      headline: newest.title,
      datePublished: newest.publishedAt,
    });
    expect(String(posting!.image)).toMatch(/^https?:\/\/.+\/images\/embedded\/production\//);
  });
});
