// @vitest-environment jsdom
import { act, render, renderHook } from "@testing-library/react";
import { type ReactNode, useEffect } from "react";
import { MemoryRouter, type NavigateFunction, useLocation, useNavigate } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { paths } from "~/routing/paths";

import { sendEnquiry } from "./emailjs";
import {
  DRAFT_KEY,
  emptyForm,
  INTEREST_FIELD,
  parseDraft,
  serializeDraft,
  SUCCESS_OVERLAY_MS,
  templateParams,
  topicLabel,
  type EnquiryForm,
} from "./form";
import { useEnquiryForm } from "./use-enquiry-form";

vi.mock("./emailjs", () => ({ initEmailJs: vi.fn(), sendEnquiry: vi.fn() }));

/** Where the router is, and a way to follow a link, as the page around the form would. */
const router: { pathname: string; navigate?: NavigateFunction } = { pathname: "" };

function Probe() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    router.pathname = location.pathname;
    router.navigate = navigate;
  });
  return null;
}

function at(url: string) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <MemoryRouter initialEntries={[url]}>
        <Probe />
        {children}
      </MemoryRouter>
    );
  };
}

function renderForm(url: string = paths.contact()) {
  return renderHook(() => useEnquiryForm(), { wrapper: at(url) });
}

const storedDraft = () => parseDraft(window.sessionStorage.getItem(DRAFT_KEY));
const keepDraft = (form: EnquiryForm) =>
  window.sessionStorage.setItem(DRAFT_KEY, serializeDraft(form)!);

beforeEach(() => window.sessionStorage.clear());
afterEach(() => vi.useRealTimers());

describe("the sauna limit", () => {
  it("refuses a third sauna, says so, and lets an untick make room", () => {
    const { result } = renderForm();
    act(() => result.current.onSaunaChange("aurora"));
    act(() => result.current.onSaunaChange("kaelis"));
    expect(result.current.limitReached).toBe(false);

    act(() => result.current.onSaunaChange("loyly"));
    expect(result.current.form.saunas).toEqual(["aurora", "kaelis"]);
    expect(result.current.limitReached).toBe(true);

    act(() => result.current.onSaunaChange("aurora"));
    expect(result.current.limitReached).toBe(false);
    act(() => result.current.onSaunaChange("loyly"));
    expect(result.current.form.saunas).toEqual(["kaelis", "loyly"]);
  });

  it("does not count the other interests", () => {
    const { result } = renderForm();
    act(() => result.current.onSaunaChange("aurora"));
    act(() => result.current.onSaunaChange("kaelis"));
    for (const topic of ["steam-room", "ice-bath", "heater"] as const) {
      act(() => result.current.onInterestChange(topic));
    }
    expect(result.current.form.interests).toEqual(["steam-room", "ice-bath", "heater"]);
    expect(result.current.limitReached).toBe(false);
    expect(templateParams(result.current.form).products.split(", ")).toHaveLength(5);
  });
});

describe("?product=", () => {
  it("ticks the interest a link asks about, sauna or other", () => {
    expect(renderForm(paths.contact("heater")).result.current.form.interests).toEqual(["heater"]);
    window.sessionStorage.clear();
    expect(renderForm(paths.contact("vakio")).result.current.form.saunas).toEqual(["vakio"]);
  });

  it("reads a former key from a shared link", () => {
    const { result } = renderForm("/contact?product=premium-ice-bath");
    expect(result.current.form.interests).toEqual(["ice-bath"]);
  });

  it("ignores an unknown value", () => {
    expect(renderForm("/contact?product=jacuzzi").result.current.form).toEqual(emptyForm);
  });

  it("says why a link's sauna was not ticked when two are already chosen", () => {
    keepDraft({ ...emptyForm, saunas: ["aurora", "kaelis"] });
    const { result } = renderForm(paths.contact("elysium"));
    expect(result.current.form.saunas).toEqual(["aurora", "kaelis"]);
    expect(result.current.limitReached).toBe(true);
  });

  it("replaces an earlier link's tick the visitor left alone, on arrival or while on the page", () => {
    // 'Request Quote' on the ice bath: the draft remembers the tick as the link's suggestion.
    renderForm(paths.contact("ice-bath")).unmount();
    expect(storedDraft()).toMatchObject({ interests: ["ice-bath"], prefilled: "ice-bath" });

    // Then 'Contact Us Today' on the steam rooms page.
    const { result } = renderForm(paths.contact("steam-room"));
    expect(result.current.form.interests).toEqual(["steam-room"]);

    // And a link followed without leaving the page.
    act(() => void router.navigate!(paths.contact("aurora")));
    expect(result.current.form).toMatchObject({ saunas: ["aurora"], interests: [] });
  });

  it("keeps an earlier link's tick once the visitor has changed anything", () => {
    const first = renderForm(paths.contact("ice-bath"));
    act(() => first.result.current.setText("name", "Thandi"));
    expect(first.result.current.form.prefilled).toBeUndefined();
    first.unmount();

    const { result } = renderForm(paths.contact("steam-room"));
    expect(result.current.form).toMatchObject({
      name: "Thandi",
      interests: ["steam-room", "ice-bath"],
    });
  });
});

