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
    const listed = async () =>
      (await placeholdersAt("KITS_IN_STUDIO")).map(({ what }) => what.split(":")[0]);
    expect(await listed()).toEqual(["Vakio One", "Vakio Two", "Vakio Four", "Vakio Six"]);
    await editedContent(["kit-sizes.ts"], [], (doc) =>
      doc._id === "range-item-vakio-two" ? { ...doc, sizeConfirmed: true } : doc,
    );
    expect(await listed()).toEqual(["Vakio One", "Vakio Four", "Vakio Six"]);
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
