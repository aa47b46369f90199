/**
 * The room a cabin stands in: a place (`places.ts`; the home spa unless told) built round the
 * cabin's own size, so that from the bench the glass looks out on a place rather than a plain
 * backdrop. Its walls and floor in their finishes, the window in the wall the cabin faces with its
 * view by the hour, and the furniture (`props.ts`) and extras the place keeps, each set where it
 * stands: a larger cabin gets a larger room, and nothing ever stands inside the cabin. Here too
 * are the ground and the soft shadow the 3D viewer stands a cabin on.
 *
 * The walls are one-sided and face into the room, so from outside the camera sees through the
 * walls nearest to it and the room reads as an architect's open model; from the bench every wall
 * is there. The setting is never part of the cabin's bounding box, its AR file or its figures.
 *
 * Three hours: the morning and the day, with the window bright, and the evening, with the window
 * dusk-blue and the room lit by the cabin's glow and the room's lights. Like the cabin, it needs
 * no renderer, no canvas and no file: textures are generated as data.
 */
import {
  Box3,
  Color,
  DataTexture,
  Group,
  LinearFilter,
  LinearMipmapLinearFilter,
  Mesh,
  MeshBasicMaterial,
  MeshStandardMaterial,
  PlaneGeometry,
  type Object3D,
  PointLight,
  RepeatWrapping,
  SRGBColorSpace,
  Vector3,
} from "three";

import type { Hour } from "~/catalogue/gallery-designs";
import type { CabinModel } from "~/content/range-core";

import { type Finish, HOME_SPA, type Place, type Room } from "./places";
import { block, dressing, iceBath, olive, towelBench, wallLight } from "./props";
import { MM } from "./scene";
import { random, rgb, TILE_LENGTH, TILE_WIDTH, timberTexture } from "./timber";

export type { Hour };

export interface Setting {
  group: Group;
  /**
   * Keeps the view of the cabin clear from outside: hides the furniture standing between the
   * camera and the cabin, and the window's frame when the camera is beyond its wall. From the
   * bench, everything shows. Positions in metres, in the scene.
   */
  clearView(camera: Vector3, cabinCentre: Vector3): void;
  /** The evening's wall lights (none by day). */
  lights: PointLight[];
  /** The room's inside, in metres: x and z from the cabin's centre, y up from the floor. */
  room: Room;
  place: Place;
}

/** The window's mullions and frame (m). */
const MULLION = 0.05;

function dataTexture(data: Uint8Array, width: number, height: number, repeat: boolean) {
  const texture = new DataTexture(data, width, height);
  texture.colorSpace = SRGBColorSpace;
  texture.magFilter = LinearFilter;
  texture.minFilter = repeat ? LinearMipmapLinearFilter : LinearFilter;
  texture.generateMipmaps = repeat;
  if (repeat) texture.wrapS = texture.wrapT = RepeatWrapping;
  texture.needsUpdate = true;
  return texture;
}

/**
 * One tile with its joint, made on first use and shared: a faint mottle, so a floor reads as
 * stone, not paint. Rectangular tiles keep their proportions (the texture is taller than wide).
 */
const tiles = new Map<string, DataTexture>();
function tileTexture(finish: Extract<Finish, { kind: "tiles" }>): DataTexture {
  const key = JSON.stringify(finish);
  const made = tiles.get(key);
  if (made) return made;
  const width = 128;
  const height = Math.round((width * finish.size[1]) / finish.size[0]);
  const joint = 2;
  const data = new Uint8Array(width * height * 4);
  const [r, g, b] = rgb(finish.colour);
  const next = random(7);
  // A coarse mottle, blurred by sampling a small grid of random values smoothly.
  const grid = 9;
  const cells = Array.from({ length: grid * grid }, () => next() - 0.5);
  const at = (i: number, j: number) => cells[(j % grid) * grid + (i % grid)]!;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const gx = (x / width) * (grid - 1);
      const gy = (y / height) * (grid - 1);
      const [i, j] = [Math.floor(gx), Math.floor(gy)];
      const [u, v] = [gx - i, gy - j];
      const mottle =
        at(i, j) * (1 - u) * (1 - v) +
        at(i + 1, j) * u * (1 - v) +
        at(i, j + 1) * (1 - u) * v +
        at(i + 1, j + 1) * u * v;
      const grain = (next() - 0.5) * 0.025;
      const inJoint = x < joint || y < joint;
      const k = inJoint ? finish.joint : 1 + mottle * finish.mottle + grain;
      data.set([r * k, g * k, b * k, 255], (y * width + x) * 4);
    }
  }
  const texture = dataTexture(data, width, height, true);
  texture.name = `tile:${finish.colour}`;
  texture.userData.shared = true;
  tiles.set(key, texture);
  return texture;
}

