// @vitest-environment node
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

import sharp from "sharp";
import { describe, expect, it } from "vitest";

import {
  expectUprightWithoutMetadata,
  phonePhotograph,
} from "../../server/phone-photograph.fixture";
import {
  cacheKey,
  collectSources,
  ENCODED_DIR,
  exportName,
  frameRegion,
  libraryImage,
  makeVariants,
  sourceBytes,
  studioPhotographs,
  addedCollectionPictures,
} from "./build-images";

async function contentFolder(files: string[]) {
  const dir = await mkdtemp(join(tmpdir(), "images-"));
  for (const file of files) {
    await mkdir(join(dir, file, ".."), { recursive: true });
    await writeFile(join(dir, file), "not really an image");
  }
  return dir;
}

describe("collectSources", () => {
  it("lets a photograph replace the drawing with the same id, and adds new ones", async () => {
    const dir = await contentFolder(["saunas/aurora/gallery-5.jpg", "gallery/garden-sauna.jpeg"]);
    const sources = await collectSources(dir, new Map());
    expect(sources.get("saunas/aurora/gallery-5")).toMatchObject({ kind: "photo" });
    expect(sources.get("gallery/garden-sauna")).toMatchObject({ kind: "photo" });
    expect(sources.get("saunas/aurora/plan")).toMatchObject({ kind: "drawing" });
  });

  it("takes the renders, and lets a photograph replace a render", async () => {
    const renders = new Map([
      ["saunas/aurora/main", "/renders/saunas/aurora/main.webp"],
      ["saunas/aurora/gallery-1", "/renders/saunas/aurora/gallery-1.webp"],
    ]);
    const dir = await contentFolder(["saunas/aurora/main.jpg"]);
    const sources = await collectSources(dir, renders);
    expect(sources.get("saunas/aurora/main")).toMatchObject({ kind: "photo" });
    expect(sources.get("saunas/aurora/gallery-1")).toMatchObject({
      kind: "render",
      file: "/renders/saunas/aurora/gallery-1.webp",
    });
    // A picture of the range is only rendered: without its render there is no source for it.
    expect(sources.get("saunas/aurora/gallery-2")).toBeUndefined();
    expect(sources.get("saunas/aurora/gallery-5")).toMatchObject({ kind: "drawing" });
  });

  it("says which pictures are renders: not a photograph that replaced one, nor a drawing", async () => {
    const renders = new Map([
      ["saunas/aurora/main", "/renders/saunas/aurora/main.webp"],
      ["saunas/aurora/gallery-1", "/renders/saunas/aurora/gallery-1.webp"],
    ]);
    const sources = await collectSources(await contentFolder(["saunas/aurora/main.jpg"]), renders);
    const image = { path: "/media/x", widths: [480], width: 480, height: 320, placeholder: "" };
    const described = (id: string) => libraryImage(sources.get(id)!, image);
    expect(described("saunas/aurora/gallery-1")).toEqual({ ...image, render: true });
    expect(described("saunas/aurora/main")).toEqual({ ...image, photograph: true });
    expect(described("saunas/aurora/plan")).toEqual(image);
  });

  it("ignores files that are not images", async () => {
    const dir = await contentFolder(["README.md", "gallery/notes.txt"]);
    const sources = await collectSources(dir, new Map());
    expect([...sources.values()].every((source) => source.kind === "drawing")).toBe(true);
  });

  it("explains names it cannot use", async () => {
    const dir = await contentFolder(["Gallery/My Photo.JPG"]);
    await expect(collectSources(dir)).rejects.toThrow(
      /content\/images\/Gallery\/My Photo\.JPG: use lower-case letters, digits and hyphens/,
    );
  });

  it("refuses two files with one id", async () => {
    const dir = await contentFolder(["gallery/deck.jpg", "gallery/deck.png"]);
    await expect(collectSources(dir)).rejects.toThrow(
      /another file already has the id "gallery\/deck"/,
    );
  });
});

/** A folder as `npm run content` leaves it: the photographs' files and their index. */
async function studioFolder(
  entries: { picture: string; file: string; bytes?: Buffer; own?: object }[],
) {
  const dir = await mkdtemp(join(tmpdir(), "studio-photographs-"));
  for (const { file, bytes } of entries) await writeFile(join(dir, file), bytes ?? "not an image");
  const index = entries.map(({ picture, file, own }) => ({
    picture,
    file,
    ...(own ? { own } : {}),
    document: `range-item-${picture.split("/")[1]}`,
    alt: "The Aurora in a client's pool house, its glass front lit",
    asset: { id: "image-x", url: "/x.jpg", width: 2400, height: 1600 },
    hotspot: { x: 0.25, y: 0.5 },
  }));
  await writeFile(join(dir, "index.json"), JSON.stringify(index));
  return dir;
}

