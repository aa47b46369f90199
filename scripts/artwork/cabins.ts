/**
 * Sauna cabins drawn from their real dimensions (mm) with the camera of `perspective.ts`:
 * the cabin standing in a pale stone room or at dusk, its interior (benches, heater stones, the
 * glow from under the benches) from the doorway, close views of a bench and of the heater, and
 * architectural line drawings (elevations and plan) on linen paper with dimension lines.
 *
 * Every scene is a function of a `Cabin`, so the five collections, the standard cabins and the
 * gallery's extra pictures all come from the same drawing code.
 */
import {
  benchStart,
  type CabinShape,
  dimension,
  DIMENSION_OFFSET,
  type DimensionLine,
  dimensionEnds,
  floorPlan,
  frontElevation,
  frontOpenings,
  HEATER,
  LOWER_BENCH,
  type Rect,
  ROOF,
  ROOF_OVERHANG,
  UPPER_BENCH,
  WALL,
} from "../plans/geometry";
import {
  between,
  blur,
  linear,
  n,
  palette,
  radial,
  random,
  svgDocument,
  type Wood,
  woods,
  mix,
} from "./kit";
import { lettering, letteringWidth } from "./lettering";
import { camera, ellipse3, planeY, type Point3, type Projector, wallX, wallZ } from "./perspective";

/** A cabin: its size and front (the plans' geometry) and its timbers. */
export interface Cabin extends CabinShape {
  /** Seeds the randomness (board tones) and names the drawings. */
  name: string;
  /** Cladding outside and lining inside. */
  outside: Wood;
  inside: Wood;
}

/** The warm dark that wood falls into away from the light. */
const SHADOW = "#2a1407";

const glow = {
  amber: palette.amber,
  ember: palette.emberGlow,
};

/** One board's colour: mostly the timber's base tone, now and then a lighter or darker board. */
function boardTone(w: (typeof woods)[Wood], rand: () => number): string {
  const t = rand();
  return t < 0.3 ? mix(w.light, w.base, 0.35) : t < 0.85 ? w.base : mix(w.dark, w.base, 0.45);
}

/** Vertical boards on the plane z = const between x0 and x1. */
function boardsZ(
  cam: Projector,
  z: number,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  wood: Wood,
  rand: () => number,
  shade: number,
  boardWidth = 120,
) {
  const w = woods[wood];
  const count = Math.max(1, Math.round((x1 - x0) / boardWidth));
  const step = (x1 - x0) / count;
  let out = "";
  for (let i = 0; i < count; i++) {
    const tone = boardTone(w, rand);
    out += cam.polygon(
      wallZ(z, x0 + i * step, x0 + (i + 1) * step, y0, y1),
      mix(tone, SHADOW, shade),
    );
    if (i > 0)
      out += cam.line(
        [
          [x0 + i * step, y0, z],
          [x0 + i * step, y1, z],
        ],
        palette.ink,
        1.2,
        'opacity="0.22"',
      );
  }
  return out;
}

/** Horizontal boards on the plane z = const. */
function boardsZHorizontal(
  cam: Projector,
  z: number,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  wood: Wood,
  rand: () => number,
  shade: number,
  boardHeight = 110,
) {
  const w = woods[wood];
  const count = Math.max(1, Math.round((y1 - y0) / boardHeight));
  const step = (y1 - y0) / count;
  let out = "";
  for (let i = 0; i < count; i++) {
    const tone = boardTone(w, rand);
    out += cam.polygon(
      wallZ(z, x0, x1, y0 + i * step, y0 + (i + 1) * step),
      mix(tone, SHADOW, shade),
    );
    out += cam.line(
      [
        [x0, y0 + i * step, z],
        [x1, y0 + i * step, z],
      ],
      palette.ink,
      1.2,
      'opacity="0.25"',
    );
  }
  return out;
}

/** Horizontal boards on the plane x = const. */
function boardsXHorizontal(
  cam: Projector,
  x: number,
  z0: number,
  z1: number,
  y0: number,
  y1: number,
  wood: Wood,
  rand: () => number,
  shade: number,
  boardHeight = 110,
) {
  const w = woods[wood];
  const count = Math.max(1, Math.round((y1 - y0) / boardHeight));
  const step = (y1 - y0) / count;
  let out = "";
  for (let i = 0; i < count; i++) {
    const tone = boardTone(w, rand);
    out += cam.polygon(
      wallX(x, y0 + i * step, y0 + (i + 1) * step, z0, z1),
      mix(tone, SHADOW, shade),
    );
    out += cam.line(
      [
        [x, y0 + i * step, z0],
        [x, y0 + i * step, z1],
      ],
      palette.ink,
      1.2,
      'opacity="0.25"',
    );
  }
  return out;
}

/** Slats of a bench top along x, at height y between z0 (front) and z1 (back). */
function benchTop(
  cam: Projector,
  x0: number,
  x1: number,
  y: number,
  z0: number,
  z1: number,
  wood: Wood,
  shade: number,
) {
  const w = woods[wood];
  const slats = Math.max(3, Math.round((z1 - z0) / 95));
  const step = (z1 - z0) / slats;
  let out = "";
  for (let i = 0; i < slats; i++) {
    const za = z0 + i * step + 6;
    const zb = z0 + (i + 1) * step - 6;
    out += cam.polygon(
      planeY(y, x0, x1, za, zb),
      mix(i % 2 ? w.light : w.base, palette.ink, shade),
    );
  }
  return out;
}

/** A box from (x0, y0, z0) to (x1, y1, z1): front, top and the side facing the camera. */
function box(
  cam: Projector,
  [x0, y0, z0]: Point3,
  [x1, y1, z1]: Point3,
  colours: { front: string; top: string; side: string },
  camX: number,
) {
  let out = "";
  if (camX > x1) out += cam.polygon(wallX(x1, y0, y1, z0, z1), colours.side);
  if (camX < x0) out += cam.polygon(wallX(x0, y0, y1, z0, z1), colours.side);
  out += cam.polygon(planeY(y1, x0, x1, z0, z1), colours.top);
  out += cam.polygon(wallZ(z0, x0, x1, y0, y1), colours.front);
  return out;
}

/** Sauna stones heaped in a tray: rounded grey shapes, warm where they face the glow. */
function stones(
  cam: Projector,
  x0: number,
  x1: number,
  y: number,
  z0: number,
  z1: number,
  rand: () => number,
  glowing: boolean,
  solid = false,
) {
  let out = "";
  const rows = 4;
  for (let r = 0; r < rows; r++) {
    const z = z1 - ((r + 0.5) / rows) * (z1 - z0);
    const count = Math.round((x1 - x0) / 70);
    for (let i = 0; i < count; i++) {
      const x = x0 + ((i + 0.5 + between(rand, -0.3, 0.3)) / count) * (x1 - x0);
      const lift = between(rand, 10, 70) * (1 - Math.abs(i / count - 0.5));
      const stone: Stone = {
        centre: [x, y + lift, z],
        base: [x, y, z],
        size: between(rand, 34, 48),
        squash: between(rand, 0.6, 0.8),
        tone: mix("#8d8a86", "#4a4744", rand() * 0.6),
        ember: glowing && rand() < 0.25,
      };
      out += solid ? solidStone(cam, stone) : flatStone(cam, stone);
    }
  }
  return out;
}