/** A finish as a material, and the size (m) one repeat of its texture covers. */
function finishMaterial(
  name: string,
  finish: Finish,
): {
  material: MeshStandardMaterial;
  repeat?: [number, number];
} {
  if (finish.kind === "plain") {
    const material = new MeshStandardMaterial({
      color: finish.colour,
      roughness: finish.roughness,
    });
    material.name = name;
    return { material };
  }
  if (finish.kind === "tiles") {
    const material = new MeshStandardMaterial({
      map: tileTexture(finish),
      roughness: finish.roughness,
    });
    material.name = name;
    return { material, repeat: finish.size };
  }
  const material = new MeshStandardMaterial({
    map: timberTexture(finish.timber),
    color: finish.tint,
    roughness: finish.roughness,
  });
  material.name = name;
  return { material, repeat: [TILE_WIDTH, TILE_LENGTH] };
}

/** A plane of `width` × `height` m whose texture repeats every `repeat` m (from its corner). */
function surfaceGeometry(width: number, height: number, repeat?: [number, number]) {
  const geometry = new PlaneGeometry(width, height);
  if (!repeat) return geometry;
  const uv = geometry.getAttribute("uv");
  for (let i = 0; i < uv.count; i++)
    uv.setXY(i, (uv.getX(i) * width) / repeat[0], (uv.getY(i) * height) / repeat[1]);
  return geometry;
}

/** The view through a window: bands of colour blended top to bottom. */
export function bandTexture(colours: string[]): DataTexture {
  const stops = colours.map(rgb);
  const height = 64;
  const data = new Uint8Array(height * 4);
  for (let y = 0; y < height; y++) {
    // Rows run bottom to top.
    const t = (1 - y / (height - 1)) * (stops.length - 1);
    const i = Math.min(stops.length - 2, Math.floor(t));
    const k = t - i;
    const [a, b] = [stops[i]!, stops[i + 1]!];
    data.set([0, 1, 2].map((c) => a[c]! + (b[c]! - a[c]!) * k).concat(255), y * 4);
  }
  return dataTexture(data, 1, height, false);
}

/**
 * A plane facing the room: its front side only, so the camera sees through it from outside. Its
 * texture, if any, repeats every `repeat` m.
 */
function wall(
  name: string,
  width: number,
  height: number,
  material: MeshStandardMaterial | MeshBasicMaterial,
  repeat?: [number, number],
) {
  const mesh = new Mesh(surfaceGeometry(width, height, repeat), material);
  mesh.name = name;
  return mesh;
}

/** The ground's colour, and how far it reaches (m) before it fades into the backdrop. */
const GROUND = "#cbbba7";
const GROUND_SIZE = 24;

/**
 * The ground round the cabin: warm stone, fading into the backdrop, so that the glass looks out
 * onto a floor and a horizon rather than a void.
 */
export function ground(colour = GROUND): Mesh {
  const size = 64;
  const data = new Uint8Array(size * size * 4);
  const tone = new Color(colour);
  for (let j = 0; j < size; j++) {
    for (let i = 0; i < size; i++) {
      const r = Math.hypot(i + 0.5 - size / 2, j + 0.5 - size / 2) / (size / 2);
      const alpha = Math.max(0, 1 - r) ** 1.5;
      data.set([tone.r * 255, tone.g * 255, tone.b * 255, alpha * 255], (j * size + i) * 4);
    }
  }
  const texture = new DataTexture(data, size, size);
  texture.colorSpace = SRGBColorSpace;
  texture.magFilter = texture.minFilter = LinearFilter;
  texture.needsUpdate = true;
  const mesh = new Mesh(
    new PlaneGeometry(GROUND_SIZE, GROUND_SIZE),
    new MeshBasicMaterial({ map: texture, transparent: true, depthWrite: false }),
  );
  mesh.rotation.x = -Math.PI / 2;
  mesh.name = "ground";
  return mesh;
}

