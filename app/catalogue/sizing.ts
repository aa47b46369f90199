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
  /** The heater outputs that suit it, or undefined when none of our outputs does. */
  output: { minKw: number; maxKw: number } | undefined;
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

function suits(room: RoomVolume, volume: number): boolean {
  return volume >= room[0] && volume <= room[1];
}

/** The range of outputs that suit an effective volume, or undefined when none of the table does. */
export function recommendedOutput(
  volume: number,
  table: readonly OutputRow[] = outputTable,
): { minKw: number; maxKw: number } | undefined {
  const rows = table.filter((row) => suits(row.room, volume));
  if (rows.length === 0) return undefined;
  return { minKw: rows[0]!.kw, maxKw: rows[rows.length - 1]!.kw };
}

/** A heater that suits the room, at the output that does (undefined for a wood-burning one). */
export interface SuitableHeater {
  heater: HeaterItem;
  kw?: number;
}

/**
 * Our heaters that suit an effective volume: each electric heater at every output whose room
 * volume holds it, and wood-burning heaters whose room volume holds it.
 */
export function suitableHeaters(
  volume: number,
  heaters: readonly HeaterItem[] = heaterRange,
): SuitableHeater[] {
  return heaters.flatMap((heater): SuitableHeater[] => {
    const { spec } = heater;
    if (spec.fuel === "wood") return suits(spec.room, volume) ? [{ heater }] : [];
    return spec.outputs.filter((row) => suits(row.room, volume)).map(({ kw }) => ({ heater, kw }));
  });
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

/**
 * The tariff the calculator starts from, which the visitor can change: a typical municipal
 * residential rate, VAT included. PLACEHOLDER to review each July, when municipal tariffs change.
 */
export const DEFAULT_TARIFF: Tariff = {
  randPerKwh: 3.38,
  source: `City of Cape Town, Home User tariff 2025/26, first ${measure(600, "kWh")} a month: ${formatRand(2.9362, 4)} per kWh before VAT`,
};

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
