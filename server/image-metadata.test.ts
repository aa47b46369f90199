import sharp from "sharp";
import { describe, expect, it } from "vitest";

import { scanMetadata, withoutMetadata } from "./image-metadata";
import {
  expectUprightWithoutMetadata,
  GPS_POINTER,
  phonePhotograph,
} from "./phone-photograph.fixture";

describe("withoutMetadata", () => {
  it("the test's photograph carries EXIF with GPS, XMP and orientation 6", async () => {
    const meta = await sharp(await phonePhotograph()).metadata();
    expect(meta.orientation).toBe(6);
    expect(meta.exif?.includes(GPS_POINTER)).toBe(true);
    expect(meta.exif?.toString("latin1")).toContain("Phone");
    expect(meta.xmp).toBeDefined();
    expect(scanMetadata(await phonePhotograph()).found).toEqual(["EXIF", "XMP"]);
  });

  it.each(["jpeg", "png", "webp"] as const)(
    "takes the metadata, GPS included, off a %s, and turns it upright first",
    async (format) => {
      const photograph = await phonePhotograph({ format });
      expect(scanMetadata(photograph).found.length).toBeGreaterThan(0);
      const clean = await withoutMetadata(photograph);
      expect((await sharp(clean).metadata()).format).toBe(format);
      await expectUprightWithoutMetadata(clean);
    },
  );

  it("takes off a JPEG's comments, IPTC and data after the end of the image", async () => {
    const plain = await sharp({
      create: { width: 8, height: 8, channels: 3, background: "#888888" },
    })
      .jpeg()
      .toBuffer();
    const segment = (marker: number, body: string) => {
      const bytes = Buffer.from(body, "latin1");
      const head = Buffer.from([0xff, marker, 0, 0]);
      head.writeUInt16BE(bytes.length + 2, 2);
      return Buffer.concat([head, bytes]);
    };
    const marked = Buffer.concat([
      plain.subarray(0, 2),
      segment(0xfe, "Taken at 12 Main Road"),
      segment(0xed, "Photoshop 3.0\0"),
      plain.subarray(2, -2),
      // After the image data, before its end.
      segment(0xfe, "Camera 12"),
      plain.subarray(-2),
      Buffer.from("a video of the garden"),
    ]);
    expect(scanMetadata(marked).found).toEqual(["comment", "IPTC", "data after the image"]);
    const late = Buffer.concat([
      plain.subarray(0, -2),
      segment(0xfe, "Camera 12"),
      plain.subarray(-2),
    ]);
    expect(scanMetadata(late).found).toEqual(["comment"]);
    const clean = await withoutMetadata(marked);
    expect(scanMetadata(clean).found).toEqual([]);
    expect(clean.includes("Main Road")).toBe(false);
    expect(clean.includes("Camera 12")).toBe(false);
    expect(clean.includes("garden")).toBe(false);
  });

  it("keeps a colour profile", async () => {
    const wide = await sharp({
      create: { width: 8, height: 8, channels: 3, background: "#c04020" },
    })
      .withIccProfile("p3")
      .withExif({ IFD0: { Make: "Phone" } })
      .jpeg()
      .toBuffer();
    const clean = await withoutMetadata(wide);
    const meta = await sharp(clean).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toEqual((await sharp(wide).metadata()).icc);
  });

  it("returns a file without metadata as it is, without loading sharp", async () => {
    const loadSharp = async () => {
      throw new Error("sharp was loaded");
    };
    // Noise, so that the compressed data holds every byte value (0xff among them).
    const noise = sharp(
      Buffer.from(Array.from({ length: 64 * 48 * 3 }, () => Math.random() * 256)),
      {
        raw: { width: 64, height: 48, channels: 3 },
      },
    );
    const plain = [
      await noise.clone().jpeg().toBuffer(),
      await noise.clone().jpeg({ progressive: true, chromaSubsampling: "4:4:4" }).toBuffer(),
      await noise.clone().withIccProfile("srgb").jpeg().toBuffer(),
      await noise.clone().png().toBuffer(),
      await noise.clone().webp().toBuffer(),
      await noise.clone().webp({ lossless: true }).toBuffer(),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><metadata/></svg>'),
    ];
    for (const bytes of plain) expect(await withoutMetadata(bytes, loadSharp)).toBe(bytes);
  });

  it("refuses a file with metadata when sharp is not installed", async () => {
    await expect(withoutMetadata(await phonePhotograph(), async () => undefined)).rejects.toThrow(
      /carries EXIF, XMP, and sharp, needed to take it off, is not installed/,
    );
  });
});
