// @vitest-environment node
/**
 * The configurator's pricing rule from the dataset: checked by field, and a configured design's
 * price following a change an editor makes.
 */

import { afterEach, describe, expect, it } from "vitest";

import { pricedTimbers } from "../../content-studio/schemaTypes/configurator-pricing";
import {
  editedContent,
  forgetEditedContent,
  placeholdersAt,
} from "../../scripts/content/edited-content";
import type { SanityDocument } from "../dataset/embedded";
import { readDataset } from "../dataset/embedded-files.server";
import { timberIds } from "./range-core";
import { queryOver } from "./fixtures";
import { readPricing, TIMBER_FIELDS } from "./pricing";

const read = (documents: SanityDocument[]) => readPricing(queryOver(documents));

const embedded = () =>
  readDataset().find((doc) => doc._id === "configurator-pricing") as SanityDocument &
    Record<string, unknown>;

afterEach(forgetEditedContent);

// Each test loads the content's or the configurator's modules afresh: seconds on a busy machine.
describe("the configurator's pricing rule from the dataset", { timeout: 30_000 }, () => {
  it("prices every timber, in whole rand, and is not yet confirmed", async () => {
    const { rule, confirmed } = await read([embedded()]);
    expect(Object.keys(rule.timberPerM2).sort()).toEqual([...timberIds].sort());
    for (const amount of [rule.perFloorM2, rule.glassFront, ...Object.values(rule.timberPerM2)])
      expect(Number.isInteger(amount) && amount >= 0).toBe(true);
    expect(rule.perFloorM2).toBeGreaterThan(0);
    expect(confirmed).toBe(false);
  });

  it("names the same timbers as the Studio's form", () => {
    expect(pricedTimbers.map((timber) => timber.name)).toEqual(Object.keys(TIMBER_FIELDS));
    expect(pricedTimbers.map((timber) => timber.id)).toEqual(Object.values(TIMBER_FIELDS));
  });

  it.each([
    [
      "a floor price of nothing",
      { perFloorM2: 0 },
      /configurator pricing \(configurator-pricing\), perFloorM2: more than 0/,
    ],
    [
      "a timber without its figure",
      { timberPerM2: { ...(embedded().timberPerM2 as object), oak: undefined } },
      /configurator pricing \(configurator-pricing\), timberPerM2\.oak:/,
    ],
    [
      "a price in cents",
      { glassFront: 18_000.5 },
      /configurator pricing \(configurator-pricing\), glassFront: whole rand/,
    ],
    [
      "rounding to a figure not offered",
      { roundTo: 250 },
      /configurator pricing \(configurator-pricing\), roundTo: one of 100, 500, 1000 or 5000/,
    ],
  ])("refuses %s, naming the field", async (_, fields, message) => {
    await expect(read([{ ...embedded(), ...fields }])).rejects.toThrow(message);
  });

  it("refuses a dataset without the document, saying what to create", async () => {
    await expect(read([])).rejects.toThrow(/create "Configurator pricing" in the Studio/);
  });

  it("prices a configured design by the rule an editor publishes", async () => {
    await editedContent(["pricing.ts"], [], (doc) =>
      doc._id === "configurator-pricing"
        ? { ...doc, glassFront: 40_000, roundTo: 500, confirmed: true }
        : doc,
    );
    const { designPrice } = await import("../catalogue/design-figures");
    const { standardDesign } = await import("../catalogue/configure");
    const { saunaItem } = await import("../catalogue/range-cabins");
    const loyly = saunaItem("loyly");
    const standard = standardDesign(loyly);
    expect(standard.front).toBe("door");
    const glass = designPrice(loyly, { ...standard, front: "glass" })!;
    expect(glass - designPrice(loyly, standard)!).toBe(40_000);
    expect(designPrice(loyly, { ...standard, width: standard.width + 100 })! % 500).toBe(0);
    // Confirmed in the Studio, the rule leaves the launch check with no change to the code.
    const listed = await placeholdersAt("PRICING_IN_STUDIO");
    expect(listed).toEqual([]);
  });
});
