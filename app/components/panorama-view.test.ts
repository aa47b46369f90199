import { describe, expect, it } from "vitest";

import {
  AUTO_TURN,
  clamp,
  cubeTransform,
  degreesPerPixel,
  eyePoint,
  faceTurns,
  FOV_RANGE,
  limited,
  START,
  tileInFront,
  TILES,
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

describe("the tiles in front of the eye", () => {
  const ahead = { yaw: 0, pitch: 0, fov: 100 };

  it("puts the front face ahead and the back face behind, looking ahead", () => {
    expect(eyePoint("front", 0, 0, ahead)[2]).toBeCloseTo(-1);
    expect(eyePoint("back", 0, 0, ahead)[2]).toBeCloseTo(1);
    // The right face's middle is level with the eye, to its right.
    const right = eyePoint("right", 0, 0, ahead);
    expect(right[0]).toBeCloseTo(1);
    expect(right[2]).toBeCloseTo(0);
  });

  it("brings the right face ahead when the view turns right, and the floor when it tilts down", () => {
    expect(eyePoint("right", 0, 0, { ...ahead, yaw: 90 })[2]).toBeCloseTo(-1);
    expect(eyePoint("down", 0, 0, { ...ahead, pitch: -90 })[2]).toBeCloseTo(-1);
  });

  it("shows every tile of the face ahead and hides every tile behind", () => {
    for (let row = 0; row < TILES; row++)
      for (let column = 0; column < TILES; column++) {
        expect(tileInFront("front", row, column, ahead)).toBe(true);
        expect(tileInFront("back", row, column, ahead)).toBe(false);
      }
  });

  it("hides a side face's tiles that reach behind the eye, and shows its tiles ahead", () => {
    const shown = (column: number) => tileInFront("left", 3, column, ahead);
    const columns = Array.from({ length: TILES }, (_, column) => shown(column));
    // The four columns ahead, less the one whose edge touches the eye's plane.
    expect(columns.filter(Boolean)).toHaveLength(TILES / 2 - 1);
  });

  it("keeps on screen every direction a tile hides: none within the widest view's corners", () => {
    // Any point of a hidden tile that is in front of the eye lies more than 58.6° off the axis.
    const widest = Math.atan(Math.hypot(Math.tan(radians(55)), Math.tan(radians(55)) * (9 / 16)));
    for (const view of [
      ahead,
      { yaw: 37, pitch: -20, fov: 110 },
      { yaw: 200, pitch: 65, fov: 110 },
    ])
      for (const face of ["front", "right", "back", "left", "up", "down"] as const)
        for (let row = 0; row < TILES; row++)
          for (let column = 0; column < TILES; column++) {
            if (tileInFront(face, row, column, view)) continue;
            for (let i = 0; i <= 4; i++)
              for (let j = 0; j <= 4; j++) {
                const u = -1 + (2 * (column + i / 4)) / TILES;
                const v = -1 + (2 * (row + j / 4)) / TILES;
                const [x, y, z] = eyePoint(face, u, v, view);
                if (z >= 0) continue;
                expect(Math.atan2(Math.hypot(x, y), -z)).toBeGreaterThan(widest);
              }
          }
  });
});

const radians = (degrees: number) => (degrees * Math.PI) / 180;
