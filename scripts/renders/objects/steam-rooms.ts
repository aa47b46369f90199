/**
 * The three steam rooms as 3D rooms, for their path-traced pictures: a tiled room with an L-shaped
 * bench, a steam shower behind a glass door, and a mosaic niche with a seat. Each is built round
 * the camera that shows it (`STEAM_VIEWS`): walls, floor and ceiling of glazed tile, set out in
 * panels whose tiles are laid at their true size, a steam outlet, and the warm strips that light
 * them (named `glow`, which the path tracer makes a light).
 *
 * Metres, Y up. Each room's floor is at y = 0, its back wall at z = -depth, its front at z = 0;
 * the camera stands in front of or just inside the front.
 */
import {
  DoubleSide,
  Group,
  type Material,
  Mesh,
  MeshStandardMaterial,
  PlaneGeometry,
  type BufferAttribute,
  BoxGeometry,
  CylinderGeometry,
} from "three";

import { drapedTowel } from "../../../app/scene/props";
import { printed } from "../../../app/scene/objects/craft";
import { seeded } from "./stones";

/** A tile: its size in metres, its colour and how much one tile differs from the next. */
interface Tile {
  name: string;
  width: number;
  height: number;
  colour: [number, number, number];
  variation: number;
  grout: [number, number, number];
  /** The grout line's width, as a share of a tile's width. */
  joint: number;
  /** How many tiles across and up one texture holds (it repeats beyond). */
  perTexture: number;
  /** How glossy its glaze or polish is: 0, a mirror; 1, matt. */
  roughness: number;
  /** Veins drifting across the face, as in a cut stone, and how strongly they show. */
  veins?: { colour: [number, number, number]; strength: number };
}

/** Polished porcelain with a marble's soft grey veins, in large slabs laid landscape. */
const MARBLE: Tile = {
  name: "marble",
  width: 1.2,
  height: 0.6,
  colour: [231, 226, 218],
  variation: 0.015,
  grout: [204, 198, 189],
  joint: 0.003,
  perTexture: 4,
  roughness: 0.1,
  veins: { colour: [142, 136, 130], strength: 0.7 },
};
/** Honed dark stone underfoot, in squares. */
const SLATE: Tile = {
  name: "slate",
  width: 0.6,
  height: 0.6,
  colour: [104, 99, 92],
  variation: 0.05,
  grout: [84, 80, 75],
  joint: 0.005,
  perTexture: 4,
  roughness: 0.42,
  veins: { colour: [122, 117, 110], strength: 0.25 },
};
/** Pale ivory travertine-look porcelain, polished, laid upright, its bands faint. */
const TRAVERTINE: Tile = {
  name: "travertine",
  width: 0.6,
  height: 1.2,
  colour: [238, 235, 228],
  variation: 0.025,
  grout: [221, 217, 209],
  joint: 0.003,
  perTexture: 4,
  roughness: 0.12,
  veins: { colour: [196, 189, 178], strength: 0.5 },
};
/** The bathroom's own plain porcelain, round the steam rooms. */
const PORCELAIN: Tile = {
  name: "porcelain",
  width: 0.3,
  height: 0.6,
  colour: [226, 224, 219],
  variation: 0.025,
  grout: [186, 184, 180],
  joint: 0.01,
  perTexture: 8,
  roughness: 0.22,
};
const MOSAIC: Tile = {
  name: "mosaic",
  width: 0.025,
  height: 0.025,
  colour: [92, 128, 124],
  variation: 0.16,
  grout: [214, 210, 200],
  joint: 0.1,
  perTexture: 8,
  roughness: 0.22,
};
/** The shower's floor: a mosaic of pale honed stone, almost white, that grips under wet feet. */
const STONE_MOSAIC: Tile = {
  ...MOSAIC,
  name: "stone-mosaic",
  width: 0.05,
  height: 0.05,
  colour: [232, 229, 223],
  variation: 0.035,
  grout: [202, 198, 191],
  joint: 0.05,
  roughness: 0.25,
};

