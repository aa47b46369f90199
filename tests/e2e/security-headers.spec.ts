/**
 * The security headers `npm start` sends (server/security-headers.ts), checked on every page of the
 * sitemap, a framed tour page, the 404 page and a hashed asset; the `_headers` file that static
 * hosts read carries the same values. (That no page reports a Content-Security-Policy violation is
 * checked in the site walk, site-walk.spec.ts.)
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

import type { APIResponse } from "@playwright/test";

import { expect, test } from "./fixtures";
import { ALL_PAGES, SITEMAP_PATHS, hashedAssetPath, sitemapPathsOf } from "./site-map";

const ONE_YEAR_S = 31_536_000;

/** build/client/_headers, by path: blocks of a path line and indented `Name: value` lines. */
const headersFile = new Map(
  readFileSync(fileURLToPath(new URL("../../build/client/_headers", import.meta.url)), "utf8")
    .trim()
    .split(/\n\s*\n/)
    .map((block) => {
      const [path = "", ...lines] = block.split("\n");
      const headers: Record<string, string> = {};
      for (const line of lines) {
        // "! Name" detaches a header a broader block set (Cloudflare Pages); its value follows.
        if (line.trim().startsWith("!")) continue;
        const colon = line.indexOf(":");
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      return [path.trim(), headers] as const;
    }),
);

/** Pages that the site itself frames (the 360° tours); every other page may be framed by nobody. */
const framedBySite = (path: string) => path.startsWith("/tours/");

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = "", ...values]) => [name.toLowerCase(), values]),
  );
}

/** The headers every response carries, document or not. */
function expectBaseHeaders(response: APIResponse) {
  const headers = response.headers();
  const hsts = headers["strict-transport-security"] ?? "";
  expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(ONE_YEAR_S);
  expect(hsts).toContain("includeSubDomains");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  const permissions = headers["permissions-policy"] ?? "";
  for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) {
    expect(permissions, `Permissions-Policy turns off ${feature}`).toContain(`${feature}=()`);
  }
}

/** The headers of an HTML document: the above, plus its Content-Security-Policy. */
function expectDocumentHeaders(response: APIResponse, path: string) {
  expectBaseHeaders(response);
  const headers = response.headers();
  const policy = headers["content-security-policy"];
  expect(policy, `${path} has a Content-Security-Policy`).toBeTruthy();
  expect(policy).not.toContain("unsafe-eval");
  const csp = directives(policy ?? "");
  expect(csp.get("default-src")).toEqual(["'self'"]);
  expect(csp.get("object-src")).toEqual(["'none'"]);
  expect(csp.get("base-uri")).toEqual(["'self'"]);
  // Scripts: the site's own files and the hashes of this page's inline scripts, nothing looser.
  const scripts = csp.get("script-src") ?? [];
  expect(scripts).toContain("'self'");
  for (const source of scripts)
    expect(source).toMatch(/^('self'|'sha256-[A-Za-z0-9+/=]+'|https:\/\/)/);
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("*");
  if (framedBySite(path)) {
    expect(csp.get("frame-ancestors")).toEqual(["'self'"]);
    expect(headers["x-frame-options"]).toBe("SAMEORIGIN");
  } else {
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(headers["x-frame-options"]).toBe("DENY");
  }
}

test("npm start serves the sitemap these tests walk through", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(sitemapPathsOf(await response.text())).toEqual(SITEMAP_PATHS);
});

for (const path of ALL_PAGES) {
  test(`${path} sends every security header, as _headers does`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expectDocumentHeaders(response, path);
    // Static hosts read the page's own policy from its block in _headers.
    const block = headersFile.get(path);
    expect(block, `a block for ${path} in _headers`).toBeDefined();
    expect(block?.["content-security-policy"]).toBe(response.headers()["content-security-policy"]);
    expect(block?.["x-frame-options"]).toBe(response.headers()["x-frame-options"]);
  });
}

test("the 404 page sends every security header", async ({ request }) => {
  const response = await request.get("/no-such-page");
  expect(response.status()).toBe(404);
  expectDocumentHeaders(response, "/no-such-page");
});

test("a hashed asset sends the base headers and is cached for a year", async ({ request }) => {
  // Scripts, styles and images obey the policy of the page that loads them, so only documents
  // carry a Content-Security-Policy; everything else carries the rest.
  const response = await request.get(hashedAssetPath());
  expect(response.status()).toBe(200);
  expectBaseHeaders(response);
  expect(response.headers()["cache-control"]).toContain("immutable");
});

test.describe("the _headers file for static hosts", () => {
  test("sets on every path the same base headers as npm start", async ({ request }) => {
    const served = (await request.get("/")).headers();
    const everywhere = headersFile.get("/*");
    expect(everywhere, "a /* block").toBeDefined();
    for (const name of [
      "strict-transport-security",
      "x-content-type-options",
      "referrer-policy",
      "permissions-policy",
      "cross-origin-opener-policy",
    ]) {
      expect(everywhere?.[name], name).toBe(served[name]);
    }
  });

  test("serves hashed assets with long-lived caching", () => {
    expect(headersFile.get("/assets/*")?.["cache-control"]).toContain("immutable");
  });
});
