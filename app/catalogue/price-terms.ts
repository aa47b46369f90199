/**
 * What every price on the site includes, and how soon the item is ready: one rule by the kind of
 * item, which each price line, card, comparison and spec sheet reads. Apart from `price.ts` so
 * that a sauna's page, which reads it through its loader, does not carry it in its JavaScript.
 */
import { journeyWeeks } from "../content/generated/guides";
import {
  circuitCost,
  steamGeneratorMaker,
  terms,
  termsConfirmed,
} from "../content/generated/terms";
import type { RangeKind } from "../content/range-core";
import { formatRand } from "../format/money";

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
  /** The bottle an aroma's price is for: "400 ml". */
  bottle?: string;
}

/**
 * What every price on the site includes, by the kind of item: the one rule each price line, card,
 * comparison and spec sheet reads, as the business sets it in the content studio (Price terms). A
 * built sauna's lead time is the installation guide's journey, the sum of the steps' durations
 * (Guide figures). Until the business confirms the terms (`priceTermsConfirmed`), the launch
 * check lists them.
 */
export const priceTerms: Record<RangeKind, PriceTerms> = Object.fromEntries(
  Object.entries(terms).map(([kind, { leadWeeks, ...rest }]) => [
    kind,
    { ...rest, leadWeeks: kind === "sauna" ? journeyWeeks : leadWeeks! },
  ]),
) as Record<RangeKind, PriceTerms>;

/**
 * The maker of the steam generators we fit, as the business names it in the content studio (Price
 * terms → Steam rooms): the steam rooms page names it; until then it names none, and the launch
 * check lists it.
 */
export { steamGeneratorMaker };

/** Whether the business has confirmed `priceTerms`. */
export const priceTermsConfirmed = termsConfirmed;

/** What a kind's price includes, with the bottle an aroma's price is for. */
function included(kind: RangeKind): string {
  const { includes, bottle } = priceTerms[kind];
  return bottle ? `${includes}, for a ${bottle.replace(/ /g, "\u00a0")} bottle` : includes;
}

/** "Incl. VAT, delivery and installation by our team": the short line under a price. */
export function includesLine(kind: RangeKind): string {
  return `Incl. ${included(kind)}`;
}

/**
 * What a price includes and leaves out, without the lead time: "Incl. VAT, …; not the tiling you
 * choose, …". The brochure's line for each kind, from the same terms the pages show.
 */
export function termsLine(kind: RangeKind): string {
  const { excludes } = priceTerms[kind];
  return `${includesLine(kind)}${excludes ? `; ${excludes}` : ""}`;
}

/** The kinds whose heater or generator needs a dedicated circuit, which no price of ours includes. */
export const NEEDS_CIRCUIT: readonly RangeKind[] = ["sauna", "steam-room", "diy-kit", "heater"];

/** The dedicated circuit's typical cost, as the business keeps it in Price terms. */
export { circuitCost };

/**
 * What the electrician's dedicated circuit typically costs (Price terms, The electrician's
 * circuit): told as our estimate, still to be confirmed, until the business confirms the range.
 * Not "indicative": each page says that once, of every figure, in `indicativeNote()`.
 */
export function circuitCostText(): string {
  const { from, to, confirmed } = circuitCost;
  const range = `${formatRand(from)} to ${formatRand(to)}`;
  return confirmed
    ? `The dedicated circuit your own electrician installs typically costs ${range}, paid to them.`
    : `The dedicated circuit your own electrician installs typically costs ${range}, paid to them: our estimate, still to be confirmed.`;
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
  const { excludes } = priceTerms[kind];
  const lead = leadTimeText(kind);
  const circuit = NEEDS_CIRCUIT.includes(kind) ? ` ${circuitCostText()}` : "";
  return `Includes ${included(kind)}${excludes ? `; ${excludes}` : ""}. ${lead.charAt(0).toUpperCase()}${lead.slice(1)}.${circuit}`;
}