/** Smooth value noise on a grid of `cells`, seeded: 0–1, wrapping at `cells` so tiles repeat. */
function valueNoise(seed: number, cells: number): (u: number, v: number) => number {
  const random = seeded(seed);
  const grid = Array.from({ length: cells * cells }, () => random());
  const at = (i: number, j: number) =>
    grid[(((j % cells) + cells) % cells) * cells + (((i % cells) + cells) % cells)]!;
  const ease = (t: number) => t * t * (3 - 2 * t);
  return (u, v) => {
    const [x, y] = [u * cells, v * cells];
    const [i, j] = [Math.floor(x), Math.floor(y)];
    const [fx, fy] = [ease(x - i), ease(y - j)];
    const top = at(i, j) + (at(i + 1, j) - at(i, j)) * fx;
    const bottom = at(i, j + 1) + (at(i + 1, j + 1) - at(i, j + 1)) * fx;
    return top + (bottom - top) * fy;
  };
}

/**
 * Veins across one tile's face (u, v from 0 to 1 over the tile), as in a slab of stone: thin
 * wandering lines where a warped ripple crosses zero, and a faint cloud between them. 0–1.
 */
function veinsOf(seed: number): (u: number, v: number) => { vein: number; cloud: number } {
  const octaves = [2, 4, 8, 16].map((cells, i) => ({
    noise: valueNoise(seed * 7 + i, cells),
    weight: 0.45 ** i,
  }));
  const total = octaves.reduce((sum, { weight }) => sum + weight, 0);
  const turbulence = (u: number, v: number) =>
    octaves.reduce((sum, { noise, weight }) => sum + noise(u, v) * weight, 0) / total;
  const random = seeded(seed * 31 + 5);
  const angle = 0.4 + random() * 0.9;
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const frequency = 0.5 + random() * 0.5;
  const phase = random();
  return (u, v) => {
    const t = turbulence(u, v);
    const ripple = Math.abs(
      Math.sin(Math.PI * ((u * cos + v * sin) * frequency + t * 0.9 + phase)),
    );
    // A fine line with a soft halo either side of it.
    return { vein: (1 - ripple) ** 60 * 0.85 + (1 - ripple) ** 8 * 0.25, cloud: t };
  };
}

const tiles = new Map<string, Material>();
/** A tile, laid with its grout, as a repeating texture: one material per tile. */
function tiled(tile: Tile): Material {
  let made = tiles.get(tile.name);
  if (made) return made;
  const n = tile.perTexture;
  const size = tile.veins ? 1024 : 512;
  const random = seeded(tile.name.length * 97 + 13);
  const cell = size / n;
  // Each tile its own shade and, in stone, its own veins, as tiles cut from different slabs.
  const faces = Array.from({ length: n * n }, (_, k) => ({
    shade: 1 + (random() - 0.5) * 2 * tile.variation,
    veins: tile.veins ? veinsOf(tile.name.length * 13 + k + 1) : undefined,
  }));
  const joint = Math.max(1, Math.round(cell * tile.joint));
  made = printed(
    `tile:${tile.name}`,
    [size, size],
    (x, y) => {
      if (x % cell < joint || y % cell < joint) return tile.grout;
      const face = faces[Math.floor(y / cell) * n + Math.floor(x / cell)]!;
      let colour = tile.colour.map((c) => c * face.shade);
      if (face.veins && tile.veins) {
        const { vein, cloud } = face.veins((x % cell) / cell, (y % cell) / cell);
        const mix = vein * tile.veins.strength;
        const soft = 1 + (cloud - 0.5) * 0.08;
        colour = colour.map((c, i) => (c * (1 - mix) + tile.veins!.colour[i]! * mix) * soft);
      }
      return colour.map((c) => Math.max(0, Math.min(255, c))) as [number, number, number];
    },
    { roughness: tile.roughness, repeat: true },
  );
  tiles.set(tile.name, made);
  return made;
}

/**
 * A tiled panel `w` × `h`, its tiles at their true size from its lower left corner, facing +z
 * before it is turned into place.
 */
function panel(w: number, h: number, tile: Tile): Mesh {
  const geometry = new PlaneGeometry(w, h);
  const uv = geometry.getAttribute("uv") as BufferAttribute;
  for (let i = 0; i < uv.count; i++)
    uv.setXY(
      i,
      (uv.getX(i) * w) / (tile.width * tile.perTexture),
      (uv.getY(i) * h) / (tile.height * tile.perTexture),
    );
  uv.needsUpdate = true;
  const mesh = new Mesh(geometry, tiled(tile));
  mesh.name = "tiles";
  return mesh;
}

