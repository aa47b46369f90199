import { expect } from "vitest";

import type { Dimensions } from "../app/content/range-core";

/** A box in metres, as three.js's `Box3` gives it. */
interface Bounds {
  min: { x: number; y: number; z: number };
  max: { x: number; y: number; z: number };
}

/** Metres to whole millimetres (and never -0). */
const mm = (metres: number) => Math.round(metres * 1000) + 0;

/**
 * For the 3D model's tests (the scene and the files exported for AR): the box measures the
 * catalogue's outside size to the millimetre, standing on the ground, centred on the origin.
 */
export function expectOutsideSize(box: Bounds, size: Dimensions) {
  expect(mm(box.max.x - box.min.x)).toBe(size.width);
  expect(mm(box.max.y - box.min.y)).toBe(size.height);
  expect(mm(box.max.z - box.min.z)).toBe(size.depth);
  expect(mm(box.min.y)).toBe(0);
  expect(mm(box.min.x + box.max.x)).toBe(0);
  expect(mm(box.min.z + box.max.z)).toBe(0);
}
