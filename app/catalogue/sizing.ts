/**
 * Sizing a sauna room and its heater, as heater makers publish it: the room's volume, its
 * effective volume (what the heater must heat, counting surfaces that soak up heat), the heater
 * output that suits it, which of our heaters do, what they ask of the supply, roughly how long the
 * room takes to heat and what a session costs. Pure functions on plain numbers, used by the
 * sizing calculator, the comparison and the spec sheets alike.
 */
import { type CabinShape, glassArea, interiorSize } from "./cabin";
import { currentDrawn, type Supply, supplies } from "./electrics";
import { type Dimensions, heaterRange, type HeaterItem, type RoomVolume } from "./range";
import { measure } from "../format/units";
import { formatRand } from "../format/money";

/** m³ of effective volume added for each m² of uninsulated surface (glass, tile, stone, brick). */
export const UNINSULATED_M3_PER_M2 = 1.2;
/** A room with solid log walls needs the heat of a room half as large again. */
export const LOG_WALL_FACTOR = 1.5;

/** A room's inside size, in millimetres. */
export interface RoomSize {
  width: number;
  depth: number;
  height: number;
}

/** The room's volume in m³. */
export function roomVolume({ width, depth, height }: RoomSize): number {
  return (width * depth * height) / 1e9;
}

/**
 * The volume the heater must be sized for: the room's volume, multiplied by 1.5 when the walls
 * are solid logs, plus 1.2 m³ for each m² of uninsulated surface. A 10 m³ room with a 1.6 m² glass
 * door sizes as about 12 m³; with a 2 × 2 m brick wall, as about 15 m³; with log walls, as 15 m³.
 */
export function effectiveVolume(volume: number, uninsulatedM2: number, logWalls: boolean): number {
  return volume * (logWalls ? LOG_WALL_FACTOR : 1) + UNINSULATED_M3_PER_M2 * uninsulatedM2;
}

/** A cabin of ours as its heater is sized: the room inside it, its glass, and what follows. */
export interface CabinSizing {
  /** The room inside the walls, roof and floor, in mm. */
  inside: Dimensions;
  /** Its volume in m³, the glass of its front in m², and the volume a heater is sized for. */
  volume: number;
  glassM2: number;
  effective: number;
  /** The heater outputs that suit it, or undefined when none of our outputs covers it. */
  output: RecommendedOutput | undefined;
}

/**
 * Sizes the heater of one of our cabins: the room inside it (`cabin.ts`), the glass of its front
 * (every opening is glazed) counted as uninsulated surface, by the heater makers' rule. The
 * comparison, the spec sheets and the brochure all read this.
 */
export function cabinSizing(model: CabinShape): CabinSizing {
  const inside = interiorSize(model);
  const volume = roomVolume(inside);
  const glassM2 = glassArea(model);
  const effective = effectiveVolume(volume, glassM2, false);
  return { inside, volume, glassM2, effective, output: recommendedOutput(effective) };
}

/** One row of the sizing table: a heater output and the room volumes it suits. */
export interface OutputRow {
  kw: number;
  room: RoomVolume;
}

/**
 * The outputs our electric heaters come in, each with the room volume its maker gives for it:
 * the published table this calculator works from (also shown on the page without JavaScript).
 */
export const outputTable: readonly OutputRow[] = [
  ...new Map(
    heaterRange
      .flatMap((heater) => (heater.spec.fuel === "electric" ? heater.spec.outputs : []))
      .map((row) => [row.kw, row] as const),
  ).values(),
].sort((a, b) => a.kw - b.kw);

/**
 * The share of a heater's rated range kept in reserve. We choose a heater with headroom: the room's
 * volume (glass and other cold surfaces counted) below the top fifth of the range the maker gives,
 * since at the very top of its range a heater runs flat out, heats slowly and has nothing in
 * reserve on a cold Highveld night. Where no heater of ours leaves that margin, we choose the
 * smallest output that covers the room at all, and say that it sits near the top of its range.
 * The blog's guide to sizing a heater states this rule in words.
 */
export const TOP_RESERVE = 0.2;

/** The largest room volume a heater rated for `room` is chosen for with headroom. */
export function comfortableTop(room: RoomVolume): number {
  return room[1] - TOP_RESERVE * (room[1] - room[0]);
}

/** Whether a heater rated for `room` suits the volume with headroom. */
export function hasHeadroom(room: RoomVolume, volume: number): boolean {
  return volume >= room[0] && volume <= comfortableTop(room);
}

/** Whether a heater rated for `room` covers the volume at all. */
export function covers(room: RoomVolume, volume: number): boolean {
  return volume >= room[0] && volume <= room[1];
}

/** The outputs that suit a room, and whether they sit near the top of their range. */
export interface RecommendedOutput {
  minKw: number;
  maxKw: number;
  /** True when no output leaves headroom and the smallest that covers the room is chosen. */
  nearTop: boolean;
}

/**
 * The range of outputs that suit an effective volume: every output that holds it with headroom;
 * where none does, the smallest output that covers it at all. Undefined when none of the table
 * covers it.
 */
