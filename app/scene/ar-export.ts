/**
 * A cabin as files for augmented reality: binary glTF (`.glb`, for Android's Scene Viewer and any
 * glTF viewer) and USDZ (for iOS Quick Look), both in metres with Y up, the cabin standing on the
 * ground and centred, so a phone places it at its true size.
 *
 * The model is the 3D scene's own (`buildCabin`), with three changes for a file rather than a live
 * scene: no lights (a viewer lights the room it shows the cabin in; a point light in a file is
 * either ignored or lights everything), the glowing light strips become a plain material with a
 * warm emissive colour (Quick Look knows only one kind of material), and the timber textures are
 * halved (256 × 512 pixels) and stored as JPEG.
 *
 * Only standard web APIs are used (OffscreenCanvas, ImageData, Blob, FileReader), so this runs in a
 * browser as it is, e.g. for a configured design. The build runs it in Node with a small stand-in
 * for those APIs (`scripts/models/canvas.ts`).
 */
import {
  type Material,
  type Mesh,
  MeshStandardMaterial,
  type Object3D,
  RepeatWrapping,
  SRGBColorSpace,
  Texture,
} from "three";
import { GLTFExporter } from "three/examples/jsm/exporters/GLTFExporter.js";
import { USDZExporter } from "three/examples/jsm/exporters/USDZExporter.js";

import type { CabinModel, TimberId } from "~/content/range-core";

import { buildCabin } from "./scene";
import { timberTexture } from "./timber";

/** The timber textures' size in the files: half the 3D scene's, plenty at arm's length. */
export const AR_TEXTURE_SIZE = { u: 256, v: 512 } as const;

/** The date written into the USDZ package's entries, so the same cabin gives the same bytes. */
const PACKAGE_DATE = new Date(2026, 10, 24);

/** RGBA pixels halved each way by averaging each 2 × 2 block. */
export function halve(
  pixels: ArrayLike<number>,
  width: number,
  height: number,
): Uint8ClampedArray<ArrayBuffer> {
  const w = width >> 1;
  const h = height >> 1;
  const out = new Uint8ClampedArray(w * h * 4);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const a = (2 * y * width + 2 * x) * 4;
      const b = a + width * 4;
      for (let c = 0; c < 4; c++) {
        out[(y * w + x) * 4 + c] =
          (pixels[a + c]! + pixels[a + 4 + c]! + pixels[b + c]! + pixels[b + 4 + c]! + 2) / 4;
      }
    }
  }
  return out;
}

/** A timber's texture for the files: halved, on a canvas (what the exporters read), as JPEG. */
function arTimberTexture(id: TimberId): Texture {
  const source = timberTexture(id).image as { data: Uint8ClampedArray; width: number };
  const { u, v } = AR_TEXTURE_SIZE;
  if (source.width < u) throw new Error(`The ${id} texture is narrower than ${u} px.`);
  let pixels: Uint8ClampedArray<ArrayBuffer> = Uint8ClampedArray.from(source.data);
  for (let size = source.width; size > u; size >>= 1) {
    pixels = halve(pixels, size, (size * v) / u);
  }
  const canvas = new OffscreenCanvas(u, v);
  const context = canvas.getContext("2d");
  if (!context) throw new Error("No 2D canvas to encode the timber textures.");
  context.putImageData(new ImageData(pixels, u, v), 0, 0);
  const texture = new Texture(canvas as unknown as HTMLCanvasElement);
  texture.name = `timber:${id}`;
  // The 3D scene's textures are uploaded row 0 first (DataTexture): the files keep that order.
  texture.flipY = false;
  texture.colorSpace = SRGBColorSpace;
  texture.wrapS = texture.wrapT = RepeatWrapping;
  texture.userData = { mimeType: "image/jpeg" };
  texture.needsUpdate = true;
  return texture;
}

/**
 * The cabin of `model` ready for export: its group without lights, every material one that both
 * formats carry (see the module's comment).
 */
