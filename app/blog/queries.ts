/**
 * The blog's GROQ queries, with the projections they share. Projections reshape the
 * documents at the source (`"slug": slug.current`, the image's asset dereferenced), so the site
 * receives exactly what it renders. Drafts are filtered out explicitly: groq-js, unlike the
 * Sanity API's published perspective, would otherwise return them.
 */

const published = `!(_id in path("drafts.**"))`;

/** An image with its alt text, crop and hotspot, and its asset's URL, size and placeholder. */
const imageProjection = `{
  alt,
  caption,
  crop,
  hotspot,
  "asset": asset->{
    _id,
    url,
    "width": metadata.dimensions.width,
    "height": metadata.dimensions.height,
    "lqip": metadata.lqip
  }
}`;

const summaryFields = `
  title,
  "slug": slug.current,
  "mainImage": mainImage${imageProjection},
  publishedAt,
  readingTime,
  excerpt`;

/** The newest posts first, the first `$limit` of them (the list's page size grows by 3). */
export const POSTS_QUERY = `*[_type == "post" && defined(slug.current) && ${published}]
  | order(publishedAt desc) [0...$limit] {${summaryFields}
}`;

/** The post whose slug is `$slug`, with its body; images in the body get their assets too. */
export const POST_QUERY = `*[_type == "post" && slug.current == $slug && ${published}][0] {${summaryFields},
  body[]{
    ...,
    _type == "image" => ${imageProjection}
  }
}`;

/** Every published slug with its date, for the prerender list, the sitemap and the feed. */
export const ALL_POSTS_QUERY = `*[_type == "post" && defined(slug.current) && ${published}]
  | order(publishedAt desc) {${summaryFields}
}`;

/** Posts per page of the list, and how many more each 'Load More Articles' asks for. */
export const PAGE_SIZE = 3;
