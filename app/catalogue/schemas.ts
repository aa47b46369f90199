/**
 * zod schemas of the catalogue. They run at build time (react-router.config.ts calls
 * `validateCatalogue`) and in the unit tests, never in the browser: data modules import only the
 * inferred types, so zod stays out of the bundle.
 */
import { z } from "zod";

export const wordmarkStyles = ["serif", "serif-italic", "sans-caps", "sans-light", "mono"] as const;

export const customerSchema = z.object({
  name: z.string().min(2),
  /** How the placeholder wordmark is set, so the strip reads as seventeen different brands. */
  style: z.enum(wordmarkStyles),
});
export type Customer = z.infer<typeof customerSchema>;
