/**
 * The enquiry form: idle → sending → sent (the 'Message Sent!' overlay for 3 s, then
 * /contact/thank-you) or failed (the form kept, with an e-mail and a WhatsApp alternative that
 * carry the enquiry). The rules live in ~/contact/form; sending in ~/contact/emailjs. It also
 * prefills from `?product=`, keeps a draft through a reload (sessionStorage), and quietly drops
 * bot submissions caught by a honeypot field.
 *
 * Nothing typed before hydration is lost: the fields are in the prerendered HTML, and on hydration
 * the form takes what they hold before anything can re-render them. A press of 'Send Message' in
 * that moment is held and sent once the page is ready (~/hydration/early-input). Without
 * JavaScript, sending opens the visitor's e-mail program with the enquiry written in.
 */
import { Check, Mail, MessageCircle } from "lucide-react";
import {
  type FormEvent,
  type ReactNode,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { useNavigate, useSearchParams } from "react-router";

import { initEmailJs, sendEnquiry } from "~/contact/emailjs";
import {
  applyProductParam,
  DRAFT_KEY,
  emptyForm,
  enquiryText,
  formFromFields,
  LOCATIONS,
  mailtoHref,
  MAX_SAUNAS,
  mergeDraft,
  parseDraft,
  SAUNA_CHOICES,
  SEND_FAILED,
  serializeDraft,
  SUCCESS_OVERLAY_MS,
  templateParams,
  toggleLocation,
  toggleSauna,
  validate,
  whatsappHref,
  type EnquiryForm as FormState,
} from "~/contact/form";
import { paths } from "~/paths";
import { site } from "~/site";

type Status = "idle" | "sending" | "sent" | "failed";

const THANK_YOU_PATH = paths.thankYou;

const fieldClass =
  "mt-2 block w-full rounded-xs border border-ink/50 bg-white/70 px-4 py-3 text-base text-ink transition-colors duration-200 ease-calm placeholder:text-muted/80 hover:border-ink focus-visible:border-ink focus-visible:outline-offset-2";
const labelClass = "text-sm font-medium text-ink";
const hintClass = "mt-1 text-sm text-muted";
const choiceClass =
  "flex min-h-12 cursor-pointer items-center gap-3 rounded-xs border border-ink/25 bg-white/50 px-4 py-3 text-sm transition-colors duration-200 ease-calm hover:border-ink/60 has-checked:border-ink has-checked:bg-linen has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ember";

function readDraft(): FormState | undefined {
  try {
    return parseDraft(window.sessionStorage.getItem(DRAFT_KEY));
  } catch {
    return undefined; // storage switched off: the form still works, without a draft
  }
}

function writeDraft(form: FormState) {
  try {
    const text = serializeDraft(form);
    if (text) window.sessionStorage.setItem(DRAFT_KEY, text);
    else window.sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Storage full or switched off: nothing to keep, nothing to lose.
  }
}

export function EnquiryForm() {
  const id = useId();
  const ids = {
    name: `${id}-name`,
    email: `${id}-email`,
    mobile: `${id}-mobile`,
    message: `${id}-message`,
    messageHint: `${id}-message-hint`,
    saunasHint: `${id}-saunas-hint`,
    saunasLimit: `${id}-saunas-limit`,
    locationError: `${id}-location-error`,
    website: `${id}-website`,
  };
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const product = searchParams.get("product");

  const [form, setForm] = useState<FormState>(emptyForm);
  // False until the form has taken in the fields, the draft and `?product=` after hydration.
  const [ready, setReady] = useState(false);
  const formElement = useRef<HTMLFormElement>(null);
  const [status, setStatus] = useState<Status>("idle");
  const [limitReached, setLimitReached] = useState(false);
  const [locationError, setLocationError] = useState<string>();
  // Bumped on each refused submit: the first location box takes focus once its error is tied to it.
  const [errorFocus, setErrorFocus] = useState(0);
  const firstLocation = useRef<HTMLInputElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  // Set synchronously, so a double click cannot start a second send before React re-renders.
  const inFlight = useRef(false);

  // The e-mail service is initialised once, when the page loads, not on the first send.
  useEffect(() => initEmailJs(), []);

  // On hydration, before anything re-renders the fields: what they hold (typed before hydration),
  // then the draft for what is untouched, then `?product=`, which never overrides either. Later
  // `?product=` changes start from the fields too, which then hold the form's state.
  useLayoutEffect(() => {
    const element = formElement.current;
    if (!element) return;
    const typed = formFromFields(new FormData(element));

    setForm(applyProductParam(mergeDraft(typed.form, readDraft()), product));
    if (typed.limitReached) setLimitReached(true);
    setReady(true);
  }, [product]);

  useEffect(() => {
    if (ready && status !== "sent") writeDraft(form);
  }, [form, ready, status]);

  useEffect(() => {
    if (status !== "sent") return;
    const timer = window.setTimeout(() => void navigate(THANK_YOU_PATH), SUCCESS_OVERLAY_MS);
    return () => window.clearTimeout(timer);
  }, [status, navigate]);

  useEffect(() => {
    if (errorFocus > 0) firstLocation.current?.focus();
  }, [errorFocus]);

  const update = (changes: Partial<FormState>) =>
    setForm((current) => ({ ...current, ...changes }));

  const onSaunaChange = (name: string) => {
    const result = toggleSauna(form.selectedProducts, name);
    setLimitReached(result.limitReached);
    update({ selectedProducts: result.selected });
  };

  const onLocationChange = (name: string) => {
    const locations = toggleLocation(form.locations, name);
    if (locations.length > 0) setLocationError(undefined);
    update({ locations });
  };

  const succeed = () => {
    setForm(emptyForm);
    writeDraft(emptyForm);
    setLimitReached(false);
    setStatus("sent");
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current || status === "sent") return;
    const check = validate(form);
    if (!check.ok) {
      setLocationError(check.message);
      setErrorFocus((count) => count + 1);
      return;
    }
    setLocationError(undefined);
    // A filled honeypot is a bot: it sees the usual success, and nothing is sent.
    if (honeypot.current?.value) return succeed();
    inFlight.current = true;
    setStatus("sending");
    const result = await sendEnquiry(templateParams(form));
    inFlight.current = false;
    if (result.ok) succeed();
    else setStatus("failed");
  };

  const sending = status === "sending";

  return (
    <>
      <form
        ref={formElement}
        onSubmit={(event) => void onSubmit(event)}
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
            </a>{" "}
            or call us on one of the numbers beside this form.
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
              value={form.name}
              onChange={(event) => update({ name: event.target.value })}
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
              value={form.email}
              onChange={(event) => update({ email: event.target.value })}
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
              value={form.mobile}
              onChange={(event) => update({ mobile: event.target.value })}
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
            <label key={sauna.slug} className={choiceClass}>
              <input
                type="checkbox"
                name="products"
                value={sauna.name}
                checked={form.selectedProducts.includes(sauna.name)}
                onChange={() => onSaunaChange(sauna.name)}
                aria-describedby={`${ids.saunasHint} ${ids.saunasLimit}`}
                className="size-4 accent-ink"
              />
              {sauna.name}
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
                ref={index === 0 ? firstLocation : undefined}
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
            value={form.message}
            onChange={(event) => update({ message: event.target.value })}
            aria-describedby={ids.messageHint}
            className={`${fieldClass} resize-y`}
          />
        </div>

        {/* The honeypot: invisible to people and to assistive technology; bots fill it in. */}
        <div aria-hidden className="sr-only">
          <label htmlFor={ids.website}>Website</label>
          <input
            ref={honeypot}
            id={ids.website}
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>

        {status === "failed" ? <SendFailure form={form} /> : null}

        <div className="flex flex-wrap items-center gap-6">
          <button
            type="submit"
            disabled={sending}
            className="inline-flex min-h-12 items-center justify-center rounded-xs bg-ink px-9 text-sm font-medium tracking-wide text-stone transition-colors duration-200 ease-calm hover:bg-ember-deep disabled:cursor-not-allowed disabled:bg-ink/60"
          >
            {sending ? "Sending..." : "Send Message"}
          </button>
          <p className="text-sm text-muted">We reply within 24 hours.</p>
        </div>
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

/** The failure message, and two ways to send the enquiry anyway, already written out. */
function SendFailure({ form }: { form: FormState }) {
  const linkClass =
    "inline-flex min-h-11 items-center gap-2 rounded-xs border border-ink/60 px-5 text-sm font-medium transition-colors hover:border-ember-deep hover:text-ember-deep";
  return (
    <div role="alert" className="border-l-2 border-danger bg-linen px-6 py-5">
      <p className="font-medium text-danger">{SEND_FAILED}</p>
      <p className="mt-2 text-sm/6 text-muted">
        Your enquiry is still here. You can also send it to us directly, already written out:
      </p>
      <ul className="mt-4 flex flex-wrap gap-3">
        <li>
          <a href={mailtoHref(site.emails.sales, form)} className={linkClass}>
            <Mail aria-hidden size={16} />
            E-mail it to us
          </a>
        </li>
        <li>
          <a
            href={whatsappHref(site.whatsapp, enquiryText(form))}
            target="_blank"
            rel="noopener noreferrer"
            className={linkClass}
          >
            <MessageCircle aria-hidden size={16} />
            Send it on WhatsApp
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      </ul>
    </div>
  );
}

/** 'Message Sent!': a modal that holds focus until the thank-you page takes over. */
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
      <p className="mt-3 text-muted">Thank you. We will be in touch within 24 hours.</p>
    </dialog>
  );
}
