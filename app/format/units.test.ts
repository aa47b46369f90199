import { describe, expect, it } from "vitest";

import {
  keepUnitsTogether,
  listOf,
  measure,
  NARROW_NO_BREAK_SPACE as NNBSP,
  NO_BREAK_SPACE as NBSP,
  partedUnit,
  size,
  span,
  unbroken,
  WORD_JOINER as WJ,
} from "./units";

/** Spaces and joiners made visible, so a failure shows which one is where. */
function shown(text: string) {
  return text.replaceAll(NBSP, "␣").replaceAll(NNBSP, "·").replaceAll(WJ, "⁀");
}

/** Whether a browser may break the line anywhere in `text` (spaces, or after a hyphen or dash). */
function breakable(text: string) {
  return /[ \t\r\n]|[-–](?!\u2060)/.test(text);
}

describe("measure", () => {
  it("joins a number and its unit with a no-break space", () => {
    expect(shown(measure(2400, "mm"))).toBe("2400␣mm");
    expect(shown(measure(0.5, "°C"))).toBe("0.5␣°C");
    expect(shown(measure(3.5, "A"))).toBe("3.5␣A");
  });

  it("keeps a unit of two words together too", () => {
    expect(shown(measure(100, "% RH"))).toBe("100␣%␣RH");
  });
});

describe("size", () => {
  it("joins the parts of a size and its unit, with narrow spaces around the ×", () => {
    expect(shown(size([2060, 2000, 2400], "mm"))).toBe("2060·×·2000·×·2400␣mm");
    expect(breakable(size([2060, 2000, 2400], "mm"))).toBe(false);
  });

  it("writes the order of the parts without a unit", () => {
    expect(shown(size(["W", "D", "H"]))).toBe("W·×·D·×·H");
  });
});

describe("span", () => {
  it("holds a range together after its dash", () => {
    expect(shown(span(220, 240, "V"))).toBe("220–⁀240␣V");
    expect(breakable(span(220, 240, "V"))).toBe(false);
    expect(shown(span(1, 2))).toBe("1–⁀2");
  });
});

describe("unbroken", () => {
  it("holds a compound together at its hyphen and its spaces", () => {
    expect(shown(unbroken("Commercial-grade"))).toBe("Commercial-⁀grade");
    expect(breakable(unbroken("Commercial-grade"))).toBe(false);
    expect(breakable(unbroken("wood-burning stove"))).toBe(false);
  });

  it("does not join twice", () => {
    expect(unbroken(unbroken("thermo-wood"))).toBe(unbroken("thermo-wood"));
  });
});

describe("keepUnitsTogether", () => {
  it("joins numbers to units in running text", () => {
    expect(shown(keepUnitsTogether("sitting at 80 °C, about 100 % RH, in a 3 L bucket"))).toBe(
      "sitting at 80␣°C, about 100␣% RH, in a 3␣L bucket",
    );
    expect(shown(keepUnitsTogether("a 2.4 m ceiling, 8.4 m³ of air and a 6 kW heater"))).toBe(
      "a 2.4␣m ceiling, 8.4␣m³ of air and a 6␣kW heater",
    );
  });

  it("joins across a line break in the source text", () => {
    expect(shown(keepUnitsTogether("2400\nmm"))).toBe("2400␣mm");
  });

  it("holds sizes, ranges and numeric compounds together", () => {
    expect(shown(keepUnitsTogether("a cabin of 2.0 m × 2.0 m"))).toBe("a cabin of 2.0␣m·×·2.0␣m");
    expect(shown(keepUnitsTogether("a 220–240 V, 16-amp plug"))).toBe("a 220–⁀240␣V, 16-⁀amp plug");
  });

  it("leaves words that merely start like a unit alone", () => {
    const text = "from 2 Apples, 3 Lemons and 5 mangoes; a 4 or 5 wall; kit 2 of 4";
    expect(keepUnitsTogether(text)).toBe(text);
  });

  it("changes nothing in text that is already joined", () => {
    const joined = `${measure(16, "°C")} down to ${measure(0.5, "°C")}, ${size([1700, 800], "mm")}, ${span(220, 240, "V")}`;
    expect(keepUnitsTogether(joined)).toBe(joined);
  });
});

describe("partedUnit", () => {
  it("points at the first place a line could part a number from its unit", () => {
    expect(partedUnit("The Aurora measures 2060 × 2000 mm outside")).toContain("2060 ×");
    expect(partedUnit("water at 16 °C")).toContain("16 °C");
  });

  it("finds nothing in joined text", () => {
    expect(partedUnit(`water at ${measure(16, "°C")}`)).toBeUndefined();
    expect(partedUnit("no numbers here")).toBeUndefined();
  });
});

describe("listOf", () => {
  it("lists alternatives as a sentence does", () => {
    expect(listOf([6])).toBe("6");
    expect(listOf([6.8, 9])).toBe("6.8 or 9");
    expect(listOf([4.5, 6, 8])).toBe("4.5, 6 or 8");
  });
});
