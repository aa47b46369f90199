/**
 * A sauna cabin as a three.js group, built from its catalogue model alone: the walls with their
 * real thickness and the front's openings cut where `frontOpenings` says, the roof and the floor,
 * the two benches along the back wall, the heater behind its guard in the back left corner, and
 * the warm light under the upper bench and behind the backrest. The room is the one the plan
 * drawing shows (the bench and heater figures of `catalogue/cabin.ts` serve both).
 *
 * The data is in millimetres; the scene in metres (1 unit = 1 m). The cabin stands on the ground
 * (y = 0), centred on the origin, its front facing +z. Its bounding box is exactly the catalogue's
 * outside size: nothing overhangs or stands proud (the unit test holds it to the millimetre).
 *
 * No renderer is needed to build it: the tests build every sauna in Node.
 */
import {
  BoxGeometry,
  Group,
  IcosahedronGeometry,
  type Material,
  Mesh,
  MeshBasicMaterial,
  MeshStandardMaterial,
  PointLight,
  Vector3,
} from "three";

import {
  benchStart,
  FLOOR,
  frontOpenings,
  HEATER,
  LOWER_BENCH,
  type Opening,
  ROOF,
  UPPER_BENCH,
  WALL,
} from "~/catalogue/cabin";
import type { CabinModel, TimberId } from "~/content/range-core";

import { TILE_LENGTH, TILE_WIDTH, timberTexture } from "./timber";

/** Millimetres to metres. */
export const MM = 0.001;

/* The parts' own figures, in millimetres. ----------------------------------------------------- */

/** The dark plinth the walls stand on, and the shadow gap under the roof: set back all round. */
export const PLINTH = { height: 60, inset: 15 };
export const REVEAL = { height: 24, inset: 10 };
/** Bench slats: thickness, and the gap between two. */
export const SLAT = { thickness: 28, gap: 12, width: 90 };
/** The front boards under each bench, set back from the slats' front edge by `setBack`. */
export const APRON = { thickness: 20, setBack: 60 };
/** The backrest: two boards above the upper bench, standing off the back wall. */
export const BACKREST = { board: 90, firstAbove: 300, spacing: 150, standOff: 25, thickness: 22 };
/** Window and door frames: the face of the frame, and where it sits in the wall's thickness. */
export const FRAME = { face: 50, front: 10, back: 60 };
/** Glass: its thickness, centred in the frame. */
export const GLASS_THICKNESS = 8;
/** The door's handles, inside and out: width, length, and the centre's height from the ground. */
export const HANDLE = { width: 35, length: 520, centre: 1050, fromEdge: 60 };
/** The heater's stones (the top of the heater) and its guard of upright slats. */
export const HEATER_STONES = 160;
export const GUARD = { gap: 50, slat: 45, space: 40, thickness: 20, height: 780, above: 80 };
/** The warm light strips' colour (about 3 000 K). */
export const WARM_LIGHT = 0xffc990;
/** A seated bather's eye, above the floor boards: where "Step inside" puts the camera. */
export const SEATED_EYE = 1100;

/* Surfaces ------------------------------------------------------------------------------------ */

type Axis = "x" | "y" | "z";

/** A face's finish: its material, and the direction its grain (or its boards) runs. */
interface Finish {
  material: Material;
  grain: Axis;
}

/** A box's six faces in BoxGeometry's order: right, left, top, bottom, front, back. */
type Faces = [Finish, Finish, Finish, Finish, Finish, Finish];
const FACE_NORMALS: Axis[] = ["x", "x", "y", "y", "z", "z"];

export type TimberRole = "cladding" | "lining" | "bench";

/** A timber surface: the shared texture of the timber, with the roughness of its use. */
function timberMaterial(id: TimberId, role: TimberRole, roughness: number): MeshStandardMaterial {
  const material = new MeshStandardMaterial({
    map: timberTexture(id),
    roughness,
    metalness: 0,
  });
  material.name = `${role}:${id}`;
  material.userData = { timber: id, role };
  return material;
}

export interface Materials {
  cladding: MeshStandardMaterial;
  lining: MeshStandardMaterial;
  bench: MeshStandardMaterial;
  roof: MeshStandardMaterial;
  frame: MeshStandardMaterial;
  glass: MeshStandardMaterial;
  shadow: MeshStandardMaterial;
  steel: MeshStandardMaterial;
  stone: MeshStandardMaterial;
  glow: MeshBasicMaterial;
}

