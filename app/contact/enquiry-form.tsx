/**
 * The enquiry form's screen: the fields, the interests (the saunas, at most two, and the rest of
 * the range), the locations, the message, and the states of sending. What it holds and how it
 * changes is `useEnquiryForm()` (`use-enquiry-form.ts`); the rules are `form.ts`; sending is
 * `emailjs.ts`. On failure the form is kept, with an e-mail and a WhatsApp alternative that carry
 * the enquiry; a hidden honeypot field quietly drops bot submissions.
 *
 * The prerendered form works before hydration and without JavaScript: its checkboxes carry the
 * names the e-mail shows, so the hook can read what was typed and ticked before it was ready, and
 * a press of 'Send Message' in that moment is held and sent once the page is ready
 * (~/hydration/early-input). Without JavaScript, sending opens the visitor's e-mail program with
 * the enquiry written in.
 */
import { Check } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef } from "react";

import { ExampleMark } from "~/components/example-mark";
import { PrivacyNote } from "~/components/privacy-note";
import { site } from "~/content/site";

import {
  enquiryText,
  INTEREST_CHOICES,
  INTEREST_FIELD,
  isTicked,
  LOCATIONS,
  enquirySubject,
  MAX_SAUNAS,
  SAUNA_CHOICES,
} from "./form";
import { FIELD_LIMITS, lengthNote } from "./limits";
import { SendFailure } from "./send-failure";
import { useEnquiryForm } from "./use-enquiry-form";
import { Honeypot } from "./honeypot";

const fieldClass =
  "mt-2 block w-full rounded-xs border border-ink/50 bg-white/70 px-4 py-3 text-base text-ink transition-colors duration-200 ease-calm placeholder:text-muted/80 hover:border-ink focus-visible:border-ink focus-visible:outline-offset-2";
const labelClass = "text-sm font-medium text-ink";
const hintClass = "mt-1 text-sm text-muted";
const choiceClass =
  "flex min-h-12 cursor-pointer items-center gap-3 rounded-xs border border-ink/25 bg-white/50 px-4 py-3 text-sm transition-colors duration-200 ease-calm hover:border-ink/60 has-checked:border-ink has-checked:bg-linen has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ember";

