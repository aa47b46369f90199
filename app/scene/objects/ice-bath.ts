/**
 * The premium ice bath as a 3D object, for its path-traced pictures: a deep white tub in a frame
 * of upright thermo-wood slats under a broad rim, clear water, and the chiller beside it joined by
 * two hoses; with its lid and folded towels, or beside a cedar sauna, for the pictures that show
 * it so. Sized from the catalogue (`ICE_BATH_OUTSIDE`).
 *
 * Metres, Y up. Each builder gives its group centred on the origin on the ground, its front (the
 * tub's long side) facing +z, as a place is built round it.
 */
import {
  Box3,
  BoxGeometry,
  CatmullRomCurve3,
  Group,
  type Material,
  MeshStandardMaterial,
  PlaneGeometry,
  TubeGeometry,
  Vector3,
} from "three";
import { RoundedBoxGeometry } from "three/examples/jsm/geometries/RoundedBoxGeometry.js";

import { ICE_BATH_OUTSIDE } from "~/catalogue/ice-bath-size";
import type { CabinModel } from "~/content/range-core";

import { buildCabin } from "../scene";
import { board, darkTimber, finish, part } from "./craft";

const MM = 0.001;
const { width: W, depth: D, height: H } = ICE_BATH_OUTSIDE;
const [w, d, h] = [W * MM, D * MM, H * MM];
const RIM = 0.09;

/**
 * Clear, still water: a glossy surface the light passes through to the white tub below. The path
 * tracer gives it what it gives the cabins' glass (named so): clear, reflecting the room, the white
 * well showing through, which a few centimetres of still water look like; the 3D viewer draws it
 * pale and see-through.
 */
function water(): Material {
  const made = new MeshStandardMaterial({
    color: 0xa9ccd0,
    roughness: 0.02,
    transparent: true,
    opacity: 0.3,
  });
  made.name = "glass";
  return made;
}

/** The tub in its frame: slats on all four sides, a broad rim, the white well and the water. */
function tub(): Group {
  const group = new Group();
  const wood = darkTimber("thermo-pine");
  const slat = 0.07;
  const gap = 0.008;
  const plinth = part(
    "plinth",
    new BoxGeometry(w - 0.03, 0.05, d - 0.03),
    finish("plinth", 0x1f1d1b, 0.8),
  );
  plinth.position.y = 0.025;
  group.add(plinth);
  const sides: [number, number, "x" | "z"][] = [
    [w, d / 2, "x"],
    [w, -d / 2, "x"],
    [d, w / 2, "z"],
    [d, -w / 2, "z"],
  ];
  let n = 0;
  for (const [length, offset, along] of sides) {
    const count = Math.floor((length - 0.02) / (slat + gap));
    const start = -((count - 1) * (slat + gap)) / 2;
    for (let i = 0; i < count; i++) {
      const at = start + i * (slat + gap);
      const piece = board(
        `slat-${n}`,
        along === "x" ? [slat, h - 0.06 - 0.03, 0.02] : [0.02, h - 0.06 - 0.03, slat],
        "y",
        wood,
        [n * 0.031, n * 0.17],
      );
      n++;
      piece.position.set(
        along === "x" ? at : offset - Math.sign(offset) * 0.01,
        0.05 + (h - 0.09) / 2,
        along === "x" ? offset - Math.sign(offset) * 0.01 : at,
      );
      group.add(piece);
    }
  }
  // A post at each corner, which the slats of two sides meet.
  const post = 0.045;
  for (const [x, z] of [
    [1, 1],
    [1, -1],
    [-1, 1],
    [-1, -1],
  ] as const) {
    const corner = board(`post-${x}${z}`, [post, h - 0.09, post], "y", wood, [x * 0.07, z * 0.11]);
    corner.position.set(x * (w / 2 - post / 2), 0.05 + (h - 0.09) / 2, z * (d / 2 - post / 2));
    group.add(corner);
  }
  // The rim: four broad boards round the top, mitred at the corners.
  for (const [bw, bd, x, z, grain] of [
    [w, RIM, 0, d / 2 - RIM / 2, "x"],
    [w, RIM, 0, -d / 2 + RIM / 2, "x"],
    [RIM, d - 2 * RIM, w / 2 - RIM / 2, 0, "z"],
    [RIM, d - 2 * RIM, -w / 2 + RIM / 2, 0, "z"],
  ] as const) {
    const piece = board("rim", [bw, 0.03, bd], grain, wood, [x + 0.3, z + 0.9]);
    piece.position.set(x, h - 0.015, z);
    group.add(piece);
  }
  // The well: white acrylic, its walls and floor seen through the water.
  const white = finish("acrylic", 0xeef0ef, 0.25);
  const [iw, id, depth] = [w - 2 * RIM, d - 2 * RIM, h - 0.12];
  const floor = part("well-floor", new PlaneGeometry(iw, id), white);
  floor.rotation.x = -Math.PI / 2;
  floor.position.y = h - depth;
  group.add(floor);
  for (const [pw, x, z, turn] of [
    [iw, 0, -id / 2, 0],
    [iw, 0, id / 2, Math.PI],
    [id, -iw / 2, 0, Math.PI / 2],
    [id, iw / 2, 0, -Math.PI / 2],
  ] as const) {
    const wall = part("well-wall", new PlaneGeometry(pw, depth), white);
    wall.rotation.y = turn;
    wall.position.set(x, h - depth / 2, z);
    group.add(wall);
  }
  const surface = part("water", new PlaneGeometry(iw, id), water());
  surface.rotation.x = -Math.PI / 2;
  surface.position.y = h - 0.11;
  group.add(surface);
  return group;
}

