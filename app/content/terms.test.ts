// @vitest-environment node
/**
 * The price terms from the dataset: each kind's words and lead time, checked by field, and the
 * line under every price following a change an editor makes.
 */

import { afterEach, describe, expect, it } from "vitest";

import { termKinds } from "../../content-studio/schemaTypes/price-terms";
import {
  editedContent,
  forgetEditedContent,
  placeholdersAt,
} from "../../scripts/content/edited-content";
import type { SanityDocument } from "../dataset/embedded";
import { readDataset } from "../dataset/embedded-files.server";
import { rangeKinds } from "./range-core";
import { queryOver } from "./fixtures";
import { readTerms, TERM_FIELDS } from "./terms";

const read = (documents: SanityDocument[]) => readTerms(queryOver(documents));

const embedded = () =>
  readDataset().find((doc) => doc._id === "price-terms") as SanityDocument & Record<string, object>;

afterEach(forgetEditedContent);

// Each test loads the page's or the content's modules afresh: seconds on a busy machine.
describe("the price terms from the dataset", { timeout: 30_000 }, () => {
  it("give every kind of item its terms, and leave a built sauna's lead time to the guides", async () => {
    const { byKind, circuit, confirmed } = await read([embedded()]);
    expect(Object.keys(byKind).sort()).toEqual([...rangeKinds].sort());
    expect(byKind.heater).toMatchObject({ includes: "VAT", leadWeeks: [1, 2] });
    expect(byKind.sauna).not.toHaveProperty("leadWeeks");
    // An aroma's price names the bottle it buys; no other kind has one.
    expect(byKind.aroma.bottle).toMatch(/\d+ ?ml/);
    for (const kind of rangeKinds.filter((each) => each !== "aroma"))
      expect(byKind[kind]).not.toHaveProperty("bottle");
    expect(circuit.from).toBeLessThanOrEqual(circuit.to);
    expect(circuit.confirmed).toBe(false);
    expect(confirmed).toBe(false);
  });

  it("name the same kinds as the Studio's form", () => {
    expect(termKinds.map((kind) => kind.name)).toEqual(Object.keys(TERM_FIELDS));
  });

  it.each([
    [
      "a kind without what its price includes",
      { heater: { ...embedded().heater, includes: "" } },
      /price terms \(price-terms\), heater\.includes:/,
    ],
    [
      "a lead time that ends before it starts",
      { steamRoom: { ...embedded().steamRoom, leadFrom: 10, leadTo: 6 } },
      /price terms \(price-terms\), steamRoom\.leadTo: the first number of weeks is more than the second/,
    ],
    ["a kind left out", { aroma: undefined }, /price terms \(price-terms\), aroma:/],
    [
      "an aroma's price without its bottle",
      { aroma: { ...embedded().aroma, bottle: undefined } },
      /price terms \(price-terms\), aroma\.bottle:/,
    ],
    [
      "a circuit's cost that ends before it starts",
      { circuit: { from: 9000, to: 3000 } },
      /price terms \(price-terms\), circuit\.to: the first figure is more than the second/,
    ],
    ["no circuit's cost", { circuit: undefined }, /price terms \(price-terms\), circuit:/],
    [
      "a generator's maker on a kind that has no generator",
      { heater: { ...embedded().heater, generatorMaker: "Tylö" } },
      /price terms \(price-terms\), heater\.generatorMaker:/,
    ],
  ])("refuse %s, naming the field", async (_, fields, message) => {
    await expect(read([{ ...embedded(), ...fields }])).rejects.toThrow(message);
  });

  it("reach the line under every price when an editor changes them", async () => {
    await editedContent(["terms.ts"], [], (doc) =>
      doc._id === "price-terms"
        ? {
            ...doc,
            heater: {
              includes: "VAT and delivery",
              leadFrom: 2,
              leadTo: 4,
              leadSpan: "to delivery",
            },
            circuit: { from: 5000, to: 15000 },
            confirmed: true,
          }
        : doc,
    );
    const { includesLine, termsText, priceTermsConfirmed } =
      await import("../catalogue/price-terms");
    expect(includesLine("heater")).toBe("Incl. VAT and delivery");
    expect(termsText("heater")).toMatch(
      /^Includes VAT and delivery\. 2\u2013\u20604\u00a0weeks to delivery\. The dedicated circuit [^.]*R\u00a05\u00a0000 to R\u00a015\u00a0000[^.]*: our estimate, still to be confirmed/,
    );
    // The ice bath plugs into a socket: no circuit, no circuit's cost.
    expect(termsText("ice-bath")).not.toMatch(/circuit/);
    expect(priceTermsConfirmed).toBe(true);
  });

  it("name the steam generators' maker on the steam rooms page once an editor gives it", async () => {
    const { steamGeneratorMaker } = await read([embedded()]);
    expect(steamGeneratorMaker).toBeUndefined();
    await editedContent(["terms.ts"], [], (doc) =>
      doc._id === "price-terms"
        ? { ...doc, steamRoom: { ...(doc.steamRoom as object), generatorMaker: "Helo" } }
        : doc,
    );
    const { steamFeatures } = await import("../catalogue/steam-rooms");
    expect(steamFeatures[0]!.description).toMatch(/^Generators by Helo, built for hotel spas/);
    const listed = await placeholdersAt("STEAM_MAKER_IN_STUDIO");
    expect(listed).toEqual([]);
  });
});
