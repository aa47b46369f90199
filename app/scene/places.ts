/**
 * The places the pictures stand their cabins in: the home spa, the 3D viewer's when it is given no
 * other, and the rooms a buyer owns or plans. Each is a `Place` for `buildSetting` (`setting.ts`,
 * which builds the room): its walls and floor, its window and view, the home spa's furniture it
 * keeps, and the pieces only it has. The render pipeline stands every picture in one, and the 3D
 * viewer opens each collection in the place of its main picture, so this module is in the
 * viewer's chunk too (loaded on 'View in 3D', never with a page).
 */
import {
  BoxGeometry,
  CylinderGeometry,
  DataTexture,
  LinearFilter,
  LinearMipmapLinearFilter,
  RepeatWrapping,
  SRGBColorSpace,
  Group,
  IcosahedronGeometry,
  Mesh,
  MeshBasicMaterial,
  MeshStandardMaterial,
  type Object3D,
  PointLight,
  Vector3,
} from "three";

import type { Hour, PlaceId } from "~/catalogue/gallery-designs";
import type { CabinModel, TimberId } from "~/content/range-core";

import { HOURS } from "./lighting";
import { random, timberTexture } from "./timber";
import { block, leafClusters, olive } from "./props";

/** The room's box, in metres: x and z from the cabin's centre, y up from the floor. */
export interface Room {
  x: [number, number];
  z: [number, number];
  height: number;
}

/** A surface's finish: a plain colour, tiles drawn as data, or timber boards. */
export type Finish =
  | { kind: "plain"; colour: number; roughness: number }
  | {
      kind: "tiles";
      colour: string;
      /** A tile's size (m): across, then up or along. */
      size: [number, number];
      /** How much lighter (above 1) or darker the joint is than the tile. */
      joint: number;
      /** How strongly the tile is mottled (0: flat). */
      mottle: number;
      roughness: number;
    }
  | { kind: "boards"; timber: TimberId; tint: number; roughness: number };

/**
 * A place a cabin stands in. Indoors it has walls (the one the cabin faces may have a window);
 * outdoors it has none and the sky is the backdrop. `extras` adds what only this place has (a
 * hedge, a balustrade, a log stack, a lounger), each piece standing inside the room's box.
 */
export interface Place {
  id: string;
  indoor: boolean;
  /** How far the room reaches beyond the cabin on each side (m), and its least height. */
  room: { left: number; right: number; back: number; front: number; height: number };
  wall: Finish;
  floor: Finish;
  /** The window in the wall the cabin faces, and its view by the hour (colours top to bottom). */
  window?: { width: number; sill: number; head: number; view: Record<Hour, string[]> };
  /** The home spa's furniture that this place keeps. */
  furniture: { iceBath: boolean; bench: boolean; olive: boolean; wallLights: boolean };
  /** Outdoors: the sky by the hour (top and bottom), and the ground's colour. */
  sky?: Record<Hour, { top: string; bottom: string }>;
  ground?: string;
  extras?: (
    room: Room,
    hour: Hour,
    model: CabinModel,
  ) => { pieces: Object3D[]; lights: PointLight[] };
}

/** The dusk through any window. */
export const DUSK_VIEW = ["#27324a", "#33405c", "#3d4a63", "#2b3341", "#1d232c"];

/**
 * The home spa: plastered walls, a floor of large stone tiles, a wide window onto a garden's soft
 * greens under the sky, an ice bath, a slatted bench with towels and an olive tree.
 */
export const HOME_SPA: Place = {
  id: "home-spa",
  indoor: true,
  room: { left: 1.3, right: 2.3, back: 0.15, front: 3.1, height: 2.9 },
  wall: { kind: "plain", colour: 0xe8dfd3, roughness: 0.95 },
  floor: {
    kind: "tiles",
    colour: "#cdbfad",
    size: [0.6, 0.6],
    joint: 0.8,
    mottle: 0.07,
    roughness: 0.7,
  },
  window: {
    width: 3.4,
    sill: 0.45,
    head: 2.45,
    view: {
      morning: ["#f3ece2", "#ebe6dc", "#c2c9a8", "#94a07a", "#727e5c"],
      day: ["#eef2ee", "#e3ebe4", "#b9c9ae", "#8da07c", "#6f7f5f"],
      evening: DUSK_VIEW,
    },
  },
  furniture: { iceBath: true, bench: true, olive: true, wallLights: true },
};

