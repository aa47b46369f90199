/**
 * The content rules the Studio and the site's content check share (content-studio/rules/): each
 * refuses what it should, with a message that says how to mend it, and takes what is right.
 */
import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import type { ValidationContext } from "@sanity/types";

import { onlyDocumentWith } from "../../content-studio/schemaTypes/fields";
import { internationalPhone } from "../../content-studio/rules/phone";
import { PLAUSIBLE_PRICES, plausiblePrice } from "../../content-studio/rules/prices";
import { STUDIO_RANGE } from "../../content-studio/rules/range";
import { STUDIO_RANGE_FILE, studioRangeModule } from "../../scripts/content/studio-range";
import { fixedRange, rangeKinds } from "../catalogue/range";
import { queryOver } from "./fixtures";

describe("a phone number", () => {
  it("is taken in international form, with or without spaces", () => {
    for (const number of ["+27 11 000 0000", "+27110000000", "+27 82 555 0103", "+44 20 7946 0958"])
      expect(internationalPhone(number), number).toBe(true);
  });

  it("is refused in local form, with letters, with the trunk 0 or the wrong length", () => {
    expect(internationalPhone("011 CALL NOW")).toMatch(/international form/);
    expect(internationalPhone("011 000 0000")).toMatch(/\+27 11 000 0000/);
    expect(internationalPhone("+27 11 CALL NOW")).toMatch(/Only digits/);
    expect(internationalPhone("+27 011 000 0000")).toMatch(/Leave out the 0/);
    expect(internationalPhone("+27 21 555")).toMatch(/9 digits after it; this one has 5/);
    expect(internationalPhone("")).toMatch(/A phone number/);
    expect(internationalPhone(undefined)).toMatch(/A phone number/);
  });
});

describe("a price", () => {
  it("is taken within its kind's range, and outside it only when the editor says it is right", () => {
    expect(plausiblePrice("sauna", 152_500)).toBe(true);
    expect(plausiblePrice("sauna", 150)).toMatch(
      /R 150 is outside what a built sauna costs \(R 50 000 to R 2 000 000\)/,
    );
    expect(plausiblePrice("sauna", 23_500_000)).toMatch(/digit too many or too few/);
    expect(plausiblePrice("sauna", 23_500_000, true)).toBe(true);
    expect(plausiblePrice("aroma", 260)).toBe(true);
    expect(plausiblePrice("aroma", 26_000)).toMatch(/an aroma/);
    expect(plausiblePrice("heater", 14_500.5)).toMatch(/whole number/);
  });

  it("has a range for every kind of the site's range", () => {
    expect(Object.keys(PLAUSIBLE_PRICES).sort()).toEqual([...rangeKinds].sort());
  });
});

describe("the range as the Studio knows it", () => {
  it("is the site's range, written out by npm run studio-range", async () => {
    expect(
      readFileSync(STUDIO_RANGE_FILE, "utf8"),
      "content-studio/rules/range.ts differs from the range: run `npm run studio-range`",
    ).toBe(await studioRangeModule());
    expect(STUDIO_RANGE.map(({ slug, name, kind }) => [slug, name, kind])).toEqual(
      fixedRange.map(({ slug, name, kind }) => [slug, name, kind]),
    );
  });
});

describe("one document per item and per showroom, in the Studio", () => {
  const documents = [
    { _id: "range-item-aurora", _type: "rangeItem", slug: "aurora" },
    { _id: "drafts.range-item-aurora", _type: "rangeItem", slug: "aurora" },
    { _id: "drafts.new-kaelis", _type: "rangeItem", slug: "kaelis" },
    { _id: "office-johannesburg", _type: "office", slug: "johannesburg" },
  ];
  const check = (type: string, id: string, value: string) =>
    onlyDocumentWith(
      type,
      "slug",
      "already has a document",
    )(value, {
      document: { _id: id, _type: type },
      getClient: () => ({ fetch: queryOver(documents) }),
    } as unknown as ValidationContext);

  it("takes a document's own draft and published copies as one document", async () => {
    expect(await check("rangeItem", "drafts.range-item-aurora", "aurora")).toBe(true);
    expect(await check("rangeItem", "range-item-aurora", "aurora")).toBe(true);
  });

  it("refuses a second document for an item or a showroom, counting only published ones", async () => {
    expect(await check("rangeItem", "drafts.another", "aurora")).toBe("already has a document");
    expect(await check("office", "drafts.office-2", "johannesburg")).toBe("already has a document");
    expect(await check("rangeItem", "drafts.another", "kaelis")).toBe(true);
  });
});
