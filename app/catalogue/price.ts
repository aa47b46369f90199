/** How prices read on the page and in structured data (South African rand, ZAR). */
import type { Price } from "./schemas";

const rand = new Intl.NumberFormat("en-ZA", {
  style: "currency",
  currency: "ZAR",
  maximumFractionDigits: 0,
});

/** "R 95 000", with the non-breaking spaces of en-ZA so it never wraps. */
export function formatRand(amount: number): string {
  return rand.format(amount);
}

/** "From R 95 000". */
export function fromPrice(price: Price): string {
  return `From ${formatRand(price.from)}`;
}

export const availabilityLabel: Record<Price["availability"], string> = {
  InStock: "In stock",
  MadeToOrder: "Made to order",
  PreOrder: "Available to pre-order",
};
