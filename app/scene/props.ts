/**
 * What furnishes a room round a cabin, each built from boxes, cylinders and generated textures
 * like the cabin itself: the ice bath beside it, a slatted bench with towels, an olive tree in a
 * pot and the leaves a plant is made of, a towel draped over a bench, the bucket, ladle and towel
 * dressing the cabin's upper bench, and the evening's wall light. The room (`setting.ts`) and the
 * places (`places.ts`) set them out; the steam rooms' models borrow the draped towel.
 */
import {
  BoxGeometry,
  type BufferGeometry,
  CircleGeometry,
  CylinderGeometry,
  DoubleSide,
  Euler,
  ExtrudeGeometry,
  Group,
  IcosahedronGeometry,
  Matrix4,
  Mesh,
  MeshBasicMaterial,
  MeshStandardMaterial,
  Shape,
  Vector2,
  Vector3,
} from "three";
import { mergeGeometries, mergeVertices } from "three/examples/jsm/utils/BufferGeometryUtils.js";

import type { CabinModel } from "~/content/range-core";

import { benchStart, FLOOR, UPPER_BENCH, WALL } from "~/catalogue/cabin";

import { premiumIceBath } from "./objects/ice-bath";
import { toScene } from "./scene";
import { random, timberTexture } from "./timber";