/** The materials of one cabin: its outside and inside timbers, and the rest. */
export function cabinMaterials(model: Pick<CabinModel, "outside" | "inside">): Materials {
  // Clear glass with a faint grey-green body; transparent, so the room shows through it.
  const glass = new MeshStandardMaterial({
    color: 0xf1efea,
    metalness: 0,
    roughness: 0.06,
    transparent: true,
    opacity: 0.14,
    depthWrite: false,
  });
  glass.name = "glass";
  const named = <T extends Material>(material: T, name: string) => {
    material.name = name;
    return material;
  };
  return {
    cladding: timberMaterial(model.outside, "cladding", 0.8),
    lining: timberMaterial(model.inside, "lining", 0.72),
    bench: timberMaterial(model.inside, "bench", 0.62),
    roof: named(new MeshStandardMaterial({ color: 0x34302c, roughness: 0.9 }), "roof"),
    frame: named(
      new MeshStandardMaterial({ color: 0x3a2f27, metalness: 0.3, roughness: 0.45 }),
      "frame",
    ),
    shadow: named(new MeshStandardMaterial({ color: 0x1f1b18, roughness: 0.9 }), "shadow"),
    glass,
    steel: named(
      new MeshStandardMaterial({ color: 0x3a3836, metalness: 0.3, roughness: 0.45 }),
      "steel",
    ),
    stone: named(new MeshStandardMaterial({ color: 0x77716a, roughness: 0.95 }), "stone"),
    glow: named(new MeshBasicMaterial({ color: 0xffd9a8 }), "glow"),
  };
}

/* Boxes in the cabin's own millimetres ---------------------------------------------------------- */

/** A box in plan coordinates (mm): x from the left wall's outer face, h up from the ground, d back
 * from the front wall's outer face. */
export interface Span {
  x: readonly [number, number];
  h: readonly [number, number];
  d: readonly [number, number];
}

interface Frame {
  width: number;
  depth: number;
}

/** The scene position (m) of a plan point (mm). */
export function toScene({ width, depth }: Frame, x: number, h: number, d: number): Vector3 {
  return new Vector3((x - width / 2) * MM, h * MM, (depth / 2 - d) * MM);
}

/**
 * A box mesh for `span`, each face with its finish. Timber is mapped at its true scale in the
 * scene's own coordinates, so boards line up across neighbouring boxes and never stretch.
 */
function box(cabin: Frame, name: string, span: Span, faces: Faces | Finish): Mesh {
  const sx = (span.x[1] - span.x[0]) * MM;
  const sy = (span.h[1] - span.h[0]) * MM;
  const sz = (span.d[1] - span.d[0]) * MM;
  const centre = toScene(
    cabin,
    (span.x[0] + span.x[1]) / 2,
    (span.h[0] + span.h[1]) / 2,
    (span.d[0] + span.d[1]) / 2,
  );
  const geometry = new BoxGeometry(sx, sy, sz);
  const all: Faces = Array.isArray(faces) ? faces : [faces, faces, faces, faces, faces, faces];
  const position = geometry.getAttribute("position");
  const uv = geometry.getAttribute("uv");
  const axes: Record<Axis, number> = { x: 0, y: 1, z: 2 };
  for (let face = 0; face < 6; face++) {
    const normal = FACE_NORMALS[face]!;
    let grain = all[face]!.grain;
    if (grain === normal) grain = normal === "y" ? "z" : "y";
    const across = (["x", "y", "z"] as const).find((axis) => axis !== normal && axis !== grain)!;
    for (let vertex = face * 4; vertex < face * 4 + 4; vertex++) {
      const world = [
        position.getX(vertex) + centre.x,
        position.getY(vertex) + centre.y,
        position.getZ(vertex) + centre.z,
      ];
      uv.setXY(vertex, world[axes[across]]! / TILE_WIDTH, world[axes[grain]]! / TILE_LENGTH);
    }
  }
  uv.needsUpdate = true;
  const mesh = new Mesh(
    geometry,
    all.map((finish) => finish.material),
  );
  mesh.name = name;
  mesh.position.copy(centre);
  return mesh;
}

/* The front wall's pieces round its openings ------------------------------------------------- */

/**
 * The solid parts of a wall `x0`–`x1` wide and `h0`–`h1` high with `openings` cut out: vertical
 * strips between the openings' edges, each split round the openings it crosses, neighbouring
 * strips with the same cuts joined. Rectangles in mm, x and h.
 */