/** A soft shadow under the cabin: a rounded rectangle fading out at its edges. */
export function contactShadow(width: number, depth: number): Mesh {
  const size = 64;
  const margin = 0.7; // m of soft edge round the footprint
  const data = new Uint8Array(size * size * 4);
  const spanX = width + 2 * margin;
  const spanZ = depth + 2 * margin;
  for (let j = 0; j < size; j++) {
    for (let i = 0; i < size; i++) {
      const x = Math.abs(((i + 0.5) / size - 0.5) * spanX) - width / 2;
      const z = Math.abs(((j + 0.5) / size - 0.5) * spanZ) - depth / 2;
      const outside = Math.hypot(Math.max(0, x), Math.max(0, z));
      const alpha = Math.max(0, 1 - outside / margin) ** 2.2;
      data.set([0, 0, 0, alpha * 255], (j * size + i) * 4);
    }
  }
  const texture = new DataTexture(data, size, size);
  texture.magFilter = texture.minFilter = LinearFilter;
  texture.needsUpdate = true;
  const mesh = new Mesh(
    new PlaneGeometry(spanX, spanZ),
    new MeshBasicMaterial({ map: texture, transparent: true, opacity: 0.45, depthWrite: false }),
  );
  mesh.rotation.x = -Math.PI / 2;
  mesh.position.y = 0.002;
  mesh.name = "contact-shadow";
  return mesh;
}

/**
 * The room round `model`, in `place` (the home spa unless told; see the module's comment). The
 * bucket and towel on the upper bench come with it unless `bench` is false: round an object that
 * stands where a cabin would (the ice bath), there is no bench for them.
 */
export function buildSetting(
  model: CabinModel,
  hour: Hour = "day",
  place: Place = HOME_SPA,
  { bench = true }: { bench?: boolean } = {},
): Setting {
  const w = model.width * MM;
  const d = model.depth * MM;
  const margins = place.room;
  const height = Math.max(margins.height, model.height * MM + 0.45);
  const x: [number, number] = [-w / 2 - margins.left, w / 2 + margins.right];
  const z: [number, number] = [-d / 2 - margins.back, d / 2 + margins.front];
  const room: Room = { x, z, height };
  const span = { x: x[1] - x[0], z: z[1] - z[0] };
  const mid = { x: (x[0] + x[1]) / 2, z: (z[0] + z[1]) / 2 };

  const group = new Group();
  group.name = "setting";
  group.userData = { hour, place: place.id };

  const walls = finishMaterial("plaster", place.wall);
  const floorFinish = finishMaterial("stone-floor", place.floor);
  const charcoal = new MeshStandardMaterial({ color: 0x2e2b28, roughness: 0.55, metalness: 0.1 });
  charcoal.name = "charcoal";
  const linen = new MeshStandardMaterial({ color: 0xf3eee6, roughness: 1 });
  linen.name = "towel";
  const oak = new MeshStandardMaterial({ map: timberTexture("oak"), roughness: 0.6 });
  oak.name = "bench-oak";

  // The floor: its tiles or boards at their true size, laid from the cabin's front corner.
  const floor = new Mesh(surfaceGeometry(span.x, span.z, floorFinish.repeat), floorFinish.material);
  floor.name = "floor";
  floor.rotation.x = -Math.PI / 2;
  floor.position.set(mid.x, 0.001, mid.z);
  group.add(floor);

  const furniture: Object3D[] = [];
  let frame: Group | undefined;
  if (place.indoor) {
    // The back and side walls.
    const back = wall("wall:back", span.x, height, walls.material, walls.repeat);
    back.position.set(mid.x, height / 2, z[0]);
    const left = wall("wall:left", span.z, height, walls.material, walls.repeat);
    left.rotation.y = Math.PI / 2;
    left.position.set(x[0], height / 2, mid.z);
    const right = wall("wall:right", span.z, height, walls.material, walls.repeat);
    right.rotation.y = -Math.PI / 2;
    right.position.set(x[1], height / 2, mid.z);
    group.add(back, left, right);
    frame = frontWall(group, room, place, hour, walls, charcoal);
  }

  if (place.furniture.iceBath) {
    const bath = iceBath();
    // Beside the cabin's right wall, lengthwise, its chiller to the back, its end a little past
    // the cabin's front (and clear of the back wall beside a shallow cabin).
    const half = new Box3().setFromObject(bath).getSize(new Vector3()).z / 2;
    bath.position.set(w / 2 + 0.85, 0, Math.max(z[0] + 0.05 + half, d / 2 - half + 0.1));
    group.add(bath);
    furniture.push(bath);
  }

  if (place.furniture.bench) {
    const bench = towelBench(oak, charcoal, linen);
    bench.position.set(x[0] + 0.21 + 0.08, 0, d / 2 + 0.5 + 0.75);
    group.add(bench);
    furniture.push(bench);
  }

  if (place.furniture.olive) {
    const tree = olive(charcoal);
    tree.position.set(x[0] + 0.45, 0, z[1] - 0.45);
    group.add(tree);
    furniture.push(tree);
  }

  // Two wall lights on the back wall, lit in the evening.
  const lights: PointLight[] = [];
  if (place.indoor && place.furniture.wallLights) {
    const sconce = hour === "evening" ? wallLight() : undefined;
    const shade = new MeshBasicMaterial({ color: 0xd8cfc2 });
    shade.name = "wall-light";
    for (const side of [x[0] + margins.left / 2, x[1] - margins.right / 2]) {
      if (!sconce)
        group.add(block("wall-light", [0.14, 0.3, 0.04], [side, 1.9, z[0] + 0.02], shade));
      else {
        const fitting = sconce.clone();
        fitting.position.set(side, 1.9, z[0]);
        group.add(fitting);
        const light = new PointLight(0xffc990, 1.6, 4.5, 1.6);
        light.position.set(side, 2.0, z[0] + 0.25);
        lights.push(light);
        group.add(light);
      }
    }
  }

  if (place.extras) {
    const extra = place.extras(room, hour, model);
    for (const piece of extra.pieces) {
      group.add(piece);
      // Pieces that stand about the room may block the view; fixed ones (a hedge behind the
      // cabin, a skyline) never do.
      if (!piece.userData.fixed) furniture.push(piece);
    }
    for (const light of extra.lights) {
      group.add(light);
      lights.push(light);
    }
  }

  if (bench) group.add(dressing(model, linen, charcoal));

  /** How far in front of the cabin's centre a piece may stand and still show from outside. */
  const reach = Math.hypot(w, d) / 4;
  const clearView = (camera: Vector3, centre: Vector3) => {
    if (frame) frame.visible = camera.z < z[1];
    const toCabin = Math.hypot(centre.x - camera.x, centre.z - camera.z);
    for (const piece of furniture) {
      const toPiece = Math.hypot(piece.position.x - camera.x, piece.position.z - camera.z);
      piece.visible = toPiece > toCabin - reach;
    }
  };

  return { group, lights, room, place, clearView };
}