type Facing = "+x" | "-x" | "+y" | "-y" | "+z" | "-z";

/** A panel centred at (x, y, z), facing the way it is seen from. */
function placed(w: number, h: number, tile: Tile, facing: Facing, x: number, y: number, z: number) {
  const mesh = panel(w, h, tile);
  const turns: Record<Facing, [number, number, number]> = {
    "+z": [0, 0, 0],
    "-z": [0, Math.PI, 0],
    "+x": [0, Math.PI / 2, 0],
    "-x": [0, -Math.PI / 2, 0],
    "+y": [-Math.PI / 2, 0, 0],
    "-y": [Math.PI / 2, 0, 0],
  };
  mesh.rotation.set(...turns[facing]);
  mesh.position.set(x, y, z);
  return mesh;
}

/**
 * A room's shell seen from inside: floor, back, sides and ceiling, `w` × `d`, `h` high at the
 * front. The ceiling falls to `low` at the back wall, as a steam room's does, so that condensation
 * runs down the wall and does not drip on the bench.
 */
function shell(w: number, d: number, h: number, walls: Tile, floor: Tile, low = h): Group {
  const group = new Group();
  const fall = h - low;
  const ceiling = placed(w, Math.hypot(d, fall), walls, "-y", 0, (h + low) / 2, -d / 2);
  ceiling.rotation.x = Math.atan2(1, fall / d);
  ceiling.name = "ceiling";
  group.add(
    placed(w, d, floor, "+y", 0, 0, -d / 2),
    placed(w, h, walls, "+z", 0, h / 2, -d),
    placed(d, h, walls, "+x", -w / 2, h / 2, -d / 2),
    placed(d, h, walls, "-x", w / 2, h / 2, -d / 2),
    ceiling,
  );
  return group;
}

/**
 * Fibre-optic points of light scattered over a ceiling panel (a child of it, on its face), seeded:
 * the starlit ceiling many steam rooms have.
 */
function starlight(ceiling: Mesh, count: number, seed: number): void {
  const geometry = ceiling.geometry as PlaneGeometry;
  const { width, height } = geometry.parameters;
  const made = new MeshStandardMaterial({ color: 0xfff1dc });
  made.name = "window:starlight";
  const random = seeded(seed);
  const point = new CylinderGeometry(0.0035, 0.0035, 0.002, 10);
  point.rotateX(Math.PI / 2);
  for (let i = 0; i < count; i++) {
    const star = new Mesh(point, made);
    star.name = "starlight";
    star.position.set((random() - 0.5) * (width - 0.2), (random() - 0.5) * (height - 0.2), 0.002);
    ceiling.add(star);
  }
}

/** A tiled bench block: top, front and ends, `w` wide, `d` deep, `h` high, its back at `back`. */
function bench(w: number, d: number, h: number, x: number, back: number, tile: Tile): Group {
  const group = new Group();
  group.add(
    placed(w, d, tile, "+y", x, h, back + d / 2),
    placed(w, h - 0.05, tile, "+z", x, (h + 0.05) / 2, back + d - 0.04),
    placed(d, h, tile, "-x", x - w / 2, h / 2, back + d / 2),
    placed(d, h, tile, "+x", x + w / 2, h / 2, back + d / 2),
  );
  // The top's rounded nosing and the warm strip in the shadow under it.
  const nose = new Mesh(new CylinderGeometry(0.025, 0.025, w, 16), tiled(tile));
  nose.name = "nosing";
  nose.rotation.z = Math.PI / 2;
  nose.position.set(x, h - 0.025, back + d - 0.025);
  group.add(nose, strip(w - 0.04, x, 0.05, back + d - 0.05));
  return group;
}

const glowing = () => {
  const made = new MeshStandardMaterial({ color: 0xffd9a8 });
  made.name = "glow";
  return made;
};