interface Stone {
  centre: Point3;
  /** Where it rests: its size on the picture is taken at this depth. */
  base: Point3;
  /** Half its width (mm), and its height as a share of that. */
  size: number;
  squash: number;
  tone: string;
  /** Lit by the heater's glow. */
  ember: boolean;
}

/** A stone as ellipses on the picture, sized at its depth. */
function flatStone(cam: Projector, { centre, base, size, squash, tone, ember }: Stone) {
  const [px, py] = cam.project(centre);
  const rx = size * cam.scaleAt(base);
  const ry = rx * squash;
  let out = `<ellipse cx="${n(px)}" cy="${n(py)}" rx="${n(rx)}" ry="${n(ry)}" fill="${tone}"/>`;
  out += `<ellipse cx="${n(px - rx * 0.25)}" cy="${n(py - ry * 0.35)}" rx="${n(rx * 0.5)}" ry="${n(ry * 0.35)}" fill="#c9c5bf" opacity="0.35"/>`;
  if (ember) {
    out += `<ellipse cx="${n(px + rx * 0.2)}" cy="${n(py + ry * 0.3)}" rx="${n(rx * 0.5)}" ry="${n(ry * 0.3)}" fill="${glow.ember}" opacity="0.55"/>`;
  }
  return out;
}

/** A stone as upright discs in 3D (facing the door), so that neighbouring views agree on it. */
function solidStone(cam: Projector, { centre: [x, y, z], size, squash, tone, ember }: Stone) {
  const ry = size * squash;
  const disc = (dx: number, dy: number, rx: number, height: number): Point3[] =>
    ellipse3([x + dx, y + dy, z - 1], [rx, 0, 0], [0, height, 0], 12);
  let out = cam.polygon(disc(0, 0, size, ry), tone);
  out += cam.polygon(
    disc(-size * 0.25, ry * 0.35, size * 0.5, ry * 0.35),
    "#c9c5bf",
    'opacity="0.35"',
  );
  if (ember) {
    out += cam.polygon(
      disc(size * 0.2, -ry * 0.3, size * 0.5, ry * 0.3),
      glow.ember,
      'opacity="0.55"',
    );
  }
  return out;
}

interface SceneOptions {
  /** Overall darkness of the interior, 0 (lit) to 1 (night). */
  dim?: number;
  /** Where the room's side walls, floor and ceiling start (mm, z), just in front of the camera. */
  near?: number;
  /**
   * For a camera standing inside the room, free to look anywhere (the faces of a 360° tour): the
   * room is closed around it (the door wall with its glass, seen from inside, and the ceiling's
   * boards), and glows, stones and the heater's steel are drawn as shapes in 3D rather than on the
   * picture, so that two views sharing an edge agree all along it.
   */
  enclosed?: boolean;
}

/**
 * The inside of a cabin: lining, benches, backrest, heater with stones, under-bench light.
 * Drawn for any camera in front of or inside the room; `camX` decides which faces show.
 */
