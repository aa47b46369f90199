/**
 * Configuring a collection on its page: what each one may be made as (its sizes, its timbers
 * outside and in, and whether it takes a glass front), a design read from the page's address and
 * written back to it, and the cabin a design builds. What a design comes to (its price, heater and
 * supply) is worked out by `design-figures.ts`, which the page loads only when it is needed.
 *
 * Pure functions on the range's data, so the page, its 3D model and the tests agree.
 *
 * PLACEHOLDERS: the size ranges and the timbers offered below are indicative, for the business to
 * confirm (`configuratorConfirmed`); until then the launch check lists them. The pricing rule is
 * the business's to set in the content studio (`design-figures.ts`), and the page calls every
 * configured price indicative, as it does the collections' own.
 */
import { type Front, frontOpenings } from "./cabin";
import { formatRand } from "../format/money";
import { kitRange } from "./range-cabins";
import {
  type CabinModel,
  type SaunaItem,
  type SaunaSlug,
  type TimberId,
} from "../content/range-core";
import { footprintText, plainText } from "../format/units";

/** Whether the business has confirmed the sizes and timbers each collection is offered in below. */
export const configuratorConfirmed = false;

/** The query parameters of a design on a sauna's page. */
export const DESIGN_PARAMS = {
  width: "width",
  depth: "depth",
  outside: "outside",
  inside: "inside",
  front: "front",
  /** For a collection sold as kits, the kit (its slug) in place of a width and a depth. */
  kit: "kit",
} as const;

/** Sizes are offered in steps of this many millimetres either side of the standard size. */
export const SIZE_STEP = 100;

/** What a collection may be made as. */
export interface SaunaOptions {
  /**
   * The outside sizes offered: every width and depth from `min` to `max` on the `SIZE_STEP` grid
   * through the standard size; or, for a collection sold as kits, exactly the kits' footprints.
   */
  sizes:
    | { kind: "grid"; width: readonly [number, number]; depth: readonly [number, number] }
    | { kind: "kits" };
  outside: readonly TimberId[];
  inside: readonly TimberId[];
  fronts: readonly CabinModel["front"][];
}

/**
 * Claddings and linings offered on the made-to-order collections: every timber the gallery and
 * the example rooms show outside or in is one a buyer can choose (the tests hold it). PLACEHOLDER.
 */
const CLADDINGS: readonly TimberId[] = [
  "thermo-pine",
  "lunawood",
  "western-red-cedar",
  "oak",
  "pine",
];
const LININGS: readonly TimberId[] = ["obeche", "pine", "western-red-cedar", "thermo-pine"];

/**
 * What each collection may be made as. The Kaelis stays a door-and-window cabin (its narrow front
 * has no room for a wall of glass) and the Elysium stays panoramic; the Vakio is the four kits,
 * in pine. Every size offered, with every front, is a room one of our heaters suits (the tests
 * hold it): a larger room is a conversation, not a configuration. PLACEHOLDER: ranges and choices
 * for the business to confirm.
 */
export const saunaOptions: Record<SaunaSlug, SaunaOptions> = {
  kaelis: {
    sizes: { kind: "grid", width: [1500, 2400], depth: [1800, 2700] },
    outside: CLADDINGS,
    inside: LININGS,
    fronts: ["door"],
  },
  aurora: {
    sizes: { kind: "grid", width: [1760, 2560], depth: [1700, 2500] },
    outside: CLADDINGS,
    inside: LININGS,
    fronts: ["glass", "door"],
  },
  loyly: {
    sizes: { kind: "grid", width: [1800, 2600], depth: [1800, 2400] },
    outside: CLADDINGS,
    inside: LININGS,
    fronts: ["door", "glass"],
  },
  elysium: {
    sizes: { kind: "grid", width: [2560, 3060], depth: [1600, 1900] },
    outside: CLADDINGS,
    inside: LININGS,
    fronts: ["glass"],
  },
  vakio: { sizes: { kind: "kits" }, outside: ["pine"], inside: ["pine"], fronts: ["door"] },
};

/** A design: the outside width and depth (mm), the two timbers and the front. */
export interface Design {
  width: number;
  depth: number;
  outside: TimberId;
  inside: TimberId;
  front: CabinModel["front"];
}

