// @vitest-environment node
/**
 * An item's words, as the business keeps them in the content studio (the site's code has none):
 * checked (no figures written out in them, only figures of the item named in braces), and shown
 * on the item's card, its page and in its structured data, with its figures filled in.
 */

import { afterEach, describe, expect, it } from "vitest";

import { FIGURE_IN_WORDS as STUDIO_RULE } from "../../content-studio/schemaTypes/range-item";
import { editedContent, forgetEditedContent } from "../../scripts/content/edited-content";
import { ICE_BATH_FIGURES, queryOver } from "./fixtures";
import { FIGURE_IN_WORDS, readPrices } from "./prices";

const item = (description: string) => ({
  _id: "range-item-cedar-bucket",
  _type: "rangeItem",
  slug: "cedar-bucket",
  kind: "accessory",
  name: "Cedar Bucket",
  price: { from: 950, availability: "InStock" },
  description,
});

afterEach(forgetEditedContent);

// Each test loads the catalogue's modules afresh: seconds on a busy machine.
describe("an item's words from the content studio", { timeout: 30_000 }, () => {
  it("are read with its price", async () => {
    const words =
      "Our cedar bucket, made by hand in our workshop, its staves tight from the first use.";
    expect((await readPrices(queryOver([item(words)])))[0]).toMatchObject({ description: words });
  });

  it.each([
    "A three-litre bucket, or 3-litre if you like, which is more than enough.",
    "Holds the water at 80 °C without a murmur, session after session after session.",
    "Ready for you in 2 weeks from the day you order it, delivered to your door.",
    "Yours for R 950, a bucket that will outlast the sauna it stands in for years.",
    "A bench 2 metres long, wide enough to lie on after a long day at the office.",
    "Warm in 30 mins and steady at 80 degrees for as long as the session lasts.",
    "Yours for 950 rand, a bucket that will outlast the sauna it stands in for years.",
  ])("refuse a figure the page gives from the range: %s", async (words) => {
    await expect(readPrices(queryOver([item(words)]))).rejects.toThrow(
      /range item "Cedar Bucket" \(range-item-cedar-bucket\), description: No sizes, prices or times written out/,
    );
  });

  it("may count people and sides, which the range does not measure", async () => {
    const words =
      "Benches for two a side, and room for the whole family of five on a winter evening.";
    expect((await readPrices(queryOver([item(words)])))[0]).toMatchObject({ description: words });
  });

  it("are held to the same rule in the Studio as at the build", () => {
    expect(STUDIO_RULE).toBe(FIGURE_IN_WORDS);
  });

  it("may name the item's own figures in braces, and no other", async () => {
    const ok = {
      ...item("An ice-cold plunge that holds the water at {waterRange} all day."),
      slug: "premium-ice-bath",
      kind: undefined,
      name: undefined,
      _id: "range-item-premium-ice-bath",
      price: { from: 89_000, availability: "MadeToOrder" },
      iceBath: ICE_BATH_FIGURES,
    };
    expect((await readPrices(queryOver([ok])))[0]).toMatchObject({ description: ok.description });
    await expect(
      readPrices(queryOver([item("A bucket as wide as the {width} of the cabin it stands in.")])),
    ).rejects.toThrow(
      /range item "Cedar Bucket" \(range-item-cedar-bucket\), description: \{width\} is no figure of this item; it has none to name/,
    );
  });

  it("stand for the site's own on the card, the page and in the structured data", async () => {
    const bucket = "A bucket of our own cedar, hooped in blackened steel, that never leaks a drop.";
    const aurora = "Our glass-fronted cabin for a pool house or a garden room, built to your plan.";
    await editedContent(["words/accessory.ts", "words/sauna.ts"], [], (doc) =>
      doc._id === "range-item-cedar-bucket"
        ? { ...doc, description: bucket }
        : doc._id === "range-item-aurora"
          ? { ...doc, description: aurora }
          : doc,
    );
    const { accessories } = await import("../catalogue/accessories");
    expect(accessories.find((one) => one.id === "cedar-bucket")!.description).toBe(bucket);
    // Every other item keeps the words the dataset holds, figures filled in.
    expect(accessories.find((one) => one.id === "cedar-spoon")!.description).toMatch(/spoon/);
    expect(accessories.find((one) => one.id === "thermo-hygrometer")!.description).toMatch(
      /from 0 to 120\u00a0°C and the humidity from 0 to 100\u00a0%\u00a0RH/,
    );
    const { saunaWords } = await import("../catalogue/sauna-words");
    expect(saunaWords("elysium")).toMatch(
      /^A 2\.6\u00a0m pane of glass across its 3\.0\u00a0m front/,
    );
    const { loader, meta } = await import("../routes/product");
    const data = await (loader as (args: object) => Promise<{ description: string }>)({
      params: { productSlug: "aurora" },
    });
    expect(data.description).toBe(aurora);
    const tags = (meta as (args: object) => Record<string, unknown>[])({ data });
    expect(tags).toContainEqual({ name: "description", content: expect.stringContaining(aurora) });
    expect(JSON.stringify(tags.find((tag) => "script:ld+json" in tag))).toContain(aurora);
    const { sheetContent } = await import("../../scripts/brochure/content");
    expect(sheetContent("aurora").description).toBe(aurora);
  });
});

