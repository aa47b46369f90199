import { describe, expect, it } from "vitest";

import { circuitText, currentDrawn } from "~/catalogue/electrics";
import { saunaItem, saunaSlugs } from "~/catalogue/range";
import {
  CITY_TARIFFS,
  DEFAULT_TARIFF,
  effectiveVolume,
  outputTable,
  recommendedOutput,
} from "~/catalogue/sizing";
import { glassArea, interiorSize } from "~/catalogue/cabin";
import {
  beyondRangeText,
  nearTopText,
  clampNumber,
  readNumber,
  DEFAULT_STATE,
  fieldProblem,
  fieldProblems,
  fieldsOf,
  formatSessionRand,
  heaterCards,
  holdText,
  LIMITS,
  modelRoom,
  outputRangeText,
  parseSizing,
  problemText,
  serializeSizing,
  sizingNote,
  sizingResult,
  type SizingState,
  stateOf,
  tariffExample,
  tariffNote,
  tariffText,
  typedBeforeHydration,
} from "./sizing-state";

const query = (text: string) => new URLSearchParams(text);
const stringify = (values: Record<string, number>) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, String(value)]));

describe("a number as the visitor means it", () => {
  it("reads a decimal comma and a decimal point alike", () => {
    expect(readNumber("glass", "1,5")).toBe(1.5);
    expect(readNumber("glass", "1.5")).toBe(1.5);
    expect(readNumber("tariff", " 3,38 ")).toBe(3.38);
    expect(clampNumber("glass", "1,5")).toBe(clampNumber("glass", "1.5"));
  });

  it("reads thousands grouped by a comma or a space in a field of whole numbers", () => {
    expect(readNumber("width", "1,800")).toBe(1800);
    expect(readNumber("width", "1 800")).toBe(1800);
    expect(readNumber("width", "1\u00a0800")).toBe(1800);
    // In a field with decimals the comma is the decimal mark, never a thousands separator.
    expect(readNumber("glass", "1,500")).toBe(1.5);
  });

  it("reads nothing from what is not a number", () => {
    for (const raw of ["", "abc", "1,5,0", "1.5.0", "12px"])
      expect(readNumber("glass", raw), raw).toBeUndefined();
  });

  it("shows an address's number as it was written, where it is the state's", () => {
    const address = query("glass=1,5&width=1%20800&tariff=99");
    const fields = fieldsOf(parseSizing(address), address);
    expect(fields.glass).toBe("1,5");
    expect(fields.width).toBe("1 800");
    // Held within its limits, the tariff is no longer what was written: the state's is shown.
    expect(fields.tariff).toBe(String(LIMITS.tariff.max));
  });
});

describe("fieldProblems", () => {
  const typed = (changes: Record<string, string> = {}) => ({
    width: String(DEFAULT_STATE.width),
    depth: String(DEFAULT_STATE.depth),
    height: String(DEFAULT_STATE.height),
    glass: String(DEFAULT_STATE.glass),
    tariff: String(DEFAULT_STATE.tariff),
    session: String(DEFAULT_STATE.session),
    ...changes,
  });

  it("finds nothing wrong with the default room, nor with a number at either limit", () => {
    expect(fieldProblems(typed())).toEqual([]);
    expect(fieldProblem("width", String(LIMITS.width.min))).toBeUndefined();
    expect(fieldProblem("width", String(LIMITS.width.max))).toBeUndefined();
    expect(fieldProblem("glass", "0")).toBeUndefined();
    expect(fieldProblem("tariff", "3,5")).toBeUndefined();
  });

  it("holds back a number out of range rather than sizing with the limit instead", () => {
    // What the address would quietly raise to the smallest width is a problem in the form.
    expect(clampNumber("width", "50")).toBe(LIMITS.width.min);
    expect(fieldProblems(typed({ width: "50" }))).toEqual([{ field: "width", problem: "below" }]);
    expect(fieldProblem("depth", String(LIMITS.depth.max + 1))).toBe("above");
    expect(fieldProblem("session", "5")).toBe("below");
    expect(fieldProblem("glass", "-1")).toBe("below");
  });

  it("holds back a field left empty, rather than sizing with the default", () => {
    for (const raw of ["", "  ", "abc", "12px"]) {
      expect(fieldProblem("height", raw), raw).toBe("missing");
    }
    expect(fieldProblems(typed({ width: "", session: "999" }))).toEqual([
      { field: "width", problem: "missing" },
      { field: "session", problem: "above" },
    ]);
  });
});

