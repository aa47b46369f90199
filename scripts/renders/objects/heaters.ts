/**
 * The six heaters of the equipment page as 3D objects, one builder per type, for their
 * path-traced pictures: our own models of each type from its description and usual size, not the
 * maker's drawings or photographs (the page says so). Each stands on the ground (y = 0), centred
 * on the origin, its front facing +z; the wall heater hangs with its back at z = 0.
 *
 * Metres, Y up. Materials are named for the path tracer: `steel`, `stone:N`, `glass`, `glow`.
 */
import {
  BoxGeometry,
  CylinderGeometry,
  Group,
  type Material,
  Mesh,
  MeshStandardMaterial,
  TorusGeometry,
} from "three";
import { RoundedBoxGeometry } from "three/examples/jsm/geometries/RoundedBoxGeometry.js";

import { stoneFill } from "./stones";

function material(name: string, color: number, roughness: number, metalness = 0): Material {
  const made = new MeshStandardMaterial({ color, roughness, metalness });
  made.name = name;
  return made;
}

const steel = () => material("steel", 0xaeb2b5, 0.24, 1);
const darkSteel = () => material("steel-dark", 0x2b2b2c, 0.55, 0.6);
const blackSteel = () => material("black-steel", 0x1c1c1d, 0.5, 0.55);

function mesh(name: string, geometry: ConstructorParameters<typeof Mesh>[0], made: Material) {
  const part = new Mesh(geometry, made);
  part.name = name;
  return part;
}

/** A box with softened edges, its bottom centre at (x, y, z). */
function body(name: string, w: number, h: number, d: number, made: Material, radius = 0.012) {
  const part = mesh(name, new RoundedBoxGeometry(w, h, d, 3, radius), made);
  part.position.y = h / 2;
  return part;
}

/** A steel rod from (x, y0, z) to (x, y1, z). */
function uprightRod(x: number, z: number, y0: number, y1: number, radius: number, made: Material) {
  const rod = mesh("rod", new CylinderGeometry(radius, radius, y1 - y0, 10), made);
  rod.position.set(x, (y0 + y1) / 2, z);
  return rod;
}

/** A steel rod across, along x or z, centred at (x, y, z). */
function levelRod(
  along: "x" | "z",
  length: number,
  x: number,
  y: number,
  z: number,
  radius: number,
  made: Material,
) {
  const rod = mesh("rod", new CylinderGeometry(radius, radius, length, 10), made);
  rod.position.set(x, y, z);
  rod.rotation[along === "x" ? "z" : "x"] = Math.PI / 2;
  return rod;
}

/** Horizontal slots across a face: the air intake of an electric heater. */
function louvres(width: number, from: number, count: number, z: number, made: Material): Group {
  const group = new Group();
  for (let i = 0; i < count; i++) {
    const slot = mesh("louvre", new BoxGeometry(width, 0.008, 0.004), made);
    slot.position.set(0, from + i * 0.02, z);
    group.add(slot);
  }
  return group;
}

/** The classic floor heater: a stainless body, its controls on the side, an open basket of stones. */
function floorHeater(): Group {
  const group = new Group();
  const [w, d, h] = [0.43, 0.32, 0.56];
  const metal = steel();
  const shade = darkSteel();
  group.add(body("body", w, h, d, metal));
  group.add(louvres(w * 0.7, 0.06, 6, d / 2 + 0.001, shade));
  // The basket's rim: a band standing above the body, open at the top.
  const rimHeight = 0.12;
  for (const [x, z, bw, bd] of [
    [0, d / 2 - 0.005, w, 0.01],
    [0, -d / 2 + 0.005, w, 0.01],
    [w / 2 - 0.005, 0, 0.01, d],
    [-w / 2 + 0.005, 0, 0.01, d],
  ] as const) {
    const side = mesh("rim", new BoxGeometry(bw, rimHeight, bd), metal);
    side.position.set(x, h + rimHeight / 2, z);
    group.add(side);
  }
  // Two dials on the right side, at the front.
  for (const y of [0.2, 0.32]) {
    const dial = mesh("dial", new CylinderGeometry(0.022, 0.024, 0.02, 24), shade);
    dial.rotation.z = Math.PI / 2;
    dial.position.set(w / 2 + 0.01, y, d / 2 - 0.07);
    group.add(dial);
  }
  for (const [x, z] of [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ] as const) {
    const foot = mesh("foot", new CylinderGeometry(0.012, 0.014, 0.02, 12), shade);
    foot.position.set((x * w) / 2.6, 0.01, (z * d) / 2.6);
    group.add(foot);
  }
  group.children.forEach((part) => part.name !== "foot" && (part.position.y += 0.02));
  group.add(
    stoneFill({
      holds: (x, z) => Math.abs(x) < w / 2 - 0.01 && Math.abs(z) < d / 2 - 0.01,
      extent: [-w / 2, w / 2, -d / 2, d / 2],
      from: h - 0.06,
      to: h + rimHeight + 0.03,
      size: [0.06, 0.09],
      seed: 11,
    }),
  );
  return group;
}

