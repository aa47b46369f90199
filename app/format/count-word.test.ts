import { describe, expect, it } from "vitest";

import { countInWords, countWord } from "./count-word";
import { yearsInWords } from "./years";

describe("counts in words", () => {
  it("writes a count as a sentence does, with a capital to begin one", () => {
    expect(countInWords(5)).toBe("five");
    expect(countInWords(21)).toBe("twenty-one");
    expect(countInWords(120)).toBe("120");
    expect(countWord(7)).toBe("Seven");
  });

  it("says how long since a year in whole decades", () => {
    expect(yearsInWords(1970, 2026)).toBe("more than fifty years");
    expect(yearsInWords(1970, 2020)).toBe("fifty years");
    expect(yearsInWords(1970, 2031)).toBe("more than sixty years");
    expect(yearsInWords(2020, 2026)).toBe("six years");
    expect(yearsInWords(2025, 2026)).toBe("one year");
  });
});