/** A collection's standard design: the cabin the catalogue describes. */
export function standardDesign(sauna: Pick<SaunaItem, "model">): Design {
  const { width, depth, outside, inside, front } = sauna.model;
  return { width, depth, outside, inside, front };
}

/** Values from `min` to `max` in `step`s through `through`. */
function grid(min: number, max: number, through: number, step = SIZE_STEP): number[] {
  const first = through - Math.floor((through - min) / step) * step;
  const values: number[] = [];
  for (let value = first; value <= max; value += step) values.push(value);
  return values;
}

/** The widths and depths offered for a collection (for kits: those of the kits). */
export function sizeChoices(sauna: Pick<SaunaItem, "slug" | "model">): {
  widths: number[];
  depths: number[];
} {
  const { sizes } = saunaOptions[sauna.slug];
  if (sizes.kind === "kits") {
    const unique = (values: number[]) => [...new Set(values)].sort((a, b) => a - b);
    return {
      widths: unique(kitRange.map((kit) => kit.width)),
      depths: unique(kitRange.map((kit) => kit.depth)),
    };
  }
  return {
    widths: grid(sizes.width[0], sizes.width[1], sauna.model.width),
    depths: grid(sizes.depth[0], sizes.depth[1], sauna.model.depth),
  };
}

/** The kit of a footprint, for a collection sold as kits. */
function kitOf(width: number, depth: number) {
  return kitRange.find((kit) => kit.width === width && kit.depth === depth);
}

/** The offered value nearest to `value`. */
function nearest(values: readonly number[], value: number): number {
  return values.reduce((best, each) =>
    Math.abs(each - value) < Math.abs(best - value) ? each : best,
  );
}

/** Anything with `get`: URLSearchParams, or FormData. */
type Params = Pick<URLSearchParams, "get">;

/**
 * The design an address asks for, held within what the collection offers: a size off the grid
 * goes to the nearest offered, a kit's footprint to the nearest kit, and a timber or front the
 * collection does not offer (or anything unreadable) stays at the standard.
 */
export function parseDesign(sauna: Pick<SaunaItem, "slug" | "model">, params: Params): Design {
  const standard = standardDesign(sauna);
  const options = saunaOptions[sauna.slug];
  const { widths, depths } = sizeChoices(sauna);
  const number = (name: string) => {
    const text = params.get(name)?.trim();
    return text && /^\d{3,5}$/.test(text) ? Number(text) : undefined;
  };
  const choice = <T extends string>(name: string, offered: readonly T[], fallback: T): T => {
    const value = params.get(name)?.trim().toLowerCase();
    return offered.find((each) => each === value) ?? fallback;
  };
  const named = kitRange.find((kit) => kit.slug === params.get(DESIGN_PARAMS.kit)?.trim());
  let width = nearest(widths, number(DESIGN_PARAMS.width) ?? standard.width);
  let depth = nearest(depths, number(DESIGN_PARAMS.depth) ?? standard.depth);
  if (options.sizes.kind === "kits" && named) {
    ({ width, depth } = named);
  } else if (options.sizes.kind === "kits" && !kitOf(width, depth)) {
    // The kit whose footprint is closest to the one asked for.
    const closest = kitRange.reduce((best, kit) =>
      Math.hypot(kit.width - width, kit.depth - depth) <
      Math.hypot(best.width - width, best.depth - depth)
        ? kit
        : best,
    );
    width = closest.width;
    depth = closest.depth;
  }
  return {
    width,
    depth,
    outside: choice(DESIGN_PARAMS.outside, options.outside, standard.outside),
    inside: choice(DESIGN_PARAMS.inside, options.inside, standard.inside),
    front: choice(DESIGN_PARAMS.front, options.fronts, standard.front),
  };
}

/**
 * The query that gives back a design: only what differs from the standard ("" for the standard),
 * a kit by its slug.
 */
export function serializeDesign(sauna: Pick<SaunaItem, "slug" | "model">, design: Design): string {
  const standard = standardDesign(sauna);
  const query = new URLSearchParams();
  const kit = designKit(sauna, design);
  for (const key of ["width", "depth", "outside", "inside", "front"] as const) {
    if (kit && (key === "width" || key === "depth")) continue;
    if (design[key] !== standard[key]) query.set(DESIGN_PARAMS[key], String(design[key]));
  }
  if (kit && (design.width !== standard.width || design.depth !== standard.depth)) {
    query.set(DESIGN_PARAMS.kit, kit.slug);
  }
  return query.toString();
}