/** The wall heater: a shallow stainless box on two brackets, stones in its open top. */
function wallHeater(): Group {
  const group = new Group();
  const [w, d, h] = [0.36, 0.2, 0.44];
  const lift = 0.34;
  const metal = steel();
  const shade = darkSteel();
  const box = body("body", w, h, d, metal, 0.01);
  box.position.set(0, lift + h / 2, d / 2 + 0.03);
  group.add(box);
  const vents = louvres(w * 0.66, lift + 0.05, 5, d + 0.031, shade);
  group.add(vents);
  for (const x of [-w / 3, w / 3]) {
    const bracket = mesh("bracket", new BoxGeometry(0.04, 0.1, 0.03), shade);
    bracket.position.set(x, lift + h * 0.7, 0.015);
    group.add(bracket);
  }
  const dial = mesh("dial", new CylinderGeometry(0.02, 0.022, 0.018, 24), shade);
  dial.rotation.x = Math.PI / 2;
  dial.position.set(w / 2 - 0.05, lift + 0.05 + 5 * 0.02 + 0.03, d + 0.04);
  group.add(dial);
  group.add(
    stoneFill({
      holds: (x, z) => Math.abs(x) < w / 2 - 0.012 && z > 0.045 && z < d + 0.015,
      extent: [-w / 2, w / 2, 0.03, d + 0.03],
      from: lift + h - 0.05,
      to: lift + h + 0.02,
      size: [0.055, 0.08],
      seed: 23,
    }),
  );
  return group;
}

/** A slim column: stones behind upright steel rods, on a steel base and under a steel frame. */
function columnHeater(): Group {
  const group = new Group();
  const [w, d, h] = [0.3, 0.3, 1.05];
  const base = 0.24;
  const metal = steel();
  group.add(body("base", w, base, d, metal, 0.008));
  const frameTop = mesh("frame", new BoxGeometry(w, 0.02, d), metal);
  frameTop.position.y = h - 0.01;
  const opening = mesh("frame-opening", new BoxGeometry(w - 0.04, 0.022, d - 0.04), darkSteel());
  opening.position.y = h - 0.01;
  group.add(frameTop);
  const rods = new Group();
  const spacing = 0.03;
  for (let x = -w / 2 + 0.01; x <= w / 2 - 0.009; x += spacing)
    for (const z of [-d / 2 + 0.008, d / 2 - 0.008])
      rods.add(uprightRod(x, z, base, h - 0.02, 0.005, metal));
  for (let z = -d / 2 + 0.01 + spacing; z <= d / 2 - 0.01 - spacing + 0.001; z += spacing)
    for (const x of [-w / 2 + 0.008, w / 2 - 0.008])
      rods.add(uprightRod(x, z, base, h - 0.02, 0.005, metal));
  group.add(rods);
  group.add(
    stoneFill({
      holds: (x, z) => Math.abs(x) < w / 2 - 0.016 && Math.abs(z) < d / 2 - 0.016,
      extent: [-w / 2, w / 2, -d / 2, d / 2],
      from: base,
      to: h - 0.05,
      size: [0.06, 0.085],
      seed: 37,
    }),
  );
  return group;
}

