/**
 * The timbers' words as the business keeps them ("Timbers' words", one document): what the saunas
 * listing says of each timber under its swatch. The timbers are the site's (their names, swatches
 * and ids, which the range and the 3D scenes key on), so the document lists each of them once, by
 * its id, and no other; the owner words them and orders them, and the listing follows that order.
 * Words state no figure themselves: where they need one the site works out, they name it in
 * braces, `{bakingTemperature}`, and the site fills it in. The Studio's fields and the site's
 * content step take the words by these same functions. Plain data and functions, importing only
 * the Studio's other rules: the Studio's dev server serves only its own folder.
 */
import { FIGURE_WRITTEN } from "./guides";
import { FIGURE_IN_WORDS, NAMED_FIGURE, namedFiguresProblem, offeredFigures } from "./words";

/** The document: its id, as the Studio's desk opens it, its title and its type. */
export const TIMBER_WORDS = {
  id: "timber-words",
  title: "Timbers' words",
  type: "timberWords",
} as const;

/** Every figure a timber's words may name: what it is, and an example (for measuring length). */
export const TIMBER_FIGURES = {
  bakingTemperature: {
    about: "the heat thermo pine is baked at, at least",
    example: "200 °C",
  },
} as const satisfies Record<string, { about: string; example: string }>;

export type TimberFigureName = keyof typeof TIMBER_FIGURES;

/**
 * The site's timbers (`app/catalogue/woods.ts`, which a test holds this list to), each with the
 * figures its words may name.
 */
export const TIMBERS: readonly {
  id: string;
  name: string;
  figures: readonly TimberFigureName[];
}[] = [
  { id: "thermo-pine", name: "Thermo Pine", figures: ["bakingTemperature"] },
  { id: "pine", name: "Pine", figures: [] },
  { id: "obeche", name: "Obeche", figures: [] },
  { id: "western-red-cedar", name: "Western Red Cedar", figures: [] },
  { id: "lunawood", name: "Lunawood", figures: [] },
  { id: "oak", name: "Oak Sauna Board", figures: [] },
];

/** The shortest and longest a timber's description may be, a figure counted at its example. */
export const TIMBER_LIMITS = { description: [40, 220] } as const;

const NAMED = NAMED_FIGURE;

/** "it has {a} (…)", or "it has none to name". */
const offered = (figures: readonly TimberFigureName[]) => offeredFigures(figures, TIMBER_FIGURES);

/** The timber of an id, if the site has it. */
export const timberOf = (id: unknown) => TIMBERS.find((timber) => timber.id === id);

/**
 * What is wrong with `text` as the description of the timber `id`, in an editor's words;
 * undefined when nothing is: words missing, too short or too long, a figure written out rather
 * than named, or a figure the timber does not have.
 */
export function timberDescriptionProblem(id: unknown, text: unknown): string | undefined {
  const timber = timberOf(id);
  if (!timber) return "Choose the timber first";
  const words = typeof text === "string" ? text.replaceAll(/\s+/g, " ").trim() : "";
  if (!words) return "The description is needed";
  const unnamed = words.replaceAll(NAMED, "");
  if (FIGURE_WRITTEN.test(unnamed) || FIGURE_IN_WORDS.test(unnamed)) {
    return `No temperatures, sizes, prices or times written out: name a figure in braces and the site fills it in; ${offered(timber.figures)}`;
  }
  return namedFiguresProblem(
    words,
    timber.figures,
    TIMBER_FIGURES,
    TIMBER_LIMITS.description,
    timber.name,
  );
}

/**
 * What is wrong with the list of timbers (each entry's timber id, in the document's order), in an
 * editor's words: a timber the site does not have, one listed twice, one missing.
 */
export function timberEntriesProblem(ids: readonly unknown[]): string | undefined {
  const unknown = ids.filter((id) => !timberOf(id));
  if (unknown.length > 0) {
    return `${unknown.map((id) => `"${String(id ?? "")}"`).join(", ")}: no timber of the site's; its timbers are ${TIMBERS.map((timber) => timber.name).join(", ")}`;
  }
  const twice = TIMBERS.filter((timber) => ids.filter((id) => id === timber.id).length > 1);
  if (twice.length > 0) {
    return `${twice.map((timber) => timber.name).join(", ")} listed twice: list each timber once`;
  }
  const missing = TIMBERS.filter((timber) => !ids.includes(timber.id));
  if (missing.length > 0) {
    return `${missing.map((timber) => timber.name).join(", ")} missing: every timber is listed once, in the order the saunas listing shows them`;
  }
  return undefined;
}