/** A warm light strip `w` long along x, hidden in a recess. */
function strip(w: number, x: number, y: number, z: number): Mesh {
  const mesh = new Mesh(new BoxGeometry(w, 0.012, 0.012), glowing());
  mesh.name = "strip";
  mesh.position.set(x, y, z);
  return mesh;
}

const steel = () => {
  const made = new MeshStandardMaterial({ color: 0xb9bcbe, metalness: 1, roughness: 0.25 });
  made.name = "steel";
  return made;
};

/** The steam outlet: a small brushed-steel hood low on a wall, facing +z. */
function outlet(x: number, y: number, z: number, turn = 0): Mesh {
  const mesh = new Mesh(new BoxGeometry(0.16, 0.08, 0.06), steel());
  mesh.name = "steam-outlet";
  mesh.position.set(x, y, z);
  mesh.rotation.y = turn;
  return mesh;
}

/** A downlight: a small warm disc set in the ceiling. */
function downlight(x: number, y: number, z: number): Mesh {
  const made = new MeshStandardMaterial({ color: 0xfff0dc, side: DoubleSide });
  made.name = "window:downlight";
  const mesh = new Mesh(new CylinderGeometry(0.04, 0.04, 0.01, 24), made);
  mesh.name = "downlight";
  mesh.position.set(x, y - 0.004, z);
  return mesh;
}

/**
 * The tiled room: an L of benches along the back and the left wall, in polished marble-look slabs
 * over a dark stone floor, a ceiling falling towards the back and lit with points of light, a
 * towel laid on the bench.
 */
function tiledRoom(): Group {
  const [w, d, h, low] = [2.2, 1.9, 2.45, 2.2];
  const group = shell(w, d, h, MARBLE, SLATE, low);
  const ceiling = group.getObjectByName("ceiling") as Mesh;
  starlight(ceiling, 46, 23);
  const [seatDepth, seat] = [0.5, 0.46];
  group.add(bench(w, seatDepth, seat, 0, -d, MARBLE));
  const side = bench(d - seatDepth - 0.15, seatDepth, seat, 0, 0, MARBLE);
  side.rotation.y = Math.PI / 2;
  side.position.set(-w / 2, 0, -d + seatDepth + (d - seatDepth - 0.15) / 2);
  group.add(side);
  group.add(outlet(w / 2 - 0.03, 0.28, -0.7, -Math.PI / 2));
  // A strip along the top of the back wall, washing it with warm light.
  group.add(strip(w - 0.1, 0, low - 0.08, -d + 0.03));
  const linen = new MeshStandardMaterial({ color: 0xf3eee6, roughness: 1 });
  linen.name = "towel";
  const towel = new Mesh(drapedTowel(), linen);
  towel.name = "towel-on-bench";
  towel.position.set(0.35, seat, -d + seatDepth);
  group.add(towel);
  group.add(front(w, h, 1.5));
  return group;
}

/**
 * The steam shower: an alcove of pale polished travertine-look porcelain behind a glass door, a
 * rain head overhead, a fold-down seat, and a ceiling light strip over the back wall with linear
 * lights in the ceiling, so it is lit brightly and evenly.
 */