/** The cube: a tall cage of welded steel mesh, filled with stones to the top. */
function cageHeater(): Group {
  const group = new Group();
  const [w, d, h] = [0.46, 0.46, 0.86];
  const base = 0.1;
  const metal = steel();
  group.add(body("base", w, base, d, metal, 0.006));
  const cell = 0.058;
  const cage = new Group();
  const bars = Math.round(w / cell);
  for (let i = 0; i <= bars; i++) {
    const t = -w / 2 + (i * w) / bars;
    for (const side of [-1, 1]) {
      cage.add(uprightRod(t, (side * d) / 2, base, h, 0.0035, metal));
      cage.add(uprightRod((side * w) / 2, t, base, h, 0.0035, metal));
    }
  }
  for (let y = base + cell; y <= h + 0.001; y += cell)
    for (const side of [-1, 1]) {
      cage.add(levelRod("x", w, 0, y, (side * d) / 2, 0.0035, metal));
      cage.add(levelRod("z", d, (side * w) / 2, y, 0, 0.0035, metal));
    }
  group.add(cage);
  group.add(
    stoneFill({
      holds: (x, z) => Math.abs(x) < w / 2 - 0.008 && Math.abs(z) < d / 2 - 0.008,
      extent: [-w / 2, w / 2, -d / 2, d / 2],
      from: base,
      to: h + 0.01,
      size: [0.07, 0.1],
      seed: 41,
    }),
  );
  return group;
}

/** The pillar: a round column of stones in a ring of upright rods and three hoops. */
function pillarHeater(): Group {
  const group = new Group();
  const [radius, h] = [0.2, 0.9];
  const base = 0.08;
  const metal = steel();
  const plinth = mesh("base", new CylinderGeometry(radius + 0.01, radius + 0.012, base, 48), metal);
  plinth.position.y = base / 2;
  group.add(plinth);
  const rods = 30;
  for (let i = 0; i < rods; i++) {
    const a = (i / rods) * Math.PI * 2;
    group.add(uprightRod(Math.cos(a) * radius, Math.sin(a) * radius, base, h, 0.005, metal));
  }
  for (const y of [base + 0.01, (base + h) / 2, h - 0.01]) {
    const hoop = mesh("hoop", new TorusGeometry(radius, 0.006, 8, 64), metal);
    hoop.rotation.x = Math.PI / 2;
    hoop.position.y = y;
    group.add(hoop);
  }
  group.add(
    stoneFill({
      holds: (x, z) => Math.hypot(x, z) < radius - 0.01,
      extent: [-radius, radius, -radius, radius],
      from: base,
      to: h + 0.02,
      size: [0.065, 0.095],
      seed: 53,
    }),
  );
  return group;
}

