/**
 * The one SEO helper every route's `meta` calls: title template, description, canonical URL,
 * Open Graph and Twitter tags, and JSON-LD (the site-wide LocalBusiness plus the page's own nodes).
 */
import type { MetaDescriptor } from "react-router";

import { DRAFTS_ROBOTS, draftsBuild } from "~/config/drafts";
import { site } from "~/content/site";

import {
  absoluteUrl,
  localBusiness,
  shareImage,
  type JsonLdNode,
  type ShareImage,
} from "./structured-data";

export type PageSeo = {
  /** The page's own title; the site name is appended. */
  title: string;
  description: string;
  /** The page's path, e.g. "/about"; it becomes the canonical URL. */
  path: string;
  image?: ShareImage;
  keywords?: readonly string[];
  type?: "website" | "article";
  /**
   * Pages that must not be indexed (404, thank-you). They get no canonical link. Every page of the
   * editors' preview of drafts is one.
   */
  noindex?: boolean;
  jsonLd?: readonly JsonLdNode[];
};

export function pageTitle(title: string): string {
  return `${title} | ${site.name}`;
}

export function canonicalUrl(path: string): string {
  // Always a path on this site: "//host/x" must not be read as another host.
  const url = new URL(`/${path.replace(/^\/+/, "")}`, `${site.url}/`);
  url.search = "";
  url.hash = "";
  // One spelling per page: no trailing slash except for the home page.
  if (url.pathname !== "/") url.pathname = url.pathname.replace(/\/+$/, "");
  return url.href;
}

export function seo(page: PageSeo): MetaDescriptor[] {
  const title = pageTitle(page.title);
  const url = canonicalUrl(page.path);
  const image = page.image ?? shareImage;
  const imageUrl = absoluteUrl(image.path);

  const tags: MetaDescriptor[] = [{ title }, { name: "description", content: page.description }];
  if (page.keywords?.length) tags.push({ name: "keywords", content: page.keywords.join(", ") });
  // A page kept out of the index has no address of its own to advertise (the prerendered 404 page
  // answers every unknown path), so it gets neither a canonical link nor og:url.
  if (draftsBuild) {
    tags.push({ name: "robots", content: DRAFTS_ROBOTS });
  } else if (page.noindex) {
    tags.push({ name: "robots", content: "noindex, follow" });
  } else {
    tags.push(
      { tagName: "link", rel: "canonical", href: url },
      { property: "og:url", content: url },
    );
  }
  tags.push(
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: "en_ZA" },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:image", content: imageUrl },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: imageUrl },
    { name: "twitter:image:alt", content: image.alt },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@graph": [localBusiness(), ...(page.jsonLd ?? [])],
      },
    },
  );
  return tags;
}
