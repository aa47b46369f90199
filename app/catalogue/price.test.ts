import { describe, expect, it } from "vitest";

import { formatRand, fromPrice } from "./price";

describe("prices", () => {
  it("formats rand for South Africa, with spaces between thousands", () => {
    expect(formatRand(95_000).replace(/\s/g, " ")).toBe("R 95 000");
    expect(formatRand(1_250_000).replace(/\s/g, " ")).toBe("R 1 250 000");
  });

  it("uses non-breaking spaces, so a price never breaks across lines", () => {
    expect(formatRand(95_000)).not.toMatch(/ /);
  });

  it("reads 'From R …'", () => {
    expect(fromPrice({ from: 95_000, availability: "MadeToOrder" }).replace(/\s/g, " ")).toBe(
      "From R 95 000",
    );
  });
});
