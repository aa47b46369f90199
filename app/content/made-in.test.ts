/**
 * What each collection is offered in, as the business sets it on its Range item: the Studio and
 * the build refuse what a collection cannot be made as, each message on the field to change, and
 * the configurator, the launch check and the catalogue's check follow what the business set.
 */
import { readFileSync } from "node:fs";

import { afterEach, describe, expect, it } from "vitest";

import {
  editedContent,
  forgetEditedContent,
  placeholdersAt,
} from "../../scripts/content/edited-content";
import { madeInProblems, type MadeInDocument } from "../../content-studio/rules/made-in";
import { STUDIO_RANGE, type StudioRangeItem } from "../../content-studio/rules/range";

afterEach(forgetEditedContent);

/** The embedded dataset's documents. */
const readDataset = (): Record<string, unknown>[] =>
  readFileSync("content/dataset/data.ndjson", "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

/**
 * An item as the rules of "Made to order in" take it: a collection built to order with the
 * standard cabin its document holds in the embedded dataset, any other item as the Studio knows it.
 */
function collection(slug: string): StudioRangeItem {
  const item = STUDIO_RANGE.find((each) => each.slug === slug)!;
  const cabin = readDataset().find((each) => each._id === `range-item-${slug}`)?.cabin as
    NonNullable<StudioRangeItem["standard"]> | undefined;
  if (!cabin) return item;
  const { width, depth, outside, inside, front } = cabin;
  return { ...item, standard: { width, depth, outside, inside, front } };
}
const aurora = collection("aurora");
const vakio = collection("vakio");
/** The collections, each with its standard cabin. */
const collections = STUDIO_RANGE.filter((item) => item.kind === "sauna").map(({ slug }) =>
  collection(slug),
);

/** The Aurora's "Made to order in" as the embedded dataset holds it. */
function auroraMadeIn(): MadeInDocument {
  const doc = readDataset().find((each) => each._id === "range-item-aurora");
  return doc!.madeIn as MadeInDocument;
}

const problemsOf = (madeIn: MadeInDocument | undefined, item = aurora) =>
  madeInProblems(madeIn, item).map(({ field, message }) => `${field}: ${message}`);

describe("the rules of what a collection is made in", () => {
  it("accept every collection's as the embedded dataset holds it", () => {
    for (const item of collections) {
      const doc = readDataset().find((each) => each._id === `range-item-${item.slug}`);
      expect(problemsOf(doc?.madeIn as MadeInDocument, item), item.slug).toEqual([]);
    }
  });

  it("ask a collection for it, and refuse it on any other item", () => {
    expect(problemsOf(undefined)).toEqual([
      "madeIn: what the Aurora can be made in: its sizes, timbers and fronts",
    ]);
    expect(problemsOf(auroraMadeIn(), collection("tiled-bench"))).toEqual([
      "madeIn: only a sauna collection has it",
    ]);
    expect(problemsOf(undefined, collection("tiled-bench"))).toEqual([]);
  });

  it("keep the standard cabin among the sizes offered, within what the workshop builds", () => {
    const standard = aurora.standard!;
    expect(problemsOf({ ...auroraMadeIn(), widthFrom: standard.width + 100 })).toEqual([
      `widthFrom: at most ${standard.width} mm: the standard Aurora is ${standard.width} mm wide`,
    ]);
    expect(problemsOf({ ...auroraMadeIn(), depthTo: standard.depth - 1 })).toEqual([
      `depthTo: at least ${standard.depth} mm: the standard Aurora is ${standard.depth} mm deep`,
    ]);
    expect(problemsOf({ ...auroraMadeIn(), widthTo: 6000 })).toEqual([
      "widthTo: between 1200 and 4000 mm",
    ]);
    expect(problemsOf({ ...auroraMadeIn(), depthFrom: "1700" })).toEqual([
      "depthFrom: a whole number of millimetres",
    ]);
  });

  it("keep the standard cabin's timbers and front among those offered, each once and known", () => {
    const madeIn = auroraMadeIn();
    expect(problemsOf({ ...madeIn, inside: ["pine"] })).toEqual([
      "inside: obeche, at least: the standard Aurora has it",
    ]);
    expect(problemsOf({ ...madeIn, fronts: ["door"] })).toEqual([
      "fronts: a wall of glass, at least: the standard Aurora has it",
    ]);
    expect(problemsOf({ ...madeIn, outside: ["thermo-pine", "teak"] })).toEqual([
      'outside: "teak" is not one the site knows',
    ]);
    expect(problemsOf({ ...madeIn, outside: ["thermo-pine", "thermo-pine"] })).toEqual([
      "outside: each once",
    ]);
    expect(problemsOf({ ...madeIn, fronts: [] })).toEqual(["fronts: at least one"]);
  });

  it("give a collection sold as kits its kits' sizes, and no sizes of its own", () => {
    const madeIn = { outside: ["pine"], inside: ["pine"], fronts: ["door"] };
    expect(problemsOf(madeIn, vakio)).toEqual([]);
    expect(problemsOf({ ...madeIn, widthTo: 2000 }, vakio)).toEqual([
      "widthTo: the Vakio is made as its kits, in their sizes: clear it",
    ]);
  });
});

describe("what a collection is made in, changed in the content studio", { timeout: 60_000 }, () => {
  const edit =
    (change: (madeIn: MadeInDocument) => MadeInDocument) => (doc: Record<string, unknown>) =>
      doc._id === "range-item-aurora"
        ? { ...doc, madeIn: change(doc.madeIn as MadeInDocument) }
        : doc;

  it("is what its configurator offers, and an address asking for more is brought within it", async () => {
    await editedContent(
      ["made-in.ts"],
      [],
      edit((madeIn) => ({
        ...madeIn,
        widthFrom: 1960,
        widthTo: 2160,
        outside: ["thermo-pine", "pine"],
        fronts: ["glass"],
      })),
    );
    const { parseDesign, sizeChoices } = await import("../catalogue/configure");
    const { saunaItem } = await import("../catalogue/range-cabins");
    const sauna = saunaItem("aurora");
    expect(sizeChoices(sauna).widths).toEqual([1960, 2060, 2160]);
    const asked = parseDesign(sauna, new URLSearchParams("width=2560&outside=oak&front=door"));
    expect(asked).toMatchObject({ width: 2160, outside: "thermo-pine", front: "glass" });
  });

  it("is refused by the build when it breaks a rule, naming the document and the field", async () => {
    await expect(
      editedContent(
        [],
        [],
        edit((madeIn) => ({ ...madeIn, inside: ["pine"] })),
      ),
    ).rejects.toThrow(
      /range-item-aurora.*madeIn\.inside: obeche, at least: the standard Aurora has it/,
    );
  });

  it("is listed by the launch check until the business confirms it, one collection at a time", async () => {
    await editedContent(
      ["made-in.ts"],
      [],
      edit((madeIn) => ({ ...madeIn, confirmed: true })),
    );
    const listed = await placeholdersAt("MADE_IN_IN_STUDIO");
    expect(listed.map((p) => p.what)).toHaveLength(collections.length - 1);
    expect(listed.map((p) => p.what).join()).not.toMatch(/Aurora/);
  });
});
