import { describe, expect, it } from "vitest";

import {
  bookableDates,
  bookableRange,
  bookingFromFields,
  bookingParams,
  bookingText,
  checkBookingParams,
  checkDate,
  checkTime,
  closedDateOn,
  emptyBooking,
  formatDate,
  mergeBookingDraft,
  OFFICE_CITIES,
  parseBookingDraft,
  sastMoment,
  sastToday,
  serializeBookingDraft,
  timeOptions,
  validateBooking,
  visitPlace,
  type Booking,
} from "./booking";
import { weekday } from "./holidays";

// Tuesday 24 November 2026, midday in South Africa.
const now = new Date("2026-11-24T10:00:00Z");

const booking: Booking = {
  kind: "showroom-visit",
  office: "Johannesburg",
  choices: [
    { date: "2026-11-25", time: "09:00" },
    { date: "2026-11-26", time: "14:30" },
    { date: "", time: "" },
  ],
  name: "Thandi Nkosi",
  email: "thandi@example.com",
  phone: "",
  address: "",
  note: "",
};

describe("South African time", () => {
  it("today is today in South Africa, whatever the zone the code runs in", () => {
    expect(sastToday(now)).toBe("2026-11-24");
    // 22:30 UTC is already half past midnight in Johannesburg.
    expect(sastToday(new Date("2026-11-24T22:30:00Z"))).toBe("2026-11-25");
    expect(sastToday(new Date("2026-11-24T21:59:00Z"))).toBe("2026-11-24");
  });

  it("a time on the form is that time at the office", () => {
    expect(sastMoment("2026-12-01", "09:00").toISOString()).toBe("2026-12-01T07:00:00.000Z");
    expect(sastMoment("2026-12-01", "00:30").toISOString()).toBe("2026-11-30T22:30:00.000Z");
  });

  it("dates run from tomorrow to about three months ahead", () => {
    expect(bookableRange(now)).toEqual({ min: "2026-11-25", max: "2027-02-23" });
    expect(bookableRange(new Date("2026-11-24T22:30:00Z")).min).toBe("2026-11-26");
  });
});

