/**
 * The ice bath's details as the business writes them on its Range item: its Technical tab (rows
 * of a label and a value), its care routines (the Maintenance tab, which the warranty guide
 * repeats) and what to consider before ordering. The Studio's fields and the site's content check
 * hold them to these rules: words in every part, of a length the page sets well, no figure typed
 * out (a figure is named in braces, `{power}`, as in the item's other words), an icon the site
 * draws, at least one of each and a step in every routine, and none of them on any other item.
 * No imports beyond the other rules, so that the Studio's dev server can load it.
 */
import { type ItemDocument, kindOfItem } from "./range";
import { FEATURE_ICONS, itemWords } from "./words";

/** The kind of item whose page has these details: the ice bath. */
export const DETAILED_KIND = "ice-bath";

/** The details' fields on a Range item, in the order its page shows them. */
export const DETAIL_FIELDS = ["technical", "maintenance", "considerations"] as const;
export type DetailField = (typeof DETAIL_FIELDS)[number];

/** Each field's name as the Studio shows it. */
export const DETAIL_TITLES: Readonly<Record<DetailField, string>> = {
  technical: "Technical details",
  maintenance: "Care routines",
  considerations: "Before you order",
};

/** How many of each list, and how many characters in each text, from fewest to most. */
export const DETAIL_LIMITS = {
  technical: [1, 14],
  label: [3, 30],
  value: [3, 120],
  maintenance: [1, 6],
  routineTitle: [3, 40],
  routineDescription: [40, 200],
  steps: [1, 10],
  step: [10, 200],
  considerations: [1, 6],
  considerationTitle: [3, 40],
  consideration: [40, 400],
} as const;

/** A text of the details: a row's label or value, a routine's parts, a consideration's. */
export type DetailText =
  | "label"
  | "value"
  | "routineTitle"
  | "routineDescription"
  | "step"
  | "considerationTitle"
  | "consideration";

/** A list of the details: the fields themselves, and a routine's steps. */
export type DetailList = DetailField | "steps";

/** What each list holds, as an editor counts it. */
const COUNTED: Readonly<Record<DetailList, string>> = {
  technical: "rows",
  maintenance: "routines",
  steps: "steps",
  considerations: "considerations",
};

/** True, or what is wrong with `text` as the `part` of item `slug`'s details, in an editor's words. */
export function detailText(slug: string, part: DetailText, text: unknown): true | string {
  if (typeof text !== "string" || !text.trim()) return "Words are required here";
  const [low, high] = DETAIL_LIMITS[part];
  const { length } = text.trim();
  if (length < low || length > high) return `${low} to ${high} characters: this has ${length}`;
  return itemWords(slug, text);
}

/** True, or what is wrong with how many entries `value` holds as the list `list`. */
export function detailCount(list: DetailList, value: unknown): true | string {
  const count = Array.isArray(value) ? value.length : 0;
  const [low, high] = DETAIL_LIMITS[list];
  if (count >= low && count <= high) return true;
  return `${low} to ${high} ${COUNTED[list]}: ${count === 0 ? "there are none" : `there are ${count}`}`;
}

/** True, or why `icon` is not one the site draws. */
export function detailIcon(icon: unknown): true | string {
  return FEATURE_ICONS.some(({ value }) => value === icon)
    ? true
    : `One of the icons the Studio offers: ${FEATURE_ICONS.map(({ value }) => value).join(", ")}`;
}

/**
 * True, or what is wrong with a whole field of the details on `document`: on the ice bath, how
 * many entries it holds; on any other item, that it holds any.
 */
export function detailField(
  document: ItemDocument | undefined,
  field: DetailField,
  value: unknown,
): true | string {
  if (kindOfItem(document) === DETAILED_KIND) return detailCount(field, value);
  const held = Array.isArray(value) ? value.length > 0 : value != null;
  return held
    ? `Only the ice bath has ${DETAIL_TITLES[field].toLowerCase()}: clear this field`
    : true;
}

/** The details' fields of a Range item, as the content step reads them. */
export interface DetailedDocument extends ItemDocument {
  technical?: unknown;
  maintenance?: unknown;
  considerations?: unknown;
}

/** One problem with a Range item's details, at the path of the part an editor must mend. */
export interface DetailProblem {
  path: (string | number)[];
  message: string;
}

const entries = (value: unknown): [number, Record<string, unknown>][] =>
  (Array.isArray(value) ? value : []).map((entry, i) => [
    i,
    (entry ?? {}) as Record<string, unknown>,
  ]);

/**
 * Every problem with the details of a Range item, each at its path, by the rules above: the
 * content step's check. A field left out is none of these rules' business (the content step lists
 * an ice bath without its details as unfinished); a field given is held to them.
 */
