/**
 * The shapes the blog's queries return, checked where they enter the site: a document that
 * does not match (a post without a slug, an image without alt text) is an error, not a blank.
 */
import { z } from "zod";

// In the browser zod would probe for eval (`new Function`), which the CSP blocks and reports as a
// violation: validate without it.
z.config({ jitless: true });

export const blogImageSchema = z.object({
  alt: z.string().trim().min(1),
  caption: z.string().nullish(),
  crop: z
    .object({ top: z.number(), bottom: z.number(), left: z.number(), right: z.number() })
    .nullish(),
  hotspot: z
    .object({ x: z.number(), y: z.number(), height: z.number(), width: z.number() })
    .nullish(),
  asset: z.object({
    _id: z.string().min(1),
    url: z.string().min(1),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    lqip: z.string().nullish(),
  }),
});

export const postSummarySchema = z.object({
  title: z.string().min(1),
  slug: z.string().min(1),
  mainImage: blogImageSchema,
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

export type BlogImage = z.infer<typeof blogImageSchema>;
export type PostSummary = z.infer<typeof postSummarySchema>;
export type Post = z.infer<typeof postSchema>;