export function arCabin(model: CabinModel): Object3D {
  const { group } = buildCabin(model);
  const lights: Object3D[] = [];
  group.traverse((child) => {
    if ((child as { isLight?: boolean }).isLight) lights.push(child);
  });
  for (const light of lights) light.removeFromParent();

  const textures = new Map<TimberId, Texture>();
  const replaced = new Map<Material, Material>();
  const forFile = (material: Material): Material => {
    let out = replaced.get(material);
    if (out) return out;
    if (material instanceof MeshStandardMaterial) {
      out = material.clone();
      const timber = material.userData.timber as TimberId | undefined;
      if (timber) {
        let texture = textures.get(timber);
        if (!texture) textures.set(timber, (texture = arTimberTexture(timber)));
        (out as MeshStandardMaterial).map = texture;
      }
    } else {
      // The light strips: a warm surface that glows by itself.
      const colour = (material as MeshStandardMaterial).color;
      out = new MeshStandardMaterial({ color: colour, emissive: colour, roughness: 1 });
    }
    out.name = material.name;
    replaced.set(material, out);
    return out;
  };
  group.traverse((child) => {
    const mesh = child as Mesh;
    if (!mesh.isMesh) return;
    mesh.material = Array.isArray(mesh.material)
      ? mesh.material.map(forFile)
      : forFile(mesh.material);
  });
  group.updateMatrixWorld(true);
  return group;
}

/** The cabin as binary glTF 2.0. */
export async function exportGlb(model: CabinModel): Promise<Uint8Array> {
  const result = await new GLTFExporter().parseAsync(arCabin(model), {
    binary: true,
    onlyVisible: true,
  });
  if (!(result instanceof ArrayBuffer)) throw new Error("The glTF exporter gave no binary.");
  return new Uint8Array(result);
}

/** The cabin as a USDZ package for Quick Look, placed on the floor. */
export async function exportUsdz(model: CabinModel): Promise<Uint8Array> {
  const bytes = await new USDZExporter().parseAsync(arCabin(model), {
    quickLookCompatible: true,
    includeAnchoringProperties: true,
    ar: { anchoring: { type: "plane" }, planeAnchoring: { alignment: "horizontal" } },
    maxTextureSize: Math.max(AR_TEXTURE_SIZE.u, AR_TEXTURE_SIZE.v),
  });
  return stampZipDates(bytes, PACKAGE_DATE);
}

/* The zip container of a USDZ package --------------------------------------------------------- */

export interface ZipEntry {
  name: string;
  /** 0 = stored (uncompressed). */
  method: number;
  /** Where the entry's data starts in the archive, and its size there. */
  dataOffset: number;
  compressedSize: number;
  size: number;
  /** Where the entry's local header and its central directory record start. */
  headerOffset: number;
  directoryOffset: number;
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;

/** The entries of a zip archive, in the order of its central directory. */
export function readZip(bytes: Uint8Array): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 65535); at--) {
    if (view.getUint32(at, true) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) throw new Error("Not a zip archive: no end of central directory.");
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const entries: ZipEntry[] = [];
  const decoder = new TextDecoder();
  for (let i = 0; i < count; i++) {
    if (view.getUint32(at, true) !== CENTRAL_HEADER) throw new Error("Broken central directory.");
    const nameLength = view.getUint16(at + 28, true);
    const headerOffset = view.getUint32(at + 42, true);
    const name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    if (view.getUint32(headerOffset, true) !== LOCAL_HEADER) {
      throw new Error(`${name}: no local header where the directory says.`);
    }
    entries.push({
      name,
      method: view.getUint16(at + 10, true),
      dataOffset:
        headerOffset +
        30 +
        view.getUint16(headerOffset + 26, true) +
        view.getUint16(headerOffset + 28, true),
      compressedSize: view.getUint32(at + 20, true),
      size: view.getUint32(at + 24, true),
      headerOffset,
      directoryOffset: at,
    });
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return entries;
}

/** Sets every entry's modification date (local header and directory) to `date`, in place. */
export function stampZipDates(bytes: Uint8Array, date: Date): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const time = (date.getHours() << 11) | (date.getMinutes() << 5) | (date.getSeconds() >> 1);
  const day = ((date.getFullYear() - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate();
  for (const entry of readZip(bytes)) {
    view.setUint16(entry.headerOffset + 10, time, true);
    view.setUint16(entry.headerOffset + 12, day, true);
    view.setUint16(entry.directoryOffset + 12, time, true);
    view.setUint16(entry.directoryOffset + 14, day, true);
  }
  return bytes;
}
