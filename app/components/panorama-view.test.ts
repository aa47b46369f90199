import { describe, expect, it } from "vitest";

import {
  AUTO_TURN,
  clamp,
  cubeTransform,
  degreesPerPixel,
  faceTurns,
  FOV_RANGE,
  limited,
  START,
  TURN_STEP,
  type View,
  viewAfterDrag,
  viewAfterKey,
  viewAfterTurn,
  viewAfterWheel,
  WHEEL_ZOOM,
  ZOOM_STEP,
} from "./panorama-view";

const view: View = { yaw: 30, pitch: 0, fov: 90 };

describe("limited", () => {
  it("keeps the turn within 0–360°, either way round", () => {
    expect(limited({ ...view, yaw: 370 }).yaw).toBe(10);
    expect(limited({ ...view, yaw: -10 }).yaw).toBe(350);
    expect(limited({ ...view, yaw: 720 }).yaw).toBe(0);
  });

  it("never tilts past straight up or straight down", () => {
    expect(limited({ ...view, pitch: 120 }).pitch).toBe(90);
    expect(limited({ ...view, pitch: -95 }).pitch).toBe(-90);
  });

  it("keeps the field of view within its range", () => {
    expect(limited({ ...view, fov: 10 }).fov).toBe(FOV_RANGE.min);
    expect(limited({ ...view, fov: 200 }).fov).toBe(FOV_RANGE.max);
  });

  it("leaves a view within bounds as it is", () => {
    expect(limited(START)).toEqual(START);
  });
});

describe("clamp", () => {
  it("holds a value between its bounds", () => {
    expect(clamp(5, 0, 10)).toBe(5);
    expect(clamp(-5, 0, 10)).toBe(0);
    expect(clamp(15, 0, 10)).toBe(10);
  });
});

describe("viewAfterKey", () => {
  it("turns and tilts by one step per arrow", () => {
    expect(viewAfterKey(view, "ArrowRight")?.yaw).toBe(30 + TURN_STEP);
    expect(viewAfterKey(view, "ArrowLeft")?.yaw).toBe(30 - TURN_STEP);
    expect(viewAfterKey(view, "ArrowUp")?.pitch).toBe(TURN_STEP);
    expect(viewAfterKey(view, "ArrowDown")?.pitch).toBe(-TURN_STEP);
  });

  it("wraps the turn past north", () => {
    expect(viewAfterKey({ ...view, yaw: 0 }, "ArrowLeft")?.yaw).toBe(360 - TURN_STEP);
  });

  it("zooms in with + or =, out with - or _, within the range", () => {
    expect(viewAfterKey(view, "+")?.fov).toBe(90 - ZOOM_STEP);
    expect(viewAfterKey(view, "=")?.fov).toBe(90 - ZOOM_STEP);
    expect(viewAfterKey(view, "-")?.fov).toBe(90 + ZOOM_STEP);
    expect(viewAfterKey(view, "_")?.fov).toBe(90 + ZOOM_STEP);
    expect(viewAfterKey({ ...view, fov: FOV_RANGE.max }, "-")?.fov).toBe(FOV_RANGE.max);
  });

  it("ignores other keys, which stay with the browser", () => {
    for (const key of ["Enter", " ", "Tab", "a", "Escape"]) {
      expect(viewAfterKey(view, key)).toBeUndefined();
    }
  });
});

describe("dragging", () => {
  it("spreads the field of view over the window's longer side", () => {
    expect(degreesPerPixel(100, 1000, 500)).toBeCloseTo(0.1);
    expect(degreesPerPixel(100, 500, 1000)).toBeCloseTo(0.1);
  });

  it("follows the pointer: right turns the view left, down tilts it up", () => {
    const after = viewAfterDrag(view, 100, 50, 900, 600);
    expect(after.yaw).toBeCloseTo(30 - 10);
    expect(after.pitch).toBeCloseTo(5);
    expect(after.fov).toBe(view.fov);
  });

  it("stops tilting at the poles", () => {
    expect(viewAfterDrag(view, 0, 10_000, 900, 600).pitch).toBe(90);
  });
});

describe("the wheel and the slow turn", () => {
  it("zooms out as the wheel moves down, in as it moves up", () => {
    expect(viewAfterWheel(view, 100).fov).toBeCloseTo(90 + 100 * WHEEL_ZOOM);
    expect(viewAfterWheel(view, -100).fov).toBeCloseTo(90 - 100 * WHEEL_ZOOM);
    expect(viewAfterWheel(view, 10_000).fov).toBe(FOV_RANGE.max);
  });

  it("turns slowly to the right as time passes", () => {
    expect(viewAfterTurn(view, 2).yaw).toBeCloseTo(30 + 2 * AUTO_TURN);
    expect(viewAfterTurn({ ...view, yaw: 359 }, 1).yaw).toBeCloseTo((359 + AUTO_TURN) % 360);
  });
});

describe("the cube", () => {
  it("writes the tilt before the turn, to two decimals", () => {
    expect(cubeTransform({ yaw: 12.345, pitch: -10, fov: 90 })).toBe(
      "translateZ(var(--eye)) rotateX(-10.00deg) rotateY(12.35deg)",
    );
  });

  it("turns each of the six faces its own way", () => {
    expect(Object.keys(faceTurns).sort()).toEqual(["back", "down", "front", "left", "right", "up"]);
    expect(new Set(Object.values(faceTurns)).size).toBe(6);
  });
});
