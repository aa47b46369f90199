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

import { aromaRange, listedOnSale } from "./range";
import { type CardPicture, withPictures } from "./item-pictures";
import type { CatalogueItem } from "./schemas";
import { withWords } from "./words";
import { words as aromaWords } from "../content/generated/words/aroma";

/** The pictures the site renders of them, by slug, with what each shows. */
export const renderedAromas: Record<string, CardPicture> = {
  "pine-needle": {
    image: aromasPineNeedle,
    alt: "A bottle of pine needle concentrate beside a pine sprig",
  },
  eucalyptus: {
    image: aromasEucalyptus,
    alt: "A bottle of eucalyptus concentrate beside round silver-green eucalyptus leaves",
  },
  sandalwood: {
    image: aromasSandalwood,
    alt: "A bottle of sandalwood concentrate beside pale sandalwood billets and chips",
  },
  peppermint: {
    image: aromasPeppermint,
    alt: "A bottle of peppermint concentrate beside mint leaves",
  },
  "green-apple": {
    image: aromasGreenApple,
    alt: "A bottle of green apple concentrate beside a green apple",
  },
  "blood-orange": {
    image: aromasBloodOrange,
    alt: "A bottle of blood orange concentrate beside a halved blood orange",
  },
  rose: { image: aromasRose, alt: "A bottle of rose concentrate beside a rose bloom" },
};

export const aromas: CatalogueItem[] = withWords(
  aromaWords,
  listedOnSale("aroma", withPictures(aromaRange, renderedAromas)),
);

/** How to use them, shown on the page: a few drops in the bucket, never neat on the stones. */
export const aromaUse =
  "Add a few drops to a full bucket of water and ladle it over the stones. Never pour a concentrate neat onto the heater.";
