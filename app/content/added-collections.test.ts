/**
 * A sauna collection the business adds in the content studio: a Range item of kind "sauna" with
 * its name, its standard cabin, its price, its words and what it is made to order in. It joins the
 * range (and so every page, plan and file drawn from it) where it was placed; what is missing or
 * wrong stops the content step, naming the document and the field; withdrawn, it leaves the range.
 */
import { resolve } from "node:path";

import { afterEach, describe, expect, it, vi } from "vitest";

import { editedContent, forgetEditedContent } from "../../scripts/content/edited-content";
import { cabinFigures } from "../../content-studio/rules/cabin";
import type { SanityDocument } from "../dataset/embedded";
import { queryOver } from "./fixtures";
import { readPrices } from "./prices";

/** The image library's module of the added collections' pictures, which `npm run images` writes. */
const PICTURES_MODULE = resolve("app/images/library/added-collections.ts");

afterEach(() => {
  vi.doUnmock(PICTURES_MODULE);
  forgetEditedContent();
});

/** A picture as the image pipeline describes it: a render, or a drawing. */
const picture = (id: string, render = false) => ({
  path: `/media/${id}`,
  widths: [480, 960],
  width: 1920,
  height: 1280,
  placeholder: "data:image/webp;base64,",
  ...(render ? { render: true as const } : {}),
});

/** What the image pipeline lists for the Saari: its drawings and, once rendered, its renders. */
const saariPictures = (rendered: boolean) => ({
  addedCollectionPictures: {
    saari: {
      elevations: picture("saari-elevations"),
      plan: picture("saari-plan"),
      ...(rendered
        ? {
            main: picture("saari-main", true),
            views: [1, 2, 3, 4].map((n) => picture(`saari-view-${n}`, true)),
          }
        : {}),
    },
  },
});

/** A collection the business adds: a glass-fronted oak cabin. */
const saari = {
  _id: "range-item-saari",
  _type: "rangeItem",
  _createdAt: "2026-11-29T08:00:00Z",
  _updatedAt: "2026-11-29T08:00:00Z",
  slug: "saari",
  kind: "sauna",
  name: "Saari",
  order: 10,
  cabin: {
    width: 2400,
    depth: 2000,
    height: 2300,
    outside: "oak",
    inside: "obeche",
    front: "glass",
    seatsFrom: 3,
    seatsTo: 5,
  },
  price: { from: 185_000, availability: "MadeToOrder" },
  description:
    "Oak outside, pale obeche within, and a wall of glass {glassWidth} wide: a cabin for a view.",
  headline: "An oak cabin with a wall of glass",
  story:
    "The Saari is clad in oak and lined in obeche, and its front is one wall of glass {glassWidth} wide.\n\nInside it stands {insideHeight} high, so the heat settles in layers over the two benches.",
  features: [
    {
      _key: "a",
      title: "A wall of glass",
      description: "Toughened glass {glassThickness} thick across the whole front.",
      icon: "sparkles",
    },
  ],
  madeIn: {
    widthFrom: 2000,
    widthTo: 2800,
    depthFrom: 1800,
    depthTo: 2400,
    outside: ["oak", "thermo-pine"],
    inside: ["obeche", "pine"],
    fronts: ["glass", "door"],
    confirmed: false,
  },
};

const read = (...documents: object[]) => readPrices(queryOver(documents as SanityDocument[]));

const MODULES = ["prices.ts", "collections.ts", "made-in.ts"];

