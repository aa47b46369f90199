// @vitest-environment node
import { describe, expect, it } from "vitest";

import { cabinOf, saunaItem, saunasWithPlans } from "../../app/catalogue/range";
import {
  dimensionEnds,
  floorPlan,
  frontElevation,
  mmToPoints,
  type Rect,
  toPaperPoints,
  WALL,
} from "./geometry";

function inside(inner: Rect, outer: Rect) {
  return (
    inner.x0 >= outer.x0 && inner.x1 <= outer.x1 && inner.y0 >= outer.y0 && inner.y1 <= outer.y1
  );
}

function overlap(a: Rect, b: Rect) {
  return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
}

describe.each(saunasWithPlans)("the plans of %s", (slug) => {
  const { width, depth, height } = saunaItem(slug).model;
  const cabin = cabinOf(slug);
  const plan = floorPlan(cabin);
  const elevation = frontElevation(cabin);

  it("are drawn from the catalogue's dimensions", () => {
    expect(cabin).toMatchObject({ width, depth, height });
    expect(plan.outline).toEqual({ x0: 0, y0: 0, x1: width, y1: depth });
    expect(elevation.outline).toEqual({ x0: 0, y0: 0, x1: width, y1: height });
    expect(plan.inside).toEqual({ x0: WALL, y0: WALL, x1: width - WALL, y1: depth - WALL });
  });

  it("fit the benches, heater and openings inside the walls without overlapping", () => {
    for (const part of [plan.upperBench, plan.lowerBench, plan.heater]) {
      expect(inside(part, plan.inside)).toBe(true);
    }
    expect(overlap(plan.heater, plan.upperBench)).toBe(false);
    expect(overlap(plan.heater, plan.lowerBench)).toBe(false);
    expect(plan.upperBench.y0).toBe(plan.lowerBench.y1);
    expect(plan.upperBench.y1).toBe(plan.inside.y1);
    for (const opening of plan.openings) {
      expect(opening.x0).toBeGreaterThanOrEqual(WALL);
      expect(opening.x1).toBeLessThanOrEqual(width - WALL);
    }
    for (const opening of elevation.openings) {
      expect(inside(opening, { ...elevation.outline, y1: elevation.roof.y0 })).toBe(true);
    }
  });

  it("give a door a swing that opens outwards, and a glass front none", () => {
    const door = plan.openings.find((opening) => opening.kind === "door");
    if (cabin.front === "glass") {
      expect(plan.doorSwing).toBeUndefined();
      expect(plan.openings.map((opening) => opening.kind)).toEqual(["glass"]);
      return;
    }
    expect(door).toBeDefined();
    expect(plan.doorSwing).toEqual({
      hinge: [door!.x1, 0],
      open: [door!.x1, -(door!.x1 - door!.x0)],
      closed: [door!.x0, 0],
      radius: door!.x1 - door!.x0,
    });
  });

  it("label every dimension line with the distance it measures", () => {
    const labels = [...plan.dimensions, ...elevation.dimensions].map((line) => line.label);
    expect(labels).toEqual([
      String(width),
      String(depth),
      String(plan.upperBench.y0 - plan.lowerBench.y0),
      String(plan.upperBench.y1 - plan.upperBench.y0),
      String(width),
      String(height),
    ]);
    for (const line of [...plan.dimensions, ...elevation.dimensions]) {
      const [a, b] = dimensionEnds(line);
      const drawn = line.axis === "x" ? b[0] - a[0] : b[1] - a[1];
      expect(drawn).toBe(line.value);
      expect(line.label).toBe(String(line.value));
    }
  });

  it("keep every line within their bounds", () => {
    expect(inside(plan.outline, plan.bounds)).toBe(true);
    expect(inside(elevation.roof, elevation.bounds)).toBe(true);
    if (plan.doorSwing) expect(plan.bounds.y0).toBe(plan.doorSwing.open[1]);
    for (const drawing of [plan, elevation]) {
      for (const [x, y] of drawing.dimensions.flatMap(dimensionEnds)) {
        expect(inside({ x0: x, y0: y, x1: x, y1: y }, drawing.bounds)).toBe(true);
      }
    }
  });
});

describe("the bench depths", () => {
  it("are the upper bench's 600 mm and the lower bench's 450 mm", () => {
    const plan = floorPlan(cabinOf("aurora"));
    expect(plan.dimensions.slice(2).map((line) => line.label)).toEqual(["450", "600"]);
  });
});

describe("paper sizes", () => {
  it("convert millimetres to points exactly (72 points to 25.4 mm)", () => {
    expect(mmToPoints(25.4)).toBe(72);
    expect(mmToPoints(420)).toBeCloseTo(1190.55, 2);
    expect(mmToPoints(297)).toBeCloseTo(841.89, 2);
  });

  it("draw a length at 1:20: 2060 mm of cabin is 103 mm on paper", () => {
    expect(toPaperPoints(2060)).toBeCloseTo((103 * 72) / 25.4, 10);
    expect(toPaperPoints(2060)).toBeCloseTo(291.9685, 4);
    expect(toPaperPoints(508)).toBe(72);
  });
});