export function recommendedOutput(
  volume: number,
  table: readonly OutputRow[] = outputTable,
): RecommendedOutput | undefined {
  const rows = table.filter((row) => hasHeadroom(row.room, volume));
  if (rows.length > 0) return { minKw: rows[0]!.kw, maxKw: rows.at(-1)!.kw, nearTop: false };
  const covering = table.filter((row) => covers(row.room, volume));
  if (covering.length === 0) return undefined;
  const kw = Math.min(...covering.map((row) => row.kw));
  return { minKw: kw, maxKw: kw, nearTop: true };
}

/** A heater that suits the room, at the output that does (undefined for a wood-burning one). */
export interface SuitableHeater {
  heater: HeaterItem;
  kw?: number;
}

/**
 * Our heaters that suit an effective volume, by the rule of `recommendedOutput`: each electric
 * heater at every output that holds it with headroom, and wood-burning heaters likewise; where no
 * heater of ours leaves headroom, those that cover the room at all, electric ones at the smallest
 * output that does.
 */
export function suitableHeaters(
  volume: number,
  heaters: readonly HeaterItem[] = heaterRange,
): SuitableHeater[] {
  const withHeadroom = heaters.flatMap((heater): SuitableHeater[] => {
    const { spec } = heater;
    if (spec.fuel === "wood") return hasHeadroom(spec.room, volume) ? [{ heater }] : [];
    return spec.outputs
      .filter((row) => hasHeadroom(row.room, volume))
      .map(({ kw }) => ({ heater, kw }));
  });
  if (withHeadroom.length > 0) return withHeadroom;
  const covering = heaters.flatMap((heater): SuitableHeater[] => {
    const { spec } = heater;
    if (spec.fuel === "wood") return covers(spec.room, volume) ? [{ heater }] : [];
    return spec.outputs.filter((row) => covers(row.room, volume)).map(({ kw }) => ({ heater, kw }));
  });
  const kws = covering.flatMap(({ kw }) => (kw === undefined ? [] : [kw]));
  const smallest = Math.min(...kws);
  return covering.filter(({ kw }) => kw === undefined || kw === smallest);
}

/** The current a heater draws on each supply, in amperes per live conductor. */
export function currents(kw: number): Record<Supply, number> {
  return {
    "single-phase": currentDrawn(kw, "single-phase"),
    "three-phase": currentDrawn(kw, "three-phase"),
  };
}

/**
 * Roughly how long a well-insulated room takes to reach bathing temperature (65–80 °C), in
 * minutes. Heater makers give about an hour for a heater sized to the room; a room at the top of
 * the heater's range takes that long, a smaller one less, never under half an hour (the stones
 * need that long to heat through). An estimate, and shown as one.
 */
export function heatUpMinutes(volume: number, row: OutputRow): number {
  const share = volume / row.room[1];
  return Math.round(Math.min(90, Math.max(30, 60 * share)));
}

/** A tariff for electricity in rand per kWh, with where the figure comes from. */
export interface Tariff {
  randPerKwh: number;
  source: string;
}

/** A city's municipal tariff, as the calculator offers it. */
export interface CityTariff extends Tariff {
  city: string;
}

/**
 * The municipal residential tariffs the calculator knows, by the city's slug (`?city=`), VAT
 * included: only those whose published source we hold. PLACEHOLDER to review each July, when
 * municipal tariffs change.
 */
export const CITY_TARIFFS = {
  "cape-town": {
    city: "Cape Town",
    randPerKwh: 3.38,
    source: `City of Cape Town, Home User tariff 2025/26, first ${measure(600, "kWh")} a month: ${formatRand(2.9362, 4)} per kWh before VAT`,
  },
} as const satisfies Record<string, CityTariff>;

export type TariffCity = keyof typeof CITY_TARIFFS;

/** Whether a value names a city whose tariff the calculator knows. */
export function isTariffCity(value: unknown): value is TariffCity {
  return typeof value === "string" && Object.hasOwn(CITY_TARIFFS, value);
}

/**
 * The tariff the calculator starts from when the visitor has named no city: Cape Town's, told to
 * the visitor as an example and never as theirs. The visitor types their own.
 */
export const DEFAULT_TARIFF: CityTariff = CITY_TARIFFS["cape-town"];

/** Once the room is hot, the thermostat keeps the heater on about half the time. */
export const HOLDING_DUTY = 0.5;

/**
 * The electricity a session uses and what it costs: the heater at full power while the room heats,
 * then on about half the time for the length of the session.
 */
export function sessionCost({
  kw,
  heatUpMin,
  sessionMin,
  randPerKwh,
}: {
  kw: number;
  heatUpMin: number;
  sessionMin: number;
  randPerKwh: number;
}): { kwh: number; rand: number } {
  const kwh = kw * (heatUpMin / 60) + kw * HOLDING_DUTY * (sessionMin / 60);
  return { kwh, rand: kwh * randPerKwh };
}

/** The supplies as the calculator offers them. */
export const supplyOptions = Object.entries(supplies).map(([id, supply]) => ({
  id: id as Supply,
  label: supply.label,
}));
