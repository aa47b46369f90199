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

export const aromas: CatalogueItem[] = withWords([
  {
    ...listed("aroma", "pine-needle"),
    description:
      "Green, resinous and bright: the smell of a forest after rain, and the most traditional sauna scent of all.",
    image: {
      image: aromasPineNeedle,
      alt: "A bottle of pine needle concentrate beside a pine sprig",
    },
  },
  {
    ...listed("aroma", "eucalyptus"),
    description:
      "Cool and clearing, it opens the airways with the first ladle of water: a favourite after a long week.",
    image: {
      image: aromasEucalyptus,
      alt: "A bottle of eucalyptus concentrate beside round silver-green eucalyptus leaves",
    },
  },
  {
    ...listed("aroma", "sandalwood"),
    description: "Warm, soft and woody, with a creamy depth that suits a slow evening session.",
    image: {
      image: aromasSandalwood,
      alt: "A bottle of sandalwood concentrate beside pale sandalwood billets and chips",
    },
  },
  {
    ...listed("aroma", "peppermint"),
    description:
      "Fresh and tingling, a lift for the morning sauna and a natural partner to the cold plunge after.",
    image: {
      image: aromasPeppermint,
      alt: "A bottle of peppermint concentrate beside mint leaves",
    },
  },
  {
    ...listed("aroma", "green-apple"),
    description: "Crisp and lightly sweet, a playful scent that children and guests tend to love.",
    image: {
      image: aromasGreenApple,
      alt: "A bottle of green apple concentrate beside a green apple",
    },
  },
  {
    ...listed("aroma", "blood-orange"),
    description: "Sunny citrus with a darker, berry-like edge, for summer evenings on the terrace.",
    image: {
      image: aromasBloodOrange,
      alt: "A bottle of blood orange concentrate beside a halved blood orange",
    },
  },
  {
    ...listed("aroma", "rose"),
    description: "Soft and floral without being sweet, a gentle scent for a long, quiet sauna.",
    image: { image: aromasRose, alt: "A bottle of rose concentrate beside a rose bloom" },
  },
]);

/** How to use them, shown on the page: a few drops in the bucket, never neat on the stones. */
export const aromaUse =
  "Add a few drops to a full bucket of water and ladle it over the stones. Never pour a concentrate neat onto the heater.";
