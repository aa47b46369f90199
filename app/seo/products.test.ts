import { describe, expect, it } from "vitest";

import { accessories } from "~/catalogue/accessories";
import type { Price } from "~/catalogue/range";
import { site } from "~/content/site";

import { itemListJsonLd, productJsonLd } from "./products";
import { businessId } from "./structured-data";

const image = accessories[0]!.image.image;
const from: Price = { kind: "from", amount: 450, availability: "InStock", confirmed: false };
const onRequest: Price = { kind: "on-request", availability: "MadeToOrder" };

describe("productJsonLd", () => {
  it("offers the price the page shows, in rand", () => {
    const node = productJsonLd({ name: "A", description: "B", path: "/p", image, price: from });
    expect(node["@id"]).toBe(`${site.url}/p#product`);
    expect(node.offers).toMatchObject({
      "@type": "Offer",
      price: "450",
      priceCurrency: "ZAR",
      availability: "https://schema.org/InStock",
    });
  });

  it("has no offer for an item priced on request", () => {
    const node = productJsonLd({
      name: "A",
      description: "B",
      path: "/p",
      image,
      price: onRequest,
    });
    expect(node).not.toHaveProperty("offers");
  });

  it("names another maker's brand without claiming to have made it", () => {
    const own = productJsonLd({ name: "A", description: "B", path: "/p", image, price: from });
    expect(own.brand).toEqual({ "@type": "Brand", name: site.name });
    expect(own.manufacturer).toEqual({ "@id": businessId });
    const theirs = productJsonLd({
      name: "A",
      description: "B",
      path: "/p",
      image,
      price: from,
      brand: "Maker",
    });
    expect(theirs.brand).toEqual({ "@type": "Brand", name: "Maker" });
    expect(theirs).not.toHaveProperty("manufacturer");
  });
});

describe("itemListJsonLd", () => {
  const list = itemListJsonLd({
    name: "Things",
    path: "/things",
    items: [
      { id: "one", name: "One", description: "First", image, price: from },
      { id: "two", name: "Two", description: "Second", image, price: onRequest },
    ],
  });
  const items = (list.itemListElement as { position: number; item: Record<string, unknown> }[])!;

  it("lists every card in order, each at its own anchor", () => {
    expect(list.numberOfItems).toBe(2);
    expect(items.map((entry) => entry.position)).toEqual([1, 2]);
    expect(items.map((entry) => entry.item["@id"])).toEqual([
      `${site.url}/things#one`,
      `${site.url}/things#two`,
    ]);
    expect(items[0]!.item.url).toBe(`${site.url}/things#one`);
  });

  it("offers only what has a price shown", () => {
    expect(items[0]!.item.offers).toMatchObject({ price: "450" });
    expect(items[1]!.item).not.toHaveProperty("offers");
  });
});
