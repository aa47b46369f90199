/** The sauna accessories of /products/accessories, in the order the page shows them. */
import {
  accessoriesBrandLadle,
  accessoriesBrandNeckRest,
  accessoriesBrandSet,
  accessoriesBrandThermometer,
  accessoriesCedarBucket,
  accessoriesCedarSpoon,
  accessoriesSandTimerClassic,
  accessoriesSandTimerWall,
  accessoriesThermoHygrometer,
} from "../images/library";

import { listedOnSale } from "./range";
import type { CatalogueItem } from "./schemas";
import { measure } from "../format/units";
import { withWords } from "./words";
import { words as accessoryWords } from "../content/generated/words/accessory";

/** The figures an accessory's words name, as `{highestTemperature}`. */
export const accessoryFigures = {
  "thermo-hygrometer": {
    highestTemperature: measure(120, "°C"),
    highestHumidity: measure(100, "% RH"),
  },
};

export const accessories: CatalogueItem[] = withWords(
  accessoryWords,
  listedOnSale("accessory", [
    {
      slug: "sand-timer-wall",
      image: {
        image: accessoriesSandTimerWall,
        alt: "A slim dark wooden board on the wall holding a glass sand timer between two turned cedar cups",
      },
    },
    {
      slug: "sand-timer-classic",
      image: {
        image: accessoriesSandTimerClassic,
        alt: "A free-standing hourglass with turned cedar ends, the sand half run through",
      },
    },
    {
      slug: "thermo-hygrometer",
      image: {
        image: accessoriesThermoHygrometer,
        alt: "A cedar frame on the wall holding two round dials, a thermometer and a hygrometer",
      },
    },
    {
      slug: "cedar-bucket",
      image: {
        image: accessoriesCedarBucket,
        alt: "A cedar sauna bucket with two dark hoops, a steel liner and a wooden handle",
      },
    },
    {
      slug: "cedar-spoon",
      image: {
        image: accessoriesCedarSpoon,
        alt: "A long cedar sauna spoon with a round bowl, lying on its side",
      },
    },
    {
      slug: "brand-set",
      image: {
        image: accessoriesBrandSet,
        alt: "A dark thermo-wood bucket with a matching ladle resting in it",
      },
    },
    {
      slug: "brand-ladle",
      image: {
        image: accessoriesBrandLadle,
        alt: "A slim ladle with a long dark-wood handle and a deep steel cup, lying on its side",
      },
    },
    {
      slug: "brand-neck-rest",
      image: {
        image: accessoriesBrandNeckRest,
        alt: "A dark wooden neck rest: slats across two curved supports",
      },
    },
    {
      slug: "brand-thermometer",
      image: {
        image: accessoriesBrandThermometer,
        alt: "A round thermometer with one dial in a dark wooden surround",
      },
    },
  ]),
  accessoryFigures,
);
