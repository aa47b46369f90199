import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";

import { site } from "~/content/site";

import { canonicalUrl, pageTitle, seo, type PageSeo } from "./meta";
import { shareImage, type JsonLdNode } from "./structured-data";

const page: PageSeo = {
  title: "About Us",
  description: "Sauna makers since 1970.",
  path: "/about",
};

/** The `content` of the first `<meta>` whose name or property is `key`. */
function metaContent(tags: MetaDescriptor[], key: string): string | undefined {
  const tag = tags.find(
    (t) => ("name" in t && t.name === key) || ("property" in t && t.property === key),
  );
  return tag && "content" in tag ? String(tag.content) : undefined;
}

function links(tags: MetaDescriptor[], rel: string) {
  return tags.filter(
    (t): t is MetaDescriptor & { href: string } =>
      "tagName" in t && t.tagName === "link" && "rel" in t && t.rel === rel,
  );
}

function jsonLdGraph(tags: MetaDescriptor[]): JsonLdNode[] {
  const scripts = tags.filter((t) => "script:ld+json" in t);
  expect(scripts).toHaveLength(1);
  const data = (scripts[0] as { "script:ld+json": Record<string, unknown> })["script:ld+json"];
  expect(data["@context"]).toBe("https://schema.org");
  return data["@graph"] as JsonLdNode[];
}

describe("pageTitle", () => {
  it("appends the site name", () => {
    expect(pageTitle("About Us")).toBe(`About Us | ${site.name}`);
  });

  it("uses the site name, Vaja by default", () => {
    expect(site.name).toBe("Vaja");
    expect(pageTitle("Page not found")).toBe("Page not found | Vaja");
  });
});

describe("canonicalUrl", () => {
  it("keeps the slash of the home page", () => {
    expect(canonicalUrl("/")).toBe(`${site.url}/`);
  });

  it("makes a path absolute on the site's URL", () => {
    expect(canonicalUrl("/about")).toBe(`${site.url}/about`);
    expect(canonicalUrl("/products/ice-bath/premium-ice-bath")).toBe(
      `${site.url}/products/ice-bath/premium-ice-bath`,
    );
  });

  it("keeps a protocol-relative looking path on the site", () => {
    expect(new URL(canonicalUrl("//elsewhere.example/x")).origin).toBe(new URL(site.url).origin);
  });

  it("drops trailing slashes", () => {
    expect(canonicalUrl("/about/")).toBe(`${site.url}/about`);
    expect(canonicalUrl("/blog/first-post///")).toBe(`${site.url}/blog/first-post`);
  });

  it("strips the query string and the hash", () => {
    expect(canonicalUrl("/about?utm_source=newsletter")).toBe(`${site.url}/about`);
    expect(canonicalUrl("/about#story")).toBe(`${site.url}/about`);
    expect(canonicalUrl("/about/?a=1#b")).toBe(`${site.url}/about`);
    expect(canonicalUrl("/?a=1#top")).toBe(`${site.url}/`);
  });

  it("has no trailing slash on the configured site URL to double up", () => {
    expect(site.url).not.toMatch(/\/$/);
    expect(canonicalUrl("/about")).not.toContain("//about");
  });
});

