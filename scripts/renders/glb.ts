/**
 * A shot's scene as binary glTF, for the path tracer: three.js's exporter over the stand-in canvas
 * that encodes its textures (`../models/canvas.ts`), visible objects only.
 *
 * The exporter warns of every point light that the glTF file keeps no decay for; the path tracer
 * takes those lights out and lights the room by the strips themselves (`cycles.py`), so the
 * warning says nothing about a picture and is left out of the renders' output.
 */
import type { Object3D } from "three";
import { GLTFExporter } from "three/examples/jsm/exporters/GLTFExporter.js";

import { withWebCanvas } from "../models/canvas";

const LIGHT_DECAY = /Light decay may be lost/;

export async function exportGlb(scene: Object3D): Promise<Uint8Array> {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (!args.some((arg) => typeof arg === "string" && LIGHT_DECAY.test(arg))) warn(...args);
  };
  try {
    const result = await withWebCanvas(() =>
      new GLTFExporter().parseAsync(scene, { binary: true, onlyVisible: true }),
    );
    if (!(result instanceof ArrayBuffer)) throw new Error("The glTF exporter gave no binary.");
    return new Uint8Array(result);
  } finally {
    console.warn = warn;
  }
}
