// @vitest-environment jsdom
/**
 * The enquiry form's fields hold no more than the enquiry service keeps (`FIELD_LIMITS`, which
 * the service checks by), so a visitor cannot type an enquiry that would be refused on sending; near the message's limit a quiet count says how
 * much is left, read with the field rather than announced at every key.
 */
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { NOTE_PARAM, paths } from "~/routing/paths";

import { EnquiryForm } from "./enquiry-form";
import { DRAFT_KEY, emptyForm, serializeDraft } from "./form";
import { FIELD_LIMITS } from "./limits";

vi.mock("./emailjs", () => ({ initEmailJs: vi.fn(), sendEnquiry: vi.fn() }));

beforeEach(() => window.sessionStorage.clear());

function renderForm(url: string = paths.contact()) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <EnquiryForm />
    </MemoryRouter>,
  );
}

const messageField = () => screen.getByLabelText<HTMLTextAreaElement>("Message");

describe("the enquiry form's fields", () => {
  it.each([
    ["Name", "from_name"],
    ["E-mail", "from_email"],
    ["Mobile", "mobile"],
    ["Message", "message"],
  ] as const)("%s holds as much as the enquiry service keeps, and no more", (label, param) => {
    renderForm();
    const field = screen.getByLabelText<HTMLInputElement | HTMLTextAreaElement>(label);
    expect(field.maxLength).toBe(FIELD_LIMITS[param]);
  });
});

describe("the message's count", () => {
  const keepDraft = (message: string) =>
    window.sessionStorage.setItem(
      DRAFT_KEY,
      serializeDraft({ ...emptyForm, message, locations: ["Other"] })!,
    );

  it("says nothing while the message is far from its limit", () => {
    keepDraft("A sauna for the garden room.");
    renderForm();
    expect(screen.queryByText(/characters$/)).toBeNull();
    expect(messageField()).not.toHaveAccessibleDescription(/characters/);
  });

  it("says how long the message is within a tenth of its limit, with the field, not as a live region", () => {
    keepDraft("x".repeat(4_620));
    renderForm();
    expect(messageField()).toHaveAccessibleDescription(/4\s620 of 5\s000 characters/);
    const count = screen.getByText(/^4\s620 of 5\s000 characters$/);
    expect(count.closest("[aria-live], [role=status], [role=alert]")).toBeNull();
  });

  it("cuts a longer draft to the limit, and says the limit is reached", () => {
    keepDraft("x".repeat(6_000));
    renderForm();
    expect(messageField().value).toHaveLength(messageField().maxLength);
    expect(messageField()).toHaveAccessibleDescription(/5\s000 of 5\s000 characters/);
  });

  it("cuts a longer note from a link to the limit", () => {
    // Longer than any link the site writes (`paths.contact` cuts its note), as a hand-made one.
    renderForm(`${paths.contact("heater")}&${NOTE_PARAM}=${"x".repeat(6_000)}`);
    expect(messageField().value).toHaveLength(messageField().maxLength);
  });
});
