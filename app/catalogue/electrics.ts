/**
 * What a heater asks of the house's supply: the current it draws and the circuit an electrician
 * provides for it. Pure arithmetic on the heater's output; a registered electrician sizes the
 * cable and issues the Certificate of Compliance.
 */

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

/** "A dedicated 32 A circuit" / "a dedicated 3 × 16 A circuit", for a heater on that supply. */
export function circuitText(kw: number, supply: Supply): string {
  const breaker = breakerFor(currentDrawn(kw, supply));
  if (breaker === undefined) return "a circuit designed by your electrician";
  return supplies[supply].phases === 1
    ? `a dedicated ${breaker}\u00a0A circuit`
    : `a dedicated 3\u00a0×\u00a0${breaker}\u00a0A circuit`;
}
