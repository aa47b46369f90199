/** The 3D viewer's camera arithmetic and its frame-rate watch. */
import { describe, expect, it } from "vitest";

import {
  FrameRateWatch,
  fitDistance,
  keyAction,
  LOOK_LIMITS,
  lookByDrag,
  lookByZoom,
  lookDirection,
  ORBIT_LIMITS,
  orbitByDrag,
  orbitByZoom,
  orbitOffset,
  startOrbit,
} from "./controls";

describe("orbiting the cabin", () => {
  const fit = fitDistance(2, 35, 16 / 9);

  it("stands back far enough to see the whole cabin, further on a narrow screen", () => {
    expect(fit).toBeGreaterThan(2 / Math.sin((17.5 * Math.PI) / 180));
    expect(fitDistance(2, 35, 4 / 5)).toBeGreaterThan(fit);
  });

  it("turns with a drag and never goes under the ground or over the top", () => {
    const start = startOrbit(fit);
    const turned = orbitByDrag(start, -100, 0);
    expect(turned.azimuth).toBeGreaterThan(start.azimuth);
    expect(orbitByDrag(start, 0, -10_000).elevation).toBe(ORBIT_LIMITS.elevation[0]);
    expect(orbitByDrag(start, 0, 10_000).elevation).toBe(ORBIT_LIMITS.elevation[1]);
    const [, y] = orbitOffset(orbitByDrag(start, 0, -10_000));
    expect(y).toBeGreaterThan(0);
  });

  it("zooms within limits", () => {
    let orbit = startOrbit(fit);
    for (let i = 0; i < 50; i++) orbit = orbitByZoom(orbit, 1.15, fit);
    expect(orbit.distance).toBeCloseTo(fit * ORBIT_LIMITS.zoom[0]);
    for (let i = 0; i < 50; i++) orbit = orbitByZoom(orbit, 1 / 1.15, fit);
    expect(orbit.distance).toBeCloseTo(fit * ORBIT_LIMITS.zoom[1]);
  });

  it("puts the camera in front of the cabin at azimuth 0", () => {
    const [x, , z] = orbitOffset({ azimuth: 0, elevation: 0, distance: 5 });
    expect(x).toBeCloseTo(0);
    expect(z).toBeCloseTo(5);
  });
});

describe("looking round inside", () => {
  const look = { yaw: 0, pitch: 0, fov: 70 };

  it("faces the front at first", () => {
    const [x, y, z] = lookDirection(look);
    expect(x).toBeCloseTo(0);
    expect(y).toBeCloseTo(0);
    expect(z).toBeCloseTo(1);
  });

  it("turns with a drag, never past straight up or down, and zooms by narrowing the view", () => {
    expect(lookByDrag(look, 100, 0).yaw).not.toBe(0);
    expect(lookByDrag(look, 0, 1e6).pitch).toBe(LOOK_LIMITS.pitch[1]);
    expect(lookByZoom(look, 100).fov).toBe(LOOK_LIMITS.fov[0]);
    expect(lookByZoom(look, 1 / 100).fov).toBe(LOOK_LIMITS.fov[1]);
  });
});

describe("keys", () => {
  it("turns with the arrows and zooms with + and −, and leaves other keys alone", () => {
    expect(keyAction("ArrowLeft")).toMatchObject({ dy: 0 });
    expect(keyAction("ArrowUp")).toMatchObject({ dx: 0 });
    expect(keyAction("+")).toEqual({ zoom: expect.any(Number) });
    expect((keyAction("-") as { zoom: number }).zoom).toBeLessThan(1);
    expect(keyAction("Tab")).toBeNull();
    expect(keyAction("Enter")).toBeNull();
  });
});

describe("FrameRateWatch", () => {
  it("says so when moving frames stay under 30 per second for two seconds", () => {
    const watch = new FrameRateWatch(30, 2000);
    let slow = false;
    for (let t = 0; t <= 2100; t += 50) slow ||= watch.frame(t); // 20 fps
    expect(slow).toBe(true);
  });

  it("is content at 60 per second", () => {
    const watch = new FrameRateWatch(30, 2000);
    let slow = false;
    for (let t = 0; t <= 5000; t += 16.7) slow ||= watch.frame(t);
    expect(slow).toBe(false);
  });

  it("does not count the time the view stood still between two moves", () => {
    const watch = new FrameRateWatch(30, 2000);
    let slow = false;
    for (let run = 0; run < 20; run++) {
      const start = run * 10_000;
      for (let t = start; t <= start + 200; t += 16) slow ||= watch.frame(t);
      watch.pause();
    }
    expect(slow).toBe(false);
  });
});