// One test encodes a photograph's variants as the pipeline does: seconds on a busy machine.
describe("photographs from the content studio", { timeout: 60_000 }, () => {
  it("replace the render of the picture they are set for, with their words", async () => {
    const studio = await studioFolder([{ picture: "saunas/aurora/main", file: "a.jpg" }]);
    const renders = new Map([["saunas/aurora/main", "/renders/saunas/aurora/main.webp"]]);
    const sources = await collectSources(await contentFolder([]), renders, studio);
    const source = sources.get("saunas/aurora/main")!;
    expect(source).toMatchObject({
      kind: "photo",
      file: join(studio, "a.jpg"),
      studio: {
        frame: { width: 1920, height: 1280, hotspot: { x: 0.25, y: 0.5 } },
        document: "range-item-aurora",
      },
    });
    const image = { path: "/media/x", widths: [480], width: 480, height: 320, placeholder: "" };
    expect(libraryImage(source, image)).toEqual({
      ...image,
      photograph: true,
      alt: "The Aurora in a client's pool house, its glass front lit",
    });
  });

  it("add the gallery's as pictures of their own, in their own shape", async () => {
    const own = { list: "gallery" as const, key: "kaelis", caption: "Constantia" };
    const studio = await studioFolder([
      { picture: "gallery/photographs/kaelis/abc", file: "k.jpg", own },
    ]);
    const sources = await collectSources(await contentFolder([]), new Map(), studio);
    expect(sources.get("gallery/photographs/kaelis/abc")).toMatchObject({
      kind: "photo",
      studio: { frame: { hotspot: { x: 0.25, y: 0.5 } }, own },
    });
    expect(sources.get("saunas/kaelis/gallery-5")).toMatchObject({ kind: "drawing" });
    const image = { path: "/media/k", widths: [480], width: 480, height: 600, placeholder: "" };
    expect(
      studioPhotographs(
        [
          {
            picture: "gallery/photographs/kaelis/abc",
            file: "k.jpg",
            own,
            document: "gallery-category-kaelis",
            alt: "A Kaelis in a Constantia garden",
            asset: { id: "image-abc", url: "/k.jpg", width: 1600, height: 2000 },
          },
        ],
        new Map([["gallery/photographs/kaelis/abc", image]]),
      ),
    ).toEqual([
      {
        list: "gallery",
        key: "kaelis",
        id: "gallery/photographs/kaelis/abc",
        image,
        alt: "A Kaelis in a Constantia garden",
        caption: "Constantia",
      },
    ]);
  });

  it("refuse to share a picture with a file in content/images/", async () => {
    const studio = await studioFolder([{ picture: "saunas/aurora/main", file: "a.jpg" }]);
    await expect(
      collectSources(await contentFolder(["saunas/aurora/main.jpg"]), new Map(), studio),
    ).rejects.toThrow(/range-item-aurora: its photograph and .* both replace/);
  });

  it("are cropped to the shape of the picture they replace, round their hotspot", async () => {
    // Left half red, right half blue; a portrait frame round a hotspot on the left keeps red.
    const half = { width: 1200, height: 1600, channels: 3 } as const;
    const bytes = await sharp({ create: { ...half, width: 2400, background: "#0000ff" } })
      .composite([
        {
          input: await sharp({ create: { ...half, background: "#ff0000" } })
            .png()
            .toBuffer(),
          left: 0,
          top: 0,
        },
      ])
      .jpeg()
      .toBuffer();
    const studio = await studioFolder([
      { picture: "heaters/harvia-cube", file: "cube.jpg", bytes },
    ]);
    const source = (await collectSources(await contentFolder([]), new Map(), studio)).get(
      "heaters/harvia-cube",
    )!;
    const media = await mkdtemp(join(tmpdir(), "media-"));
    const read = await sourceBytes(source);
    const { image } = await makeVariants(source, read, cacheKey(source, read), media);
    // The heaters' pictures are 1200 × 1500: the whole height, four fifths of it across.
    expect([image.width, image.height]).toEqual([1280, 1600]);
    const { dominant } = await sharp(join(media, `${image.path.slice(7)}-480.webp`)).stats();
    expect(dominant.r).toBeGreaterThan(200);
    expect(dominant.b).toBeLessThan(60);
  });
});

