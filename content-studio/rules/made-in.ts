/**
 * What each sauna collection can be made as, as the business sets it on its Range item ("Made
 * to order in"): the outside widths and depths offered, the timbers it may be clad and lined in,
 * and the fronts it takes. The collection's page offers exactly these in its configurator, and a
 * design's address asking for anything else is brought back within them. The Studio's fields and the site's content
 * check hold them to these rules; the site's catalogue check adds one it can only work out with
 * the heaters' figures: that a heater of ours suits every room offered. No imports beyond the
 * other rules, so that the Studio's dev server can load it.
 */
import type { StudioRangeItem } from "./range";

/** The timbers a cabin may be clad or lined in, as the site and the configurator name them. */
export const TIMBERS = [
  { id: "pine", title: "Pine" },
  { id: "thermo-pine", title: "Thermo-pine" },
  { id: "lunawood", title: "Lunawood" },
  { id: "obeche", title: "Obeche" },
  { id: "western-red-cedar", title: "Western red cedar" },
  { id: "oak", title: "Oak" },
] as const;

/** The fronts a cabin may have. */
export const FRONTS = [
  { id: "door", title: "A glass door and window" },
  { id: "glass", title: "A wall of glass" },
] as const;

/** The sizes a cabin may be offered in, outside, in millimetres: what the workshop builds. */
export const SIZE_LIMITS = { least: 1200, most: 4000 } as const;

/** Sizes are offered in steps of this many millimetres either side of the standard size. */
export const SIZE_STEP = 100;

/** The fields of "Made to order in", as the Studio names them. */
export const MADE_IN_TITLES = {
  widthFrom: "Narrowest (mm)",
  widthTo: "Widest (mm)",
  depthFrom: "Shallowest (mm)",
  depthTo: "Deepest (mm)",
  outside: "Cladding outside",
  inside: "Lining inside",
  fronts: "Fronts",
} as const;

export type MadeInField = keyof typeof MADE_IN_TITLES;

/** "Made to order in" as a document holds it: anything may be missing or mistyped. */
export interface MadeInDocument {
  widthFrom?: unknown;
  widthTo?: unknown;
  depthFrom?: unknown;
  depthTo?: unknown;
  outside?: unknown;
  inside?: unknown;
  fronts?: unknown;
  confirmed?: unknown;
}

/** A collection's standard cabin, which every collection offers. */
export interface StandardCabin {
  width: number;
  depth: number;
  outside: string;
  inside: string;
  front: string;
}

export interface MadeInProblem {
  field: MadeInField | "madeIn";
  message: string;
}

const timberTitle = (id: string) => TIMBERS.find((timber) => timber.id === id)?.title ?? id;
const frontTitle = (id: string) => FRONTS.find((front) => front.id === id)?.title ?? id;

/**
 * What is wrong with `madeIn` for `item` (a collection), each problem on the field it is in:
 * nothing for a collection whose words are fine. A collection sold as kits is made as its kits,
 * so its sizes are the kits' and it holds none.
 */
export function madeInProblems(
  madeIn: MadeInDocument | undefined,
  item: Pick<StudioRangeItem, "name" | "pricedFromKits" | "standard">,
): MadeInProblem[] {
  const standard = item.standard;
  if (!standard)
    return madeIn ? [{ field: "madeIn", message: "only a sauna collection has it" }] : [];
  if (!madeIn)
    return [
      {
        field: "madeIn",
        message: `what the ${item.name} can be made in: its sizes, timbers and fronts`,
      },
    ];
  const problems: MadeInProblem[] = [];
  const problem = (field: MadeInField, message: string) => problems.push({ field, message });

  const sizes = [
    ["widthFrom", "widthTo", standard.width, "wide"],
    ["depthFrom", "depthTo", standard.depth, "deep"],
  ] as const;
  for (const [fromField, toField, through, measure] of sizes) {
    const from = madeIn[fromField];
    const to = madeIn[toField];
    if (item.pricedFromKits) {
      if (from !== undefined || to !== undefined)
        problem(
          from !== undefined ? fromField : toField,
          `the ${item.name} is made as its kits, in their sizes: clear it`,
        );
      continue;
    }
    for (const [field, value] of [
      [fromField, from],
      [toField, to],
    ] as const) {
      if (typeof value !== "number" || !Number.isInteger(value))
        problem(field, "a whole number of millimetres");
      else if (value < SIZE_LIMITS.least || value > SIZE_LIMITS.most)
        problem(field, `between ${SIZE_LIMITS.least} and ${SIZE_LIMITS.most} mm`);
    }
    if (typeof from === "number" && from > through)
      problem(
        fromField,
        `at most ${through} mm: the standard ${item.name} is ${through} mm ${measure}`,
      );
    if (typeof to === "number" && to < through)
      problem(
        toField,
        `at least ${through} mm: the standard ${item.name} is ${through} mm ${measure}`,
      );
  }

  const lists = [
    ["outside", TIMBERS, standard.outside, timberTitle],
    ["inside", TIMBERS, standard.inside, timberTitle],
    ["fronts", FRONTS, standard.front, frontTitle],
  ] as const;
  for (const [field, known, ofStandard, title] of lists) {
    const value = madeIn[field];
    if (!Array.isArray(value) || value.length === 0) {
      problem(field, "at least one");
      continue;
    }
    const unknown = value.find((each) => !known.some((option) => option.id === each));
    if (unknown !== undefined) problem(field, `"${String(unknown)}" is not one the site knows`);
    else if (new Set(value).size !== value.length) problem(field, "each once");
    else if (!value.includes(ofStandard))
      problem(
        field,
        `${title(ofStandard).toLowerCase()}, at least: the standard ${item.name} has it`,
      );
  }
  return problems;
}

/** What the Studio and the content step say of "Size confirmed" on an item that is not a kit. */
export const SIZE_CONFIRMED_ON_KITS_ONLY = "only a DIY kit's size is confirmed here; turn it off";
