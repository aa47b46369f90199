/**
 * The build on a CDN: `build/client`, unchanged, served by Cloudflare Pages' own runtime
 * (`wrangler pages dev`, workerd, started by playwright.config.ts beside `npm start`), answers every
 * address as `npm start` does: the same status and redirect, the same security headers with each
 * page's own Content-Security-Policy (the 404 page's included), unknown blog posts through the
 * SPA fallback, hashed assets cached for a year; and its pages load and hydrate without a
 * policy violation or an error.
 */
import type { APIRequestContext, APIResponse } from "@playwright/test";

import { expect, gotoHydrated, test } from "./fixtures";
import { ALL_PAGES, hashedAssetPath } from "./site-map";
import { CDN_URL } from "./static-host-url";

/** Headers both hosts must send alike on every answer. */
const SECURITY_HEADERS = [
  "strict-transport-security",
  "x-content-type-options",
  "referrer-policy",
  "permissions-policy",
  "cross-origin-opener-policy",
];

/** Addresses beyond the pages: other spellings, unknown and client-resolved ones, files. */
const OTHER_ADDRESSES = [
  "/about/",
  "/about.html",
  "/products/aurora/",
  "/products/aurora?ref=search",
  "/contact/?product=aurora",
  "/index.html",
  "/404",
  "/no-such-page",
  "/products/no-such-sauna",
  "/gallery/category/no-such-category",
  "/tours/no-such-tour",
  "/blog/a-post-published-later",
  "/blog/rss.xml",
  "/sitemap.xml",
  "/robots.txt",
  "/products/aurora.data",
  "/plans/aurora-plan.pdf",
  "/favicon.svg",
];

async function answer(request: APIRequestContext, url: string) {
  const response = await request.get(url, { maxRedirects: 0 });
  return response;
}

/** What must be alike: status, where a redirect goes, and the headers that protect the page. */
function essentials(response: APIResponse, origin: string) {
  const headers = response.headers();
  const status = response.status();
  const isDocument = (headers["content-type"] ?? "").startsWith("text/html");
  return {
    status,
    location: headers.location?.replace(origin, ""),
    ...(status < 300 || status >= 400
      ? {
          ...Object.fromEntries(SECURITY_HEADERS.map((name) => [name, headers[name]])),
          ...(isDocument
            ? {
                "content-security-policy": headers["content-security-policy"],
                "x-frame-options": headers["x-frame-options"],
              }
            : {}),
        }
      : {}),
  };
}

test.describe("the build served by Cloudflare Pages' runtime", () => {
  for (const path of [...ALL_PAGES, ...OTHER_ADDRESSES]) {
    test(`${path} answers as npm start answers it`, async ({ request, baseURL }) => {
      const node = await answer(request, path);
      const cdn = await answer(request, `${CDN_URL}${path}`);
      expect(essentials(cdn, CDN_URL)).toEqual(essentials(node, baseURL!));
    });
  }

  test("every canonical address answers 200 with no redirect", async ({ request }) => {
    for (const path of ALL_PAGES) {
      expect((await answer(request, `${CDN_URL}${path}`)).status(), path).toBe(200);
    }
  });

  test("the 404 page answers 404 with its own policy", async ({ request }) => {
    const response = await answer(request, `${CDN_URL}/no-such-page`);
    expect(response.status()).toBe(404);
    expect(response.headers()["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
    expect(await response.text()).toContain("<title>");
  });

  test("hashed assets are cached for a year", async ({ request }) => {
    const response = await answer(request, `${CDN_URL}${hashedAssetPath()}`);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});

test.describe("pages on Cloudflare Pages' runtime", () => {
  for (const path of ["/", "/products/aurora", "/contact", "/blog/caring-for-your-sauna"]) {
    test(`${path} loads and hydrates with no policy violation`, async ({ page }) => {
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      const response = await gotoHydrated(page, `${CDN_URL}${path}`);
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe(path);
      await expect(page.locator("h1").first()).toBeVisible();
    });
  }

  test.describe("the 404 page at an address another route resolves", () => {
    test.use({ allowedConsoleErrors: [/status of 404/] });

    test("an unknown sauna goes back to the collections", async ({ page }) => {
      await page.goto(`${CDN_URL}/products/no-such-sauna`);
      // The route takes over once the page has hydrated, after its first paint: on a busy
      // machine, some seconds.
      await expect(page).toHaveURL(`${CDN_URL}/products`, { timeout: 20_000 });
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });

    test("an unknown gallery category says so", async ({ page }) => {
      const response = await page.goto(`${CDN_URL}/gallery/category/no-such-category`);
      expect(response?.status()).toBe(404);
      await expect(
        page.getByRole("heading", { level: 1, name: /category not found/i }),
      ).toBeVisible({ timeout: 20_000 });
    });
  });
});
