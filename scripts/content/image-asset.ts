/**
 * An image file as Sanity stores it: named after its SHA-1 and size (`{sha1}-{width}x{height}.jpg`),
 * with an asset document `image-{sha1}-{width}x{height}-jpg` that records its size and a small
 * blurred placeholder. The embedded dataset's images are made this way (scripts/blog/render-images.ts),
 * so an image keeps its id when it is imported into a Sanity project, which names an uploaded file
 * by the same rule.
 */
import { createHash } from "node:crypto";

import sharp from "sharp";

import { EMBEDDED_PROJECT_ID } from "../../app/dataset/config";

export type AssetDocument = Record<string, unknown> & { _id: string; _type: string };

/** The file name and asset document of the image `data`, in the embedded dataset's folder. */
export async function imageAsset(
  data: Buffer,
  originalFilename: string,
  { dataset = "production", now = new Date().toISOString() } = {},
): Promise<{ file: string; asset: AssetDocument }> {
  const { width, height, format, hasAlpha } = await sharp(data).metadata();
  if (!width || !height || !format) throw new Error(`${originalFilename} is not an image`);
  const extension = format === "jpeg" ? "jpg" : format;
  const sha1 = createHash("sha1").update(data).digest("hex");
  const file = `${sha1}-${width}x${height}.${extension}`;
  const lqip = await sharp(data).resize(20).jpeg({ quality: 50 }).toBuffer();
  return {
    file,
    asset: {
      _id: `image-${sha1}-${width}x${height}-${extension}`,
      _type: "sanity.imageAsset",
      _createdAt: now,
      _updatedAt: now,
      assetId: sha1,
      extension,
      mimeType: `image/${format}`,
      originalFilename,
      path: `images/${EMBEDDED_PROJECT_ID}/${dataset}/${file}`,
      url: `/images/${EMBEDDED_PROJECT_ID}/${dataset}/${file}`,
      sha1hash: sha1,
      size: data.length,
      metadata: {
        _type: "sanity.imageMetadata",
        dimensions: {
          _type: "sanity.imageDimensions",
          width,
          height,
          aspectRatio: width / height,
        },
        lqip: `data:image/jpeg;base64,${lqip.toString("base64")}`,
        hasAlpha: Boolean(hasAlpha),
        isOpaque: !hasAlpha,
      },
    },
  };
}
