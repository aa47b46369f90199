/**
 * The ice bath's figures are the business's, on its Range item ("Ice bath figures"): a change
 * reaches its page's words, the comparison and the guides; a figure out of bounds stops the
 * content step naming the document and the field; and the launch check lists them until the
 * business confirms them.
 */
import { afterEach, describe, expect, it } from "vitest";

import {
  editedContent,
  forgetEditedContent,
  placeholdersAt,
} from "../../scripts/content/edited-content";
import type { SanityDocument } from "../dataset/embedded";
import { ICE_BATH_FIGURES, queryOver } from "./fixtures";
import { readPrices } from "./prices";
import { measure } from "../format/units";

afterEach(forgetEditedContent);

const ID = "range-item-premium-ice-bath";

/** The ice bath's document with its figures changed by `change`. */
const withFigures =
  (change: Record<string, unknown>) =>
  (doc: Record<string, unknown>): Record<string, unknown> =>
    doc._id === ID ? { ...doc, iceBath: { ...(doc.iceBath as object), ...change } } : doc;

describe("the ice bath's figures, kept in the content studio", { timeout: 60_000 }, () => {
  it("reach its words and what its comparison column works out from them", async () => {
    await editedContent(
      ["ice-bath-figures.ts"],
      [],
      withFigures({ powerW: 1200, waterLitres: 550 }),
    );
    const { iceBathFigures, chillerCurrentA } = await import("../catalogue/ice-baths");
    expect(iceBathFigures.power).toBe(measure(1200, "W"));
    expect(iceBathFigures.waterVolume).toBe(measure(550, "L"));
    expect(chillerCurrentA).toBeCloseTo(1200 / 230, 5);
  });

  it("are refused out of bounds or out of order, naming the document and the field", async () => {
    const read = (document: object) => readPrices(queryOver([document as SanityDocument]));
    const iceBath = {
      _id: ID,
      _type: "rangeItem",
      slug: "premium-ice-bath",
      price: { from: 89_000, availability: "InStock" },
    };
    await expect(read(iceBath)).rejects.toThrow(
      /range item "premium-ice-bath" \(range-item-premium-ice-bath\), iceBath: the ice bath's figures/,
    );
    const figures = ICE_BATH_FIGURES;
    await expect(read({ ...iceBath, iceBath: { ...figures, powerW: 10_000 } })).rejects.toThrow(
      /iceBath\.powerW: a whole number from 100 to 5000/,
    );
    await expect(
      read({ ...iceBath, iceBath: { ...figures, warmestWaterC: 6, coldestWaterC: 8 } }),
    ).rejects.toThrow(/iceBath\.coldestWaterC: colder than the warmest water/);
    await expect(
      read({
        _id: "range-item-kaelis",
        _type: "rangeItem",
        slug: "kaelis",
        iceBath: figures,
      }),
    ).rejects.toThrow(/iceBath: only the ice bath has these figures/);
  });

  it("are listed by the launch check until the business confirms them", async () => {
    const listed = () => placeholdersAt("ICE_BATH_IN_STUDIO");
    await editedContent(["ice-bath-figures.ts"], [], withFigures({ confirmed: false }));
    expect(await listed()).toHaveLength(1);
    await editedContent(["ice-bath-figures.ts"], [], withFigures({ confirmed: true }));
    expect(await listed()).toEqual([]);
  });
});
