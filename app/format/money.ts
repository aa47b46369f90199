/** Money as the site writes it: South African rand (ZAR), one formatter for every page. */
import { groupDigits, NO_BREAK_SPACE } from "./units";

/**
 * "R 95 000", with the non-breaking spaces of en-ZA so it never wraps: what
 * `Intl.NumberFormat("en-ZA", { style: "currency", currency: "ZAR", maximumFractionDigits: 0 })`
 * writes (price.test.ts compares them), without Intl, whose first formatter costs a phone about
 * 60 ms of locale data while the page hydrates. With `decimals`, cents as the site writes a cost or
 * a tariff: "R 19.30" (a point, as the site writes every decimal).
 */
export function formatRand(amount: number, decimals = 0): string {
  const whole = Math.round(Math.abs(amount) * 10 ** decimals) / 10 ** decimals;
  const [digits, fraction] = whole.toFixed(decimals).split(".");
  return `${amount < 0 ? "-" : ""}R${NO_BREAK_SPACE}${groupDigits(digits!)}${fraction ? `.${fraction}` : ""}`;
}
