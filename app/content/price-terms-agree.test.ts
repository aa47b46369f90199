/**
 * What a price includes, told the same everywhere: each kind's terms as the pages show them
 * (`termsText`), and the brochure's line for the same kind, read from the same Price terms; the
 * dedicated circuit's typical cost told as our estimate until the business confirms it; an aroma's
 * price naming its bottle; delivery that is not included saying how it is charged.
 */
import { describe, expect, it } from "vitest";

import { listingSections } from "../../scripts/brochure/content";
import {
  circuitCost,
  includesLine,
  NEEDS_CIRCUIT,
  priceTerms,
  termsLine,
  termsText,
} from "../catalogue/price-terms";
import { formatRand } from "../format/money";
import { rangeKinds } from "./range-core";

describe("what a price includes", () => {
  it.each(rangeKinds.map((kind) => [kind] as const))(
    "is the same on the %s pages and in the brochure",
    (kind) => {
      const { includes, excludes } = priceTerms[kind];
      expect(termsText(kind)).toContain(includes);
      if (excludes) expect(termsText(kind)).toContain(excludes);
      const section = listingSections().find((each) => each.kind === kind);
      if (!section) return; // the saunas have sheets of their own, not a listing
      expect(section.terms).toBe(termsLine(kind));
      expect(section.terms).toContain(includes);
      if (excludes) expect(section.terms).toContain(excludes);
    },
  );

  it("keeps the steam rooms' tiling out of their price, in the brochure too", () => {
    const steam = listingSections().find((section) => section.kind === "steam-room")!;
    expect(steam.terms).toMatch(/tiling/);
  });

  it("names the circuit's typical cost where a heater or generator needs one, as indicative", () => {
    for (const kind of rangeKinds) {
      const text = termsText(kind);
      if (!NEEDS_CIRCUIT.includes(kind)) {
        expect(text).not.toContain(formatRand(circuitCost.from));
        continue;
      }
      expect(text).toContain(`${formatRand(circuitCost.from)} to ${formatRand(circuitCost.to)}`);
      expect(text).toMatch(/electrician/);
      if (!circuitCost.confirmed) expect(text).toMatch(/estimate, still to be confirmed/);
    }
  });

  it("names the bottle an aroma's price is for", () => {
    expect(includesLine("aroma")).toMatch(/\d+\s?ml bottle/);
  });

  it("says how delivery is charged wherever it is not included", () => {
    for (const kind of rangeKinds) {
      const { includes, excludes = "" } = priceTerms[kind];
      if (/delivery/.test(includes)) continue;
      expect(excludes, kind).toMatch(/delivery/);
      expect(excludes, kind).toMatch(/quoted|charged|rate/);
    }
  });
});
