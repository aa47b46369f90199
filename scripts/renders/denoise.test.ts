// @vitest-environment node
/**
 * The denoiser: it reads Open Image Denoise's weights as the network they describe, measures
 * exposure as Open Image Denoise does, and takes grain out of a picture without shifting its
 * brightness or blurring an edge away.
 */
import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { random } from "../../app/scene/timber";
import { autoExposure, denoise, readTza } from "./denoise";

const WEIGHTS = new URL("./denoise-weights/rt_hdr_alb_nrm.tza", import.meta.url);

describe("the denoiser", () => {
  it("reads the weights as the standard U-Net: sixteen 3 × 3 convolutions from 9 channels to 3", () => {
    const tensors = readTza(readFileSync(WEIGHTS));
    const convolutions = [...tensors.entries()].filter(([name]) => name.endsWith(".weight"));
    expect(convolutions).toHaveLength(16);
    for (const [name, tensor] of convolutions) {
      expect(tensor.layout, name).toBe("oihw");
      expect(tensor.dims.slice(2), name).toEqual([3, 3]);
      expect(tensors.get(name.replace(".weight", ".bias"))?.dims, name).toEqual([tensor.dims[0]]);
      expect(tensor.data.every(Number.isFinite), name).toBe(true);
    }
    expect(tensors.get("enc_conv0.weight")?.dims.slice(0, 2)).toEqual([32, 9]);
    expect(tensors.get("dec_conv1a.weight")?.dims.slice(0, 2)).toEqual([64, 64 + 9]);
    expect(tensors.get("dec_conv0.weight")?.dims.slice(0, 2)).toEqual([3, 32]);
  });

  it("refuses a file that is not a TZA file", () => {
    expect(() => readTza(Buffer.alloc(64))).toThrow(/not a version 2 TZA file/);
  });

  it("measures exposure as the scale that brings the average to middle grey", () => {
    const grey = (value: number) => new Float32Array(32 * 32 * 3).fill(value);
    expect(autoExposure(grey(0.72), 32, 32)).toBeCloseTo(0.25, 5);
    expect(autoExposure(grey(0.09), 32, 32)).toBeCloseTo(2, 5);
    expect(autoExposure(grey(0), 32, 32)).toBe(1);
  });

  it("gives the same picture whatever the tiles it works in", async () => {
    const width = 200;
    const height = 150;
    const next = random(3);
    const pass = (value: () => number) => Float32Array.from({ length: width * height * 3 }, value);
    const passes = {
      width,
      height,
      colour: pass(() => 0.4 * next()),
      albedo: pass(() => 0.3 + 0.4 * next()),
      normal: pass(() => 2 * next() - 1),
    };
    const whole = await denoise(passes, 256);
    const tiled = await denoise(passes, 64);
    let largest = 0;
    for (let i = 0; i < whole.length; i++) {
      largest = Math.max(largest, Math.abs(whole[i]! - tiled[i]!));
    }
    expect(largest).toBeLessThan(1e-3);
    await expect(denoise(passes, 40)).rejects.toThrow(/multiple of 16/);
  }, 60_000);

  it("takes the grain out of a noisy picture and keeps its brightness and its edges", async () => {
    // A wall of two tones meeting at a vertical edge, path-traced with too few samples: each
    // pixel's value off by up to ±60 %.
    const width = 96;
    const height = 80;
    const next = random(7);
    const truth = (x: number) => (x < width / 2 ? 0.6 : 0.15);
    const colour = new Float32Array(width * height * 3);
    const albedo = new Float32Array(width * height * 3);
    const normal = new Float32Array(width * height * 3);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const i = 3 * (y * width + x);
        const noise = 1 + 1.2 * (next() - 0.5);
        for (let c = 0; c < 3; c++) {
          colour[i + c] = truth(x) * noise;
          albedo[i + c] = truth(x) / 0.8;
        }
        normal[i + 2] = 1;
      }
    }
    const clean = await denoise({ width, height, colour, albedo, normal });

    const error = (picture: Float32Array) => {
      let sum = 0;
      for (let y = 8; y < height - 8; y++) {
        for (let x = 8; x < width - 8; x++) {
          sum += Math.abs(picture[3 * (y * width + x)]! - truth(x)) / truth(x);
        }
      }
      return sum / ((height - 16) * (width - 16));
    };
    expect(error(clean)).toBeLessThan(error(colour) / 4);
    // Either side of the edge keeps its own tone.
    const at = (x: number) => clean[3 * ((height / 2) * width + x)]!;
    expect(at(width / 2 - 3)).toBeGreaterThan(0.5);
    expect(at(width / 2 + 3)).toBeLessThan(0.2);
  }, 60_000);
});
