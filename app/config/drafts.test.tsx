/**
 * The editors' preview of drafts: every page says it is one and when its drafts were read, and
 * nothing of it asks to be indexed. The public site's build (the default here) has none of it.
 */
import { renderToStaticMarkup } from "react-dom/server";
import type { MetaDescriptor } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

import type { DraftsBuild } from "./drafts";

const build: DraftsBuild = { readAt: "27 November 2026 at 14:05" };

/** The modules as a build of drafts (or of what is published) loads them. */
async function loaded(drafts: DraftsBuild | false) {
  globalThis.__SITE_DRAFTS__ = drafts;
  vi.resetModules();
  return {
    meta: await import("~/seo/meta"),
    robots: await import("~/routes/robots[.]txt"),
    headers: await import("../../server/security-headers"),
    banner: await import("~/components/drafts-banner"),
  };
}

afterEach(() => {
  globalThis.__SITE_DRAFTS__ = false;
  vi.resetModules();
});

const page = { title: "About", description: "Who we are.", path: "/about" };
const robotsOf = (tags: MetaDescriptor[]) =>
  tags.find((tag) => "name" in tag && tag.name === "robots");

describe("a build of drafts", () => {
  it("keeps every page, robots.txt and every response out of the index", async () => {
    const { meta, robots, headers } = await loaded(build);
    const tags = meta.seo(page);
    expect(robotsOf(tags)).toEqual({ name: "robots", content: "noindex, nofollow" });
    expect(tags.some((tag) => "rel" in tag && tag.rel === "canonical")).toBe(false);
    expect(await robots.loader().text()).toBe("User-agent: *\nDisallow: /\n");
    expect(headers.baseSecurityHeaders["X-Robots-Tag"]).toBe("noindex, nofollow");
  });

  it("says on the page that it shows unpublished changes, and when they were read", async () => {
    const { banner } = await loaded(build);
    const html = renderToStaticMarkup(<banner.DraftsBanner build={build} />);
    expect(html).toContain('aria-label="Preview of drafts"');
    expect(html).toMatch(/unpublished changes.*27 November 2026 at 14:05/);
  });
});

describe("the public site's build", () => {
  it("is indexed as always", async () => {
    const { meta, robots, headers } = await loaded(false);
    const tags = meta.seo(page);
    expect(robotsOf(tags)).toBeUndefined();
    expect(tags.some((tag) => "rel" in tag && tag.rel === "canonical")).toBe(true);
    expect(await robots.loader().text()).toMatch(/^User-agent: \*\nAllow: \//);
    expect(headers.baseSecurityHeaders["X-Robots-Tag"]).toBeUndefined();
  });
});
