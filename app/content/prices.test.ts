/**
 * The range's prices from the dataset: what an editor may set, and each broken document refused
 * by name and field.
 */
import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import type { SanityDocument } from "../dataset/embedded";
import { queryOver } from "./fixtures";
import { readPrices, unpricedItems } from "./prices";

const read = (documents: SanityDocument[]) => readPrices(queryOver(documents));

/** The items of the tests that the business added, with the kind and name their documents hold. */
const ADDED: Record<string, { kind: string; name: string }> = {
  rose: { kind: "aroma", name: "Rose" },
};

/** Each Range item's `field`, by slug, as the embedded dataset holds it. */
function fromDataset(field: string): Record<string, unknown> {
  return Object.fromEntries(
    readFileSync("content/dataset/data.ndjson", "utf8")
      .split("\n")
      .filter((line) => line.includes(`"${field}"`))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .map((doc) => [doc.slug, doc[field]]),
  );
}

/** What each collection is made in (every collection needs it), and its standard cabin. */
const MADE_IN = fromDataset("madeIn");
const CABIN = fromDataset("cabin");

const item = (slug: string, price: Record<string, unknown>, id = `range-item-${slug}`) => ({
  _id: id,
  _type: "rangeItem",
  slug,
  ...ADDED[slug],
  ...(MADE_IN[slug] ? { madeIn: MADE_IN[slug] } : {}),
  ...(CABIN[slug] ? { cabin: CABIN[slug] } : {}),
  price: { availability: "MadeToOrder", ...price },
});

describe("prices from the dataset", () => {
  it("reads a figure, confirmed or not, and a price on request", async () => {
    expect(
      await read([
        item("aurora", { from: 199_000, confirmed: true }),
        item("rose", { from: 260, availability: "InStock" }),
        item("tiled-bench", { onRequest: true, from: 1 }),
        item("kaelis", { from: 1 }, "drafts.range-item-kaelis"),
      ]),
    ).toEqual([
      {
        slug: "aurora",
        kind: "sauna",
        id: "range-item-aurora",
        price: { kind: "from", amount: 199_000, availability: "MadeToOrder", confirmed: true },
        cabin: expect.objectContaining({ width: 2060, front: "glass", seats: [3, 4] }),
        madeIn: expect.objectContaining({ sizes: expect.objectContaining({ kind: "grid" }) }),
      },
      {
        slug: "rose",
        kind: "aroma",
        added: { name: "Rose", order: 0 },
        id: "range-item-rose",
        price: { kind: "from", amount: 260, availability: "InStock", confirmed: false },
      },
      {
        slug: "tiled-bench",
        kind: "steam-room",
        id: "range-item-tiled-bench",
        price: { kind: "on-request", availability: "MadeToOrder" },
      },
    ]);
  });

  it("names a missing, broken or negative figure, and an item priced twice", async () => {
    const error = await read([
      item("aurora", {}),
      item("kaelis", { from: 149_999.5 }),
      item("loyly", { from: -1 }),
      item("elysium", { from: 235_000, availability: "Soon" }),
      item("Not A Slug", { from: 1 }),
      item("rose", { from: 260 }, "range-item-rose-1"),
      item("rose", { from: 270 }, "range-item-rose-2"),
    ]).catch((thrown: Error) => thrown.message);
    expect(error).toMatch(
      /range item "aurora" \(range-item-aurora\), price\.from: a price in rand/,
    );
    expect(error).toMatch(/"kaelis" \(range-item-kaelis\), price\.from: whole rand/);
    expect(error).toMatch(/"loyly" \(range-item-loyly\), price\.from: above 0/);
    expect(error).toMatch(/"elysium" \(range-item-elysium\), price\.availability:/);
    expect(error).toMatch(/\(range-item-Not A Slug\), slug: lower-case words/);
    expect(error).toMatch(
      /range items range-item-rose-1, range-item-rose-2, slug: "rose" is priced twice/,
    );
  });

  it("refuses a price far outside what its kind costs, unless the editor says it is right", async () => {
    const error = await read([
      item("kaelis", { from: 150 }),
      item("aurora", { from: 23_500_000 }),
      item("rose", { from: 26_000 }),
    ]).catch((thrown: Error) => thrown.message);
    expect(error).toMatch(
      /range item "kaelis" \(range-item-kaelis\), price\.from: R 150 is outside what a built sauna costs \(R 50 000 to R 2 000 000\)/,
    );
    expect(error).toMatch(/"aurora" \(range-item-aurora\), price\.from: R 23 500 000 is outside/);
    expect(error).toMatch(
      /"Rose" \(range-item-rose\), price\.from: R 26 000 is outside what an aroma/,
    );
    expect(await read([item("aurora", { from: 2_400_000, unusual: true })])).toHaveLength(1);
  });

  it("refuses a document for no item of the range, and names each item left without a price", async () => {
    await expect(read([item("aurorra", { from: 165_000 })])).rejects.toThrow(
      /range item "aurorra" \(range-item-aurorra\), kind: "aurorra" names no item of the range: a new item needs its kind/,
    );
    const priced = await read([item("kaelis", { from: 145_000 })]);
    const missing = unpricedItems(priced);
    expect(missing).toContain(
      'range: "Aurora" (aurora) has no price: open Range: prices and photographs in the Studio and add its document',
    );
    expect(missing.join("\n")).not.toMatch(/\((kaelis|vakio)\)/);
  });

  it("takes the Vakio's own Range item without a price, and refuses one with a price", async () => {
    const vakio = {
      _id: "range-item-vakio",
      _type: "rangeItem",
      slug: "vakio",
      madeIn: MADE_IN.vakio,
    };
    expect(await read([vakio])).toEqual([
      {
        slug: "vakio",
        kind: "sauna",
        id: "range-item-vakio",
        madeIn: expect.objectContaining({ sizes: { kind: "kits" } }),
      },
    ]);
    await expect(
      read([{ ...vakio, price: { from: 95_000, availability: "InStock" } }]),
    ).rejects.toThrow(
      /range item "vakio" \(range-item-vakio\), price: is priced from its kits; set the kits' prices instead/,
    );
    await expect(
      read([item("loyly", {}), { ...vakio, slug: "kaelis", _id: "range-item-kaelis" }]),
    ).rejects.toThrow(
      /range item "kaelis" \(range-item-kaelis\), price\.from: a price in rand, or Price on request/,
    );
  });
});
