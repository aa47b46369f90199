/**
 * Proof from the dataset: the embedded dataset as shipped, a copy changed as an editor would
 * change it in the Studio, and documents broken in each way the build must refuse, by name.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { datasetConfig } from "../dataset/config";
import type { SanityDocument } from "../dataset/embedded";
import { BLOG_IMAGES_DIR, readDataset } from "../dataset/embedded-files.server";
import { imageUrls } from "../dataset/image-urls";
import { parseEnv } from "../config/env-schema";
import * as generated from "./generated/proof";
import { asset, customer, queryOver, testimonial } from "./fixtures";
import { MAX_PNG_LOGO_WIDTH, readProof } from "./proof";

const shipped = readDataset();
const urls = imageUrls(datasetConfig(parseEnv({})));
const from = (documents: readonly SanityDocument[]) => readProof(queryOver(documents), urls);

const photo = asset("aaa111", 1600, 1200, "jpg");
const logo = asset("bbb222", 320, 80, "svg");

/** The one error `documents` raise, for matching its lines. */
async function refusal(documents: SanityDocument[]): Promise<string> {
  const error = await from(documents).then(
    () => undefined,
    (thrown: unknown) => thrown as Error,
  );
  expect(error, "the content was accepted").toBeInstanceOf(Error);
  return error!.message;
}

describe("the embedded dataset's proof", () => {
  it("passes every rule", async () => {
    await expect(from(shipped)).resolves.toBeDefined();
  });

  // With a Sanity project configured, the pages' module comes from the project instead.
  it.runIf(generated.fromEmbeddedDataset)("is what the pages' module holds", async () => {
    const proof = await from(shipped);
    expect(generated.customers).toEqual(proof.customers);
    expect(generated.testimonials).toEqual(proof.testimonials);
  });

  it("has the file of every image asset, at the size its id gives", () => {
    const assets = shipped.filter((doc) => doc._type === "sanity.imageAsset");
    expect(assets.length).toBeGreaterThan(0);
    for (const doc of assets) {
      const [, hash, width, height, extension] = /^image-(\w+)-(\d+)x(\d+)-(\w+)$/.exec(doc._id)!;
      const dimensions = (doc.metadata as { dimensions: { width: number; height: number } })
        .dimensions;
      expect([dimensions.width, dimensions.height], doc._id).toEqual([
        Number(width),
        Number(height),
      ]);
      expect(existsSync(join(BLOG_IMAGES_DIR, `${hash}-${width}x${height}.${extension}`))).toBe(
        true,
      );
    }
  });
});

describe("proof changed in a copy of the dataset", () => {
  it("shows a new testimonial with its photograph, newest first", async () => {
    const older = testimonial({
      _id: "testimonial-older",
      name: "Older Client",
      date: "2024-02-01",
    });
    const newer = testimonial({
      photo: {
        ...photo.ref,
        alt: "The client's garden sauna at dusk",
        hotspot: { x: 0.4, y: 0.5, width: 0.3, height: 0.3 },
      },
    });
    const { testimonials } = await from([...shipped, photo.doc, older, newer]);
    expect(testimonials.map((quote) => quote.name)).toEqual(["Fixture Client", "Older Client"]);
    expect(testimonials[0]).toMatchObject({
      quote: newer.quote,
      photo: {
        alt: "The client's garden sauna at dusk",
        width: 1600,
        height: 1200,
        // The photograph's own file, at the widths the pages ask for, its hotspot kept in view.
        src: "/images/embedded/production/aaa111-1600x1200.jpg?w=1200&fm=jpg&fit=max",
        webpSrcSet: expect.stringMatching(/aaa111-1600x1200\.jpg\?w=480&fm=webp.* 480w, .*1600w$/),
        objectPosition: "40% 50%",
        lqip: "data:image/jpeg;base64,AAAA",
      },
    });
    expect(testimonials[0]).not.toHaveProperty("placeholder");
  });

  it("shows a real customer's logo, and an example as an example", async () => {
    const { customers } = await from([
      logo.doc,
      customer({ logo: logo.ref }),
      customer({ _id: "customer-example", name: "Example Lodge", wordmark: "mono", example: true }),
    ]);
    expect(customers).toEqual([
      { name: "Example Lodge", style: "mono", placeholder: true },
      {
        name: "Fixture Lodge",
        style: "serif",
        logo: { url: logo.doc.url, width: 320, height: 80 },
      },
    ]);
  });

  it("leaves drafts out", async () => {
    const { testimonials, customers } = await from([
      testimonial({ _id: "drafts.testimonial-fixture" }),
      customer({ _id: "drafts.customer-fixture" }),
    ]);
    expect(testimonials).toEqual([]);
    expect(customers).toEqual([]);
  });
});

