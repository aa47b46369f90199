// @vitest-environment node
/**
 * Each showroom's collections on show and visit, from the dataset: checked by the Studio's own
 * rules, every showroom needing them, and the embedded dataset's on-show items real pages of the
 * range that the business has still to confirm.
 */
import { describe, expect, it } from "vitest";

import type { SanityDocument } from "../dataset/embedded";
import { readDataset } from "../dataset/embedded-files.server";
import { OFFICE_IDS } from "../config/offices";
import { queryOver } from "./fixtures";
import { readShowrooms } from "./showrooms";
import { saunaSlugs, iceBaths } from "./range-core";
import {
  onShowProblem,
  SHOWABLE_ITEMS,
  VISIT_TEXT_MAX,
  visitTextProblem,
} from "../../content-studio/rules/showrooms";
import { office as studioOffice } from "../../content-studio/schemaTypes/office";

const embedded = () =>
  readDataset().filter((doc) => doc._type === "office") as (SanityDocument &
    Record<string, unknown>)[];

const read = (documents: SanityDocument[]) => readShowrooms(queryOver(documents));

const withField = (id: string, field: string, value: unknown) =>
  embedded().map((doc) => (doc._id === id ? { ...doc, [field]: value } : doc));

describe("a showroom's collections on show", () => {
  it("may be any sauna collection or the ice bath of the range, and nothing else", () => {
    expect(SHOWABLE_ITEMS.map((item) => item.slug)).toEqual([
      ...saunaSlugs,
      ...iceBaths.map((bath) => bath.slug),
    ]);
    expect(onShowProblem(["kaelis", "premium-ice-bath"])).toBeUndefined();
    expect(onShowProblem(["sauna-hat"])).toMatch(/"sauna-hat" is not a collection/);
    expect(onShowProblem(["harvia-cilindro"])).toMatch(/not a collection/);
  });

  it("lists at least one, each once", () => {
    expect(onShowProblem([])).toBe("at least one collection on show");
    expect(onShowProblem(undefined)).toBe("at least one collection on show");
    expect(onShowProblem(["aurora", "loyly", "aurora"])).toBe('"aurora" is listed twice');
  });

  it("are offered in the Studio as exactly the items the rule takes", () => {
    const field = studioOffice.fields.find((one) => one.name === "onShow") as unknown as {
      options: { list: { value: string }[] };
    };
    expect(field.options.list.map((choice) => choice.value)).toEqual(
      SHOWABLE_ITEMS.map((item) => item.slug),
    );
  });
});

describe("a visit's words", () => {
  it("are a sentence or two, within their length", () => {
    expect(visitTextProblem("Free parking in the basement, signposted.")).toBeUndefined();
    expect(visitTextProblem("Yes.")).toBe("a sentence or two");
    expect(visitTextProblem(undefined)).toBe("a sentence or two");
    expect(visitTextProblem("a".repeat(VISIT_TEXT_MAX + 1))).toBe(
      `at most ${VISIT_TEXT_MAX} characters`,
    );
  });
});

// Each test reads the embedded dataset: seconds on a busy machine.
describe("the showrooms from the dataset", { timeout: 30_000 }, () => {
  it("give every showroom items on show, parking, access and directions, unconfirmed", async () => {
    const showrooms = await read(embedded());
    expect(Object.keys(showrooms).sort()).toEqual([...OFFICE_IDS].sort());
    for (const id of OFFICE_IDS) {
      const showroom = showrooms[id];
      expect(onShowProblem(showroom.onShow), id).toBeUndefined();
      for (const text of [showroom.parking, showroom.access, showroom.directions])
        expect(visitTextProblem(text), id).toBeUndefined();
      // The embedded dataset's are the site's reading, for the business to confirm.
      expect(showroom.confirmed, id).toBe(false);
    }
  });

  it("stop the build on an item that is not a collection, naming the showroom and field", async () => {
    await expect(
      read(withField("office-cape-town", "onShow", ["loyly", "jacuzzi"])),
    ).rejects.toThrow(
      /showroom "cape-town" \(office-cape-town\), onShow: "jacuzzi" is not a collection/,
    );
  });

  it("stop the build on a showroom without its parking, or without a document", async () => {
    await expect(read(withField("office-johannesburg", "parking", null))).rejects.toThrow(
      /office-johannesburg\), parking/,
    );
    await expect(
      read(embedded().filter((doc) => doc._id !== "office-johannesburg")),
    ).rejects.toThrow(/showroom "johannesburg": no document/);
  });

  it("read a confirmation when an editor gives one", async () => {
    const showrooms = await read(withField("office-johannesburg", "visitConfirmed", true));
    expect(showrooms.johannesburg.confirmed).toBe(true);
    expect(showrooms["cape-town"].confirmed).toBe(false);
  });
});
