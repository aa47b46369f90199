import { describe, expect, it } from "vitest";

import { shotScene } from "./scene-file";
import { shots } from "./shots";

/** The JSON chunk of a binary glTF file. */
function gltfJson(glb: Uint8Array) {
  const view = new DataView(glb.buffer, glb.byteOffset, glb.byteLength);
  const length = view.getUint32(12, true);
  return JSON.parse(new TextDecoder().decode(glb.subarray(20, 20 + length))) as {
    materials: { name: string }[];
    cameras: { perspective: { yfov: number } }[];
    nodes: { name?: string; camera?: number }[];
  };
}

const shot = (id: string) => shots.find((candidate) => candidate.id === id)!;

describe("a shot's scene file for the path tracer", { timeout: 60_000 }, () => {
  it("holds the shot's camera, its extras and the materials the path tracer gives properties to", async () => {
    const main = shot("saunas/aurora/main");
    const { glb, extras } = await shotScene(main);
    const json = gltfJson(glb);
    expect(json.nodes.filter((node) => node.camera !== undefined)).toHaveLength(1);
    expect(json.cameras[0]!.perspective.yfov).toBeCloseTo((extras.fov * Math.PI) / 180, 5);
    expect(extras).toMatchObject({ id: main.id, hour: "day", outside: true });
    const names = json.materials.map((material) => material.name);
    expect(names).toEqual(expect.arrayContaining(["glass", "glow", "plaster", "window:day"]));
    expect(names.some((name) => name.startsWith("cladding:"))).toBe(true);
    // Only what the real-time renderer needs is left out.
    expect(json.nodes.map((node) => node.name)).not.toContain("contact-shadow");
  });

  it("knows a view from the bench stands inside the room", async () => {
    const { extras } = await shotScene(shot("saunas/aurora/gallery-2"));
    expect(extras.outside).toBe(false);
    expect(extras.exposure).toBeLessThan(1);
  });
});
