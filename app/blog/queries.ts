/**
 * The blog's GROQ queries, with the projections they share. Projections reshape the
 * documents at the source (`"slug": slug.current`, the image's asset dereferenced), so the site
 * receives exactly what it renders; drafts are left out (app/dataset/groq.ts).
 */

import { imageProjection, published } from "../dataset/groq";

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
