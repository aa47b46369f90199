// @vitest-environment node
import { describe, expect, it } from "vitest";

import { mmToPoints } from "../plans/geometry";
import { planScale } from "./render";

describe("planScale", () => {
  const cabin = { x0: 0, y0: 0, x1: 2000, y1: 2000 };

  it("takes the largest standard scale at which the plan fits its box", () => {
    // 2000 mm is 50 mm on paper at 1:40, 40 mm at 1:50, 25 mm at 1:80.
    expect(planScale(cabin, mmToPoints(50), mmToPoints(50))).toBe(40);
    expect(planScale(cabin, mmToPoints(49), mmToPoints(60))).toBe(50);
    expect(planScale(cabin, mmToPoints(60), mmToPoints(30))).toBe(75);
  });

  it("falls back to its smallest scale when nothing fits", () => {
    expect(planScale(cabin, 1, 1)).toBe(100);
  });
});
