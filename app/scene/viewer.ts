/**
 * The 3D viewer's engine: a three.js renderer on a given canvas showing one cabin (`scene.ts`) in
 * a calm, warm setting, with its own small controls (`controls.ts`): orbit from outside, look
 * round from the bench inside. Loaded only when a visitor asks for the 3D view (the React side is
 * `components/scene-stage.tsx`), with three.js, in one chunk.
 *
 * It draws only when something changes (a drag, a key, the slow turn it starts with, an easing
 * between views) and not at all while the canvas is off screen or the page is hidden. While the
 * view moves on its own it watches the frame rate: too slow, it first draws at a lower resolution,
 * then gives up and says so (`onFallback`), and the page shows the poster instead.
 */
import {
  type Material,
  Mesh,
  type MeshBasicMaterial,
  type Object3D,
  PerspectiveCamera,
  Scene,
  Vector3,
  WebGLRenderer,
} from "three";

import type { CabinModel } from "~/content/range-core";
import type { Stage } from "~/catalogue/scenery";

import {
  ease,
  fitDistance,
  FrameRateWatch,
  INSIDE_FOV,
  keyAction,
  type Look,
  lookByDrag,
  lookByZoom,
  lookDirection,
  type Orbit,
  orbitByDrag,
  orbitByZoom,
  orbitOffset,
  OUTSIDE_FOV,
  startOrbit,
} from "./controls";
import { gradientTexture, HOURS, lightsFor, toneMap } from "./lighting";
import { PLACES } from "./places";
import { buildCabin, MM } from "./scene";
import { buildSetting, contactShadow, ground } from "./setting";

export type FallbackReason = "slow" | "lost";

export interface SceneOptions {
  canvas: HTMLCanvasElement;
  model: CabinModel;
  /**
   * Where the cabin stands and the angle the view opens at (the collection's main picture is
   * that first frame); the home spa, from the front left, when not given.
   */
  stage?: Stage;
  /** No slow turn on opening, and views change at once rather than easing. */
  reducedMotion: boolean;
  /** The view cannot go on: the page shows the poster and says why. */
  onFallback: (reason: FallbackReason) => void;
  /** The first frame is on screen. */
  onReady?: () => void;
}

export interface Viewer {
  /** Shows another cabin (a configured design) in place of the one shown, keeping the view. */
  setModel(model: CabinModel): void;
  /** Inside (seated on the bench) or outside (orbiting). */
  setInside(inside: boolean): void;
  /** Closer (factor > 1) or further. */
  zoom(factor: number): void;
  dispose(): void;
}

/** The slow turn a visitor sees on opening (radians per second), and how long it lasts at most. */
const AUTO_TURN = 0.12;
const AUTO_TURN_MS = 20_000;
/** How long the camera takes to move between outside and inside. */
const TRANSITION_MS = 1100;
/** The first second after the first frame is not timed: textures and shaders are still settling. */
const WARM_UP_MS = 1000;
/** Drawing resolutions tried, as a share of the device's, before the viewer gives up. */
const RESOLUTION_STEPS = [1, 0.7, 0.5];
/** The device pixel ratio is capped: beyond 2 nothing shows but the cost does. */
const MAX_PIXEL_RATIO = 2;

/** Daylight outside: the sun's and the sky's intensity. */
const SUN = HOURS.day.sun.intensity;
const SKY = HOURS.day.sky.intensity;

/**
 * Inside, `fov` is the field across a landscape view; a portrait screen (a phone) keeps that
 * field across its narrow width, seeing more above and below, so the room never shrinks to a slot.
 */
function insideFov(fov: number, aspect: number): number {
  if (aspect >= 1) return fov;
  const across = Math.tan((fov * Math.PI) / 360);
  return Math.min(100, (Math.atan(across / aspect) * 360) / Math.PI);
}

