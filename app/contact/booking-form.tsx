/**
 * The booking form's screen: the kind of visit, the office, two or three preferred times, how to
 * reply, where the room is and a note; then the states of sending, and the confirmation with a
 * calendar file of the times. What it holds and how it changes is `useBookingForm()`; the rules are
 * `booking.ts`; sending is the enquiry form's own (`emailjs.ts`).
 *
 * Like the enquiry form it works before hydration and without JavaScript: every control is native
 * and named, so the hook reads what was chosen before it was ready, and a press of the send button
 * in that moment is held and sent once the page is ready (~/hydration/early-input). Without
 * JavaScript, sending opens the visitor's e-mail program with the request written in.
 */
import { CalendarPlus, Check } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef } from "react";
import { Link } from "react-router";

import { PrivacyNote } from "~/components/privacy-note";
import { useHydrated } from "~/hydration/use-hydrated";
import { paths } from "~/routing/paths";
import { site } from "~/content/site";

import {
  bookableRange,
  bookingSubject,
  bookingText,
  APPOINTMENT_NOTE,
  chosenTimes,
  describeChoice,
  FIELD_NAMES,
  MAX_CHOICES,
  MIN_CHOICES,
  NOTE_MAX,
  OFFICE_CITIES,
  VISIT_KINDS,
  VISITING_HOURS,
  visitKind,
  visitPlace,
  type Booking,
  type BookingField,
} from "./booking";
import { FIELD_LIMITS } from "./limits";
import { SendFailure } from "./send-failure";
import { useBookingForm } from "./use-booking-form";
import { Honeypot } from "./honeypot";

const fieldClass =
  "mt-2 block w-full rounded-xs border border-ink/50 bg-white/70 px-4 py-3 text-base text-ink transition-colors duration-200 ease-calm placeholder:text-muted/80 hover:border-ink focus-visible:border-ink focus-visible:outline-offset-2 aria-invalid:border-danger";
const labelClass = "text-sm font-medium text-ink";
const hintClass = "mt-1 text-sm text-muted";
const errorClass = "mt-2 text-sm font-medium text-danger empty:hidden";
const choiceClass =
  "flex min-h-12 cursor-pointer items-start gap-3 rounded-xs border border-ink/25 bg-white/50 px-4 py-3 text-sm transition-colors duration-200 ease-calm hover:border-ink/60 has-checked:border-ink has-checked:bg-linen has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ember";

const kindClass =
  "grid cursor-pointer grid-cols-[auto_1fr] content-start items-center gap-x-3 gap-y-2 rounded-xs border border-ink/25 bg-white/50 px-4 py-4 text-sm transition-colors duration-200 ease-calm hover:border-ink/60 has-checked:border-ink has-checked:bg-linen has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ember";

function Required() {
  return (
    <>
      <span aria-hidden className="ml-1 text-danger">
        *
      </span>
      <span className="sr-only"> (required)</span>
    </>
  );
}

