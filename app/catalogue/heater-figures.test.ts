import { describe, expect, it } from "vitest";

import { heaterFigures } from "./heater-figures";
import { heaterRange } from "./range";

const plain = (text: string) => text.replace(/[\s\u2060]/g, (c) => (c === "\u2060" ? "" : " "));

describe("heaterFigures", () => {
  it("lists an electric heater's outputs, rooms and circuits in the same order", () => {
    const figures = heaterFigures({
      fuel: "electric",
      model: "test",
      outputs: [
        { kw: 4.5, room: [3, 6] },
        { kw: 6, room: [5, 8] },
        { kw: 8, room: [7, 12] },
      ],
      supplies: ["single-phase", "three-phase"],
      source: "test",
      confirmed: false,
    });
    expect(figures.map(({ term, lines }) => [term, lines.map(plain)])).toEqual([
      ["Output", ["4.5, 6 or 8 kW"]],
      ["Room volume", ["3–6, 5–8 or 7–12 m³"]],
      [
        "Supply",
        [
          "230 V single-phase: a dedicated circuit of 20 A (4.5 kW), 32 A (6 kW) or 40 A (8 kW)",
          "400 V three-phase: a dedicated circuit of 3 × 10 A (4.5, 6 kW) or 3 × 16 A (8 kW)",
        ],
      ],
    ]);
  });

  it("gives a single output one figure each", () => {
    const [output, room, supply] = heaterFigures({
      fuel: "electric",
      model: "test",
      outputs: [{ kw: 6, room: [5, 8] }],
      supplies: ["single-phase"],
      source: "test",
      confirmed: false,
    });
    expect(plain(output!.lines[0]!)).toBe("6 kW");
    expect(plain(room!.lines[0]!)).toBe("5–8 m³");
    expect(supply!.lines.map(plain)).toEqual(["230 V single-phase: a dedicated 32 A circuit"]);
  });

  it("says a wood-burning stove needs no supply but a flue", () => {
    const figures = heaterFigures({
      fuel: "wood",
      model: "test",
      room: [6, 13],
      source: "test",
      confirmed: false,
    });
    expect(plain(figures[1]!.lines[0]!)).toBe("6–13 m³");
    expect(figures[2]!.lines).toEqual(["No electrical supply; needs a flue"]);
  });

  it("gives every heater of the range the same terms, so the cards line up", () => {
    const terms = heaterRange.map((heater) => heaterFigures(heater.spec).map((f) => f.term));
    for (const each of terms) expect(each).toEqual(terms[0]);
  });

  it("never parts a number from its unit", () => {
    for (const heater of heaterRange) {
      for (const { lines } of heaterFigures(heater.spec)) {
        for (const line of lines) expect(line).not.toMatch(/\d (kW|m³|A|V)\b/);
      }
    }
  });
});