function interior(
  cam: Projector,
  cabin: Cabin,
  camX: number,
  { dim = 0.35, near = 0, enclosed = false }: SceneOptions = {},
) {
  const rand = random(`${cabin.name}/interior`);
  const { width: W, depth: D, height: H } = cabin;
  const x0 = WALL;
  const x1 = W - WALL;
  const z1 = D - WALL;
  const y1 = H - ROOF;
  const inside = cabin.inside;
  const upperFront = z1 - UPPER_BENCH.depth;
  const lowerFront = upperFront - LOWER_BENCH.depth;
  const benchX0 = benchStart(W);
  let out = "";
  // Ceiling, floor, side walls and back wall.
  out += cam.polygon(
    planeY(y1, x0, x1, near, z1),
    mix(woods[inside].dark, SHADOW, 0.6 + dim * 0.3),
  );
  out += cam.polygon(planeY(0, x0, x1, near, z1), mix("#8a6a4c", SHADOW, 0.3 + dim * 0.3));
  // Duckboards on the floor, running towards the back wall.
  for (let x = x0 + 110; x < x1; x += 110) {
    out += cam.line(
      [
        [x, 1, near],
        [x, 1, z1],
      ],
      SHADOW,
      2,
      'opacity="0.35"',
    );
  }
  out += boardsXHorizontal(cam, x0, near, z1, 0, y1, inside, rand, 0.42 + dim * 0.4);
  out += boardsXHorizontal(cam, x1, near, z1, 0, y1, inside, rand, 0.55 + dim * 0.4);
  out += boardsZHorizontal(cam, z1, x0, x1, 0, y1, inside, rand, 0.3 + dim * 0.45);
  if (enclosed) out += ceilingAndDoorWall(cam, cabin, dim);
  // A warm wall light behind the backrest, and the key light falling from the upper left.
  const wallLight: Point3 = [(benchX0 + x1) / 2, 1380, z1];
  if (enclosed) {
    out += solidGlow(cam, wallLight, [(x1 - benchX0) / 2, 0, 0], [0, 260, 0], glow.amber, 0.6);
  } else {
    const [lx, ly] = cam.project(wallLight);
    const s = cam.scaleAt(wallLight);
    out += `<ellipse cx="${n(lx)}" cy="${n(ly)}" rx="${n(((x1 - benchX0) / 2) * s)}" ry="${n(260 * s)}" fill="url(#glow-amber)" opacity="0.6"/>`;
  }
  // Backrest slats.
  for (const y of [1200, 1330, 1460]) {
    out += box(
      cam,
      [benchX0, y, z1 - 45],
      [x1, y + 80, z1],
      {
        front: mix(woods[inside].base, SHADOW, 0.25 + dim * 0.3),
        top: mix(woods[inside].light, SHADOW, 0.1 + dim * 0.2),
        side: mix(woods[inside].dark, SHADOW, 0.3),
      },
      camX,
    );
  }
  // Upper bench: top slats, a thin lip, and the light strip beneath it.
  out += boardsZ(
    cam,
    upperFront + 40,
    benchX0,
    x1,
    LOWER_BENCH.top,
    UPPER_BENCH.top - 45,
    inside,
    rand,
    0.5 + dim * 0.2,
    95,
  );
  const [gx, gy] = cam.project([
    (benchX0 + x1) / 2,
    LOWER_BENCH.top + 20,
    upperFront - LOWER_BENCH.depth / 2,
  ]);
  const gs = cam.scaleAt([(benchX0 + x1) / 2, LOWER_BENCH.top, upperFront]);
  out += benchTop(
    cam,
    benchX0,
    x1,
    LOWER_BENCH.top,
    lowerFront,
    upperFront + 40,
    inside,
    0.08 + dim * 0.15,
  );
  out += enclosed
    ? solidGlow(
        cam,
        // The middle of the lower bench's top, which runs on under the upper bench's lip.
        [(benchX0 + x1) / 2, LOWER_BENCH.top + 2, (lowerFront + upperFront + 40) / 2],
        [(x1 - benchX0) / 2, 0, 0],
        [0, 0, LOWER_BENCH.depth / 2],
        glow.amber,
        0.75,
      )
    : `<ellipse cx="${n(gx)}" cy="${n(gy)}" rx="${n(((x1 - benchX0) / 2) * gs)}" ry="${n(200 * gs)}" fill="url(#glow-amber)" opacity="0.75"/>`;
  // The lower bench's skirt: vertical slats in shade.
  out += boardsZ(
    cam,
    lowerFront,
    benchX0,
    x1,
    0,
    LOWER_BENCH.top - 40,
    inside,
    rand,
    0.42 + dim * 0.25,
    95,
  );
  out += cam.polygon(
    wallZ(lowerFront, benchX0, x1, LOWER_BENCH.top - 40, LOWER_BENCH.top),
    mix(woods[inside].light, SHADOW, 0.1 + dim * 0.1),
  );
  // The under-bench glow on the floor.
  const [fx, fy] = cam.project([(benchX0 + x1) / 2, 0, lowerFront - 120]);
  const fs = cam.scaleAt([(benchX0 + x1) / 2, 0, lowerFront - 120]);
  // (Enclosed: on the floor in front of the skirt only, as the skirt is already drawn.)
  out += enclosed
    ? solidGlow(
        cam,
        [(benchX0 + x1) / 2, 1, lowerFront - 220],
        [(x1 - benchX0) / 2, 0, 0],
        [0, 0, 220],
        glow.amber,
        0.6,
      )
    : `<ellipse cx="${n(fx)}" cy="${n(fy)}" rx="${n(((x1 - benchX0) / 2) * fs)}" ry="${n(160 * fs)}" fill="url(#glow-amber)" opacity="0.6"/>`;
  out += benchTop(cam, benchX0, x1, UPPER_BENCH.top, upperFront, z1, inside, 0.02 + dim * 0.12);
  out += cam.polygon(
    wallZ(upperFront, benchX0, x1, UPPER_BENCH.top - 45, UPPER_BENCH.top),
    mix(woods[inside].light, SHADOW, 0.05 + dim * 0.1),
  );
  out += cam.line(
    [
      [benchX0 + 20, UPPER_BENCH.top - 50, upperFront + 25],
      [x1 - 20, UPPER_BENCH.top - 50, upperFront + 25],
    ],
    "#ffd9a0",
    3,
    'opacity="0.9"',
  );
  // The heater in the corner, behind a guard of slats.
  const hz0 = z1 - HEATER.back - HEATER.depth;
  const hz1 = z1 - HEATER.back;
  out += box(
    cam,
    [x0 + 40, 0, hz0],
    [x0 + 40 + (HEATER.x1 - HEATER.x0), HEATER.height, hz1],
    {
      front: enclosed ? STEEL[1] : linearFill("cabin-steel"),
      top: "#3a3733",
      side: "#45423e",
    },
    camX,
  );
  if (enclosed) {
    out += steelStrips(cam, x0 + 40, x0 + 40 + (HEATER.x1 - HEATER.x0), 0, HEATER.height, hz0);
  }
  out += stones(
    cam,
    x0 + 50,
    x0 + 30 + (HEATER.x1 - HEATER.x0),
    HEATER.height,
    hz0 + 20,
    hz1 - 20,
    rand,
    true,
    enclosed,
  );
  const [hx, hy] = cam.project([
    x0 + 40 + (HEATER.x1 - HEATER.x0) / 2,
    HEATER.height + 80,
    (hz0 + hz1) / 2,
  ]);
  const hs = cam.scaleAt([x0 + 200, HEATER.height, hz0]);
  out += enclosed
    ? solidGlow(
        cam,
        [x0 + 40 + (HEATER.x1 - HEATER.x0) / 2, HEATER.height + 80, hz0],
        [320, 0, 0],
        [0, 200, 0],
        glow.ember,
        0.28,
      )
    : `<ellipse cx="${n(hx)}" cy="${n(hy)}" rx="${n(320 * hs)}" ry="${n(200 * hs)}" fill="url(#glow-ember)" opacity="0.28"/>`;
  for (let i = 0; i < 3; i++) {
    const gxPos = x0 + 80 + i * 150;
    out += box(
      cam,
      [gxPos, 60, hz0 - 140],
      [gxPos + 70, 900, hz0 - 110],
      {
        front: mix(woods[inside].base, SHADOW, 0.15 + dim * 0.15),
        top: woods[inside].light,
        side: mix(woods[inside].dark, SHADOW, 0.3),
      },
      camX,
    );
  }
  return out;
}

/** The heater's brushed steel, light to dark from left to right. */
const STEEL = ["#b9b6b1", "#8a8782", "#5d5a56"] as const;

/** Steel shading as vertical strips in 3D (a gradient on the picture would differ per view). */
function steelStrips(cam: Projector, x0: number, x1: number, y0: number, y1: number, z: number) {
  const strips = 8;
  let out = "";
  for (let i = 0; i < strips; i++) {
    const t = (i + 0.5) / strips;
    const colour = t < 0.5 ? mix(STEEL[0], STEEL[1], t * 2) : mix(STEEL[1], STEEL[2], t * 2 - 1);
    const xa = x0 + ((x1 - x0) * i) / strips;
    const xb = x0 + ((x1 - x0) * (i + 1)) / strips;
    out += cam.polygon(wallZ(z - 1, xa, xb, y0, y1), colour);
  }
  return out;
}

/** How many rings a glow in 3D is built of: enough that the steps between them do not show. */
const GLOW_RINGS = 32;

/**
 * A soft glow in 3D: an ellipse (centre, semi-axes `u` and `v`) built of nested rings, each a
 * little more opaque, fading as the radial gradients of `sharedDefs` do (1 − t from the centre
 * to the rim) to `opacity` at the centre.
 */
function solidGlow(
  cam: Projector,
  centre: Point3,
  u: Point3,
  v: Point3,
  colour: string,
  opacity: number,
) {
  const target = (ring: number) => opacity * (1 - (ring - 0.5) / GLOW_RINGS);
  let out = "";
  let below = 0;
  for (let ring = GLOW_RINGS; ring >= 1; ring--) {
    // What this ring adds so that, painted over the larger ones, the total matches the fade.
    const total = target(ring);
    const own = 1 - (1 - total) / (1 - below);
    below = total;
    const scale = ring / GLOW_RINGS;
    const scaled = (axis: Point3): Point3 => [axis[0] * scale, axis[1] * scale, axis[2] * scale];
    out += cam.polygon(
      ellipse3(centre, scaled(u), scaled(v), 24),
      colour,
      `fill-opacity="${Math.round(own * 1000) / 1000}"`,
    );
  }
  return out;
}

