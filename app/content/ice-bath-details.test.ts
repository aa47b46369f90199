// @vitest-environment node
/**
 * The ice bath's details as the business keeps them on its Range item: its Technical tab's rows,
 * its care routines and what to consider before ordering. The content step and the Studio refuse
 * the same things by the same rules, naming the document and the field; the page and the
 * warranty guide show what the dataset holds, its figures filled in.
 */
import { afterEach, describe, expect, it } from "vitest";

import { rangeItem } from "../../content-studio/schemaTypes/range-item";
import {
  detailCount,
  detailField,
  detailIcon,
  detailText,
} from "../../content-studio/rules/ice-bath";
import type { SanityDocument } from "../dataset/embedded";
import { editedContent, forgetEditedContent } from "../../scripts/content/edited-content";
import { ICE_BATH_FIGURES, queryOver } from "./fixtures";
import { readPrices, unwordedItems } from "./prices";

/** The ice bath's document with details of the test's own, changed by `change`. */
function iceBath(change: Record<string, unknown> = {}) {
  return {
    _id: "range-item-premium-ice-bath",
    _type: "rangeItem",
    slug: "premium-ice-bath",
    price: { from: 89_000, availability: "MadeToOrder" },
    iceBath: ICE_BATH_FIGURES,
    technical: [
      { _key: "a", label: "Power", value: "{power}" },
      { _key: "b", label: "Finish", value: "Oiled wood on a dark steel base" },
    ],
    maintenance: [
      {
        _key: "a",
        title: "Every so often",
        description: "A little care keeps the water clear and the chiller well.",
        icon: "droplets",
        steps: ["Skim the water with the net.", "Wipe the lid with a damp cloth."],
      },
    ],
    considerations: [
      {
        _key: "a",
        title: "Room to breathe",
        description: "Leave {wallClearance} round the chiller, and keep it out of any cupboard.",
      },
    ],
    ...change,
  };
}

const read = (...documents: SanityDocument[]) => readPrices(queryOver(documents));

/** The content step's message for the ice bath's `path`, as a pattern. */
const at = (path: string, message: string) =>
  new RegExp(`\\(range-item-premium-ice-bath\\), ${path.replaceAll(".", "\\.")}: ${message}`);

afterEach(forgetEditedContent);

describe("the ice bath's details in the content step", () => {
  it("are read, trimmed, each part in its place", async () => {
    const [item] = await read(iceBath());
    expect(item?.details?.technical?.[0]).toEqual({ label: "Power", value: "{power}" });
    expect(item?.details?.maintenance?.[0]?.steps).toHaveLength(2);
    expect(item?.details?.considerations?.[0]?.title).toBe("Room to breathe");
  });

  it("refuse a list without routines, a routine without steps and an empty text", async () => {
    await expect(read(iceBath({ maintenance: [] }))).rejects.toThrow(
      at("maintenance", "1 to 6 routines: there are none"),
    );
    const [routine] = iceBath().maintenance;
    const error = read(
      iceBath({
        maintenance: [
          { ...routine, steps: [] },
          { ...routine, _key: "b", steps: undefined },
        ],
        technical: [{ _key: "a", label: " ", value: "{power}" }],
      }),
    );
    await expect(error).rejects.toThrow(at("maintenance.0.steps", "1 to 10 steps"));
    await expect(error).rejects.toThrow(at("maintenance.1.steps", "1 to 10 steps"));
    await expect(error).rejects.toThrow(at("technical.0.label", "Words are required here"));
  });

  it("refuse a text too long, a figure typed out, a figure it lacks and an unknown icon", async () => {
    const [routine] = iceBath().maintenance;
    const error = read(
      iceBath({
        considerations: [
          {
            _key: "a",
            title: "Access",
            description: "Doors at least 850 mm wide, and a floor for the tub full of water.",
          },
          { _key: "b", title: "Space", description: `Room round it. ${"And more. ".repeat(40)}` },
        ],
        technical: [{ _key: "a", label: "Width", value: "{width}" }],
        maintenance: [{ ...routine, icon: "bathtub" }],
      }),
    );
    await expect(error).rejects.toThrow(
      at("considerations.0.description", "No sizes, prices or times written out"),
    );
    await expect(error).rejects.toThrow(
      at("considerations.1.description", "40 to 400 characters: this has"),
    );
    await expect(error).rejects.toThrow(
      at("technical.0.value", "\\{width\\} is no figure of this item"),
    );
    await expect(error).rejects.toThrow(at("maintenance.0.icon", "One of the icons the Studio"));
  });

  it("are refused on any other item", async () => {
    const { maintenance, technical } = iceBath();
    await expect(
      read({
        _id: "range-item-aurora",
        _type: "rangeItem",
        slug: "aurora",
        price: { from: 199_000, availability: "MadeToOrder" },
        maintenance,
        technical,
      }),
    ).rejects.toThrow(
      /\(range-item-aurora\), technical: Only the ice bath has technical details: clear this field/,
    );
  });

  it("left out, are listed as the ice bath's page's missing fields", async () => {
    const items = await read(iceBath({ maintenance: undefined, considerations: undefined }));
    const missing = unwordedItems(items).filter((line) => line.includes("range-item-premium"));
    expect(missing).toEqual([
      expect.stringMatching(/"Premium Ice Bath" \(range-item-premium-ice-bath\), maintenance: /),
      expect.stringMatching(/\(range-item-premium-ice-bath\), considerations: /),
    ]);
  });
});

