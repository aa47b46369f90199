/**
 * The comparison of the five collections and the ice bath (`/products/compare`), derived from the
 * range: each item's figures (worked out from its cabin model, the way its cabin is built and the
 * heater makers' sizing rule) and the cell every row shows for it. Pure: the page only draws it.
 *
 * Which items a phone shows comes from `?items=` (`chooseItems`), so a choice can be shared.
 */
import { paths } from "../routing/paths";

import { breakerFor, currentDrawn, supplies } from "./electrics";
import { chillerCurrentA, iceBathConstants } from "./ice-baths";
import { priceLine } from "./price";
import { includesLine } from "./price-terms";
import { kitRange } from "./range-cabins";
import {
  type EnquiryTopic,
  iceBathRange,
  type Price,
  type RangeItem,
  type SaunaItem,
  saunaRange,
} from "./range";
import { cabinSizing, outputTable, roomVolume } from "./sizing";
import { measure, size, sizeText, span } from "../format/units";
import { timberName } from "./woods";

/** What a cell shows: a figure or words (with a line of detail), a link, or that it does not apply. */
export type Cell =
  | {
      kind: "text";
      text: string;
      /** The same figure in short lines, for a narrow column (an outside size, one line a side). */
      lines?: readonly string[];
      detail?: string;
    }
  | {
      kind: "link";
      text: string;
      href: string;
      /** The link's full name, item included. */ label: string;
    }
  | { kind: "none"; /** What a screen reader says instead of the dash. */ label: string };

export const rowIds = [
  "capacity",
  "outside",
  "volume",
  "timberOutside",
  "timberInside",
  "glass",
  "heater",
  "singlePhase",
  "threePhase",
  "plans",
  "price",
] as const;
export type RowId = (typeof rowIds)[number];

export interface CompareRow {
  id: RowId;
  label: string;
  /** A short note under the label (a unit's meaning, what a figure is for). */
  note?: string;
}

/** A sauna's figures, in the units the page shows them: m³, m², kW. */
export interface SaunaFigures {
  outsideVolume: number;
  interiorVolume: number;
  glassArea: number;
  /** What the heater must be sized for: the room plus the glass, by the heater makers' rule. */
  effectiveVolume: number;
  /** The heater outputs that suit it, or undefined when the room is beyond the output table. */
  output: { minKw: number; maxKw: number; nearTop?: boolean } | undefined;
}

export interface CompareItem {
  slug: string;
  name: string;
  kind: "sauna" | "ice-bath";
  /** The item's own page, and what the enquiry form ticks for it. */
  path: string;
  topic: EnquiryTopic;
  price: Price;
  /** Undefined for the ice bath. */
  figures?: SaunaFigures;
  cells: Record<RowId, Cell>;
}

export const compareRows: readonly CompareRow[] = [
  { id: "capacity", label: "Seats" },
  { id: "outside", label: "Outside size", note: size(["W", "D", "H"]) },
  { id: "volume", label: "Room inside", note: "inside the walls, roof and floor" },
  { id: "timberOutside", label: "Timber outside" },
  { id: "timberInside", label: "Timber inside" },
  { id: "glass", label: "Glass front" },
  { id: "heater", label: "Heater output", note: "recommended" },
  { id: "singlePhase", label: supplies["single-phase"].label, note: "current and breaker" },
  { id: "threePhase", label: supplies["three-phase"].label, note: "current and breaker" },
  { id: "plans", label: "Plans" },
  { id: "price", label: "Indicative price" },
];

/* Figures --------------------------------------------------------------------------------------- */

/** Works out a sauna's volumes, glass and heater output from its cabin model. */
export function saunaFigures(sauna: SaunaItem): SaunaFigures {
  const { model } = sauna;
  const { volume, glassM2, effective, output } = cabinSizing(model);
  return {
    outsideVolume: roomVolume(model),
    interiorVolume: volume,
    glassArea: glassM2,
    effectiveVolume: effective,
    output,
  };
}

/* Cells ----------------------------------------------------------------------------------------- */

const text = (value: string, detail?: string, lines?: readonly string[]): Cell => ({
  kind: "text",
  text: value,
  ...(detail !== undefined && { detail }),
  ...(lines && { lines }),
});

const none = (label: string): Cell => ({ kind: "none", label });

/** "7.2 m³", "2.0 m²", "34.8 A": one decimal, its unit held to it. */
const oneDecimal = (value: number, unit: string) => measure(value.toFixed(1), unit);

