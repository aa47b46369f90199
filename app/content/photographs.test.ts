/**
 * The range's photographs from the dataset: which picture each item's photograph replaces, what an
 * editor may set, and each broken document refused by name and field.
 */
import { describe, expect, it } from "vitest";

import type { SanityDocument } from "../dataset/embedded";
import { accessories } from "../catalogue/accessories";
import { aromas } from "../catalogue/aromas";
import { diyKits } from "../catalogue/diy-kits";
import { heaters } from "../catalogue/heaters";
import { iceBaths } from "../catalogue/ice-baths";
import { range } from "../catalogue/range";
import { galleryCategories } from "../catalogue/gallery";
import { CLIENT_ROOMS_CATEGORY } from "../catalogue/client-rooms";
import { saunas } from "../catalogue/saunas";
import { steamRoomCards } from "../catalogue/steam-rooms";
import * as library from "../images/library";
import { exportName } from "../../scripts/images/build-images";
import { asset, queryOver } from "./fixtures";
import {
  itemPicture,
  PHOTOGRAPH_CATEGORIES,
  readPhotographs,
  VIEW_COLLECTIONS,
  VIEW_FIELDS,
  viewPicture,
} from "./photographs";

const read = (documents: SanityDocument[]) => readPhotographs(queryOver(documents));

const photo = asset("ccc333", 2400, 1600, "jpg");

const item = (slug: string, photograph: Record<string, unknown> | undefined, id?: string) => ({
  _id: id ?? `range-item-${slug}`,
  _type: "rangeItem",
  slug,
  price: { from: 1000, availability: "MadeToOrder" },
  ...(photograph ? { photograph } : {}),
});

describe("the picture each item's photograph replaces", () => {
  it("is the picture the item's own card and page show, for every item of the range", () => {
    const shown: Record<string, unknown> = Object.fromEntries([
      ...saunas.map((sauna) => [sauna.slug, sauna.image.image]),
      ...iceBaths.map((bath) => [bath.slug, bath.images[0]!.image]),
      ...steamRoomCards.map((card) => [card.id, card.image.image]),
      ...diyKits.map((kit) => [kit.id, kit.image.image]),
      ...heaters.map((heater) => [heater.id, heater.image.image]),
      ...accessories.map((accessory) => [accessory.id, accessory.image.image]),
      ...aromas.map((aroma) => [aroma.id, aroma.image.image]),
    ]);
    // Every item, the Vakio too: its Range item holds no price, and its photographs.
    expect(Object.keys(shown).sort()).toEqual(range.map((entry) => entry.slug).sort());
    for (const item of range) {
      const slug = item.slug;
      const picture = itemPicture(item);
      expect(picture, `${slug} has no picture`).toBeDefined();
      const image = (library as Record<string, unknown>)[exportName(picture!)];
      expect(image, `${slug}: no picture "${picture}"`).toBeDefined();
      expect(shown[slug], `${slug} does not show "${picture}"`).toBe(image);
    }
  });
});