/**
 * The wall the cabin faces: solid, or with the place's window centred on the cabin's front (its
 * view by the hour, its mullions and frame). Gives back the frame, which hides from outside.
 */
function frontWall(
  group: Group,
  { x, z, height }: Room,
  place: Place,
  hour: Hour,
  walls: { material: MeshStandardMaterial; repeat?: [number, number] },
  charcoal: MeshStandardMaterial,
): Group | undefined {
  const window = place.window;
  if (!window) {
    const piece = wall("wall:front", x[1] - x[0], height, walls.material, walls.repeat);
    piece.rotation.y = Math.PI;
    piece.position.set((x[0] + x[1]) / 2, height / 2, z[1]);
    group.add(piece);
    return undefined;
  }
  const opening = Math.min(window.width, x[1] - x[0] - 1.2);
  const sides = [
    { from: x[0], to: -opening / 2 },
    { from: opening / 2, to: x[1] },
  ];
  for (const [i, side] of sides.entries()) {
    const piece = wall(
      `wall:front-${i}`,
      side.to - side.from,
      height,
      walls.material,
      walls.repeat,
    );
    piece.rotation.y = Math.PI;
    piece.position.set((side.from + side.to) / 2, height / 2, z[1]);
    group.add(piece);
  }
  for (const [name, h0, h1] of [
    ["wall:under-window", 0, window.sill],
    ["wall:over-window", window.head, height],
  ] as const) {
    if (h1 - h0 <= 0.001) continue;
    const piece = wall(name, opening, h1 - h0, walls.material, walls.repeat);
    piece.rotation.y = Math.PI;
    piece.position.set(0, (h0 + h1) / 2, z[1]);
    group.add(piece);
  }
  const view = new MeshBasicMaterial({ map: bandTexture(window.view[hour]) });
  view.name = `window:${hour}`;
  const pane = wall("window-view", opening, window.head - window.sill, view);
  pane.rotation.y = Math.PI;
  pane.position.set(0, (window.sill + window.head) / 2, z[1] + 0.002);
  group.add(pane);
  const frame = new Group();
  frame.name = "window-frame";
  group.add(frame);
  const panes = Math.max(2, Math.round(opening / 1.1));
  for (let i = 0; i <= panes; i++) {
    const at = -opening / 2 + (i * opening) / panes;
    frame.add(
      block(
        `window:mullion-${i}`,
        [MULLION, window.head - window.sill, 0.06],
        [at, (window.sill + window.head) / 2, z[1] - 0.03],
        charcoal,
      ),
    );
  }
  for (const [name, h] of [
    ["window:sill", window.sill],
    ["window:head", window.head],
  ] as const)
    frame.add(block(name, [opening, MULLION, 0.08], [0, h, z[1] - 0.04], charcoal));
  return frame;
}