export function wallPieces(
  x0: number,
  x1: number,
  h0: number,
  h1: number,
  openings: readonly Opening[],
): { x: [number, number]; h: [number, number] }[] {
  const edges = [
    ...new Set([x0, x1, ...openings.flatMap((o) => [o.x0, o.x1]).filter((x) => x > x0 && x < x1)]),
  ].sort((a, b) => a - b);
  const strips: { x: [number, number]; solid: [number, number][] }[] = [];
  for (let i = 0; i + 1 < edges.length; i++) {
    const [a, b] = [edges[i]!, edges[i + 1]!];
    const cuts = openings
      .filter((o) => o.x0 <= a && o.x1 >= b)
      .map((o) => [Math.max(h0, o.y0), Math.min(h1, o.y1)] as const)
      .sort((p, q) => p[0] - q[0]);
    const solid: [number, number][] = [];
    let from = h0;
    for (const [c0, c1] of cuts) {
      if (c0 > from) solid.push([from, c0]);
      from = Math.max(from, c1);
    }
    if (from < h1) solid.push([from, h1]);
    const last = strips.at(-1);
    if (last && JSON.stringify(last.solid) === JSON.stringify(solid)) last.x[1] = b;
    else strips.push({ x: [a, b], solid });
  }
  return strips.flatMap(({ x, solid }) =>
    solid.map((h) => ({ x: [x[0], x[1]] as [number, number], h })),
  );
}

/* The cabin -------------------------------------------------------------------------------------- */

export interface Cabin {
  group: Group;
  /** Where a seated bather's eyes are, and what they look at (the front), in metres. */
  seated: { eye: Vector3; target: Vector3 };
  /** The middle of the cabin, for the camera to orbit. */
  centre: Vector3;
  /** The interior's warm lights (their intensity can be tuned by the viewer). */
  lights: PointLight[];
  materials: Materials;
}

/** Evenly spaced slats filling `depth` (mm): their front and back edges, front to back. */
function slats(from: number, depth: number): [number, number][] {
  const count = Math.max(2, Math.round((depth + SLAT.gap) / (SLAT.width + SLAT.gap)));
  const width = (depth - (count - 1) * SLAT.gap) / count;
  return Array.from({ length: count }, (_, i) => {
    const d0 = from + i * (width + SLAT.gap);
    return [d0, d0 + width];
  });
}

/** Points spaced along a run from `x0` to `x1`: one per metre or so, at least one. */
function alongRun(x0: number, x1: number, most = 2): number[] {
  const count = Math.min(most, Math.max(1, Math.round((x1 - x0) / 1000)));
  return Array.from({ length: count }, (_, i) => x0 + ((i + 0.5) * (x1 - x0)) / count);
}