/** The chiller: a dark cabinet with a grille and a small display, and two hoses to the tub. */
function chiller(): Group {
  const group = new Group();
  const [cw, cd, ch] = [0.42, 0.4, 0.5];
  const body = part(
    "chiller",
    new RoundedBoxGeometry(cw, ch, cd, 3, 0.015),
    finish("chiller", 0x3b3e41, 0.45, 0.2),
  );
  body.position.y = ch / 2;
  group.add(body);
  const grille = finish("grille", 0x1c1d1f, 0.6);
  for (let i = 0; i < 9; i++) {
    const slot = part("grille", new BoxGeometry(cw * 0.72, 0.008, 0.004), grille);
    slot.position.set(0, 0.08 + i * 0.022, cd / 2 + 0.001);
    group.add(slot);
  }
  const display = part(
    "display",
    new BoxGeometry(0.07, 0.03, 0.004),
    finish("window:display", 0x9fd4e6, 0.2),
  );
  display.position.set(cw / 2 - 0.08, ch - 0.07, cd / 2 + 0.001);
  group.add(display);
  return group;
}

/** The tub and its chiller beside it, on the right, joined by two hoses. */
function bathAndChiller(): Group {
  const group = new Group();
  const bath = tub();
  const cooler = chiller();
  const gap = 0.16;
  cooler.position.set(w / 2 + gap + 0.21, 0, -d / 2 + 0.25);
  group.add(bath, cooler);
  const rubber = finish("hose", 0x161616, 0.7);
  for (const [i, y] of [0.12, 0.2].entries()) {
    const path = new CatmullRomCurve3([
      new Vector3(w / 2 + gap, y, -d / 2 + 0.2 + i * 0.08),
      new Vector3(w / 2 + gap / 2, y - 0.08, -d / 2 + 0.23 + i * 0.08),
      new Vector3(w / 2 + 0.005, y + 0.02, -d / 2 + 0.25 + i * 0.08),
    ]);
    group.add(part("hose", new TubeGeometry(path, 20, 0.014, 10), rubber));
  }
  return centred(group);
}

/** Stands a group centred on the origin in plan, on the ground. */
function centred(group: Group): Group {
  const bounds = new Box3().setFromObject(group);
  const centre = bounds.getCenter(new Vector3());
  group.position.set(-centre.x, -bounds.min.y, -centre.z);
  const outer = new Group();
  outer.add(group);
  return outer;
}

/** The bath closed for the day: its lid on, two folded towels on top. */
function closedWithTowels(): Group {
  const group = new Group();
  group.add(bathAndChiller());
  const lid = board("lid", [w - 0.01, 0.035, d - 0.01], "x", darkTimber("thermo-pine"), [0.2, 0.6]);
  lid.position.set(-0.29, h + 0.0175, 0);
  group.add(lid);
  const towel = finish("towel", 0xf1ece3, 0.95);
  for (const [i, [x, z, turn, tall]] of [
    [-0.62, 0.05, 0.12, 0.05],
    [-0.62, 0.05, 0.05, 0.045],
  ].entries()) {
    const folded = part("towel", new RoundedBoxGeometry(0.42, tall!, 0.3, 4, 0.02), towel);
    folded.position.set(x!, h + 0.035 + tall! / 2 + i * 0.05, z!);
    folded.rotation.y = turn!;
    group.add(folded);
  }
  return group;
}

/** The cedar cabin the bath stands beside at dusk. */
const CEDAR_CABIN: CabinModel = {
  width: 2000,
  depth: 1800,
  height: 2200,
  outside: "western-red-cedar",
  inside: "pine",
  front: "door",
};

/** The bath beside a cedar sauna, along its right side, the sauna's door to the front. */
function besideSauna(): Group {
  const group = new Group();
  const cabin = buildCabin(CEDAR_CABIN);
  group.add(cabin.group);
  const bath = bathAndChiller();
  bath.rotation.y = Math.PI / 2;
  bath.position.set((CEDAR_CABIN.width * MM) / 2 + 0.55, 0, 0.2);
  group.add(bath);
  return centred(group);
}

/** Our Premium Ice Bath and its chiller, as a room beside a cabin shows it (`setting.ts`). */
export const premiumIceBath = bathAndChiller;

/** Each ice bath picture's object, by name. */
export const iceBathModels: Record<string, { build: () => Group }> = {
  bath: { build: bathAndChiller },
  closed: { build: closedWithTowels },
  "beside-sauna": { build: besideSauna },
};
