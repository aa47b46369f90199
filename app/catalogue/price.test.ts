import { describe, expect, it } from "vitest";

import { formatRand, priceLine } from "./price";

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
});
