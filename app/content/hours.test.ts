// @vitest-environment node
/**
 * The opening hours from the dataset: Monday to Friday as the site lists them, refused by field
 * when they cannot be, and followed by the times a visit can be booked; the weekend as the
 * booking works.
 */

import { afterEach, describe, expect, it } from "vitest";

import { editedContent, forgetEditedContent } from "../../scripts/content/edited-content";
import type { SanityDocument } from "../dataset/embedded";
import { queryOver } from "./fixtures";
import { clock, readHours, STANDING_HOURS } from "./hours";

const read = (documents: SanityDocument[]) => readHours(queryOver(documents));

const settings = (openingHours: unknown): SanityDocument => ({
  _id: "site-settings",
  _type: "siteSettings",
  openingHours,
});

afterEach(forgetEditedContent);

// Each test loads the content's modules afresh: seconds on a busy machine.
describe("the opening hours from the dataset", { timeout: 30_000 }, () => {
  it("are listed as the site writes them, the weekend as the booking works", async () => {
    expect(await read([settings({ weekdays: { opens: "08:00", closes: "17:30" } })])).toEqual([
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
    expect([clock("00:15"), clock("12:00"), clock("23:59")]).toEqual([
      "12:15 AM",
      "12:00 PM",
      "11:59 PM",
    ]);
  });

  it("stand as they were until an editor sets them", async () => {
    expect(await read([])).toEqual(STANDING_HOURS);
    expect(await read([settings(undefined)])).toEqual(STANDING_HOURS);
  });

  it.each([
    [
      "a day that closes before it opens",
      {
        weekdays: { opens: "17:00", closes: "08:00" },
      },
      /contact details \(site-settings\), openingHours\.weekdays\.closes: closes before it opens/,
    ],
    [
      "a time that is not one",
      {
        weekdays: { opens: "7.30", closes: "17:00" },
      },
      /contact details \(site-settings\), openingHours\.weekdays\.opens: a 24-hour time/,
    ],
  ])("refuse %s, naming the field", async (_, hours, message) => {
    await expect(read([settings(hours)])).rejects.toThrow(message);
  });

  it("move the times a visit can be booked when an editor changes them", async () => {
    await editedContent(["hours.ts"], [], (doc) =>
      doc._id === "site-settings"
        ? {
            ...doc,
            openingHours: { weekdays: { opens: "09:00", closes: "16:00" } },
          }
        : doc,
    );
    const { OPENS, CLOSES } = await import("../contact/booking");
    const { site } = await import("./site");
    expect([OPENS, CLOSES]).toEqual(["09:00", "16:00"]);
    expect(site.openingHours[0]!.hours).toBe("9:00 AM – 4:00 PM");
  });
});