describe("?note=", () => {
  const note = "Room: 2000 × 2000 × 2100 mm\nHeater output: 6.8–9 kW";

  it("writes a link's note into the empty message and ticks the link's topic", () => {
    const { result } = renderForm(paths.contact("heater", note));
    expect(result.current.form).toMatchObject({ message: note, interests: ["heater"] });
  });

  it("never overwrites what the visitor wrote, on arrival or while on the page", () => {
    keepDraft({ ...emptyForm, message: "Please call after five." });
    const { result } = renderForm(paths.contact("heater", note));
    expect(result.current.form.message).toBe("Please call after five.");

    act(() => result.current.setText("message", "My own words"));
    act(() => void router.navigate!(paths.contact("heater", "Another sizing")));
    expect(result.current.form.message).toBe("My own words");
  });

  it("replaces a note the visitor left alone with the next link's", () => {
    const { result } = renderForm(paths.contact("heater", note));
    act(() => void router.navigate!(paths.contact("heater", "A newer sizing")));
    expect(result.current.form.message).toBe("A newer sizing");
  });

  it("keeps the note once the visitor edits it", () => {
    const { result } = renderForm(paths.contact("heater", note));
    act(() => result.current.setText("message", `${note}\nAnd a light.`));
    act(() => void router.navigate!(paths.contact("heater", "A newer sizing")));
    expect(result.current.form.message).toBe(`${note}\nAnd a light.`);
  });
});

describe("the draft", () => {
  it("is written as the visitor fills in the form and restored on the next visit", () => {
    const first = renderForm();
    act(() => first.result.current.setText("email", "thandi@example.com"));
    act(() => first.result.current.onInterestChange("diy-kit"));
    act(() => first.result.current.onLocationChange("Durban"));
    first.unmount();

    const { result } = renderForm();
    expect(result.current.form).toEqual({
      ...emptyForm,
      email: "thandi@example.com",
      interests: ["diy-kit"],
      locations: ["Durban"],
    });
  });

  it("is restored before ?product= adds to it, never overridden by it", () => {
    const draft: EnquiryForm = { ...emptyForm, message: "Mine", saunas: ["loyly"] };
    keepDraft(draft);
    const { result } = renderForm(paths.contact("accessories"));
    expect(result.current.form).toMatchObject({
      message: "Mine",
      saunas: ["loyly"],
      interests: ["accessories"],
    });
  });

  it("is restored the same under React's strict mode, which runs effects twice", () => {
    keepDraft({ ...emptyForm, name: "Thandi", saunas: ["loyly"] });
    const { result } = renderHook(() => useEnquiryForm(), {
      wrapper: at(paths.contact("heater")),
      reactStrictMode: true,
    });
    expect(result.current.form).toMatchObject({
      name: "Thandi",
      saunas: ["loyly"],
      interests: ["heater"],
    });
  });

  it("gives way to what the fields held before hydration", () => {
    keepDraft({ ...emptyForm, name: "From the draft", interests: ["ice-bath"] });
    let state: ReturnType<typeof useEnquiryForm> | undefined;
    const seen = (current: typeof state) => (state = current);
    function Form() {
      const current = useEnquiryForm();
      const { formRef } = current;
      useEffect(() => void seen(current));
      // The prerendered fields, as the visitor left them before the page was ready.
      return (
        <form ref={formRef}>
          <input name="email" defaultValue="early@example.com" />
          <input
            type="checkbox"
            name={INTEREST_FIELD}
            value={topicLabel("heater")}
            defaultChecked
          />
          {(["aurora", "kaelis", "vakio"] as const).map((slug) => (
            <input
              key={slug}
              type="checkbox"
              name={INTEREST_FIELD}
              value={topicLabel(slug)}
              defaultChecked
            />
          ))}
        </form>
      );
    }
    render(
      <MemoryRouter initialEntries={[paths.contact()]}>
        <Form />
      </MemoryRouter>,
    );
    expect(state!.form).toMatchObject({
      name: "From the draft",
      email: "early@example.com",
      saunas: ["aurora", "kaelis"],
      interests: ["heater"],
    });
    expect(state!.limitReached).toBe(true);
  });
});

describe("sending", () => {
  it("refuses an enquiry without a location and sends nothing", async () => {
    const { result } = renderForm();
    await act(() => result.current.submit());
    expect(result.current.locationError).toBeTruthy();
    expect(sendEnquiry).not.toHaveBeenCalled();
  });

  it("sends every interest, clears the draft, then shows the thank-you page", async () => {
    vi.useFakeTimers();
    vi.mocked(sendEnquiry).mockResolvedValue({ ok: true });
    const { result } = renderForm(paths.contact("steam-room"));
    act(() => result.current.onSaunaChange("aurora"));
    act(() => result.current.onSaunaChange("kaelis"));
    act(() => result.current.onLocationChange("Cape Town"));
    await act(() => result.current.submit());

    expect(sendEnquiry).toHaveBeenCalledTimes(1);
    expect(vi.mocked(sendEnquiry).mock.calls[0]![0].products).toBe(
      (["aurora", "kaelis", "steam-room"] as const).map((topic) => topicLabel(topic)).join(", "),
    );
    expect(result.current.status).toBe("sent");
    expect(result.current.form).toEqual(emptyForm);
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull();

    expect(router.pathname).toBe("/contact");
    act(() => vi.advanceTimersByTime(SUCCESS_OVERLAY_MS));
    expect(router.pathname).toBe(paths.thankYou);
  });

  it("keeps the form and the draft when sending fails", async () => {
    vi.mocked(sendEnquiry).mockResolvedValue({ ok: false, error: { status: 0, text: "x" } });
    const { result } = renderForm(paths.contact("ice-bath"));
    act(() => result.current.onLocationChange("Other"));
    await act(() => result.current.submit());
    expect(result.current.status).toBe("failed");
    expect(result.current.form.interests).toEqual(["ice-bath"]);
    expect(storedDraft()?.interests).toEqual(["ice-bath"]);
  });
});