describe("a collection's page from the content studio", { timeout: 30_000 }, () => {
  const kaelis = (fields: Record<string, unknown>) => ({
    _id: "range-item-kaelis",
    _type: "rangeItem",
    slug: "kaelis",
    price: { from: 145_000, availability: "MadeToOrder" },
    description: "Western red cedar inside and out, with benches deep enough to lie down on.",
    headline: "A cedar cabin for two to three",
    story: "The Kaelis is our most aromatic cabin, in cedar throughout.",
    features: [
      {
        title: "Cedar throughout",
        description: "Walls and benches in cedar, chosen board by board.",
        icon: "leaf",
      },
    ],
    ...fields,
  });

  it("is the page's headline, story and features, its figures filled in", async () => {
    const story =
      "A new first paragraph, written by the business, about a room {insideHeight} high.";
    await editedContent(["words/collection-pages.ts"], [], (doc) =>
      doc._id === "range-item-kaelis"
        ? { ...doc, story: `${story}\n\nAnd a second paragraph, just as the business wrote it.` }
        : doc,
    );
    const { saunas } = await import("../catalogue/saunas");
    const page = saunas.find((one) => one.slug === "kaelis")!;
    expect(page.productDescription).toEqual([
      expect.stringMatching(
        /^A new first paragraph, written by the business, about a room \d\.\d\u00a0m high\.$/,
      ),
      "And a second paragraph, just as the business wrote it.",
    ]);
    expect(page.features[1]!.description).toMatch(/around 80\u00a0°C at head height/);
  });

  it("refuses a figure written out, a figure the collection lacks, an unknown icon and a page for another kind", async () => {
    const error = await readPrices(
      queryOver([
        kaelis({
          story: "A ceiling 2.1 m high inside lets the heat settle in layers, as it should.",
        }),
        kaelis({
          _id: "range-item-kaelis-2",
          features: [
            {
              title: "Glass",
              description: "A pane {glassWidth} wide across the whole front.",
              icon: "leaf",
            },
          ],
        }),
        kaelis({
          _id: "range-item-kaelis-3",
          features: [
            {
              title: "Glass",
              description: "A pane of glass across the whole front.",
              icon: "window",
            },
          ],
        }),
        {
          ...item("A bucket of cedar staves with dark metal hoops, which never leaks."),
          headline: "A bucket for the stones",
        },
      ]),
    ).catch((thrown: Error) => thrown.message);
    expect(error).toMatch(
      /range item "kaelis" \(range-item-kaelis\), story: No sizes, prices or times written out/,
    );
    expect(error).toMatch(
      /\(range-item-kaelis-2\), features\.0\.description: \{glassWidth\} is no figure of this item/,
    );
    expect(error).toMatch(
      /\(range-item-kaelis-3\), features\.0\.icon: one of the icons the Studio offers/,
    );
    expect(error).toMatch(
      /\(range-item-cedar-bucket\), headline: only a sauna collection's page and the ice bath's have/,
    );
  });

  it("is the ice bath's page too: its headline, paragraphs and features, titles' figures filled in", async () => {
    await editedContent(["words/ice-bath-pages.ts"], [], (doc) =>
      doc._id === "range-item-premium-ice-bath"
        ? {
            ...doc,
            headline: "The cold, every morning, at the turn of a dial",
            story:
              "A second paragraph of the business's own, about {chillerSocket} and little else.",
          }
        : doc,
    );
    const { iceBaths, iceBathFigures } = await import("../catalogue/ice-baths");
    const bath = iceBaths[0]!;
    expect(bath.productTitle).toBe("The cold, every morning, at the turn of a dial");
    // The short words first, then the page's paragraphs, each with its figures filled in.
    expect(bath.description).toHaveLength(2);
    expect(bath.description[1]).toBe(
      `A second paragraph of the business's own, about ${iceBathFigures.chillerSocket} and little else.`,
    );
    expect(bath.features[0]!.title).toBe(iceBathFigures.waterRange);
    expect(bath.features.at(-1)!.title).toBe(`${iceBathFigures.warrantyTerm} warranty`);
  });

  it("refuses a figure written out in a feature's title", async () => {
    await expect(
      readPrices(
        queryOver([
          {
            _id: "range-item-premium-ice-bath",
            _type: "rangeItem",
            slug: "premium-ice-bath",
            price: { from: 89_000, availability: "MadeToOrder" },
            iceBath: ICE_BATH_FIGURES,
            headline: "A cold plunge with its own chiller",
            story: "It stands indoors or on a covered terrace, and pairs with a sauna.",
            features: [
              {
                title: "A 2-year warranty",
                description: "The tub, frame and chiller are covered, and our team is a call away.",
                icon: "shield",
              },
            ],
          },
        ]),
      ),
    ).rejects.toThrow(
      /\(range-item-premium-ice-bath\), features\.0\.title: No sizes, prices or times written out/,
    );
  });
});
