/**
 * Whether two pictures look alike at a glance: each is shrunk to 8 × 8 grey pixels, each pixel
 * marked lighter or darker than their mean (a 64-bit average hash), and two pictures whose marks
 * differ in 6 places or fewer read as the same composition, whatever their colours. Which pictures
 * the rule leaves out is here too, for the renders' unit test and the walk over the built pages.
 */
import sharp from "sharp";

import { mediaName } from "../../app/images/image-source";

/** Two pictures whose hashes differ in this many bits or fewer look alike. */
export const LOOK_ALIKE_BITS = 6;

/**
 * Single objects on a photographer's plain paper set (`object-shots.ts`), by the start of their
 * ids: a catalogue shows its heaters, accessories, aromas, timbers and architect's models alike
 * on purpose. The steam rooms and the ice bath stand in rooms and count like any room.
 */
const ON_PAPER = ["heaters/", "woods/", "accessories/", "aromas/", "gallery/renderings/"];

/**
 * Whether a picture is left out of the rule: an object on the paper set, or one face of a 360°
 * tour (six faces are one panorama cut up, not pictures of their own; its poster counts). Takes
 * an image id (`tours/aurora/up`) or its name in the built site's `/media/` (`tours-aurora-up`).
 */
export function exemptFromLookAlikes(id: string): boolean {
  const name = mediaName(id);
  return (
    ON_PAPER.some((start) => name.startsWith(mediaName(start))) ||
    /^tours-.+-(front|right|back|left|up|down)$/.test(name)
  );
}

export async function averageHash(file: string | Buffer): Promise<bigint> {
  const pixels = await sharp(file)
    .greyscale()
    .resize(8, 8, { fit: "fill", kernel: "cubic" })
    .raw()
    .toBuffer();
  const mean = pixels.reduce((sum, value) => sum + value, 0) / pixels.length;
  let hash = 0n;
  for (const [i, value] of pixels.entries()) if (value > mean) hash |= 1n << BigInt(i);
  return hash;
}

/** How many of the 64 marks differ. */
export function hashDistance(a: bigint, b: bigint): number {
  let count = 0;
  for (let rest = a ^ b; rest; rest >>= 1n) count += Number(rest & 1n);
  return count;
}

/** Every pair of pictures (by id) that look alike, with how many marks they differ in. */
export function lookAlikes(hashes: Map<string, bigint>): [string, string, number][] {
  const entries = [...hashes];
  const pairs: [string, string, number][] = [];
  for (let i = 0; i < entries.length; i++)
    for (let j = i + 1; j < entries.length; j++) {
      const distance = hashDistance(entries[i]![1], entries[j]![1]);
      if (distance <= LOOK_ALIKE_BITS) pairs.push([entries[i]![0], entries[j]![0], distance]);
    }
  return pairs;
}
