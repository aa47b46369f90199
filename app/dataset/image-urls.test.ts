import { describe, expect, it } from "vitest";

import { datasetConfig } from "./config";
import { imageUrls } from "./image-urls";
import type { DatasetImage } from "~/dataset/image-schema";

const image: DatasetImage = {
  alt: "A fan of sauna boards",
  asset: {
    _id: "image-6e00cce8950f058f9625d8e4be8cc440625752cc-1920x1080-jpg",
    url: "/images/embedded/production/6e00cce8950f058f9625d8e4be8cc440625752cc-1920x1080.jpg",
    width: 1920,
    height: 1080,
  },
};
const defaults = { SANITY_DATASET: "production", SANITY_API_VERSION: "2023-10-10" };

describe("imageUrls", () => {
  it("embedded: root-relative URLs on the site's own origin, by width and format", () => {
    const urls = imageUrls(datasetConfig({ ...defaults, SANITY_PROJECT_ID: undefined }));
    expect(urls.url(image, 960, "webp")).toBe(
      "/images/embedded/production/6e00cce8950f058f9625d8e4be8cc440625752cc-1920x1080.jpg?w=960&fm=webp&fit=max",
    );
    expect(
      urls
        .srcSet(image, "webp")
        .split(", ")
        .map((entry) => entry.split(" ")[1]),
    ).toEqual(["480w", "960w", "1440w", "1920w"]);
  });

  it("with a project: Sanity's image CDN", () => {
    const urls = imageUrls(datasetConfig({ ...defaults, SANITY_PROJECT_ID: "abc123" }));
    expect(urls.fallback(image)).toMatch(
      /^https:\/\/cdn\.sanity\.io\/images\/abc123\/production\/6e00cce8950f058f9625d8e4be8cc440625752cc-1920x1080\.jpg\?w=1200&fm=jpg/,
    );
  });

  it("never offers widths beyond the image's own", () => {
    const small = { ...image, asset: { ...image.asset, width: 800, height: 600 } };
    const urls = imageUrls(datasetConfig({ ...defaults, SANITY_PROJECT_ID: undefined }));
    expect(urls.srcSet(small, "jpg")).toMatch(/ 480w, .* 800w$/);
    expect(urls.fallback(small)).toContain("w=800");
  });
});
