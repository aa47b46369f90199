// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { parseAllHeaders, type Header } from "@netlify/headers-parser";
import { describe, expect, it } from "vitest";

import { MAX_HEADER_RULES, headersFile, patternMatches, redirectsFile } from "./static-host";
import { flatPageFile, pageAddress } from "../server/files";

describe("page files and addresses", () => {
  it.each([
    ["index.html", "index.html", "/"],
    ["about/index.html", "about.html", "/about"],
    ["products/aurora/index.html", "products/aurora.html", "/products/aurora"],
  ])("%s moves to %s, served at %s", (prerendered, flat, address) => {
    expect(flatPageFile(prerendered)).toBe(flat);
    expect(pageAddress(flat)).toBe(address);
  });
});

describe("_headers", () => {
  const csp = (name: string) => ({ "X-Frame-Options": "DENY", "Content-Security-Policy": name });
  const options = {
    base: { "X-Content-Type-Options": "nosniff", "X-Frame-Options": "DENY" },
    notFound: csp("not-found"),
    fallback: csp("fallback"),
    fallbackPatterns: ["/blog/:slug"],
    pages: [
      { path: "/about", headers: csp("about") },
      { path: "/tours/a", headers: { ...csp("tour"), "X-Frame-Options": "SAMEORIGIN" } },
    ],
    immutable: ["/assets/*"],
  };

  /** The headers a host that joins matching rules (Cloudflare) sends for `path`, in rule order. */
  function joined(file: string, matches: (rule: string) => boolean) {
    const headers = new Map<string, string>();
    for (const block of file.trim().split(/\n\n/)) {
      const [rule = "", ...lines] = block.split("\n");
      if (!matches(rule)) continue;
      for (const line of lines.map((text) => text.trim())) {
        if (line.startsWith("! ")) headers.delete(line.slice(2));
        else {
          const [name = "", value = ""] = line.split(": ");
          headers.set(name, headers.has(name) ? `${headers.get(name)}, ${value}` : value);
        }
      }
    }
    return Object.fromEntries(headers);
  }

  it("gives the 404 page's policy everywhere, and each page its own alone where rules are joined", () => {
    const file = headersFile(options);
    const about = joined(file, (rule) => rule === "/*" || rule === "/about");
    expect(about["Content-Security-Policy"]).toBe("about");
    expect(about["X-Frame-Options"]).toBe("DENY");
    expect(about["X-Content-Type-Options"]).toBe("nosniff");
    const tour = joined(file, (rule) => rule === "/*" || rule === "/tours/a");
    expect(tour["X-Frame-Options"]).toBe("SAMEORIGIN");
    const unknown = joined(file, (rule) => rule === "/*");
    expect(unknown["Content-Security-Policy"]).toBe("not-found");
    const post = joined(file, (rule) => rule === "/*" || rule === "/blog/:slug");
    expect(post["Content-Security-Policy"]).toBe("fallback");
    expect(joined(file, (rule) => rule === "/assets/*")["Cache-Control"]).toContain("immutable");
  });

  it("gives each page its own policy where the last matching rule wins (Netlify's own parser)", async () => {
    const dir = mkdtempSync(join(tmpdir(), "headers-"));
    writeFileSync(join(dir, "_headers"), headersFile(options));
    const { headers, errors } = await parseAllHeaders({
      headersFiles: [join(dir, "_headers")],
      configHeaders: [],
      minimal: false,
    });
    const rules = headers as Header[];
    rmSync(dir, { recursive: true, force: true });
    expect(errors).toEqual([]);
    // Netlify serves, for a path, the values of every matching rule, a later rule's winning.
    const served = (path: string): Record<string, string> =>
      Object.assign(
        {},
        ...rules.filter((rule) => rule.forRegExp.test(path)).map((rule) => rule.values),
      );
    expect(served("/about")["Content-Security-Policy"]).toBe("about");
    expect(served("/about")["X-Content-Type-Options"]).toBe("nosniff");
    expect(served("/tours/a")["X-Frame-Options"]).toBe("SAMEORIGIN");
    expect(served("/no-such-page")["Content-Security-Policy"]).toBe("not-found");
    expect(served("/blog/a-new-post")["Content-Security-Policy"]).toBe("fallback");
    expect(Object.keys(served("/about")).some((name) => name.includes("!"))).toBe(false);
  });

  it("lets any cache keep what a hashed name marks for a year, and leaves the rest to the host", () => {
    const file = headersFile(options);
    expect(joined(file, (rule) => rule === "/*")["Cache-Control"]).toBeUndefined();
    expect(joined(file, (rule) => rule === "/*" || rule === "/assets/*")["Cache-Control"]).toBe(
      "public, max-age=31536000, immutable",
    );
  });

  it("in a build of drafts, lets no shared cache keep anything, and the browser no page (both hosts)", async () => {
    const file = headersFile({ ...options, privateCache: true });
    // Where matching rules are joined (Cloudflare).
    const cloudflare = (...rules: string[]) =>
      joined(file, (rule) => rules.includes(rule))["Cache-Control"];
    expect(cloudflare("/*", "/about")).toBe("private, no-store");
    expect(cloudflare("/*")).toBe("private, no-store");
    expect(cloudflare("/*", "/blog/:slug")).toBe("private, no-store");
    expect(cloudflare("/*", "/assets/*")).toBe("private, max-age=31536000, immutable");
    // Where the last matching rule wins (Netlify's own parser).
    const dir = mkdtempSync(join(tmpdir(), "headers-"));
    writeFileSync(join(dir, "_headers"), file);
    const { headers, errors } = await parseAllHeaders({
      headersFiles: [join(dir, "_headers")],
      configHeaders: [],
      minimal: false,
    });
    rmSync(dir, { recursive: true, force: true });
    expect(errors).toEqual([]);
    const netlify = (path: string): string | undefined =>
      Object.assign(
        {},
        ...(headers as Header[])
          .filter((rule) => rule.forRegExp.test(path))
          .map((rule) => rule.values),
      )["Cache-Control"];
    for (const path of ["/", "/about", "/blog/a-new-post", "/about.data", "/plans/aurora.pdf"]) {
      expect(netlify(path), path).toBe("private, no-store");
    }
    expect(netlify("/assets/app-abc123.js")).toBe("private, max-age=31536000, immutable");
  });

  it("refuses more rules than Cloudflare Pages reads", () => {
    const pages = Array.from({ length: MAX_HEADER_RULES }, (_, i) => ({
      path: `/p${i}`,
      headers: csp(`p${i}`),
    }));
    expect(() => headersFile({ ...options, pages })).toThrow(/rules/);
  });
});

