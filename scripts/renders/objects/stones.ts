/**
 * Sauna stones, for the heaters' pictures: rounded, slightly flattened pieces of dark rock, each
 * its own irregular shape and one of four greys, packed in layers into whatever holds them (a
 * basket, a cage, a ring of rods). Placed from a fixed seed, so the same heater gets the same
 * stones every time and its picture's key does not drift.
 *
 * Metres, Y up, like the rest of the 3D scene.
 */
import {
  type BufferAttribute,
  Group,
  IcosahedronGeometry,
  Mesh,
  MeshStandardMaterial,
} from "three";
import { mergeVertices } from "three/examples/jsm/utils/BufferGeometryUtils.js";

/** A seeded random number from 0 to 1 (Park and Miller's generator): the same run every time. */
export function seeded(seed: number): () => number {
  let state = seed % 2147483647 || 1;
  return () => (state = (state * 16807) % 2147483647) / 2147483647;
}

/** Four tones of the dark olivine and diabase that sauna stones are cut from. */
const TONES = [0x4a4845, 0x57534e, 0x3c3a38, 0x635d56] as const;

function stoneMaterials(): MeshStandardMaterial[] {
  return TONES.map((color, i) => {
    const material = new MeshStandardMaterial({ color, roughness: 0.88 });
    material.name = `stone:${i}`;
    return material;
  });
}

/** A few stone shapes: an icosphere pushed in and out at random, then smoothed. */
function stoneShapes(random: () => number, count: number) {
  return Array.from({ length: count }, () => {
    const geometry = mergeVertices(new IcosahedronGeometry(1, 3));
    const position = geometry.getAttribute("position") as BufferAttribute;
    // Three random lobes and a little roughness make a pebble rather than a ball.
    const lobes = Array.from({ length: 3 }, () => {
      const [a, b] = [random() * Math.PI * 2, Math.acos(2 * random() - 1)];
      return {
        x: Math.sin(b) * Math.cos(a),
        y: Math.sin(b) * Math.sin(a),
        z: Math.cos(b),
        w: 0.12 + random() * 0.14,
      };
    });
    for (let i = 0; i < position.count; i++) {
      const [x, y, z] = [position.getX(i), position.getY(i), position.getZ(i)];
      let r = 1 + (random() - 0.5) * 0.035;
      for (const lobe of lobes)
        r += lobe.w * Math.max(0, x * lobe.x + y * lobe.y + z * lobe.z) ** 2;
      position.setXYZ(i, x * r, y * r, z * r);
    }
    geometry.computeVertexNormals();
    return geometry;
  });
}

/** Where stones may go: whether a point (x, z) of a layer lies inside the holder. */
export type Holder = (x: number, z: number) => boolean;

export interface StoneFill {
  /** Inside the holder, in plan. */
  holds: Holder;
  /** The holder's extent in plan: x from, x to, z from, z to (metres). */
  extent: [number, number, number, number];
  /** Heights of the fill's bottom and top (metres); the top layer heaps a little above it. */
  from: number;
  to: number;
  /** A stone's size across (metres), the smallest and largest. */
  size: [number, number];
  seed: number;
}

/** Stones packed in layers into a holder, each stone clear of the holder's edge. */
export function stoneFill({ holds, extent, from, to, size, seed }: StoneFill): Group {
  const random = seeded(seed);
  const shapes = stoneShapes(random, 6);
  const materials = stoneMaterials();
  const group = new Group();
  group.name = "stones";
  const [x0, x1, z0, z1] = extent;
  const step = (size[0] + size[1]) / 2;
  let layer = 0;
  for (let y = from + step * 0.3; y <= to + step * 0.15; y += step * 0.62, layer++) {
    const offset = layer % 2 ? step / 2 : 0;
    for (let x = x0 + offset; x <= x1; x += step * 0.92)
      for (let z = z0 + (layer % 3) * step * 0.3; z <= z1; z += step * 0.92) {
        const d = size[0] + random() * (size[1] - size[0]);
        const px = x + (random() - 0.5) * step * 0.35;
        const pz = z + (random() - 0.5) * step * 0.35;
        const r = d / 2;
        // The whole stone inside the holder: its centre and the four points of its girth.
        if (
          ![
            [0, 0],
            [r, 0],
            [-r, 0],
            [0, r],
            [0, -r],
          ].every(([dx, dz]) => holds(px + dx!, pz + dz!))
        )
          continue;
        const stone = new Mesh(
          shapes[Math.floor(random() * shapes.length)],
          materials[Math.floor(random() * materials.length)],
        );
        stone.name = "stone";
        stone.position.set(px, y + (random() - 0.5) * step * 0.15, pz);
        stone.scale.set(r, r * (0.62 + random() * 0.16), r * (0.85 + random() * 0.15));
        stone.rotation.set((random() - 0.5) * 0.6, random() * Math.PI * 2, (random() - 0.5) * 0.6);
        group.add(stone);
      }
  }
  return group;
}
