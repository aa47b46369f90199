// @vitest-environment node
/**
 * The whole path of a photograph an editor sets in the content studio: a copy of the embedded
 * dataset with the photograph, read and fetched by `npm run content` and taken by the image
 * pipeline. An item's replaces its render, and the catalogue shows it on the item's page and card,
 * in the brochure, on its share card and in its structured data; a gallery category's comes first
 * in its category, as its cover; a room we built's gives it a page.
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";

import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import { afterEach, describe, expect, it, vi } from "vitest";

import { asset } from "../../app/content/fixtures";
import {
  cacheKey,
  collectSources,
  libraryImage,
  makeVariants,
  sourceBytes,
  studioPhotographs,
} from "../images/build-images";
import { buildContent, PHOTOGRAPHS } from "./content";
import { datasetCopy, madeDir, removeMade } from "./dataset-copy";

/** The image library's index, which the catalogue imports its pictures from. */
const LIBRARY_MODULE = resolve("app/images/library/index.ts");
/** The library's list of the gallery's photographs. */
const GALLERY_MODULE = resolve("app/images/library/studio-photographs.ts");
/** The rooms we built, as `npm run content` writes them. */
const PROJECTS_MODULE = resolve("app/content/generated/projects.ts");

afterEach(() => {
  removeMade();
  vi.doUnmock(LIBRARY_MODULE);
  vi.doUnmock(GALLERY_MODULE);
  vi.doUnmock(PROJECTS_MODULE);
});

/** A photograph's file of one colour, in the dataset copy `dir`, as its asset names it. */
async function photographFile(dir: string, file: string, colour: string) {
  const [, width, height] = /-(\d+)x(\d+)\./.exec(file)!.map(Number);
  await sharp({ create: { width: width!, height: height!, channels: 3, background: colour } })
    .jpeg()
    .toFile(join(dir, "images", file));
}

/**
 * The photographs of their own (a gallery category's, a room's) in the dataset copy `dir`, as
 * `npm run content` reads them and the image pipeline encodes them; and where the content went.
 */
async function ownPhotographs(dir: string) {
  const outDir = madeDir("content-", resolve(".cache"));
  await buildContent({ datasetDir: dir, outDir });
  const studio = join(outDir, PHOTOGRAPHS);
  const sources = await collectSources(madeDir("images-"), new Map(), studio);
  const media = madeDir("media-");
  const library = new Map();
  for (const source of sources.values()) {
    if (source.kind !== "photo") continue;
    const bytes = await sourceBytes(source);
    const { image } = await makeVariants(source, bytes, cacheKey(source, bytes), media);
    library.set(source.id, libraryImage(source, image));
  }
  const index = JSON.parse(readFileSync(join(studio, "index.json"), "utf8")) as [];
  return { photographs: studioPhotographs(index, library), outDir };
}