/** The kit a design is, for a collection sold as kits. */
export function designKit(sauna: Pick<SaunaItem, "slug">, design: Design) {
  return saunaOptions[sauna.slug].sizes.kind === "kits"
    ? kitOf(design.width, design.depth)
    : undefined;
}

/** The cabin a design builds: the collection's height, with the design's size, timbers and front. */
export function designModel(sauna: Pick<SaunaItem, "model">, design: Design): CabinModel {
  return { ...sauna.model, ...design };
}

/** How a cabin's front reads in a sentence: its openings as `frontOpenings` makes them. */
export function frontName(model: Front): string {
  if (model.front === "glass") return "a wall of glass with a glass door";
  return frontOpenings(model).some((opening) => opening.kind === "window")
    ? "a glass door beside a window"
    : "a glass door";
}

/** What a design's note says of its figures, when they have been worked out. */
export interface NoteFigures {
  kit?: string;
  kw?: number;
  heaters: readonly string[];
  price?: number;
}

/**
 * The design in a few plain lines, for the enquiry's message: what it is, what it comes to (when
 * `figures` are given), and the address that opens it again (`link`, absolute).
 */
export function designNote(
  sauna: SaunaItem,
  design: Design,
  figures: NoteFigures | undefined,
  timberName: (id: TimberId) => string,
  link: string,
): string {
  const { width, depth, height } = designModel(sauna, design);
  const kit = figures?.kit ?? designKit(sauna, design)?.name;
  const lines = [
    `My design for the ${sauna.name}, as I configured it on your website:`,
    `- Size: ${width} × ${depth} × ${height} mm outside${kit ? ` (${kit})` : ""}`,
    `- Timber: ${timberName(design.outside)} outside, ${timberName(design.inside)} inside`,
    `- Front: ${frontName(designModel(sauna, design))}`,
  ];
  if (figures) {
    lines.push(
      figures.kw === undefined
        ? "- Heater: larger than your heaters' range, please advise"
        : `- Heater: ${figures.kw} kW${figures.heaters.length > 0 ? ` (${figures.heaters.join(" or ")})` : ""}`,
    );
    if (figures.price !== undefined) {
      lines.push(`- Indicative price: ${plainText(formatRand(figures.price))}`);
    }
  }
  lines.push(`- The design, with its PDF to download: ${link}`);
  return lines.join("\n");
}

/**
 * What a picture of the collection's standard cabin does not show of a design, as one sentence
 * ("This picture shows the standard Aurora, not your design: yours is 2400 × 2000 mm rather than
 * 2000 × 2000 mm and clad in Western Red Cedar rather than Thermo Pine."), or undefined for the
 * standard design. The pictures are rendered for the standard cabins only, so where one stands in
 * for a configured design (before the 3D view opens, or where it cannot be drawn) it says so.
 */
export function standardPictureNote(
  sauna: SaunaItem,
  design: Design,
  timberName: (id: TimberId) => string,
): string | undefined {
  const standard = standardDesign(sauna);
  const kit = designKit(sauna, design);
  const rather = (differs: boolean, yours: string, its: string) =>
    differs ? [`${yours} rather than ${its}`] : [];
  const parts = [
    ...rather(
      design.width !== standard.width || design.depth !== standard.depth,
      `${footprintText(design)}${kit ? ` (the ${kit.name})` : ""}`,
      footprintText(standard),
    ),
    ...rather(
      design.outside !== standard.outside,
      `clad in ${timberName(design.outside)}`,
      timberName(standard.outside),
    ),
    ...rather(
      design.inside !== standard.inside,
      `lined with ${timberName(design.inside)}`,
      timberName(standard.inside),
    ),
    ...rather(
      design.front !== standard.front,
      `made with ${frontName(designModel(sauna, design))}`,
      frontName(sauna.model),
    ),
  ];
  const last = parts.pop();
  if (!last) return undefined;
  const list = parts.length ? `${parts.join(", ")} and ${last}` : last;
  return `This picture shows the standard ${sauna.name}, not your design: yours is ${list}.`;
}