/** The sky over an outdoor place, by the hour (top, then the horizon). */
const OPEN_SKY: Record<Hour, { top: string; bottom: string }> = {
  morning: { top: "#cdd8e2", bottom: "#f2e3cf" },
  day: { top: "#b7cbdf", bottom: "#eef0ec" },
  evening: { top: "#1d2740", bottom: "#6b5650" },
};

function material(name: string, colour: number, roughness: number, metalness = 0) {
  const made = new MeshStandardMaterial({ color: colour, roughness, metalness });
  made.name = name;
  return made;
}

/** A warm light source that glows (seen) and lights (a point light), evening or not. */
function glow(name: string, size: [number, number, number], at: [number, number, number]) {
  const lamp = new MeshBasicMaterial({ color: 0xffd9a8 });
  lamp.name = name;
  return block(name, size, at, lamp);
}

function pointLight(at: [number, number, number], intensity: number, distance: number) {
  const light = new PointLight(0xffc990, intensity, distance, 1.6);
  light.position.set(...at);
  return light;
}

/** Marks a piece that never stands between the camera and the cabin (`clearView` leaves it). */
function fixed<T extends Object3D>(piece: T): T {
  piece.userData.fixed = true;
  return piece;
}

/**
 * A basement spa: walls and floor of pale microcement, no window, a warm cove of light along the
 * back wall, an ice bath and a bench.
 */
export const BASEMENT: Place = {
  id: "basement",
  indoor: true,
  room: { left: 1.0, right: 2.1, back: 0.15, front: 2.6, height: 2.6 },
  wall: {
    kind: "tiles",
    colour: "#8a837a",
    size: [1.2, 2.4],
    joint: 0.97,
    mottle: 0.14,
    roughness: 0.9,
  },
  floor: {
    kind: "tiles",
    colour: "#a39d94",
    size: [1.2, 1.2],
    joint: 0.9,
    mottle: 0.1,
    roughness: 0.35,
  },
  furniture: { iceBath: true, bench: true, olive: false, wallLights: false },
  extras: ({ x, z, height }) => {
    const cove = fixed(
      glow(
        "cove-light",
        [x[1] - x[0] - 0.2, 0.025, 0.03],
        [(x[0] + x[1]) / 2, height - 0.12, z[0] + 0.03],
      ),
    );
    const shelf = new Group();
    shelf.name = "shelf";
    const oak = new MeshStandardMaterial({ map: timberTexture("oak"), roughness: 0.6 });
    oak.name = "shelf-oak";
    shelf.add(block("shelf:board", [0.26, 0.04, 1.1], [0, 1.25, 0], oak));
    const linen = material("towel", 0xece6dc, 1);
    const roll = new CylinderGeometry(0.065, 0.065, 0.22, 18);
    roll.rotateZ(Math.PI / 2);
    for (let i = 0; i < 4; i++) {
      const towel = new Mesh(roll, linen);
      towel.name = `shelf:towel-${i}`;
      towel.position.set(0, 1.335, -0.38 + i * 0.14);
      shelf.add(towel);
    }
    shelf.position.set(x[0] + 0.14, 0, z[1] - 0.9);
    fixed(shelf);
    return {
      pieces: [cove, shelf],
      lights: [
        pointLight([x[0] + 0.6, height - 0.3, z[0] + 0.3], 1.2, 4),
        pointLight([x[1] - 0.6, height - 0.3, z[0] + 0.3], 1.2, 4),
      ],
    };
  },
};

/**
 * A bathroom: walls of pale glazed tiles laid vertically, a dark slate floor, a high frosted
 * window, a heated towel ladder and a small tree.
 */
