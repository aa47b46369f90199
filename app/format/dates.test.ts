import { describe, expect, it } from "vitest";

import { formatDate } from "./dates";

describe("formatDate without Intl", () => {
  it("writes what Intl writes for en-ZA in Johannesburg, across months and midnight", () => {
    const intl = new Intl.DateTimeFormat("en-ZA", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "Africa/Johannesburg",
    });
    const dates = [
      "2026-01-20",
      "2026-01-20T21:59:59Z",
      "2026-01-20T22:00:00Z",
      "2025-12-31T22:30:00Z",
      "2024-02-29T12:00:00Z",
      "2026-11-24T08:00:00+02:00",
    ];
    for (let month = 0; month < 12; month++)
      dates.push(new Date(Date.UTC(2026, month, 15)).toISOString());
    for (const iso of dates) expect(formatDate(iso)).toBe(intl.format(new Date(iso)));
  });
});
