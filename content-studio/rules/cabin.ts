/**
 * A sauna collection built to order, the developer's or one the business adds in the Studio: its
 * standard cabin ("Standard cabin"), from which the site draws its page, its card, its comparison
 * column, its sizing entry, its configurator, its plans, its spec sheet, its 3D model and its AR
 * files. The Studio's field and the site's content check hold it to these rules. A collection sold
 * as kits is offered in its smallest kit, which the site's code keeps. No imports beyond the other
 * rules, so that the Studio's dev server can load it.
 */
import {
  FRONTS,
  type MadeInDocument,
  type MadeInProblem,
  madeInProblems,
  SIZE_LIMITS,
  type StandardCabin,
  TIMBERS,
} from "./made-in";
import { fixedItem, type ItemDocument, kindOfItem } from "./range";

/**
 * Whether `document` is for a collection built to order, drawn from its standard cabin: any sauna
 * collection, the developer's or one the business added, but one sold as kits.
 */
export function drawnFromCabin(document: ItemDocument | undefined): boolean {
  return kindOfItem(document) === "sauna" && !fixedItem(document)?.pricedFromKits;
}

/** The fields of "Standard cabin", as the Studio names them. */
export const CABIN_TITLES = {
  width: "Width outside (mm)",
  depth: "Depth outside (mm)",
  height: "Height outside (mm)",
  outside: "Cladding outside",
  inside: "Lining inside",
  front: "Front",
  seatsFrom: "Fewest people it suits",
  seatsTo: "Most people it seats",
} as const;

export type CabinField = keyof typeof CABIN_TITLES;

/**
 * How tall a cabin may stand, outside, in millimetres: from the kits' height, the lowest room that
 * keeps an upper bench and a head's height of heat above it, to the tallest the workshop builds and
 * a room's ceiling usually takes.
 */
export const HEIGHT_LIMITS = { least: 2100, most: 2500 } as const;

/** How many people a cabin may be said to seat. */
export const SEAT_LIMITS = { least: 1, most: 12 } as const;

/** "Standard cabin" as a document holds it: anything may be missing or mistyped. */
export interface CabinDocument {
  width?: unknown;
  depth?: unknown;
  height?: unknown;
  outside?: unknown;
  inside?: unknown;
  front?: unknown;
  seatsFrom?: unknown;
  seatsTo?: unknown;
}

/** A standard cabin that passed its rules, as the site reads it. */
export interface CheckedCabin extends StandardCabin {
  height: number;
  seats: readonly [number, number];
}

export interface CabinProblem {
  field: CabinField | "cabin";
  message: string;
}

/**
 * The figures the words of a collection may name in braces, by its front: each collection's
 * outside width, the room's height inside, the heat on the upper bench and at full heat and the
 * upper bench's depth; a glass front adds its widest pane and the glass's thickness. The site's
 * `saunaFigures` works each out, and a unit test holds the two lists together.
 */
export const SAUNA_FIGURES = [
  "width",
  "insideHeight",
  "upperBenchHeat",
  "fullHeat",
  "upperBenchDepth",
] as const;
export const GLASS_FIGURES = ["glassWidth", "glassThickness"] as const;

/** The figures a collection's words may name, for the front its cabin has. */
export function cabinFigures(cabin: CabinDocument | undefined): string[] {
  return [...SAUNA_FIGURES, ...(cabin?.front === "glass" ? GLASS_FIGURES : [])];
}

const wholeIn = (value: unknown, least: number, most: number) =>
  typeof value === "number" && Number.isInteger(value) && value >= least && value <= most;

/** What is wrong with a collection's standard cabin, each problem on its field. */
export function cabinProblems(cabin: CabinDocument | undefined, name: string): CabinProblem[] {
  if (!cabin)
    return [
      {
        field: "cabin",
        message: `the standard ${name}: its outside size, timbers, front and seats`,
      },
    ];
  const problems: CabinProblem[] = [];
  const problem = (field: CabinField, message: string) => problems.push({ field, message });
  for (const field of ["width", "depth"] as const)
    if (!wholeIn(cabin[field], SIZE_LIMITS.least, SIZE_LIMITS.most))
      problem(
        field,
        `a whole number of millimetres, from ${SIZE_LIMITS.least} to ${SIZE_LIMITS.most}`,
      );
  if (!wholeIn(cabin.height, HEIGHT_LIMITS.least, HEIGHT_LIMITS.most))
    problem(
      "height",
      `a whole number of millimetres, from ${HEIGHT_LIMITS.least} to ${HEIGHT_LIMITS.most}`,
    );
  for (const field of ["outside", "inside"] as const)
    if (!TIMBERS.some((timber) => timber.id === cabin[field]))
      problem(field, `one of ${TIMBERS.map((timber) => timber.title).join(", ")}`);
  if (!FRONTS.some((front) => front.id === cabin.front))
    problem("front", `one of: ${FRONTS.map((front) => front.title.toLowerCase()).join("; ")}`);
  for (const field of ["seatsFrom", "seatsTo"] as const)
    if (!wholeIn(cabin[field], SEAT_LIMITS.least, SEAT_LIMITS.most))
      problem(field, `a whole number of people, from ${SEAT_LIMITS.least} to ${SEAT_LIMITS.most}`);
  if (
    typeof cabin.seatsFrom === "number" &&
    typeof cabin.seatsTo === "number" &&
    cabin.seatsFrom > cabin.seatsTo
  )
    problem("seatsTo", "at least the fewest people it suits");
  return problems;
}

/** The standard cabin of `cabin` once its rules have passed, for the rules that build on it. */
export function checkedCabin(cabin: CabinDocument | undefined): CheckedCabin | undefined {
  if (!cabin || cabinProblems(cabin, "").length) return undefined;
  return {
    width: cabin.width as number,
    depth: cabin.depth as number,
    height: cabin.height as number,
    outside: cabin.outside as string,
    inside: cabin.inside as string,
    front: cabin.front as string,
    seats: [cabin.seatsFrom as number, cabin.seatsTo as number],
  };
}

/** The standard cabin of an added collection whose "Standard cabin" is still incomplete. */
const INCOMPLETE_CABIN = { width: 0, depth: 0, outside: "", inside: "", front: "" };

/**
 * What is wrong with the "Made to order in" of a collection the business added, `name`: checked
 * against its standard cabin; while that is incomplete, only a missing "Made to order in" is named
 * (the cabin's own messages say the rest).
 */
export function addedMadeInProblems(
  madeIn: MadeInDocument | undefined,
  name: string,
  cabin: CabinDocument | undefined,
): MadeInProblem[] {
  const standard = checkedCabin(cabin);
  if (!standard && madeIn) return [];
  // Any standard will do to name a missing "Made to order in": it is compared with none.
  return madeInProblems(madeIn, { name, standard: standard ?? INCOMPLETE_CABIN });
}