export const BATHROOM: Place = {
  id: "bathroom",
  indoor: true,
  room: { left: 1.1, right: 1.9, back: 0.15, front: 2.3, height: 2.7 },
  wall: {
    kind: "tiles",
    colour: "#e6e1d9",
    size: [0.3, 0.6],
    joint: 0.86,
    mottle: 0.03,
    roughness: 0.35,
  },
  floor: {
    kind: "tiles",
    colour: "#57524c",
    size: [0.6, 0.6],
    joint: 0.78,
    mottle: 0.08,
    roughness: 0.5,
  },
  window: {
    width: 1.4,
    sill: 1.25,
    head: 2.25,
    view: {
      morning: ["#f7efe4", "#f2ebe2", "#ede7de"],
      day: ["#f4f6f5", "#eef1f0", "#e8ecea"],
      evening: ["#3a4253", "#333a48", "#2c323e"],
    },
  },
  furniture: { iceBath: false, bench: false, olive: false, wallLights: true },
  extras: ({ x, z }) => {
    const steel = material("brushed-steel", 0x9a9690, 0.35, 0.8);
    const ladder = new Group();
    ladder.name = "towel-ladder";
    for (const side of [-0.25, 0.25])
      ladder.add(block("towel-ladder:rail", [0.025, 1.6, 0.025], [0, 0.8, side], steel));
    for (let i = 0; i < 6; i++)
      ladder.add(block("towel-ladder:rung", [0.02, 0.02, 0.5], [0, 0.35 + i * 0.24, 0], steel));
    const linen = material("towel", 0xf1ece4, 1);
    ladder.add(block("towel-ladder:towel", [0.05, 0.62, 0.46], [0.03, 1.05, 0], linen));
    ladder.position.set(x[0] + 0.06, 0, z[1] - 1.2);
    const pot = material("pot", 0xd9d2c7, 0.8);
    const tree = olive(pot, 23, 0.7);
    tree.position.set(x[1] - 0.4, 0, z[1] - 0.5);
    const stool = new Group();
    stool.name = "stool";
    const teak = new MeshStandardMaterial({ map: timberTexture("thermo-pine"), roughness: 0.6 });
    teak.name = "stool-timber";
    stool.add(block("stool:seat", [0.4, 0.04, 0.3], [0, 0.45, 0], teak));
    for (const [dx, dz] of [
      [-0.17, -0.12],
      [0.17, -0.12],
      [-0.17, 0.12],
      [0.17, 0.12],
    ] as const)
      stool.add(block("stool:leg", [0.035, 0.43, 0.035], [dx, 0.215, dz], teak));
    stool.position.set(x[1] - 0.6, 0, z[0] + 0.9);
    return { pieces: [fixed(ladder), tree, stool], lights: [] };
  },
};

/**
 * A flat-woven wool rug, once across its whole face: an undyed oatmeal field with a border of
 * charcoal and rust bands, a lattice of diamonds in the middle, the weave's rows and the wool's
 * flecks showing. Darker than a bare fleece, so that it keeps its pattern in the sun.
 */
let rugMade: DataTexture | undefined;
function rugTexture(): DataTexture {
  if (rugMade) return rugMade;
  const [width, height] = [512, 320];
  const data = new Uint8Array(width * height * 4);
  const next = random(41);
  const oatmeal = [164, 150, 128];
  const charcoal = [70, 64, 58];
  const rust = [150, 88, 60];
  for (let y = 0; y < height; y++) {
    const row = 1 + ((y >> 1) % 2 ? -0.025 : 0.025);
    for (let x = 0; x < width; x++) {
      // Distance in from the nearest edge, in pixels (about 4.5 mm each).
      const inset = Math.min(x, y, width - 1 - x, height - 1 - y);
      let colour = oatmeal;
      if (inset < 10) colour = charcoal;
      else if (inset >= 16 && inset < 22) colour = rust;
      else if (inset >= 26 && inset < 29) colour = charcoal;
      else if (inset >= 44) {
        // Diamonds 64 px across, outlined, with a rust heart.
        const [u, v] = [x - width / 2, y - height / 2].map(
          (t) => ((((t + 32) % 64) + 64) % 64) - 32,
        ) as [number, number];
        const d = Math.abs(u) + Math.abs(v);
        if (d >= 26 && d < 30) colour = charcoal;
        else if (d < 7) colour = rust;
      }
      const fleck = row * (1 + (next() - 0.5) * 0.12);
      data.set(
        [colour[0]! * fleck, colour[1]! * fleck, colour[2]! * fleck, 255],
        (y * width + x) * 4,
      );
    }
  }
  const texture = new DataTexture(data, width, height);
  texture.colorSpace = SRGBColorSpace;
  texture.magFilter = LinearFilter;
  texture.minFilter = LinearMipmapLinearFilter;
  texture.generateMipmaps = true;
  texture.needsUpdate = true;
  texture.name = "rug";
  rugMade = texture;
  return texture;
}