describe("a sauna collection the business adds in the content studio", { timeout: 30_000 }, () => {
  it("joins the range after the built collections, with its cabin, seats, price and options", async () => {
    await editedContent(MODULES, [saari]);
    const { saunaRange, saunaItem, cabins } = await import("../catalogue/range-cabins");
    const { saunaNames, saunaSlugs } = await import("./range-core");
    const { optionsOf } = await import("../catalogue/configure");
    const { seatsFrom, seatsTo, ...model } = saari.cabin;
    expect(saunaRange.map(({ slug }) => slug)).toEqual([
      "kaelis",
      "aurora",
      "loyly",
      "elysium",
      "saari",
      "vakio",
    ]);
    expect(saunaSlugs).toContain("saari");
    expect(saunaNames.saari).toBe("Saari");
    expect(saunaItem("saari")).toMatchObject({
      name: "Saari",
      kind: "sauna",
      path: "/products/saari",
      topic: "saari",
      // The standard cabin as the business set it, its seats apart.
      model,
      seats: [seatsFrom, seatsTo],
      plans: true,
      price: { kind: "from", amount: 185_000, confirmed: false },
    });
    expect(cabins.saari).toMatchObject({ name: "Saari", width: 2400 });
    expect(optionsOf("saari")).toMatchObject({
      sizes: { kind: "grid", width: [2000, 2800], depth: [1800, 2400] },
      fronts: ["glass", "door"],
    });
  });

  it("leaves the range when withdrawn, its document kept", async () => {
    await editedContent(MODULES, [{ ...saari, withdrawn: true }]);
    const { saunaRange } = await import("../catalogue/range-cabins");
    expect(saunaRange.map(({ slug }) => slug)).not.toContain("saari");
  });

  it.each([
    ["no standard cabin", { cabin: undefined }, /, cabin: the standard Saari: its outside size/],
    [
      "a cabin taller than the workshop builds",
      { cabin: { ...saari.cabin, height: 2800 } },
      /, cabin\.height: a whole number of millimetres, from 2100 to 2500/,
    ],
    [
      "a cabin in a timber the site does not know",
      { cabin: { ...saari.cabin, outside: "teak" } },
      /, cabin\.outside: one of Pine, Thermo-pine/,
    ],
    [
      "more people suited than it seats",
      { cabin: { ...saari.cabin, seatsFrom: 6 } },
      /, cabin\.seatsTo: at least the fewest people it suits/,
    ],
    [
      "a door-fronted cabin whose words name its glass",
      { cabin: { ...saari.cabin, front: "door" }, madeIn: { ...saari.madeIn, fronts: ["door"] } },
      /, description: \{glassWidth\} is no figure of this item/,
    ],
    [
      "options that leave out its standard cabin",
      { madeIn: { ...saari.madeIn, widthTo: 2300 } },
      /, madeIn\.widthTo: at least 2400 mm: the standard Saari is 2400 mm wide/,
    ],
    [
      "a slug the enquiry form uses for an interest",
      { slug: "heater", _id: "range-item-heater" },
      /, slug: "heater" is taken by another page or by an interest of the enquiry form/,
    ],
    [
      "a slug another page's address has",
      { slug: "compare", _id: "range-item-compare" },
      /, slug: "compare" is taken by another page or by an interest of the enquiry form/,
    ],
    ["no page", { headline: undefined, story: undefined, features: undefined }, undefined],
  ])("refuses %s, naming the document and the field", async (_, fields, message) => {
    if (!message) {
      // A missing page is named when the range is put together, not on the document itself.
      const { unwordedItems } = await import("./prices");
      expect(unwordedItems(await read({ ...saari, ...fields }))).toContainEqual(
        expect.stringMatching(/"Saari" \(saari\) has no page/),
      );
      return;
    }
    await expect(read({ ...saari, ...fields })).rejects.toThrow(message);
  });

  it("needs no photograph: its drawings stand for it until it has one", async () => {
    await expect(read(saari)).resolves.toContainEqual(
      expect.objectContaining({ slug: "saari", added: expect.objectContaining({ name: "Saari" }) }),
    );
  });

  it("shows its drawings until a developer renders it from its document, then its renders", async () => {
    await editedContent([...MODULES, "words/collection-pages.ts"], [saari]);
    vi.doMock(PICTURES_MODULE, () => saariPictures(false));
    let { findSauna } = await import("../catalogue/saunas");
    expect(findSauna("saari")!.image).toMatchObject({
      image: { path: "/media/saari-elevations", standIn: true },
    });
    // Rendered files whose cabin is not the one the record holds still show the drawings.
    vi.doMock(PICTURES_MODULE, () => saariPictures(true));
    vi.resetModules();
    ({ findSauna } = await import("../catalogue/saunas"));
    expect(findSauna("saari")!.image.image.standIn).toBe(true);
    expect(findSauna("saari")!.gallery.some(({ image }) => image.render)).toBe(false);
    // Once the record says the renders show its cabin, its page shows them, described.
    const generated = await import("./generated/collections");
    vi.doMock(resolve("app/content/generated/collections.ts"), () => ({
      addedCollections: generated.addedCollections.map((added) => ({ ...added, rendered: true })),
    }));
    vi.resetModules();
    ({ findSauna } = await import("../catalogue/saunas"));
    const shown = findSauna("saari")!;
    expect(shown.image.image).toMatchObject({ path: "/media/saari-main", render: true });
    expect(shown.image.alt).toBe(
      "The Saari sauna cabin in oak, with a wall of glass, on a garden deck by day",
    );
    expect(shown.gallery.map(({ image }) => image.path)).toEqual([
      "/media/saari-view-1",
      "/media/saari-view-2",
      "/media/saari-view-3",
      "/media/saari-view-4",
      "/media/saari-elevations",
    ]);
    expect(shown.gallery[0]!.alt).toMatch(/^Inside the Saari: obeche benches/);
    expect(shown.plan!.image.image.path).toBe("/media/saari-plan");
  });

  it("may not withdraw one of the developer's collections, nor give the Vakio a cabin of its own", async () => {
    const kaelis = { _id: "range-item-kaelis", _type: "rangeItem", slug: "kaelis" };
    await expect(
      read({
        ...kaelis,
        price: { from: 145_000, availability: "MadeToOrder" },
        cabin: { ...saari.cabin, front: "door" },
        withdrawn: true,
      }),
    ).rejects.toThrow(
      /withdrawn: Only a heater, an accessory, an aroma, a steam room or a collection you added/,
    );
    await expect(
      read({ _id: "range-item-vakio", _type: "rangeItem", slug: "vakio", cabin: saari.cabin }),
    ).rejects.toThrow(/cabin: the Vakio is built as its kits; clear its standard cabin/);
  });

  it("names in its words the figures the developer's collections of its front name", async () => {
    const { saunaFigures } = await import("../catalogue/saunas");
    expect(cabinFigures({ front: "door" }).sort()).toEqual(
      Object.keys(saunaFigures("kaelis")).sort(),
    );
    expect(cabinFigures({ front: "glass" }).sort()).toEqual(
      Object.keys(saunaFigures("aurora")).sort(),
    );
  });
});