export function createViewer({
  canvas,
  model,
  stage = { place: "home-spa" },
  reducedMotion,
  onFallback,
  onReady,
}: SceneOptions): Viewer {
  const renderer = new WebGLRenderer({ canvas, antialias: true, powerPreference: "default" });
  toneMap(renderer, HOURS.day.exposure);

  const scene = new Scene();
  const where = PLACES[stage.place];
  // The backdrop: outdoors the day's sky; indoors warm linen fading to sand, like the page round it.
  const colours = where.sky?.day ?? HOURS.day.backdrop;
  const backdrop = gradientTexture(colours.top, colours.bottom);
  scene.background = backdrop;

  const maxAnisotropy = renderer.capabilities.getMaxAnisotropy();
  /** The cabin of a model, with its contact shadow, added to the scene. */
  const place = (of: CabinModel) => {
    const built = buildCabin(of);
    for (const material of [
      built.materials.cladding,
      built.materials.lining,
      built.materials.bench,
    ])
      if (material.map) material.map.anisotropy = Math.min(8, maxAnisotropy);
    const shadow = contactShadow(of.width * MM, of.depth * MM);
    const setting = buildSetting(of, "day", where);
    scene.add(setting.group, built.group, shadow);
    for (const light of built.lights) light.userData.base = light.intensity;
    return { cabin: built, shadow, room: setting.group, clearView: setting.clearView };
  };
  let { cabin, shadow, room, clearView } = place(model);
  const floor = ground(where.ground);
  floor.renderOrder = -1;
  scene.add(floor);

  // Daylight from the front left, soft sky and ground bounce; indoors the warm strips take over.
  // (No environment map: its rendering and blurring cost more start-up time than it is worth.)
  const { sun, sky } = lightsFor("day");
  scene.add(sun, sky);

  const camera = new PerspectiveCamera(OUTSIDE_FOV, 1, 0.05, 100);
  const radiusOf = (of: CabinModel) => (Math.hypot(of.width, of.depth, of.height) / 2) * MM;
  let radius = radiusOf(model);
  let aspect = 1;
  let fit = fitDistance(radius, OUTSIDE_FOV, aspect);
  const opening = startOrbit(fit);
  let orbit: Orbit = {
    ...opening,
    azimuth: opening.azimuth + (stage.turn ?? 0),
    elevation: stage.elevation ?? opening.elevation,
  };
  let look: Look = { yaw: 0.15, pitch: -0.1, fov: INSIDE_FOV };
  let inside = false;
  let autoTurnUntil = reducedMotion ? 0 : performance.now() + AUTO_TURN_MS;

  interface Pose {
    position: Vector3;
    target: Vector3;
    fov: number;
  }
  const pose = (): Pose => {
    if (inside) {
      const [x, y, z] = lookDirection(look);
      return {
        position: cabin.seated.eye.clone(),
        target: cabin.seated.eye.clone().add(new Vector3(x, y, z)),
        fov: insideFov(look.fov, aspect),
      };
    }
    const [x, y, z] = orbitOffset(orbit);
    return {
      position: cabin.centre.clone().add(new Vector3(x, y, z)),
      target: cabin.centre.clone(),
      fov: OUTSIDE_FOV,
    };
  };
  let transition: { from: Pose; start: number } | null = null;

  // Indoors the daylight dims and the warm strips glow brighter, as they would in the room.
  const lightFor = (share: number) => {
    sun.intensity = SUN * (1 - share * 0.65);
    sky.intensity = SKY * (1 - share * 0.4);
    for (const light of cabin.lights)
      light.intensity = (light.userData.base as number) * (1 + share * 0.5);
  };
  lightFor(0);

  /* Drawing on demand ---------------------------------------------------------------------- */

  const watch = new FrameRateWatch();
  let resolution = 0;
  let frame = 0;
  let onScreen = true;
  let lastFrame = 0;
  let ready = false;
  let timedFrom = Infinity;
  let stopped = false;

  const applyResolution = () => {
    const ratio = Math.min(window.devicePixelRatio || 1, MAX_PIXEL_RATIO);
    renderer.setPixelRatio(ratio * RESOLUTION_STEPS[resolution]!);
  };
  applyResolution();

  const resize = () => {
    const width = canvas.clientWidth;
    const height = canvas.clientHeight;
    if (!width || !height) return;
    renderer.setSize(width, height, false);
    aspect = width / height;
    camera.aspect = aspect;
    const previous = fit;
    fit = fitDistance(radius, OUTSIDE_FOV, aspect);
    orbit = { ...orbit, distance: (orbit.distance * fit) / previous };
    invalidate();
  };

  function invalidate() {
    if (frame || stopped || !compiled || !onScreen || document.hidden) return;
    frame = requestAnimationFrame(draw);
  }

  function draw(now: number) {
    frame = 0;
    const elapsed = lastFrame ? Math.min(100, now - lastFrame) : 0;
    lastFrame = now;
    let moving = false;
    if (!inside && now < autoTurnUntil) {
      orbit = { ...orbit, azimuth: orbit.azimuth + (AUTO_TURN * elapsed) / 1000 };
      moving = true;
    }
    let target = pose();
    let share = inside ? 1 : 0;
    if (transition) {
      const t = (now - transition.start) / TRANSITION_MS;
      if (t >= 1) transition = null;
      else {
        const k = ease(t);
        const { from } = transition;
        target = {
          position: from.position.clone().lerp(target.position, k),
          target: from.target.clone().lerp(target.target, k),
          fov: from.fov + (target.fov - from.fov) * k,
        };
        share = inside ? k : 1 - k;
        moving = true;
      }
    }
    lightFor(share);
    camera.position.copy(target.position);
    camera.lookAt(target.target);
    clearView(camera.position, cabin.centre);
    if (camera.fov !== target.fov) {
      camera.fov = target.fov;
    }
    camera.updateProjectionMatrix();
    renderer.render(scene, camera);
    if (!ready) {
      ready = true;
      timedFrom = now + WARM_UP_MS;
      onReady?.();
    }
    if (moving) {
      if (now < timedFrom) watch.pause();
      else if (watch.frame(now)) slower();
      invalidate();
    } else {
      watch.pause();
      lastFrame = 0;
    }
  }

  /** Too slow: draw fewer pixels, and when there is nothing left to shed, give up. */
  function slower() {
    if (resolution + 1 < RESOLUTION_STEPS.length) {
      resolution++;
      applyResolution();
      resize();
      watch.reset();
      return;
    }
    stop();
    onFallback("slow");
  }

  /* Input -------------------------------------------------------------------------------------- */

  const stopTurning = () => {
    autoTurnUntil = 0;
  };

  const turn = (dx: number, dy: number) => {
    stopTurning();
    if (inside) look = lookByDrag(look, dx, dy);
    else orbit = orbitByDrag(orbit, dx, dy);
    invalidate();
  };

  const zoom = (factor: number) => {
    stopTurning();
    if (inside) look = lookByZoom(look, factor);
    else orbit = orbitByZoom(orbit, factor, fit);
    invalidate();
  };

  const pointers = new Map<number, { x: number; y: number }>();
  let pinch = 0;
  const spread = () => {
    const [a, b] = [...pointers.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };
  const onPointerDown = (event: PointerEvent) => {
    if (event.button !== 0 && event.pointerType === "mouse") return;
    canvas.setPointerCapture(event.pointerId);
    pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    pinch = spread();
    stopTurning();
  };
  const onPointerMove = (event: PointerEvent) => {
    const previous = pointers.get(event.pointerId);
    if (!previous) return;
    const now = { x: event.clientX, y: event.clientY };
    pointers.set(event.pointerId, now);
    if (pointers.size === 1) turn(now.x - previous.x, now.y - previous.y);
    else if (pointers.size === 2) {
      const next = spread();
      if (pinch > 0 && next > 0) zoom(next / pinch);
      pinch = next;
    }
  };
  const onPointerUp = (event: PointerEvent) => {
    pointers.delete(event.pointerId);
    pinch = spread();
  };
  const onWheel = (event: WheelEvent) => {
    // The page scrolls past the viewer unless the visitor is using it (it has focus) or pinches
    // on a trackpad (which arrives as a wheel with Ctrl).
    if (document.activeElement !== canvas && !event.ctrlKey) return;
    event.preventDefault();
    zoom(Math.exp(-event.deltaY * (event.ctrlKey ? 0.01 : 0.0015)));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.metaKey || (event.ctrlKey && !["+", "-", "="].includes(event.key)))
      return;
    const action = keyAction(event.key);
    if (!action) return;
    event.preventDefault();
    if ("zoom" in action) zoom(action.zoom);
    else turn(action.dx, action.dy);
  };
  canvas.addEventListener("pointerdown", onPointerDown);
  canvas.addEventListener("pointermove", onPointerMove);
  canvas.addEventListener("pointerup", onPointerUp);
  canvas.addEventListener("pointercancel", onPointerUp);
  canvas.addEventListener("wheel", onWheel, { passive: false });
  canvas.addEventListener("keydown", onKeyDown);

  /* Visibility and failure --------------------------------------------------------------------- */

  const resizer = new ResizeObserver(resize);
  resizer.observe(canvas);
  const seen = new IntersectionObserver((entries) => {
    onScreen = entries.some((entry) => entry.isIntersecting);
    watch.pause();
    lastFrame = 0;
    if (onScreen) invalidate();
    else if (frame) {
      cancelAnimationFrame(frame);
      frame = 0;
    }
  });
  seen.observe(canvas);
  const onVisibility = () => {
    watch.pause();
    lastFrame = 0;
    if (!document.hidden) invalidate();
  };
  document.addEventListener("visibilitychange", onVisibility);
  const onLost = (event: Event) => {
    event.preventDefault();
    stop();
    onFallback("lost");
  };
  canvas.addEventListener("webglcontextlost", onLost);

  function stop() {
    stopped = true;
    if (frame) cancelAnimationFrame(frame);
    frame = 0;
  }

  // Shaders compile before the first frame, off the main thread where the browser can.
  let compiled = false;
  resize();
  camera.position.copy(pose().position);
  camera.lookAt(pose().target);
  renderer.compileAsync(scene, camera).then(
    () => {
      compiled = true;
      invalidate();
    },
    () => {
      compiled = true;
      invalidate();
    },
  );

  /** Frees what a mesh holds on the graphics card; shared textures (the timbers, the stone floor)
   * are kept unless the whole viewer goes. */
  const release = (root: Object3D, shared: boolean) =>
    root.traverse((child) => {
      if (!(child instanceof Mesh)) return;
      child.geometry.dispose();
      const materials = Array.isArray(child.material) ? child.material : [child.material];
      for (const material of materials as Material[]) {
        const map = (material as MeshBasicMaterial).map;
        if (map && (shared || !map.userData.shared)) map.dispose();
        material.dispose();
      }
    });

  return {
    setModel(next) {
      if (stopped) return;
      const previous = { cabin, shadow, room };
      ({ cabin, shadow, room, clearView } = place(next));
      scene.remove(previous.cabin.group, previous.shadow, previous.room);
      for (const part of [previous.cabin.group, previous.room, previous.shadow])
        release(part, false);
      // The camera keeps its angle and its share of the distance that fits the cabin.
      const fitBefore = fit;
      radius = radiusOf(next);
      fit = fitDistance(radius, OUTSIDE_FOV, aspect);
      orbit = { ...orbit, distance: (orbit.distance * fit) / fitBefore };
      lightFor(inside ? 1 : 0);
      renderer.compileAsync(scene, camera).then(invalidate, invalidate);
    },
    setInside(next) {
      if (next === inside) return;
      const from = pose();
      inside = next;
      stopTurning();
      transition = reducedMotion ? null : { from, start: performance.now() };
      invalidate();
    },
    zoom,
    dispose() {
      stop();
      resizer.disconnect();
      seen.disconnect();
      document.removeEventListener("visibilitychange", onVisibility);
      canvas.removeEventListener("pointerdown", onPointerDown);
      canvas.removeEventListener("pointermove", onPointerMove);
      canvas.removeEventListener("pointerup", onPointerUp);
      canvas.removeEventListener("pointercancel", onPointerUp);
      canvas.removeEventListener("wheel", onWheel);
      canvas.removeEventListener("keydown", onKeyDown);
      canvas.removeEventListener("webglcontextlost", onLost);
      release(scene, true);
      backdrop.dispose();
      renderer.dispose();
    },
  };
}