/**
 * A mountain lodge: walls clad in dark-stained boards, a wide oak floor, a large window onto the
 * bush, a stack of firewood and a wool rug.
 */
export const LODGE: Place = {
  id: "lodge",
  indoor: true,
  room: { left: 1.5, right: 2.4, back: 0.2, front: 3.2, height: 3.1 },
  wall: { kind: "boards", timber: "thermo-pine", tint: 0x8a7868, roughness: 0.8 },
  floor: { kind: "boards", timber: "oak", tint: 0xb59f86, roughness: 0.6 },
  window: {
    width: 3.8,
    sill: 0.3,
    head: 2.6,
    view: {
      morning: ["#f0e2cf", "#e6d3bb", "#a9a178", "#7c7552", "#5b553a"],
      day: ["#d9e5ee", "#c9d9e4", "#a4a072", "#78724e", "#5a5538"],
      evening: DUSK_VIEW,
    },
  },
  furniture: { iceBath: false, bench: true, olive: false, wallLights: true },
  extras: ({ x, z }, _hour, model) => {
    const bark = material("log-bark", 0x5a4636, 1);
    const logs = new Group();
    logs.name = "log-stack";
    const next = random(5);
    for (let row = 0; row < 4; row++)
      for (let i = 0; i < 5 - row; i++) {
        const log = new Mesh(new CylinderGeometry(0.07, 0.075, 0.5, 12), bark);
        log.rotation.x = Math.PI / 2;
        log.position.set(-0.3 + i * 0.15 + row * 0.075, 0.075 + row * 0.13, (next() - 0.5) * 0.04);
        logs.add(log);
      }
    logs.position.set(x[1] - 0.75, 0, z[0] + 0.5);
    const wool = new MeshStandardMaterial({ map: rugTexture(), roughness: 1 });
    wool.name = "rug";
    const rug = block(
      "rug",
      [Math.min(2.4, (model.width / 1000) * 0.9), 0.012, 1.4],
      [0, 0.007, z[1] - 1.6],
      wool,
    );
    return { pieces: [fixed(logs), fixed(rug)], lights: [] };
  },
};

/**
 * A pool house: white walls, pale limestone underfoot, a wall of glass onto the pool, an ice bath,
 * a lounger and an olive tree.
 */
export const POOL_HOUSE: Place = {
  id: "pool-house",
  indoor: true,
  room: { left: 1.4, right: 2.6, back: 0.15, front: 3.4, height: 3.0 },
  wall: { kind: "plain", colour: 0xf1ede6, roughness: 0.9 },
  floor: {
    kind: "tiles",
    colour: "#ddd3c3",
    size: [0.9, 0.9],
    joint: 0.9,
    mottle: 0.05,
    roughness: 0.55,
  },
  window: {
    width: 5.2,
    sill: 0,
    head: 2.6,
    view: {
      morning: ["#f2ebe1", "#e7e4dc", "#a9d0da", "#6fb2c5", "#d8cfbf"],
      day: ["#e4eef4", "#d3e4ee", "#93c8d8", "#5fa9c0", "#d6cdbd"],
      evening: ["#2a3450", "#34405e", "#2e5368", "#24465a", "#2a2a2e"],
    },
  },
  furniture: { iceBath: true, bench: false, olive: true, wallLights: true },
  extras: ({ x, z }) => {
    const frame = material("lounger-frame", 0x3a3632, 0.5, 0.3);
    const cushion = material("lounger-cushion", 0xe9e2d6, 1);
    const lounger = new Group();
    lounger.name = "lounger";
    lounger.add(block("lounger:base", [0.7, 0.06, 1.3], [0, 0.3, 0.25], frame));
    lounger.add(block("lounger:cushion", [0.64, 0.07, 1.26], [0, 0.365, 0.25], cushion));
    const back = block("lounger:back", [0.64, 0.07, 0.7], [0, 0.55, -0.62], cushion);
    back.rotation.x = -0.6;
    lounger.add(back);
    for (const [dx, dz] of [
      [-0.3, -0.35],
      [0.3, -0.35],
      [-0.3, 0.85],
      [0.3, 0.85],
    ] as const)
      lounger.add(block("lounger:leg", [0.04, 0.27, 0.04], [dx, 0.135, dz], frame));
    lounger.position.set(x[1] - 0.7, 0, z[1] - 1.3);
    return { pieces: [lounger], lights: [] };
  },
};

