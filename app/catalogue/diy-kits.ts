/**
 * The DIY sauna kits as /products/diy-sauna-kits lists them, and what
 * every kit includes. The Vakio product page reads two of the sizes differently
 * (`sauna-dimensions.ts`); the README's content notes ask the business which is right.
 */
import { kitsKit0, kitsKit1, kitsKit2, kitsKit3 } from "../images/library";

import type { DiyKit, Feature } from "./schemas";
import { footprintText, measure, span } from "./units";

export type { DiyKit } from "./schemas";

/** The drawing's alt text: every kit is drawn the same way, to one scale. */
function kitAlt(capacity: string, width: number, depth: number) {
  return `An isometric drawing of the pine kit cabin for ${capacity.toLowerCase()}, assembled on a linen backdrop, its ${footprintText({ width, depth })} footprint lettered beneath`;
}

export const diyKits: DiyKit[] = [
  {
    id: "kit-0",
    name: "Kit 0",
    capacity: `${span(0, 1)} person`,
    width: 1400,
    depth: 1400,
    image: { image: kitsKit0, alt: kitAlt("One person", 1400, 1400) },
  },
  {
    id: "kit-1",
    name: "Kit 1",
    capacity: `${span(1, 2)} people`,
    width: 1850,
    depth: 1350,
    image: { image: kitsKit1, alt: kitAlt("One or two people", 1850, 1350) },
  },
  {
    id: "kit-2",
    name: "Kit 2",
    capacity: `${span(3, 4)} people`,
    width: 2100,
    depth: 1950,
    image: { image: kitsKit2, alt: kitAlt("Three or four people", 2100, 1950) },
  },
  {
    id: "kit-3",
    name: "Kit 3",
    capacity: `${span(5, 6)} people`,
    width: 2600,
    depth: 2100,
    image: { image: kitsKit3, alt: kitAlt("Five or six people", 2600, 2100) },
  },
];

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
      "Thermo-pine boards with notched corners that stack and lock without glue: no board to cut, no nail to show.",
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
