// @vitest-environment node
/**
 * The AR files of every sauna: the glTF passes the Khronos validator and measures the catalogue's
 * outside size to the millimetre; the USDZ is a package Quick Look can open (an uncompressed zip,
 * every file's data on a 64-byte boundary, the scene first, in metres with Y up).
 */
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { zipSync } from "three/examples/jsm/libs/fflate.module.js";
import { validateBytes } from "gltf-validator";
import sharp from "sharp";
import { Box3, Matrix4, Quaternion, Vector3 } from "three";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { saunaRange } from "../../app/catalogue/range-cabins";
import { AR_TEXTURE_SIZE, halve, readZip } from "../../app/scene/ar-export";
import { expectOutsideSize } from "../../tests/expect-outside-size";
import { usdaOf, usdzBounds, usdzProblems } from "../../tests/usdz";
import { buildModels, exportModels } from "./build-models";

/* Reading a GLB ---------------------------------------------------------------------------------- */

interface GltfNode {
  mesh?: number;
  children?: number[];
  matrix?: number[];
  translation?: [number, number, number];
  rotation?: [number, number, number, number];
  scale?: [number, number, number];
}
interface Gltf {
  asset: { version: string };
  scene?: number;
  scenes: { nodes: number[] }[];
  nodes: GltfNode[];
  meshes: { primitives: { attributes: { POSITION: number }; material?: number }[] }[];
  accessors: { min?: number[]; max?: number[] }[];
  materials: {
    name?: string;
    alphaMode?: string;
    pbrMetallicRoughness?: { baseColorFactor?: number[] };
  }[];
  images?: { mimeType: string; bufferView: number }[];
  bufferViews: { byteOffset?: number; byteLength: number }[];
  extensionsUsed?: string[];
}

function readGlb(bytes: Uint8Array): { json: Gltf; bin: Uint8Array } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(0, true) !== 0x46546c67) throw new Error("Not a GLB: no glTF magic.");
  const jsonLength = view.getUint32(12, true);
  const json = JSON.parse(new TextDecoder().decode(bytes.subarray(20, 20 + jsonLength))) as Gltf;
  const binStart = 20 + jsonLength + 8;
  return { json, bin: bytes.subarray(binStart, binStart + view.getUint32(20 + jsonLength, true)) };
}

/** The box round every mesh: each POSITION accessor's min/max corners under the node transforms. */
function glbBounds({ json }: { json: Gltf }): Box3 {
  const box = new Box3();
  const visit = (index: number, parent: Matrix4) => {
    const node = json.nodes[index]!;
    const local = node.matrix
      ? new Matrix4().fromArray(node.matrix)
      : new Matrix4().compose(
          new Vector3(...(node.translation ?? [0, 0, 0])),
          new Quaternion(...(node.rotation ?? [0, 0, 0, 1])),
          new Vector3(...(node.scale ?? [1, 1, 1])),
        );
    const world = parent.clone().multiply(local);
    if (node.mesh !== undefined) {
      for (const primitive of json.meshes[node.mesh]!.primitives) {
        const { min, max } = json.accessors[primitive.attributes.POSITION]!;
        if (!min || !max) throw new Error("A POSITION accessor without min and max.");
        for (let corner = 0; corner < 8; corner++) {
          box.expandByPoint(
            new Vector3(
              corner & 1 ? max[0]! : min[0]!,
              corner & 2 ? max[1]! : min[1]!,
              corner & 4 ? max[2]! : min[2]!,
            ).applyMatrix4(world),
          );
        }
      }
    }
    for (const child of node.children ?? []) visit(child, world);
  };
  for (const index of json.scenes[json.scene ?? 0]!.nodes) visit(index, new Matrix4());
  return box;
}

/** Metres to whole millimetres (never -0). */
const mm = (metres: number) => Math.round(metres * 1000) + 0;

/* Checking a USDZ -------------------------------------------------------------------------------- */

/* The range --------------------------------------------------------------------------------------- */

const warnings: string[] = [];

afterAll(() => {
  // Reported, not failed: the validator's warnings, if any (there were none when this was written).
  if (warnings.length) console.warn(`glTF validator warnings:\n${warnings.join("\n")}`);
});

