/**
 * A page's list of features or benefits as the page shows it: the figures its words name filled
 * in, an empty figure taking its space with it, and a title's hyphenated word kept whole. The
 * Studio's field for the list takes it by the same rule the content step runs.
 */
import { describe, expect, it } from "vitest";

import { pageWords } from "../../content-studio/schemaTypes/page-words";
import { listItemProblem, pageListProblem } from "../../content-studio/rules/pages";
import { unbroken } from "../format/units";
import { pageList } from "./page-lists";
import { steamBenefits, steamFeatures, steamFigures } from "./steam-rooms";

const item = (title: string, description: string) => ({ title, description, icon: "zap" as const });

describe("a page's list", () => {
  it("has its figures filled in, an empty one taking one space with it", () => {
    const words = [item("Generators", "Generators {byGeneratorMaker} built for spas.")];
    expect(pageList(words, { byGeneratorMaker: "by Harvia," })[0]!.description).toBe(
      "Generators by Harvia, built for spas.",
    );
    expect(pageList(words, { byGeneratorMaker: "" })[0]!.description).toBe(
      "Generators built for spas.",
    );
    expect(pageList([item("A", "Built for spas {maker}")], { maker: "" })[0]!.description).toBe(
      "Built for spas",
    );
    expect(() => pageList(words)).toThrow("{byGeneratorMaker}");
  });

  it("keeps a title's hyphenated word on one line, and leaves its words alone", () => {
    const [shown] = pageList([item("Commercial-grade generators", "Auto-drain keeps it clean.")]);
    expect(shown!.title).toBe(`${unbroken("Commercial-grade")} generators`);
    expect(shown!.description).toBe("Auto-drain keeps it clean.");
  });

  it("on the steam rooms page gives the temperature and no figure left in braces", () => {
    const shown = [...steamFeatures, ...steamBenefits].flatMap(({ title, description }) => [
      title,
      description,
    ]);
    for (const text of shown) expect(text).not.toMatch(/[{}]|\s{2}/);
    expect(shown.join(" ")).toContain(steamFigures.steamTemperature);
  });
});

/** The Studio's validation of a field: its custom rule, run as the Studio would. */
function studioRule(path: string[]) {
  let fields = pageWords.fields as { name: string; validation?: unknown; of?: unknown[] }[];
  let field: { name: string; validation?: unknown; of?: unknown[] } | undefined;
  for (const [i, name] of path.entries()) {
    field = fields.find((each) => each.name === name);
    if (i < path.length - 1) fields = (field?.of?.[0] as { fields: typeof fields }).fields;
  }
  let custom: ((value: unknown, context: unknown) => unknown) | undefined;
  const rule = {
    custom: (fn: typeof custom) => {
      custom = fn;
      return rule;
    },
  };
  (field?.validation as (rule: unknown) => unknown)(rule);
  return (value: unknown, page: string) =>
    custom!(value, { document: { _id: `drafts.page-words-${page}` } });
}

describe("the Studio's fields for a page's lists", () => {
  it("say what the content step says, by the same rule", () => {
    const description = studioRule(["benefits", "description"]);
    const typedOut = "Warm air at 40 to 45 °C soothes the airways.";
    expect(description(typedOut, "steamRooms")).toBe(
      listItemProblem("steamRooms", "description", typedOut),
    );
    expect(description("Warm air at {steamTemperature} soothes.", "steamRooms")).toBe(true);
    expect(studioRule(["features", "icon"])("sunrise", "steamRooms")).toMatch(
      /"sunrise" is not one of the icons/,
    );
    expect(studioRule(["features", "title"])(undefined, "steamRooms")).toBe("Required");
    expect(studioRule(["benefits"])([], "products")).toBe(pageListProblem([]));
    expect(studioRule(["features"])(undefined, "products")).toBe(true);
  });
});