describe("clampNumber", () => {
  it("holds a number within its limits", () => {
    expect(clampNumber("width", "200")).toBe(LIMITS.width.min);
    expect(clampNumber("width", "99999")).toBe(LIMITS.width.max);
    expect(clampNumber("height", "2400")).toBe(2400);
    expect(clampNumber("glass", "-3")).toBe(0);
    expect(clampNumber("tariff", "3,5")).toBe(3.5);
    expect(clampNumber("session", "500")).toBe(LIMITS.session.max);
  });

  it("refuses what is not a number", () => {
    for (const raw of [null, undefined, "", "abc", "2e3", "1/2", "Infinity", "12px"]) {
      expect(clampNumber("width", raw), String(raw)).toBeUndefined();
    }
  });
});

describe("parseSizing", () => {
  it("gives the defaults for an empty or nonsensical address", () => {
    expect(parseSizing(query(""))).toEqual(DEFAULT_STATE);
    expect(
      parseSizing(query("width=wide&depth=&height=tall&supply=nuclear&tariff=free&model=igloo")),
    ).toEqual(DEFAULT_STATE);
  });

  it("reads and clamps every value", () => {
    const state = parseSizing(
      query(
        "width=100&depth=2500&height=9000&glass=40&logs=1&supply=three-phase&tariff=25&session=5",
      ),
    );
    expect(state).toEqual<SizingState>({
      width: LIMITS.width.min,
      depth: 2500,
      height: LIMITS.height.max,
      glass: LIMITS.glass.max,
      logWalls: true,
      supply: "three-phase",
      tariff: LIMITS.tariff.max,
      session: LIMITS.session.min,
    });
  });

  it("fills the room from a collection: inside size and the glass of its front", () => {
    for (const slug of saunaSlugs) {
      const { model } = saunaItem(slug);
      const state = parseSizing(query(`model=${slug}`));
      expect(state).toMatchObject({ model: slug, ...interiorSize(model) });
      expect(state.glass).toBeCloseTo(glassArea(model), 2);
    }
  });

  it("lets a room given in the address win over a collection", () => {
    const state = parseSizing(query("model=aurora&width=3000"));
    expect(state.model).toBeUndefined();
    expect(state.width).toBe(3000);
  });

  it("keeps the collection when the address also gives its own room, as the form sends it", () => {
    const text = new URLSearchParams({ model: "aurora", ...stringify(modelRoom("aurora")) });
    expect(parseSizing(text).model).toBe("aurora");
  });
});

describe("serializeSizing", () => {
  it("writes nothing for the defaults", () => {
    expect(serializeSizing(DEFAULT_STATE)).toBe("");
  });

  it("gives back the state it was written from", () => {
    const states: SizingState[] = [
      { ...DEFAULT_STATE, width: 2400 },
      { ...DEFAULT_STATE, logWalls: true, supply: "three-phase", tariff: 2.75, session: 90 },
      { ...DEFAULT_STATE, ...modelRoom("elysium"), model: "elysium", session: 45 },
    ];
    for (const state of states) expect(parseSizing(query(serializeSizing(state)))).toEqual(state);
  });

  it("names the collection rather than its room while the room is the collection's", () => {
    const text = serializeSizing({ ...DEFAULT_STATE, ...modelRoom("aurora"), model: "aurora" });
    expect(query(text).get("model")).toBe("aurora");
    expect(query(text).has("width")).toBe(false);
  });
});

describe("sizingResult", () => {
  it("sizes the default room by the makers' rule", () => {
    const result = sizingResult(DEFAULT_STATE);
    expect(result.volume).toBeCloseTo(
      (DEFAULT_STATE.width * DEFAULT_STATE.depth * DEFAULT_STATE.height) / 1e9,
      9,
    );
    expect(result.effective).toBeCloseTo(
      effectiveVolume(result.volume, DEFAULT_STATE.glass, false),
    );
    expect(result.output).toEqual(recommendedOutput(result.effective));
    expect(result.heaters.length).toBeGreaterThan(0);
  });

  it("gives each output in the range with its current and circuit on both supplies", () => {
    const { output, circuits } = sizingResult(DEFAULT_STATE);
    const kws = outputTable
      .map((row) => row.kw)
      .filter((kw) => kw >= output!.minKw && kw <= output!.maxKw);
    expect(circuits.map((row) => row.kw)).toEqual(kws);
    for (const row of circuits) {
      expect(row.amps["single-phase"]).toBeCloseTo(currentDrawn(row.kw, "single-phase"));
      expect(row.circuit["three-phase"]).toBe(circuitText(row.kw, "three-phase"));
    }
  });

  it("has no output, heaters or estimate for a room beyond our heaters", () => {
    const result = sizingResult({ ...DEFAULT_STATE, width: 5000, depth: 5000, height: 3000 });
    expect(result.output).toBeUndefined();
    expect(result.circuits).toEqual([]);
    expect(result.estimate).toBeUndefined();
  });

  it("estimates heating and the session for the smallest output that suits", () => {
    const { output, estimate } = sizingResult(DEFAULT_STATE);
    expect(estimate!.kw).toBe(output!.minKw);
    expect(estimate!.heatUpMin).toBeGreaterThanOrEqual(30);
    expect(estimate!.rand).toBeCloseTo(estimate!.kwh * DEFAULT_STATE.tariff, 9);
  });
});

