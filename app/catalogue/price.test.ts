import { describe, expect, it } from "vitest";

import { formatRand } from "../format/money";
import { indicativeNote, priceLine, showsFigures } from "./price";

describe("prices", () => {
  it("formats rand for South Africa, with spaces between thousands", () => {
    expect(formatRand(95_000).replace(/\s/g, " ")).toBe("R 95 000");
    expect(formatRand(1_250_000).replace(/\s/g, " ")).toBe("R 1 250 000");
  });

  it("uses non-breaking spaces, so a price never breaks across lines", () => {
    expect(formatRand(95_000)).not.toMatch(/ /);
  });

  it("reads 'From R …'", () => {
    expect(
      priceLine({
        kind: "from",
        amount: 95_000,
        availability: "MadeToOrder",
        confirmed: false,
      }).replace(/\s/g, " "),
    ).toBe("From R 95 000");
  });
});

describe("formatRand without Intl", () => {
  it("writes what Intl writes for en-ZA rand", () => {
    const intl = new Intl.NumberFormat("en-ZA", {
      style: "currency",
      currency: "ZAR",
      maximumFractionDigits: 0,
    });
    for (const amount of [0, 7, 950, 1_000, 95_000, 99_999.5, 1_250_000, 12_345_678, -5_000]) {
      expect(formatRand(amount)).toBe(intl.format(amount));
    }
  });

  it("writes cents when asked, with the point the site writes decimals with", () => {
    expect(formatRand(19.304, 2)).toBe("R\u00a019.30");
    expect(formatRand(53.86, 1)).toBe("R\u00a053.9");
    expect(formatRand(2.9362, 4)).toBe("R\u00a02.9362");
    expect(formatRand(1234.5, 2)).toBe("R\u00a01\u00a0234.50");
  });
});

describe("the note on indicative prices", () => {
  const from = { kind: "from", amount: 450, availability: "InStock", confirmed: false } as const;
  const onRequest = { kind: "on-request", availability: "MadeToOrder" } as const;

  it("is one wording, for one price or several", () => {
    expect(indicativeNote("one")).toMatch(/^The price is indicative and confirmed in a written/);
    expect(indicativeNote("several")).toMatch(/^Prices are indicative and confirmed in a written/);
  });

  it("is needed only where a figure is shown", () => {
    expect(showsFigures([onRequest, from])).toBe(true);
    expect(showsFigures([onRequest])).toBe(false);
  });

  it("says 'Price on request' without a figure, never breaking the line", () => {
    expect(priceLine(onRequest)).toBe("Price on\u00a0request");
  });
});
