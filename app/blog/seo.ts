/** The blog's share images, BlogPosting JSON-LD and the feed's address, from one place. */
import { env } from "../config/env";
import { absoluteUrl, businessId, type JsonLdNode, type ShareImage } from "../seo/structured-data";
import { site } from "../content/site";
import { datasetConfig } from "../dataset/config";
import { paths } from "../routing/paths";
import { imageUrls } from "../dataset/image-urls";
import type { DatasetImage } from "~/dataset/image-schema";
import type { Post } from "./schemas";

/** The blog's RSS feed (a prerendered resource route). */
export const RSS_PATH = paths.blogRss;

const urls = imageUrls(datasetConfig(env));

/** The `<link rel="alternate">` that lets feed readers find the RSS feed from any blog page. */
export const feedLink = {
  rel: "alternate",
  type: "application/rss+xml",
  title: `${site.name}: Sauna Insights`,
  href: RSS_PATH,
};

export function blogShareImage(image: DatasetImage): ShareImage {
  const width = Math.min(image.asset.width, 1200);
  return {
    path: urls.fallback(image),
    width,
    height: Math.round((image.asset.height * width) / image.asset.width),
    alt: image.alt,
  };
}

export function blogPostingJsonLd(post: Post, path: string): JsonLdNode {
  const url = absoluteUrl(path);
  return {
    "@type": "BlogPosting",
    "@id": `${url}#article`,
    headline: post.title,
    description: post.excerpt,
    url,
    mainEntityOfPage: url,
    image: absoluteUrl(urls.fallback(post.mainImage)),
    datePublished: post.publishedAt,
    timeRequired: `PT${post.readingTime}M`,
    inLanguage: "en-ZA",
    author: { "@id": businessId },
    publisher: { "@id": businessId },
  };
}