function steamShower(): Group {
  const [w, d, h] = [1.3, 1.1, 2.3];
  const group = shell(w, d, h, TRAVERTINE, STONE_MOSAIC);
  // The bathroom's wall either side of the alcove, and its floor in front.
  for (const side of [-1, 1])
    group.add(placed(0.8, h, PORCELAIN, "+z", side * (w / 2 + 0.4), h / 2, 0));
  group.add(placed(w + 1.6, 1.6, PORCELAIN, "+y", 0, 0, 0.8));
  group.add(placed(w + 1.6, 1.6, PORCELAIN, "-y", 0, h, 0.8));
  // The glass front: a fixed pane, and a door standing open on its hinges at the left, a long
  // steel handle on its free edge.
  const glass = new MeshStandardMaterial({ color: 0xffffff, roughness: 0 });
  glass.name = "glass";
  const doorWidth = 0.62;
  const pane = new Mesh(new BoxGeometry(w - doorWidth - 0.01, h - 0.02, 0.008), glass);
  pane.name = "glass-front";
  pane.position.set((doorWidth + 0.01) / 2, h / 2, -0.01);
  const door = new Group();
  door.name = "glass-door";
  const leaf = new Mesh(new BoxGeometry(doorWidth, h - 0.04, 0.008), glass);
  leaf.name = "door-leaf";
  leaf.position.set(doorWidth / 2, h / 2, 0);
  const handle = new Mesh(new CylinderGeometry(0.011, 0.011, 0.45, 16), steel());
  handle.name = "handle";
  handle.position.set(doorWidth - 0.06, 1.05, 0.035);
  door.add(leaf, handle);
  for (const y of [0.3, h - 0.3]) {
    const hinge = new Mesh(new BoxGeometry(0.05, 0.08, 0.03), steel());
    hinge.name = "hinge";
    hinge.position.set(0.03, y, 0);
    door.add(hinge);
  }
  door.position.set(-w / 2, 0, -0.01);
  door.rotation.y = -1.15;
  group.add(pane, door);
  // The rain head, a square of steel hung from the ceiling on a short arm.
  const drop = 0.2;
  const head = new Mesh(new BoxGeometry(0.3, 0.014, 0.3), steel());
  head.name = "rain-head";
  head.position.set(0, h - drop - 0.007, -d / 2 - 0.05);
  const arm = new Mesh(new CylinderGeometry(0.012, 0.012, drop, 12), steel());
  arm.name = "rain-arm";
  arm.position.set(0, h - drop / 2, -d / 2 - 0.05);
  group.add(head, arm);
  // The fold-down seat on the left wall, a slab of stone on a steel hinge rail and two brackets.
  const seatHeight = 0.46;
  const seat = new Mesh(new BoxGeometry(0.36, 0.04, 0.4), seatStone());
  seat.name = "seat";
  seat.position.set(-w / 2 + 0.18, seatHeight, -d / 2);
  const rail = new Mesh(new BoxGeometry(0.025, 0.05, 0.42), steel());
  rail.name = "seat-hinge";
  rail.position.set(-w / 2 + 0.0125, seatHeight - 0.01, -d / 2);
  group.add(seat, rail);
  for (const z of [-d / 2 - 0.15, -d / 2 + 0.15]) {
    const bracket = new Mesh(new BoxGeometry(0.3, 0.02, 0.02), steel());
    bracket.name = "seat-bracket";
    bracket.rotation.z = Math.atan2(0.2, 0.3);
    bracket.position.set(-w / 2 + 0.15, seatHeight - 0.12, z);
    group.add(bracket);
  }
  group.add(outlet(w / 2 - 0.03, 0.25, -d + 0.3, -Math.PI / 2));
  // The warm light strip along the top of the back wall, in the ceiling's corner.
  group.add(strip(w - 0.1, 0, h - 0.06, -d + 0.03));
  // Warm strips along the foot of the back and side walls, washing the floor.
  group.add(strip(w - 0.1, 0, 0.03, -d + 0.03));
  for (const side of [-1, 1]) {
    const foot = strip(d - 0.1, 0, 0.03, -d / 2);
    foot.rotation.y = Math.PI / 2;
    foot.position.x = side * (w / 2 - 0.03);
    group.add(foot);
  }
  // Three linear lights across the ceiling, nearer the glass than the camera sees, that light the
  // walls from the front as well.
  for (const z of [-0.1, -0.35, -0.6]) group.add(ceilingLight(w - 0.2, h, z));
  group.add(downlight(0, h, 0.6));
  group.add(front(w + 1.6, h, 2.6));
  // A second soft panel behind the camera to the left, as a photographer sets one to open up the
  // lower walls, placed where the glass front does not mirror it.
  const made = new MeshStandardMaterial({ color: 0xf2ede6, side: DoubleSide });
  made.name = "window:soft-panel";
  const soft = new Mesh(new PlaneGeometry(1, 1.6), made);
  soft.name = "soft-panel";
  soft.position.set(-1.3, 1.3, 1.6);
  soft.lookAt(-0.1, 0.4, -0.6);
  group.add(soft);
  return group;
}

