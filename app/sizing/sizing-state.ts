/**
 * The sizing calculator's state and what it shows, as pure functions: the state read from the
 * page's address and written back to it (every value checked and held within what we size), the
 * results drawn from `sizing.ts` and `electrics.ts`, the cost of a session as the page writes it,
 * and the short summary the 'Send this to us' link writes into the enquiry.
 */
import { MODEL_PARAM } from "~/routing/paths";

import { circuitText, currentDrawn, type Supply, supplies } from "~/catalogue/electrics";
import { formatRand } from "~/format/money";
import { isSaunaSlug, saunaItem, type SaunaSlug } from "~/catalogue/range";
import {
  CITY_TARIFFS,
  comfortableTop,
  DEFAULT_TARIFF,
  isTariffCity,
  type TariffCity,
  effectiveVolume,
  heatUpMinutes,
  type OutputRow,
  outputTable,
  type RecommendedOutput,
  recommendedOutput,
  roomVolume,
  sessionCost,
  type SuitableHeater,
  suitableHeaters,
} from "~/catalogue/sizing";
import { DOOR, glassArea, interiorSize } from "~/catalogue/cabin";
import { measure, plainText } from "~/format/units";

export interface SizingState {
  /** The collection the room was filled from, while the visitor has not changed it. */
  model?: SaunaSlug;
  /** The room's inside width, depth and height, in millimetres. */
  width: number;
  depth: number;
  height: number;
  /** Uninsulated surfaces (glass, tile, stone, brick), in m². */
  glass: number;
  logWalls: boolean;
  supply: Supply;
  /** Rand per kWh. */
  tariff: number;
  /** The city whose tariff the visitor chose (`?city=`), while the tariff is still that city's. */
  city?: TariffCity;
  /** Minutes. */
  session: number;
}

export type NumberField = "width" | "depth" | "height" | "glass" | "tariff" | "session";

/** What each number may be, and how finely it is kept. */
export const LIMITS: Record<NumberField, { min: number; max: number; step: number }> = {
  width: { min: 800, max: 5000, step: 1 },
  depth: { min: 800, max: 5000, step: 1 },
  height: { min: 1800, max: 3000, step: 1 },
  glass: { min: 0, max: 30, step: 0.01 },
  tariff: { min: 0, max: 20, step: 0.01 },
  session: { min: 10, max: 180, step: 1 },
};

/**
 * Where the calculator starts: a room of 2 × 2 m, 2.1 m high, with a glass door (the door our
 * cabins have), walls insulated, on a single-phase supply, an hour's session at the default tariff.
 */
export const DEFAULT_STATE: SizingState = {
  width: 2000,
  depth: 2000,
  height: 2100,
  glass: round((DOOR.width * (DOOR.head - DOOR.sill)) / 1e6, LIMITS.glass.step),
  logWalls: false,
  supply: "single-phase",
  tariff: DEFAULT_TARIFF.randPerKwh,
  session: 60,
};

/** The query parameter of each part of the state. */
export const PARAMS = {
  model: MODEL_PARAM,
  width: "width",
  depth: "depth",
  height: "height",
  glass: "glass",
  logWalls: "logs",
  supply: "supply",
  tariff: "tariff",
  city: "city",
  session: "session",
} as const;

const ROOM_FIELDS = ["width", "depth", "height", "glass"] as const;

function round(value: number, step: number): number {
  const decimals = step < 1 ? Math.round(-Math.log10(step)) : 0;
  return Number(value.toFixed(decimals));
}

/**
 * A number as a visitor means it, whichever mark they use: the page is South African, where the
 * comma is the decimal mark as often as the point, so "1,5" and "1.5" are both one and a half. In
 * a field of whole millimetres or minutes a comma before three digits groups thousands ("1,800"),
 * as do spaces ("1 800"). Undefined if it is not a number.
 */
