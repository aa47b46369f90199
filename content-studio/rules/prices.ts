/**
 * The prices the site takes for each kind of item without a second look: a figure outside its
 * kind's range is far more often a slip (a digit too many or too few, a price in thousands) than a
 * real price. The Studio refuses it unless the editor turns on "This unusual price is right", and
 * the site's content check holds the same rule, from this one module.
 */
import type { RangeKind } from "./range";

/** Lowest and highest plausible price per kind, in whole rand with VAT. */
export const PLAUSIBLE_PRICES: Record<RangeKind, readonly [low: number, high: number]> = {
  sauna: [50_000, 2_000_000],
  "diy-kit": [20_000, 600_000],
  "ice-bath": [10_000, 1_000_000],
  "steam-room": [30_000, 2_000_000],
  heater: [2_000, 250_000],
  accessory: [100, 50_000],
  aroma: [50, 5_000],
};

/** The kinds' names in an editor's words, for messages. */
export const KIND_NAMES: Record<RangeKind, string> = {
  sauna: "a built sauna",
  "diy-kit": "a DIY kit",
  "ice-bath": "an ice bath",
  "steam-room": "a steam room",
  heater: "a heater",
  accessory: "an accessory",
  aroma: "an aroma",
};

const rand = (amount: number) => `R ${amount.toLocaleString("en-ZA").replace(/\s/g, " ")}`;

/** Whether `amount` lies in its kind's range. */
export function isPlausiblePrice(kind: RangeKind, amount: number): boolean {
  const [low, high] = PLAUSIBLE_PRICES[kind];
  return amount >= low && amount <= high;
}

/**
 * True, or what is wrong with a "from" price of `amount` rand for an item of `kind`; `unusual` is
 * the editor's confirmation that a price outside the range is right.
 */
export function plausiblePrice(
  kind: RangeKind | undefined,
  amount: unknown,
  unusual = false,
): true | string {
  if (typeof amount !== "number" || !Number.isFinite(amount)) return "A price in rand";
  if (!Number.isInteger(amount) || amount <= 0) return "A whole number of rand above 0";
  if (!kind || unusual || isPlausiblePrice(kind, amount)) return true;
  const [low, high] = PLAUSIBLE_PRICES[kind];
  return `${rand(amount)} is outside what ${KIND_NAMES[kind]} costs (${rand(low)} to ${rand(high)}): check for a digit too many or too few, or turn on "This unusual price is right"`;
}