describe("_headers' limits", () => {
  it("refuses a line longer than Cloudflare Pages reads", () => {
    const policy = `script-src ${"'sha256-x' ".repeat(300)}`;
    expect(() =>
      headersFile({
        base: {},
        notFound: { "X-Frame-Options": "DENY", "Content-Security-Policy": policy },
        fallback: {},
        fallbackPatterns: [],
        pages: [],
        immutable: [],
      }),
    ).toThrow(/characters/);
  });
});

describe("_redirects", () => {
  it("answers the 404 page's address with 404 and unknown posts with the fallback, keeping files", () => {
    const file = redirectsFile({
      notFoundAddress: "/404",
      fallbackPatterns: ["/blog/:slug"],
      addresses: ["/", "/blog", "/blog/a-post", "/blog/a-post.data", "/blog/rss.xml", "/about"],
    });
    expect(file.trim().split("\n")).toEqual([
      "/404 /__no-such-file 200",
      "/blog/a-post.html /blog/a-post 308",
      "/blog/a-post /blog/a-post 200",
      "/blog/a-post.data /blog/a-post.data 200",
      "/blog/rss.xml /blog/rss.xml 200",
      "/blog/:slug /__spa-fallback 200",
    ]);
  });

  it("matches a placeholder to exactly one segment", () => {
    expect(patternMatches("/blog/:slug", "/blog/a")).toBe(true);
    expect(patternMatches("/blog/:slug", "/blog/a/b")).toBe(false);
    expect(patternMatches("/blog/:slug", "/blog/")).toBe(false);
    expect(patternMatches("/blog/:slug", "/blog")).toBe(false);
  });
});