/**
 * A box whose texture repeats every 6 m across and 5 m up, on every side: towers built smaller
 * and nearer than life, to stay within the cameras' reach, with their storeys to match.
 */
function surfaceBox(width: number, height: number, depth: number): BoxGeometry {
  const geometry = new BoxGeometry(width, height, depth);
  const uv = geometry.getAttribute("uv");
  // Faces in BoxGeometry's order: ±x (depth across), ±y (tops), ±z (width across).
  const across = [depth, depth, width, width, width, width];
  const up = [height, height, depth, depth, height, height];
  for (let face = 0; face < 6; face++)
    for (let k = 0; k < 4; k++) {
      const i = face * 4 + k;
      uv.setXY(i, (uv.getX(i) * across[face]!) / 6, (uv.getY(i) * up[face]!) / 5);
    }
  return geometry;
}

/** A facade's repeat: eight bays of glass by four storeys, a third of them lit at dusk. */
const facades = new Map<boolean, DataTexture>();
function facadeTexture(night: boolean): DataTexture {
  const made = facades.get(night);
  if (made) return made;
  const size = 128;
  const data = new Uint8Array(size * size * 4);
  const next = random(night ? 53 : 59);
  const lit = Array.from({ length: 32 }, () => next() < 0.33);
  const wall = night ? [34, 38, 50] : [216, 219, 222];
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const [bay, storey] = [Math.floor(x / 16), Math.floor(y / 32)];
      const inGlass = x % 16 >= 2 && x % 16 <= 14 && y % 32 >= 8;
      let colour = wall;
      if (inGlass)
        colour = night
          ? lit[storey * 8 + bay]
            ? [222, 176, 112]
            : [24, 30, 44]
          : [190 + storey * 3, 199 + storey * 2, 208];
      const k = 1 + (next() - 0.5) * 0.04;
      data.set([colour[0]! * k, colour[1]! * k, colour[2]! * k, 255], (y * size + x) * 4);
    }
  const texture = new DataTexture(data, size, size);
  texture.colorSpace = SRGBColorSpace;
  texture.wrapS = texture.wrapT = RepeatWrapping;
  texture.magFilter = LinearFilter;
  texture.minFilter = LinearMipmapLinearFilter;
  texture.generateMipmaps = true;
  texture.needsUpdate = true;
  texture.name = `facade:${night ? "night" : "day"}`;
  facades.set(night, texture);
  return texture;
}

/**
 * A clipped hedge, `size` metres long, high and deep, standing on the ground: a dark core and
 * leaves over the faces a camera sees (the front, the top and the ends), seeded.
 */
