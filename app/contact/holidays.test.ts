import { describe, expect, it } from "vitest";

import {
  addDays,
  DECLARED_HOLIDAYS,
  easterSunday,
  holidayOn,
  publicHolidays,
  weekday,
} from "./holidays";

const dates = (year: number) => publicHolidays(year).map((holiday) => holiday.date);

describe("easterSunday", () => {
  it.each([
    [2019, "2019-04-21"],
    [2022, "2022-04-17"],
    [2024, "2024-03-31"],
    [2025, "2025-04-20"],
    [2026, "2026-04-05"],
    [2027, "2027-03-28"],
    [2038, "2038-04-25"], // the latest Easter of the century
    [2285, "2285-03-22"], // the earliest possible
  ])("in %i is %s, a Sunday", (year, date) => {
    expect(easterSunday(year)).toBe(date);
    expect(weekday(date)).toBe(0);
  });
});

describe("publicHolidays", () => {
  it("2024: the fixed days, Easter's two, Youth Day's Monday and the election", () => {
    expect(publicHolidays(2024)).toEqual([
      { date: "2024-01-01", name: "New Year's Day" },
      { date: "2024-03-21", name: "Human Rights Day" },
      { date: "2024-03-29", name: "Good Friday" },
      { date: "2024-04-01", name: "Family Day" },
      { date: "2024-04-27", name: "Freedom Day" },
      { date: "2024-05-01", name: "Workers' Day" },
      { date: "2024-05-29", name: "General election" },
      { date: "2024-06-16", name: "Youth Day" },
      { date: "2024-06-17", name: "Youth Day (observed)" },
      { date: "2024-08-09", name: "National Women's Day" },
      { date: "2024-09-24", name: "Heritage Day" },
      { date: "2024-12-16", name: "Day of Reconciliation" },
      { date: "2024-12-25", name: "Christmas Day" },
      { date: "2024-12-26", name: "Day of Goodwill" },
    ]);
  });

  it("2025: Good Friday 18 April, Family Day 21 April, and Freedom Day's Sunday moves to 28 April", () => {
    const year = dates(2025);
    expect(year).toContain("2025-04-18");
    expect(year).toContain("2025-04-21");
    expect(weekday("2025-04-27")).toBe(0);
    expect(holidayOn("2025-04-28")?.name).toBe("Freedom Day (observed)");
    expect(year).toHaveLength(13);
  });

  it("2026: Good Friday 3 April, Family Day 6 April, and Women's Day's Sunday moves to 10 August", () => {
    expect(holidayOn("2026-04-03")?.name).toBe("Good Friday");
    expect(holidayOn("2026-04-06")?.name).toBe("Family Day");
    expect(weekday("2026-08-09")).toBe(0);
    expect(holidayOn("2026-08-10")?.name).toBe("National Women's Day (observed)");
    expect(holidayOn("2026-08-11")).toBeUndefined();
  });

  it("2022: Christmas on a Sunday adds no second Monday by rule; the 27th is the declared day", () => {
    expect(weekday("2022-12-25")).toBe(0);
    expect(holidayOn("2022-12-26")?.name).toBe("Day of Goodwill");
    expect(holidayOn("2022-12-27")).toBeDefined();
    expect(dates(2022).filter((date) => date.startsWith("2022-12-"))).toEqual([
      "2022-12-16",
      "2022-12-25",
      "2022-12-26",
      "2022-12-27",
    ]);
  });

  it("2023: New Year's Day on a Sunday makes Monday 2 January a holiday", () => {
    expect(holidayOn("2023-01-02")?.name).toBe("New Year's Day (observed)");
  });

  it("every Sunday holiday has its Monday off, and no date is listed twice", () => {
    for (const year of [2024, 2025, 2026, 2027, 2030]) {
      const list = publicHolidays(year);
      const sundays = list.filter((holiday) => weekday(holiday.date) === 0);
      const observed = list.filter((holiday) => holiday.name.endsWith("(observed)"));
      // Every Sunday holiday has its Monday, unless the Monday is already a holiday.
      for (const sunday of sundays) expect(holidayOn(addDays(sunday.date, 1))).toBeDefined();
      expect(observed.length).toBeLessThanOrEqual(sundays.length);
      expect(new Set(list.map((holiday) => holiday.date)).size).toBe(list.length);
    }
  });

  it("every declared day is a holiday of its year", () => {
    for (const declared of DECLARED_HOLIDAYS) expect(holidayOn(declared.date)).toBeDefined();
  });

  it("an ordinary weekday is no holiday", () => {
    expect(holidayOn("2026-11-25")).toBeUndefined();
    expect(holidayOn("not a date")).toBeUndefined();
  });
});
