/**
 * Takes the grain out of a path-traced picture, with the network Open Image Denoise trained for
 * exactly this (a U-Net that reads the noisy colour beside the surfaces' albedo and normals, which
 * a path tracer gets clean from its first hit). Blender's Cycles in Debian's build comes without
 * Open Image Denoise, so the network runs here, on the CPU, in TensorFlow.js's WebAssembly backend.
 *
 * The weights (`denoise-weights/rt_hdr_alb_nrm.tza`) are Open Image Denoise's own, published
 * under the Apache License 2.0 (the licence and where they come from are beside them). The
 * network's shape and the way its input is prepared follow Open Image Denoise: automatic
 * exposure, its perceptually uniform transfer curve for HDR colour, normals mapped to 0..1, tiles
 * that overlap by 96 pixels (past the network's reach), so the picture does not depend on the
 * tiling.
 * docs/decisions/029-path-traced-pictures.md says why and what it costs.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import * as tf from "@tensorflow/tfjs-core";
import { setWasmPaths } from "@tensorflow/tfjs-backend-wasm";

const WEIGHTS = fileURLToPath(new URL("./denoise-weights/rt_hdr_alb_nrm.tza", import.meta.url));

/** Half-precision floats as Open Image Denoise stores its weights, widened to single. */
function halfToFloat(half: number): number {
  const sign = half & 0x8000 ? -1 : 1;
  const exponent = (half >> 10) & 0x1f;
  const fraction = half & 0x3ff;
  if (exponent === 0) return sign * fraction * 2 ** -24;
  if (exponent === 31) return fraction ? Number.NaN : sign * Infinity;
  return sign * (1 + fraction / 1024) * 2 ** (exponent - 15);
}

interface Tensor {
  dims: number[];
  layout: string;
  data: Float32Array;
}

/**
 * Reads a TZA file, Open Image Denoise's container for weights: a header with the offset of a
 * table at the end, and for each tensor its name, shape, layout, type and where its data lies.
 */
export function readTza(buffer: Buffer): Map<string, Tensor> {
  if (buffer.readUInt16LE(0) !== 0x41d7 || buffer[2] !== 2) {
    throw new Error("denoise: the weights file is not a version 2 TZA file.");
  }
  let at = Number(buffer.readBigUInt64LE(4));
  const count = buffer.readUInt32LE(at);
  at += 4;
  const tensors = new Map<string, Tensor>();
  for (let i = 0; i < count; i++) {
    const nameLength = buffer.readUInt16LE(at);
    at += 2;
    const name = buffer.toString("utf8", at, at + nameLength);
    at += nameLength;
    const rank = buffer[at]!;
    at += 1;
    const dims = Array.from({ length: rank }, (_, d) => buffer.readUInt32LE(at + 4 * d));
    at += 4 * rank;
    const layout = buffer.toString("ascii", at, at + rank);
    at += rank;
    const type = String.fromCharCode(buffer[at]!);
    at += 1;
    const offset = Number(buffer.readBigUInt64LE(at));
    at += 8;
    const size = dims.reduce((a, b) => a * b, 1);
    const data = new Float32Array(size);
    if (type === "h") {
      for (let j = 0; j < size; j++) data[j] = halfToFloat(buffer.readUInt16LE(offset + 2 * j));
    } else if (type === "f") {
      for (let j = 0; j < size; j++) data[j] = buffer.readFloatLE(offset + 4 * j);
    } else {
      throw new Error(`denoise: tensor ${name} has a type (${type}) this reader does not know.`);
    }
    tensors.set(name, { dims, layout, data });
  }
  return tensors;
}

// Open Image Denoise's perceptually uniform transfer curve for HDR colour.
const PU = {
  a: 1.41283765e3,
  b: 1.64593172,
  c: 0.431384981,
  d: -2.94139609e-3,
  e: 0.192653254,
  f: 6.26026094e-3,
  g: 0.998620152,
  y0: 1.5794576e-6,
  y1: 3.22087631e-2,
  x0: 2.23151711e-3,
  x1: 0.370974749,
};
function puForward(y: number): number {
  if (y <= PU.y0) return PU.a * y;
  if (y <= PU.y1) return PU.b * y ** PU.c + PU.d;
  return PU.e * Math.log(y + PU.f) + PU.g;
}
function puInverse(x: number): number {
  if (x <= PU.x0) return x / PU.a;
  if (x <= PU.x1) return ((x - PU.d) / PU.b) ** (1 / PU.c);
  return Math.exp((x - PU.g) / PU.e) - PU.f;
}
const NORM_SCALE = 1 / puForward(65504);