describe("the range's photographs from the dataset", () => {
  it("reads a photograph with its words, crop and hotspot, and leaves drafts and items without one", async () => {
    expect(
      await read([
        photo.doc,
        item("aurora", {
          ...photo.ref,
          alt: "The Aurora in a client's pool house, its glass front lit",
          crop: { top: 0, bottom: 0.1, left: 0.05, right: 0 },
          hotspot: { x: 0.4, y: 0.55, width: 0.3, height: 0.3 },
        }),
        item(
          "rose",
          { ...photo.ref, alt: "A bottle of rose concentrate" },
          "drafts.range-item-rose",
        ),
        item("kaelis", undefined),
      ]),
    ).toEqual([
      {
        picture: "saunas/aurora/main",
        document: "range-item-aurora",
        alt: "The Aurora in a client's pool house, its glass front lit",
        asset: { id: photo.doc._id, url: photo.doc.url, width: 2400, height: 1600 },
        crop: { top: 0, bottom: 0.1, left: 0.05, right: 0 },
        hotspot: { x: 0.4, y: 0.55 },
      },
    ]);
  });

  it.each([
    [
      "no alternative text",
      item("aurora", { ...photo.ref }),
      /range item "aurora" \(range-item-aurora\), photograph\.alt:/,
    ],
    [
      "alternative text but no image",
      item("aurora", { _type: "image", alt: "The Aurora in a client's pool house" }),
      /range item "aurora" \(range-item-aurora\), photograph: alternative text but no image/,
    ],
    [
      "an image the dataset does not hold",
      item("aurora", {
        _type: "image",
        asset: { _type: "reference", _ref: "image-ddd444-2400x1600-jpg" },
        alt: "The Aurora in a client's pool house",
      }),
      /range item "aurora" \(range-item-aurora\), photograph: the photograph's image is not in the dataset/,
    ],
    [
      "a slug that names no item",
      item("auroraa", { ...photo.ref, alt: "The Aurora in a client's pool house" }),
      /range item "auroraa" \(range-item-auroraa\), slug: no item of the range has this slug/,
    ],
  ])("refuses %s, naming the document and the field", async (_, document, message) => {
    await expect(read([photo.doc, document])).rejects.toThrow(message);
  });

  it("reads the Vakio collection's photograph, whose Range item holds no price", async () => {
    const { price: _, ...vakio } = item("vakio", {
      ...photo.ref,
      alt: "A Vakio Four we assembled in a Durban garden room",
    });
    const [photograph] = await read([photo.doc, vakio]);
    expect(photograph).toMatchObject({
      picture: "saunas/vakio/main",
      document: "range-item-vakio",
    });
  });

  it("refuses a photograph too narrow for the pages that show it", async () => {
    const small = asset("eee555", 1024, 768, "jpg");
    await expect(
      read([small.doc, item("rose", { ...small.ref, alt: "A bottle of rose concentrate" })]),
    ).rejects.toThrow(/range item "rose" \(range-item-rose\), photograph: at least 1440 px wide/);
  });
});

describe("a built collection's photographs of its views", () => {
  const views = (slug: string, fields: Record<string, unknown>) => ({
    ...item(slug, undefined),
    views: fields,
  });
  const alt = "Inside a cedar room we built in Constantia, the heater by the door";

  it("replace the pictures its page shows after the main one, in its gallery's order", () => {
    for (const slug of VIEW_COLLECTIONS) {
      const sauna = saunas.find((one) => one.slug === slug)!;
      for (const [field, number] of Object.entries(VIEW_FIELDS)) {
        const picture = viewPicture(slug, field as keyof typeof VIEW_FIELDS);
        const image = (library as Record<string, unknown>)[exportName(picture!)];
        expect(image, `${slug} ${field}: no picture "${picture}"`).toBeDefined();
        expect(sauna.gallery[number - 1]!.image, `${slug} ${field}`).toBe(image);
      }
    }
  });

  it("are read as the pictures they replace, each with its own words", async () => {
    expect(
      await read([photo.doc, views("kaelis", { inside: { ...photo.ref, alt }, evening: null })]),
    ).toEqual([
      {
        picture: "saunas/kaelis/gallery-1",
        document: "range-item-kaelis",
        alt,
        asset: { id: photo.doc._id, url: photo.doc.url, width: 2400, height: 1600 },
      },
    ]);
  });

  it.each([
    [
      "on an item whose page shows no such views",
      views("rose", { inside: { ...photo.ref, alt } }),
      /range item "rose" \(range-item-rose\), slug: only the pages of the kaelis, aurora, loyly, elysium, vakio show these views/,
    ],
    [
      "without alternative text",
      views("aurora", { bench: { ...photo.ref } }),
      /range item "aurora" \(range-item-aurora\), views\.bench\.alt:/,
    ],
  ])("are refused %s, naming the document and the field", async (_, document, message) => {
    await expect(read([photo.doc, document])).rejects.toThrow(message);
  });
});

