import { describe, expect, it } from "vitest";

import * as plans from "../../scripts/plans/geometry";

import { saunaRange } from "./range";
import { DOOR, FLOOR, glassArea, GLASS, interiorSize, ROOF, WALL, WINDOW } from "./cabin";

const area = (opening: { x0: number; x1: number; y0: number; y1: number }) =>
  ((opening.x1 - opening.x0) * (opening.y1 - opening.y0)) / 1e6;

describe("the plans' sizes", () => {
  it("are the ones the plans draw", () => {
    expect(WALL).toBe(plans.WALL);
    expect(ROOF).toBe(plans.ROOF);
  });
});

describe("interiorSize", () => {
  it("takes a wall off each side, the roof off the top and the floor off the bottom", () => {
    expect(interiorSize({ width: 2060, depth: 2000, height: 2400 })).toEqual({
      width: 2060 - 2 * WALL,
      depth: 2000 - 2 * WALL,
      height: 2400 - ROOF - FLOOR,
    });
  });

  it("matches the room inside every collection's floor plan", () => {
    for (const { model } of saunaRange) {
      const { inside } = plans.floorPlan(model);
      const room = interiorSize(model);
      expect(room.width).toBe(inside.x1 - inside.x0);
      expect(room.depth).toBe(inside.y1 - inside.y0);
    }
  });
});

describe("glassArea", () => {
  it("is the width less two side margins by the height less roof, head gap and sill, for glass", () => {
    const expected = ((2060 - 2 * GLASS.side) * (2400 - ROOF - GLASS.belowRoof - GLASS.sill)) / 1e6;
    expect(glassArea({ width: 2060, height: 2400, front: "glass" })).toBeCloseTo(expected, 9);
    expect(glassArea({ width: 2060, height: 2400, front: "glass" })).toBeCloseTo(1.7 * 1.99, 9);
  });

  it("is a 700 × 1900 mm door alone when no window fits beside it", () => {
    expect(DOOR.width * (DOOR.head - DOOR.sill)).toBe(700 * 1900);
    expect(glassArea({ width: 1400, height: 2100, front: "door" })).toBeCloseTo(1.33, 9);
  });

  it("adds the window beside the door when the front is wide enough", () => {
    const width = 1800;
    const windowWidth =
      Math.min(WINDOW.maxX1, width - DOOR.fromRight - DOOR.width - WINDOW.besideDoor) - WINDOW.x0;
    expect(windowWidth).toBeGreaterThan(WINDOW.minWidth);
    const windowArea = (windowWidth * (2400 - ROOF - WINDOW.belowRoof - WINDOW.sill)) / 1e6;
    expect(glassArea({ width, height: 2400, front: "door" })).toBeCloseTo(1.33 + windowArea, 9);
  });

  it("is the glass of every collection's front as its plan draws it", () => {
    for (const { model } of saunaRange) {
      const drawn = plans.frontOpenings(model).reduce((sum, opening) => sum + area(opening), 0);
      expect(glassArea(model)).toBeCloseTo(drawn, 9);
    }
  });
});
