/**
 * The 3D viewer's camera, as plain arithmetic: orbiting the cabin from outside, and looking round
 * from the bench inside. Dragging, the arrow keys, the wheel, a pinch and +/− all end here, so the
 * limits (never under the ground, never upside down, never too close or too far) hold whichever
 * way the visitor moves. No three.js: the tests run it as is.
 */

/** Outside: the camera on a sphere round the cabin's middle. Angles in radians, distance in m. */
export interface Orbit {
  /** Round the cabin: 0 in front of it, positive towards its right. */
  azimuth: number;
  /** Above the horizon. */
  elevation: number;
  distance: number;
}

/** Inside: where the seated bather looks. 0, 0 is straight at the front. `fov` in degrees. */
export interface Look {
  yaw: number;
  pitch: number;
  fov: number;
}

export const ORBIT_LIMITS = { elevation: [0.03, 1.25] as const, zoom: [0.6, 1.7] as const };
export const LOOK_LIMITS = { pitch: [-0.9, 0.9] as const, fov: [40, 85] as const };
/** Outside, the lens of a product photograph; inside, a wide view of the room. */
export const OUTSIDE_FOV = 35;
export const INSIDE_FOV = 70;
/** How far a drag of one pixel turns the view, and how far one press of an arrow key does. */
export const DRAG_RADIANS_PER_PIXEL = 0.006;
export const KEY_STEP = Math.PI / 16;
/** One press of + or −, or one notch of the wheel: the factor the distance or angle changes by. */
export const ZOOM_STEP = 1.15;

const clamp = (value: number, [min, max]: readonly [number, number]) =>
  Math.min(max, Math.max(min, value));

/**
 * How far from the cabin's middle the camera stands to see all of it: its bounding sphere
 * (`radius`) fitted in the narrower of the two fields of view, with a little air round it.
 */
export function fitDistance(radius: number, fovDegrees: number, aspect: number): number {
  const vertical = (fovDegrees * Math.PI) / 180;
  const horizontal = 2 * Math.atan(Math.tan(vertical / 2) * aspect);
  return (radius / Math.sin(Math.min(vertical, horizontal) / 2)) * 1.04;
}

/** The view a visitor first sees: from the front left, a little above eye level. */
export function startOrbit(fit: number): Orbit {
  return { azimuth: -0.6, elevation: 0.2, distance: fit };
}

export function orbitByDrag(orbit: Orbit, dx: number, dy: number): Orbit {
  return {
    ...orbit,
    azimuth: orbit.azimuth - dx * DRAG_RADIANS_PER_PIXEL,
    elevation: clamp(orbit.elevation + dy * DRAG_RADIANS_PER_PIXEL, ORBIT_LIMITS.elevation),
  };
}

/** Zooms by `factor` (>1 closer), within the limits relative to the fitting distance `fit`. */
export function orbitByZoom(orbit: Orbit, factor: number, fit: number): Orbit {
  const [near, far] = ORBIT_LIMITS.zoom;
  return { ...orbit, distance: clamp(orbit.distance / factor, [fit * near, fit * far]) };
}

export function lookByDrag(look: Look, dx: number, dy: number): Look {
  // Dragging moves the room with the finger, as it does in a photo sphere; narrower when zoomed.
  const scale = (DRAG_RADIANS_PER_PIXEL * look.fov) / INSIDE_FOV;
  return {
    ...look,
    yaw: look.yaw + dx * scale,
    pitch: clamp(look.pitch + dy * scale, LOOK_LIMITS.pitch),
  };
}

export function lookByZoom(look: Look, factor: number): Look {
  return { ...look, fov: clamp(look.fov / factor, LOOK_LIMITS.fov) };
}

/** What a key does: a turn (dx, dy in pixels' worth of drag) or a zoom factor; null: not ours. */
export function keyAction(key: string): { dx: number; dy: number } | { zoom: number } | null {
  const pixels = KEY_STEP / DRAG_RADIANS_PER_PIXEL;
  switch (key) {
    case "ArrowLeft":
      return { dx: pixels, dy: 0 };
    case "ArrowRight":
      return { dx: -pixels, dy: 0 };
    case "ArrowUp":
      return { dx: 0, dy: pixels };
    case "ArrowDown":
      return { dx: 0, dy: -pixels };
    case "+":
    case "=":
      return { zoom: ZOOM_STEP };
    case "-":
    case "_":
      return { zoom: 1 / ZOOM_STEP };
    default:
      return null;
  }
}

/** The camera's position relative to the orbit's centre, in m (x right, y up, z to the front). */
export function orbitOffset({ azimuth, elevation, distance }: Orbit): [number, number, number] {
  const flat = Math.cos(elevation) * distance;
  return [Math.sin(azimuth) * flat, Math.sin(elevation) * distance, Math.cos(azimuth) * flat];
}

/** The direction the seated eye looks in (a unit vector); yaw 0 faces the front (+z). */
export function lookDirection({ yaw, pitch }: Look): [number, number, number] {
  const flat = Math.cos(pitch);
  return [Math.sin(-yaw) * flat, Math.sin(pitch), Math.cos(-yaw) * flat];
}

/** Eases a transition: slow out, slow in. */
export function ease(t: number): number {
  const x = Math.min(1, Math.max(0, t));
  return x < 0.5 ? 4 * x * x * x : 1 - (-2 * x + 2) ** 3 / 2;
}

/**
 * Watches the frame rate while the view moves on its own (turning slowly, or easing from one view
 * to another: frames that follow one another without waiting for the visitor) and says when it
 * has stayed under `minFps` for `windowMs` of such frames. The viewer calls `pause()` when the
 * view comes to rest, so the time it stands still (render on demand) never counts as slowness.
 */
export class FrameRateWatch {
  private frames = 0;
  private elapsed = 0;
  private last: number | null = null;

  constructor(
    private readonly minFps = 30,
    private readonly windowMs = 2000,
  ) {}

  /** Notes a frame drawn at `now` (ms). Returns true once the rate has been too low for long. */
  frame(now: number): boolean {
    if (this.last !== null) {
      this.frames++;
      this.elapsed += now - this.last;
    }
    this.last = now;
    if (this.elapsed < this.windowMs) return false;
    const fps = (this.frames * 1000) / this.elapsed;
    this.frames = 0;
    this.elapsed = 0;
    return fps < this.minFps;
  }

  /** The view came to rest: the next frame starts a new run. */
  pause(): void {
    this.last = null;
  }

  /** Forgets everything measured (after the drawing resolution changes). */
  reset(): void {
    this.pause();
    this.frames = 0;
    this.elapsed = 0;
  }
}