const category = (slug: string, photographs: Record<string, unknown>[]) => ({
  _id: `gallery-category-${slug}`,
  _type: "galleryCategory",
  slug,
  photographs: photographs.map((one, i) => ({ _key: `k${i}`, ...one })),
});

describe("the gallery's photographs from the dataset", () => {
  const second = asset("abcdef0123456789", 1600, 2000, "jpg");

  it("are taken in every category but the client renderings", () => {
    expect([...PHOTOGRAPH_CATEGORIES].sort()).toEqual(
      galleryCategories
        .map((one) => one.slug)
        .filter((slug) => slug !== CLIENT_ROOMS_CATEGORY)
        .sort(),
    );
  });

  it("reads each category's photographs in order, with their words and an id of their own", async () => {
    const photographs = await read([
      photo.doc,
      second.doc,
      category("kaelis", [
        { ...second.ref, alt: "A Kaelis in a Constantia garden at dusk", caption: "Constantia" },
        { ...photo.ref, alt: "Inside the Kaelis: cedar benches", caption: "The benches" },
      ]),
    ]);
    expect(photographs.map(({ picture, own, alt }) => ({ picture, own, alt }))).toEqual([
      {
        picture: "gallery/photographs/kaelis/abcdef012345",
        own: { list: "gallery", key: "kaelis", caption: "Constantia" },
        alt: "A Kaelis in a Constantia garden at dusk",
      },
      {
        picture: "gallery/photographs/kaelis/ccc333",
        own: { list: "gallery", key: "kaelis", caption: "The benches" },
        alt: "Inside the Kaelis: cedar benches",
      },
    ]);
  });

  it.each([
    [
      "a photograph without a caption",
      category("kaelis", [{ ...photo.ref, alt: "A Kaelis in a Constantia garden" }]),
      /gallery category "kaelis" \(gallery-category-kaelis\), photographs\.0\.caption:/,
    ],
    [
      "an entry without an image",
      category("aurora", [
        { _type: "image", alt: "An Aurora in a pool house", caption: "Pool house" },
      ]),
      /gallery category "aurora" \(gallery-category-aurora\), photographs\.0: no image/,
    ],
    [
      "a category the gallery does not show photographs in",
      category(CLIENT_ROOMS_CATEGORY, [
        { ...photo.ref, alt: "A Kaelis in a Constantia garden", caption: "Constantia" },
      ]),
      /gallery category "client-3d-renderings" \(gallery-category-client-3d-renderings\), photographs: only kaelis, .* show photographs/,
    ],
  ])("refuse %s, naming the document and the field", async (_, document, message) => {
    await expect(read([photo.doc, document])).rejects.toThrow(message);
  });
});

describe("a showroom's photograph from the dataset", () => {
  const showroom = (photograph: Record<string, unknown>) => ({
    _id: "office-cape-town",
    _type: "office",
    slug: "cape-town",
    photograph,
  });

  it("is read as a picture of its own for the showroom's page", async () => {
    const [read_] = await read([
      photo.doc,
      showroom({
        ...photo.ref,
        alt: "The Cape Town showroom's front room",
        caption: "Kloof Street",
      }),
    ]);
    expect(read_).toMatchObject({
      picture: "offices/photographs/cape-town/ccc333",
      own: { list: "offices", key: "cape-town", caption: "Kloof Street" },
      alt: "The Cape Town showroom's front room",
    });
  });

  it("is refused without its caption, naming the document and the field", async () => {
    await expect(
      read([photo.doc, showroom({ ...photo.ref, alt: "The Cape Town showroom's front room" })]),
    ).rejects.toThrow(/showroom "cape-town" \(office-cape-town\), photograph\.caption:/);
  });
});