/** Boards across the ceiling (plane y), running from the door wall to the back wall. */
function ceilingBoards(
  cam: Projector,
  y: number,
  x0: number,
  x1: number,
  z0: number,
  z1: number,
  wood: Wood,
  rand: () => number,
  shade: number,
) {
  const w = woods[wood];
  const count = Math.max(1, Math.round((x1 - x0) / 120));
  const step = (x1 - x0) / count;
  let out = "";
  for (let i = 0; i < count; i++) {
    const tone = rand() < 0.6 ? w.base : w.dark;
    const xa = x0 + i * step;
    out += cam.polygon(planeY(y, xa, xa + step, z0, z1), mix(tone, SHADOW, shade));
    if (i > 0) {
      out += cam.line(
        [
          [xa, y, z0],
          [xa, y, z1],
        ],
        palette.ink,
        1.2,
        'opacity="0.3"',
      );
    }
  }
  return out;
}

/** The glass's dark frames, 40 mm wide, and the width of a door leaf in a glass front (mm). */
const FRAME = { width: 40, colour: "#17130f" };
const DOOR_LEAF = 700;

/**
 * The door wall (z = WALL) seen from inside, and the ceiling: lining boards, then through each
 * opening the pale room the cabin stands in, the tint and sheen of the glass, its frame, and the
 * door's handle.
 */
function ceilingAndDoorWall(cam: Projector, cabin: Cabin, dim: number) {
  const rand = random(`${cabin.name}/enclosed`);
  const { width: W, depth: D, height: H } = cabin;
  const [x0, x1, z1, y1] = [WALL, W - WALL, D - WALL, H - ROOF];
  let out = ceilingBoards(cam, y1, x0, x1, WALL, z1, cabin.inside, rand, 0.55 + dim * 0.3);
  out += boardsZHorizontal(cam, WALL, x0, x1, 0, y1, cabin.inside, rand, 0.48 + dim * 0.4);
  const openings = frontOpenings(cabin);
  const clips = openings
    .map(({ x0, x1, y0, y1 }) => `<path d="${cam.path(wallZ(WALL, x0, x1, y0, y1))}"/>`)
    .join("");
  out += `<clipPath id="tour-glass">${clips}</clipPath><g clip-path="url(#tour-glass)">${roomOutside(cam, W)}</g>`;
  for (const { kind, x0, x1, y0, y1 } of openings) {
    const width = x1 - x0;
    out += cam.polygon(wallZ(WALL, x0, x1, y0, y1), palette.ink, 'fill-opacity="0.3"');
    out += cam.polygon(
      [
        [x0 + width * 0.12, y0, WALL],
        [x0 + width * 0.3, y0, WALL],
        [x0 + width * 0.62, y1, WALL],
        [x0 + width * 0.44, y1, WALL],
      ],
      "#ffffff",
      'fill-opacity="0.05"',
    );
    out += glassFrame(cam, x0, x1, y0, y1);
    if (kind === "door") out += doorHandle(cam, x1 - 95);
    if (kind === "glass") {
      // The door leaf at the right-hand end of the glass: its edge, and the handle beside it.
      const edge = x1 - DOOR_LEAF;
      const half = FRAME.width / 2;
      out += cam.polygon(wallZ(WALL + 1, edge - half, edge + half, y0, y1), FRAME.colour);
      out += doorHandle(cam, edge + 85);
    }
  }
  return out;
}

/** A dark frame around a pane of the door wall. */
function glassFrame(cam: Projector, x0: number, x1: number, y0: number, y1: number) {
  const f = FRAME.width;
  const z = WALL + 1;
  return [
    wallZ(z, x0 - f, x1 + f, y0 - f, y0),
    wallZ(z, x0 - f, x1 + f, y1, y1 + f),
    wallZ(z, x0 - f, x0, y0, y1),
    wallZ(z, x1, x1 + f, y0, y1),
  ]
    .map((side) => cam.polygon(side, FRAME.colour))
    .join("");
}

/** A brushed steel bar handle inside the door, centred on x. */
function doorHandle(cam: Projector, x: number) {
  return (
    cam.polygon(wallZ(WALL + 30, x - 15, x + 15, 900, 1200), "#c8c2b8") +
    cam.polygon(wallZ(WALL + 31, x - 9, x - 3, 910, 1190), "#f6f2ec", 'opacity="0.5"')
  );
}

/** The room the cabin stands in: its size beyond the glass (mm), and its pale stone colours. */
const ROOM_OUTSIDE = { depth: 3200, height: 3000, side: 5000, tile: 600 };

/**
 * The room the cabin stands in, as seen through its glass: a stone floor laid in tiles, walls,
 * a tall window of daylight in the far wall, and a low timber bench beneath it.
 */
function roomOutside(cam: Projector, W: number) {
  const { depth, height, side, tile } = ROOM_OUTSIDE;
  const [left, right] = [-side, W + side];
  let out =
    cam.polygon(planeY(height, left, right, -depth, 0), "#e6ded2") +
    cam.polygon(wallZ(-depth, left, right, 0, height), "#e4dccf") +
    cam.polygon(wallX(left, 0, height, -depth, 0), "#d9cfc0") +
    cam.polygon(wallX(right, 0, height, -depth, 0), "#d3c8b8") +
    cam.polygon(planeY(0, left, right, -depth, 0), "#cfc3b1");
  // Tile joints, which show how far away the floor runs.
  for (let x = left + tile; x < right; x += tile) {
    out += cam.line(
      [
        [x, 0, -depth],
        [x, 0, 0],
      ],
      "#b3a590",
      1.5,
    );
  }
  for (let z = -tile; z > -depth; z -= tile) {
    out += cam.line(
      [
        [left, 0, z],
        [right, 0, z],
      ],
      "#b3a590",
      1.5,
    );
  }
  // The window: daylight between slim white mullions, and its sill.
  const [wx0, wx1] = [W / 2 - 1500, W / 2 + 1500];
  const wz = -depth + 1;
  out += cam.polygon(wallZ(wz, wx0, wx1, 700, 2600), "#f8f4ee");
  for (const x of [wx0 + 1000, wx0 + 2000]) {
    out += cam.polygon(wallZ(wz + 1, x - 25, x + 25, 700, 2600), "#ded6ca");
  }
  out += cam.polygon(planeY(700, wx0 - 60, wx1 + 60, -depth, -depth + 90), "#d6ccbd");
  // The bench: a slab of oak on two stone blocks.
  const [bx0, bx1, bz0, bz1] = [W / 2 - 1100, W / 2 + 1100, -depth + 100, -depth + 500];
  for (const x of [bx0 + 150, bx1 - 450]) {
    out += cam.polygon(wallZ(bz1 - 40, x, x + 300, 0, 380), "#bdb09d");
  }
  out += cam.polygon(planeY(440, bx0, bx1, bz0, bz1), woods.oak.light);
  out += cam.polygon(wallZ(bz1, bx0, bx1, 380, 440), woods.oak.dark);
  return out + cam.polygon(wallZ(-depth + 1, left, right, 0, 90), "#bfb2a0");
}