/** The cabin of a catalogue model (see the module's comment). */
export function buildCabin(model: CabinModel): Cabin {
  const { width: W, depth: D, height: H } = model;
  const frame: Frame = { width: W, depth: D };
  const m = cabinMaterials(model);
  const group = new Group();
  group.name = "cabin";
  group.userData = { model };

  const ceiling = H - ROOF;
  const inner = { x0: WALL, x1: W - WALL, d0: WALL, d1: D - WALL };
  const clad = f(m.cladding, "y");
  const cladAlong = (axis: Axis) => f(m.cladding, axis);
  const lining = (axis: Axis) => f(m.lining, axis);

  const shell = new Group();
  shell.name = "shell";
  group.add(shell);
  // The walls stand on a dark plinth and stop short of the roof: a shadow gap under the roof band.
  const wallBottom = PLINTH.height;
  const wallTop = ceiling - REVEAL.height;
  const dark: Finish = { material: m.shadow, grain: "x" };
  for (const [name, h, inset] of [
    ["plinth", [0, wallBottom], PLINTH.inset],
    ["reveal", [wallTop, ceiling], REVEAL.inset],
  ] as const) {
    shell.add(
      box(frame, `${name}:left`, { x: [inset, WALL], h, d: [inset, D - inset] }, dark),
      box(frame, `${name}:right`, { x: [W - WALL, W - inset], h, d: [inset, D - inset] }, dark),
      box(frame, `${name}:front`, { x: [WALL, W - WALL], h, d: [inset, WALL] }, dark),
      box(frame, `${name}:back`, { x: [WALL, W - WALL], h, d: [D - WALL, D - inset] }, dark),
    );
  }
  // Side walls, the full depth; lined inside with horizontal boards running front to back.
  shell.add(
    box(frame, "wall:left", { x: [0, WALL], h: [wallBottom, wallTop], d: [0, D] }, [
      lining("z"),
      clad,
      cladAlong("z"),
      clad,
      clad,
      clad,
    ]),
    box(frame, "wall:right", { x: [W - WALL, W], h: [wallBottom, wallTop], d: [0, D] }, [
      clad,
      lining("z"),
      cladAlong("z"),
      clad,
      clad,
      clad,
    ]),
    box(frame, "wall:back", { x: [WALL, W - WALL], h: [wallBottom, wallTop], d: [D - WALL, D] }, [
      clad,
      clad,
      cladAlong("x"),
      clad,
      lining("x"),
      clad,
    ]),
  );
  // The front wall round its openings.
  const openings = frontOpenings(model);
  for (const [i, piece] of wallPieces(WALL, W - WALL, wallBottom, wallTop, openings).entries()) {
    shell.add(
      box(frame, `wall:front:${i}`, { ...piece, d: [0, WALL] }, [
        cladAlong("x"),
        cladAlong("x"),
        cladAlong("x"),
        cladAlong("x"),
        clad,
        lining("x"),
      ]),
    );
  }
  // The floor inside the walls, boards running front to back; the roof over everything.
  shell.add(
    box(frame, "floor", { x: [inner.x0, inner.x1], h: [0, FLOOR], d: [inner.d0, inner.d1] }, [
      lining("z"),
      lining("z"),
      f(m.bench, "z"),
      lining("z"),
      lining("z"),
      lining("z"),
    ]),
    box(frame, "roof", { x: [0, W], h: [ceiling, H], d: [0, D] }, [
      cladAlong("z"),
      cladAlong("z"),
      f(m.roof, "x"),
      lining("x"),
      cladAlong("x"),
      cladAlong("x"),
    ]),
  );

  for (const [i, opening] of openings.entries()) group.add(openingGroup(frame, opening, i, m));

  const lights: PointLight[] = [];
  group.add(benches(frame, model, m, lights));
  group.add(heater(frame, model, m));

  const x0 = benchStart(W);
  const upperFront = inner.d1 - UPPER_BENCH.depth;
  const lowerFront = upperFront - LOWER_BENCH.depth;
  const seatedX = (x0 + inner.x1) / 2;
  const seatedD = (lowerFront + upperFront) / 2;
  const eyeH = FLOOR + SEATED_EYE;
  return {
    group,
    seated: {
      eye: toScene(frame, seatedX, eyeH, seatedD),
      target: toScene(frame, W / 2, eyeH - 100, 0),
    },
    centre: toScene(frame, W / 2, H * 0.45, D / 2),
    lights,
    materials: m,
  };
}

/** An opening of the front: its frame, its glass, and for a door the handles inside and out. */
function openingGroup(frame: Frame, opening: Opening, index: number, m: Materials): Group {
  const { x0, x1, y0, y1 } = opening;
  const F = FRAME.face;
  const d: [number, number] = [FRAME.front, FRAME.back];
  const group = new Group();
  group.name = `opening:${opening.kind}:${index}`;
  group.userData = { opening };
  const bar = (name: string, x: [number, number], h: [number, number]) =>
    box(frame, `${group.name}:${name}`, { x, h, d }, { material: m.frame, grain: "y" });
  group.add(
    bar("left", [x0, x0 + F], [y0, y1]),
    bar("right", [x1 - F, x1], [y0, y1]),
    bar("bottom", [x0 + F, x1 - F], [y0, y0 + F]),
    bar("top", [x0 + F, x1 - F], [y1 - F, y1]),
  );
  const middle = (FRAME.front + FRAME.back) / 2;
  const pane = box(
    frame,
    `${group.name}:glass`,
    {
      x: [x0 + F - 10, x1 - F + 10],
      h: [y0 + F - 10, y1 - F + 10],
      d: [middle - GLASS_THICKNESS / 2, middle + GLASS_THICKNESS / 2],
    },
    { material: m.glass, grain: "y" },
  );
  pane.renderOrder = 1;
  group.add(pane);
  if (opening.kind === "door") {
    // Hinged on its right (as the plans draw it): the handles are near its left edge.
    const hx = x0 + F + HANDLE.fromEdge;
    const h: [number, number] = [
      HANDLE.centre - HANDLE.length / 2,
      HANDLE.centre + HANDLE.length / 2,
    ];
    for (const [side, dd] of [
      ["outside", [FRAME.front - 5, middle - GLASS_THICKNESS / 2]],
      ["inside", [middle + GLASS_THICKNESS / 2, FRAME.back + 5]],
    ] as const) {
      group.add(
        box(
          frame,
          `${group.name}:handle:${side}`,
          { x: [hx, hx + HANDLE.width], h, d: dd },
          { material: m.bench, grain: "y" },
        ),
      );
    }
  }
  return group;
}

