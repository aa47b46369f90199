/** The sauna aroma concentrates of /products/auroma-concentrates. */
import {
  aromasBloodOrange,
  aromasEucalyptus,
  aromasGreenApple,
  aromasPeppermint,
  aromasPineNeedle,
  aromasRose,
  aromasSandalwood,
} from "../images/library";

import { listedOnSale } from "./range";
import type { CatalogueItem } from "./schemas";
import { withWords } from "./words";
import { words as aromaWords } from "../content/generated/words/aroma";

export const aromas: CatalogueItem[] = withWords(
  aromaWords,
  listedOnSale("aroma", [
    {
      slug: "pine-needle",
      image: {
        image: aromasPineNeedle,
        alt: "A bottle of pine needle concentrate beside a pine sprig",
      },
    },
    {
      slug: "eucalyptus",
      image: {
        image: aromasEucalyptus,
        alt: "A bottle of eucalyptus concentrate beside round silver-green eucalyptus leaves",
      },
    },
    {
      slug: "sandalwood",
      image: {
        image: aromasSandalwood,
        alt: "A bottle of sandalwood concentrate beside pale sandalwood billets and chips",
      },
    },
    {
      slug: "peppermint",
      image: {
        image: aromasPeppermint,
        alt: "A bottle of peppermint concentrate beside mint leaves",
      },
    },
    {
      slug: "green-apple",
      image: {
        image: aromasGreenApple,
        alt: "A bottle of green apple concentrate beside a green apple",
      },
    },
    {
      slug: "blood-orange",
      image: {
        image: aromasBloodOrange,
        alt: "A bottle of blood orange concentrate beside a halved blood orange",
      },
    },
    {
      slug: "rose",
      image: { image: aromasRose, alt: "A bottle of rose concentrate beside a rose bloom" },
    },
  ]),
);

/** How to use them, shown on the page: a few drops in the bucket, never neat on the stones. */
export const aromaUse =
  "Add a few drops to a full bucket of water and ladle it over the stones. Never pour a concentrate neat onto the heater.";
