import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

import sharp from "sharp";
import { describe, expect, it } from "vitest";

import {
  expectUprightWithoutMetadata,
  phonePhotograph,
} from "../../server/phone-photograph.fixture";
import { copyImagesWithoutMetadata } from "./copy-images";

describe("copyImagesWithoutMetadata", () => {
  it("copies a phone photograph upright and without its metadata, and every other file as it is", async () => {
    const from = await mkdtemp(join(tmpdir(), "dataset-images-"));
    const to = join(await mkdtemp(join(tmpdir(), "client-")), "images", "embedded", "production");
    const plain = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#888" } })
      .jpeg()
      .toBuffer();
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"/>';
    await writeFile(join(from, "aaa111-40x60.jpg"), await phonePhotograph());
    await writeFile(join(from, "bbb222-8x8.jpg"), plain);
    await writeFile(join(from, "ccc333-4x4.svg"), svg);

    expect(await copyImagesWithoutMetadata(from, to)).toBe(1);
    await expectUprightWithoutMetadata(await readFile(join(to, "aaa111-40x60.jpg")));
    expect(await readFile(join(to, "bbb222-8x8.jpg"))).toEqual(plain);
    expect(await readFile(join(to, "ccc333-4x4.svg"), "utf8")).toBe(svg);
  });

  it("stops, naming the file, rather than publish a photograph it cannot clean", async () => {
    const from = await mkdtemp(join(tmpdir(), "dataset-images-"));
    await writeFile(join(from, "aaa111-40x60.jpg"), await phonePhotograph());
    const to = await mkdtemp(join(tmpdir(), "client-"));
    await expect(copyImagesWithoutMetadata(from, to, async () => undefined)).rejects.toThrow(
      /aaa111-40x60\.jpg: The image carries EXIF/,
    );
  });
});
