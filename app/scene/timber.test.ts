/** The generated timber: one tone per timber of the range, and swatches that show it. */
import { readFileSync } from "node:fs";
import { join } from "node:path";

import sharp from "sharp";
import { describe, expect, it } from "vitest";

import { timberIds } from "~/content/range-core";
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

/**
 * The average colour of the middle of a swatch (its 800 px variant), where its boards lie: the
 * swatch is a render of the timber's own texture on boards, lit by daylight on paper.
 */
async function swatchAverage(path: string): Promise<[number, number, number]> {
  const dir = join(process.cwd(), "public");
  const file = readFileSync(`${dir}${path}-800.jpg`);
  const { data, info } = await sharp(file)
    .extract({ left: 280, top: 280, width: 240, height: 240 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return average(data, info.channels);
}

const lightness = ([r, g, b]: [number, number, number]) => 0.2126 * r + 0.7152 * g + 0.0722 * b;

describe("timber tones", () => {
  it("has one tone for every timber of the range, and no other", () => {
    expect(Object.keys(TIMBER_TONES).sort()).toEqual([...timberIds].sort());
  });

  it("shows each timber's swatch in its own tone, the six in the same order of lightness", async () => {
    const tones = await Promise.all(
      timbers.map(async (timber) => ({
        id: timber.id,
        drawn: average(grainPixels(timber.id as (typeof timberIds)[number], 128, 512), 4),
        swatch: await swatchAverage(timber.image.image.path),
      })),
    );
    for (const { id, drawn, swatch } of tones)
      for (const channel of [0, 1, 2])
        // Daylight and the film-like tone curve soften it a little; another timber is further off.
        expect(
          Math.abs(drawn[channel]! - swatch[channel]!),
          `${id} channel ${channel}`,
        ).toBeLessThan(32);
    const order = (key: "drawn" | "swatch") =>
      [...tones].sort((a, b) => lightness(a[key]) - lightness(b[key])).map((tone) => tone.id);
    expect(order("swatch")).toEqual(order("drawn"));
  });

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
