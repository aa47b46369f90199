// @vitest-environment node
/**
 * The booking follows the business's hours as editors set them: a closed day or a closed date
 * cannot be chosen, in the browser or by the server's check; a day by appointment is asked for in
 * the note; each day's times come from that day's hours.
 */
import { afterEach, describe, expect, it } from "vitest";

import { editedContent, forgetEditedContent } from "../../scripts/content/edited-content";
import type { Booking } from "./booking";

const NAMES = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];

/** Wednesday closed, Friday open until 13:00, Saturday open 09:00–12:00, Sunday by appointment. */
const edited = () =>
  editedContent(["hours.ts", "calendar.ts"], [], (doc) =>
    doc._id === "site-settings"
      ? {
          ...doc,
          openingHours: {
            days: NAMES.map((day, index) => ({
              _key: day,
              _type: "dayHours",
              day,
              ...[
                { status: "open", opens: "08:00", closes: "17:00" },
                { status: "open", opens: "08:00", closes: "17:00" },
                { status: "closed" },
                { status: "open", opens: "08:00", closes: "17:00" },
                { status: "open", opens: "08:00", closes: "13:00" },
                { status: "open", opens: "09:00", closes: "12:00" },
                { status: "appointment" },
              ][index],
            })),
            closedDates: [
              { _key: "a", _type: "closedDate", date: "2026-12-03", name: "Stocktaking" },
            ],
          },
        }
      : doc,
  );

// Tuesday 24 November 2026, midday in South Africa.
const now = new Date("2026-11-24T10:00:00Z");

const booking = (dates: [string, string][]): Booking => ({
  kind: "showroom-visit",
  office: "Johannesburg",
  choices: [...dates.map(([date, time]) => ({ date, time })), { date: "", time: "" }],
  name: "Thandi Nkosi",
  email: "thandi@example.com",
  phone: "",
  address: "",
  note: "",
});

afterEach(forgetEditedContent);

describe("the booking, with the hours an editor set", { timeout: 30_000 }, () => {
  it("refuses a closed day and a closed date, and sends a day by appointment to the note", async () => {
    await edited();
    const { checkDate, bookableDates, APPOINTMENT_NOTE, VISITING_HOURS } =
      await import("./booking");
    expect(checkDate("2026-11-25", now)).toMatch(
      /We are closed on Wednesdays \(Wednesday 25 November 2026\)\. Choose a day we are open\./,
    );
    expect(checkDate("2026-12-03", now)).toMatch(/public holiday \(Stocktaking\)/);
    expect(checkDate("2026-11-29", now)).toMatch(/Sundays are by appointment.*Sunday in your note/);
    // Christmas is no longer on the list: the business's list is the only one.
    expect(checkDate("2026-12-25", now)).toBeUndefined();
    expect(checkDate("2026-11-28", now)).toBeUndefined();
    expect(bookableDates(now, 5)).toEqual([
      "2026-11-26",
      "2026-11-27",
      "2026-11-28",
      "2026-11-30",
      "2026-12-01",
    ]);
    expect(APPOINTMENT_NOTE).toBe(
      "Sundays are by appointment: choose Monday – Tuesday, Thursday, Friday and Saturday here and ask for a Sunday in your note.",
    );
    expect(VISITING_HOURS).toMatch(/^on Monday 08:00 to 17:00, .*Saturday 09:00 to 12:00$/);
  });

  it("offers each day's own times, and checks a time against its date", async () => {
    await edited();
    const { timeOptions, checkTime } = await import("./booking");
    expect(timeOptions("showroom-visit", "2026-11-27").at(-1)).toBe("12:00");
    expect(timeOptions("showroom-visit", "2026-11-28")).toEqual([
      "09:00",
      "09:30",
      "10:00",
      "10:30",
      "11:00",
    ]);
    expect(timeOptions("showroom-visit", "2026-11-26").at(-1)).toBe("16:00");
    expect(checkTime("14:00", "showroom-visit", "2026-11-27")).toMatch(/ends by 13:00/);
    expect(checkTime("14:00", "showroom-visit", "2026-11-26")).toBeUndefined();
  });

  it("the server's check refuses what the form refuses, with its reason", async () => {
    await edited();
    const { bookingParams, checkBookingParams } = await import("./booking");
    const params = (dates: [string, string][]) => bookingParams(booking(dates));
    expect(
      checkBookingParams(
        params([
          ["2026-11-26", "09:00"],
          ["2026-11-28", "10:00"],
        ]),
        now,
      ),
    ).toBeUndefined();
    expect(
      checkBookingParams(
        params([
          ["2026-11-26", "09:00"],
          ["2026-11-25", "09:00"],
        ]),
        now,
      ),
    ).toMatch(/^date-1: We are closed on Wednesdays/);
    expect(
      checkBookingParams(
        params([
          ["2026-12-03", "09:00"],
          ["2026-11-26", "09:00"],
        ]),
        now,
      ),
    ).toMatch(/^date-0: .*public holiday \(Stocktaking\)/);
    expect(
      checkBookingParams(
        params([
          ["2026-11-27", "14:00"],
          ["2026-11-26", "09:00"],
        ]),
        now,
      ),
    ).toMatch(/^time-0: .*ends by 13:00/);
  });
});
