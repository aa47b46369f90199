/**
 * The room a cabin stands in: a calm home spa, so that from the bench the glass looks out on a
 * place rather than a plain backdrop. Plastered walls, a floor of large stone tiles, a wide window
 * facing the cabin's front, an ice bath (we make those too), a slatted bench with towels and an
 * olive tree in a pot. It is built round the cabin's own size, so a larger cabin gets a larger room
 * and nothing ever stands inside the cabin.
 *
 * The walls are one-sided and face into the room, so from outside the camera sees through the
 * walls nearest to it and the room reads as an architect's open model; from the bench every wall
 * is there. The setting is never part of the cabin's bounding box, its AR file or its figures.
 *
 * Two hours: the day, with the window bright, and the evening, with the window dusk-blue and the
 * room lit by the cabin's glow and two wall lights. Like the cabin, it needs no renderer, no canvas
 * and no file: textures are generated as data.
 */
import {
  BoxGeometry,
  CircleGeometry,
  Color,
  CylinderGeometry,
  DataTexture,
  DoubleSide,
  Group,
  IcosahedronGeometry,
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
  type Vector3,
} from "three";

import type { CabinModel } from "~/catalogue/range-core";

import { benchStart, FLOOR, UPPER_BENCH, WALL } from "~/catalogue/cabin";

import { MM, toScene } from "./scene";
import { random, rgb, timberTexture } from "./timber";

export type Hour = "day" | "evening";

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
  room: { x: [number, number]; z: [number, number]; height: number };
}

/** How far the room reaches beyond the cabin on each side (m), and its least height. */
export const ROOM = { left: 1.3, right: 2.3, back: 0.15, front: 3.1, height: 2.9 };
/** The window in the wall the cabin faces (m): its width at most, its sill and head heights. */
const WINDOW = { width: 3.4, sill: 0.45, head: 2.45, mullion: 0.05 };
/** A stone floor tile's side, and the grout joint (m). */
const TILE = 0.6;

const PLASTER = 0xe8dfd3;
const STONE = "#cdbfad";

/** The window's view, top to bottom: a garden's soft greens under the sky, or the dusk. */
const VIEW: Record<Hour, string[]> = {
  day: ["#eef2ee", "#e3ebe4", "#b9c9ae", "#8da07c", "#6f7f5f"],
  evening: ["#27324a", "#33405c", "#3d4a63", "#2b3341", "#1d232c"],
};

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

/** One stone tile with its joint: a faint mottle, so the floor reads as stone, not paint. */
let tile: DataTexture | undefined;
function stoneTile(): DataTexture {
  if (tile) return tile;
  const size = 128;
  const joint = 2;
  const data = new Uint8Array(size * size * 4);
  const [r, g, b] = rgb(STONE);
  const next = random(7);
  // A coarse mottle, blurred by sampling a small grid of random values smoothly.
  const grid = 9;
  const cells = Array.from({ length: grid * grid }, () => next() - 0.5);
  const at = (i: number, j: number) => cells[(j % grid) * grid + (i % grid)]!;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const gx = (x / size) * (grid - 1);
      const gy = (y / size) * (grid - 1);
      const [i, j] = [Math.floor(gx), Math.floor(gy)];
      const [u, v] = [gx - i, gy - j];
      const mottle =
        at(i, j) * (1 - u) * (1 - v) +
        at(i + 1, j) * u * (1 - v) +
        at(i, j + 1) * (1 - u) * v +
        at(i + 1, j + 1) * u * v;
      const grain = (next() - 0.5) * 0.025;
      const inJoint = x < joint || y < joint;
      const k = inJoint ? 0.8 : 1 + mottle * 0.07 + grain;
      data.set([r * k, g * k, b * k, 255], (y * size + x) * 4);
    }
  }
  tile = dataTexture(data, size, size, true);
  tile.name = "stone-tile";
  tile.userData.shared = true;
  return tile;
}

