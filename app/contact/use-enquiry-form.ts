/**
 * The enquiry form's state: what the visitor has typed and ticked, the draft kept in
 * sessionStorage, `?product=` and `?note=`, and sending: idle → sending → sent (the 'Message Sent!' overlay for
 * 3 s, then /contact/thank-you) or failed (the form kept). The rules are the pure functions of
 * `form.ts`; this hook applies them to React state, and the screen (`enquiry-form.tsx`) draws it.
 *
 * Nothing typed before hydration is lost: the fields are in the prerendered HTML, and on hydration
 * the hook reads what they hold (through `formRef`) in a layout effect, before anything can
 * re-render them, then fills what the visitor has not touched from the draft, then applies
 * `?product=` and `?note=`, which never override either.
 */
import { type FormEvent, useEffect, useLayoutEffect, useReducer, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";

import type { SaunaSlug } from "~/catalogue/range";
import { NOTE_PARAM, paths, PRODUCT_PARAM } from "~/routing/paths";

import { initEmailJs, sendEnquiry } from "./emailjs";
import {
  applyNoteParam,
  readSessionDraft,
  writeSessionDraft,
  applyProductParam,
  DRAFT_KEY,
  emptyForm,
  formFromFields,
  mergeDraft,
  parseDraft,
  serializeDraft,
  SUCCESS_OVERLAY_MS,
  templateParams,
  toggleInterest,
  toggleLocation,
  toggleSauna,
  validate,
  type EnquiryForm,
  type InterestTopic,
} from "./form";

export type Status = "idle" | "sending" | "sent" | "failed";

type TextField = "name" | "email" | "mobile" | "message";

const readDraft = () => readSessionDraft(DRAFT_KEY, parseDraft);
const writeDraft = (form: EnquiryForm) => writeSessionDraft(DRAFT_KEY, serializeDraft(form));

type State = { form: EnquiryForm; limitReached: boolean };

type Action =
  /** On hydration: the fields as the visitor left them, the draft, `?product=` and `?note=`. */
  | {
      type: "start";
      typed: { form: EnquiryForm; limitReached: boolean };
      draft: EnquiryForm | undefined;
      product: string | null;
      note: string | null;
    }
  /** A `?product=` or `?note=` that changed while the page was open. */
  | { type: "link"; product: string | null; note: string | null }
  /** The visitor ticked or unticked a sauna. */
  | { type: "sauna"; slug: SaunaSlug }
  /** Any other change the visitor made. */
  | { type: "edit"; changes: Partial<EnquiryForm> }
  | { type: "clear" };

const initialState: State = { form: emptyForm, limitReached: false };

/**
 * Every change to the form, applied to the form as it stands (React queues them): an effect that
 * runs twice in a row (React's strict mode in development) or a change that follows another
 * before a render sees what came before.
 */
function reduce(state: State, action: Action): State {
  switch (action.type) {
    case "start": {
      const merged = mergeDraft(action.typed.form, action.draft);
      const applied = applyProductParam(merged, action.product);
      return {
        form: applyNoteParam(applied.form, action.note),
        limitReached: action.typed.limitReached || applied.limitReached,
      };
    }
    case "link": {
      const applied = applyProductParam(state.form, action.product);
      const form = applyNoteParam(applied.form, action.note);
      if (form === state.form && !applied.limitReached) return state;
      return { form, limitReached: state.limitReached || applied.limitReached };
    }
    case "sauna": {
      const { selected, limitReached } = toggleSauna(state.form.saunas, action.slug);
      // A refused third tick changes nothing but the reason shown.
      if (limitReached) return { ...state, limitReached };
      return {
        form: { ...state.form, saunas: selected, prefilled: undefined, noted: undefined },
        limitReached,
      };
    }
    case "edit":
      // A change the visitor made: from now on, whatever the form shows is theirs.
      return {
        ...state,
        form: { ...state.form, ...action.changes, prefilled: undefined, noted: undefined },
      };
    case "clear":
      return initialState;
  }
}

export function useEnquiryForm() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const product = searchParams.get(PRODUCT_PARAM);
  const note = searchParams.get(NOTE_PARAM);

  const [{ form, limitReached }, dispatch] = useReducer(reduce, initialState);
  // False until the form has taken in the fields, the draft and `?product=` after hydration.
  const [ready, setReady] = useState(false);
  const [status, setStatus] = useState<Status>("idle");
  const [locationError, setLocationError] = useState<string>();
  // Bumped on each refused submit: the first location box takes focus once its error is tied to it.
  const [errorFocus, setErrorFocus] = useState(0);

  const formRef = useRef<HTMLFormElement>(null);
  const firstLocationRef = useRef<HTMLInputElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  // Whether the fields and the draft have been read: once, on hydration.
  const started = useRef(false);
  // Set synchronously, so a double click cannot start a second send before React re-renders.
  const inFlight = useRef(false);

  // The e-mail service is initialised once, when the page loads, not on the first send.
  useEffect(() => initEmailJs(), []);

  // On hydration, before anything re-renders the fields: what they hold (typed before hydration),
  // then the draft for what is untouched, then `?product=` and `?note=`. A later link (followed
  // while on this page) applies to the form as it stands.
  useLayoutEffect(() => {
    if (started.current) {
      dispatch({ type: "link", product, note });
      return;
    }
    started.current = true;
    const element = formRef.current;
    const typed = element
      ? formFromFields(new FormData(element))
      : { form: emptyForm, limitReached: false };
    dispatch({ type: "start", typed, draft: readDraft(), product, note });
    setReady(true);
  }, [product, note]);

  useEffect(() => {
    if (ready && status !== "sent") writeDraft(form);
  }, [form, ready, status]);

  useEffect(() => {
    if (status !== "sent") return;
    const timer = window.setTimeout(() => void navigate(paths.thankYou), SUCCESS_OVERLAY_MS);
    return () => window.clearTimeout(timer);
  }, [status, navigate]);

  useEffect(() => {
    if (errorFocus > 0) firstLocationRef.current?.focus();
  }, [errorFocus]);

  const edit = (changes: Partial<EnquiryForm>) => dispatch({ type: "edit", changes });

  const setText = (field: TextField, value: string) => edit({ [field]: value });

  const onSaunaChange = (slug: SaunaSlug) => dispatch({ type: "sauna", slug });

  const onInterestChange = (topic: InterestTopic) =>
    edit({ interests: toggleInterest(form.interests, topic) });

  const onLocationChange = (name: string) => {
    const locations = toggleLocation(form.locations, name);
    if (locations.length > 0) setLocationError(undefined);
    edit({ locations });
  };

  const succeed = () => {
    dispatch({ type: "clear" });
    writeDraft(emptyForm);
    setStatus("sent");
  };

  const submit = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (inFlight.current || status === "sent") return;
    const check = validate(form);
    if (!check.ok) {
      setLocationError(check.message);
      setErrorFocus((count) => count + 1);
      return;
    }
    setLocationError(undefined);
    // A filled honeypot is a bot: it sees the usual success, and nothing is sent.
    if (honeypotRef.current?.value) return succeed();
    inFlight.current = true;
    setStatus("sending");
    const result = await sendEnquiry(templateParams(form));
    inFlight.current = false;
    if (result.ok) succeed();
    else setStatus("failed");
  };

  return {
    form,
    status,
    sending: status === "sending",
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
  };
}
