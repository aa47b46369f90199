// @vitest-environment jsdom
/**
 * A showroom's example address says so wherever a booking prints it for the visitor: the
 * confirmation on the page, the calendar file and the request's text; and says nothing of the
 * kind once the address is the business's own.
 */
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";

import type * as exampleSettings from "~/config/example-settings";
import { site } from "~/content/site";

import { type Booking, bookingParams, bookingText } from "./booking";
import { Confirmation } from "./booking-form";
import { bookingCalendar } from "./ics";

/** Whether the configuration's details are the business's own (the tests' are examples). */
const details = vi.hoisted(() => ({ real: false }));

vi.mock("~/config/example-settings", async (original) => {
  const actual = await original<typeof exampleSettings>();
  return {
    ...actual,
    isExampleDetail: (value: string) => !details.real && actual.isExampleDetail(value),
  };
});

beforeEach(() => {
  details.real = false;
});

const office = site.offices.find((candidate) => candidate.city === "Johannesburg")!;
const booking: Booking = {
  kind: "showroom-visit",
  office: office.city,
  choices: [
    { date: "2026-11-25", time: "09:00" },
    { date: "2026-11-26", time: "14:30" },
  ],
  name: "Thandi Nkosi",
  email: "thandi@example.com",
  phone: "",
  address: "",
  note: "",
};
const MARK = "(an example address, not yet the showroom's)";

/** What the confirmation on the page says where the visit is. */
function confirmationPlace(): string {
  render(
    <MemoryRouter>
      <Confirmation booking={booking} calendar="blob:visit" onAgain={() => {}} />
    </MemoryRouter>,
  );
  return screen.getByText("Where").nextElementSibling!.textContent!;
}

/** The calendar file's LOCATION, unfolded and unescaped. */
function calendarPlace(): string {
  const file = bookingCalendar(booking, booking.choices, {
    now: new Date("2026-11-24T10:00:00Z"),
    id: "abc",
    host: "vaja.example",
    businessName: site.name,
  });
  const line = file
    .replace(/\r\n /g, "")
    .split("\r\n")
    .find((candidate) => candidate.startsWith("LOCATION:"))!;
  return line.slice("LOCATION:".length).replace(/\\([,;\\])/g, "$1");
}

describe("a showroom's address in a booking", () => {
  it("is the example it is, in the tests' configuration", () => {
    expect(office.address).toMatch(/Example Road/);
  });

  it("is marked as an example on the confirmation and in the calendar file", () => {
    expect(confirmationPlace()).toBe(`${site.name} ${office.city}, ${office.address} ${MARK}`);
    expect(calendarPlace()).toBe(`${site.name} ${office.city}, ${office.address} ${MARK}`);
  });

  it("is never in the request's text unmarked", () => {
    for (const text of [bookingText(booking), bookingParams(booking).message]) {
      if (text.includes(office.address)) expect(text).toContain(MARK);
    }
  });

  it("carries no mark once it is the business's own", () => {
    details.real = true;
    expect(confirmationPlace()).toBe(`${site.name} ${office.city}, ${office.address}`);
    expect(calendarPlace()).toBe(`${site.name} ${office.city}, ${office.address}`);
    expect(bookingText(booking)).not.toContain("example address");
  });
});
