import { describe, expect, it } from "vitest";

import { breakerFor, circuitText, currentDrawn } from "./electrics";

describe("currentDrawn", () => {
  it("divides the power by 230 V on a single phase", () => {
    expect(currentDrawn(4.6, "single-phase")).toBeCloseTo(20, 6);
    expect(currentDrawn(9, "single-phase")).toBeCloseTo(39.13, 2);
  });

  it("shares the power over three phases of 400 V", () => {
    // 9 kW / (√3 × 400 V) ≈ 13.0 A on each phase.
    expect(currentDrawn(9, "three-phase")).toBeCloseTo(12.99, 2);
    expect(currentDrawn(6, "three-phase")).toBeCloseTo(8.66, 2);
  });
});

describe("breakerFor", () => {
  it("picks the smallest standard rating that carries the current", () => {
    expect(breakerFor(8.66)).toBe(10);
    expect(breakerFor(10)).toBe(10);
    expect(breakerFor(19.6)).toBe(20);
    expect(breakerFor(29.6)).toBe(32);
    expect(breakerFor(39.1)).toBe(40);
  });

  it("has no answer beyond the largest rating", () => {
    expect(breakerFor(150)).toBeUndefined();
  });
});

describe("circuitText", () => {
  it("names the circuit for each supply", () => {
    expect(circuitText(6, "single-phase").replace(/\s/g, " ")).toBe("a dedicated 32 A circuit");
    expect(circuitText(9, "three-phase").replace(/\s/g, " ")).toBe("a dedicated 3 × 16 A circuit");
  });
});

describe("circuitText for a heater made in several outputs", () => {
  it("names each rating once, with the outputs it serves", () => {
    expect(circuitText([4.5, 6, 8], "single-phase").replace(/\s/g, " ")).toBe(
      "a dedicated circuit of 20 A (4.5 kW), 32 A (6 kW) or 40 A (8 kW)",
    );
    expect(circuitText([4.5, 6, 8], "three-phase").replace(/\s/g, " ")).toBe(
      "a dedicated circuit of 3 × 10 A (4.5, 6 kW) or 3 × 16 A (8 kW)",
    );
  });

  it("gives one rating when every output needs the same circuit", () => {
    expect(circuitText([8, 9, 10.5], "three-phase").replace(/\s/g, " ")).toBe(
      "a dedicated 3 × 16 A circuit",
    );
  });

  it("never names the same rating twice", () => {
    for (const supply of ["single-phase", "three-phase"] as const) {
      const ratings = circuitText([4.5, 6, 6.8, 8, 9, 10.5, 11], supply)
        .replace(/\s/g, " ")
        .match(/(?:3 × )?\d+(?= A)/g);
      expect(new Set(ratings).size).toBe(ratings!.length);
    }
  });

  it("leaves an output beyond the largest breaker to the electrician", () => {
    expect(circuitText([6, 30], "single-phase")).toBe("a circuit designed by your electrician");
  });
});