function hedge(name: string, size: [number, number, number], seed: number) {
  const [w, h, d] = size;
  const next = random(seed);
  const group = new Group();
  group.name = name;
  const core = material("hedge-core", 0x2f3a24, 0.95);
  core.name = "leaves";
  group.add(block(`${name}:core`, [w - 0.06, h - 0.05, d - 0.06], [0, (h - 0.05) / 2, 0], core));
  const step = 0.065;
  const points: Vector3[] = [];
  const jitter = () => (next() - 0.5) * step;
  // A clipped face is not flat: it swells and dips a few centimetres.
  const swell = (a: number, b: number) => 0.018 * Math.sin(a * 2.3 + seed) * Math.cos(b * 1.7);
  for (let x = -w / 2; x <= w / 2; x += step)
    for (let y = 0.04; y <= h; y += step)
      points.push(
        new Vector3(x + jitter(), y + jitter(), d / 2 - 0.02 + swell(x, y) + jitter() * 0.3),
      );
  for (let x = -w / 2; x <= w / 2; x += step)
    for (let z = -d / 2; z <= d / 2; z += step)
      points.push(new Vector3(x + jitter(), h - 0.02 + swell(x, z) + jitter() * 0.3, z + jitter()));
  for (const side of [-1, 1])
    for (let z = -d / 2; z <= d / 2; z += step)
      for (let y = 0.04; y <= h; y += step)
        points.push(
          new Vector3(side * (w / 2 - 0.02) + jitter() * 0.3, y + jitter(), z + jitter()),
        );
  group.add(
    leafClusters(`${name}:leaves`, points, [0.036, 0.062], [0x3f5530, 0x4c6238, 0x587043], next),
  );
  return group;
}

/** A leafy mass: overlapping low-poly clumps, seeded, `size` metres across, deep and high. */
function foliage(name: string, size: [number, number, number], seed: number, colour: number) {
  const leaves = new MeshStandardMaterial({ color: colour, roughness: 0.95, flatShading: true });
  leaves.name = "leaves";
  const group = new Group();
  group.name = name;
  const next = random(seed);
  const [w, h, d] = size;
  group.add(block(`${name}:core`, [w * 0.96, h * 0.9, d * 0.7], [0, h * 0.45, 0], leaves));
  const count = Math.ceil(w / 0.35) * 2;
  for (let i = 0; i < count; i++) {
    const r = 0.22 + next() * 0.16;
    const clump = new Mesh(new IcosahedronGeometry(r, 1), leaves);
    clump.position.set(
      (next() - 0.5) * w * 0.95,
      h * (0.35 + next() * 0.62),
      (next() - 0.5) * d * 0.6,
    );
    group.add(clump);
  }
  return group;
}

/**
 * A garden deck: weathered timber decking on a lawn, a clipped hedge behind, an ice bath, a bench
 * and trees in planters; at dusk, two low lanterns.
 */
export const GARDEN_DECK: Place = {
  id: "garden-deck",
  indoor: false,
  room: { left: 1.6, right: 2.6, back: 1.0, front: 2.8, height: 3.0 },
  wall: HOME_SPA.wall,
  // Weathered decking: 140 mm boards with open joints.
  floor: {
    kind: "tiles",
    colour: "#a3917e",
    size: [0.14, 1.4],
    joint: 0.45,
    mottle: 0.16,
    roughness: 0.85,
  },
  furniture: { iceBath: true, bench: true, olive: false, wallLights: false },
  sky: OPEN_SKY,
  ground: "#7c8a5c",
  extras: ({ x, z }, hour) => {
    const hedged = fixed(hedge("hedge", [x[1] - x[0] + 1.6, 1.9, 0.7], 3));
    hedged.position.set((x[0] + x[1]) / 2, 0, z[0] - 0.45);
    const planter = material("planter", 0x3b3733, 0.7);
    const trees = [olive(planter, 31, 1.35), olive(planter, 37, 1.15)];
    trees[0]!.position.set(x[1] - 0.45, 0, z[0] + 0.45);
    fixed(trees[0]!);
    trees[1]!.position.set(x[0] + 0.45, 0, z[1] - 0.5);
    const lanterns: Object3D[] = [];
    const lights: PointLight[] = [];
    if (hour === "evening")
      for (const [lx, lz] of [
        [x[0] + 0.35, z[1] - 1.3],
        [x[1] - 0.35, z[1] - 0.35],
      ] as const) {
        lanterns.push(fixed(glow("lantern", [0.12, 0.32, 0.12], [lx, 0.16, lz])));
        lights.push(pointLight([lx, 0.45, lz], 1.4, 4));
      }
    return { pieces: [hedged, ...trees, ...lanterns], lights };
  },
};

/**
 * A penthouse terrace: large stone pavers, a glass balustrade, the city beyond, planters of
 * grasses; at dusk, the city's windows lit.
 */