export function EnquiryForm() {
  const id = useId();
  const ids = {
    name: `${id}-name`,
    email: `${id}-email`,
    mobile: `${id}-mobile`,
    message: `${id}-message`,
    messageHint: `${id}-message-hint`,
    messageCount: `${id}-message-count`,
    saunasHint: `${id}-saunas-hint`,
    saunasLimit: `${id}-saunas-limit`,
    interestsHint: `${id}-interests-hint`,
    locationError: `${id}-location-error`,
    website: `${id}-website`,
  };
  const {
    form,
    status,
    sending,
    limitReached,
    locationError,
    formRef,
    firstLocationRef,
    honeypotRef,
    setText,
    onSaunaChange,
    onInterestChange,
    onLocationChange,
    submit,
  } = useEnquiryForm();

  return (
    <>
      <form
        ref={formRef}
        onSubmit={(event) => void submit(event)}
        // Without JavaScript, the visitor's e-mail program sends the enquiry.
        action={`mailto:${site.emails.sales}?subject=${encodeURIComponent("Enquiry from the website")}`}
        method="post"
        encType="text/plain"
        className="space-y-10"
      >
        <noscript>
          <p className="border-l-2 border-cedar bg-linen px-5 py-4 text-sm/6">
            With JavaScript switched off, &lsquo;Send Message&rsquo; opens your e-mail program with
            your enquiry written in. You can also write to{" "}
            <a href={`mailto:${site.emails.sales}`} className="link-underline">
              {site.emails.sales}
            </a>
            <ExampleMark detail={site.emails.sales} /> or call us on one of the numbers beside this
            form.
          </p>
        </noscript>

        <div className="grid gap-8 sm:grid-cols-2">
          <div>
            <label htmlFor={ids.name} className={labelClass}>
              Name
            </label>
            <input
              id={ids.name}
              name="name"
              autoComplete="name"
              maxLength={FIELD_LIMITS.from_name}
              value={form.name}
              onChange={(event) => setText("name", event.target.value)}
              className={fieldClass}
            />
          </div>
          <div>
            <label htmlFor={ids.email} className={labelClass}>
              E-mail
            </label>
            <input
              id={ids.email}
              name="email"
              type="email"
              autoComplete="email"
              maxLength={FIELD_LIMITS.from_email}
              value={form.email}
              onChange={(event) => setText("email", event.target.value)}
              className={fieldClass}
            />
          </div>
          <div className="sm:col-span-2">
            <label htmlFor={ids.mobile} className={labelClass}>
              Mobile
            </label>
            <input
              id={ids.mobile}
              name="mobile"
              type="tel"
              autoComplete="tel"
              maxLength={FIELD_LIMITS.mobile}
              value={form.mobile}
              onChange={(event) => setText("mobile", event.target.value)}
              className={`${fieldClass} sm:max-w-[calc(50%-1rem)]`}
            />
          </div>
        </div>

        <Choices
          legend="Saunas of interest"
          hint={
            <>
              <p id={ids.saunasHint} className={hintClass}>
                Choose up to {MAX_SAUNAS}, or none if you are not sure yet.
              </p>
              <p
                id={ids.saunasLimit}
                aria-live="polite"
                className="mt-1 text-sm font-medium text-cedar"
              >
                {limitReached
                  ? `You can choose ${MAX_SAUNAS} saunas at most. Untick one to choose another.`
                  : ""}
              </p>
            </>
          }
        >
          {SAUNA_CHOICES.map((sauna) => (
            <label key={sauna.topic} className={choiceClass}>
              <input
                type="checkbox"
                name={INTEREST_FIELD}
                value={sauna.label}
                checked={isTicked(form, sauna.topic)}
                onChange={() => onSaunaChange(sauna.topic)}
                aria-describedby={`${ids.saunasHint} ${ids.saunasLimit}`}
                className="size-4 accent-ink"
              />
              {sauna.label}
            </label>
          ))}
        </Choices>

        <Choices
          legend="Also of interest"
          hint={
            <p id={ids.interestsHint} className={hintClass}>
              Tick as many as you like.
            </p>
          }
        >
          {INTEREST_CHOICES.map((interest) => (
            <label key={interest.topic} className={choiceClass}>
              <input
                type="checkbox"
                name={INTEREST_FIELD}
                value={interest.label}
                checked={isTicked(form, interest.topic)}
                onChange={() => onInterestChange(interest.topic)}
                aria-describedby={ids.interestsHint}
                className="size-4 accent-ink"
              />
              {interest.label}
            </label>
          ))}
        </Choices>

        <Choices
          legend={
            <>
              Location
              <span aria-hidden className="ml-1 text-danger">
                *
              </span>
              <span className="sr-only"> (required)</span>
            </>
          }
          hint={
            locationError ? (
              <p
                id={ids.locationError}
                role="alert"
                className="mt-2 text-sm font-medium text-danger"
              >
                {locationError}
              </p>
            ) : (
              <p className={hintClass}>Where will your room be? Choose at least one.</p>
            )
          }
        >
          {LOCATIONS.map((location, index) => (
            <label key={location} className={choiceClass}>
              <input
                ref={index === 0 ? firstLocationRef : undefined}
                type="checkbox"
                name="location"
                value={location}
                checked={form.locations.includes(location)}
                onChange={() => onLocationChange(location)}
                aria-invalid={locationError ? true : undefined}
                aria-describedby={locationError ? ids.locationError : undefined}
                className="size-4 accent-ink"
              />
              {location}
            </label>
          ))}
        </Choices>

        <div>
          <label htmlFor={ids.message} className={labelClass}>
            Message
          </label>
          <p id={ids.messageHint} className={hintClass}>
            The room you have in mind, its size, and when you would like it finished.
          </p>
          <textarea
            id={ids.message}
            name="message"
            rows={6}
            maxLength={FIELD_LIMITS.message}
            value={form.message}
            onChange={(event) => setText("message", event.target.value)}
            aria-describedby={`${ids.messageHint} ${ids.messageCount}`}
            className={`${fieldClass} resize-y`}
          />
          {/* Read with the field, not announced: a live region would speak at every key. */}
          <p id={ids.messageCount} className={`${hintClass} empty:hidden`}>
            {lengthNote(form.message.length, FIELD_LIMITS.message)}
          </p>
        </div>

        <Honeypot id={ids.website} inputRef={honeypotRef} />

        {status === "failed" ? (
          <SendFailure kept="enquiry" subject={enquirySubject(form)} text={enquiryText(form)} />
        ) : null}

        <div className="flex flex-wrap items-center gap-6">
          <button
            type="submit"
            disabled={sending}
            className="inline-flex min-h-12 items-center justify-center rounded-xs bg-ink px-9 text-sm font-medium tracking-wide text-stone transition-colors duration-200 ease-calm hover:bg-ember-deep disabled:cursor-not-allowed disabled:bg-ink/60"
          >
            {sending ? "Sending..." : "Send Message"}
          </button>
          <p className="text-sm text-muted">We reply within {site.replyTime}.</p>
        </div>
        <PrivacyNote className="-mt-6" />
      </form>

      {status === "sent" ? <SentOverlay /> : null}
    </>
  );
}

function Choices({
  legend,
  hint,
  children,
}: {
  legend: ReactNode;
  hint: ReactNode;
  children: ReactNode;
}) {
  return (
    <fieldset>
      <legend className={labelClass}>{legend}</legend>
      {hint}
      <div className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">{children}</div>
    </fieldset>
  );
}

function SentOverlay() {
  const dialog = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    heading.current?.focus();
  }, []);
  return (
    <dialog
      ref={dialog}
      aria-labelledby={headingId}
      // Stays for its 3 seconds; the thank-you page follows on its own.
      onCancel={(event) => event.preventDefault()}
      className="m-auto w-[min(26rem,calc(100vw-2.5rem))] rounded-sm bg-stone px-8 py-10 text-center text-ink shadow-panel backdrop:bg-ink/60 motion-safe:animate-fade-up"
    >
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-ink text-stone">
        <Check aria-hidden size={26} />
      </span>
      <h2 ref={heading} id={headingId} tabIndex={-1} className="mt-6 text-3xl outline-none">
        Message Sent!
      </h2>
      <p className="mt-3 text-muted">Thank you. We will be in touch within {site.replyTime}.</p>
    </dialog>
  );
}