export function BookingForm() {
  const id = useId();
  const fieldId = (field: string) => `${id}-${field}`;
  const hydrated = useHydrated();
  const {
    booking,
    status,
    sending,
    sent,
    errors,
    focusRequest,
    timeOptionsFor,
    formRef,
    honeypotRef,
    setText,
    setKind,
    setDate,
    setTime,
    submit,
    startAgain,
  } = useBookingForm();

  useEffect(() => {
    if (!focusRequest) return;
    const target = focusRequest.field === "contact" ? "email" : focusRequest.field;
    document.getElementById(fieldId(target))?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the ids are stable; focus follows a request only
  }, [focusRequest]);

  // Dates from tomorrow to three months ahead, in South African time: known only in the browser
  // (the page is built ahead of time), so the limits appear once the page has hydrated.
  const range = hydrated ? bookableRange(new Date()) : undefined;

  if (status === "sent" && sent) {
    return <Confirmation booking={sent.booking} calendar={sent.calendar} onAgain={startAgain} />;
  }

  const errorId = (field: BookingField) => fieldId(`${field}-error`);
  const described = (field: BookingField, ...hints: string[]) =>
    [...hints, errors[field] ? errorId(field) : undefined].filter(Boolean).join(" ") || undefined;
  const errorText = (field: BookingField) => (
    <p id={errorId(field)} className={errorClass}>
      {errors[field] ?? ""}
    </p>
  );

  return (
    <form
      ref={formRef}
      onSubmit={(event) => void submit(event)}
      // Without JavaScript, the visitor's e-mail program sends the request.
      action={`mailto:${site.emails.sales}?subject=${encodeURIComponent("Booking request from the website")}`}
      method="post"
      encType="text/plain"
      noValidate
      className="space-y-12"
    >
      <noscript>
        <p className="border-l-2 border-cedar bg-linen px-5 py-4 text-sm/6">
          With JavaScript switched off, the send button opens your e-mail program with your request
          written in. Dates are checked when we reply: weekdays only, from tomorrow. You can also
          call us on one of the numbers beside this form.
        </p>
      </noscript>

      <fieldset aria-describedby={errors.kind ? errorId("kind") : undefined}>
        <legend className={labelClass}>
          Kind of visit
          <Required />
        </legend>
        {errorText("kind")}
        <div className="mt-4 grid gap-3 md:grid-cols-3">
          {VISIT_KINDS.map((kind, index) => (
            <label key={kind.id} className={kindClass}>
              <input
                id={index === 0 ? fieldId("kind") : undefined}
                type="radio"
                name={FIELD_NAMES.kind}
                value={kind.id}
                checked={booking.kind === kind.id}
                onChange={() => setKind(kind.id)}
                aria-labelledby={fieldId(`kind-${kind.id}-name`)}
                aria-describedby={fieldId(`kind-${kind.id}`)}
                className="size-4 accent-ink"
              />
              <span id={fieldId(`kind-${kind.id}-name`)} className="font-medium text-ink">
                {kind.label}
              </span>
              <span id={fieldId(`kind-${kind.id}`)} className="col-span-2 text-muted">
                {kind.minutes} minutes. {kind.summary}
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset aria-describedby={described("office", fieldId("office-hint"))}>
        <legend className={labelClass}>
          Office
          <Required />
        </legend>
        <p id={fieldId("office-hint")} className={hintClass}>
          For a site survey, choose the office nearest you: its team makes the visit.
        </p>
        {errorText("office")}
        <div className="mt-4 grid grid-cols-2 gap-3 sm:max-w-md">
          {OFFICE_CITIES.map((city, index) => (
            <label key={city} className={`${choiceClass} items-center`}>
              <input
                id={index === 0 ? fieldId("office") : undefined}
                type="radio"
                name={FIELD_NAMES.office}
                value={city}
                checked={booking.office === city}
                onChange={() => setText("office", city)}
                className="size-4 shrink-0 accent-ink"
              />
              {city}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset aria-describedby={fieldId("times-hint")}>
        <legend className={labelClass}>Preferred times</legend>
        <div id={fieldId("times-hint")} className={`${hintClass} max-w-prose space-y-1`}>
          <p>
            Offer {MIN_CHOICES} or {MAX_CHOICES} times that suit you, and we will confirm one. All
            times are South African time.
          </p>
          <p>
            {`We visit ${VISITING_HOURS}, from tomorrow to about three months ahead.`}
            {APPOINTMENT_NOTE ? ` ${APPOINTMENT_NOTE}` : null}
          </p>
        </div>
        <ol className="mt-6 space-y-6">
          {Array.from({ length: MAX_CHOICES }, (_, index) => {
            const choice = booking.choices[index]!;
            const dateField = `date-${index}` as const;
            const timeField = `time-${index}` as const;
            const optional = index >= MIN_CHOICES;
            const timeOptions = timeOptionsFor(choice.date);
            const options =
              choice.time && !timeOptions.includes(choice.time)
                ? [...timeOptions, choice.time].sort()
                : timeOptions;
            return (
              <li key={index} className="border-t border-birch pt-5">
                <p className="text-sm font-medium text-ink" id={fieldId(`choice-${index}`)}>
                  Choice {index + 1}
                  {optional ? <span className="font-normal text-muted"> (optional)</span> : null}
                </p>
                <div className="mt-2 grid gap-4 sm:grid-cols-2">
                  <div>
                    <label htmlFor={fieldId(dateField)} className={labelClass}>
                      Date
                      {optional ? null : <Required />}
                    </label>
                    <input
                      id={fieldId(dateField)}
                      name={FIELD_NAMES.date(index)}
                      type="date"
                      min={range?.min}
                      max={range?.max}
                      value={choice.date}
                      onChange={(event) => setDate(index, event.target.value)}
                      aria-invalid={errors[dateField] ? true : undefined}
                      aria-describedby={described(dateField, fieldId(`choice-${index}`))}
                      className={fieldClass}
                    />
                    <div aria-live="polite">{errorText(dateField)}</div>
                  </div>
                  <div>
                    <label htmlFor={fieldId(timeField)} className={labelClass}>
                      Time
                      {optional ? null : <Required />}
                    </label>
                    <select
                      id={fieldId(timeField)}
                      name={FIELD_NAMES.time(index)}
                      value={choice.time}
                      onChange={(event) => setTime(index, event.target.value)}
                      aria-invalid={errors[timeField] ? true : undefined}
                      aria-describedby={described(timeField, fieldId(`choice-${index}`))}
                      className={fieldClass}
                    >
                      <option value="">Choose a time</option>
                      {options.map((time) => (
                        <option key={time} value={time}>
                          {time}
                        </option>
                      ))}
                    </select>
                    <div aria-live="polite">{errorText(timeField)}</div>
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      </fieldset>

      <div>
        <label htmlFor={fieldId("address")} className={labelClass}>
          Suburb or address
        </label>
        <p id={fieldId("address-hint")} className={hintClass}>
          Where the room will be. Needed for a site survey; helpful for any visit.
        </p>
        <input
          id={fieldId("address")}
          name={FIELD_NAMES.address}
          // One line, as the request, the calendar file and the enquiry service carry it: the
          // browser fills the street (street-address is for a multi-line field).
          autoComplete="address-line1"
          maxLength={FIELD_LIMITS.booking_address}
          value={booking.address}
          onChange={(event) => setText("address", event.target.value)}
          aria-invalid={errors.address ? true : undefined}
          aria-describedby={described("address", fieldId("address-hint"))}
          className={fieldClass}
        />
        {errorText("address")}
      </div>

      <fieldset aria-describedby={described("contact", fieldId("contact-hint"))}>
        <legend className={labelClass}>How we reply</legend>
        <p id={fieldId("contact-hint")} className={hintClass}>
          An e-mail address, a phone number, or both: we confirm the time on one of them.
        </p>
        {errorText("contact")}
        <div className="mt-4 grid gap-8 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <label htmlFor={fieldId("name")} className={labelClass}>
              Name
            </label>
            <input
              id={fieldId("name")}
              name={FIELD_NAMES.name}
              autoComplete="name"
              maxLength={FIELD_LIMITS.from_name}
              value={booking.name}
              onChange={(event) => setText("name", event.target.value)}
              className={`${fieldClass} sm:max-w-[calc(50%-1rem)]`}
            />
          </div>
          <div>
            <label htmlFor={fieldId("email")} className={labelClass}>
              E-mail
            </label>
            <input
              id={fieldId("email")}
              name={FIELD_NAMES.email}
              type="email"
              autoComplete="email"
              maxLength={FIELD_LIMITS.from_email}
              value={booking.email}
              onChange={(event) => setText("email", event.target.value)}
              aria-invalid={errors.contact ? true : undefined}
              aria-describedby={errors.contact ? errorId("contact") : undefined}
              className={fieldClass}
            />
          </div>
          <div>
            <label htmlFor={fieldId("phone")} className={labelClass}>
              Phone
            </label>
            <input
              id={fieldId("phone")}
              name={FIELD_NAMES.phone}
              type="tel"
              autoComplete="tel"
              maxLength={FIELD_LIMITS.mobile}
              value={booking.phone}
              onChange={(event) => setText("phone", event.target.value)}
              aria-invalid={errors.contact ? true : undefined}
              aria-describedby={errors.contact ? errorId("contact") : undefined}
              className={fieldClass}
            />
          </div>
        </div>
      </fieldset>

      <div>
        <label htmlFor={fieldId("note")} className={labelClass}>
          Note
        </label>
        <p id={fieldId("note-hint")} className={hintClass}>
          Optional: what you would like to see or discuss, access to the site, or a Saturday that
          would suit you.
        </p>
        <textarea
          id={fieldId("note")}
          name={FIELD_NAMES.note}
          rows={4}
          maxLength={NOTE_MAX}
          value={booking.note}
          onChange={(event) => setText("note", event.target.value)}
          aria-describedby={fieldId("note-hint")}
          className={`${fieldClass} resize-y`}
        />
      </div>

      <Honeypot id={fieldId("website")} inputRef={honeypotRef} />

      {status === "failed" ? (
        <SendFailure kept="request" subject={bookingSubject(booking)} text={bookingText(booking)} />
      ) : null}

      <div>
        <div className="flex flex-wrap items-center gap-6">
          <button
            type="submit"
            disabled={sending}
            className="inline-flex min-h-12 items-center justify-center rounded-xs bg-ink px-9 text-sm font-medium tracking-wide text-stone transition-colors duration-200 ease-calm hover:bg-ember-deep disabled:cursor-not-allowed disabled:bg-ink/60"
          >
            {sending ? "Sending..." : "Request a Visit"}
          </button>
          <p className="text-sm text-muted">
            We confirm one of your times within {site.replyTime}.
          </p>
        </div>
        <PrivacyNote className="mt-4" />
      </div>
    </form>
  );
}

/** After sending: what was asked, what happens next, and the times for the visitor's calendar. */
export function Confirmation({
  booking,
  calendar,
  onAgain,
}: {
  booking: Booking;
  /** The calendar file of the times, as an object URL to download. */
  calendar: string | undefined;
  onAgain: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const kind = visitKind(booking.kind)!;
  useEffect(() => heading.current?.focus(), []);

  const rows: [string, ReactNode][] = [
    ["Visit", `${kind.label}, ${kind.minutes} minutes`],
    ["Office", booking.office],
    ["Where", visitPlace(booking)],
    ["Reply to", [booking.email, booking.phone].filter(Boolean).join(", ")],
  ];

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-sm bg-linen p-8 motion-safe:animate-fade-up sm:p-10"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-ink text-stone">
        <Check aria-hidden size={22} />
      </span>
      <h2 ref={heading} id={headingId} tabIndex={-1} className="mt-6 text-3xl outline-none">
        Your request is with us
      </h2>
      <p className="mt-3 max-w-prose text-muted">
        We will confirm one of these times within {site.replyTime}
        {booking.email ? " by e-mail" : " by phone"}. Nothing is booked until we do.
      </p>

      <h3 className="mt-8 eyebrow">Your preferred times</h3>
      <ol className="mt-3 space-y-2">
        {chosenTimes(booking).map((choice) => (
          <li key={`${choice.date} ${choice.time}`} className="border-t border-birch pt-2">
            {describeChoice(choice, kind.id)}
          </li>
        ))}
      </ol>
      <p className="mt-2 text-sm text-muted">South African time.</p>

      <dl className="mt-8 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium text-ink">{label}</dt>
              <dd className="text-muted">{value}</dd>
            </div>
          ))}
      </dl>

      <div className="mt-10 flex flex-wrap items-center gap-4">
        {calendar ? (
          <a
            href={calendar}
            download="visit-request.ics"
            className="inline-flex min-h-12 items-center justify-center gap-2 rounded-xs bg-ink px-7 text-sm font-medium tracking-wide text-stone transition-colors hover:bg-ember-deep"
          >
            <CalendarPlus aria-hidden size={16} />
            Hold these times in your calendar
          </a>
        ) : null}
        <button
          type="button"
          onClick={onAgain}
          className="inline-flex min-h-12 items-center justify-center rounded-xs border border-ink/70 px-7 text-sm font-medium tracking-wide transition-colors hover:border-ember-deep hover:text-ember-deep"
        >
          Make another request
        </button>
      </div>
      <p className="mt-4 text-sm text-muted">
        The calendar file holds each time as a tentative event; delete the others once we confirm.
        Questions meanwhile?{" "}
        <Link to={paths.contact()} className="link-underline">
          Write to us
        </Link>
        .
      </p>
    </section>
  );
}