// Each test encodes a photograph's variants as the image pipeline does: seconds on a busy machine.
describe("a photograph set on an item in a copy of the dataset", { timeout: 60_000 }, () => {
  it("replaces its picture on its page and card, in the brochure, the share card and the structured data", async () => {
    const photo = asset("fff666", 2400, 1600, "jpg");
    const words = "The Aurora in a client's pool house, its glass front lit at dusk";
    const dir = datasetCopy([photo.doc], (doc) =>
      doc._id === "range-item-aurora"
        ? {
            ...doc,
            photograph: {
              ...photo.ref,
              alt: words,
              hotspot: { x: 0.5, y: 0.5, width: 0.4, height: 0.4 },
            },
          }
        : doc,
    );
    // A deep green photograph, unlike any picture the site draws.
    await photographFile(dir, "fff666-2400x1600.jpg", "#0b6e3a");
    const outDir = madeDir("content-", resolve(".cache"));
    await buildContent({ datasetDir: dir, outDir });

    // The image pipeline takes it in place of the render, as `npm run images` would.
    const empty = madeDir("images-");
    const media = madeDir("media-");
    const source = (await collectSources(empty, new Map(), join(outDir, PHOTOGRAPHS))).get(
      "saunas/aurora/main",
    )!;
    const bytes = await sourceBytes(source);
    const { image: encoded } = await makeVariants(source, bytes, cacheKey(source, bytes), media);
    const image = libraryImage(source, encoded);
    expect(image).toMatchObject({ photograph: true, alt: words, width: 2400, height: 1600 });
    const { dominant } = await sharp(join(media, `${image.path.slice(7)}-480.webp`)).stats();
    expect(dominant.g).toBeGreaterThan(dominant.r + 40);

    vi.resetModules();
    vi.doMock(LIBRARY_MODULE, async (original) => ({
      ...(await original<object>()),
      saunasAuroraMain: image,
    }));
    const { findSauna } = await import("../../app/catalogue/saunas");
    const { sheetContent } = await import("../brochure/content");
    const { meta } = await import("../../app/routes/product");
    const { Picture } = await import("../../app/components/picture");
    const { fallbackUrl } = await import("../../app/images/image-source");

    const aurora = findSauna("aurora")!;
    expect(aurora.image.image).toBe(image);
    // The card and the page draw it with the photograph's words, not the render's.
    const markup = renderToStaticMarkup(
      <Picture image={aurora.image.image} alt={aurora.image.alt} sizes="100vw" />,
    );
    expect(markup).toContain(`src="${fallbackUrl(image)}" alt="${words.replace("'", "&#x27;")}"`);
    // The brochure's sheet, the share card and the structured data.
    expect(sheetContent("aurora")).toMatchObject({ image: fallbackUrl(image), imageAlt: words });
    const tags = (meta as (args: object) => Record<string, unknown>[])({
      data: { slug: "aurora" },
    });
    expect(tags).toContainEqual({ property: "og:image:alt", content: words });
    const jsonLd = JSON.stringify(tags.find((tag) => "script:ld+json" in tag));
    expect(jsonLd).toContain(fallbackUrl(image));
  });

  it("in a gallery category comes first in it, as its cover", async () => {
    const photo = asset("a1b2c3d4e5f6a7b8", 1600, 2000, "jpg");
    const words = "A Kaelis we built in a Constantia garden, its door open";
    const dir = datasetCopy([photo.doc], (doc) =>
      doc._id === "gallery-category-kaelis"
        ? {
            ...doc,
            photographs: [
              { _key: "a", ...photo.ref, alt: words, caption: "In a Constantia garden" },
            ],
          }
        : doc,
    );
    await photographFile(dir, "a1b2c3d4e5f6a7b8-1600x2000.jpg", "#7a3b10");
    const { photographs: gallery } = await ownPhotographs(dir);
    expect(gallery).toHaveLength(1);
    // Its own upright shape, not the landscape of the renders round it.
    expect(gallery[0]!.image).toMatchObject({ width: 1600, height: 2000, photograph: true });

    vi.resetModules();
    vi.doMock(GALLERY_MODULE, () => ({ studioPhotographs: gallery }));
    const { findGalleryCategory } = await import("../../app/catalogue/gallery");
    const kaelis = findGalleryCategory("kaelis")!;
    expect(kaelis.cover).toBe("kaelis-photo-1");
    expect(kaelis.images[0]).toMatchObject({
      id: "kaelis-photo-1",
      alt: words,
      title: "In a Constantia garden",
      src: gallery[0]!.image,
    });
    // The rendered pictures follow it.
    expect(kaelis.images.slice(1).every((image) => !image.src.photograph)).toBe(true);
    expect(findGalleryCategory("aurora")!.images[0]!.id).toBe("aurora-1");
  });

  it("of a collection's view replaces that view on its page and in its gallery, under its caption", async () => {
    const photo = asset("b0b0b0", 2400, 1800, "jpg");
    const words = "Inside an Aurora we built in Bryanston: obeche benches, the heater by the glass";
    const dir = datasetCopy([photo.doc], (doc) =>
      doc._id === "range-item-aurora"
        ? { ...doc, views: { inside: { ...photo.ref, alt: words } } }
        : doc,
    );
    await photographFile(dir, "b0b0b0-2400x1800.jpg", "#0b3a6e");
    const outDir = madeDir("content-", resolve(".cache"));
    await buildContent({ datasetDir: dir, outDir });

    const source = (
      await collectSources(madeDir("images-"), new Map(), join(outDir, PHOTOGRAPHS))
    ).get("saunas/aurora/gallery-1")!;
    expect(source).toMatchObject({ kind: "photo" });
    const bytes = await sourceBytes(source);
    const media = madeDir("media-");
    const { image: encoded } = await makeVariants(source, bytes, cacheKey(source, bytes), media);
    // A 4:3 photograph cropped to the view's 3:2, round the middle.
    const image = libraryImage(source, encoded);
    expect(image).toMatchObject({ photograph: true, alt: words, width: 2400, height: 1600 });

    vi.resetModules();
    vi.doMock(LIBRARY_MODULE, async (original) => ({
      ...(await original<object>()),
      saunasAuroraGallery1: image,
    }));
    const { findSauna } = await import("../../app/catalogue/saunas");
    const { findGalleryCategory } = await import("../../app/catalogue/gallery");
    expect(findSauna("aurora")!.gallery[0]!.image).toBe(image);
    const view = findGalleryCategory("aurora")!.images[1]!;
    expect(view).toMatchObject({ src: image, title: "Inside the Aurora" });
    const { slidesOf } = await import("../../app/components/lightbox-view");
    expect(slidesOf([{ src: view.src, alt: view.alt, caption: view.title }])[0]!.alt).toBe(words);
  });

  it("of a room we built gives it a page and a place on the gallery page, as its cover", async () => {
    const photo = asset("d1e2f3a4b5c6", 2400, 1600, "jpg");
    const words = "The Loyly we built in a Parkhurst garden room, its door open";
    const dir = datasetCopy([
      photo.doc,
      {
        _id: "project-parkhurst",
        _type: "project",
        title: "A Loyly in a Parkhurst garden room",
        slug: { _type: "slug", current: "loyly-parkhurst" },
        suburb: "Parkhurst",
        province: "Gauteng",
        completed: "2026-05-02",
        kind: "loyly",
        width: 2200,
        depth: 2200,
        height: 2400,
        outside: "lunawood",
        inside: "pine",
        front: "door",
        story:
          "A garden room the owners had stopped using became a sauna with a shower beside it, and a bench under the window.",
        photographs: [{ _key: "a", ...photo.ref, alt: words, caption: "The garden room" }],
      },
    ]);
    await photographFile(dir, "d1e2f3a4b5c6-2400x1600.jpg", "#6e3a0b");
    const { photographs, outDir } = await ownPhotographs(dir);
    expect(photographs).toEqual([
      expect.objectContaining({ list: "projects", key: "loyly-parkhurst", alt: words }),
    ]);

    vi.resetModules();
    vi.doMock(GALLERY_MODULE, () => ({ studioPhotographs: photographs }));
    const generated = (await import(join(outDir, "projects.ts"))) as object;
    vi.doMock(PROJECTS_MODULE, () => generated);
    const { builtRooms } = await import("../../app/catalogue/projects");
    expect(builtRooms).toHaveLength(1);
    expect(builtRooms[0]).toMatchObject({
      slug: "loyly-parkhurst",
      where: "Parkhurst, Gauteng · May 2026",
      photographs: [{ image: photographs[0]!.image, caption: "The garden room" }],
    });
    expect(builtRooms[0]!.facts).toContainEqual({
      label: "Collection",
      value: "Loyly",
      to: "/products/loyly",
    });
    const { indexablePaths } = await import("../../app/prerender");
    expect(await indexablePaths()).toContain("/gallery/project/loyly-parkhurst");
  });
});
