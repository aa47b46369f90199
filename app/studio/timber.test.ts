/** The generated timber: one tone per timber of the range, and textures that look like the swatches. */
import { readFileSync } from "node:fs";
import { join } from "node:path";

import sharp from "sharp";
import { describe, expect, it } from "vitest";

import { timberIds } from "~/catalogue/range-core";
import { timbers } from "~/catalogue/woods";

import { grainPixels, TIMBER_TONES, timberTexture } from "./timber";

/** The average sRGB colour of RGBA or RGB pixels. */
function average(pixels: ArrayLike<number>, channels: number): [number, number, number] {
  const sum: [number, number, number] = [0, 0, 0];
  for (let i = 0; i < pixels.length; i += channels) {
    sum[0] += pixels[i]!;
    sum[1] += pixels[i + 1]!;
    sum[2] += pixels[i + 2]!;
  }
  const count = pixels.length / channels;
  return sum.map((value) => value / count) as [number, number, number];
}

async function swatchAverage(path: string): Promise<[number, number, number]> {
  const dir = join(process.cwd(), "public");
  const file = readFileSync(`${dir}${path}-800.jpg`);
  const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
  return average(data, info.channels);
}

describe("timber tones", () => {
  it("has one tone for every timber of the range, and no other", () => {
    expect(Object.keys(TIMBER_TONES).sort()).toEqual([...timberIds].sort());
  });

  it.each(timbers.map((timber) => [timber.id, timber] as const))(
    "draws %s close to its swatch's colour",
    async (id, timber) => {
      const drawn = average(grainPixels(id as (typeof timberIds)[number], 128, 512), 4);
      const swatch = await swatchAverage(timber.image.image.path);
      for (const channel of [0, 1, 2]) {
        expect(
          Math.abs(drawn[channel]! - swatch[channel]!),
          `${id} channel ${channel}`,
        ).toBeLessThan(16);
      }
    },
  );

  it("draws grain, not a flat colour, and the same grain every time", () => {
    const once = grainPixels("pine", 64, 256);
    const distinct = new Set<number>();
    for (let i = 0; i < once.length; i += 4) distinct.add(once[i]!);
    expect(distinct.size).toBeGreaterThan(20);
    expect(grainPixels("pine", 64, 256)).toEqual(once);
    expect(grainPixels("oak", 64, 256)).not.toEqual(once);
  });

  it("makes each texture once, repeating and in sRGB", () => {
    const texture = timberTexture("obeche");
    expect(timberTexture("obeche")).toBe(texture);
    expect(texture.colorSpace).toBe("srgb");
    expect(texture.image.width * texture.image.height * 4).toBe(texture.image.data!.length);
  });
});