/** A linear light recessed in a ceiling at height `y`: a warm white diffuser `w` long across x. */
function ceilingLight(w: number, y: number, z: number): Mesh {
  const made = new MeshStandardMaterial({ color: 0xfff5ea });
  made.name = "window:ceiling-light";
  const mesh = new Mesh(new BoxGeometry(w, 0.01, 0.2), made);
  mesh.name = "ceiling-light";
  mesh.position.set(0, y - 0.004, z);
  return mesh;
}

/** The seat's slab: the same pale stone, honed a shade darker so it stands off the wall. */
function seatStone(): Material {
  const made = new MeshStandardMaterial({ color: 0xd3ccc1, roughness: 0.3 });
  made.name = "stone-slab";
  return made;
}

/** The mosaic niche: a small alcove of mosaic in a porcelain wall, a seat, an outlet, a light. */
function mosaicNiche(): Group {
  const [w, d, h] = [0.95, 0.65, 2.1];
  const group = shell(w, d, h, MOSAIC, MOSAIC);
  for (const side of [-1, 1])
    group.add(placed(0.9, 2.5, PORCELAIN, "+z", side * (w / 2 + 0.45), 1.25, 0));
  group.add(placed(w, 0.4, PORCELAIN, "+z", 0, h + 0.2, 0));
  group.add(placed(w + 1.8, 1.8, PORCELAIN, "+y", 0, 0, 0.9));
  group.add(bench(w, 0.42, 0.45, 0, -d, MOSAIC));
  group.add(outlet(w / 2 - 0.03, 0.2, -0.2, -Math.PI / 2));
  group.add(strip(w - 0.08, 0, h - 0.05, -d + 0.03));
  group.add(downlight(0, 2.5, 0.8));
  const ceiling = placed(w + 1.8, 1.8, PORCELAIN, "-y", 0, 2.5, 0.9);
  group.add(ceiling, front(w + 1.8, 2.5, 2.6));
  return group;
}

/**
 * What stands behind the camera, as on a set with the room's fourth wall taken away: a roof over
 * the front and walls at its sides, so no sun falls in and glass mirrors a room, and a large soft
 * panel facing the room, the light a photographer brings, dim beside the room's own warm strips.
 */
function front(w: number, h: number, reach: number): Group {
  const group = new Group();
  const roof = new Mesh(new PlaneGeometry(w + 4, reach), plain(0xd9d4cc));
  roof.name = "roof";
  roof.rotation.x = Math.PI / 2;
  roof.position.set(0, h + 0.01, reach / 2);
  const made = new MeshStandardMaterial({ color: 0x8a847c, side: DoubleSide });
  made.name = "window:fill";
  const fill = new Mesh(new PlaneGeometry(w + 1, h), made);
  fill.name = "fill-light";
  fill.rotation.y = Math.PI;
  fill.position.set(0, h / 2, reach);
  group.add(roof, fill);
  // The bathroom's side walls, so that glass mirrors a room and not the sky.
  for (const side of [-1, 1]) {
    const wall = new Mesh(new PlaneGeometry(reach, h), plain(0xe4e0d9));
    wall.name = "side-wall";
    wall.rotation.y = (side * Math.PI) / 2;
    wall.position.set(side * (w / 2 + 0.3), h / 2, reach / 2);
    group.add(wall);
  }
  return group;
}

function plain(color: number): Material {
  const made = new MeshStandardMaterial({ color, roughness: 0.9, side: DoubleSide });
  made.name = "plain";
  return made;
}

/** Each steam room's builder, by its slug in the range. */
export const steamRoomModels: Record<string, { build: () => Group }> = {
  "tiled-bench": { build: tiledRoom },
  "steam-shower": { build: steamShower },
  "mosaic-niche": { build: mosaicNiche },
};

/** Where each room's camera stands and looks (metres), and its vertical field of view. */
export const STEAM_VIEWS: Record<
  string,
  { eye: [number, number, number]; target: [number, number, number]; fov: number }
> = {
  "tiled-bench": { eye: [0.95, 1.4, 0.35], target: [-0.4, 0.95, -1.7], fov: 72 },
  "steam-shower": { eye: [0.1, 1.5, 1.25], target: [-0.2, 1.1, -0.6], fov: 66 },
  "mosaic-niche": { eye: [0.35, 1.3, 1.55], target: [0, 0.95, -0.3], fov: 60 },
};
