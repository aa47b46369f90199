import { Feed } from "feed";

import { allPosts } from "~/blog/build-source.server";
import { RSS_PATH } from "~/blog/seo";
import { datasetConfig } from "~/dataset/config";
import { imageUrls } from "~/dataset/image-urls";
import { env } from "~/config/env";
import { absoluteUrl } from "~/seo/structured-data";
import { site } from "~/content/site";
import { paths } from "~/routing/paths";

/** The blog's RSS 2.0 feed, prerendered to /blog/rss.xml with every post known at build time. */
export async function loader() {
  const posts = await allPosts();
  const urls = imageUrls(datasetConfig(env));
  const feed = new Feed({
    title: `${site.name}: Sauna Insights`,
    description:
      "Guides from our sauna makers to choosing, installing and enjoying a sauna, steam room or ice bath.",
    id: absoluteUrl(paths.blog),
    link: absoluteUrl(paths.blog),
    language: "en-ZA",
    copyright: `© ${site.name}`,
    updated: posts[0] ? new Date(posts[0].publishedAt) : undefined,
    feedLinks: { rss: absoluteUrl(RSS_PATH) },
  });
  for (const post of posts) {
    const link = absoluteUrl(`/blog/${post.slug}`);
    feed.addItem({
      title: post.title,
      id: link,
      link,
      description: post.excerpt,
      date: new Date(post.publishedAt),
      image: { url: absoluteUrl(urls.fallback(post.mainImage)), type: "image/jpeg" },
    });
  }
  return new Response(feed.rss2(), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8" },
  });
}
