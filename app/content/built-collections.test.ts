/**
 * The developer's collections built to order keep their standard cabin on their Range item, as a
 * collection the business adds does: the business changes a size, a timber or the front in the
 * content studio, and every page, plan and file drawn from the range follows. Their renders show
 * the cabin they were drawn from (`content/renders/cabins.json`): while it differs, the collection
 * shows its drawings, marked as such, and no tour, never renders of another cabin.
 */
import { resolve } from "node:path";

import { afterEach, describe, expect, it, vi } from "vitest";

import { editedContent, forgetEditedContent } from "../../scripts/content/edited-content";
import type { SanityDocument } from "../dataset/embedded";
import { queryOver } from "./fixtures";
import { readPrices } from "./prices";

afterEach(forgetEditedContent);

const MODULES = ["prices.ts", "built-collections.ts", "made-in.ts"];

/** The Kaelis made wider and glass-fronted, in thermo-pine outside, as the business might. */
const widerKaelis = (doc: Record<string, unknown>) =>
  doc._id === "range-item-kaelis"
    ? {
        ...doc,
        cabin: { ...(doc.cabin as object), width: 2000, outside: "thermo-pine", front: "glass" },
        madeIn: {
          ...(doc.madeIn as object),
          widthTo: 2200,
          outside: ["thermo-pine", "western-red-cedar"],
          fronts: ["door", "glass"],
        },
      }
    : doc;

describe("a developer's collection whose cabin the business changes", { timeout: 60_000 }, () => {
  it("is shown by its renders, with its tour, while its document holds the cabin they show", async () => {
    const { builtCollections } = await import("./generated/built-collections");
    const { findSauna } = await import("../catalogue/saunas");
    const { tours } = await import("../catalogue/tours");
    for (const { slug, rendered } of builtCollections) {
      expect(findSauna(slug)!.drawn, slug).toBe(rendered ? undefined : true);
      expect(
        tours.some(({ id }) => id === slug),
        slug,
      ).toBe(rendered);
    }
  });

  it("keeps the business's photograph as its picture while it is drawn, and its gallery follows", async () => {
    await editedContent(MODULES, [], widerKaelis);
    // The business photographed the Kaelis: the pipeline serves it under its render's id.
    const library = resolve("app/images/library/saunas--kaelis--main.ts");
    const { saunasKaelisMain } = await import("../images/library/saunas--kaelis--main");
    const { render: _, ...photograph } = saunasKaelisMain;
    vi.doMock(library, () => ({ saunasKaelisMain: { ...photograph, photograph: true } }));
    try {
      const { findSauna } = await import("../catalogue/saunas");
      const kaelis = findSauna("kaelis")!;
      expect(kaelis.drawn).toBe(true);
      expect(kaelis.image.image.path).toBe(saunasKaelisMain.path);
      expect(kaelis.image.image.standIn).toBeUndefined();
      expect([kaelis.image, ...kaelis.gallery].filter(({ image }) => image.render)).toEqual([]);
      const { findGalleryCategory } = await import("../catalogue/gallery");
      const category = findGalleryCategory("kaelis")!;
      expect(category.images).toHaveLength(3);
      expect(category.images.some(({ src }) => src.render)).toBe(false);
      const { drawnCollections } = await import("../../scripts/launch-check/placeholders");
      expect(drawnCollections().join()).toMatch(/Kaelis/);
    } finally {
      vi.doUnmock(library);
    }
  });

  it("joins the range with its new cabin, and shows its drawings, not its renders, until rendered again", async () => {
    await editedContent(MODULES, [], widerKaelis);
    const { saunaItem } = await import("../catalogue/range-cabins");
    expect(saunaItem("kaelis").model).toMatchObject({
      width: 2000,
      outside: "thermo-pine",
      front: "glass",
    });
    const { findSauna } = await import("../catalogue/saunas");
    const kaelis = findSauna("kaelis")!;
    // Its picture is its elevations, drawn to its new size and marked as a drawing.
    expect(kaelis.image.image.standIn).toBe(true);
    expect(kaelis.image.alt).toMatch(/^Front and side elevations of the Kaelis/);
    expect(kaelis.dimensions.width).toBe(2000);
    // No render of the old cabin anywhere on its page, and no tour of it.
    expect([kaelis.image, ...kaelis.gallery].filter(({ image }) => image.render)).toEqual([]);
    expect(kaelis.embed).toBeUndefined();
    expect(kaelis.gallery.at(-1)).toBe(kaelis.plan!.image);
    // Its words may name the glass it now has.
    const { saunaFigures } = await import("../catalogue/saunas");
    expect(Object.keys(saunaFigures("kaelis"))).toContain("glassWidth");
    // Its tour leaves; the other collections keep theirs and their renders.
    const { tours } = await import("../catalogue/tours");
    expect(tours.map(({ id }) => id)).not.toContain("kaelis");
    expect(tours.map(({ id }) => id)).toContain("aurora");
    expect(findSauna("aurora")!.image.image.render).toBe(true);
    // Its gallery category shows the same drawings, captioned as what they are.
    const { findGalleryCategory } = await import("../catalogue/gallery");
    const category = findGalleryCategory("kaelis")!;
    expect(category.images.map(({ src }) => src)).toEqual([
      kaelis.image.image,
      kaelis.plan!.image.image,
    ]);
    expect(category.images.some(({ src }) => src.render)).toBe(false);
    expect(category.cover).toBe(category.images[0]!.id);
  });

  it("is refused, naming the document and the field, when its cabin is missing or out of bounds", async () => {
    const read = (...documents: object[]) => readPrices(queryOver(documents as SanityDocument[]));
    const kaelis = {
      _id: "range-item-kaelis",
      _type: "rangeItem",
      slug: "kaelis",
      price: { from: 145_000, availability: "MadeToOrder" },
    };
    await expect(read(kaelis)).rejects.toThrow(
      /range item "kaelis" \(range-item-kaelis\), cabin: the standard Kaelis/,
    );
    await expect(
      read({
        ...kaelis,
        cabin: {
          width: 1800,
          depth: 2100,
          height: 3000,
          outside: "western-red-cedar",
          inside: "western-red-cedar",
          front: "door",
          seatsFrom: 2,
          seatsTo: 3,
        },
      }),
    ).rejects.toThrow(/cabin\.height: a whole number of millimetres, from 2100 to 2500/);
  });
});