/** The two benches, their end panels and aprons, the backrest, and the warm light strips. */
function benches(frame: Frame, model: CabinModel, m: Materials, lights: PointLight[]): Group {
  const { width: W, depth: D } = model;
  const group = new Group();
  group.name = "benches";
  const x0 = benchStart(W);
  const x1 = W - WALL;
  const back = D - WALL;
  const upperFront = back - UPPER_BENCH.depth;
  const lowerFront = upperFront - LOWER_BENCH.depth;
  const upperTop = FLOOR + UPPER_BENCH.top;
  const lowerTop = FLOOR + LOWER_BENCH.top;
  const slat = f(m.bench, "x");
  const panel = f(m.bench, "y");

  for (const [i, d] of slats(upperFront, UPPER_BENCH.depth).entries())
    group.add(
      box(
        frame,
        `bench:upper:slat:${i}`,
        { x: [x0, x1], h: [upperTop - SLAT.thickness, upperTop], d },
        slat,
      ),
    );
  for (const [i, d] of slats(lowerFront, LOWER_BENCH.depth).entries())
    group.add(
      box(
        frame,
        `bench:lower:slat:${i}`,
        { x: [x0, x1], h: [lowerTop - SLAT.thickness, lowerTop], d },
        slat,
      ),
    );

  // Aprons, set back under each bench's front edge; the upper one stops short of its slats to
  // leave room for the light strip.
  const upperApron = upperFront + APRON.setBack;
  group.add(
    box(
      frame,
      "bench:upper:apron",
      {
        x: [x0, x1],
        h: [lowerTop, upperTop - SLAT.thickness - 40],
        d: [upperApron, upperApron + APRON.thickness],
      },
      panel,
    ),
    box(
      frame,
      "bench:lower:apron",
      {
        x: [x0, x1],
        h: [FLOOR, lowerTop - SLAT.thickness],
        d: [lowerFront + APRON.setBack, lowerFront + APRON.setBack + APRON.thickness],
      },
      panel,
    ),
    // The open ends of the benches, beside the heater.
    box(
      frame,
      "bench:upper:end",
      {
        x: [x0, x0 + SLAT.thickness],
        h: [lowerTop, upperTop - SLAT.thickness],
        d: [upperApron, back],
      },
      panel,
    ),
    box(
      frame,
      "bench:lower:end",
      {
        x: [x0, x0 + SLAT.thickness],
        h: [FLOOR, lowerTop - SLAT.thickness],
        d: [lowerFront + APRON.setBack, upperFront],
      },
      panel,
    ),
  );

  // The backrest's boards, standing off the back wall.
  const backrest: number[] = [];
  for (let i = 0; i < 2; i++) {
    const h0 = upperTop + BACKREST.firstAbove + i * BACKREST.spacing;
    backrest.push(h0 + BACKREST.board);
    group.add(
      box(
        frame,
        `backrest:${i}`,
        {
          x: [x0 + 40, x1 - 40],
          h: [h0, h0 + BACKREST.board],
          d: [back - BACKREST.standOff - BACKREST.thickness, back - BACKREST.standOff],
        },
        slat,
      ),
    );
  }

  // Light under the upper bench's front edge, washing the lower bench; and behind the backrest,
  // washing the wall above it.
  const strip = (name: string, span: Span) =>
    box(frame, name, span, { material: m.glow, grain: "x" });
  const underUpper = upperTop - SLAT.thickness;
  group.add(
    strip("light:under-bench", {
      x: [x0 + 30, x1 - 30],
      h: [underUpper - 8, underUpper],
      d: [upperFront + 15, upperFront + 35],
    }),
    strip("light:backrest", {
      x: [x0 + 60, x1 - 60],
      h: [backrest[1]! - 20, backrest[1]! - 8],
      d: [back - 14, back - 4],
    }),
  );
  const light = (
    name: string,
    x: number,
    h: number,
    d: number,
    intensity: number,
    distance: number,
  ) => {
    const point = new PointLight(WARM_LIGHT, intensity, distance, 2);
    point.name = name;
    point.position.copy(toScene(frame, x, h, d));
    lights.push(point);
    group.add(point);
  };
  for (const x of alongRun(x0, x1))
    light("light:under-bench", x, underUpper - 90, upperFront + 80, 2.5, 2.5);
  for (const x of alongRun(x0, x1))
    light("light:backrest", x, backrest[1]! + 90, back - 90, 1.8, 2.2);
  return group;
}

