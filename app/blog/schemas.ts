/**
 * The shapes the blog's queries return, checked where they enter the site: a document that
 * does not match (a post without a slug, an image without alt text) is an error, not a blank.
 */
import { z } from "zod";

import { imageSchema } from "../dataset/image-schema";

export const postSummarySchema = z.object({
  title: z.string().min(1),
  slug: z.string().min(1),
  mainImage: imageSchema,
  publishedAt: z.iso.datetime({ offset: true }),
  readingTime: z.number().int().positive(),
  excerpt: z.string().min(1),
});

/** Portable Text: blocks and embedded objects; the renderer decides what each type becomes. */
const portableTextItem = z.looseObject({ _type: z.string().min(1), _key: z.string().optional() });

export const postSchema = postSummarySchema.extend({
  body: z.array(portableTextItem),
});

export const postListSchema = z.array(postSummarySchema);
/** The single-post query returns null when no post has the slug. */
export const postOrNullSchema = postSchema.nullable();

export type PostSummary = z.infer<typeof postSummarySchema>;
export type Post = z.infer<typeof postSchema>;
