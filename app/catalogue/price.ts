/** How prices read on the page and in structured data (South African rand, ZAR). */
import type { Price } from "./range";

export type { Price } from "./range";

/**
 * "R 95 000", with the non-breaking spaces of en-ZA so it never wraps: what
 * `Intl.NumberFormat("en-ZA", { style: "currency", currency: "ZAR", maximumFractionDigits: 0 })`
 * writes (price.test.ts compares them), without Intl, whose first formatter costs a phone about
 * 60 ms of locale data while the page hydrates.
 */
export function formatRand(amount: number): string {
  const digits = String(Math.round(Math.abs(amount))).replace(/\B(?=(\d{3})+$)/g, "\u00a0");
  return `${amount < 0 ? "-" : ""}R\u00a0${digits}`;
}

/** The price line every card and product page shows: "From R 95 000", or "Price on request". */
export function priceLine(price: Price): string {
  return price.kind === "from" ? `From ${formatRand(price.amount)}` : "Price on\u00a0request";
}

export const availabilityLabel: Record<Price["availability"], string> = {
  InStock: "In stock",
  MadeToOrder: "Made to order",
  PreOrder: "Available to pre-order",
};