/**
 * The exposure that brings the picture's average brightness to middle grey, as Open Image
 * Denoise measures it: the mean of log2 luminance over 16 × 16 bins.
 */
export function autoExposure(colour: Float32Array, width: number, height: number): number {
  const binsY = Math.ceil(height / 16);
  const binsX = Math.ceil(width / 16);
  let sum = 0;
  let counted = 0;
  for (let by = 0; by < binsY; by++) {
    const y0 = Math.floor((by * height) / binsY);
    const y1 = Math.floor(((by + 1) * height) / binsY);
    for (let bx = 0; bx < binsX; bx++) {
      const x0 = Math.floor((bx * width) / binsX);
      const x1 = Math.floor(((bx + 1) * width) / binsX);
      let total = 0;
      for (let y = y0; y < y1; y++) {
        for (let x = x0; x < x1; x++) {
          const i = 3 * (y * width + x);
          const l = 0.212671 * colour[i]! + 0.71516 * colour[i + 1]! + 0.072169 * colour[i + 2]!;
          total += Number.isFinite(l) && l > 0 ? l : 0;
        }
      }
      const mean = total / ((y1 - y0) * (x1 - x0));
      if (mean > 1e-8) {
        sum += Math.log2(mean);
        counted++;
      }
    }
  }
  return counted > 0 ? 0.18 / 2 ** (sum / counted) : 1;
}

const finite = (value: number) => (Number.isFinite(value) ? value : 0);

let backendReady: Promise<void> | undefined;
function ready(): Promise<void> {
  backendReady ??= (async () => {
    const require = createRequire(import.meta.url);
    const dist = dirname(require.resolve("@tensorflow/tfjs-backend-wasm/package.json"));
    setWasmPaths(`${join(dist, "dist")}/`);
    await tf.setBackend("wasm");
    await tf.ready();
  })();
  return backendReady;
}

interface Layer {
  filter: tf.Tensor4D;
  bias: tf.Tensor1D;
}
let layers: Map<string, Layer> | undefined;
function network(): Map<string, Layer> {
  if (layers) return layers;
  const tensors = readTza(readFileSync(WEIGHTS));
  layers = new Map();
  for (const [name, weight] of tensors) {
    if (!name.endsWith(".weight")) continue;
    const base = name.slice(0, -".weight".length);
    const bias = tensors.get(`${base}.bias`);
    if (weight.layout !== "oihw" || !bias) {
      throw new Error(`denoise: ${base} is not a convolution this network expects.`);
    }
    const [o, i, h, w] = weight.dims as [number, number, number, number];
    // Open Image Denoise keeps [out, in, h, w]; TensorFlow wants [h, w, in, out].
    const filter = tf.tidy(() =>
      tf.transpose(tf.tensor4d(weight.data, [o, i, h, w]), [2, 3, 1, 0]),
    );
    layers.set(base, { filter: filter as tf.Tensor4D, bias: tf.tensor1d(bias.data) });
  }
  if (layers.has("enc_conv1b")) {
    throw new Error("denoise: the weights are for the large network; this reads the standard one.");
  }
  return layers;
}

