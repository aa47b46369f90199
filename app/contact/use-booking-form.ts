/**
 * The booking form's state: what the visitor has chosen and typed, the draft kept in
 * sessionStorage under its own key, the errors by field, and sending: idle → sending → sent (the
 * confirmation, on the same page) or failed (the form kept, with the e-mail and WhatsApp
 * alternatives). The rules are the pure functions of `booking.ts`; sending is the enquiry form's
 * own (`emailjs.ts`), so a booking reaches the business by the same road as an enquiry.
 *
 * As on the enquiry form, nothing typed before hydration is lost: on hydration the hook reads the
 * prerendered fields (through `formRef`) in a layout effect, before anything re-renders them, and
 * fills only what the visitor has not touched from the draft.
 */
import { type FormEvent, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";

import {
  chosenTimes,
  BOOKING_DRAFT_KEY,
  bookingFromFields,
  bookingParams,
  checkDate,
  checkTime,
  emptyBooking,
  mergeBookingDraft,
  parseBookingDraft,
  serializeBookingDraft,
  timeOptions,
  validateBooking,
  visitKind,
  closesOn,
  MAX_CHOICES,
  type Booking,
  type BookingErrors,
  type BookingField,
  type VisitKind,
} from "./booking";
import { bookingFromLink } from "./booking-link";
import { initEmailJs, sendEnquiry } from "./emailjs";
import { readSessionDraft, writeSessionDraft } from "./form";
import { bookingCalendar } from "./ics";
import { site } from "~/content/site";

export type BookingStatus = "idle" | "sending" | "sent" | "failed";

type TextField = "office" | "name" | "email" | "phone" | "address" | "note";

/** The order in which errors are met on the form: the first one takes focus. */
export const FIELD_ORDER: readonly BookingField[] = [
  "kind",
  "office",
  ...Array.from(
    { length: MAX_CHOICES },
    (_, index) => [`date-${index}`, `time-${index}`] as const,
  ).flat(),
  "address",
  "contact",
];

const readDraft = () => readSessionDraft(BOOKING_DRAFT_KEY, parseBookingDraft);
const writeDraft = (booking: Booking) =>
  writeSessionDraft(BOOKING_DRAFT_KEY, serializeBookingDraft(booking));

/** Errors of the fields a change touched: recomputed, the others left as they were. */
function refresh(errors: BookingErrors, fields: BookingField[], found: BookingErrors) {
  const next = { ...errors };
  for (const field of fields) {
    if (found[field]) next[field] = found[field];
    else delete next[field];
  }
  return next;
}

/** The request's times as a calendar file, made in the browser: an object URL to download. */
function calendarFile(booking: Booking): string | undefined {
  try {
    const file = bookingCalendar(booking, chosenTimes(booking), {
      now: new Date(),
      id: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`,
      host: window.location.hostname || "localhost",
      businessName: site.name,
    });
    return URL.createObjectURL(new Blob([file], { type: "text/calendar;charset=utf-8" }));
  } catch {
    return undefined; // the confirmation still shows the times, without the file
  }
}

export function useBookingForm() {
  const [booking, setBooking] = useState<Booking>(emptyBooking);
  const [ready, setReady] = useState(false);
  const [status, setStatus] = useState<BookingStatus>("idle");
  const [errors, setErrors] = useState<BookingErrors>({});
  // The request as it was sent, and its calendar file, for the confirmation.
  const [sent, setSent] = useState<{ booking: Booking; calendar?: string }>();
  // Bumped on each refused submit: the first field in error takes focus.
  const [focusRequest, setFocusRequest] = useState<{ field: BookingField; count: number }>();

  const formRef = useRef<HTMLFormElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const started = useRef(false);
  // Set synchronously, so a double click cannot start a second send before React re-renders.
  const inFlight = useRef(false);

  const [searchParams] = useSearchParams();

  useEffect(() => initEmailJs(), []);

  // On hydration, before anything re-renders the fields: what they hold, then the draft. The
  // kind of visit and the showroom a link chose (`?visit=`, `?showroom=`) come before the draft's,
  // never before what the visitor chose on this page.
  useLayoutEffect(() => {
    if (started.current) return;
    started.current = true;
    const element = formRef.current;
    const typed = element ? bookingFromFields(new FormData(element)) : emptyBooking;
    const linked = bookingFromLink(searchParams);
    const merged = mergeBookingDraft(typed, readDraft());
    setBooking({
      ...merged,
      kind: typed.kind || linked.kind || merged.kind,
      office: typed.office || linked.office || merged.office,
    });
    setReady(true);
  }, [searchParams]);

  useEffect(() => {
    if (ready && status !== "sent") writeDraft(booking);
  }, [booking, ready, status]);

  const edit = (changes: Partial<Booking>) => setBooking((current) => ({ ...current, ...changes }));

  const setText = (field: TextField, value: string) => {
    edit({ [field]: value });
    if (field === "email" || field === "phone")
      setErrors((current) => refresh(current, ["contact"], {}));
    if (field === "office") setErrors((current) => refresh(current, ["office"], {}));
    if (field === "address") setErrors((current) => refresh(current, ["address"], {}));
  };

  /**
   * A new kind of visit changes which start times fit before closing: a time chosen that no
   * longer fits is kept, and the visitor is told at once.
   */
  const setKind = (kind: VisitKind) => {
    edit({ kind });
    const label = visitKind(kind)!.label.toLowerCase();
    const found: BookingErrors = {};
    booking.choices.forEach((choice, index) => {
      if (choice.time && checkTime(choice.time, kind, choice.date)) {
        found[`time-${index}`] =
          `A ${label} ends by ${closesOn(choice.date)}, so ${choice.time} is too late for it. Choose an earlier time.`;
      }
    });
    const fields = booking.choices.map((_, index) => `time-${index}` as const);
    setErrors((current) => refresh(refresh(current, ["kind"], {}), fields, found));
  };

  /**
   * A date is checked as soon as it is chosen: the native date input cannot grey out closed days
   * and holidays, so the message comes at once instead.
   */
  const setDate = (index: number, date: string) => {
    setBooking((current) => ({
      ...current,
      choices: current.choices.map((choice, at) => (at === index ? { ...choice, date } : choice)),
    }));
    const problem = date ? checkDate(date, new Date()) : undefined;
    setErrors((current) => refresh(current, [`date-${index}`], { [`date-${index}`]: problem }));
  };

  const setTime = (index: number, time: string) => {
    setBooking((current) => ({
      ...current,
      choices: current.choices.map((choice, at) => (at === index ? { ...choice, time } : choice)),
    }));
    setErrors((current) => refresh(current, [`time-${index}`], {}));
  };

  // The calendar file's address is released when the confirmation goes, or the page does.
  const calendarUrl = useRef<string>(undefined);
  const releaseCalendar = () => {
    if (calendarUrl.current) URL.revokeObjectURL(calendarUrl.current);
    calendarUrl.current = undefined;
  };
  useEffect(() => releaseCalendar, []);

  const succeed = (request: Booking) => {
    releaseCalendar();
    calendarUrl.current = calendarFile(request);
    setSent({ booking: request, calendar: calendarUrl.current });
    setBooking(emptyBooking);
    writeDraft(emptyBooking);
    setErrors({});
    setStatus("sent");
  };

  const submit = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (inFlight.current || status === "sent") return;
    const found = validateBooking(booking, new Date());
    const first = FIELD_ORDER.find((field) => found[field]);
    setErrors(found);
    if (first) {
      setFocusRequest((current) => ({ field: first, count: (current?.count ?? 0) + 1 }));
      return;
    }
    // A filled honeypot is a bot: it sees the usual success, and nothing is sent.
    if (honeypotRef.current?.value) return succeed(booking);
    inFlight.current = true;
    setStatus("sending");
    const result = await sendEnquiry(bookingParams(booking));
    inFlight.current = false;
    if (result.ok) succeed(booking);
    else setStatus("failed");
  };

  /** Back to an empty form after a confirmation, for another request. */
  const startAgain = () => {
    releaseCalendar();
    setSent(undefined);
    setStatus("idle");
  };

  return {
    booking,
    status,
    sending: status === "sending",
    sent,
    errors,
    focusRequest,
    /** The start times offered for a choice, on its date's hours. */
    timeOptionsFor: (date: string) => timeOptions(booking.kind, date),
    formRef,
    honeypotRef,
    setText,
    setKind,
    setDate,
    setTime,
    submit,
    startAgain,
  };
}