describe("checkDate", () => {
  it("accepts a weekday from tomorrow", () => {
    expect(checkDate("2026-11-25", now)).toBeUndefined();
    expect(checkDate("2027-02-23", now)).toBeUndefined();
  });

  it.each([
    ["", /Choose a date/],
    ["25/11/2026", /day, month and year/],
    ["2026-02-30", /day, month and year/],
    ["2026-11-24", /from tomorrow, Wednesday 25 November 2026/],
    ["2025-01-06", /from tomorrow/],
    ["2027-02-24", /three months ahead.*Tuesday 23 February 2027/],
    ["2026-11-29", /Sunday/],
    ["2026-11-28", /Saturday.*note/],
    ["2026-12-16", /public holiday \(Day of Reconciliation\)/],
    ["2026-12-25", /public holiday \(Christmas Day\)/],
  ])("refuses %s with a reason", (date, reason) => {
    expect(checkDate(date, now)).toMatch(reason);
  });

  it("refuses the Monday after a Sunday holiday", () => {
    // National Women's Day 2026 is a Sunday.
    const later = new Date("2026-07-20T10:00:00Z");
    expect(checkDate("2026-08-10", later)).toMatch(/National Women's Day \(observed\)/);
  });
});

describe("timeOptions and checkTime", () => {
  it("offers every half hour from opening, each visit ending by closing", () => {
    const video = timeOptions("video-call");
    expect(video[0]).toBe("07:30");
    expect(video.at(-1)).toBe("16:30");
    expect(timeOptions("showroom-visit").at(-1)).toBe("16:00");
    expect(timeOptions("site-survey").at(-1)).toBe("15:30");
    for (const time of video) expect(Number(time.slice(3))).toBeOneOf([0, 30]);
  });

  it("refuses a time off the grid or too late for the visit", () => {
    expect(checkTime("09:00", "site-survey")).toBeUndefined();
    expect(checkTime("", "site-survey")).toMatch(/Choose a time/);
    expect(checkTime("09:15", "showroom-visit")).toMatch(/between 07:30 and 16:00/);
    expect(checkTime("16:00", "site-survey")).toMatch(/site survey ends by 17:00/);
    expect(checkTime("07:00", "video-call")).toMatch(/between 07:30 and 16:30/);
    expect(checkTime("17:00", "video-call")).toBeDefined();
  });
});

describe("validateBooking", () => {
  it("accepts a complete request", () => {
    expect(validateBooking(booking, now)).toEqual({});
  });

  it("asks for the kind, the office, two times and a way to reply", () => {
    const errors = validateBooking(emptyBooking, now);
    expect(Object.keys(errors).sort()).toEqual(
      ["contact", "date-0", "date-1", "kind", "office", "time-0", "time-1"].sort(),
    );
  });

  it("takes a phone number instead of an e-mail address, and checks either", () => {
    expect(validateBooking({ ...booking, email: "", phone: "+27 82 555 0101" }, now)).toEqual({});
    expect(validateBooking({ ...booking, email: "thandi@" }, now).contact).toMatch(/e-mail/);
    expect(validateBooking({ ...booking, email: "", phone: "call me" }, now).contact).toMatch(
      /phone/,
    );
  });

  it("a site survey needs the address", () => {
    const survey: Booking = { ...booking, kind: "site-survey" };
    expect(validateBooking(survey, now).address).toMatch(/suburb or address/);
    expect(validateBooking({ ...survey, address: "Parkhurst" }, now)).toEqual({});
  });

  it("the third time is optional, but checked when given", () => {
    const third = (date: string, time: string): Booking => ({
      ...booking,
      choices: [booking.choices[0]!, booking.choices[1]!, { date, time }],
    });
    expect(validateBooking(third("2026-11-27", "10:00"), now)).toEqual({});
    expect(validateBooking(third("2026-11-29", "10:00"), now)["date-2"]).toMatch(/Sunday/);
    expect(validateBooking(third("2026-11-27", ""), now)["time-2"]).toMatch(/Choose a time/);
  });

  it("no two times may be the same", () => {
    const twice: Booking = {
      ...booking,
      choices: [booking.choices[0]!, booking.choices[0]!, { date: "", time: "" }],
    };
    expect(validateBooking(twice, now)["time-1"]).toMatch(/same as your choice 1/);
  });

  it("a time that no longer fits the kind of visit is refused", () => {
    const late: Booking = {
      ...booking,
      kind: "site-survey",
      address: "Parkhurst",
      choices: [{ date: "2026-11-25", time: "16:00" }, booking.choices[1]!, { date: "", time: "" }],
    };
    expect(validateBooking(late, now)["time-0"]).toMatch(/ends by 17:00/);
  });
});

describe("bookableDates", () => {
  it("lists only weekdays that are not holidays, from tomorrow", () => {
    const dates = bookableDates(now);
    expect(dates[0]).toBe("2026-11-25");
    expect(dates).not.toContain("2026-12-16");
    for (const date of dates) {
      expect(weekday(date)).not.toBe(0);
      expect(weekday(date)).not.toBe(6);
      expect(closedDateOn(date)).toBeUndefined();
    }
    expect(bookableDates(now, 3)).toHaveLength(3);
  });
});

describe("what is sent", () => {
  it("the six enquiry params carry the whole request in the message", () => {
    const params = bookingParams(booking);
    expect(params.from_name).toBe("Thandi Nkosi");
    expect(params.location).toBe("Johannesburg");
    expect(params.products).toBe("");
    expect(params.message).toContain("Showroom visit");
    expect(params.message).toContain(`${formatDate("2026-11-25")}, 09:00–10:00`);
    expect(params.message).toContain(`${formatDate("2026-11-26")}, 14:30–15:30`);
    expect(params.message).toContain("South African time");
    expect(params.booking_times).toBe("2026-11-25 09:00, 2026-11-26 14:30");
    expect(params.booking_kind).toBe("showroom-visit");
    expect(params.booking_office).toBe("Johannesburg");
  });

  it("a showroom's example address says it is one, in the confirmation, the e-mail and the calendar", () => {
    // The tests run on the example configuration: a preview's addresses are examples.
    expect(visitPlace(booking)).toMatch(/Example Road.*\(an example address/);
  });

  it("the text names the address of a site survey and the note", () => {
    const text = bookingText({
      ...booking,
      kind: "site-survey",
      address: "12 Fourth Avenue, Parkhurst",
      note: "Saturday would suit us better.",
    });
    expect(text).toContain("Address: 12 Fourth Avenue, Parkhurst");
    expect(text).toContain("Saturday would suit us better.");
  });

  it("the server's check accepts exactly what the form writes: a note and bidi controls included", () => {
    const noted = { ...booking, name: "Eve \u202Egnp.exe\u202C", note: "Ring twice.\u2066" };
    const params = bookingParams(noted);
    expect(params.from_name).toBe("Eve gnp.exe");
    expect(params.message).toMatch(/Note:\nRing twice\.$/);
    expect(checkBookingParams(params, now)).toBeUndefined();
    const otherTimes = params.message.replace("09:00–10:00", "11:00–12:00");
    expect(checkBookingParams({ ...params, message: otherTimes }, now)).toMatch(/message/);
    expect(checkBookingParams({ ...params, location: "Durban" }, now)).toMatch(/location/);
    expect(
      checkBookingParams({ ...params, booking_times: `${params.booking_times} ` }, now),
    ).toMatch(/booking_times/);
  });

  it("writes no zero-width character into any field, and the server's check accepts it", () => {
    const hidden = {
      ...booking,
      kind: "site-survey" as const,
      name: "Pie\u200Bter\uFEFF",
      email: "pieter@example.com\u2060",
      phone: "\u200B+27 82 555 0102",
      address: "Sea\u00AD Point\u200B",
      note: "Ring\u200B twice.",
    };
    const params = bookingParams(hidden);
    expect(params.from_name).toBe("Pieter");
    expect(params.from_email).toBe("pieter@example.com");
    expect(params.mobile).toBe("+27 82 555 0102");
    expect(params.booking_address).toBe("Sea Point");
    expect(params.message).not.toMatch(/[\u200b\u00ad\u2060\ufeff]/);
    expect(params.message).toMatch(/Note:\nRing twice\.$/);
    expect(checkBookingParams(params, now)).toBeUndefined();
  });

  it("the server's check agrees with the form", () => {
    const params = bookingParams(booking);
    expect(checkBookingParams(params, now)).toBeUndefined();
    expect(checkBookingParams({ ...params, booking_kind: "sleepover" }, now)).toMatch(/kind/);
    expect(checkBookingParams({ ...params, booking_office: "Durban" }, now)).toMatch(/office/);
    expect(checkBookingParams({ ...params, booking_times: "2026-11-25 09:00" }, now)).toMatch(
      /between 2 and 3/,
    );
    const four = "2026-11-25 09:00, 2026-11-25 10:00, 2026-11-25 11:00, 2026-11-25 12:00";
    expect(checkBookingParams({ ...params, booking_times: four }, now)).toMatch(/between 2 and 3/);
    for (const [times, reason] of [
      ["2026-11-29 09:00, 2026-11-25 10:00", /Sunday/],
      ["2026-12-16 09:00, 2026-11-25 10:00", /public holiday/],
      ["2026-11-24 15:00, 2026-11-25 10:00", /from tomorrow/],
      ["2026-11-25 06:30, 2026-11-25 10:00", /between 07:30/],
      ["2026-11-25 16:30, 2026-11-25 10:00", /ends by 17:00/],
      ["2026-11-25 10:00, 2026-11-25 10:00", /same as your choice/],
      ["tomorrow at ten, 2026-11-25 10:00", /YYYY-MM-DD HH:MM/],
    ] as const) {
      expect(checkBookingParams({ ...params, booking_times: times }, now)).toMatch(reason);
    }
    expect(checkBookingParams({ ...params, from_email: "", mobile: "" }, now)).toMatch(/contact/);
    expect(
      checkBookingParams({ ...params, booking_kind: "site-survey", booking_address: "" }, now),
    ).toMatch(/address/);
  });
});

describe("fields and draft", () => {
  it("reads the form's fields by name, ignoring what the form cannot hold", () => {
    const fields = new FormData();
    fields.set("kind", "video-call");
    fields.set("office", "Atlantis");
    fields.set("date-1", "2026-11-25");
    fields.set("time-1", "09:00");
    fields.set("name", "Thandi");
    const read = bookingFromFields(fields);
    expect(read.kind).toBe("video-call");
    expect(read.office).toBe("");
    expect(read.choices[0]).toEqual({ date: "2026-11-25", time: "09:00" });
    expect(read.choices[1]).toEqual({ date: "", time: "" });
    expect(read.name).toBe("Thandi");
  });

  it("what was typed before hydration wins over the draft", () => {
    const typed = { ...emptyBooking, name: "Typed" };
    const merged = mergeBookingDraft(typed, booking);
    expect(merged.name).toBe("Typed");
    expect(merged.email).toBe(booking.email);
    expect(merged.choices).toEqual(booking.choices);
    expect(mergeBookingDraft(typed, undefined)).toBe(typed);
  });

  it("cuts each field of a longer draft to what the field holds", () => {
    const long = {
      ...booking,
      name: "n".repeat(300),
      email: "e".repeat(300),
      phone: "1".repeat(80),
      address: "a".repeat(400),
      note: "x".repeat(3_000),
    };
    const draft = parseBookingDraft(JSON.stringify(long))!;
    expect(draft.name).toHaveLength(200);
    expect(draft.email).toHaveLength(254);
    expect(draft.phone).toHaveLength(50);
    expect(draft.address).toHaveLength(300);
    expect(draft.note).toHaveLength(2_000);
  });

  it("a draft round-trips, and a malformed one is dropped", () => {
    expect(parseBookingDraft(serializeBookingDraft(booking)!)).toEqual(booking);
    expect(serializeBookingDraft(emptyBooking)).toBeUndefined();
    expect(parseBookingDraft("{")).toBeUndefined();
    expect(parseBookingDraft("null")).toBeUndefined();
    expect(
      parseBookingDraft(JSON.stringify({ kind: "x", office: "Mars", choices: [{ date: 3 }] })),
    ).toBeUndefined();
  });

  it("offers the site's two offices", () => {
    expect(OFFICE_CITIES).toEqual(["Johannesburg", "Cape Town"]);
  });
});
