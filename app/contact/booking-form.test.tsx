// @vitest-environment jsdom
/**
 * The booking form's fields hold no more than the enquiry service keeps (`FIELD_LIMITS`, which
 * the service checks by), so a visitor cannot type a request that would be refused on sending.
 */
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { paths } from "~/routing/paths";

import { bookingParams, emptyBooking } from "./booking";
import { BookingForm } from "./booking-form";
import { FIELD_LIMITS } from "./limits";

vi.mock("./emailjs", () => ({ initEmailJs: vi.fn(), sendEnquiry: vi.fn() }));

beforeEach(() => window.sessionStorage.clear());

function renderForm() {
  render(
    <MemoryRouter initialEntries={[paths.book]}>
      <BookingForm />
    </MemoryRouter>,
  );
}

const field = (label: string) =>
  screen.getByLabelText<HTMLInputElement | HTMLTextAreaElement>(label);

describe("the booking form's fields", () => {
  it.each([
    ["Name", "from_name"],
    ["E-mail", "from_email"],
    ["Phone", "mobile"],
    ["Suburb or address", "booking_address"],
  ] as const)("%s holds as much as the enquiry service keeps, and no more", (label, param) => {
    renderForm();
    expect(field(label).maxLength).toBe(FIELD_LIMITS[param]);
  });

  it("holds a note short enough that the message with every field full is kept", () => {
    renderForm();
    const full = (label: string) => "x".repeat(field(label).maxLength);
    expect(field("Note").maxLength).toBeGreaterThan(0);
    const { message } = bookingParams({
      ...emptyBooking,
      kind: "site-survey",
      office: "Cape Town",
      name: full("Name"),
      email: full("E-mail"),
      phone: full("Phone"),
      address: full("Suburb or address"),
      note: full("Note"),
      choices: [
        { date: "2026-11-23", time: "09:00" },
        { date: "2026-11-24", time: "09:00" },
        { date: "2026-11-25", time: "09:00" },
      ],
    });
    expect(message.length).toBeLessThanOrEqual(FIELD_LIMITS.message);
  });
});
