/**
 * GROQ pieces every query of the dataset shares. Drafts and release versions are filtered out
 * explicitly: groq-js, unlike the Sanity API's published perspective, would otherwise return them
 * (an export holds both).
 */

export const published = `!(_id in path("drafts.**")) && !(_id in path("versions.**"))`;

/** An image with its alt text, crop and hotspot, and its asset's URL, size and placeholder. */
export const imageProjection = `{
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
