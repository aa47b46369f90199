import { describe, expect, it } from "vitest";

import type { Booking } from "./booking";
import { bookingCalendar, escapeText, foldLine, icsTime } from "./ics";

const booking: Booking = {
  kind: "site-survey",
  office: "Cape Town",
  choices: [
    { date: "2026-12-01", time: "09:00" },
    { date: "2026-12-02", time: "15:30" },
    { date: "", time: "" },
  ],
  name: "Pieter",
  email: "pieter@example.com",
  phone: "",
  address: "4 Kloof Road; Sea Point, Cape Town",
  note: "",
};
const times = booking.choices.slice(0, 2);
const options = {
  now: new Date("2026-11-24T10:15:30.123Z"),
  id: "abc123",
  host: "vaja.example",
  businessName: "Vaja",
};

/** The calendar's content lines, unfolded (RFC 5545 §3.1). */
const unfold = (text: string) => text.replace(/\r\n /g, "").split("\r\n");

describe("bookingCalendar", () => {
  const file = bookingCalendar(booking, times, options);

  it("ends every line in CRLF, and none is longer than 75 octets", () => {
    expect(file.endsWith("\r\n")).toBe(true);
    expect(file.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of file.split("\r\n")) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
  });

  it("holds one tentative event per preferred time, in UTC", () => {
    const lines = unfold(file);
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines).toContain("VERSION:2.0");
    expect(lines.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(2);
    expect(lines.filter((line) => line === "STATUS:TENTATIVE")).toHaveLength(2);
    // 09:00 in South Africa is 07:00 UTC; a site survey lasts an hour and a half.
    expect(lines).toContain("DTSTART:20261201T070000Z");
    expect(lines).toContain("DTEND:20261201T083000Z");
    expect(lines).toContain("DTSTART:20261202T133000Z");
    expect(lines).toContain("DTEND:20261202T150000Z");
    expect(lines).toContain("DTSTAMP:20261124T101530Z");
    expect(lines).toContain("UID:abc123-1@vaja.example");
    expect(lines).toContain("UID:abc123-2@vaja.example");
    expect(lines.at(-2)).toBe("END:VCALENDAR");
  });

  it("places a survey at the address, escaped, and a call on video", () => {
    expect(unfold(file)).toContain("LOCATION:4 Kloof Road\\; Sea Point\\, Cape Town");
    const call = unfold(bookingCalendar({ ...booking, kind: "video-call" }, times, options));
    expect(call).toContain("LOCATION:Video call");
    const visit = unfold(bookingCalendar({ ...booking, kind: "showroom-visit" }, times, options));
    expect(visit.find((line) => line.startsWith("LOCATION:"))).toContain("Cape Town");
    expect(visit.find((line) => line.startsWith("SUMMARY:"))).toMatch(/Showroom visit/);
  });
});

describe("text and lines", () => {
  it("escapes backslashes, semicolons, commas and line breaks", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
  });

  it("folds long lines without splitting a character", () => {
    const long = `DESCRIPTION:${"é".repeat(100)}`;
    const folded = foldLine(long);
    for (const line of folded.split("\r\n")) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
    expect(folded.replace(/\r\n /g, "")).toBe(long);
    expect(foldLine("SHORT:line")).toBe("SHORT:line");
  });

  it("writes UTC times without separators", () => {
    expect(icsTime(new Date("2026-01-02T03:04:05.678Z"))).toBe("20260102T030405Z");
  });
});