/** A box of a material, named, centred where it stands: what most furniture is made of. */
export function block(
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

/**
 * The ice bath: our Premium Ice Bath with its chiller, the one the business makes, turned to run
 * from front to back, its centre at its origin.
 */
export function iceBath(): Group {
  const bath = new Group();
  bath.name = "ice-bath";
  const model = premiumIceBath();
  model.rotation.y = Math.PI / 2;
  bath.add(model);
  bath.updateMatrixWorld(true);
  return bath;
}

/** A slatted oak bench, 1.5 m long, with rolled towels and a folded one. */
export function towelBench(
  oak: MeshStandardMaterial,
  charcoal: MeshStandardMaterial,
  linen: MeshStandardMaterial,
): Group {
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
  return bench;
}

/**
 * Leaves, as a camera a few metres off sees them: small clusters, each a faceted, flattened
 * twenty-sided clump turned its own way, at the points given, in a few greens (one mesh for each
 * green, so a hedge of thousands stays a handful of meshes).
 */
export function leafClusters(
  name: string,
  points: readonly Vector3[],
  size: [min: number, max: number],
  greens: readonly number[],
  next: () => number,
): Group {
  const group = new Group();
  group.name = name;
  const byGreen: BufferGeometry[][] = greens.map(() => []);
  const turn = new Matrix4();
  for (const point of points) {
    const r = size[0] + next() * (size[1] - size[0]);
    const clump = new IcosahedronGeometry(r, 0);
    clump.scale(1, 0.62, 1);
    clump.applyMatrix4(
      turn.makeRotationFromEuler(new Euler(next() * Math.PI, next() * Math.PI, next() * Math.PI)),
    );
    clump.translate(point.x, point.y, point.z);
    byGreen[Math.floor(next() * greens.length)]!.push(clump);
  }
  greens.forEach((green, i) => {
    if (byGreen[i]!.length === 0) return;
    const leaves = new MeshStandardMaterial({ color: green, roughness: 0.85 });
    leaves.name = "leaves";
    group.add(new Mesh(mergeGeometries(byGreen[i]!), leaves));
  });
  return group;
}

/** An olive tree in a tall pot (`seed` shapes its crown): grey-green leaves round nine masses. */
export function olive(pot: MeshStandardMaterial, seed = 11, scale = 1): Group {
  const tree = new Group();
  tree.name = "olive";
  const base = new Mesh(new CylinderGeometry(0.26, 0.2, 0.62, 28), pot);
  base.position.y = 0.31;
  const bark = new MeshStandardMaterial({ color: 0x5b4a3a, roughness: 1 });
  const trunk = new Mesh(new CylinderGeometry(0.035, 0.05, 1.0 * scale, 8), bark);
  trunk.position.y = 0.55 + 0.5 * scale;
  const shade = new MeshStandardMaterial({ color: 0x4f5a40, roughness: 0.95 });
  shade.name = "leaves";
  const next = random(seed);
  tree.add(base, trunk);
  const leaves: Vector3[] = [];
  for (let i = 0; i < 9; i++) {
    const r = (0.13 + next() * 0.1) * scale;
    const a = (i / 9) * Math.PI * 2 + next();
    const out = (0.1 + next() * 0.18) * scale;
    const centre = new Vector3(
      Math.cos(a) * out,
      0.55 + 0.95 * scale + next() * 0.45 * scale,
      Math.sin(a) * out,
    );
    // A darker mass inside, so the light does not pass between the leaves.
    const inner = new Mesh(new IcosahedronGeometry(r * 0.7, 1), shade);
    inner.position.copy(centre);
    inner.scale.y = 0.8;
    tree.add(inner);
    // The leaves over its surface, about one for every 20 cm² of it.
    const count = Math.round((4 * Math.PI * r * r) / 0.002);
    for (let k = 0; k < count; k++) {
      const z = next() * 2 - 1;
      const t = next() * Math.PI * 2;
      const ring = Math.sqrt(1 - z * z);
      const depth = r * (0.85 + next() * 0.2);
      leaves.push(
        new Vector3(
          centre.x + Math.cos(t) * ring * depth,
          centre.y + z * depth * 0.8,
          centre.z + Math.sin(t) * ring * depth,
        ),
      );
    }
  }
  tree.add(
    leafClusters("olive-leaves", leaves, [0.022, 0.04], [0x7f8d6a, 0x8d9a78, 0x6c7a58], next),
  );
  return tree;
}

/**
 * A towel folded once and laid across a bench, falling over its front edge: the cloth's section
 * (along the bench's depth, the edge at the origin, the bench's top at 0) swept across its width,
 * its corners rounded, the part that hangs rippling gently. Metres; the bench's front faces +z.
 */
export function drapedTowel(): BufferGeometry {
  const thick = 0.009; // two layers of terry
  const half = thick / 2;
  const onBench = 0.26;
  const fall = 0.11;
  const edge = 0.012; // the bench's edge, eased
  const width = 0.3;
  // The cloth's middle line, from its back on the bench to its hem: (forward, up).
  const line: [number, number][] = [];
  for (let i = 0; i <= 4; i++) line.push([-onBench + ((onBench - edge) * i) / 4, half]);
  for (let i = 1; i <= 6; i++) {
    const a = (Math.PI / 2) * (1 - i / 6);
    line.push([-edge + (edge + half) * Math.cos(a), -edge + (edge + half) * Math.sin(a)]);
  }
  for (let i = 1; i <= 6; i++) {
    const s = i / 6;
    line.push([half + 0.012 * s * s + 0.002 * Math.sin(Math.PI * s), -edge - fall * s]);
  }
  // Each side of the cloth, half its thickness from the line; its two ends rounded over.
  const side = (sign: number) =>
    line.map(([u, v], i) => {
      const [pu, pv] = line[Math.max(0, i - 1)]!;
      const [nu, nv] = line[Math.min(line.length - 1, i + 1)]!;
      const length = Math.hypot(nu - pu, nv - pv);
      return new Vector2(
        u - (sign * half * (nv - pv)) / length,
        v + (sign * half * (nu - pu)) / length,
      );
    });
  const end = (at: [number, number], towards: [number, number], from: Vector2) => {
    const [u, v] = at;
    const a0 = Math.atan2(from.y - v, from.x - u);
    const turn = Math.sign((towards[0] - u) * (from.y - v) - (towards[1] - v) * (from.x - u)) || 1;
    return [1, 2, 3].map(
      (k) =>
        new Vector2(
          u + half * Math.cos(a0 + (turn * Math.PI * k) / 4),
          v + half * Math.sin(a0 + (turn * Math.PI * k) / 4),
        ),
    );
  };
  const upper = side(1);
  const lower = side(-1).reverse();
  const hem = line[line.length - 1]!;
  const back = line[0]!;
  const outline = [
    ...upper,
    ...end(hem, line[line.length - 2]!, upper[upper.length - 1]!),
    ...lower,
    ...end(back, line[1]!, lower[lower.length - 1]!),
  ];
  const bevel = 0.003;
  const geometry = new ExtrudeGeometry(new Shape(outline), {
    depth: width - 2 * bevel,
    steps: 16,
    bevelEnabled: true,
    bevelThickness: bevel,
    bevelSize: 0.0035,
    bevelOffset: -0.0035,
    bevelSegments: 2,
  });
  // The section's plane turned to the bench's (forward is +z), the width along x, centred.
  geometry.rotateY(-Math.PI / 2);
  geometry.translate((width - 2 * bevel) / 2, 0, 0);
  // The hanging part ripples across its width, more towards the hem.
  const position = geometry.getAttribute("position");
  for (let i = 0; i < position.count; i++) {
    const below = Math.max(0, -position.getY(i) - edge) / fall;
    if (below > 0)
      position.setZ(
        i,
        position.getZ(i) + 0.005 * below * Math.sin((position.getX(i) / 0.12) * Math.PI * 2),
      );
  }
  geometry.deleteAttribute("uv");
  const smooth = mergeVertices(geometry, 1e-5);
  smooth.computeVertexNormals();
  return smooth;
}

/**
 * A wall light as the evening shows it, lit: a frosted glass cylinder held off the wall by a bronze
 * arm on a slim backplate, capped top and bottom, so that it reads as a fitting and washes the wall
 * around it rather than glaring as a bare block. (By day the lights are plain pale shades.) Its
 * origin is on the wall, at the shade's height.
 */
export function wallLight() {
  const bronze = new MeshStandardMaterial({ color: 0x3a3028, roughness: 0.4, metalness: 0.7 });
  bronze.name = "wall-light-bronze";
  const glass = new MeshBasicMaterial({ color: 0xffd9a8 });
  glass.name = "wall-light";
  const sconce = new Group();
  sconce.name = "wall-light";
  const out = 0.1;
  sconce.add(block("wall-light:plate", [0.07, 0.2, 0.012], [0, 0, 0.006], bronze));
  sconce.add(block("wall-light:arm", [0.024, 0.024, out], [0, 0, out / 2], bronze));
  const shade = new Mesh(new CylinderGeometry(0.05, 0.05, 0.2, 32), glass);
  shade.name = "wall-light:shade";
  shade.position.set(0, 0, out);
  sconce.add(shade);
  for (const y of [-0.1, 0.1]) {
    const cap = new Mesh(new CylinderGeometry(0.054, 0.054, 0.012, 32), bronze);
    cap.name = "wall-light:cap";
    cap.position.set(0, y, out);
    sconce.add(cap);
  }
  return sconce;
}

/**
 * What a sauna is used with, on its upper bench: a cedar bucket with its ladle, and a folded
 * towel. It is part of the setting, not the cabin: it is not in the cabin's size or its AR file.
 */
export function dressing(
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

  const towel = new Mesh(drapedTowel(), linen);
  towel.name = "towel-on-bench";
  // Laid across the bench, its front falling over the bench's edge.
  towel.position.copy(toScene(frame, x0 + (x1 - x0) * 0.45, top, D - WALL - UPPER_BENCH.depth));

  group.add(bucket, towel);
  return group;
}
