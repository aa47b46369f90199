// @vitest-environment node
/**
 * The whole path of a photograph an editor sets on an item of the range: a copy of the embedded
 * dataset with the photograph, read and fetched by `npm run content`, taken by the image pipeline
 * in place of the item's render, and shown by the catalogue on the item's page and card, in the
 * brochure, on its share card and in its structured data.
 */
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
} from "../images/build-images";
import { buildContent, PHOTOGRAPHS } from "./content";
import { datasetCopy, madeDir, removeMade } from "./dataset-copy";

/** The image library's index, which the catalogue imports its pictures from. */
const LIBRARY_MODULE = resolve("app/images/library/index.ts");

afterEach(() => {
  removeMade();
  vi.doUnmock(LIBRARY_MODULE);
});

describe("a photograph set on an item in a copy of the dataset", () => {
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
    await sharp({ create: { width: 2400, height: 1600, channels: 3, background: "#0b6e3a" } })
      .jpeg()
      .toFile(join(dir, "images", "fff666-2400x1600.jpg"));
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
});
