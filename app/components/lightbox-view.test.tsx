import { describe, expect, it } from "vitest";

import type { ImageSource } from "~/images/image-source";

import { slidesOf } from "./lightbox-view";

const image: ImageSource = {
  path: "/media/gallery-extra-01.0123456789",
  widths: [480, 960, 1440, 1920],
  width: 1920,
  height: 1280,
  placeholder: "data:image/webp;base64,AAAA",
};

describe("slidesOf", () => {
  it("offers every WebP width with its height, the JPEG as src, and the caption as title", () => {
    const [slide] = slidesOf([{ src: image, alt: "A cedar cabin at dusk", caption: "At dusk" }]);
    expect(slide).toMatchObject({
      src: "/media/gallery-extra-01.0123456789-1440.jpg",
      alt: "A cedar cabin at dusk",
      width: 1920,
      height: 1280,
      title: "At dusk",
    });
    expect(slide!.srcSet).toEqual([
      { src: "/media/gallery-extra-01.0123456789-480.webp", width: 480, height: 320 },
      { src: "/media/gallery-extra-01.0123456789-960.webp", width: 960, height: 640 },
      { src: "/media/gallery-extra-01.0123456789-1440.webp", width: 1440, height: 960 },
      { src: "/media/gallery-extra-01.0123456789-1920.webp", width: 1920, height: 1280 },
    ]);
  });

  it("describes a photograph from the content studio in the editor's words", () => {
    const photograph: ImageSource = {
      ...image,
      photograph: true as const,
      alt: "Inside a cedar room we built in Constantia",
    };
    const [slide] = slidesOf([
      { src: photograph, alt: "Inside the Kaelis, rendered", caption: "Inside" },
    ]);
    expect(slide!.alt).toBe("Inside a cedar room we built in Constantia");
  });

  it("says under a render that it is one, and nothing under a photograph", () => {
    const [render, photograph] = slidesOf([
      { src: { ...image, render: true }, alt: "The Kaelis at dusk", caption: "At dusk" },
      { src: { ...image, photograph: true }, alt: "The Kaelis at dusk", caption: "At dusk" },
    ]);
    expect(render!.description).toBe("Render: a visualisation, not a photograph");
    expect(photograph!.description).toBeUndefined();
  });
});