/** The U-Net: five levels down with max pooling, four up with nearest upsampling and skips. */
function unet(input: tf.Tensor4D): tf.Tensor4D {
  const net = network();
  const conv = (x: tf.Tensor4D, name: string) => {
    const layer = net.get(name);
    if (!layer) throw new Error(`denoise: the weights lack ${name}.`);
    return tf.fused.conv2d({
      x,
      filter: layer.filter,
      bias: layer.bias,
      strides: 1,
      pad: "same",
      activation: "relu",
    });
  };
  const pool = (x: tf.Tensor4D) => tf.maxPool(x, 2, 2, "valid");
  const up = (x: tf.Tensor4D) =>
    tf.image.resizeNearestNeighbor(x, [x.shape[1] * 2, x.shape[2] * 2]);
  const join = (a: tf.Tensor4D, b: tf.Tensor4D) => tf.concat([a, b], 3);

  return tf.tidy(() => {
    const pool1 = pool(conv(conv(input, "enc_conv0"), "enc_conv1"));
    const pool2 = pool(conv(pool1, "enc_conv2"));
    const pool3 = pool(conv(pool2, "enc_conv3"));
    const pool4 = pool(conv(pool3, "enc_conv4"));
    let x = conv(conv(pool4, "enc_conv5a"), "enc_conv5b");
    x = conv(conv(join(up(x), pool3), "dec_conv4a"), "dec_conv4b");
    x = conv(conv(join(up(x), pool2), "dec_conv3a"), "dec_conv3b");
    x = conv(conv(join(up(x), pool1), "dec_conv2a"), "dec_conv2b");
    x = conv(conv(join(up(x), input), "dec_conv1a"), "dec_conv1b");
    return conv(x, "dec_conv0");
  });
}

/** The network's reach on each side, rounded up to its 16-pixel grid: tiles overlap by this. */
const OVERLAP = 96;
const TILE = 512;

export interface Passes {
  width: number;
  height: number;
  /** Linear, scene-referred RGB, rows from the top, three floats a pixel. */
  colour: Float32Array;
  /** The surfaces' own colour at the first hit, 0..1. */
  albedo: Float32Array;
  /** The surfaces' normals at the first hit, −1..1. */
  normal: Float32Array;
}

/**
 * The denoised colour, linear RGB like the input. `tile`: the side of the square each pass of the
 * network works on (a multiple of 16); any size gives the same picture, a smaller one needs less
 * memory.
 */
export async function denoise(passes: Passes, tile = TILE) {
  if (tile % 16 !== 0 || tile < 16) throw new Error("denoise: a tile is a multiple of 16 pixels.");
  await ready();
  const { width, height, colour, albedo, normal } = passes;
  const scale = autoExposure(colour, width, height);
  const out = new Float32Array(width * height * 3);
  const tilesX = Math.ceil(width / tile);
  const tilesY = Math.ceil(height / tile);
  for (let ty = 0; ty < tilesY; ty++) {
    for (let tx = 0; tx < tilesX; tx++) {
      // The tile's own pixels, and the window around them that the network reads.
      const cx0 = tx * tile;
      const cy0 = ty * tile;
      const cx1 = Math.min(width, cx0 + tile);
      const cy1 = Math.min(height, cy0 + tile);
      const wx0 = Math.max(0, cx0 - OVERLAP);
      const wy0 = Math.max(0, cy0 - OVERLAP);
      const wx1 = Math.min(width, cx1 + OVERLAP);
      const wy1 = Math.min(height, cy1 + OVERLAP);
      const w = Math.ceil((wx1 - wx0) / 16) * 16;
      const h = Math.ceil((wy1 - wy0) / 16) * 16;
      const input = new Float32Array(w * h * 9);
      for (let y = wy0; y < wy1; y++) {
        for (let x = wx0; x < wx1; x++) {
          const s = 3 * (y * width + x);
          const d = 9 * ((y - wy0) * w + (x - wx0));
          for (let c = 0; c < 3; c++) {
            const v = Math.max(0, finite(colour[s + c]! * scale));
            input[d + c] = puForward(v) * NORM_SCALE;
            input[d + 3 + c] = Math.min(1, Math.max(0, finite(albedo[s + c]!)));
            input[d + 6 + c] = Math.min(1, Math.max(-1, finite(normal[s + c]!))) * 0.5 + 0.5;
          }
        }
      }
      const tensor = tf.tensor4d(input, [1, h, w, 9]);
      const result = unet(tensor);
      const values = await result.data();
      tensor.dispose();
      result.dispose();
      for (let y = cy0; y < cy1; y++) {
        for (let x = cx0; x < cx1; x++) {
          const s = 3 * ((y - wy0) * w + (x - wx0));
          const d = 3 * (y * width + x);
          for (let c = 0; c < 3; c++) {
            const v = Math.max(0, finite(values[s + c]!));
            out[d + c] = puInverse(v / NORM_SCALE) / scale;
          }
        }
      }
    }
  }
  return out;
}
