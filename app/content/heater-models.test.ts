// @vitest-environment node
/**
 * A heater's model, confirmed by the business in the content studio: read with its price, and the
 * heater's card and the launch check following.
 */

import { afterEach, describe, expect, it } from "vitest";

import {
  editedContent,
  forgetEditedContent,
  placeholdersAt,
} from "../../scripts/content/edited-content";
import { queryOver } from "./fixtures";
import { readPrices } from "./prices";

afterEach(forgetEditedContent);

// Each test loads the range's modules afresh: seconds on a busy machine.
describe("a heater's model confirmed in the content studio", { timeout: 30_000 }, () => {
  it("is read with the heater's price, and refused when it is not yes or no", async () => {
    const heater = {
      _id: "range-item-harvia-m3",
      _type: "rangeItem",
      slug: "harvia-m3",
      kind: "heater",
      name: "Harvia M3",
      heater: { fuel: "wood", model: "Harvia M3", roomFrom: 6, roomTo: 13, source: "Harvia" },
      price: { from: 18_000, availability: "InStock" },
    };
    const [item] = await readPrices(queryOver([{ ...heater, modelConfirmed: true }]));
    expect(item).toMatchObject({ slug: "harvia-m3", modelConfirmed: true });
    await expect(readPrices(queryOver([{ ...heater, modelConfirmed: "yes" }]))).rejects.toThrow(
      /range item "Harvia M3" \(range-item-harvia-m3\), modelConfirmed:/,
    );
  });

  it("confirms that heater's figures, and takes it off the launch check, and no other", async () => {
    await editedContent(["prices.ts"], [], (doc) =>
      doc._id === "range-item-harvia-m3" ? { ...doc, modelConfirmed: true } : doc,
    );
    const { heaterRange } = await import("../catalogue/range");
    expect(
      heaterRange.filter((heater) => heater.spec.confirmed).map((heater) => heater.slug),
    ).toEqual(["harvia-m3"]);
    const listed = await placeholdersAt("HEATERS_IN_STUDIO");
    expect(listed).toHaveLength(heaterRange.length - 1);
    expect(listed.map((p) => p.what)).not.toContain("Harvia M3 (wood burning)");
  });
});