export function detailProblems(document: DetailedDocument): DetailProblem[] {
  const problems: DetailProblem[] = [];
  const add = (verdict: true | string, path: (string | number)[]) => {
    if (verdict !== true) problems.push({ path, message: verdict });
  };
  for (const field of DETAIL_FIELDS)
    if (document[field] != null) add(detailField(document, field, document[field]), [field]);
  if (kindOfItem(document) !== DETAILED_KIND) return problems;
  const slug = typeof document.slug === "string" ? document.slug : "";
  for (const [i, row] of entries(document.technical)) {
    add(detailText(slug, "label", row.label), ["technical", i, "label"]);
    add(detailText(slug, "value", row.value), ["technical", i, "value"]);
  }
  for (const [i, routine] of entries(document.maintenance)) {
    add(detailText(slug, "routineTitle", routine.title), ["maintenance", i, "title"]);
    add(detailText(slug, "routineDescription", routine.description), [
      "maintenance",
      i,
      "description",
    ]);
    add(detailIcon(routine.icon), ["maintenance", i, "icon"]);
    add(detailCount("steps", routine.steps), ["maintenance", i, "steps"]);
    for (const [j, step] of (Array.isArray(routine.steps) ? routine.steps : []).entries())
      add(detailText(slug, "step", step), ["maintenance", i, "steps", j]);
  }
  for (const [i, consideration] of entries(document.considerations)) {
    add(detailText(slug, "considerationTitle", consideration.title), [
      "considerations",
      i,
      "title",
    ]);
    add(detailText(slug, "consideration", consideration.description), [
      "considerations",
      i,
      "description",
    ]);
  }
  return problems;
}

/* The ice bath's figures ------------------------------------------------------------------------ */

/**
 * The ice bath's figures, as the business keeps them on its Range item ("Ice bath figures"): the
 * site's words name them in braces, and its comparison, guides and spec sheet quote them. Each
 * with its title, unit, what it may be (a typo such as 10000 W is refused), and whether it may
 * have a decimal part. The tub's outside size is not here: its pictures are rendered at it.
 */
export const ICE_BATH_FIGURES = {
  warmestWaterC: { title: "Warmest water (°C)", least: 5, most: 25, decimals: true },
  coldestWaterC: { title: "Coldest water (°C)", least: 0, most: 10, decimals: true },
  waterLitres: { title: "Water it holds (litres)", least: 100, most: 2000, decimals: false },
  fullWeightKg: { title: "Weight when full (kg)", least: 100, most: 3000, decimals: false },
  accessWidthMm: {
    title: "Narrowest way in it passes (mm)",
    least: 500,
    most: 1500,
    decimals: false,
  },
  wallClearanceCm: {
    title: "Space the chiller needs from a wall (cm)",
    least: 0,
    most: 100,
    decimals: false,
  },
  powerW: { title: "Chiller's rated power (W)", least: 100, most: 5000, decimals: false },
  voltsFrom: { title: "Supply from (V)", least: 100, most: 440, decimals: false },
  voltsTo: { title: "Supply to (V)", least: 100, most: 440, decimals: false },
  socketA: { title: "Its wall socket (A)", least: 6, most: 63, decimals: false },
  warrantyYears: { title: "Warranty (years)", least: 0.5, most: 10, decimals: true },
} as const;

export type IceBathFigureField = keyof typeof ICE_BATH_FIGURES;

/** What the Studio and the content step say of "Ice bath figures" on any other item. */
export const ICE_BATH_FIGURES_ONLY = "only the ice bath has these figures";

/** The ice bath's figures once their rules have passed, with whether the business confirmed them. */
export type CheckedIceBathFigures = Record<IceBathFigureField, number> & { confirmed: boolean };

export interface IceBathFigureProblem {
  field: IceBathFigureField | "iceBath";
  message: string;
}

/** What is wrong with the ice bath's figures (`figures`, as its document holds them). */
export function iceBathFigureProblems(figures: unknown): IceBathFigureProblem[] {
  if (!figures || typeof figures !== "object")
    return [
      {
        field: "iceBath",
        message:
          "the ice bath's figures: its water, weight, access, chiller, supply, socket and warranty",
      },
    ];
  const value = figures as Record<string, unknown>;
  const problems: IceBathFigureProblem[] = [];
  for (const [field, { least, most, decimals }] of Object.entries(ICE_BATH_FIGURES) as [
    IceBathFigureField,
    (typeof ICE_BATH_FIGURES)[IceBathFigureField],
  ][]) {
    const figure = value[field];
    if (
      typeof figure !== "number" ||
      figure < least ||
      figure > most ||
      (!decimals && !Number.isInteger(figure))
    )
      problems.push({
        field,
        message: `${decimals ? "a number" : "a whole number"} from ${least} to ${most}`,
      });
  }
  const { coldestWaterC, warmestWaterC, voltsFrom, voltsTo } = value;
  if (typeof coldestWaterC === "number" && typeof warmestWaterC === "number")
    if (coldestWaterC >= warmestWaterC)
      problems.push({ field: "coldestWaterC", message: "colder than the warmest water" });
  if (typeof voltsFrom === "number" && typeof voltsTo === "number" && voltsFrom > voltsTo)
    problems.push({ field: "voltsTo", message: "at least the supply it starts from" });
  return problems;
}

/** The ice bath's figures once `iceBathFigureProblems` finds nothing wrong with them. */
export function checkedIceBathFigures(figures: unknown): CheckedIceBathFigures | undefined {
  if (iceBathFigureProblems(figures).length) return undefined;
  const value = figures as Record<string, unknown>;
  return {
    ...(Object.fromEntries(
      Object.keys(ICE_BATH_FIGURES).map((field) => [field, value[field]]),
    ) as Record<IceBathFigureField, number>),
    confirmed: value.confirmed === true,
  };
}