const kwText = (kw: number) => measure(kw, "kW");

function seatsText([fewest, most]: readonly [number, number]): string {
  const people = most === 1 ? "person" : "people";
  return fewest === most ? `${most} ${people}` : `${span(fewest, most)} ${people}`;
}

function outsideCell(dimensions: { width: number; depth: number; height: number }): Cell {
  const { width, depth, height } = dimensions;
  // One line a side, in the order the row's note gives: width, depth, height.
  return text(
    sizeText(dimensions),
    undefined,
    [width, depth, height].map((mm) => measure(mm, "mm")),
  );
}

/**
 * The current a heater at `kw` draws on a supply, and the breaker its circuit needs. A cabin that
 * several outputs suit is given the smallest of them: the circuit it needs at the least, since a
 * larger heater asks more of the house and the electrician plans for the heater actually chosen.
 */
function supplyCell(kw: number, supply: keyof typeof supplies, smallestOfSeveral: boolean): Cell {
  const amps = currentDrawn(kw, supply);
  const breaker = breakerFor(amps);
  // Three phases: "3 × 13.0 A", on each live conductor.
  const perPhase = (value: number | string) =>
    supplies[supply].phases === 3 ? size([3, value], "A") : measure(value, "A");
  return text(
    perPhase(amps.toFixed(1)),
    breaker === undefined
      ? "a circuit your electrician designs"
      : `${perPhase(breaker)} breaker at ${kwText(kw)}${smallestOfSeveral ? ", the smallest heater that suits" : ""}`,
  );
}

/**
 * How many the compared cabin seats. A collection sold as kits is compared at its smallest kit's
 * size and price, so it seats what that kit seats; the line beneath gives the range of the kits.
 */
function capacityCell(sauna: SaunaItem): Cell {
  const { width, depth } = sauna.model;
  const kit = kitRange.find((each) => each.width === width && each.depth === depth);
  if (!kit) return text(seatsText(sauna.seats));
  const most = Math.max(...kitRange.map((each) => each.seats[1]));
  return text(
    seatsText(kit.seats),
    `the ${kit.name}; the ${kitRange.length} kits seat up to ${most}`,
  );
}

function saunaCells(sauna: SaunaItem, figures: SaunaFigures): Record<RowId, Cell> {
  const { model } = sauna;
  const { output } = figures;
  const largest = outputTable[outputTable.length - 1]!.kw;
  const sizedFor = `for ${oneDecimal(figures.effectiveVolume, "m³")} with its glass`;
  const noOutput = none("Depends on the heater we size with you");
  return {
    capacity: capacityCell(sauna),
    outside: outsideCell(model),
    volume: text(oneDecimal(figures.interiorVolume, "m³")),
    timberOutside: text(timberName(model.outside)),
    timberInside: text(timberName(model.inside)),
    glass: text(
      model.front === "glass" ? "Yes" : "No",
      `${oneDecimal(figures.glassArea, "m²")} of glass${model.front === "glass" ? "" : " in the door and window"}`,
    ),
    heater: output
      ? text(
          output.minKw === output.maxKw
            ? kwText(output.maxKw)
            : span(output.minKw, output.maxKw, "kW"),
          // No heater of ours leaves it below the top fifth of its range (the sizing guide's rule).
          output.nearTop ? `${sizedFor}, near the top of its range` : sizedFor,
        )
      : text(`Over ${kwText(largest)}`, `${sizedFor}: we size the heater with you`),
    singlePhase: output
      ? supplyCell(output.minKw, "single-phase", output.minKw !== output.maxKw)
      : noOutput,
    threePhase: output
      ? supplyCell(output.minKw, "three-phase", output.minKw !== output.maxKw)
      : noOutput,
    plans: sauna.plans
      ? {
          kind: "link",
          text: "Plans (PDF)",
          href: paths.planPdf(sauna.slug),
          label: `Plans of the ${sauna.name} (PDF)`,
        }
      : none("No plans: made to the size you choose"),
    price: text(
      priceLine(sauna.price),
      includesLine(
        kitRange.some((kit) => kit.width === sauna.model.width && kit.depth === sauna.model.depth)
          ? "diy-kit"
          : "sauna",
      ),
    ),
  };
}

