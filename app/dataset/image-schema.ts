/**
 * An image as every query of the dataset returns it (a post's cover, a photograph, a client's
 * portrait): alt text required, Sanity's crop and hotspot, and the asset's address, size and
 * blurred placeholder. A document whose image does not match is an error where it enters the site.
 */
import { z } from "zod";

// In the browser zod would probe for eval (`new Function`), which the CSP blocks and reports as a
// violation: validate without it.
z.config({ jitless: true });

export const imageSchema = z.object({
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

export type DatasetImage = z.infer<typeof imageSchema>;