describe.each(saunaRange.map((sauna) => [sauna.slug, sauna.model] as const))(
  "the %s's AR files",
  (slug, model) => {
    let glb: Uint8Array;
    let usdz: Uint8Array;
    beforeAll(async () => {
      ({ glb, usdz } = await exportModels(model));
    });

    it("are a glTF 2.0 binary the Khronos validator passes with no errors", async () => {
      const report = await validateBytes(glb, { maxIssues: 1000 });
      const errors = report.issues.messages.filter((message) => message.severity === 0);
      expect(errors.map((error) => `${error.code} ${error.pointer ?? ""}`)).toEqual([]);
      expect(report.issues.numErrors).toBe(0);
      for (const warning of report.issues.messages.filter((message) => message.severity === 1)) {
        warnings.push(`${slug}: ${warning.code} ${warning.message} ${warning.pointer ?? ""}`);
      }
      expect(readGlb(glb).json.asset.version).toBe("2.0");
    });

    it("measure the catalogue's outside size to the millimetre, standing on the ground", () => {
      const box = glbBounds(readGlb(glb));
      expectOutsideSize(box, model);
    });

    it("carry no lights, transparent glass, and small JPEG timber", async () => {
      const { json, bin } = readGlb(glb);
      expect(json.extensionsUsed ?? []).not.toContain("KHR_lights_punctual");
      const glass = json.materials.filter((material) => material.name === "glass");
      expect(glass).toHaveLength(1);
      expect(glass[0]!.alphaMode).toBe("BLEND");
      expect(glass[0]!.pbrMetallicRoughness?.baseColorFactor?.[3]).toBeLessThan(0.5);
      const images = json.images ?? [];
      expect(images.length).toBeGreaterThan(0);
      for (const image of images) {
        expect(image.mimeType).toBe("image/jpeg");
        const view = json.bufferViews[image.bufferView]!;
        const offset = view.byteOffset ?? 0;
        const meta = await sharp(bin.subarray(offset, offset + view.byteLength)).metadata();
        expect(meta.format).toBe("jpeg");
        expect([meta.width, meta.height]).toEqual([AR_TEXTURE_SIZE.u, AR_TEXTURE_SIZE.v]);
      }
      expect(glb.byteLength).toBeLessThan(400 * 1024);
    });

    it("include a USDZ package Quick Look can open, in metres with Y up", () => {
      expect(usdzProblems(usdz)).toEqual([]);
      const layer = usdaOf(usdz);
      // No lights, and glass seen through.
      expect(layer).not.toMatch(/\b(SphereLight|DistantLight|RectLight)\b/);
      expect(layer).toMatch(/float inputs:opacity = 0\.1/);
      expect(layer).toMatch(/preliminary:anchoring:type = "plane"/);
      expect(usdz.byteLength).toBeLessThan(600 * 1024);
    });

    it("place the USDZ's cabin at the catalogue's outside size to the millimetre", () => {
      expectOutsideSize(usdzBounds(usdz), model);
    });
  },
);

describe("the checks", () => {
  const model = saunaRange[0]!.model;
  let files: { glb: Uint8Array; usdz: Uint8Array };
  beforeAll(async () => {
    files = await exportModels(model);
  });

  it("give the same glTF bytes for the same cabin", async () => {
    // (The USDZ's names carry three.js's object ids, which count up within one process.)
    const again = await exportModels(model);
    expect(Buffer.from(again.glb).equals(Buffer.from(files.glb))).toBe(true);
  });

  it("find a broken glTF, and a cabin of another size", async () => {
    const broken = Uint8Array.from(files.glb);
    broken.fill(0x20, 30, 60);
    expect((await validateBytes(broken)).issues.numErrors).toBeGreaterThan(0);
    const other = saunaRange.find((sauna) => sauna.model.width !== model.width)!.model;
    const otherFiles = await exportModels(other);
    const box = glbBounds(readGlb(otherFiles.glb));
    expect(mm(box.max.x - box.min.x)).not.toBe(model.width);
    const usdzBox = usdzBounds(otherFiles.usdz);
    expect(mm(usdzBox.max.x - usdzBox.min.x)).not.toBe(model.width);
  });

  it("find a compressed or misaligned package, or one whose scene is not first", () => {
    const entries = readZip(files.usdz);
    const contents = Object.fromEntries(
      entries.map((entry) => [
        entry.name,
        files.usdz.slice(entry.dataOffset, entry.dataOffset + entry.size),
      ]),
    );
    expect(usdzProblems(zipSync(contents, { level: 6 })).join()).toMatch(/compressed/);
    expect(usdzProblems(zipSync(contents, { level: 0 })).join()).toMatch(/multiple of 64/);
    const names = entries.map((entry) => entry.name);
    const texture = names.find((name) => name.endsWith(".jpg"))!;
    const reordered = Object.fromEntries(
      [texture, ...names.filter((name) => name !== texture)].map(
        (name) => [name, contents[name]!] as const,
      ),
    );
    expect(usdzProblems(zipSync(reordered, { level: 0 })).join()).toMatch(/first file/);
    expect(usdzProblems(new Uint8Array(100))).not.toEqual([]);
  });
});

describe("halve", () => {
  it("averages each 2 × 2 block of RGBA pixels", () => {
    // 2 × 2 pixels: black, white, white, black, all opaque.
    const pixels = [0, 0, 0, 255, 255, 255, 255, 255, 255, 255, 255, 255, 0, 0, 0, 255];
    expect([...halve(pixels, 2, 2)]).toEqual([128, 128, 128, 255]);
  });
});

describe("buildModels", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "models-"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("writes both files per sauna, then does nothing while nothing changes", async () => {
    const models = saunaRange.slice(0, 1).map(({ slug, model }) => ({ slug, model }));
    const log: string[] = [];
    const options = {
      publicDir: dir,
      models,
      cacheFile: join(dir, "key"),
      log: (line: string) => log.push(line),
    };
    expect((await buildModels(options)).written).toBe(2);
    expect((await readdir(join(dir, "models"))).sort()).toEqual(
      [`${models[0]!.slug}.glb`, `${models[0]!.slug}.usdz`].sort(),
    );
    expect((await buildModels(options)).written).toBe(0);
    expect(log.at(-1)).toMatch(/up to date/);
  });
});