function iceBathCells(bath: RangeItem): Record<RowId, Cell> {
  const c = iceBathConstants;
  const notApplicable = none("Not applicable");
  return {
    capacity: text(seatsText([1, 1])),
    outside: outsideCell(c.outside),
    volume: notApplicable,
    timberOutside: notApplicable,
    timberInside: notApplicable,
    glass: notApplicable,
    heater: text(measure(c.powerW, "W"), "its chiller"),
    singlePhase: text(
      oneDecimal(chillerCurrentA, "A"),
      `a ${measure(c.socketA, "A")} socket of its own`,
    ),
    threePhase: none("Not needed"),
    plans: notApplicable,
    price: text(priceLine(bath.price), includesLine("ice-bath")),
  };
}

/* The comparison -------------------------------------------------------------------------------- */

/** Every item compared, in the range's order (the collections, then the ice bath), with its cells. */
export function comparison(): CompareItem[] {
  const saunas = saunaRange.map((sauna): CompareItem => {
    const figures = saunaFigures(sauna);
    return {
      slug: sauna.slug,
      name: sauna.name,
      kind: "sauna",
      path: sauna.path,
      topic: sauna.topic,
      price: sauna.price,
      figures,
      cells: saunaCells(sauna, figures),
    };
  });
  const baths = iceBathRange.map((bath): CompareItem => ({
    slug: bath.slug,
    name: bath.name,
    kind: "ice-bath",
    path: bath.path,
    topic: bath.topic,
    price: bath.price,
    cells: iceBathCells(bath),
  }));
  return [...saunas, ...baths];
}

/* The choice on a phone ------------------------------------------------------------------------- */

export { ITEMS_PARAM } from "../routing/paths";
export const MIN_CHOSEN = 2;
export const MAX_CHOSEN = 3;

/**
 * The items to show, from the values of `?items=` (each may hold several slugs, comma-separated,
 * as a link writes them; a form sends one value per box): known slugs only, each once, at most
 * three. One known slug is paired with the first other item; none, with the first two.
 */
export function chooseItems(values: readonly string[], known: readonly string[]): string[] {
  const asked = values.flatMap((value) => value.split(",")).map((slug) => slug.trim());
  const chosen = [...new Set(asked.filter((slug) => known.includes(slug)))].slice(0, MAX_CHOSEN);
  for (const slug of known) {
    if (chosen.length >= MIN_CHOSEN) break;
    if (!chosen.includes(slug)) chosen.push(slug);
  }
  return chosen;
}

/** What one tap on a box did to the choice, so that the page can say it. */
export type ChoiceChange =
  | { kind: "added" | "removed"; slug: string }
  /** The choice was full: the one chosen longest ago made way. */
  | { kind: "replaced"; slug: string; replaced: string }
  /** The choice was as small as it can be: the box stays ticked. */
  | { kind: "kept"; slug: string };

/**
 * The choice after a tap on one box, `current` in the order the items were chosen (oldest
 * first). A tap on another item when the choice is full shows that item in place of the one
 * chosen longest ago, rather than doing nothing: the tap says which item the visitor wants to
 * see, and making them find and untick one first costs a second tap and a search. The page says
 * which item made way, so nothing leaves the table unannounced. Unticking below two is refused
 * (and said): one column compares nothing.
 */
export function toggleChoice(
  current: readonly string[],
  slug: string,
  checked: boolean,
): { chosen: string[]; change: ChoiceChange } {
  if (!checked) {
    if (!current.includes(slug)) return { chosen: [...current], change: { kind: "removed", slug } };
    if (current.length <= MIN_CHOSEN)
      return { chosen: [...current], change: { kind: "kept", slug } };
    return { chosen: current.filter((each) => each !== slug), change: { kind: "removed", slug } };
  }
  if (current.includes(slug)) return { chosen: [...current], change: { kind: "added", slug } };
  if (current.length < MAX_CHOSEN)
    return { chosen: [...current, slug], change: { kind: "added", slug } };
  const [replaced, ...rest] = current;
  return { chosen: [...rest, slug], change: { kind: "replaced", slug, replaced: replaced! } };
}

/** What the page adds to "Showing the …" after a change it would not be plain from the boxes. */
export function choiceMessage(change: ChoiceChange, nameOf: (slug: string) => string): string {
  const words = ["", "", "two", "three", "four"];
  if (change.kind === "replaced")
    return `The ${nameOf(change.replaced)} made way for the ${nameOf(change.slug)}: a phone shows ${words[MAX_CHOSEN] ?? MAX_CHOSEN} at a time.`;
  if (change.kind === "kept")
    return `The comparison needs ${words[MIN_CHOSEN] ?? MIN_CHOSEN}: choose another before you remove the ${nameOf(change.slug)}.`;
  return "";
}
