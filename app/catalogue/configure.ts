/**
 * Configuring a collection on its page: what each one may be made as (its sizes, its timbers
 * outside and in, and whether it takes a glass front), a design read from the page's address and
 * written back to it, and the cabin a design builds. What a design comes to (its price, heater and
 * supply) is worked out by `design-figures.ts`, which the page loads only when it is needed.
 *
 * Pure functions on the range's data, so the page, its 3D model and the tests agree.
 *
 * What each collection is offered in (sizes, timbers, fronts) and the pricing rule
 * (`design-figures.ts`) are the business's, set in the content studio; until it confirms them
 * the launch check lists them.
 */
import { type Front, frontOpenings } from "./cabin";
import { formatRand } from "../format/money";
import { kitRange } from "./range-cabins";
import {
  type CabinModel,
  type SaunaItem,
  type SaunaOptions,
  type SaunaSlug,
  type TimberId,
} from "../content/range-core";
import { madeIn } from "../content/generated/made-in";
import { SIZE_STEP } from "../../content-studio/rules/made-in";
import { footprintText, plainText } from "../format/units";

/** Whether the business has confirmed, on each collection's Range item, what it is offered in. */
export const configuratorConfirmed = Object.values(madeIn).every((options) => options.confirmed);

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

/**
 * What each collection may be made as: its Range item's "Made to order in", which the content step
 * requires of every collection and holds to the rules the Studio does (the standard cabin among
 * what is offered, sizes a workshop builds); the catalogue's check adds that a heater of ours
 * suits every room offered. The page calls the configured prices indicative, as it does the
 * collections' own.
 */
export const saunaOptions: Readonly<Record<SaunaSlug, SaunaOptions>> = madeIn;

/** What the collection `slug` may be made as; every collection on sale has its options. */
export function optionsOf(slug: SaunaSlug): SaunaOptions {
  const options = saunaOptions[slug];
  if (!options) throw new Error(`The collection "${slug}" has no "Made to order in" options.`);
  return options;
}

export { SIZE_STEP };
export type { SaunaOptions };

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
  const { sizes } = optionsOf(sauna.slug);
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

/** Every outside size a collection is offered in: its kits' footprints, or each width with each depth. */
export function offeredSizes(
  sauna: Pick<SaunaItem, "slug" | "model">,
): { width: number; depth: number }[] {
  if (optionsOf(sauna.slug).sizes.kind === "kits")
    return kitRange.map(({ width, depth }) => ({ width, depth }));
  const { widths, depths } = sizeChoices(sauna);
  return widths.flatMap((width) => depths.map((depth) => ({ width, depth })));
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
  const options = optionsOf(sauna.slug);
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
  return optionsOf(sauna.slug).sizes.kind === "kits"
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
