/**
 * The DIY sauna kits as /products/diy-sauna-kits shows them, and what every kit includes. Names,
 * sizes, seats and prices are the range's (`range.ts`), where the Vakio page reads them too.
 */
import { kitsVakioOne, kitsVakioTwo, kitsVakioFour, kitsVakioSix } from "../images/library";

import type { ImageSource } from "../images/image-source";
import { kitRange } from "./range-cabins";
import { KIT_PLACES } from "./placements";
import { hourOf, hourWords, placeWords } from "./scenery";
import type { KitItem } from "../content/range-core";
import type { DiyKit, Feature } from "./schemas";
import { footprintText, measure, span } from "../format/units";

export type { DiyKit } from "./schemas";

/** Each kit's picture, by its slug: assembled, in a home of its own (`KIT_PLACES`). */
const pictures: Readonly<Record<string, ImageSource>> = {
  "vakio-one": kitsVakioOne,
  "vakio-two": kitsVakioTwo,
  "vakio-four": kitsVakioFour,
  "vakio-six": kitsVakioSix,
};

/** "1 person", "1–2 people". */
export function seatsText([fewest, most]: KitItem["seats"]): string {
  return fewest === most
    ? `${most} ${most === 1 ? "person" : "people"}`
    : `${span(fewest, most)} people`;
}

function seatsInWords([fewest, most]: KitItem["seats"]): string {
  const words = ["", "one", "two", "three", "four", "five", "six", "seven", "eight"];
  const text = fewest === most ? words[most] : `${words[fewest]} to ${words[most]}`;
  return `${text} ${most === 1 ? "person" : "people"}`;
}

/** A kit's picture in words: which kit, for how many, and where it stands assembled. */
function kitAlt(kit: KitItem): string {
  const setting = KIT_PLACES[kit.slug];
  const where = setting ? ` ${placeWords[setting.place]} ${hourWords[hourOf("day", setting)]}` : "";
  return `The ${kit.name}, the pine kit cabin for ${seatsInWords(kit.seats)}, assembled${where}`;
}

export const diyKits: DiyKit[] = kitRange.map((kit) => ({
  id: kit.slug,
  name: kit.name,
  capacity: seatsText(kit.seats),
  width: kit.width,
  depth: kit.depth,
  price: kit.price,
  image: {
    image: pictures[kit.slug]!,
    alt: kitAlt(kit),
  },
}));

/** A kit's footprint, width by depth. */
export function kitFootprint(kit: Pick<DiyKit, "width" | "depth">): string {
  return footprintText(kit);
}

/** What every kit includes, in the order a cabin goes up. */
export const kitInclusions: Feature[] = [
  {
    title: "Lock floor system",
    description:
      "Floor panels that lock together on any level base, so the cabin starts square and stays square.",
    icon: "hammer",
  },
  {
    title: "Interlocking walls",
    description:
      "Pine wall panels clad in upright tongue-and-groove boards, which slot together and lock at the corners: no board to cut, no nail to show.",
    icon: "ruler",
  },
  {
    title: "Roof structure",
    description:
      "Pre-cut beams and roof boards, sized to your kit and numbered to match the instructions.",
    icon: "shield",
  },
  {
    title: "Upper and lower bench seats",
    description: `Two tiers of smooth, knot-free benches, finished so they are kind to bare skin at ${measure(80, "°C")}.`,
    icon: "leaf",
  },
  {
    title: "Assembly instructions",
    description:
      "A step-by-step guide, drawing by drawing, with every part numbered, and our team a phone call away.",
    icon: "wrench",
  },
];