export const TERRACE: Place = {
  id: "terrace",
  indoor: false,
  room: { left: 1.5, right: 2.5, back: 1.1, front: 2.8, height: 3.0 },
  wall: HOME_SPA.wall,
  floor: {
    kind: "tiles",
    colour: "#bcb4a9",
    size: [0.9, 0.6],
    joint: 0.82,
    mottle: 0.06,
    roughness: 0.75,
  },
  furniture: { iceBath: false, bench: true, olive: false, wallLights: false },
  sky: {
    morning: { top: "#c9d5e0", bottom: "#f0dcc4" },
    day: { top: "#aac2da", bottom: "#e9eef0" },
    evening: { top: "#18223a", bottom: "#7a5a4e" },
  },
  ground: "#aaa399",
  extras: ({ x, z }, hour) => {
    const glass = new MeshStandardMaterial({
      color: 0xdfe9ec,
      roughness: 0.05,
      metalness: 0,
      transparent: true,
      opacity: 0.18,
    });
    glass.name = "balustrade-glass";
    const steel = material("balustrade-rail", 0x6e6a66, 0.4, 0.7);
    const balustrade = new Group();
    balustrade.name = "balustrade";
    const back = z[0] - 0.05;
    const width = x[1] - x[0];
    balustrade.add(
      block("balustrade:glass", [width, 1.05, 0.015], [(x[0] + x[1]) / 2, 0.525, back], glass),
    );
    balustrade.add(
      block("balustrade:rail", [width, 0.04, 0.05], [(x[0] + x[1]) / 2, 1.07, back], steel),
    );
    fixed(balustrade);
    // The city: towers well below and beyond the terrace, their windows a grid of glass by day
    // and lit here and there at dusk.
    const city = new Group();
    city.name = "city";
    const next = random(19);
    const night = hour === "evening";
    const facade = new MeshBasicMaterial({ map: facadeTexture(night) });
    facade.name = "city";
    // (Within the cameras' 100 m reach.)
    for (let i = 0; i < 26; i++) {
      const w = 4 + next() * 5;
      const h = 14 + next() * 26;
      const far = 62 + next() * 30;
      const at: [number, number, number] = [-90 + i * 7 + next() * 3, h / 2 - 30, back - far];
      const tower = new Mesh(surfaceBox(w, h, w), facade);
      tower.name = "city:tower";
      tower.position.set(...at);
      city.add(tower);
    }
    fixed(city);
    const planter = material("planter", 0x4a4642, 0.7);
    const grasses = new Group();
    grasses.name = "planter";
    grasses.add(block("planter:box", [1.6, 0.5, 0.45], [0, 0.25, 0], planter));
    const grass = foliage("grasses", [1.5, 0.55, 0.35], 41, 0x8c8a5c);
    grass.position.y = 0.45;
    grasses.add(grass);
    grasses.position.set(x[1] - 1.0, 0, z[0] + 0.35);
    fixed(grasses);
    const lights: PointLight[] = [];
    const lanterns: Object3D[] = [];
    if (night) {
      lanterns.push(fixed(glow("lantern", [0.14, 0.3, 0.14], [x[0] + 0.4, 0.15, z[1] - 0.6])));
      lights.push(pointLight([x[0] + 0.4, 0.45, z[1] - 0.6], 1.4, 4));
    }
    return { pieces: [balustrade, city, grasses, ...lanterns], lights };
  },
};

/**
 * What the camera sees beyond a place's walls: its sky outdoors; indoors by day the hour's soft
 * backdrop, and at night the room's unlit ceiling, not the evening sky.
 */
export function placeBackdrop(place: Place, hour: Hour): { top: string; bottom: string } {
  if (place.sky) return place.sky[hour];
  return place.indoor && hour === "evening" ? INDOOR_NIGHT : HOURS[hour].backdrop;
}
const INDOOR_NIGHT = { top: "#1b1917", bottom: "#2a2623" };

/** Every place, by id (a shot names its place by id). */
export const PLACES = {
  "home-spa": HOME_SPA,
  basement: BASEMENT,
  bathroom: BATHROOM,
  lodge: LODGE,
  "pool-house": POOL_HOUSE,
  "garden-deck": GARDEN_DECK,
  terrace: TERRACE,
} as const satisfies Record<PlaceId, Place>;

export type { PlaceId };
