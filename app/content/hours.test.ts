// @vitest-environment node
/**
 * The opening hours from the dataset: each day as the site lists them, refused by the Studio's own
 * rule when they cannot be, and followed by the days and times a visit can be booked; the public
 * holidays the embedded dataset holds are South Africa's.
 */

import { afterEach, describe, expect, it } from "vitest";

import { editedContent, forgetEditedContent } from "../../scripts/content/edited-content";
import { publicHolidays } from "../contact/holidays";
import type { SanityDocument } from "../dataset/embedded";
import { queryOver } from "./fixtures";
import { closedDates, week } from "./generated/calendar";
import { clock, openHoursSentence, readHours, type DayHours } from "./hours";

const read = (documents: SanityDocument[]) => readHours(queryOver(documents));

const NAMES = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];

/** A week as the Studio stores it: Monday to Friday open, then the given Saturday and Sunday. */
function days(opens = "07:30", closes = "17:00", saturday = "appointment", sunday = "closed") {
  return NAMES.map((day, index) => ({
    _key: day,
    _type: "dayHours",
    day,
    ...(index < 5
      ? { status: "open", opens, closes }
      : { status: index === 5 ? saturday : sunday }),
  }));
}

const settings = (openingHours: unknown): SanityDocument => ({
  _id: "site-settings",
  _type: "siteSettings",
  openingHours,
});

afterEach(forgetEditedContent);

// Each test loads the content's modules afresh: seconds on a busy machine.
describe("the opening hours from the dataset", { timeout: 30_000 }, () => {
  it("are listed as the site writes them: days with the same hours share a line", async () => {
    const hours = await read([
      settings({
        days: days("08:00", "17:30"),
        closedDates: [
          { _key: "b", date: "2026-12-25", name: "Christmas Day" },
          { _key: "a", date: "2026-12-16", name: " Day of Reconciliation " },
        ],
      }),
    ]);
    expect(hours.openingHours).toEqual([
      {
        label: "Monday – Friday",
        hours: "8:00 AM – 5:30 PM",
        days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "08:00",
        closes: "17:30",
      },
      { label: "Saturday", hours: "By appointment only", days: [] },
      { label: "Sunday", hours: "Closed", days: [] },
    ]);
    expect(hours.week[5]).toEqual({ day: "saturday", name: "Saturday", status: "appointment" });
    expect(hours.closedDates).toEqual([
      { date: "2026-12-16", name: "Day of Reconciliation" },
      { date: "2026-12-25", name: "Christmas Day" },
    ]);
    expect([clock("00:15"), clock("12:00"), clock("23:59")]).toEqual([
      "12:15 AM",
      "12:00 PM",
      "11:59 PM",
    ]);
  });

  it("split where a day's hours differ", async () => {
    const week = days();
    Object.assign(week[4]!, { closes: "15:00" });
    Object.assign(week[5]!, { status: "open", opens: "09:00", closes: "13:00" });
    const hours = await read([settings({ days: week })]);
    expect(hours.openingHours.map(({ label, hours }) => `${label}: ${hours}`)).toEqual([
      "Monday – Thursday: 7:30 AM – 5:00 PM",
      "Friday: 7:30 AM – 3:00 PM",
      "Saturday: 9:00 AM – 1:00 PM",
      "Sunday: Closed",
    ]);
    expect(openHoursSentence(hours.week)).toBe(
      "We are here Monday to Thursday from 7:30 AM to 5:00 PM, Friday from 7:30 AM to 3:00 PM, Saturday from 9:00 AM to 1:00 PM.",
    );
  });

  it("are the dataset's alone: without them the build stops, naming what to set", async () => {
    await expect(read([settings(undefined)])).rejects.toThrow(
      /contact details \(site-settings\), openingHours: Set the opening hours/,
    );
    await expect(read([])).rejects.toThrow(/no document; create "Contact details"/);
  });

  it.each([
    [
      "a day that closes before it opens",
      { days: days("17:00", "08:00") },
      /openingHours: Monday: closes \(08:00\) before it opens \(17:00\)/,
    ],
    [
      "a time that is not one",
      { days: days("7.30") },
      /openingHours: Monday: when it opens, as a 24-hour time/,
    ],
    [
      "a day missing",
      { days: days().filter((day) => day.day !== "wednesday") },
      /openingHours: Wednesday is missing/,
    ],
    [
      "a holiday listed twice",
      {
        days: days(),
        closedDates: [
          { date: "2026-12-25", name: "Christmas Day" },
          { date: "2026-12-25", name: "Christmas" },
        ],
      },
      /openingHours: Public holidays: 2026-12-25 is listed twice/,
    ],
  ])("refuse %s, naming the field", async (_, hours, message) => {
    await expect(read([settings(hours)])).rejects.toThrow(message);
  });

  it("hold today's hours and South Africa's public holidays for 2026 and 2027 in the embedded dataset", () => {
    expect(
      week.map((day) => [day.status, day.opens, day.closes].filter(Boolean).join(" ")),
    ).toEqual([...Array(5).fill("open 07:30 17:00"), "appointment", "closed"]);
    expect(closedDates.map((closed) => closed.date)).toEqual(
      [...publicHolidays(2026), ...publicHolidays(2027)].map((holiday) => holiday.date),
    );
  });

  it("move the days and times a visit can be booked when an editor changes them", async () => {
    await editedContent(["hours.ts", "calendar.ts"], [], (doc) => {
      if (doc._id !== "site-settings") return doc;
      const week: DayHours[] = days("09:00", "16:00") as never;
      return { ...doc, openingHours: { days: week, closedDates: [] } };
    });
    const { OPENS, CLOSES } = await import("../contact/booking");
    const { site } = await import("./site");
    expect([OPENS, CLOSES]).toEqual(["09:00", "16:00"]);
    expect(site.openingHours[0]!.hours).toBe("9:00 AM – 4:00 PM");
  });
});
