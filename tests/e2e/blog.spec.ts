/**
 * The blog list and posts, their loading, empty and failure states, against the embedded dataset that
 * `npm start` serves through its Sanity-shaped API. Failures, empty answers and slow answers are
 * injected at the query endpoint with `page.route`. The posts, their titles, dates and bodies are
 * read from the dataset the build read, so the rules hold for whatever posts it holds.
 */
import type { Page, Route } from "@playwright/test";

import { POST_QUERY } from "../../app/blog/queries";
import { paths } from "../../app/routing/paths";
import {
  decodeEntities,
  formatDate,
  formatReadingTime,
  PAGE_SIZE,
  publishedPost,
  publishedPosts,
} from "./content";
import { expect, gotoHydrated, test } from "./fixtures";

const QUERY_ENDPOINT = "**/v2023-10-10/data/query/production*";

const posts = await publishedPosts();
const NEWEST = posts[0]!;
if (posts.length <= PAGE_SIZE) {
  throw new Error(`The blog dataset needs more than ${PAGE_SIZE} posts for 'Load More Articles'.`);
}

/** How many cards the list shows after each press of 'Load More Articles', until every post. */
const shownAfterPresses = Array.from(
  { length: Math.ceil(posts.length / PAGE_SIZE) },
  (_, presses) => Math.min((presses + 1) * PAGE_SIZE, posts.length),
);

type Block = {
  _type: string;
  style?: string;
  listItem?: string;
  alt?: string;
  children?: { text: string; marks?: string[] }[];
  markDefs?: { _key: string; href: string }[];
};

/** The blocks of a post's body, and what they hold. */
function bodyOf(post: { body: unknown[] }) {
  const blocks = post.body as Block[];
  const links = blocks.flatMap((block) =>
    (block.markDefs ?? []).map((mark) => ({
      href: mark.href,
      text: (block.children ?? [])
        .filter((child) => child.marks?.includes(mark._key))
        .map((child) => child.text)
        .join(""),
    })),
  );
  return {
    blocks,
    count: (test: (block: Block) => boolean) => blocks.filter(test).length,
    internal: links.filter((link) => link.href.startsWith("/")),
    external: links.filter((link) => /^https?:\/\//.test(link.href)),
    images: blocks.filter((block) => block._type === "image"),
    firstParagraph: blocks.find((block) => block._type === "block" && block.style === "normal")
      ?.children?.[0]?.text,
  };
}

/** The post with the most kinds of content, so that each kind is checked on one page. */
async function richestPost() {
  const bodies = await Promise.all(posts.map(({ slug }) => publishedPost(slug)));
  const kinds = (post: (typeof bodies)[number]) => {
    const body = bodyOf(post);
    return [
      body.internal.length,
      body.external.length,
      body.images.length,
      body.count((block) => block.listItem === "bullet"),
      body.count((block) => block.listItem === "number"),
      body.count((block) => block.style === "blockquote"),
    ].filter((count) => count > 0).length;
  };
  return bodies.reduce((best, post) => (kinds(post) > kinds(best) ? post : best));
}

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
    const html = decodeEntities(await (await request.get(paths.blog)).text());
    expect(html.match(/<h1[^>]*>/g)).toHaveLength(1);
    expect(html.match(/<article/g)).toHaveLength(PAGE_SIZE);
    for (const post of posts.slice(0, PAGE_SIZE)) expect(html).toContain(post.title);

    await gotoHydrated(page, paths.blog);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/\S/);
    await expect(cards(page)).toHaveCount(PAGE_SIZE);
    const dates = await cards(page)
      .locator("time")
      .evaluateAll((times) => times.map((time) => time.getAttribute("datetime")!));
    expect(dates).toEqual(posts.slice(0, PAGE_SIZE).map((post) => post.publishedAt));

    const card = cards(page).first();
    await expect(card.getByRole("heading", { level: 2 })).toHaveText(NEWEST.title);
    await expect(card.locator("time")).toHaveText(formatDate(NEWEST.publishedAt));
    await expect(card).toContainText(formatReadingTime(NEWEST.readingTime));
    await expect(card.locator("img")).toHaveAttribute("alt", NEWEST.mainImage.alt);
    await expect(card.getByRole("link", { name: /^Read More/ })).toHaveAttribute(
      "href",
      paths.blogPost(NEWEST.slug),
    );
  });

  test(`Load More Articles asks for ${PAGE_SIZE} more each time, then disappears`, async ({
    page,
  }) => {
    await gotoHydrated(page, paths.blog);
    const requests: URL[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/data/query/")) requests.push(new URL(request.url()));
    });

    const [first, ...after] = shownAfterPresses;
    await expect(cards(page)).toHaveCount(first!);
    for (const shown of after) {
      await loadMore(page).click();
      await expect(cards(page)).toHaveCount(shown);
    }
    await expect(cards(page)).toHaveCount(posts.length);
    await expect(loadMore(page)).toHaveCount(0);

    // The spec's call: the production dataset, API version 2023-10-10, the posts query, the limit.
    expect(requests).toHaveLength(after.length);
    for (const url of requests) {
      expect(url.origin).toBe(new URL(page.url()).origin);
      expect(url.pathname).toBe("/v2023-10-10/data/query/production");
      expect(url.searchParams.get("query")).toMatch(/_type == "post"/);
      expect(url.searchParams.get("query")).toMatch(/order\(publishedAt desc\)/);
    }
    expect(requests.map((url) => url.searchParams.get("$limit"))).toEqual(
      after.map((_, press) => String((press + 2) * PAGE_SIZE)),
    );
  });

  test("shows 'Loading blog posts...' while the service answers", async ({ page }) => {
    await gotoHydrated(page, paths.blog);
    const held = await holdRequests(page);
    await loadMore(page).click();
    await held.arrived;
    await expect(page.getByRole("status")).toHaveText(TEXT.loading);
    await expect(loadMore(page)).toHaveCount(0);
    await expect(cards(page)).toHaveCount(PAGE_SIZE);

    await held.release();
    await expect(cards(page)).toHaveCount(shownAfterPresses[1]!);
    await expect(page.getByText(TEXT.loading)).toHaveCount(0);
  });

  test.describe("when the service fails", () => {
    test.use({
      allowedConsoleErrors: [/Failed to fetch blog posts|status of 500/],
    });

    test("shows the error, keeps the posts, and Load More tries again", async ({ page }) => {
      await gotoHydrated(page, paths.blog);
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
      await expect(cards(page)).toHaveCount(shownAfterPresses[1]!);
      await expect(page.getByText(TEXT.error)).toHaveCount(0);
    });
  });

  test("shows 'No blog posts found.' when the service has none", async ({ page }) => {
    await gotoHydrated(page, paths.blog);
    await page.route(QUERY_ENDPOINT, (route) =>
      route.fulfill({ json: { ms: 1, query: "", result: [] } }),
    );
    await loadMore(page).click();
    await expect(page.getByText(TEXT.empty)).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await expect(loadMore(page)).toHaveCount(0);
  });

  test("offers the RSS feed to feed readers", async ({ page }) => {
    await gotoHydrated(page, paths.blog);
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      "href",
      paths.blogRss,
    );
  });
});

