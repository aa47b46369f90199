import { describe, expect, it } from "vitest";

import { parseBlogImage } from "./body-image";
import { imageSchema } from "~/dataset/image-schema";

const asset = { _id: "image-abc123-800x600-jpg", url: "/x.jpg", width: 800, height: 600 };
const valid = { _type: "image", _key: "i1", alt: "Cedar boards", asset };

/** Images the schema takes and images it refuses, each a change from a valid one. */
const cases: Record<string, unknown> = {
  valid,
  "alt text trimmed": { ...valid, alt: "  Cedar boards " },
  "every optional field": {
    ...valid,
    caption: "Cedar up close",
    crop: { top: 0, bottom: 0.1, left: 0, right: 0, _type: "sanity.imageCrop" },
    hotspot: { x: 0.5, y: 0.5, height: 1, width: 1 },
    asset: { ...asset, lqip: "data:image/jpeg;base64,xyz", extra: true },
  },
  "optional fields null": { ...valid, caption: null, crop: null, hotspot: null },
  "lqip null": { ...valid, asset: { ...asset, lqip: null } },
  "no alt": { ...valid, alt: undefined },
  "blank alt": { ...valid, alt: "   " },
  "alt not text": { ...valid, alt: 3 },
  "caption not text": { ...valid, caption: 3 },
  "crop incomplete": { ...valid, crop: { top: 0, bottom: 0, left: 0 } },
  "crop not a number": { ...valid, crop: { top: 0, bottom: 0, left: 0, right: "0" } },
  "hotspot infinite": { ...valid, hotspot: { x: Infinity, y: 0, height: 1, width: 1 } },
  "hotspot NaN": { ...valid, hotspot: { x: NaN, y: 0, height: 1, width: 1 } },
  "no asset": { ...valid, asset: undefined },
  "asset a list": { ...valid, asset: [] },
  "empty asset id": { ...valid, asset: { ...asset, _id: "" } },
  "no url": { ...valid, asset: { ...asset, url: undefined } },
  "width zero": { ...valid, asset: { ...asset, width: 0 } },
  "height negative": { ...valid, asset: { ...asset, height: -600 } },
  "width fractional": { ...valid, asset: { ...asset, width: 800.5 } },
  "width as text": { ...valid, asset: { ...asset, width: "800" } },
  "lqip not text": { ...valid, asset: { ...asset, lqip: 1 } },
  null: null,
  text: "image",
};

describe("parseBlogImage", () => {
  it.each(Object.entries(cases))("answers as imageSchema does: %s", (_, value) => {
    const parsed = imageSchema.safeParse(value);
    expect(parseBlogImage(value)).toStrictEqual(parsed.success ? parsed.data : null);
  });
});
