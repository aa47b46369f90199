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

import { listed } from "./range";
import type { CatalogueItem } from "./schemas";
import { withWords } from "./words";
import { words as aromaWords } from "../content/generated/words/aroma";

export const aromas: CatalogueItem[] = withWords(aromaWords, [
  {
    ...listed("aroma", "pine-needle"),
    image: {
      image: aromasPineNeedle,
      alt: "A bottle of pine needle concentrate beside a pine sprig",
    },
  },
  {
    ...listed("aroma", "eucalyptus"),
    image: {
      image: aromasEucalyptus,
      alt: "A bottle of eucalyptus concentrate beside round silver-green eucalyptus leaves",
    },
  },
  {
    ...listed("aroma", "sandalwood"),
    image: {
      image: aromasSandalwood,
      alt: "A bottle of sandalwood concentrate beside pale sandalwood billets and chips",
    },
  },
  {
    ...listed("aroma", "peppermint"),
    image: {
      image: aromasPeppermint,
      alt: "A bottle of peppermint concentrate beside mint leaves",
    },
  },
  {
    ...listed("aroma", "green-apple"),
    image: {
      image: aromasGreenApple,
      alt: "A bottle of green apple concentrate beside a green apple",
    },
  },
  {
    ...listed("aroma", "blood-orange"),
    image: {
      image: aromasBloodOrange,
      alt: "A bottle of blood orange concentrate beside a halved blood orange",
    },
  },
  {
    ...listed("aroma", "rose"),
    image: { image: aromasRose, alt: "A bottle of rose concentrate beside a rose bloom" },
  },
]);

/** How to use them, shown on the page: a few drops in the bucket, never neat on the stones. */
export const aromaUse =
  "Add a few drops to a full bucket of water and ladle it over the stones. Never pour a concentrate neat onto the heater.";
