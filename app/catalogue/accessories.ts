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

import { accessoryRange, listedOnSale } from "./range";
import { type CardPicture, withPictures } from "./item-pictures";
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

/** The pictures the site renders of them, by slug, with what each shows. */
export const renderedAccessories: Record<string, CardPicture> = {
  "sand-timer-wall": {
    image: accessoriesSandTimerWall,
    alt: "A slim dark wooden board on the wall holding a glass sand timer between two turned cedar cups",
  },
  "sand-timer-classic": {
    image: accessoriesSandTimerClassic,
    alt: "A free-standing hourglass with turned cedar ends, the sand half run through",
  },
  "thermo-hygrometer": {
    image: accessoriesThermoHygrometer,
    alt: "A cedar frame on the wall holding two round dials, a thermometer and a hygrometer",
  },
  "cedar-bucket": {
    image: accessoriesCedarBucket,
    alt: "A cedar sauna bucket with two dark hoops, a steel liner and a wooden handle",
  },
  "cedar-spoon": {
    image: accessoriesCedarSpoon,
    alt: "A long cedar sauna spoon with a round bowl, lying on its side",
  },
  "brand-set": {
    image: accessoriesBrandSet,
    alt: "A dark thermo-wood bucket with a matching ladle resting in it",
  },
  "brand-ladle": {
    image: accessoriesBrandLadle,
    alt: "A slim ladle with a long dark-wood handle and a deep steel cup, lying on its side",
  },
  "brand-neck-rest": {
    image: accessoriesBrandNeckRest,
    alt: "A dark wooden neck rest: slats across two curved supports",
  },
  "brand-thermometer": {
    image: accessoriesBrandThermometer,
    alt: "A round thermometer with one dial in a dark wooden surround",
  },
};

export const accessories: CatalogueItem[] = withWords(
  accessoryWords,
  listedOnSale("accessory", withPictures(accessoryRange, renderedAccessories)),
  accessoryFigures,
);
