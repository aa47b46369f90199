import { describe, expect, it } from "vitest";

import { numberFieldChars } from "./form-styles";

describe("numberFieldChars", () => {
  it("makes room for the longest whole value at either limit", () => {
    expect(numberFieldChars({ min: 800, max: 5000, step: 1 })).toBe(4);
    expect(numberFieldChars({ min: 10, max: 180, step: 1 })).toBe(3);
    expect(numberFieldChars({ min: -1200, max: 30, step: 1 })).toBe(5);
  });

  it("adds the point and the decimals a step below one allows", () => {
    expect(numberFieldChars({ min: 0, max: 30, step: 0.01 })).toBe(5);
    expect(numberFieldChars({ min: 0, max: 20, step: 0.1 })).toBe(4);
    expect(numberFieldChars({ min: 0, max: 20, step: 0.25 })).toBe(5);
  });
});