describe("a phone photograph's variants", { timeout: 60_000 }, () => {
  /** The photograph as the one source of its kind: in content/images/, or set in the studio. */
  async function photographSource(from: string, bytes: Buffer) {
    if (from === "the content studio") {
      const own = { list: "gallery" as const, key: "kaelis", caption: "Constantia" };
      const studio = await studioFolder([
        { picture: "gallery/photographs/kaelis/abc", file: "k.jpg", bytes, own },
      ]);
      const sources = await collectSources(await contentFolder([]), new Map(), studio);
      return sources.get("gallery/photographs/kaelis/abc")!;
    }
    const dir = await mkdtemp(join(tmpdir(), "images-"));
    await mkdir(join(dir, "gallery"));
    await writeFile(join(dir, "gallery/phone.jpg"), bytes);
    return (await collectSources(dir, new Map())).get("gallery/phone")!;
  }

  it.each(["content/images/", "the content studio"])(
    "from %s, are upright and carry none of its metadata, GPS included",
    async (from) => {
      const source = await photographSource(
        from,
        await phonePhotograph({ width: 600, height: 400 }),
      );
      expect(source.kind).toBe("photo");
      const media = await mkdtemp(join(tmpdir(), "media-"));
      const read = await sourceBytes(source);
      const { files, image } = await makeVariants(source, read, cacheKey(source, read), media);
      expect([image.width, image.height]).toEqual([600, 400]);
      expect(new Set(files.map((file) => file.slice(file.lastIndexOf(".") + 1)))).toEqual(
        new Set(["avif", "jpg", "webp"]),
      );
      for (const file of files) {
        const width = Number(/-(\d+)\.\w+$/.exec(file)![1]);
        const bytes = await readFile(join(media, file));
        await expectUprightWithoutMetadata(bytes, width, Math.round((width * 2) / 3));
      }
    },
  );
});

describe("frameRegion", () => {
  const frame = { width: 1920, height: 1280 };
  it("keeps a new photograph's own shape, inside the editor's crop", () => {
    expect(frameRegion(3000, 2000, { crop: { top: 0, bottom: 0.5, left: 0, right: 0 } })).toEqual({
      left: 0,
      top: 0,
      width: 3000,
      height: 1000,
    });
  });
  it("keeps the largest part of the frame's shape, centred without a hotspot", () => {
    expect(frameRegion(3000, 3000, frame)).toEqual({
      left: 0,
      top: 500,
      width: 3000,
      height: 2000,
    });
  });
  it("moves towards the hotspot as far as the photograph allows", () => {
    expect(frameRegion(3000, 3000, { ...frame, hotspot: { x: 0.5, y: 0.1 } })).toMatchObject({
      top: 0,
    });
    expect(frameRegion(3000, 3000, { ...frame, hotspot: { x: 0.5, y: 0.6 } })).toMatchObject({
      top: 800,
    });
  });
  it("stays inside the editor's crop", () => {
    const crop = { top: 0.1, bottom: 0.1, left: 0.2, right: 0 };
    expect(frameRegion(3000, 3000, { ...frame, crop, hotspot: { x: 0, y: 0.5 } })).toEqual({
      left: 600,
      top: 700,
      width: 2400,
      height: 1600,
    });
  });
});

describe("addedCollectionPictures", () => {
  it("gathers a collection the business added: its drawings, and the renders made from its document", () => {
    const image = (path: string) => ({
      path,
      widths: [480],
      width: 1920,
      height: 1280,
      placeholder: "",
    });
    const entries = [
      "saunas/saari/plan",
      "saunas/saari/gallery-5",
      "saunas/saari/gallery-2",
      "saunas/saari/main",
      "saunas/saari/gallery-1",
      "saunas/saari/gallery-4",
      "saunas/saari/gallery-3",
      "saunas/aurora/main",
      "saunas/nordika/gallery-5",
    ].map((id): [string, ReturnType<typeof image>] => [id, image(id)]);
    expect(addedCollectionPictures(entries)).toEqual({
      saari: {
        plan: image("saunas/saari/plan"),
        elevations: image("saunas/saari/gallery-5"),
        main: image("saunas/saari/main"),
        views: [1, 2, 3, 4].map((n) => image(`saunas/saari/gallery-${n}`)),
      },
      nordika: { elevations: image("saunas/nordika/gallery-5") },
    });
  });
});

describe("exportName", () => {
  it("turns an id into the name the library exports", () => {
    expect(exportName("saunas/aurora/main")).toBe("saunasAuroraMain");
    expect(exportName("gallery/extra/01")).toBe("galleryExtra01");
    expect(exportName("heaters/harvia-wall-45e")).toBe("heatersHarviaWall45e");
  });
});

describe("the committed variants of the renders and drawings", () => {
  it("are there for every one, made from the picture as it is now", async () => {
    const committed = JSON.parse(
      await readFile(join(ENCODED_DIR, "entries.json"), "utf8"),
    ) as Record<string, { key: string; files: string[] }>;
    const sources = [...(await collectSources(join(tmpdir(), "no-photographs"))).values()];
    expect(sources.filter((source) => source.kind === "drawing").length).toBeGreaterThan(10);
    expect(sources.filter((source) => source.kind === "render").length).toBeGreaterThan(100);
    const stale: string[] = [];
    for (const source of sources) {
      if (source.kind === "photo") continue;
      const entry = committed[source.id];
      const key = cacheKey(source, await sourceBytes(source));
      if (entry?.key !== key || !entry.files.every((name) => existsSync(join(ENCODED_DIR, name))))
        stale.push(source.id);
    }
    // A render drawn again, a plan redrawn or new encoder settings: `npm run images` encodes the
    // picture; commit content/encoded/ with the change.
    expect(stale).toEqual([]);
  });
});