describe("formatSessionRand", () => {
  it("writes a small sum in rand and cents, a larger one in whole rand", () => {
    expect(formatSessionRand(12.345)).toBe("R\u00a012.35");
    expect(formatSessionRand(0)).toBe("R\u00a00.00");
    expect(formatSessionRand(99.94)).toBe("R\u00a099.94");
    expect(formatSessionRand(140.4)).toBe("R\u00a0140");
    expect(formatSessionRand(1234.5)).toBe("R\u00a01\u00a0235");
  });
});

describe("outputRangeText", () => {
  it("writes a range, or one output", () => {
    expect(outputRangeText({ minKw: 6.8, maxKw: 9 })).toBe("6.8–\u20609\u00a0kW");
    expect(outputRangeText({ minKw: 8, maxKw: 8 })).toBe("8\u00a0kW");
  });
});

describe("sizingNote", () => {
  it("sums up the room, the sizing, the supply and the heaters in plain text", () => {
    const state = { ...DEFAULT_STATE, supply: "three-phase" as const };
    const result = sizingResult(state);
    const note = sizingNote(state, result);
    expect(note).toContain(`${state.width} × ${state.depth} × ${state.height} mm`);
    expect(note).toContain(`${Number(result.effective.toFixed(1))} m³`);
    expect(note).toContain(`${result.output!.minKw}–${result.output!.maxKw} kW`);
    expect(note).toContain("400 V three-phase");
    for (const { heater } of result.heaters) expect(note).toContain(heater.name);
    expect(note).not.toMatch(/[\u00a0\u202f\u2060]/);
  });

  it("names the collection, and asks for advice when no heater of ours suits", () => {
    const aurora = parseSizing(query("model=aurora"));
    expect(sizingNote(aurora, sizingResult(aurora))).toContain(saunaItem("aurora").name);
    const hall = { ...DEFAULT_STATE, width: 5000, depth: 5000, height: 3000 };
    expect(sizingNote(hall, sizingResult(hall))).toMatch(/please advise/);
  });
});

describe("the form's fields", () => {
  it("give back the state they were filled from, by the rules of an address", () => {
    const aurora = parseSizing(query("model=aurora&logs=1"));
    expect(stateOf(fieldsOf(DEFAULT_STATE), "", false, "single-phase")).toEqual(DEFAULT_STATE);
    expect(stateOf(fieldsOf(aurora), "aurora", true, "single-phase")).toEqual(aurora);
    expect(stateOf({ ...fieldsOf(aurora), width: "5000" }, "aurora", true, "single-phase")).toEqual(
      { ...aurora, model: undefined, width: 5000 },
    );
  });
});

describe("typedBeforeHydration", () => {
  it("lays what the visitor changed over the address, and gives back the numbers as typed", () => {
    const form = query(
      `width=50&depth=${DEFAULT_STATE.depth}&tariff=4,5&model=aurora&logs=1&supply=three-phase`,
    );
    const address = query("width=3000&depth=2500&session=90");
    expect(typedBeforeHydration(form, address)).toEqual({ width: "50", tariff: "4,5" });
    expect(Object.fromEntries(address)).toEqual({
      width: "50",
      depth: "2500",
      session: "90",
      tariff: "4,5",
      model: "aurora",
      logs: "1",
      supply: "three-phase",
    });
  });

  it("leaves the address alone when the fields hold what was prerendered", () => {
    const form = query(new URLSearchParams(fieldsOf(DEFAULT_STATE)).toString());
    form.set("supply", DEFAULT_STATE.supply);
    const address = query("width=3000");
    expect(typedBeforeHydration(form, address)).toEqual({});
    expect(address.toString()).toBe("width=3000");
  });
});