function f(material: Material, grain: Axis): Finish {
  return { material, grain };
}

/** The heater in the back left corner: a steel body, a heap of stones, and a slatted guard. */
function heater(frame: Frame, model: CabinModel, m: Materials): Group {
  const { width: W, depth: D } = model;
  const group = new Group();
  group.name = "heater";
  const back = D - WALL - HEATER.back;
  const front = back - HEATER.depth;
  const top = FLOOR + HEATER.height;
  group.add(
    box(
      frame,
      "heater:body",
      { x: [HEATER.x0, HEATER.x1], h: [FLOOR, top - HEATER_STONES], d: [front, back] },
      f(m.steel, "y"),
    ),
    box(
      frame,
      "heater:rim",
      {
        x: [HEATER.x0 + 10, HEATER.x1 - 10],
        h: [top - HEATER_STONES, top - HEATER_STONES + 40],
        d: [front + 10, back - 10],
      },
      f(m.steel, "y"),
    ),
  );
  // Stones: a loose heap of rounded stones filling the top, placed the same way every time.
  const stone = new IcosahedronGeometry(1, 1);
  let seed = 7;
  const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const columns = 5;
  const rows = 4;
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const r = 42 + next() * 14;
      const x =
        HEATER.x0 +
        50 +
        ((HEATER.x1 - HEATER.x0 - 100) * (column + next() * 0.3)) / (columns - 0.7);
      const d = front + 45 + ((HEATER.depth - 90) * (row + next() * 0.3)) / (rows - 0.7);
      const h = top - HEATER_STONES + 40 + r * 0.7 + next() * (HEATER_STONES - 40 - r * 1.7);
      const mesh = new Mesh(stone, m.stone);
      mesh.name = "heater:stone";
      mesh.position.copy(
        toScene(
          frame,
          Math.min(HEATER.x1 - r, Math.max(HEATER.x0 + r, x)),
          Math.min(top - r * 0.8, h),
          d,
        ),
      );
      mesh.scale.set(r * MM, r * 0.75 * MM, r * 0.9 * MM);
      mesh.rotation.set(next() * 3, next() * 3, next() * 3);
      group.add(mesh);
    }
  }
  // The guard: upright slats along the heater's front and its open side, clear of the benches.
  const gap = Math.max(20, Math.min(GUARD.gap, benchStart(W) - HEATER.x1 - GUARD.thickness - 10));
  const guardFront = front - gap - GUARD.thickness;
  const guardSide = HEATER.x1 + gap;
  const h: [number, number] = [FLOOR + GUARD.above, FLOOR + GUARD.height];
  const slat = f(m.bench, "y");
  const step = GUARD.slat + GUARD.space;
  let i = 0;
  for (let x = WALL + GUARD.space; x + GUARD.slat <= guardSide; x += step)
    group.add(
      box(
        frame,
        `heater:guard:${i++}`,
        { x: [x, x + GUARD.slat], h, d: [guardFront, guardFront + GUARD.thickness] },
        slat,
      ),
    );
  for (let d = guardFront; d + GUARD.slat <= D - WALL - GUARD.space; d += step)
    group.add(
      box(
        frame,
        `heater:guard:${i++}`,
        { x: [guardSide, guardSide + GUARD.thickness], h, d: [d, d + GUARD.slat] },
        slat,
      ),
    );
  // Two rails behind the slats hold them.
  for (const [j, at] of [FLOOR + 180, FLOOR + GUARD.height - 120].entries()) {
    group.add(
      box(
        frame,
        `heater:guard:rail:${j}`,
        {
          x: [WALL, guardSide],
          h: [at, at + 40],
          d: [guardFront + GUARD.thickness, guardFront + GUARD.thickness + 18],
        },
        slat,
      ),
      box(
        frame,
        `heater:guard:rail:side:${j}`,
        {
          x: [guardSide - 18, guardSide],
          h: [at, at + 40],
          d: [guardFront + GUARD.thickness, D - WALL],
        },
        slat,
      ),
    );
  }
  return group;
}