test.describe("a blog post", () => {
  test("has its hero, date, reading time and a rich body", async ({ page, request }) => {
    const post = await richestPost();
    const body = bodyOf(post);
    const html = decodeEntities(await (await request.get(paths.blogPost(post.slug))).text());
    expect(html).toContain(post.title);
    if (body.firstParagraph) expect(html).toContain(body.firstParagraph);

    await gotoHydrated(page, paths.blogPost(post.slug));
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(post.title);
    await expect(main.locator("header img")).toHaveAttribute("fetchpriority", "high");
    await expect(main.locator("header img")).toHaveAttribute("alt", post.mainImage.alt);
    await expect(main.locator("header time")).toHaveText(formatDate(post.publishedAt));
    await expect(main.locator("header")).toContainText(formatReadingTime(post.readingTime));
    const subheadings = body.blocks.filter((block) => block.style === "h2");
    expect(subheadings.length).toBeGreaterThan(0);
    for (const block of subheadings) {
      const text = (block.children ?? []).map((child) => child.text).join("");
      await expect(main.getByRole("heading", { level: 2, name: text, exact: true })).toBeVisible();
    }
    await expect(main.locator("blockquote")).toHaveCount(
      body.count((block) => block.style === "blockquote"),
    );
    if (body.count((block) => block.listItem === "bullet") > 0) {
      await expect(main.locator("ul li").first()).toBeVisible();
    }
    if (body.count((block) => block.listItem === "number") > 0) {
      await expect(main.locator("ol li").first()).toBeVisible();
    }

    // Links to the site's own pages stay in the tab; links to other sites open a new one.
    expect(body.internal.length).toBeGreaterThan(0);
    for (const link of body.internal) {
      const element = main.locator(`a[href="${link.href}"]`).filter({ hasText: link.text });
      await expect(element.first()).toBeVisible();
      await expect(element.first()).not.toHaveAttribute("target", /./);
    }
    for (const link of body.external) {
      const element = main.locator(`a[href="${new URL(link.href).href}"]`);
      await expect(element.first()).toHaveAttribute("target", "_blank");
      await expect(element.first()).toHaveAttribute("rel", "noopener noreferrer");
    }

    const figures = main.locator("figure img");
    await expect(figures).toHaveCount(body.images.length);
    if (body.images.length > 0) {
      const figure = figures.first();
      await expect(figure).toHaveAttribute("alt", body.images[0]!.alt!);
      await figure.scrollIntoViewIfNeeded();
      await expect
        .poll(() => figure.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
    }

    await main.getByRole("link", { name: "Back to Blog" }).first().click();
    await expect(page).toHaveURL(paths.blog);
    await expect(cards(page)).toHaveCount(PAGE_SIZE);
  });

  test("is reached from its card, fetched with the spec's query", async ({ page }) => {
    await gotoHydrated(page, paths.blog);
    const request = page.waitForRequest((r) => r.url().includes("/data/query/"));
    await cards(page)
      .first()
      .getByRole("link", { name: /^Read More/ })
      .click();
    await expect(page).toHaveURL(paths.blogPost(NEWEST.slug));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(NEWEST.title);
    const url = new URL((await request).url());
    expect(url.pathname).toBe("/v2023-10-10/data/query/production");
    expect(url.searchParams.get("query")).toMatch(/slug\.current == \$slug/);
    expect(url.searchParams.get("$slug")).toBe(JSON.stringify(NEWEST.slug));
  });

  test("a slug that does not exist shows 'Post not found', kept out of the index", async ({
    page,
  }) => {
    const response = await gotoHydrated(page, paths.blogPost("no-such-post"));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Post not found");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await page.getByRole("main").getByRole("link", { name: "Back to Blog" }).click();
    await expect(page).toHaveURL(paths.blog);
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
    await page.goto(paths.blogPost(slug));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Loading...");

    await (await answered).fulfill({ json: { ms: 1, query: "", result: later } });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(later.title);
    await expect(page.getByRole("main").locator("header img")).toHaveAttribute(
      "alt",
      NEWEST.mainImage.alt,
    );
  });

  test.describe("when the service fails", () => {
    test.use({ allowedConsoleErrors: [/Failed to fetch the blog post|status of 500/] });

    test("shows an error with Retry, never an endless 'Loading...'", async ({ page }) => {
      await page.route(QUERY_ENDPOINT, (route) =>
        route.fulfill({ status: 500, json: { error: "Internal Server Error", statusCode: 500 } }),
      );
      await page.goto(paths.blogPost("a-post-published-later"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "This article could not be loaded",
      );
      await expect(page.getByRole("alert")).toBeVisible();
      await expect(page.getByRole("link", { name: "Back to Blog" })).toHaveAttribute(
        "href",
        paths.blog,
      );

      // Retry asks again; this time the service answers (with no such post).
      await page.unroute(QUERY_ENDPOINT);
      await page.getByRole("button", { name: "Retry" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Post not found");
    });
  });
});

test.describe("feeds and the sitemap", () => {
  test("the RSS feed is valid RSS 2.0, named as the blog is, with every post", async ({
    page,
    request,
  }) => {
    const response = await request.get(paths.blogRss);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/xml/);
    const xml = await response.text();

    await gotoHydrated(page, paths.blog);
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
    const blogName = (await page.getByRole("heading", { level: 1 }).innerText()).trim();
    expect(feed.title).toContain(blogName);
    expect(feed.items.map((item) => item.title)).toEqual(posts.map((post) => post.title));
    expect(feed.items.map((item) => new URL(item.link!).pathname)).toEqual(
      posts.map((post) => paths.blogPost(post.slug)),
    );
    for (const item of feed.items) expect(Date.parse(item.date!)).not.toBeNaN();
  });

  test("the sitemap lists the blog and every post", async ({ request }) => {
    const sitemap = await (await request.get(paths.sitemap)).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL(m[1]!).pathname,
    );
    expect(listed).toContain(paths.blog);
    expect(listed).toEqual(expect.arrayContaining(posts.map((post) => paths.blogPost(post.slug))));
    expect(listed.filter((path) => path.startsWith(`${paths.blog}/`))).toHaveLength(posts.length);
  });

  test("a post carries BlogPosting structured data", async ({ request }) => {
    const html = await (await request.get(paths.blogPost(NEWEST.slug))).text();
    const json = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1];
    const graph = (JSON.parse(json!) as { "@graph": Record<string, unknown>[] })["@graph"];
    const posting = graph.find((node) => node["@type"] === "BlogPosting");
    expect(posting).toMatchObject({ headline: NEWEST.title });
    expect(Date.parse(String(posting!.datePublished))).toBe(Date.parse(NEWEST.publishedAt));
    expect(String(posting!.image)).toMatch(/^https?:\/\/.+\/images\/embedded\/production\//);
  });
});
