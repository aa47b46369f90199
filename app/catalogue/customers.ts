/**
 * The 17 customers shown in the logo strip (SPEC §2, §9).
 * PLACEHOLDERS: these names are invented and belong to no real business. Replace them with the
 * business's real clients (and their permission) before launch; see the README's content notes.
 */
import { z } from "zod";

export const wordmarkStyles = ["serif", "serif-italic", "sans-caps", "sans-light", "mono"] as const;

const customerSchema = z.object({
  name: z.string().min(2),
  /** How the placeholder wordmark is set, so the strip reads as seventeen different brands. */
  style: z.enum(wordmarkStyles),
});

export type Customer = z.infer<typeof customerSchema>;

export const customers: Customer[] = z
  .array(customerSchema)
  .length(17)
  .parse([
    { name: "Halden House", style: "serif" },
    { name: "Kestrel", style: "sans-caps" },
    { name: "Marula Grove", style: "serif-italic" },
    { name: "Stillwater", style: "sans-light" },
    { name: "Oakmere", style: "serif" },
    { name: "North Ridge", style: "sans-caps" },
    { name: "Amberleigh", style: "serif-italic" },
    { name: "Fynbos & Stone", style: "sans-light" },
    { name: "Tallow", style: "mono" },
    { name: "Kloofside", style: "serif" },
    { name: "Emberline", style: "sans-caps" },
    { name: "The Quiet Room", style: "serif-italic" },
    { name: "Sandveld", style: "sans-light" },
    { name: "Birchwood", style: "serif" },
    { name: "Veldt Studio", style: "mono" },
    { name: "Lowveld Lodge", style: "sans-caps" },
    { name: "Cedar & Salt", style: "serif-italic" },
  ]);
