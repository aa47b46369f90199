import { describe, expect, it } from "vitest";

import { fallbackWidth, variantWidths } from "./image-source";

describe("variantWidths", () => {
  it("climbs the ladder up to the source's own width", () => {
    expect(variantWidths(1920)).toEqual([480, 960, 1440, 1920]);
    expect(variantWidths(1200)).toEqual([480, 960, 1200]);
    expect(variantWidths(800)).toEqual([480, 800]);
  });

  it("drops a step that is almost the source's width", () => {
    expect(variantWidths(1600)).toEqual([480, 960, 1600]);
  });

  it("never makes a variant wider than the source, nor wider than 2560 px", () => {
    expect(variantWidths(300)).toEqual([300]);
    expect(variantWidths(6000)).toEqual([480, 960, 1440, 1920, 2560]);
  });
});

describe("fallbackWidth", () => {
  it("is the widest variant up to 1440 px", () => {
    expect(fallbackWidth([480, 960, 1440, 1920])).toBe(1440);
    expect(fallbackWidth([480, 800])).toBe(800);
    expect(fallbackWidth([1600])).toBe(1600);
  });
});