describe("seo", () => {
  it("sets the title in the '{page title} | {site name}' pattern", () => {
    const tags = seo(page);
    expect(tags).toContainEqual({ title: `About Us | ${site.name}` });
    expect(tags.filter((t) => "title" in t)).toHaveLength(1);
  });

  it("sets the description", () => {
    expect(metaContent(seo(page), "description")).toBe(page.description);
  });

  it("links the canonical URL built from the path", () => {
    const canonical = links(seo({ ...page, path: "/about/?ref=x" }), "canonical");
    expect(canonical).toHaveLength(1);
    expect(canonical[0]?.href).toBe(`${site.url}/about`);
  });

  it("sets Open Graph tags with the full title, the canonical URL and the default share image", () => {
    const tags = seo(page);
    expect(metaContent(tags, "og:title")).toBe(`About Us | ${site.name}`);
    expect(metaContent(tags, "og:description")).toBe(page.description);
    expect(metaContent(tags, "og:url")).toBe(`${site.url}/about`);
    expect(metaContent(tags, "og:type")).toBe("website");
    expect(metaContent(tags, "og:site_name")).toBe(site.name);
    expect(metaContent(tags, "og:image")).toBe(`${site.url}${shareImage.path}`);
    expect(metaContent(tags, "og:image:width")).toBe(String(shareImage.width));
    expect(metaContent(tags, "og:image:height")).toBe(String(shareImage.height));
    expect(metaContent(tags, "og:image:alt")).toBe(shareImage.alt);
  });

  it("sets Twitter card tags", () => {
    const tags = seo(page);
    expect(metaContent(tags, "twitter:card")).toBe("summary_large_image");
    expect(metaContent(tags, "twitter:title")).toBe(`About Us | ${site.name}`);
    expect(metaContent(tags, "twitter:description")).toBe(page.description);
    expect(metaContent(tags, "twitter:image")).toBe(`${site.url}${shareImage.path}`);
  });

  it("uses a page's own image and type", () => {
    const tags = seo({
      ...page,
      type: "article",
      image: { path: "/images/aurora.jpg", width: 1600, height: 900, alt: "Aurora" },
    });
    expect(metaContent(tags, "og:type")).toBe("article");
    expect(metaContent(tags, "og:image")).toBe(`${site.url}/images/aurora.jpg`);
    expect(metaContent(tags, "og:image:width")).toBe("1600");
    expect(metaContent(tags, "og:image:alt")).toBe("Aurora");
    expect(metaContent(tags, "twitter:image")).toBe(`${site.url}/images/aurora.jpg`);
  });

  it("joins keywords, and leaves the tag out when there are none", () => {
    expect(metaContent(seo({ ...page, keywords: ["sauna", "Johannesburg"] }), "keywords")).toBe(
      "sauna, Johannesburg",
    );
    expect(metaContent(seo(page), "keywords")).toBeUndefined();
    expect(metaContent(seo({ ...page, keywords: [] }), "keywords")).toBeUndefined();
  });

  it("indexable pages get no robots tag", () => {
    expect(metaContent(seo(page), "robots")).toBeUndefined();
  });

  it("noindex pages get a robots tag and no canonical link", () => {
    const tags = seo({ ...page, title: "Page not found", path: "/nope", noindex: true });
    expect(metaContent(tags, "robots")).toMatch(/^noindex\b/);
    expect(links(tags, "canonical")).toEqual([]);
    expect(tags).toContainEqual({ title: `Page not found | ${site.name}` });
    // The prerendered 404 page answers every unknown path: it has no URL of its own to share.
    expect(tags.some((tag) => "property" in tag && tag.property === "og:url")).toBe(false);
  });

  describe("JSON-LD", () => {
    it("puts the LocalBusiness first, with both offices, opening hours, areas and founding date", () => {
      const [business, ...rest] = jsonLdGraph(seo(page));
      expect(rest).toEqual([]);
      expect(business).toMatchObject({
        "@type": "LocalBusiness",
        name: site.name,
        url: `${site.url}/`,
        foundingDate: "1970",
      });
      const offices = business?.subOrganization as Record<string, unknown>[];
      expect(offices.map((office) => office.address)).toEqual([
        expect.objectContaining({ addressLocality: "Johannesburg", addressRegion: "Gauteng" }),
        expect.objectContaining({ addressLocality: "Cape Town", addressRegion: "Western Cape" }),
      ]);
      // Each names its own page, and the node id that page's own LocalBusiness carries.
      expect(offices.map((office) => office.url)).toEqual(
        site.offices.map((office) => `${site.url}${office.path}`),
      );
      for (const office of offices) expect(office["@id"]).toBe(`${String(office.url)}#office`);
      expect(business?.openingHoursSpecification).toEqual([
        {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
          opens: "07:30",
          closes: "17:00",
        },
      ]);
      expect(business?.areaServed).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ name: "Johannesburg" }),
          expect.objectContaining({ name: "Cape Town" }),
          expect.objectContaining({ name: "Gauteng" }),
        ]),
      );
      expect(business?.sameAs).toEqual(site.social.map((link) => link.href));
    });

    it("adds the page's own nodes after the LocalBusiness", () => {
      const breadcrumb: JsonLdNode = { "@type": "BreadcrumbList", itemListElement: [] };
      const product: JsonLdNode = { "@type": "Product", name: "Aurora" };
      const graph = jsonLdGraph(seo({ ...page, jsonLd: [breadcrumb, product] }));
      expect(graph.map((node) => node["@type"])).toEqual([
        "LocalBusiness",
        "BreadcrumbList",
        "Product",
      ]);
      expect(graph[2]).toBe(product);
    });

    it("is on noindex pages too", () => {
      const graph = jsonLdGraph(seo({ ...page, noindex: true }));
      expect(graph[0]?.["@type"]).toBe("LocalBusiness");
    });
  });
});
