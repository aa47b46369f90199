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

import { printed } from "./craft";
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
}

const STONE: Tile = {
  name: "stone",
  width: 0.6,
  height: 0.3,
  colour: [196, 186, 172],
  variation: 0.05,
  grout: [150, 142, 132],
  joint: 0.008,
};
const PORCELAIN: Tile = {
  name: "porcelain",
  width: 0.3,
  height: 0.6,
  colour: [226, 224, 219],
  variation: 0.025,
  grout: [186, 184, 180],
  joint: 0.01,
};
const MOSAIC: Tile = {
  name: "mosaic",
  width: 0.025,
  height: 0.025,
  colour: [92, 128, 124],
  variation: 0.16,
  grout: [214, 210, 200],
  joint: 0.1,
};

/** How many tiles across and up one texture holds (it repeats beyond). */
const TILES_PER_TEXTURE = 8;

const tiles = new Map<string, Material>();
/** A glazed tile, laid with its grout, as a repeating texture: one material per tile. */
function tiled(tile: Tile): Material {
  let made = tiles.get(tile.name);
  if (made) return made;
  const size = 512;
  const random = seeded(tile.name.length * 97 + 13);
  const cell = size / TILES_PER_TEXTURE;
  const shades = Array.from(
    { length: TILES_PER_TEXTURE ** 2 },
    () => 1 + (random() - 0.5) * 2 * tile.variation,
  );
  const joint = Math.max(1, Math.round(cell * tile.joint));
  made = printed(
    `tile:${tile.name}`,
    [size, size],
    (x, y) => {
      if (x % cell < joint || y % cell < joint) return tile.grout;
      const shade = shades[Math.floor(y / cell) * TILES_PER_TEXTURE + Math.floor(x / cell)]!;
      return tile.colour.map((c) => Math.min(255, c * shade)) as [number, number, number];
    },
    { roughness: 0.22, repeat: true },
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
      (uv.getX(i) * w) / (tile.width * TILES_PER_TEXTURE),
      (uv.getY(i) * h) / (tile.height * TILES_PER_TEXTURE),
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

/** A room's shell seen from inside: floor, back, sides and ceiling, `w` × `d` × `h`. */
function shell(w: number, d: number, h: number, walls: Tile, floor: Tile): Group {
  const group = new Group();
  group.add(
    placed(w, d, floor, "+y", 0, 0, -d / 2),
    placed(w, h, walls, "+z", 0, h / 2, -d),
    placed(d, h, walls, "+x", -w / 2, h / 2, -d / 2),
    placed(d, h, walls, "-x", w / 2, h / 2, -d / 2),
    placed(w, d, walls, "-y", 0, h, -d / 2),
  );
  return group;
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

/** The tiled room: an L of benches along the back and the left wall, in large stone tiles. */
function tiledRoom(): Group {
  const [w, d, h] = [2.2, 1.9, 2.3];
  const group = shell(w, d, h, STONE, STONE);
  const [seatDepth, seat] = [0.5, 0.46];
  group.add(bench(w, seatDepth, seat, 0, -d, STONE));
  const side = bench(d - seatDepth - 0.15, seatDepth, seat, 0, 0, STONE);
  side.rotation.y = Math.PI / 2;
  side.position.set(-w / 2, 0, -d + seatDepth + (d - seatDepth - 0.15) / 2);
  group.add(side);
  group.add(outlet(w / 2 - 0.03, 0.28, -0.7, -Math.PI / 2));
  // A strip along the top of the back wall, washing it with warm light.
  group.add(strip(w - 0.1, 0, h - 0.06, -d + 0.03));
  for (const x of [-0.5, 0.5]) group.add(downlight(x, h, -d / 2));
  group.add(front(w, h, 1.5));
  return group;
}

/** The steam shower: an alcove of porcelain behind a glass door, a rain head overhead. */
function steamShower(): Group {
  const [w, d, h] = [1.3, 1.1, 2.3];
  const group = shell(w, d, h, PORCELAIN, MOSAIC);
  // The bathroom's wall either side of the alcove, and its floor in front.
  for (const side of [-1, 1])
    group.add(placed(0.8, h, PORCELAIN, "+z", side * (w / 2 + 0.4), h / 2, 0));
  group.add(placed(w + 1.6, 1.6, PORCELAIN, "+y", 0, 0, 0.8));
  group.add(placed(w + 1.6, 1.6, PORCELAIN, "-y", 0, h, 0.8));
  // The glass front: a fixed pane and a door, with steel hinges and a long handle.
  const glass = new MeshStandardMaterial({ color: 0xffffff, roughness: 0 });
  glass.name = "glass";
  const pane = new Mesh(new BoxGeometry(w, h - 0.02, 0.008), glass);
  pane.name = "glass-front";
  pane.position.set(0, h / 2, -0.01);
  group.add(pane);
  const handle = new Mesh(new CylinderGeometry(0.011, 0.011, 0.45, 16), steel());
  handle.name = "handle";
  handle.position.set(0.05, 1.05, 0.03);
  group.add(handle);
  for (const y of [0.3, h - 0.3]) {
    const hinge = new Mesh(new BoxGeometry(0.05, 0.08, 0.03), steel());
    hinge.name = "hinge";
    hinge.position.set(-w / 2 + 0.03, y, -0.01);
    group.add(hinge);
  }
  // The rain head, a square of steel under the ceiling, and a fold-down seat on the left wall.
  const head = new Mesh(new BoxGeometry(0.3, 0.012, 0.3), steel());
  head.name = "rain-head";
  head.position.set(0, h - 0.07, -d / 2);
  const arm = new Mesh(new CylinderGeometry(0.01, 0.01, 0.06, 12), steel());
  arm.name = "rain-arm";
  arm.position.set(0, h - 0.035, -d / 2);
  group.add(head, arm);
  const seat = new Mesh(new BoxGeometry(0.34, 0.03, 0.36), glowingStone());
  seat.name = "seat";
  seat.position.set(-w / 2 + 0.17, 0.46, -d / 2);
  group.add(seat, outlet(w / 2 - 0.03, 0.25, -d + 0.3, -Math.PI / 2));
  group.add(strip(w - 0.1, 0, h - 0.06, -d + 0.03));
  for (const z of [-d / 3, (-2 * d) / 3]) group.add(downlight(0.3, h, z));
  group.add(downlight(0, h, 0.6));
  group.add(front(w + 1.6, h, 2.6));
  return group;
}

/** The seat's stone slab. */
function glowingStone(): Material {
  const made = new MeshStandardMaterial({ color: 0x8d857a, roughness: 0.35 });
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
  "tiled-bench": { eye: [0.9, 1.5, 0.25], target: [-0.35, 0.55, -1.75], fov: 80 },
  "steam-shower": { eye: [0.45, 1.55, 1.1], target: [-0.05, 1.2, -0.55], fov: 68 },
  "mosaic-niche": { eye: [0.35, 1.3, 1.55], target: [0, 0.95, -0.3], fov: 60 },
};
