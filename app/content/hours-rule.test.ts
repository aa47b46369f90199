/**
 * The opening hours' one rule (`content-studio/rules/hours.ts`), which the Studio's field and the
 * site's content check both run: every day, in order, with sound times; closed dates real and
 * listed once.
 */
import { describe, expect, it } from "vitest";

import { checkOpeningHours, DAYS, isCalendarDate } from "../../content-studio/rules/hours";

const week = () =>
  DAYS.map(({ value }, index) =>
    index < 5
      ? { day: value, status: "open", opens: "07:30", closes: "17:00" }
      : { day: value, status: index === 5 ? "appointment" : "closed" },
  );

const holidays = [
  { date: "2026-12-25", name: "Christmas Day" },
  { date: "2026-12-26", name: "Day of Goodwill" },
];

describe("checkOpeningHours", () => {
  it("accepts every day in order, with or without closed dates", () => {
    expect(checkOpeningHours({ days: week(), closedDates: holidays })).toBe(true);
    expect(checkOpeningHours({ days: week() })).toBe(true);
    // A day by appointment or closed carries no times, and stray ones are no fault.
    const days = week();
    Object.assign(days[6]!, { opens: "", closes: "" });
    expect(checkOpeningHours({ days })).toBe(true);
  });

  const edited = (edit: (days: Record<string, unknown>[]) => void) => {
    const days: Record<string, unknown>[] = week();
    edit(days);
    return { days };
  };

  it.each([
    ["nothing", undefined, /Set the opening hours/],
    ["no days", { days: [] }, /Monday is missing/],
    ["a day missing", edited((days) => days.splice(2, 1)), /Wednesday is missing/],
    [
      "days out of order",
      edited((days) => days.splice(0, 2, days[1]!, days[0]!)),
      /out of order.*Monday first/,
    ],
    ["a day twice", edited((days) => days.push({ ...days[0] })), /each day of the week once/],
    ["a day with no status", edited((days) => delete days[3]!.status), /Thursday: choose open/],
    ["an open day with no times", edited((days) => delete days[0]!.opens), /Monday: when it opens/],
    [
      "a time that is not 24-hour",
      edited((days) => (days[1]!.closes = "5:00 PM")),
      /Tuesday: when it closes, as a 24-hour time/,
    ],
    [
      "closing before opening",
      edited((days) => Object.assign(days[4]!, { opens: "17:00", closes: "17:00" })),
      /Friday: closes \(17:00\) before it opens \(17:00\)/,
    ],
    [
      "no day open",
      edited((days) => days.forEach((day) => (day.status = "closed"))),
      /At least one day must be open/,
    ],
    [
      "a date that is not one",
      { days: week(), closedDates: [{ date: "2026-02-30", name: "Nothing" }] },
      /Public holidays, line 1: a date/,
    ],
    [
      "a date with no name",
      { days: week(), closedDates: [{ date: "2026-12-25", name: " " }] },
      /2026-12-25: its name/,
    ],
    [
      "a date listed twice",
      { days: week(), closedDates: [...holidays, { date: "2026-12-25", name: "Christmas" }] },
      /2026-12-25 is listed twice/,
    ],
  ])("refuses %s, in an editor's words", (_, value, message) => {
    expect(checkOpeningHours(value)).toMatch(message);
  });

  it("knows a real date", () => {
    expect(["2028-02-29", "2026-12-31"].map(isCalendarDate)).toEqual([true, true]);
    expect(["2027-02-29", "2026-13-01", "26-12-25", 20261225].map(isCalendarDate)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