describe("a broken document fails the build with its name and field", () => {
  it("names a testimonial without the client's consent, or dated ahead", async () => {
    const message = await refusal([
      testimonial({ consent: false }),
      testimonial({ _id: "testimonial-ahead", name: "Ahead", date: "2999-01-01" }),
    ]);
    expect(message).toMatch(/testimonial "Fixture Client" \(testimonial-fixture\), consent:/);
    expect(message).toMatch(
      /testimonial "Ahead" \(testimonial-ahead\), date: a date that has passed/,
    );
  });

  it("names a missing field and a photograph without alternative text", async () => {
    const message = await refusal([
      photo.doc,
      testimonial({ quote: undefined }),
      testimonial({ _id: "testimonial-photo", name: "Photo", photo: photo.ref }),
    ]);
    expect(message).toMatch(/\(testimonial-fixture\), quote:/);
    expect(message).toMatch(/"Photo" \(testimonial-photo\), photo\.alt:/);
  });

  it("names a photograph narrower than the pages show it", async () => {
    const narrow = asset("ccc333", 600, 400, "jpg");
    const message = await refusal([
      narrow.doc,
      testimonial({ photo: { ...narrow.ref, alt: "A small photograph of a finished room" } }),
    ]);
    expect(message).toMatch(/\(testimonial-fixture\), photo: at least 1440 px wide/);
  });

  it("names a picture whose image is not in the dataset", async () => {
    const message = await refusal([
      testimonial({ photo: { ...photo.ref, alt: "A photograph that is not there" } }),
      customer({ logo: logo.ref }),
    ]);
    expect(message).toMatch(
      /\(testimonial-fixture\), photo: the photograph's image is not in the dataset/,
    );
    expect(message).toMatch(/\(customer-fixture\), logo: the logo's image is not in the dataset/);
  });

  it("names a logo that is not an SVG or a PNG, or a PNG too wide to serve as it is", async () => {
    const gif = asset("ccc333", 300, 100, "gif");
    const wide = asset("ddd444", MAX_PNG_LOGO_WIDTH + 1, 300, "png");
    const message = await refusal([
      gif.doc,
      wide.doc,
      customer({ logo: gif.ref }),
      customer({ _id: "customer-wide", name: "Wide", logo: wide.ref }),
    ]);
    expect(message).toMatch(/\(customer-fixture\), logo\.mimeType: an SVG or a PNG/);
    expect(message).toMatch(/\(customer-wide\), logo: a PNG at most 1200 px wide/);
  });

  it("names a customer without a name or wordmark, and two customers of one name", async () => {
    const message = await refusal([
      customer({ name: " " }),
      customer({ _id: "customer-no-style", name: "No Style", wordmark: "gothic" }),
      customer({ _id: "customer-a", name: "Twin" }),
      customer({ _id: "customer-b", name: "twin" }),
    ]);
    expect(message).toMatch(/\(customer-fixture\), name:/);
    expect(message).toMatch(/"No Style" \(customer-no-style\), wordmark:/);
    expect(message).toMatch(
      /customers customer-a, customer-b, name: "twin" is used more than once/,
    );
  });
});
