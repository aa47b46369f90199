/** Documents for the content's tests, in the shape Sanity exports them. */
import { runQuery, type SanityDocument } from "../dataset/embedded";
import type { ContentQuery } from "./check";

/** The content's queries run over `documents`, as groq-js runs them over the embedded dataset. */
export const queryOver =
  (documents: readonly SanityDocument[]): ContentQuery =>
  (groq, params) =>
    runQuery(documents, groq, params);

/** The ice bath's figures ("Ice bath figures"), as a test builds its document with them. */
export const ICE_BATH_FIGURES = {
  warmestWaterC: 16,
  coldestWaterC: 0.5,
  waterLitres: 500,
  fullWeightKg: 700,
  accessWidthMm: 850,
  wallClearanceCm: 5,
  powerW: 1000,
  voltsFrom: 220,
  voltsTo: 240,
  socketA: 16,
  warrantyYears: 1.5,
};

/** An image asset document as Sanity exports it, and a reference to it. */
export function asset(hash: string, width: number, height: number, extension: string) {
  const mimeType = { svg: "image/svg+xml", png: "image/png", jpg: "image/jpeg", gif: "image/gif" }[
    extension
  ];
  const file = `${hash}-${width}x${height}.${extension}`;
  const doc: SanityDocument = {
    _id: `image-${hash}-${width}x${height}-${extension}`,
    _type: "sanity.imageAsset",
    extension,
    mimeType,
    url: `/images/embedded/production/${file}`,
    metadata: {
      _type: "sanity.imageMetadata",
      dimensions: { _type: "sanity.imageDimensions", width, height, aspectRatio: width / height },
      lqip: "data:image/jpeg;base64,AAAA",
    },
  };
  return { doc, ref: { _type: "image", asset: { _type: "reference", _ref: doc._id } } };
}

/** A complete testimonial, consented; `fields` change or add to it. */
export const testimonial = (fields: Record<string, unknown> = {}): SanityDocument => ({
  _id: "testimonial-fixture",
  _type: "testimonial",
  name: "Fixture Client",
  suburb: "Fixture Suburb",
  project: "A fixture sauna in a garden room",
  quote: "Words written for this test and shown nowhere else.",
  date: "2025-03-14",
  consent: true,
  ...fields,
});

/** A customer with no logo; `fields` change or add to it. */
export const customer = (fields: Record<string, unknown> = {}): SanityDocument => ({
  _id: "customer-fixture",
  _type: "customer",
  name: "Fixture Lodge",
  wordmark: "serif",
  ...fields,
});
