/**
 * A heater, an accessory, an aroma or a steam room withdrawn in the content studio: gone from its
 * page's list, the range, the brochure's price list and the enquiry's items, its document kept so
 * that it can come back; the last steam room on sale stays, and any larger item is refused, since
 * its pages, plans and pictures are a developer's to take down.
 */
import { afterEach, describe, expect, it } from "vitest";

import { editedContent, forgetEditedContent } from "../../scripts/content/edited-content";
import { queryOver } from "./fixtures";
import { readPrices } from "./prices";

afterEach(forgetEditedContent);

describe("an item withdrawn in the content studio", { timeout: 30_000 }, () => {
  it("leaves the site everywhere, and only that item", async () => {
    await editedContent(["prices.ts"], [], (doc) =>
      doc._id === "range-item-rose" || doc._id === "range-item-cedar-spoon"
        ? { ...doc, withdrawn: true }
        : doc,
    );
    const { aromas } = await import("../catalogue/aromas");
    const { accessories } = await import("../catalogue/accessories");
    const { range, everyItem } = await import("../catalogue/range");
    expect(aromas.map(({ id }) => id)).not.toContain("rose");
    expect(aromas).toHaveLength(6);
    expect(accessories.map(({ id }) => id)).not.toContain("cedar-spoon");
    expect(accessories).toHaveLength(8);
    expect(range.map(({ slug }) => slug)).not.toContain("rose");
    // Kept in the content studio's list, so that it can come back.
    expect(everyItem.map(({ slug }) => slug)).toContain("rose");
    const { listingSections } = await import("../../scripts/brochure/content");
    const brochure = JSON.stringify(listingSections());
    expect(brochure).toContain("Peppermint");
    expect(brochure).not.toContain("Rose");
  });

  it("takes a steam room off its page, the range and the brochure, the others staying", async () => {
    await editedContent(["prices.ts"], [], (doc) =>
      doc._id === "range-item-steam-shower" ? { ...doc, withdrawn: true } : doc,
    );
    const { steamRoomCards } = await import("../catalogue/steam-rooms");
    const { range, everyItem } = await import("../catalogue/range");
    expect(steamRoomCards.map(({ id }) => id)).toEqual(["tiled-bench", "mosaic-niche"]);
    expect(range.map(({ slug }) => slug)).not.toContain("steam-shower");
    expect(everyItem.map(({ slug }) => slug)).toContain("steam-shower");
    const { listingSections } = await import("../../scripts/brochure/content");
    const brochure = JSON.stringify(listingSections());
    expect(brochure).toContain("The mosaic niche");
    expect(brochure).not.toContain("The steam shower");
  });

  it("keeps one steam room on sale, naming the documents", async () => {
    const steamRoom = (slug: string) => ({
      _id: `range-item-${slug}`,
      _type: "rangeItem",
      slug,
      price: { from: 95_000, availability: "MadeToOrder" },
      withdrawn: true,
    });
    await expect(
      readPrices(queryOver(["tiled-bench", "steam-shower", "mosaic-niche"].map(steamRoom))),
    ).rejects.toThrow(
      /range items (range-item-[a-z-]+, ){2}range-item-[a-z-]+, withdrawn: At least one steam room stays on sale/,
    );
  });

  it("is refused for anything larger than a heater, an accessory or an aroma", async () => {
    await expect(
      readPrices(
        queryOver([
          {
            _id: "range-item-aurora",
            _type: "rangeItem",
            slug: "aurora",
            price: { from: 165_000, availability: "MadeToOrder" },
            withdrawn: true,
          },
        ]),
      ),
    ).rejects.toThrow(
      /range item "aurora" \(range-item-aurora\), withdrawn: Only a heater, an accessory, an aroma, a steam room or a collection you added can be withdrawn here/,
    );
  });
});
