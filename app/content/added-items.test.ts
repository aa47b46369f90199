/**
 * The heaters, accessories and aromas the business adds, changes and withdraws in the content
 * studio: each is a Range item with its kind, its name, its place in its page's list and, for a
 * heater, the maker's figures. What it sets reaches the range, its page's list and the sizing; what
 * is missing or wrong stops the content step, naming the document and the field.
 */
import { afterEach, describe, expect, it } from "vitest";

import { editedContent, forgetEditedContent } from "../../scripts/content/edited-content";
import type { SanityDocument } from "../dataset/embedded";
import { queryOver } from "./fixtures";
import { readPrices } from "./prices";

afterEach(forgetEditedContent);

/** A heater the business adds, with the maker's figures. */
const legend = {
  _id: "range-item-harvia-legend",
  _type: "rangeItem",
  _createdAt: "2026-11-29T08:00:00Z",
  _updatedAt: "2026-11-29T08:00:00Z",
  slug: "harvia-legend",
  kind: "heater",
  name: "Harvia Legend",
  order: 25,
  heater: {
    fuel: "electric",
    model: "Harvia Legend PO110",
    outputs: [{ _key: "a", kw: 10.5, roomFrom: 9, roomTo: 16 }],
    supplies: ["three-phase"],
    source: "Harvia Legend installation manual",
  },
  price: { from: 32_500, availability: "InStock" },
  description: "A tower of stones in a steel cage, for a large room and a long, soft steam.",
};

/** An item with its photograph: one of the embedded dataset's images, wide enough for a card. */
const photographed = (document: object) => ({
  ...document,
  photograph: {
    _type: "image",
    asset: {
      _type: "reference",
      _ref: "image-6e00cce8950f058f9625d8e4be8cc440625752cc-1920x1080-jpg",
    },
    alt: "A tall steel cage of stones on a slatted floor",
  },
});

const read = (...documents: object[]) => readPrices(queryOver(documents as SanityDocument[]));

describe("an item the business adds in the content studio", { timeout: 30_000 }, () => {
  it("joins its page's list in the place it was given, with its name and figures", async () => {
    await editedContent(["prices.ts", "range.ts", "words/heater.ts"], [photographed(legend)]);
    const { heaterRange, everyItem } = await import("../catalogue/range");
    const legendItem = heaterRange.find(({ slug }) => slug === "harvia-legend");
    expect(legendItem).toMatchObject({
      name: "Harvia Legend",
      kind: "heater",
      price: { kind: "from", amount: 32_500 },
      spec: {
        fuel: "electric",
        model: "Harvia Legend PO110",
        outputs: [{ kw: 10.5, room: [9, 16] }],
        supplies: ["three-phase"],
        confirmed: false,
      },
    });
    // Between the second heater (20) and the third (30).
    expect(heaterRange.map(({ slug }) => slug).indexOf("harvia-legend")).toBe(2);
    expect(everyItem.map(({ slug }) => slug)).toContain("harvia-legend");
  });

  it("is renamed, reordered and withdrawn there, and only that item changes", async () => {
    await editedContent(["prices.ts", "range.ts"], [], (doc) =>
      doc._id === "range-item-rose"
        ? { ...doc, name: "Damask Rose", order: 1 }
        : doc._id === "range-item-harvia-concept"
          ? { ...doc, withdrawn: true }
          : doc,
    );
    const { aromaRange, heaterRange, everyHeater } = await import("../catalogue/range");
    expect(aromaRange[0]).toMatchObject({ slug: "rose", name: "Damask Rose" });
    expect(aromaRange).toHaveLength(7);
    expect(heaterRange.map(({ slug }) => slug)).not.toContain("harvia-concept");
    expect(everyHeater.map(({ slug }) => slug)).toContain("harvia-concept");
  });

  it.each([
    [
      "an item with no kind",
      { kind: undefined },
      /\(range-item-harvia-legend\), kind: "harvia-legend" names no item of the range: a new item needs its kind/,
    ],
    ["an item with no name", { name: undefined }, /, name: the name its card shows/],
    [
      "a heater without the maker's figures",
      { heater: undefined },
      /, heater: the maker's figures: its model, outputs and the rooms they suit/,
    ],
    [
      "a heater whose smallest room is larger than its largest",
      { heater: { ...legend.heater, outputs: [{ _key: "a", kw: 10.5, roomFrom: 16, roomTo: 9 }] } },
      /, heater\.outputs\.0\.roomTo: the smallest room before the largest/,
    ],
    [
      "a heater whose outputs are out of order",
      {
        heater: {
          ...legend.heater,
          outputs: [
            { _key: "a", kw: 10.5, roomFrom: 9, roomTo: 16 },
            { _key: "b", kw: 9, roomFrom: 8, roomTo: 14 },
          ],
        },
      },
      /, heater\.outputs: the outputs from the smallest to the largest/,
    ],
    [
      "an electric heater with no supply",
      { heater: { ...legend.heater, supplies: [] } },
      /, heater\.supplies: the supplies it can be wired to/,
    ],
    [
      "an aroma with a heater's figures",
      { kind: "aroma" },
      /, heater: only a heater has a heater's figures/,
    ],
  ])("refuses %s, naming the document and the field", async (_, fields, message) => {
    await expect(read({ ...legend, ...fields })).rejects.toThrow(message);
  });

  it("refuses one that has no picture: neither a render of the site's nor a photograph", async () => {
    await expect(
      read({ ...legend, slug: "cedar-headrest", kind: "accessory", heater: undefined }),
    ).rejects.toThrow(
      /range item "Harvia Legend" \(range-item-harvia-legend\), photograph: a photograph: the site has no other picture of an item you add/,
    );
  });

  it("refuses a name or another kind on one of the developer's items", async () => {
    await expect(
      read({
        _id: "range-item-aurora",
        _type: "rangeItem",
        slug: "aurora",
        kind: "aroma",
        name: "Aurora Deluxe",
        price: { from: 165_000, availability: "MadeToOrder" },
      }),
    ).rejects.toThrow(/"Aurora" is a sauna; clear its kind/);
  });
});