type Field = {
  name: string;
  validation?: (rule: unknown) => unknown;
  fields?: Field[];
  of?: Field[];
};

/** The custom check a field's validation sets, found through a stand-in rule. */
function check(field: Field, document: Record<string, unknown>) {
  let custom: ((value: unknown, context: unknown) => unknown) | undefined;
  const rule: Record<string, unknown> = {
    custom: (fn: typeof custom) => ((custom = fn), rule),
    required: () => rule,
  };
  field.validation!(rule);
  return (value: unknown) => custom!(value, { document });
}

const byName = (list: Field[] | undefined, name: string) =>
  list!.find((field) => field.name === name)!;

describe("the ice bath's details in the Studio", () => {
  const fields = (rangeItem as unknown as { fields: Field[] }).fields;
  const bath = { slug: "premium-ice-bath" };
  const routine = byName(fields, "maintenance").of![0]!;

  it("are held to the content step's rules, with its messages", () => {
    const technical = check(byName(fields, "technical"), bath);
    expect(technical([])).toBe(detailCount("technical", []));
    expect(technical([])).toMatch(/1 to 14 rows/);
    const value = check(byName(byName(fields, "technical").of![0]!.fields, "value"), bath);
    expect(value("{power}")).toBe(true);
    expect(value("1000 W")).toBe(detailText("premium-ice-bath", "value", "1000 W"));
    expect(value("1000 W")).toMatch(/No sizes, prices or times written out/);
    const steps = check(byName(routine.fields, "steps"), bath);
    expect(steps([])).toMatch(/1 to 10 steps: there are none/);
    const step = check(byName(routine.fields, "steps").of![0]!, bath);
    expect(step("")).toBe("Words are required here");
    expect(step("Wipe it.")).toMatch(/10 to 200 characters: this has 8/);
    expect(check(byName(routine.fields, "icon"), bath)("bathtub")).toBe(detailIcon("bathtub"));
    const consideration = check(
      byName(byName(fields, "considerations").of![0]!.fields, "description"),
      bath,
    );
    expect(consideration("Leave 5 cm between the chiller and a wall, always.")).toMatch(
      /No sizes, prices or times written out/,
    );
  });

  it("are hidden on other items, and refused there while they hold anything", () => {
    const aurora = { slug: "aurora" };
    const maintenance = byName(fields, "maintenance") as Field & {
      hidden: (context: { document: unknown; value: unknown }) => boolean;
    };
    expect(maintenance.hidden({ document: aurora, value: undefined })).toBe(true);
    expect(maintenance.hidden({ document: bath, value: undefined })).toBe(false);
    expect(check(maintenance, aurora)([{ title: "Weekly" }])).toBe(
      detailField(aurora, "maintenance", [{ title: "Weekly" }]),
    );
    expect(check(maintenance, aurora)([{ title: "Weekly" }])).toMatch(
      /Only the ice bath has care routines/,
    );
    expect(check(maintenance, aurora)(undefined)).toBe(true);
  });
});

describe(
  "the ice bath's details on its page and in the warranty guide",
  { timeout: 60_000 },
  () => {
    it("are the dataset's, their figures filled in", async () => {
      const steps = ["Lift the lid and look at the water.", "Top it up if it has dropped."];
      await editedContent(["words/ice-bath-details.ts"], [], (doc) =>
        doc._id === "range-item-premium-ice-bath"
          ? {
              ...doc,
              technical: [{ _key: "a", label: "Rated power", value: "About {power}" }],
              maintenance: [
                {
                  _key: "a",
                  title: "Every day",
                  description: "A glance each day keeps the water as it should be.",
                  icon: "timer",
                  steps,
                },
              ],
              considerations: [
                {
                  _key: "a",
                  title: "Getting it in",
                  description: "Measure the way in: it needs {accessWidth} all the way.",
                },
              ],
            }
          : doc,
      );
      const { iceBaths, iceBathFigures } = await import("../catalogue/ice-baths");
      const [bath] = iceBaths;
      expect(bath?.technical).toEqual([
        { label: "Rated power", value: `About ${iceBathFigures.power}` },
      ]);
      expect(bath?.maintenance).toEqual([
        expect.objectContaining({ title: "Every day", icon: "timer", steps }),
      ]);
      expect(bath?.considerations[0]?.description).toBe(
        `Measure the way in: it needs ${iceBathFigures.accessWidth} all the way.`,
      );
      const { careKinds } = await import("../guides/warranty");
      const care = careKinds.find(({ id }) => id === "ice-bath");
      expect(care?.routines.at(-1)).toEqual({ cadence: "Every day", steps });
    });
  },
);
