/** How prices read on the page and in structured data (South African rand, ZAR). */
import type { Price } from "../content/range-core";
import { formatRand } from "../format/money";

export type { Price } from "../content/range-core";

/** The price line every card and product page shows: "From R 95 000", or "Price on request". */
export function priceLine(price: Price): string {
  return price.kind === "from" ? `From ${formatRand(price.amount)}` : "Price on\u00a0request";
}

/**
 * What a "from" price is worth, in the one wording every page uses, said once per page: for the
 * price of one product, or for a page of them. Every figure is indicative until the business's
 * written quotation confirms it (`confirmed: false` in the range marks those not yet checked).
 */
export function indicativeNote(prices: "one" | "several"): string {
  return prices === "one"
    ? "The price is indicative and confirmed in a written quotation."
    : "Prices are indicative and confirmed in a written quotation.";
}

/** Whether any of these prices is a "from" figure, which the page must then call indicative. */
export function showsFigures(prices: readonly Price[]): boolean {
  return prices.some((price) => price.kind === "from");
}

export const availabilityLabel: Record<Price["availability"], string> = {
  InStock: "In stock",
  MadeToOrder: "Made to order",
  PreOrder: "Available to pre-order",
};
