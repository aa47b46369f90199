import { describe, expect, it } from "vitest";

import { circuitText, currentDrawn } from "./electrics";
import { saunaItem, saunaSlugs } from "./range";
import { effectiveVolume, outputTable, recommendedOutput } from "./sizing";
import { glassArea, interiorSize } from "./cabin";
import {
  clampNumber,
  DEFAULT_STATE,
  fieldProblem,
  fieldProblems,
  formatSessionRand,
  LIMITS,
  modelRoom,
  outputRangeText,
  parseSizing,
  serializeSizing,
  sizingNote,
  sizingResult,
  type SizingState,
} from "./sizing-state";

const query = (text: string) => new URLSearchParams(text);
const stringify = (values: Record<string, number>) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, String(value)]));

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
  it("writes a small sum to one decimal of a rand, a larger one in whole rand", () => {
    expect(formatSessionRand(12.345)).toBe("R\u00a012.3");
    expect(formatSessionRand(0)).toBe("R\u00a00.0");
    expect(formatSessionRand(99.94)).toBe("R\u00a099.9");
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