describe("what the page says", () => {
  it("says under a field what is wrong with it and what would do", () => {
    expect(problemText("width", "below")).toBe(
      "Below the 800\u00a0mm we size from: enter 800 or more.",
    );
    expect(problemText("session", "above")).toBe(
      "Above the 180\u00a0minutes we size to: enter 180 or less.",
    );
    expect(problemText("tariff", "missing")).toBe(
      "Enter a number from R\u00a00 per\u00a0kWh to R\u00a020 per\u00a0kWh.",
    );
  });

  it("names every field that holds the results back", () => {
    expect(holdText([{ field: "glass" }])).toContain("Correct the glass, tile, stone or brick,");
    expect(holdText([{ field: "width" }, { field: "depth" }, { field: "tariff" }])).toContain(
      "Correct the width, the depth and the electricity tariff, and the results follow.",
    );
  });

  it("starts from the tariff of a city named in the address, and only a city it knows", () => {
    const [slug, known] = Object.entries(CITY_TARIFFS)[0]!;
    const chosen = parseSizing(query(`city=${slug.toUpperCase()}`));
    expect(chosen).toMatchObject({ city: slug, tariff: known.randPerKwh });
    expect(query(serializeSizing(chosen)).get("city")).toBe(slug);
    expect(query(serializeSizing(chosen)).has("tariff")).toBe(false);
    expect(tariffNote(chosen)).toContain(`${known.city}'s`);
    expect(tariffNote(chosen)).not.toMatch(/example/);
    expect(tariffExample(chosen)).toBe("");

    const unknown = parseSizing(query("city=atlantis"));
    expect(unknown.city).toBeUndefined();
    expect(unknown.tariff).toBe(DEFAULT_STATE.tariff);
    expect(serializeSizing(unknown)).toBe("");

    // A tariff of their own replaces the city's, and the city is no longer claimed.
    const own = parseSizing(query(`city=${slug}&tariff=4.1`));
    expect(own).toMatchObject({ tariff: 4.1 });
    expect(own.city).toBeUndefined();
    expect(serializeSizing(own)).toContain("tariff=4.1");
  });

  it("names the starting tariff as an example when the visitor has named no city", () => {
    expect(tariffNote(DEFAULT_STATE)).toMatch(/type your own/);
    expect(tariffNote(DEFAULT_STATE)).toContain(`${DEFAULT_TARIFF.city}'s as an example`);
    expect(tariffExample(DEFAULT_STATE)).toContain("as an example");
    expect(tariffExample({ tariff: 4.1 })).toBe("");
  });

  it("writes a tariff to the cent", () => {
    expect(tariffText(3.5)).toBe("R\u00a03.50 per\u00a0kWh");
  });

  it("says whether a room beyond our heaters is too small or too large", () => {
    const [smallest, largest] = [outputTable[0]!, outputTable.at(-1)!];
    expect(beyondRangeText(smallest.room[0] - 0.5)).toMatch(/smaller than our smallest heater/);
    expect(beyondRangeText(largest.room[1] + 1)).toContain(`at ${largest.kw}\u00a0kW`);
  });

  it("says when the heater chosen works near the top of its range, and only then", () => {
    const largest = outputTable.at(-1)!;
    const near = largest.room[1] - 0.5;
    expect(
      sizingResult({ ...DEFAULT_STATE, width: 3000, depth: 2500, height: 2100, glass: 0 }).output
        ?.nearTop,
    ).toBe(false);
    expect(nearTopText(near, largest.kw)).toContain(`${largest.kw}\u00a0kW`);
    expect(nearTopText(largest.room[0] + 0.5, largest.kw)).toBeUndefined();
  });

  it("gives one card per heater, with every output of it that suits", () => {
    const { heaters } = sizingResult(DEFAULT_STATE);
    const cards = heaterCards(heaters);
    expect(cards.map(({ heater }) => heater.slug)).toEqual([
      ...new Set(heaters.map(({ heater }) => heater.slug)),
    ]);
    for (const { heater, kws } of cards) {
      const outputs = heaters.filter((each) => each.heater.slug === heater.slug);
      expect(kws).toEqual(outputs.flatMap(({ kw }) => (kw === undefined ? [] : [kw])));
    }
  });
});
