/**
 * What a heater asks of the house's supply: the current it draws and the circuit an electrician
 * provides for it. Pure arithmetic on the heater's output; a registered electrician sizes the
 * cable and issues the Certificate of Compliance.
 */
import { listOf, measure, size } from "../format/units";

/** The two supplies South African homes have: 230 V single-phase, or 400 V three-phase. */
export const supplies = {
  "single-phase": { volts: 230, phases: 1, label: "230\u00a0V single-phase" },
  "three-phase": { volts: 400, phases: 3, label: "400\u00a0V three-phase" },
} as const;
export type Supply = keyof typeof supplies;

/** Circuit-breaker ratings an electrician chooses from, in amperes. */
export const BREAKER_SIZES = [10, 16, 20, 25, 32, 40, 50, 63, 80, 100] as const;

/**
 * The current a heater of `kw` draws on each live conductor: P / V on a single phase, and
 * P / (√3 × V) on each of three balanced phases.
 */
export function currentDrawn(kw: number, supply: Supply): number {
  const { volts, phases } = supplies[supply];
  const watts = kw * 1000;
  return phases === 1 ? watts / volts : watts / (Math.sqrt(3) * volts);
}

/** The smallest standard breaker that carries `amps`, or undefined beyond the largest. */
export function breakerFor(amps: number): number | undefined {
  return BREAKER_SIZES.find((size) => size >= amps - 1e-9);
}

/**
 * "a dedicated 32 A circuit" / "a dedicated 3 × 16 A circuit", for a heater on that supply. A heater
 * made in several outputs names each rating once, with the outputs it serves when they differ
 * ("a dedicated circuit of 3 × 10 A (4.5, 6 kW) or 3 × 16 A (8 kW)"), or one rating when every
 * output needs the same. Beyond the largest standard breaker the electrician
 * designs the circuit.
 */
export function circuitText(kw: number | readonly number[], supply: Supply): string {
  const outputs = typeof kw === "number" ? [kw] : kw;
  const breakers = outputs.map((each) => breakerFor(currentDrawn(each, supply)));
  if (breakers.length === 0 || breakers.some((breaker) => breaker === undefined))
    return "a circuit designed by your electrician";
  const rating = (breaker: number) =>
    supplies[supply].phases === 1 ? String(breaker) : size([3, breaker]);
  const byRating = new Map<number, number[]>();
  for (const [index, breaker] of breakers.entries()) {
    byRating.set(breaker!, [...(byRating.get(breaker!) ?? []), outputs[index]!]);
  }
  const groups = [...byRating].map(
    ([breaker, kws]) => `${measure(rating(breaker), "A")} (${measure(kws.join(", "), "kW")})`,
  );
  return groups.length === 1
    ? `a dedicated ${measure(rating(breakers[0]!), "A")}\u00a0circuit`
    : `a dedicated circuit of ${listOf(groups)}`;
}