export function readNumber(field: NumberField, raw: string | null | undefined): number | undefined {
  let text = raw?.replace(/[\s\u00a0\u202f]/g, "") ?? "";
  if (LIMITS[field].step === 1 && /^\d{1,3}(,\d{3})+$/.test(text)) text = text.replaceAll(",", "");
  text = text.replace(",", ".");
  if (!text || !/^-?\d*\.?\d+$|^-?\d+\.$/.test(text)) return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

/** A number as a visitor may type it, held within its limits; undefined if it is not a number. */
export function clampNumber(
  field: NumberField,
  raw: string | null | undefined,
): number | undefined {
  const value = readNumber(field, raw);
  if (value === undefined) return undefined;
  const { min, max, step } = LIMITS[field];
  return round(Math.min(max, Math.max(min, value)), step);
}

/** Why a number as typed cannot be sized with: left empty (or not a number), or out of range. */
export type FieldProblem = "missing" | "below" | "above";

/**
 * What is wrong with a field as the visitor typed it, or undefined when it can be used as it
 * stands. The calculator does not size with a number it would have to change (a width of 50 mm
 * raised to 800 mm would give a result for a room the visitor did not describe), so a field with a
 * problem holds the results back until it is put right.
 */
export function fieldProblem(field: NumberField, raw: string): FieldProblem | undefined {
  const value = readNumber(field, raw);
  if (value === undefined) return "missing";
  if (value < LIMITS[field].min) return "below";
  if (value > LIMITS[field].max) return "above";
  return undefined;
}

/** Every field with a problem, in the form's order; empty when the room can be sized. */
export function fieldProblems(
  fields: Record<NumberField, string>,
): { field: NumberField; problem: FieldProblem }[] {
  return (Object.keys(LIMITS) as NumberField[]).flatMap((field) => {
    const problem = fieldProblem(field, fields[field]);
    return problem ? [{ field, problem }] : [];
  });
}

/** The room a collection gives: its inside size and the glass of its front. */
export function modelRoom(
  slug: SaunaSlug,
): Pick<SizingState, "width" | "depth" | "height" | "glass"> {
  const { model } = saunaItem(slug);
  return { ...interiorSize(model), glass: round(glassArea(model), LIMITS.glass.step) };
}

/** Anything with `get`: URLSearchParams, or FormData. */
type Params = Pick<URLSearchParams, "get">;

/**
 * The state an address asks for. `model` fills the room from that collection unless the address
 * also gives the room itself; every number is held within its limits, and anything that is not a
 * number, a supply or a collection is left at its default.
 */
export function parseSizing(params: Params): SizingState {
  const slug = params.get(PARAMS.model)?.trim().toLowerCase();
  const room = isSaunaSlug(slug) ? modelRoom(slug) : undefined;
  // A city the calculator knows starts it from that city's tariff; any other is ignored.
  const named = params.get(PARAMS.city)?.trim().toLowerCase();
  const city = isTariffCity(named) ? named : undefined;
  const base: SizingState = {
    ...DEFAULT_STATE,
    ...room,
    ...(city ? { tariff: CITY_TARIFFS[city].randPerKwh } : {}),
  };
  const number = (field: NumberField) =>
    clampNumber(field, params.get(PARAMS[field])) ?? base[field];
  const supply = params.get(PARAMS.supply);
  const logs = params.get(PARAMS.logWalls);
  const state: SizingState = {
    width: number("width"),
    depth: number("depth"),
    height: number("height"),
    glass: number("glass"),
    logWalls: logs === "1" || logs === "yes" || logs === "on" || logs === "true",
    supply: supply !== null && Object.hasOwn(supplies, supply) ? (supply as Supply) : base.supply,
    tariff: number("tariff"),
    session: number("session"),
  };
  // The collection stays named while its room is the one asked for (a form sends both).
  if (room && ROOM_FIELDS.every((field) => state[field] === room[field])) {
    state.model = slug as SaunaSlug;
  }
  // The city stays named while its tariff is the one used.
  if (city && state.tariff === CITY_TARIFFS[city].randPerKwh) state.city = city;
  return state;
}

/**
 * The query that gives back a state: the collection while the room is still its own, else the
 * room itself; the rest only where it differs from the defaults. "" for the default state.
 */
export function serializeSizing(state: SizingState): string {
  const query = new URLSearchParams();
  if (state.model) {
    query.set(PARAMS.model, state.model);
  } else {
    for (const field of ROOM_FIELDS) query.set(PARAMS[field], String(state[field]));
  }
  if (state.logWalls) query.set(PARAMS.logWalls, "1");
  if (state.supply !== DEFAULT_STATE.supply) query.set(PARAMS.supply, state.supply);
  if (state.city) query.set(PARAMS.city, state.city);
  const tariff = state.city ? CITY_TARIFFS[state.city].randPerKwh : DEFAULT_STATE.tariff;
  if (state.tariff !== tariff) query.set(PARAMS.tariff, String(state.tariff));
  if (state.session !== DEFAULT_STATE.session) query.set(PARAMS.session, String(state.session));
  const isDefault =
    !state.model &&
    !state.city &&
    (Object.keys(DEFAULT_STATE) as (keyof SizingState)[]).every(
      (key) => state[key] === DEFAULT_STATE[key],
    );
  return isDefault ? "" : query.toString();
}

/** The form's numbers as typed: a field may hold what no state can (empty, or out of range). */
export type Fields = Record<NumberField, string>;

/** The fields that give a state. */
export function fieldsOf(state: SizingState, query?: URLSearchParams): Fields {
  const fields = (Object.keys(LIMITS) as NumberField[]).map((field) => {
    // An address's number is shown as it was written ("1,5" stays "1,5"), where it is the state's.
    const written = query?.get(PARAMS[field])?.trim();
    return [
      field,
      written && readNumber(field, written) === state[field] ? written : String(state[field]),
    ];
  });
  return Object.fromEntries(fields) as Fields;
}

/** The state the form's fields give, by the same rules as an address. */
export function stateOf(
  fields: Fields,
  model: string,
  logWalls: boolean,
  supply: Supply,
  city?: TariffCity,
) {
  const query = new URLSearchParams({ ...fields, [PARAMS.supply]: supply });
  if (model) query.set(PARAMS.model, model);
  if (city) query.set(PARAMS.city, city);
  if (logWalls) query.set(PARAMS.logWalls, "1");
  return parseSizing(query);
}

/**
 * Writes into `query` what the form's fields hold that differs from the prerendered defaults:
 * what the visitor typed, ticked or chose before the page hydrated. Gives back the numbers typed,
 * as typed, so that one out of range is pointed out rather than quietly replaced by its limit.
 */
export function typedBeforeHydration(
  form: Pick<FormData, "get">,
  query: URLSearchParams,
): Partial<Fields> {
  const defaults = fieldsOf(DEFAULT_STATE);
  const typed: Partial<Fields> = {};
  for (const field of Object.keys(defaults) as NumberField[]) {
    const value = form.get(PARAMS[field]);
    if (typeof value !== "string" || value === defaults[field]) continue;
    query.set(PARAMS[field], value);
    typed[field] = value;
  }
  const model = form.get(PARAMS.model);
  if (typeof model === "string" && model) query.set(PARAMS.model, model);
  if (form.get(PARAMS.logWalls)) query.set(PARAMS.logWalls, "1");
  const supply = form.get(PARAMS.supply);
  if (typeof supply === "string" && supply !== DEFAULT_STATE.supply)
    query.set(PARAMS.supply, supply);
  return typed;
}

/** One output of the recommended range, with what it draws on each supply. */
export interface OutputCircuit {
  kw: number;
  amps: Record<Supply, number>;
  circuit: Record<Supply, string>;
}

export interface SizingResult {
  volume: number;
  effective: number;
  /** Undefined when the room is outside every heater's range. */
  output?: RecommendedOutput;
  heaters: SuitableHeater[];
  /** Each output in the recommended range, with its currents and circuits. */
  circuits: OutputCircuit[];
  /** The estimates, for the smallest output that suits. */
  estimate?: { kw: number; heatUpMin: number; kwh: number; rand: number };
}

const eachSupply = <T>(of: (supply: Supply) => T) =>
  ({ "single-phase": of("single-phase"), "three-phase": of("three-phase") }) as Record<Supply, T>;

/** Everything the calculator shows for a state. */
export function sizingResult(
  state: SizingState,
  table: readonly OutputRow[] = outputTable,
): SizingResult {
  const volume = roomVolume(state);
  const effective = effectiveVolume(volume, state.glass, state.logWalls);
  const output = recommendedOutput(effective, table);
  const heaters = suitableHeaters(effective);
  if (!output) return { volume, effective, heaters, circuits: [] };
  const rows = table.filter((row) => row.kw >= output.minKw && row.kw <= output.maxKw);
  const circuits = rows.map(({ kw }) => ({
    kw,
    amps: eachSupply((supply) => currentDrawn(kw, supply)),
    circuit: eachSupply((supply) => circuitText(kw, supply)),
  }));
  const smallest = rows[0]!;
  const heatUpMin = heatUpMinutes(effective, smallest);
  const cost = sessionCost({
    kw: smallest.kw,
    heatUpMin,
    sessionMin: state.session,
    randPerKwh: state.tariff,
  });
  return {
    volume,
    effective,
    output,
    heaters,
    circuits,
    estimate: { kw: smallest.kw, heatUpMin, ...cost },
  };
}

/**
 * What the calculator works out for a collection's own room, as it opens from that collection
 * (its inside size and glass, the default supply, session and tariff): what the FAQ quotes.
 */
export function collectionSizing(slug: SaunaSlug): SizingResult {
  return sizingResult({ ...DEFAULT_STATE, ...modelRoom(slug), model: slug });
}

/** One card per heater, with every output of it that suits the room (none for a wood burner). */
export function heaterCards(suitable: SuitableHeater[]) {
  const cards = new Map<string, { heater: SuitableHeater["heater"]; kws: number[] }>();
  for (const { heater, kw } of suitable) {
    const card = cards.get(heater.slug) ?? { heater, kws: [] };
    if (kw !== undefined) card.kws.push(kw);
    cards.set(heater.slug, card);
  }
  return [...cards.values()];
}

/** What a session costs as the page writes it: "R 12.35" under R 100, "R 140" from there up. */
export function formatSessionRand(rand: number): string {
  return formatRand(rand, Math.abs(rand) >= 100 ? 0 : 2);
}

/** A number to a few decimals, without trailing zeros: 8.4, 11.92 → "11.9", 6 → "6". */
export function decimal(value: number, digits = 1): string {
  return String(Number(value.toFixed(digits)));
}

/** "6.8–9 kW", or "8 kW" when the range is one output. */
export function outputRangeText({ minKw, maxKw }: { minKw: number; maxKw: number }): string {
  return minKw === maxKw ? `${minKw}\u00a0kW` : `${minKw}–\u2060${maxKw}\u00a0kW`;
}

/** "R 3.38 per kWh". */
export function tariffText(randPerKwh: number): string {
  return `${formatRand(randPerKwh, 2)} per\u00a0kWh`;
}

/**
 * What the calculator says of the tariff it uses: the visitor's city's, when they named one the
 * calculator knows; otherwise that the figure is an example, named as one, for them to replace.
 */
export function tariffNote(state: Pick<SizingState, "city" | "tariff">): string {
  if (state.city) {
    const { city, randPerKwh, source } = CITY_TARIFFS[state.city];
    return `Tariff: ${city}'s, ${tariffText(randPerKwh)} with VAT (${source}). Change it to your own if your bill differs.`;
  }
  const { city, randPerKwh, source } = DEFAULT_TARIFF;
  return `Tariff: type your own, from your municipal bill. Until you do, we use ${city}'s as an example: ${tariffText(randPerKwh)} with VAT (${source}).`;
}

/** After a session's cost: whose tariff it is at, when it is the example rather than the visitor's. */
export function tariffExample(state: Pick<SizingState, "city" | "tariff">): string {
  return !state.city && state.tariff === DEFAULT_TARIFF.randPerKwh
    ? ` (${DEFAULT_TARIFF.city}'s, as an example)`
    : "";
}

/** A field's figure with its unit, as the form's labels give them. */
function amount(field: NumberField, value: number | string): string {
  if (field === "tariff") {
    const rand = Number(value);
    return `${formatRand(rand, Number.isInteger(rand) ? 0 : 2)} per\u00a0kWh`;
  }
  const unit = { width: "mm", depth: "mm", height: "mm", glass: "m²", session: "minutes" }[field];
  return measure(value, unit);
}

/** Under a field that holds the results back: what is wrong, and what would do. */
export function problemText(field: NumberField, problem: FieldProblem): string {
  const { min, max } = LIMITS[field];
  if (problem === "below")
    return `Below the ${amount(field, min)} we size from: enter ${min} or more.`;
  if (problem === "above")
    return `Above the ${amount(field, max)} we size to: enter ${max} or less.`;
  return `Enter a number from ${amount(field, min)} to ${amount(field, max)}.`;
}

/** How a sentence names a field, where not by its own name. */
const FIELD_NAMES: Partial<Record<NumberField, string>> = {
  glass: "glass, tile, stone or brick",
  tariff: "electricity tariff",
};

/** What the results panel says while a field holds it back. */
export function holdText(problems: readonly { field: NumberField }[]): string {
  const names = problems.map(({ field }) => `the ${FIELD_NAMES[field] ?? field}`);
  const list = names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : names[0];
  return `We size with the figures you give, never with ones we have changed for you. Correct ${list}, and the results follow.`;
}

/** Why no heater of ours suits a room of this effective volume: too small, or too large. */
export function beyondRangeText(effective: number): string {
  const [smallest, largest, at] = [outputTable[0]!, outputTable.at(-1)!, decimal(effective)];
  return effective < smallest.room[0]
    ? `At ${measure(at, "m³")} the room is smaller than our smallest heater suits (${measure(smallest.room[0], "m³")}).`
    : `At ${measure(at, "m³")} the room needs more than our largest heater covers (${measure(largest.room[1], "m³")} at ${measure(largest.kw, "kW")}): we size its heater with you.`;
}

/**
 * Where no output of ours leaves headroom and the smallest that covers the room is chosen: what
 * the calculator says of it, by the rule the blog's sizing guide states.
 */
export function nearTopText(effective: number, kw: number): string | undefined {
  const row = outputTable.find((each) => each.kw === kw);
  if (!row || effective <= comfortableTop(row.room)) return undefined;
  return `At ${measure(decimal(effective), "m³")} no heater of ours keeps the room below the top fifth of its range, so we choose the ${measure(kw, "kW")} output, which covers up to ${measure(row.room[1], "m³")}: it will work near the top of its range and take a little longer to heat.`;
}

/**
 * The sizing in a few plain lines, for the enquiry's message: the room, its effective volume, the
 * output, the supply and the heaters that suit. Plain spaces, as an e-mail reads best.
 */
export function sizingNote(state: SizingState, result: SizingResult): string {
  const room = `${state.width} × ${state.depth} × ${state.height} mm inside`;
  const lines = [
    "My sauna, as I sized it on your website:",
    `- Room: ${state.model ? `the ${saunaItem(state.model).name}, ` : ""}${room}, ${decimal(result.volume)} m³`,
    `- Uninsulated surfaces: ${decimal(state.glass, 2)} m²; ${state.logWalls ? "log walls" : "insulated walls"}`,
    `- Effective volume: ${decimal(result.effective)} m³`,
    result.output
      ? `- Heater output: ${plainText(outputRangeText(result.output))}`
      : "- Heater output: larger than your heaters' range, please advise",
    `- Supply: ${plainText(supplies[state.supply].label)}`,
  ];
  const names = result.heaters.map(({ heater, kw }) =>
    kw ? `${heater.name} ${kw} kW` : heater.name,
  );
  if (names.length > 0) lines.push(`- Heaters that suit: ${names.join(", ")}`);
  return lines.join("\n");
}
