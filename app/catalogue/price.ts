/** How prices read on the page and in structured data (South African rand, ZAR). */
import type { Price, RangeKind } from "./range-core";

export type { Price } from "./range-core";

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

/* What a price includes, and how soon -------------------------------------------------------- */

/** What a kind of item's price includes, and how long it takes to reach the buyer. */
export interface PriceTerms {
  /** What the price includes, as a list: "VAT, delivery and installation by our team". */
  includes: string;
  /** What it leaves out that a buyer might assume it holds, as a clause. */
  excludes?: string;
  /** How long from order to use, in weeks: the shortest and the longest. */
  leadWeeks: readonly [number, number];
  /** What the lead time runs between: "from the first visit to the first heat". */
  leadSpan: string;
}

/**
 * What every price on the site includes, by the kind of item: the one rule each price line, card,
 * comparison and spec sheet reads. A built sauna's lead time is the installation guide's journey
 * (the tests hold them together). PLACEHOLDER: for the business to confirm (`priceTermsConfirmed`;
 * `npm run launch-check` lists it until then).
 */
export const priceTerms: Record<RangeKind, PriceTerms> = {
  sauna: {
    includes: "VAT, delivery and installation by our team",
    leadWeeks: [4, 9],
    leadSpan: "from the first visit to the first heat",
  },
  "steam-room": {
    includes: "VAT, the steam generator and its installation",
    excludes: "the tiling you choose is quoted after a survey",
    leadWeeks: [6, 10],
    leadSpan: "from the survey to the first steam",
  },
  "diy-kit": {
    includes: "VAT and delivery",
    excludes: "you assemble it, or our team does at a quoted price",
    leadWeeks: [2, 3],
    leadSpan: "to delivery",
  },
  "ice-bath": {
    includes: "VAT and delivery",
    leadWeeks: [1, 2],
    leadSpan: "to delivery",
  },
  heater: {
    includes: "VAT",
    excludes: "fitted with a cabin, or by your electrician",
    leadWeeks: [1, 2],
    leadSpan: "to delivery",
  },
  accessory: {
    includes: "VAT",
    excludes: "delivery is added to your order",
    leadWeeks: [1, 2],
    leadSpan: "to delivery",
  },
  aroma: {
    includes: "VAT",
    excludes: "delivery is added to your order",
    leadWeeks: [1, 2],
    leadSpan: "to delivery",
  },
};

/** Whether the business has confirmed `priceTerms`. */
export const priceTermsConfirmed = false;

/** "Incl. VAT, delivery and installation by our team": the short line under a price. */
export function includesLine(kind: RangeKind): string {
  return `Incl. ${priceTerms[kind].includes}`;
}

/** "4–9 weeks from the first visit to the first heat". */
export function leadTimeText(kind: RangeKind): string {
  const { leadWeeks, leadSpan } = priceTerms[kind];
  const [from, to] = leadWeeks;
  return `${from === to ? from : `${from}\u2013\u2060${to}`}\u00a0weeks ${leadSpan}`;
}

/**
 * What a product page says under its price: what it includes, what it leaves out, and how long it
 * takes. "Includes VAT, delivery and installation by our team. Ready 4–9 weeks from the first visit
 * to the first heat."
 */
export function termsText(kind: RangeKind): string {
  const { includes, excludes } = priceTerms[kind];
  const lead = leadTimeText(kind);
  return `Includes ${includes}${excludes ? `; ${excludes}` : ""}. ${lead.charAt(0).toUpperCase()}${lead.slice(1)}.`;
}
