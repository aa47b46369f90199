/**
 * The DIY kits' sizes and seats are confirmed by the business in the content studio ("Size
 * confirmed" on each kit's Range item): the launch check lists each kit until it is, and the
 * field is refused on any other item.
 */
import { afterEach, describe, expect, it } from "vitest";

import {
  editedContent,
  forgetEditedContent,
  placeholdersAt,
} from "../../scripts/content/edited-content";
import type { SanityDocument } from "../dataset/embedded";
import { queryOver } from "./fixtures";
import { readPrices } from "./prices";

afterEach(forgetEditedContent);

describe("a DIY kit's size, confirmed in the content studio", { timeout: 60_000 }, () => {
  it("is listed by the launch check, kit by kit, until the business confirms it", async () => {
    const { kitRange } = await import("../catalogue/range-cabins");
    const listed = async () =>
      (await placeholdersAt("KITS_IN_STUDIO")).map(({ what }) => what.split(":")[0]);
    // Every kit unconfirmed, then every kit but the second.
    await editedContent(["kit-sizes.ts"], [], ({ sizeConfirmed: _, ...doc }) => doc);
    expect(await listed()).toEqual(kitRange.map(({ name }) => name));
    await editedContent(["kit-sizes.ts"], [], ({ sizeConfirmed: _, ...doc }) =>
      doc._id === `range-item-${kitRange[1]!.slug}` ? { ...doc, sizeConfirmed: true } : doc,
    );
    expect(await listed()).toEqual(kitRange.filter((_, i) => i !== 1).map(({ name }) => name));
  });

  it("is refused on an item that is not a kit, naming the document and the field", async () => {
    await expect(
      readPrices(
        queryOver([
          {
            _id: "range-item-cedar-bucket",
            _type: "rangeItem",
            slug: "cedar-bucket",
            price: { from: 950, availability: "InStock" },
            sizeConfirmed: true,
          } as SanityDocument,
        ]),
      ),
    ).rejects.toThrow(
      /\(range-item-cedar-bucket\), sizeConfirmed: only a DIY kit's size is confirmed here/,
    );
  });
});