/** The view through the window: bands of colour blended top to bottom. */
function windowView(hour: Hour): DataTexture {
  const stops = VIEW[hour].map(rgb);
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

/** A plane facing the room: its front side only, so the camera sees through it from outside. */
function wall(
  name: string,
  width: number,
  height: number,
  material: MeshStandardMaterial | MeshBasicMaterial,
) {
  const mesh = new Mesh(new PlaneGeometry(width, height), material);
  mesh.name = name;
  return mesh;
}

function block(
  name: string,
  size: [number, number, number],
  at: [number, number, number],
  material: MeshStandardMaterial | MeshBasicMaterial,
) {
  const mesh = new Mesh(new BoxGeometry(...size), material);
  mesh.name = name;
  mesh.position.set(...at);
  return mesh;
}

/** The ground's colour, and how far it reaches (m) before it fades into the backdrop. */
const GROUND = "#cbbba7";
const GROUND_SIZE = 24;

/**
 * The ground round the cabin: warm stone, fading into the backdrop, so that the glass looks out
 * onto a floor and a horizon rather than a void.
 */
export function ground(): Mesh {
  const size = 64;
  const data = new Uint8Array(size * size * 4);
  const tone = new Color(GROUND);
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

/** The room round `model` (see the module's comment). */
export function buildSetting(model: CabinModel, hour: Hour = "day"): Setting {
  const w = model.width * MM;
  const d = model.depth * MM;
  const height = Math.max(ROOM.height, model.height * MM + 0.45);
  const x: [number, number] = [-w / 2 - ROOM.left, w / 2 + ROOM.right];
  const z: [number, number] = [-d / 2 - ROOM.back, d / 2 + ROOM.front];
  const span = { x: x[1] - x[0], z: z[1] - z[0] };
  const mid = { x: (x[0] + x[1]) / 2, z: (z[0] + z[1]) / 2 };

  const group = new Group();
  group.name = "setting";
  group.userData = { hour };

  const plaster = new MeshStandardMaterial({ color: PLASTER, roughness: 0.95 });
  plaster.name = "plaster";
  const floorTile = stoneTile();
  const stone = new MeshStandardMaterial({ map: floorTile, roughness: 0.7 });
  stone.name = "stone-floor";
  const charcoal = new MeshStandardMaterial({ color: 0x2e2b28, roughness: 0.55, metalness: 0.1 });
  charcoal.name = "charcoal";
  const linen = new MeshStandardMaterial({ color: 0xf3eee6, roughness: 1 });
  linen.name = "towel";
  const oak = new MeshStandardMaterial({ map: timberTexture("oak"), roughness: 0.6 });
  oak.name = "bench-oak";

  // The floor: tiles at their true size, laid from the cabin's front corner.
  const floorGeometry = new PlaneGeometry(span.x, span.z);
  const uv = floorGeometry.getAttribute("uv");
  for (let i = 0; i < uv.count; i++)
    uv.setXY(i, (uv.getX(i) * span.x) / TILE, (uv.getY(i) * span.z) / TILE);
  const floor = new Mesh(floorGeometry, stone);
  floor.name = "floor";
  floor.rotation.x = -Math.PI / 2;
  floor.position.set(mid.x, 0.001, mid.z);
  group.add(floor);

  // The back and side walls.
  const back = wall("wall:back", span.x, height, plaster);
  back.position.set(mid.x, height / 2, z[0]);
  const left = wall("wall:left", span.z, height, plaster);
  left.rotation.y = Math.PI / 2;
  left.position.set(x[0], height / 2, mid.z);
  const right = wall("wall:right", span.z, height, plaster);
  right.rotation.y = -Math.PI / 2;
  right.position.set(x[1], height / 2, mid.z);
  group.add(back, left, right);

  // The wall the cabin faces, with its window centred on the cabin's front.
  const opening = Math.min(WINDOW.width, span.x - 1.2);
  const sides = [
    { from: x[0], to: -opening / 2 },
    { from: opening / 2, to: x[1] },
  ];
  for (const [i, side] of sides.entries()) {
    const piece = wall(`wall:front-${i}`, side.to - side.from, height, plaster);
    piece.rotation.y = Math.PI;
    piece.position.set((side.from + side.to) / 2, height / 2, z[1]);
    group.add(piece);
  }
  for (const [name, h0, h1] of [
    ["wall:under-window", 0, WINDOW.sill],
    ["wall:over-window", WINDOW.head, height],
  ] as const) {
    const piece = wall(name, opening, h1 - h0, plaster);
    piece.rotation.y = Math.PI;
    piece.position.set(0, (h0 + h1) / 2, z[1]);
    group.add(piece);
  }
  const view = new MeshBasicMaterial({ map: windowView(hour) });
  view.name = `window:${hour}`;
  const pane = wall("window-view", opening, WINDOW.head - WINDOW.sill, view);
  pane.rotation.y = Math.PI;
  pane.position.set(0, (WINDOW.sill + WINDOW.head) / 2, z[1] + 0.002);
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
        [WINDOW.mullion, WINDOW.head - WINDOW.sill, 0.06],
        [at, (WINDOW.sill + WINDOW.head) / 2, z[1] - 0.03],
        charcoal,
      ),
    );
  }
  for (const [name, h] of [
    ["window:sill", WINDOW.sill],
    ["window:head", WINDOW.head],
  ] as const)
    frame.add(block(name, [opening, WINDOW.mullion, 0.08], [0, h, z[1] - 0.04], charcoal));

  // The ice bath: a stone-grey tub of cold water.
  const tub = { w: 0.8, l: 1.5, h: 0.62, wall: 0.05 };
  // Beside the cabin's right wall, its end a little past the cabin's front (and clear of the
  // back wall beside a shallow cabin).
  const tubAt = { x: w / 2 + 0.85, z: Math.max(z[0] + 0.05 + tub.l / 2, d / 2 - tub.l / 2 + 0.1) };
  const water = new MeshStandardMaterial({
    color: 0x8fb4bd,
    roughness: 0.08,
    metalness: 0.2,
  });
  water.name = "water";
  const bath = new Group();
  bath.name = "ice-bath";
  const shell = new MeshStandardMaterial({ color: 0x6b645c, roughness: 0.6, metalness: 0.05 });
  shell.name = "ice-bath-shell";
  bath.add(
    block(
      "ice-bath:side-l",
      [tub.wall, tub.h, tub.l],
      [-tub.w / 2 + tub.wall / 2, tub.h / 2, 0],
      shell,
    ),
    block(
      "ice-bath:side-r",
      [tub.wall, tub.h, tub.l],
      [tub.w / 2 - tub.wall / 2, tub.h / 2, 0],
      shell,
    ),
    block(
      "ice-bath:end-f",
      [tub.w, tub.h, tub.wall],
      [0, tub.h / 2, tub.l / 2 - tub.wall / 2],
      shell,
    ),
    block(
      "ice-bath:end-b",
      [tub.w, tub.h, tub.wall],
      [0, tub.h / 2, -tub.l / 2 + tub.wall / 2],
      shell,
    ),
    block(
      "ice-bath:water",
      [tub.w - 2 * tub.wall, 0.02, tub.l - 2 * tub.wall],
      [0, tub.h - 0.09, 0],
      water,
    ),
  );
  bath.position.set(tubAt.x, 0, tubAt.z);
  group.add(bath);

  // A slatted oak bench along the left wall, with towels.
  const bench = new Group();
  bench.name = "bench";
  const seat = { l: 1.5, d: 0.42, h: 0.45 };
  for (let i = 0; i < 4; i++) {
    const slat = (seat.d - 0.03 * 3) / 4;
    bench.add(
      block(
        `bench:slat-${i}`,
        [slat, 0.03, seat.l],
        [-seat.d / 2 + slat / 2 + i * (slat + 0.03), seat.h, 0],
        oak,
      ),
    );
  }
  for (const end of [-1, 1])
    bench.add(
      block(
        `bench:leg${end}`,
        [seat.d, seat.h - 0.015, 0.05],
        [0, (seat.h - 0.015) / 2, end * (seat.l / 2 - 0.1)],
        charcoal,
      ),
    );
  const roll = new CylinderGeometry(0.07, 0.07, seat.d - 0.06, 20);
  roll.rotateZ(Math.PI / 2);
  for (let i = 0; i < 3; i++) {
    const towel = new Mesh(roll, linen);
    towel.name = `towel-${i}`;
    towel.position.set(0, seat.h + 0.085, seat.l / 2 - 0.2 - i * 0.15);
    bench.add(towel);
  }
  bench.add(
    block("towel-folded", [seat.d - 0.1, 0.09, 0.32], [0, seat.h + 0.06, -seat.l / 2 + 0.3], linen),
  );
  bench.position.set(x[0] + seat.d / 2 + 0.08, 0, d / 2 + 0.5 + seat.l / 2);
  group.add(bench);

  // An olive tree in a tall pot, in the corner by the window.
  const tree = new Group();
  tree.name = "olive";
  const pot = new Mesh(new CylinderGeometry(0.26, 0.2, 0.62, 28), charcoal);
  pot.position.y = 0.31;
  const bark = new MeshStandardMaterial({ color: 0x5b4a3a, roughness: 1 });
  const trunk = new Mesh(new CylinderGeometry(0.035, 0.05, 1.0, 8), bark);
  trunk.position.y = 1.05;
  const leaves = new MeshStandardMaterial({ color: 0x7f8d6a, roughness: 0.9, flatShading: true });
  leaves.name = "leaves";
  const next = random(11);
  tree.add(pot, trunk);
  for (let i = 0; i < 9; i++) {
    const r = 0.13 + next() * 0.1;
    const crown = new Mesh(new IcosahedronGeometry(r, 2), leaves);
    const a = (i / 9) * Math.PI * 2 + next();
    const out = 0.1 + next() * 0.18;
    crown.position.set(Math.cos(a) * out, 1.5 + next() * 0.45, Math.sin(a) * out);
    crown.scale.y = 0.8;
    tree.add(crown);
  }
  tree.position.set(x[0] + 0.45, 0, z[1] - 0.45);
  group.add(tree);

  // Two wall lights on the back wall, lit in the evening.
  const lights: PointLight[] = [];
  const lamp = new MeshBasicMaterial({ color: hour === "evening" ? 0xffd9a8 : 0xd8cfc2 });
  lamp.name = "wall-light";
  for (const side of [x[0] + ROOM.left / 2, x[1] - ROOM.right / 2]) {
    group.add(block("wall-light", [0.14, 0.3, 0.04], [side, 1.9, z[0] + 0.02], lamp));
    if (hour === "evening") {
      const light = new PointLight(0xffc990, 1.6, 4.5, 1.6);
      light.position.set(side, 2.0, z[0] + 0.25);
      lights.push(light);
      group.add(light);
    }
  }

  group.add(dressing(model, linen, charcoal));

  const furniture: Object3D[] = [bath, bench, tree];
  /** How far in front of the cabin's centre a piece may stand and still show from outside. */
  const reach = Math.hypot(w, d) / 4;
  const clearView = (camera: Vector3, centre: Vector3) => {
    frame.visible = camera.z < z[1];
    const toCabin = Math.hypot(centre.x - camera.x, centre.z - camera.z);
    for (const piece of furniture) {
      const toPiece = Math.hypot(piece.position.x - camera.x, piece.position.z - camera.z);
      piece.visible = toPiece > toCabin - reach;
    }
  };

  return { group, lights, room: { x, z, height }, clearView };
}