/** The wood-burning stove: a black body, a glass door on the fire, stones on top, a flue above. */
function woodStove(): Group {
  const group = new Group();
  const [w, d, h] = [0.42, 0.48, 0.68];
  const black = blackSteel();
  // The body in blocks round the firebox, which is open to the door.
  const [doorW, doorH, doorY] = [0.26, 0.2, 0.22];
  const fireDepth = 0.16;
  const side = (w - doorW) / 2;
  for (const [name, bw, bh, bd, x, y, z] of [
    ["body-low", w, doorY, d, 0, doorY / 2, 0],
    ["body-high", w, h - doorY - doorH, d, 0, (h + doorY + doorH) / 2, 0],
    ["body-left", side, doorH, d, -(doorW + side) / 2, doorY + doorH / 2, 0],
    ["body-right", side, doorH, d, (doorW + side) / 2, doorY + doorH / 2, 0],
    ["body-back", doorW, doorH, d - fireDepth, 0, doorY + doorH / 2, -fireDepth / 2],
  ] as const) {
    const block = mesh(name, new BoxGeometry(bw, bh, bd), black);
    block.position.set(x, y, z);
    group.add(block);
  }
  // The door: a frame round a pane of glass.
  const bar = 0.025;
  for (const [bw, bh, x, y] of [
    [doorW + 2 * bar, bar, 0, doorY - bar / 2],
    [doorW + 2 * bar, bar, 0, doorY + doorH + bar / 2],
    [bar, doorH, -(doorW + bar) / 2, doorY + doorH / 2],
    [bar, doorH, (doorW + bar) / 2, doorY + doorH / 2],
  ] as const) {
    const piece = mesh("door", new BoxGeometry(bw, bh, 0.018), black);
    piece.position.set(x, y, d / 2 + 0.009);
    group.add(piece);
  }
  const pane = mesh(
    "door-glass",
    new BoxGeometry(doorW, doorH, 0.005),
    material("glass", 0xffffff, 0),
  );
  pane.position.set(0, doorY + doorH / 2, d / 2 + 0.01);
  group.add(pane);
  // Split logs lying across the firebox, charred dark, the embers under them glowing.
  const fire = material("window:fire", 0xff8a36, 1);
  const char = material("charred", 0x1a1310, 0.95);
  const embers = mesh("embers", new BoxGeometry(doorW - 0.03, 0.018, 0.1), fire);
  embers.position.set(0, doorY + 0.01, d / 2 - 0.08);
  group.add(embers);
  for (const [x, y, r, turn] of [
    [-0.04, doorY + 0.04, 0.026, 0.12],
    [0.045, doorY + 0.04, 0.024, -0.1],
    [0.005, doorY + 0.085, 0.022, 0.05],
  ] as const) {
    const log = mesh("log", new CylinderGeometry(r, r * 1.1, doorW - 0.05, 7), char);
    log.rotation.set(0, turn, Math.PI / 2);
    log.position.set(x * 0.3, y, d / 2 - 0.08 - x * 0.2);
    group.add(log);
  }
  // The fire's glow on the firebox's back and sides, deepest at the top, seen through the glass.
  const glow = material("window:glow", 0x8c2e0a, 1);
  const back = mesh("fire-glow", new BoxGeometry(doorW - 0.004, doorH - 0.004, 0.004), glow);
  back.position.set(0, doorY + doorH / 2, d / 2 - fireDepth + 0.003);
  group.add(back);
  const handle = mesh("handle", new CylinderGeometry(0.007, 0.007, 0.09, 10), black);
  handle.position.set(doorW / 2 + bar / 2, doorY + doorH / 2, d / 2 + 0.03);
  group.add(handle);
  // The ash pan's drawer and the air slide under the door.
  const drawer = mesh("drawer", new RoundedBoxGeometry(0.3, 0.06, 0.02, 2, 0.005), black);
  drawer.position.set(0, 0.09, d / 2 + 0.006);
  group.add(drawer);
  // The stone tray on top: a low rim, stones heaped round the flue.
  const flueRadius = 0.058;
  const flueZ = -d / 2 + 0.12;
  const tray = mesh("tray", new BoxGeometry(w - 0.02, 0.05, d - 0.02), black);
  tray.position.y = h + 0.025;
  group.add(tray);
  group.add(
    stoneFill({
      holds: (x, z) =>
        Math.abs(x) < w / 2 - 0.02 &&
        Math.abs(z) < d / 2 - 0.02 &&
        Math.hypot(x, z - flueZ) > flueRadius + 0.015,
      extent: [-w / 2, w / 2, -d / 2, d / 2],
      from: h + 0.02,
      to: h + 0.1,
      size: [0.06, 0.085],
      seed: 67,
    }),
  );
  const flue = mesh("flue", new CylinderGeometry(flueRadius, flueRadius, 1.6, 32), black);
  flue.position.set(0, h + 0.8, flueZ);
  group.add(flue);
  return group;
}

/** Each heater's builder, by its slug in the range; and how much of it a picture frames. */
export const heaterModels: Record<string, { build: () => Group; frameHeight?: number }> = {
  "harvia-heater": { build: floorHeater },
  "harvia-wall-45e": { build: wallHeater },
  "harvia-concept": { build: columnHeater },
  "harvia-cube": { build: cageHeater },
  "harvia-cilindro": { build: pillarHeater },
  // The flue runs on up out of the picture: frame the stove and its stones.
  "harvia-m3": { build: woodStove, frameHeight: 0.8 },
};
