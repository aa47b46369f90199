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

import { listed } from "./range";
import type { CatalogueItem } from "./schemas";
import { measure } from "../format/units";
import { withWords } from "./words";

export const accessories: CatalogueItem[] = withWords([
  {
    ...listed("accessory", "sand-timer-wall"),
    description:
      "A fifteen-minute glass on a slim wooden board that mounts on the sauna wall, turned once as you settle on the bench.",
    image: {
      image: accessoriesSandTimerWall,
      alt: "A slim dark wooden board on the wall holding a glass sand timer between two turned cedar cups",
    },
  },
  {
    ...listed("accessory", "sand-timer-classic"),
    description:
      "A free-standing hourglass with turned cedar ends, for the bench or the shelf outside the door.",
    image: {
      image: accessoriesSandTimerClassic,
      alt: "A free-standing hourglass with turned cedar ends, the sand half run through",
    },
  },
  {
    ...listed("accessory", "thermo-hygrometer"),
    description: `Two dials in one wooden frame: the temperature from 0 to ${measure(120, "°C")} and the humidity from 0 to ${measure(100, "% RH")}.`,
    image: {
      image: accessoriesThermoHygrometer,
      alt: "A cedar frame on the wall holding two round dials, a thermometer and a hygrometer",
    },
  },
  {
    ...listed("accessory", "cedar-bucket"),
    description:
      "A three-litre bucket of cedar staves with dark metal hoops and a stainless liner, so it never dries out or leaks.",
    image: {
      image: accessoriesCedarBucket,
      alt: "A cedar sauna bucket with two dark hoops, a steel liner and a wooden handle",
    },
  },
  {
    ...listed("accessory", "cedar-spoon"),
    description:
      "A long-handled spoon carved from cedar, for pouring water on the stones without reaching over the heater.",
    image: {
      image: accessoriesCedarSpoon,
      alt: "A long cedar sauna spoon with a round bowl, lying on its side",
    },
  },
  {
    ...listed("accessory", "brand-set"),
    description:
      "A matched bucket and ladle in dark thermo-wood with a quiet, modern line, made to sit together on the bench.",
    image: {
      image: accessoriesBrandSet,
      alt: "A dark thermo-wood bucket with a matching ladle resting in it",
    },
  },
  {
    ...listed("accessory", "brand-ladle"),
    description:
      "The set's ladle on its own: a slim handle and a deep cup that carries just enough water for a soft löyly.",
    image: {
      image: accessoriesBrandLadle,
      alt: "A slim ladle with a long dark-wood handle and a deep steel cup, lying on its side",
    },
  },
  {
    ...listed("accessory", "brand-neck-rest"),
    description:
      "Curved slats on two shaped supports that cradle the head and neck when you lie on the upper bench.",
    image: {
      image: accessoriesBrandNeckRest,
      alt: "A dark wooden neck rest: slats across two curved supports",
    },
  },
  {
    ...listed("accessory", "brand-thermometer"),
    description:
      "A single clear dial in a dark wooden surround, in the same design line as the bucket, ladle and neck rest.",
    image: {
      image: accessoriesBrandThermometer,
      alt: "A round thermometer with one dial in a dark wooden surround",
    },
  },
]);