/**
 * What a sauna is used with, on its upper bench: a cedar bucket with its ladle, and a folded
 * towel. It is part of the setting, not the cabin: it is not in the cabin's size or its AR file.
 */
function dressing(
  model: CabinModel,
  linen: MeshStandardMaterial,
  steel: MeshStandardMaterial,
): Group {
  const { width: W, depth: D } = model;
  const frame = { width: W, depth: D };
  const group = new Group();
  group.name = "dressing";
  const x0 = benchStart(W);
  const x1 = W - WALL;
  const top = FLOOR + UPPER_BENCH.top;
  const middle = D - WALL - UPPER_BENCH.depth / 2;

  const cedar = new MeshStandardMaterial({
    map: timberTexture("western-red-cedar"),
    roughness: 0.6,
  });
  cedar.name = "bucket-cedar";
  // The staves are seen from inside too: the bucket is open, with water in it.
  const staves = cedar.clone();
  staves.side = DoubleSide;
  const water = new MeshStandardMaterial({ color: 0x8fb4bd, roughness: 0.1, metalness: 0.2 });
  water.name = "bucket-water";
  const bucket = new Group();
  bucket.name = "bucket";
  const body = new Mesh(new CylinderGeometry(0.125, 0.105, 0.2, 28, 1, true), staves);
  body.position.y = 0.1;
  const floor = new Mesh(new CircleGeometry(0.105, 28), cedar);
  floor.rotation.x = -Math.PI / 2;
  floor.position.y = 0.004;
  const surface = new Mesh(new CircleGeometry(0.119, 28), water);
  surface.rotation.x = -Math.PI / 2;
  surface.position.y = 0.15;
  bucket.add(body, floor, surface);
  for (const y of [0.035, 0.165]) {
    // A steel band hugging the tapered staves at its height.
    const r = 0.105 + (0.02 * y) / 0.2 + 0.002;
    const band = new Mesh(new CylinderGeometry(r, r, 0.014, 28), steel);
    band.position.y = y;
    bucket.add(band);
  }
  const handle = new Mesh(new CylinderGeometry(0.011, 0.011, 0.46, 10), cedar);
  handle.rotation.z = -0.95;
  handle.position.set(0.17, 0.3, 0);
  const cup = new Mesh(new CylinderGeometry(0.045, 0.035, 0.05, 16), cedar);
  cup.position.set(-0.02, 0.16, 0);
  bucket.add(handle, cup);
  bucket.position.copy(toScene(frame, x1 - 230, top, middle));
  // The ladle leans into the room, away from the wall.
  bucket.rotation.y = Math.PI - 0.5;

  const towel = new Mesh(new BoxGeometry(0.34, 0.07, 0.24), linen);
  towel.name = "towel-on-bench";
  towel.position.copy(toScene(frame, x0 + (x1 - x0) * 0.38, top + 35, middle + 40));
  towel.rotation.y = 0.12;

  group.add(bucket, towel);
  return group;
}
