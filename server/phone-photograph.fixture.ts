/**
 * A phone photograph for the tests of what is published: made here, with sharp, so that no real
 * photograph with a real location is kept in the repository.
 */
import sharp from "sharp";
import { expect } from "vitest";

import { scanMetadata } from "./image-metadata";

/** The GPS IFD's pointer in a little-endian EXIF block: tag 0x8825, a LONG. */
export const GPS_POINTER = Buffer.from([0x25, 0x88, 0x04, 0x00]);

/**
 * A phone photograph as the camera leaves it: stored on its side, EXIF orientation 6 (turn it a
 * quarter clockwise to show it), with the camera's make, where it was taken, and XMP. Shown, it is
 * `width` × `height`, red above and blue below; stored, red is on the left.
 */
export async function phonePhotograph({
  format = "jpeg",
  width = 40,
  height = 60,
}: { format?: "jpeg" | "png" | "webp"; width?: number; height?: number } = {}): Promise<Buffer> {
  const left = { width: Math.round(height / 2), height: width, channels: 3 } as const;
  const red = await sharp({ create: { ...left, background: "#ff0000" } })
    .png()
    .toBuffer();
  return sharp({ create: { width: height, height: width, channels: 3, background: "#0000ff" } })
    .composite([{ input: red, left: 0, top: 0 }])
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: "Phone", Model: "Camera 12" },
      IFD3: {
        GPSLatitudeRef: "S",
        GPSLatitude: "33/1 55/1 4512/100",
        GPSLongitudeRef: "E",
        GPSLongitude: "18/1 25/1 2630/100",
      },
    })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>',
    )
    .toFormat(format)
    .toBuffer();
}

/** Checks that a picture made by `phonePhotograph` is upright, `width` × `height`, without metadata. */
export async function expectUprightWithoutMetadata(bytes: Buffer, width = 40, height = 60) {
  const meta = await sharp(bytes).metadata();
  expect(meta.exif).toBeUndefined();
  expect(meta.xmp).toBeUndefined();
  expect(meta.iptc).toBeUndefined();
  expect(meta.orientation).toBeUndefined();
  expect([meta.width, meta.height]).toEqual([width, height]);
  // Stored with red on the left; turned a quarter clockwise, red is on top and blue below.
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const red = (x: number, y: number) => {
    const at = (y * info.width + x) * info.channels;
    return data[at]! > 200 && data[at + 2]! < 60;
  };
  const blue = (x: number, y: number) => {
    const at = (y * info.width + x) * info.channels;
    return data[at]! < 60 && data[at + 2]! > 200;
  };
  for (const x of [0, width - 1]) {
    expect(red(x, 0)).toBe(true);
    expect(blue(x, height - 1)).toBe(true);
  }
  expect(scanMetadata(bytes).found).toEqual([]);
}