function linearFill(id: string) {
  return `url(#${id})`;
}

function sharedDefs() {
  return (
    radial("glow-amber", [
      [0, glow.amber, 1],
      [0.55, glow.amber, 0.45],
      [1, glow.amber, 0],
    ]) +
    radial("glow-ember", [
      [0, glow.ember, 1],
      [0.55, glow.ember, 0.45],
      [1, glow.ember, 0],
    ]) +
    radial("glow-steam", [
      [0, "#f6f2ec", 1],
      [1, "#f6f2ec", 0],
    ]) +
    blur("cabin-shadow", 28) +
    linear(
      "cabin-steel",
      [
        [0, "#b9b6b1"],
        [0.5, "#8a8782"],
        [1, "#5d5a56"],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    ) +
    linear(
      "cabin-glass-sheen",
      [
        [0, "#ffffff", 0.16],
        [0.45, "#ffffff", 0.02],
        [1, "#ffffff", 0],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    ) +
    linear(
      "cabin-face-light",
      [
        [0, "#fff4e0", 0.18],
        [1, palette.ink, 0.12],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    )
  );
}

export type ExteriorMood = "day" | "dusk";

/** The cabin standing in a room of pale stone (day) or in a dark garden at dusk. */
export function exterior(
  cabin: Cabin,
  mood: ExteriorMood,
  size: { width: number; height: number },
) {
  const { width: W, depth: D, height: H } = cabin;
  const rand = random(`${cabin.name}/exterior/${mood}`);
  const { width: IW, height: IH } = size;
  const camPos = { x: W + 1500, y: 1250, z: -4600 };
  const target = { x: W * 0.42, z: D * 0.5 };
  const yaw = Math.atan2(target.x - camPos.x, target.z - camPos.z);
  const cam = camera({ ...camPos, yaw, focal: IH * 1.55, cx: IW * 0.5, cy: IH * 0.5 });
  const camX = camPos.x;
  const day = mood === "day";
  const defs =
    sharedDefs() +
    linear(
      "ext-wall",
      day
        ? [
            [0, "#f4efe7"],
            [1, "#e4dccf"],
          ]
        : [
            [0, "#1b1714"],
            [1, "#2a231e"],
          ],
    ) +
    linear(
      "ext-floor",
      day
        ? [
            [0, "#ddd3c4"],
            [1, "#cfc3b1"],
          ]
        : [
            [0, "#15120f"],
            [1, "#0f0d0b"],
          ],
    ) +
    radial(
      "ext-key",
      [
        [0, day ? "#fff8ec" : "#4a3a2c", day ? 0.8 : 0.35],
        [1, day ? "#fff8ec" : "#4a3a2c", 0],
      ],
      { cx: 0.18, cy: 0.1, r: 0.8 },
    ) +
    radial(
      "ext-vignette",
      [
        [0.5, palette.ink, 0],
        [1, palette.ink, day ? 0.16 : 0.5],
      ],
      { r: 0.78 },
    );
  const [, horizonY] = cam.project([W / 2, 0, D + 2600]);
  let body = `<rect width="${IW}" height="${n(horizonY)}" fill="url(#ext-wall)"/><rect y="${n(horizonY)}" width="${IW}" height="${n(IH - horizonY)}" fill="url(#ext-floor)"/><rect width="${IW}" height="${IH}" fill="url(#ext-key)"/>`;
  if (!day) {
    // A low garden wall and a few reeds against the evening.
    body += `<rect y="${n(horizonY - IH * 0.12)}" width="${IW}" height="${n(IH * 0.12)}" fill="#221d19"/>`;
    for (let i = 0; i < 26; i++) {
      const x = between(rand, 0, IW);
      const h = between(rand, IH * 0.08, IH * 0.2);
      body += `<path d="M${n(x)} ${n(horizonY)}q${n(between(rand, -20, 20))} ${n(-h / 2)} ${n(between(rand, -30, 30))} ${n(-h)}" stroke="#2f2822" stroke-width="3" fill="none"/>`;
    }
  }
  // The shadow the cabin casts to the right and back, away from the key light.
  if (day)
    body += `<g filter="url(#cabin-shadow)" opacity="0.3">${cam.polygon(
      [
        [0, 0, 0],
        [W, 0, 0],
        [W + 1100, 0, 500],
        [W + 1100, 0, D + 600],
        [0, 0, D + 300],
      ],
      palette.ink,
    )}</g>`;
  if (!day) {
    // Warm light spilling from the glass onto the ground in front.
    for (const { x0: ox0, x1: ox1 } of frontOpenings(cabin)) {
      const centre: Point3 = [(ox0 + ox1) / 2 + 150, 0, -700];
      const [sx, sy] = cam.project(centre);
      const scale = cam.scaleAt(centre);
      body += `<ellipse cx="${n(sx)}" cy="${n(sy)}" rx="${n((ox1 - ox0) * 0.9 * scale)}" ry="${n(520 * scale)}" fill="url(#glow-amber)" opacity="0.5"/>`;
    }
  }
  // The right-hand side (x = W), in shade; the front (z = 0), lit.
  const sideShade = day ? 0.42 : 0.72;
  const frontShade = day ? 0.05 : 0.55;
  body += boardsXHorizontal(cam, W, 0, D, 60, H - ROOF, cabin.outside, rand, sideShade);
  body += cam.polygon(
    wallX(W, H - ROOF, H, -ROOF_OVERHANG, D + ROOF_OVERHANG),
    day ? "#3a332d" : "#171412",
  );
  body += cam.polygon(wallX(W, 0, 60, 40, D - 40), palette.ink);
  body += boardsZ(cam, 0, 0, W, 60, H - ROOF, cabin.outside, rand, frontShade);
  body += cam.polygon(wallZ(0, 0, W, 60, H - ROOF), "url(#cabin-face-light)");
  body += cam.polygon(
    wallZ(-ROOF_OVERHANG, -ROOF_OVERHANG, W + ROOF_OVERHANG, H - ROOF, H),
    day ? palette.charcoal : "#1d1916",
  );
  body += cam.polygon(wallZ(40, 40, W - 40, 0, 60), palette.ink);
  // Glass: the interior seen through it, then frames and a sheen.
  const clips = frontOpenings(cabin)
    .map(({ x0, x1, y0, y1 }) => `<path d="${cam.path(wallZ(0, x0, x1, y0, y1))}"/>`)
    .join("");
  const insideCam = interior(cam, cabin, camX, { dim: day ? 0.25 : 0.1, near: 0 });
  body += `<clipPath id="ext-glass">${clips}</clipPath><g clip-path="url(#ext-glass)"><rect width="${IW}" height="${IH}" fill="#1c130d"/>${insideCam}<rect width="${IW}" height="${IH}" fill="${day ? palette.ink : glow.amber}" opacity="${day ? 0.18 : 0.22}"/></g>`;
  for (const { kind, x0, x1, y0, y1 } of frontOpenings(cabin)) {
    body += cam.line([...wallZ(0, x0, x1, y0, y1), [x0, y0, 0]], "#17130f", 10);
    body += cam.polygon(wallZ(0, x0, x1, y0, y1), "url(#cabin-glass-sheen)");
    if (kind === "door") {
      body += cam.line(
        [
          [x1 - 80, 900, -20],
          [x1 - 80, 1200, -20],
        ],
        "#c8c2b8",
        8,
        'stroke-linecap="round"',
      );
    }
  }
  body += `<rect width="${IW}" height="${IH}" fill="url(#ext-vignette)"/>`;
  return svgDocument(IW, IH, body, defs);
}

export type InteriorView = "room" | "bench" | "heater";

/** Inside the cabin: the whole room from the doorway, a bench close up, or the heater corner. */
export function interiorView(
  cabin: Cabin,
  view: InteriorView,
  size: { width: number; height: number },
) {
  const { width: W, depth: D } = cabin;
  const { width: IW, height: IH } = size;
  const settings = {
    room: {
      x: W * 0.56,
      y: 1100,
      z: -900,
      yaw: 0,
      // Frame the back wall by the picture's width, or by its height when the picture is tall.
      focal: (0.5 * Math.min(IW, IH * 1.1) * (D + 900)) / Math.max(W, 2400),
    },
    bench: { x: W * 0.78, y: 1480, z: D - 2000, yaw: -0.12, focal: IW * 0.95 },
    heater: { x: W * 0.75, y: 1250, z: D - 2300, yaw: -0.3, focal: IW * 0.9 },
  }[view];
  const cam = camera({ ...settings, cx: IW / 2, cy: IH * 0.5 });
  const defs =
    sharedDefs() +
    radial(
      "int-vignette",
      [
        [0.45, palette.ink, 0],
        [1, palette.ink, 0.62],
      ],
      { r: 0.75 },
    );
  let body =
    `<rect width="${IW}" height="${IH}" fill="${palette.ink}"/>` +
    interior(cam, cabin, settings.x, { dim: 0.45, near: settings.z + 250 });
  if (view === "bench") body += benchStillLife(cam, cabin);
  if (view === "heater") body += steam(cam, cabin);
  body += `<rect width="${IW}" height="${IH}" fill="${glow.amber}" opacity="0.1"/>`;
  body += `<rect width="${IW}" height="${IH}" fill="url(#int-vignette)"/>`;
  return svgDocument(IW, IH, body, defs);
}

/** Where a visitor stands to look around: the middle of the free floor, eyes at 1100 mm. */
export function standingEye(cabin: Cabin): Point3 {
  const lowerFront = cabin.depth - WALL - UPPER_BENCH.depth - LOWER_BENCH.depth;
  return [cabin.width / 2, 1100, (WALL + lowerFront) / 2];
}

/** A direction to look in: turned right by `yaw` and tilted up by `pitch`, radians. */
export interface LookDirection {
  yaw: number;
  pitch: number;
}

/**
 * What a visitor standing in the cabin (`standingEye`) sees looking one way with a 90° field of
 * view, on a square picture `size` pixels wide: one face of a 360° tour's cube. No vignette: it
 * would mark the edges where the faces meet.
 */
export function insideView(cabin: Cabin, { yaw, pitch }: LookDirection, size: number) {
  const [x, y, z] = standingEye(cabin);
  const half = size / 2;
  const cam = camera({ x, y, z, yaw, pitch, focal: half, cx: half, cy: half, near: 10 });
  const body =
    `<rect width="${size}" height="${size}" fill="${palette.ink}"/>` +
    interior(cam, cabin, x, { dim: 0.45, near: WALL, enclosed: true }) +
    `<rect width="${size}" height="${size}" fill="${glow.amber}" opacity="0.1"/>`;
  return svgDocument(size, size, body, sharedDefs());
}

/** A cedar bucket, a ladle and a folded towel on the upper bench. */
function benchStillLife(cam: Projector, cabin: Cabin) {
  const z = cabin.depth - WALL - UPPER_BENCH.depth * 0.45;
  const x = cabin.width * 0.6;
  const [bx, by] = cam.project([x, UPPER_BENCH.top, z]);
  const s = cam.scaleAt([x, UPPER_BENCH.top, z]);
  const w = woods["western-red-cedar"];
  const r = 130 * s;
  const h = 200 * s;
  let out = `<ellipse cx="${n(bx + r * 0.4)}" cy="${n(by)}" rx="${n(r * 1.5)}" ry="${n(r * 0.35)}" fill="${palette.ink}" opacity="0.4" filter="url(#cabin-shadow)"/>`;
  // Staves: a tapered body, light on the left.
  out += `<path d="M${n(bx - r)} ${n(by - h)}L${n(bx - r * 0.85)} ${n(by)}Q${n(bx)} ${n(by + r * 0.3)} ${n(bx + r * 0.85)} ${n(by)}L${n(bx + r)} ${n(by - h)}Z" fill="${w.base}"/>`;
  for (let i = 1; i < 6; i++) {
    const t = -1 + (i * 2) / 6;
    out += `<path d="M${n(bx + t * r)} ${n(by - h + r * 0.3 * (1 - t * t))}L${n(bx + t * r * 0.85)} ${n(by + r * 0.28 * (1 - t * t))}" stroke="${w.grain}" stroke-width="${n(1.5 * s * 4)}" opacity="0.5"/>`;
  }
  out += `<path d="M${n(bx - r)} ${n(by - h)}L${n(bx - r * 0.85)} ${n(by)}Q${n(bx)} ${n(by + r * 0.3)} ${n(bx + r * 0.85)} ${n(by)}L${n(bx + r)} ${n(by - h)}Z" fill="url(#cabin-face-light)"/>`;
  for (const hoop of [0.22, 0.75]) {
    const yy = by - h + h * hoop;
    const rr = r * (1 - 0.15 * hoop);
    out += `<path d="M${n(bx - rr)} ${n(yy)}Q${n(bx)} ${n(yy + r * 0.32)} ${n(bx + rr)} ${n(yy)}" stroke="#2b2622" stroke-width="${n(14 * s)}" fill="none"/>`;
  }
  out += `<ellipse cx="${n(bx)}" cy="${n(by - h)}" rx="${n(r)}" ry="${n(r * 0.3)}" fill="${w.dark}"/>`;
  out += `<ellipse cx="${n(bx)}" cy="${n(by - h + 2 * s)}" rx="${n(r * 0.86)}" ry="${n(r * 0.24)}" fill="#8fb3c0" opacity="0.8"/>`;
  // The ladle resting across the rim.
  out += `<path d="M${n(bx - r * 0.3)} ${n(by - h - r * 0.05)}L${n(bx + r * 3.2)} ${n(by - h - r * 1.6)}" stroke="${w.light}" stroke-width="${n(26 * s)}" stroke-linecap="round"/>`;
  // A folded linen towel further along the bench.
  const [tx, ty] = cam.project([x - 700, UPPER_BENCH.top, z]);
  const ts = cam.scaleAt([x - 700, UPPER_BENCH.top, z]);
  out += `<path d="M${n(tx - 260 * ts)} ${n(ty)}L${n(tx - 230 * ts)} ${n(ty - 90 * ts)}L${n(tx + 250 * ts)} ${n(ty - 95 * ts)}L${n(tx + 270 * ts)} ${n(ty)}Z" fill="#ece4d8"/>`;
  out += `<path d="M${n(tx - 245 * ts)} ${n(ty - 45 * ts)}L${n(tx + 262 * ts)} ${n(ty - 48 * ts)}" stroke="#c9b08a" stroke-width="${n(6 * ts)}"/>`;
  out += `<path d="M${n(tx - 260 * ts)} ${n(ty)}L${n(tx - 230 * ts)} ${n(ty - 90 * ts)}L${n(tx + 250 * ts)} ${n(ty - 95 * ts)}L${n(tx + 270 * ts)} ${n(ty)}Z" fill="${palette.ink}" opacity="0.18"/>`;
  return out;
}

/** A few soft plumes of steam rising from the heater. */
function steam(cam: Projector, cabin: Cabin) {
  const rand = random(`${cabin.name}/steam`);
  const x = WALL + 40 + (HEATER.x1 - HEATER.x0) / 2;
  const z = cabin.depth - WALL - HEATER.back - HEATER.depth / 2;
  let out = "";
  for (let i = 0; i < 6; i++) {
    const [px, py] = cam.project([x + between(rand, -150, 250), HEATER.height + 250 + i * 190, z]);
    const s = cam.scaleAt([x, HEATER.height, z]);
    out += `<ellipse cx="${n(px)}" cy="${n(py)}" rx="${n(between(rand, 120, 220) * s)}" ry="${n(between(rand, 70, 120) * s)}" fill="url(#glow-steam)" opacity="${n(0.16 - i * 0.02)}"/>`;
  }
  return out;
}

/* ------------------------------------------------------------------------------------------ */
/* Line drawings                                                                               */

const ink = palette.line;

function paper(width: number, height: number) {
  const defs =
    linear(
      "paper",
      [
        [0, "#f4efe6"],
        [1, "#ebe3d6"],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    ) +
    radial(
      "paper-key",
      [
        [0, "#fffaf2", 0.7],
        [1, "#fffaf2", 0],
      ],
      { cx: 0.2, cy: 0.1, r: 0.8 },
    );
  const body = `<rect width="${width}" height="${height}" fill="url(#paper)"/><rect width="${width}" height="${height}" fill="url(#paper-key)"/>`;
  return { defs, body };
}

/** Where a drawing in millimetres (y up) lands in the picture (pixels, y down). */
interface View {
  x: (mm: number) => number;
  y: (mm: number) => number;
  scale: number;
}

/** The view that fits `bounds` into `width` × `height` pixels centred on `centre`. */
function fit(bounds: Rect, centre: [number, number], width: number, height: number): View {
  const scale = Math.min(width / (bounds.x1 - bounds.x0), height / (bounds.y1 - bounds.y0));
  const midX = (bounds.x0 + bounds.x1) / 2;
  const midY = (bounds.y0 + bounds.y1) / 2;
  return {
    scale,
    x: (x) => centre[0] + (x - midX) * scale,
    y: (y) => centre[1] - (y - midY) * scale,
  };
}

function rectIn(view: View, { x0, y0, x1, y1 }: Rect, attributes: string) {
  return `<rect x="${n(view.x(x0))}" y="${n(view.y(y1))}" width="${n((x1 - x0) * view.scale)}" height="${n((y1 - y0) * view.scale)}" ${attributes}/>`;
}

/** A dimension line of the plans' geometry: extension lines, the line with ticks, its value. */
function dimensionIn(view: View, line: DimensionLine, size: number) {
  const px = ([x, y]: readonly [number, number]) => [view.x(x), view.y(y)] as const;
  const [ax, ay] = px(line.from);
  const [bx, by] = px(line.to);
  const [a, b] = dimensionEnds(line).map(px) as [
    readonly [number, number],
    readonly [number, number],
  ];
  const tick = size * 0.45;
  let out = `<path d="M${n(ax)} ${n(ay)}L${n(a[0])} ${n(a[1])}M${n(bx)} ${n(by)}L${n(b[0])} ${n(b[1])}" stroke="${ink}" stroke-width="1" opacity="0.45"/>`;
  out += `<path d="M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}" stroke="${ink}" stroke-width="1.4"/>`;
  for (const [x, y] of [a, b]) {
    out += `<path d="M${n(x - tick)} ${n(y + tick)}L${n(x + tick)} ${n(y - tick)}" stroke="${ink}" stroke-width="2"/>`;
  }
  if (line.axis === "x") {
    return (
      out +
      lettering(line.label, (a[0] + b[0]) / 2, a[1] - size * 0.6, size, {
        anchor: "middle",
        color: ink,
      })
    );
  }
  // Vertical dimensions are lettered beside the line, on its outer side, reading across.
  const side = Math.sign(line.offset || 1);
  return (
    out +
    lettering(line.label, a[0] + size * 0.7 * side, (a[1] + b[1]) / 2 + size / 2, size, {
      anchor: side < 0 ? "end" : "start",
      color: ink,
    })
  );
}

function titleBlock(x: number, y: number, lines: [string, string], size: number) {
  const w =
    Math.max(
      letteringWidth(lines[0], size * 1.15, size * 0.14),
      letteringWidth(lines[1], size * 0.8, size * 0.1),
    ) +
    size * 1.6;
  const h = size * 4.2;
  return `<rect x="${n(x - w)}" y="${n(y - h)}" width="${n(w)}" height="${n(h)}" fill="none" stroke="${ink}" stroke-width="1.4"/>
<path d="M${n(x - w)} ${n(y - h * 0.45)}H${n(x)}" stroke="${ink}" stroke-width="1"/>${lettering(lines[0], x - w + size * 0.8, y - h * 0.45 - size * 0.75, size * 1.15, { color: ink, weight: 2.2 })}${lettering(lines[1], x - w + size * 0.8, y - size * 0.7, size * 0.8, { color: ink, weight: 1.6, opacity: 0.85 })}`;
}

/**
 * Front and side elevations at one scale, with the height, width and depth dimensioned. The front
 * is the plans' front elevation (`scripts/plans/geometry.ts`).
 */
export function elevations(cabin: Cabin, size: { width: number; height: number }) {
  const { width: IW, height: IH } = size;
  const { width: W, depth: D, height: H } = cabin;
  const scale = Math.min((IW * 0.62) / (W + D + 1400), (IH * 0.58) / H);
  const base = IH * 0.74;
  const frontX = IW * 0.1 + 250 * scale;
  const sideX = frontX + (W + 900) * scale;
  const front: View = { scale, x: (x) => frontX + x * scale, y: (y) => base - y * scale };
  const side: View = { ...front, x: (x) => sideX + x * scale };
  const elevation = frontElevation(cabin);
  const p = paper(IW, IH);
  const lw = 2.2;
  const outline = `fill="none" stroke="${ink}" stroke-width="${lw}"`;
  let body = p.body;
  // Ground line.
  body += `<path d="M${n(IW * 0.06)} ${n(base)}H${n(IW * 0.94)}" stroke="${ink}" stroke-width="1.6"/>`;
  // Front elevation: cladding, roof band, openings.
  body += rectIn(front, elevation.outline, outline);
  body += rectIn(front, elevation.roof, outline);
  const { y0: claddingBottom, y1: claddingTop } = elevation.cladding;
  for (const x of elevation.joints) {
    body += `<path d="M${n(front.x(x))} ${n(front.y(claddingBottom))}V${n(front.y(claddingTop))}" stroke="${ink}" stroke-width="0.8" opacity="0.35"/>`;
  }
  for (const opening of elevation.openings) {
    const glint = (opening.x1 - opening.x0) * 0.25 * scale;
    body += rectIn(front, opening, `fill="#f6f2ec" stroke="${ink}" stroke-width="${lw}"`);
    body += `<path d="M${n(front.x(opening.x0) + glint * 0.8)} ${n(front.y(opening.y1 - 150))}l${n(glint)} ${n(glint)}" stroke="${ink}" stroke-width="1" opacity="0.4"/>`;
  }
  // Side elevation: horizontal boards under the same roof band.
  body += rectIn(side, { x0: 0, y0: 0, x1: D, y1: H }, outline);
  body += rectIn(side, { ...elevation.roof, x1: D + ROOF_OVERHANG }, outline);
  for (let y = 60 + 110; y < H - ROOF; y += 110) {
    body += `<path d="M${n(sideX)} ${n(base - y * scale)}H${n(sideX + D * scale)}" stroke="${ink}" stroke-width="0.8" opacity="0.35"/>`;
  }
  const label = IH * 0.022;
  for (const line of elevation.dimensions) body += dimensionIn(front, line, label);
  body += dimensionIn(side, dimension([0, H], [D, H], DIMENSION_OFFSET), label);
  body += lettering("FRONT", frontX, base + label * 2.4, label * 0.9, { color: ink, opacity: 0.8 });
  body += lettering("SIDE", sideX, base + label * 2.4, label * 0.9, { color: ink, opacity: 0.8 });
  body += titleBlock(
    IW * 0.94,
    IH * 0.94,
    [cabin.name.toUpperCase(), `ELEVATIONS  MM  ${W} × ${D} × ${H}`],
    label,
  );
  return svgDocument(IW, IH, body, p.defs);
}

/**
 * The floor plan, drawn from the same geometry as the downloadable PDF (`scripts/plans/`): walls,
 * benches, heater, the front's openings and the door swing, dimensioned.
 */
export function plan(cabin: Cabin, size: { width: number; height: number }) {
  const { width: IW, height: IH } = size;
  const { width: W, depth: D } = cabin;
  const floor = floorPlan(cabin);
  const view = fit(floor.bounds, [IW * 0.38, IH * 0.46], IW * 0.6, IH * 0.68);
  const { x: X, y: Y, scale } = view;
  const p = paper(IW, IH);
  let body = p.body;
  // Walls: the outline less the room inside.
  const { outline: o, inside: i } = floor;
  body += `<path fill-rule="evenodd" d="M${n(X(o.x0))} ${n(Y(o.y1))}H${n(X(o.x1))}V${n(Y(o.y0))}H${n(X(o.x0))}Z M${n(X(i.x0))} ${n(Y(i.y1))}V${n(Y(i.y0))}H${n(X(i.x1))}V${n(Y(i.y1))}Z" fill="${ink}" opacity="0.85"/>`;
  // Openings through the front wall, the glass (or the closed door) along the wall's middle.
  for (const { x0, x1, y0, y1 } of floor.openings) {
    body += `<rect x="${n(X(x0))}" y="${n(Y(y1) - 1)}" width="${n((x1 - x0) * scale)}" height="${n((y1 - y0) * scale + 2)}" fill="#f1ebe1"/>`;
    body += `<path d="M${n(X(x0))} ${n(Y((y0 + y1) / 2))}H${n(X(x1))}" stroke="${ink}" stroke-width="1.2"/>`;
  }
  if (floor.doorSwing) {
    const { hinge, open, closed, radius } = floor.doorSwing;
    const r = radius * scale;
    body += `<path d="M${n(X(hinge[0]))} ${n(Y(hinge[1]))}L${n(X(open[0]))} ${n(Y(open[1]))}A${n(r)} ${n(r)} 0 0 1 ${n(X(closed[0]))} ${n(Y(closed[1]))}" fill="none" stroke="${ink}" stroke-width="1.2" stroke-dasharray="6 5"/>`;
  }
  // Benches: the upper bench's slats, the lower bench in front of it.
  const { upperBench: upper } = floor;
  body += rectIn(view, upper, `fill="#e3d6c2" stroke="${ink}" stroke-width="1.6"`);
  body += rectIn(
    view,
    floor.lowerBench,
    `fill="none" stroke="${ink}" stroke-width="1.6" stroke-dasharray="10 6"`,
  );
  for (const y of floor.slats) {
    body += `<path d="M${n(X(upper.x0))} ${n(Y(y))}H${n(X(upper.x1))}" stroke="${ink}" stroke-width="0.8" opacity="0.4"/>`;
  }
  // Heater: a box with a cross.
  const { heater: h } = floor;
  body += rectIn(view, h, `fill="none" stroke="${ink}" stroke-width="1.8"`);
  body += `<path d="M${n(X(h.x0))} ${n(Y(h.y1))}L${n(X(h.x1))} ${n(Y(h.y0))}M${n(X(h.x1))} ${n(Y(h.y1))}L${n(X(h.x0))} ${n(Y(h.y0))}" stroke="${ink}" stroke-width="1" opacity="0.6"/>`;
  const label = IH * 0.024;
  for (const line of floor.dimensions) body += dimensionIn(view, line, label);
  for (const { text, at } of floor.labels) {
    body += lettering(text, X(at[0]), Y(at[1]) + label * 0.35, label * 0.7, {
      anchor: "middle",
      color: ink,
      opacity: 0.75,
    });
  }
  // North arrow and the title block.
  const nx = IW * 0.9;
  const ny = IH * 0.16;
  body += `<circle cx="${n(nx)}" cy="${n(ny)}" r="${n(label * 1.6)}" fill="none" stroke="${ink}" stroke-width="1.4"/><path d="M${n(nx)} ${n(ny - label * 1.6)}L${n(nx + label * 0.6)} ${n(ny + label * 0.8)}L${n(nx)} ${n(ny + label * 0.3)}L${n(nx - label * 0.6)} ${n(ny + label * 0.8)}Z" fill="${ink}"/>`;
  body += titleBlock(
    IW * 0.95,
    IH * 0.94,
    [`${cabin.name.toUpperCase()}  PLAN`, `DIMENSIONS IN MM  ${W} × ${D}`],
    label,
  );
  return svgDocument(IW, IH, body, p.defs);
}
