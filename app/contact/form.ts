/**
 * The enquiry form's rules as pure functions: what a visitor may tick (at most two saunas, any of
 * the other interests), the location rule, the template params EmailJS receives, the draft kept in
 * sessionStorage, what `?product=` ticks, and the mailto and WhatsApp alternatives offered when
 * sending fails. The form's hook (`use-enquiry-form.ts`) composes them; the unit tests reach them
 * directly, and the server's enquiry stand-in checks what it receives by the same lists.
 *
 * Everything the form offers comes from the range (`~/catalogue/range`): the saunas and the
 * other interests are listed there once, with the topic a link asks about and the name or label
 * the visitor sees. The form holds topics; the e-mail carries the names.
 */
import {
  otherInterests,
  saunaRange,
  type EnquiryTopic,
  type InterestTopic,
  type SaunaSlug,
} from "~/catalogue/range";
import { enquiryCities } from "~/content/site";

import { cutTo, FIELD_LIMITS } from "./limits";

export type { InterestTopic };

export type Choice<Topic extends EnquiryTopic> = { topic: Topic; label: string };

/** The sauna collections a visitor may tick, in the range's order. */
export const SAUNA_CHOICES: readonly Choice<SaunaSlug>[] = saunaRange.map(({ slug, name }) => ({
  topic: slug,
  label: name,
}));

/** The other interests, in the range's order; any number of them may be ticked. */
export const INTEREST_CHOICES: readonly Choice<InterestTopic>[] = otherInterests;

const ALL_CHOICES: readonly Choice<EnquiryTopic>[] = [...SAUNA_CHOICES, ...INTEREST_CHOICES];

/** The name of a topic as the form shows it and the e-mail carries it. */
export function topicLabel(topic: EnquiryTopic): string {
  return ALL_CHOICES.find((choice) => choice.topic === topic)!.label;
}

/** Every name the `products` template param may hold: the saunas', then the other interests'. */
export const PRODUCT_LABELS: readonly string[] = ALL_CHOICES.map((choice) => choice.label);
export const SAUNA_LABELS: readonly string[] = SAUNA_CHOICES.map((choice) => choice.label);

export function isSaunaTopic(topic: EnquiryTopic): topic is SaunaSlug {
  return SAUNA_CHOICES.some((choice) => choice.topic === topic);
}

/** Where the enquirer is: the places the form offers (`site.ts`), or elsewhere. */
export const LOCATIONS: readonly string[] = [...enquiryCities, "Other"];

/** At most two sauna interests per enquiry; the other interests have no limit. */
export const MAX_SAUNAS = 2;

/** How long 'Message Sent!' stays before the thank-you page. */
export const SUCCESS_OVERLAY_MS = 3000;

export const LOCATION_REQUIRED = "Please select at least one location";
export const SEND_FAILED = "Failed to send message. Please try again later.";

export type EnquiryForm = {
  name: string;
  email: string;
  mobile: string;
  message: string;
  /** The ticked saunas, in the order they were ticked. */
  saunas: SaunaSlug[];
  /** The other interests ticked, in the form's order. */
  interests: InterestTopic[];
  locations: string[];
  /**
   * The interest the last `?product=` link ticked, for as long as the visitor has changed nothing
   * in the form since: the site's suggestion rather than the visitor's choice, so the next link
   * may take it back (see `applyProductParam`).
   */
  prefilled?: EnquiryTopic;
  /**
   * The note the last `?note=` link wrote into the message, for as long as the visitor has
   * changed nothing in the form since: like `prefilled`, the site's suggestion, which the next
   * link may replace (see `applyNoteParam`).
   */
  noted?: string;
};

export const emptyForm: EnquiryForm = {
  name: "",
  email: "",
  mobile: "",
  message: "",
  saunas: [],
  interests: [],
  locations: [],
};

export function isEmpty(form: EnquiryForm): boolean {
  return (
    [form.name, form.email, form.mobile, form.message].every((value) => value.trim() === "") &&
    form.saunas.length === 0 &&
    form.interests.length === 0 &&
    form.locations.length === 0
  );
}

/** Whether a topic is ticked, sauna or other. */
export function isTicked(form: EnquiryForm, topic: EnquiryTopic): boolean {
  return isSaunaTopic(topic) ? form.saunas.includes(topic) : form.interests.includes(topic);
}

/**
 * Ticks or unticks a sauna. A third tick is refused (`limitReached` tells the page to say why);
 * unticking always works.
 */
export function toggleSauna(
  selected: readonly SaunaSlug[],
  slug: SaunaSlug,
): { selected: SaunaSlug[]; limitReached: boolean } {
  if (selected.includes(slug)) {
    return { selected: selected.filter((item) => item !== slug), limitReached: false };
  }
  if (selected.length >= MAX_SAUNAS) return { selected: [...selected], limitReached: true };
  return { selected: [...selected, slug], limitReached: false };
}

/** Ticks or unticks another interest, keeping the form's order; there is no limit. */
export function toggleInterest(
  interests: readonly InterestTopic[],
  topic: InterestTopic,
): InterestTopic[] {
  return interests.includes(topic)
    ? interests.filter((item) => item !== topic)
    : INTEREST_CHOICES.map((choice) => choice.topic).filter(
        (item) => item === topic || interests.includes(item),
      );
}

export function toggleLocation(locations: readonly string[], name: string): string[] {
  return locations.includes(name)
    ? locations.filter((item) => item !== name)
    : // Kept in the order of the options, whatever order they were ticked in.
      LOCATIONS.filter((location) => location === name || locations.includes(location));
}

export type Validation = { ok: true } | { ok: false; field: "locations"; message: string };

/** Only the location is required; the other fields rely on their input types. */
export function validate(form: EnquiryForm): Validation {
  if (form.locations.length === 0) {
    return { ok: false, field: "locations", message: LOCATION_REQUIRED };
  }
  return { ok: true };
}

export type TemplateParams = {
  from_name: string;
  from_email: string;
  message: string;
  mobile: string;
  products: string;
  location: string;
};

/**
 * Characters that change the direction text is shown in without showing themselves: the bidi
 * embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) and marks (U+200E, U+200F,
 * U+061C). In a name they can make "exe.png" read as "gnp.exe" in the e-mail; nobody types them.
 */
export const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/**
 * Invisible format characters (Unicode's category Cf), in a single line: the bidi controls, zero
 * width spaces, word joiners, byte order marks, soft hyphens, the Mongolian vowel separator, tag
 * characters and the rest. They make two names that look the same differ ("Thandi" and
 * "Tha\u200Bndi"), or hide what a value holds; nobody means to type them. The zero-width joiner
 * and non-joiner are kept between two visible characters, where they do their work: they shape
 * Indic and Persian script, and join emoji into one ("👩‍💻"). Beside a space, another invisible
 * character or the end of the text they join nothing.
 */
const INVISIBLE = /(?!(?<=[^\p{Cc}\p{Cf}\p{Z}])[\u200c\u200d](?=[^\p{Cc}\p{Cf}\p{Z}]))\p{Cf}/gu;
/**
 * The invisible characters a message loses besides the bidi controls: zero-width spaces, word
 * joiners and byte order marks, which hide a word's spelling. A message keeps the other format
 * characters, which belong to what is written in it (the tags of a flag's emoji, a soft hyphen).
 */
const INVISIBLE_IN_TEXT = /[\u200b\u2060\ufeff]/g;
// eslint-disable-next-line no-control-regex -- control characters are what it is about
const LINE_CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
// eslint-disable-next-line no-control-regex -- control characters are what it is about
const TEXT_CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/g;

/**
 * A field's text as it is sent: without invisible format characters or control characters (see
 * above). A message keeps its line breaks and tabs (as "\n") and the format characters that
 * belong to its text. The server passes every field through this same function and refuses the
 * control characters a single line cannot hold, so what the form sends is what it accepts, and a
 * request that did not come from the form is kept as if it had.
 */
export function plainText(value: string, { multiline = false } = {}): string {
  return multiline
    ? value
        .replace(BIDI_CONTROLS, "")
        .replace(INVISIBLE_IN_TEXT, "")
        .replace(/\r\n?/g, "\n")
        .replace(TEXT_CONTROLS, "")
    : value.replace(INVISIBLE, "").replace(LINE_CONTROLS, "");
}

/** Every ticked interest by its name: the saunas first, in the order ticked, then the others. */
export function interestLabels(form: EnquiryForm): string[] {
  return [...form.saunas, ...form.interests].map(topicLabel);
}

/** The six params the EmailJS template is written with, lists joined by a comma. */
export function templateParams(form: EnquiryForm): TemplateParams {
  return {
    from_name: plainText(form.name).trim(),
    from_email: plainText(form.email).trim(),
    message: plainText(form.message, { multiline: true }).trim(),
    mobile: plainText(form.mobile).trim(),
    products: interestLabels(form).join(", "),
    location: form.locations.join(", "),
  };
}

/** The enquiry as plain text, for an e-mail or a chat message when the form cannot send it. */
export function enquiryText(form: EnquiryForm): string {
  const params = templateParams(form);
  const lines = [
    ["Name", params.from_name],
    ["E-mail", params.from_email],
    ["Mobile", params.mobile],
    ["Interested in", params.products],
    ["Location", params.location],
  ]
    .filter(([, value]) => value)
    .map(([label, value]) => `${label}: ${value}`);
  return [params.message, params.message ? "" : undefined, ...lines]
    .filter((line) => line !== undefined)
    .join("\n")
    .trim();
}

/** A mailto: link with its subject and body written in. */
export function mailtoLink(to: string, subject: string, body: string): string {
  // encodeURIComponent, not URLSearchParams: mail clients read "+" literally.
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** The subject of an enquiry's e-mail: who it is from, when the form says. */
export function enquirySubject(form: EnquiryForm): string {
  const name = form.name.trim();
  return name ? `Enquiry from ${name}` : "Enquiry from the website";
}

// The WhatsApp links live with the site's identity (the header uses them too); re-exported here
// beside the other ways the form offers to send an enquiry.
export { whatsappDigits, whatsappHref } from "~/content/site";

/**
 * `?product=` values that links shared before the range had one list of topics still carry,
 * and the topic each now means.
 */
export const FORMER_PRODUCT_KEYS: Readonly<Record<string, EnquiryTopic>> = {
  "premium-ice-bath": "ice-bath",
  heaters: "heater",
  "aroma-concentrates": "accessories",
};

/** The topic a `?product=` value asks about: a topic, or a former key for one; else undefined. */
export function enquiryTopic(value: string | null | undefined): EnquiryTopic | undefined {
  const key = value?.trim().toLowerCase();
  if (!key) return undefined;
  const known = ALL_CHOICES.find((choice) => choice.topic === key);
  if (known) return known.topic;
  return Object.hasOwn(FORMER_PRODUCT_KEYS, key) ? FORMER_PRODUCT_KEYS[key] : undefined;
}

function untick(form: EnquiryForm, topic: EnquiryTopic): EnquiryForm {
  return isSaunaTopic(topic)
    ? { ...form, saunas: form.saunas.filter((item) => item !== topic) }
    : { ...form, interests: form.interests.filter((item) => item !== topic) };
}

/**
 * Applies `?product=` to the form: the topic it names is ticked, sauna or other interest, and
 * anything unknown is ignored. The visitor's own choices are never taken away: a sauna is ticked
 * only if there is room for it (else `limitReached`, and the page says why), and the message is
 * never touched.
 *
 * A link suggests one interest at a time. What it ticked stays a suggestion (`prefilled`) until
 * the visitor changes anything in the form; while it is one, the next link replaces it rather
 * than adding to it. A visitor who follows 'Request Quote' on the ice bath and then 'Contact Us
 * Today' on the steam rooms page, touching nothing in between, is asking about a steam room, not
 * both. Once they have typed or ticked anything, what the form shows is theirs, and later links
 * only add to it. Following the same link again (a reload) changes nothing.
 */
export function applyProductParam(
  form: EnquiryForm,
  product: string | null | undefined,
): { form: EnquiryForm; limitReached: boolean } {
  const topic = enquiryTopic(product);
  if (!topic || topic === form.prefilled) return { form, limitReached: false };

  const base = form.prefilled ? { ...untick(form, form.prefilled), prefilled: undefined } : form;
  if (isTicked(base, topic)) return { form: base, limitReached: false };
  if (isSaunaTopic(topic)) {
    const { selected, limitReached } = toggleSauna(base.saunas, topic);
    if (limitReached) return { form: base, limitReached };
    return { form: { ...base, saunas: selected, prefilled: topic }, limitReached: false };
  }
  return {
    form: { ...base, interests: toggleInterest(base.interests, topic), prefilled: topic },
    limitReached: false,
  };
}

/**
 * Applies `?note=` (a summary a page wrote, such as the sizing calculator's) to the message. The
 * note is written in only when the message is empty, or still holds the note an earlier link
 * wrote while the visitor has changed nothing in the form (`noted`): the visitor's own words are
 * never overwritten. It is cut to the message's limit; an empty note changes nothing.
 */
export function applyNoteParam(form: EnquiryForm, note: string | null | undefined): EnquiryForm {
  const text = cutTo(note?.replace(/\r\n?/g, "\n").trim() ?? "", FIELD_LIMITS.message);
  if (!text || text === form.message) return form;
  const suggested = form.noted !== undefined && form.message === form.noted;
  if (form.message.trim() !== "" && !suggested) return form;
  return { ...form, message: text, noted: text };
}

/** What a form element holds, read from its fields by name (`new FormData(form)`). */
export type FormFields = Pick<FormData, "get" | "getAll">;

/** The name of the checkboxes of every interest, sauna or other, as the e-mail's param. */
export const INTEREST_FIELD = "products";

/** Known saunas and other interests among names, each once; saunas beyond the limit dropped. */
function topicsFromLabels(labels: readonly unknown[]): {
  saunas: SaunaSlug[];
  interests: InterestTopic[];
  limitReached: boolean;
} {
  const has = (label: string) => labels.includes(label);
  const saunas = SAUNA_CHOICES.filter((choice) => has(choice.label))
    // In the order given (the order ticked, for a draft), not the form's.
    .sort((a, b) => labels.indexOf(a.label) - labels.indexOf(b.label))
    .map((choice) => choice.topic);
  return {
    saunas: saunas.slice(0, MAX_SAUNAS),
    interests: INTEREST_CHOICES.filter((choice) => has(choice.label)).map((choice) => choice.topic),
    limitReached: saunas.length > MAX_SAUNAS,
  };
}

/**
 * The enquiry as the form's fields hold it: what the visitor typed and ticked before the page
 * hydrated lives only there. Saunas beyond the limit are dropped (`limitReached` says so).
 */
export function formFromFields(fields: FormFields): { form: EnquiryForm; limitReached: boolean } {
  const text = (name: string) => {
    const value = fields.get(name);
    return typeof value === "string" ? value : "";
  };
  const names = (name: string) => fields.getAll(name).filter((value) => typeof value === "string");
  const { saunas, interests, limitReached } = topicsFromLabels(names(INTEREST_FIELD));
  const ticked = names("location");
  return {
    form: {
      name: text("name"),
      email: text("email"),
      mobile: text("mobile"),
      message: text("message"),
      saunas,
      interests,
      locations: LOCATIONS.filter((location) => ticked.includes(location)),
    },
    limitReached,
  };
}

/**
 * The form on hydration: what the visitor has already typed or ticked on this page wins, and the
 * draft kept from an earlier visit fills what they have not touched. Anything done on the page
 * makes the draft's suggested interest the visitor's own.
 */
export function mergeDraft(typed: EnquiryForm, draft: EnquiryForm | undefined): EnquiryForm {
  if (!draft) return typed;
  const merged: EnquiryForm = {
    name: typed.name || draft.name,
    email: typed.email || draft.email,
    mobile: typed.mobile || draft.mobile,
    message: typed.message || draft.message,
    saunas: typed.saunas.length > 0 ? typed.saunas : draft.saunas,
    interests: typed.interests.length > 0 ? typed.interests : draft.interests,
    locations: typed.locations.length > 0 ? typed.locations : draft.locations,
  };
  if (isEmpty(typed) && draft.prefilled) merged.prefilled = draft.prefilled;
  if (isEmpty(typed) && draft.noted !== undefined && draft.noted === merged.message) {
    merged.noted = draft.noted;
  }
  return merged;
}

export const DRAFT_KEY = "vaja:enquiry-draft";

/**
 * The sessionStorage key under which the EmailJS SDK keeps the time of this tab's last send, for
 * its rate limit (`emailjs.ts`). Written only when an enquiry is sent; the privacy page names it.
 */
export const SEND_LIMIT_KEY = "vaja:enquiry-sent";

/** A draft as sessionStorage gave it back: its fields, or undefined when it is not an object. */
export function storedRecord(stored: string | null): Record<string, unknown> | undefined {
  if (!stored) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(stored);
  } catch {
    return undefined;
  }
  return typeof data === "object" && data !== null ? (data as Record<string, unknown>) : undefined;
}

/**
 * A form's draft as this tab stored it under `key`, read by `parse`; undefined when there is none
 * or storage is switched off (the form still works, without a draft).
 */
export function readSessionDraft<T>(
  key: string,
  parse: (stored: string | null) => T | undefined,
): T | undefined {
  try {
    return parse(window.sessionStorage.getItem(key));
  } catch {
    return undefined;
  }
}

/** Keeps a form's draft (`text`) under `key` for this tab, or forgets it when there is none. */
export function writeSessionDraft(key: string, text: string | undefined) {
  try {
    if (text) window.sessionStorage.setItem(key, text);
    else window.sessionStorage.removeItem(key);
  } catch {
    // Storage full or switched off: nothing to keep, nothing to lose.
  }
}

const textFields = ["name", "email", "mobile", "message"] as const;

/** The longest each of the form's text fields may be: the limit of the param it is sent as. */
const TEXT_LIMITS: Readonly<Record<(typeof textFields)[number], number>> = {
  name: FIELD_LIMITS.from_name,
  email: FIELD_LIMITS.from_email,
  mobile: FIELD_LIMITS.mobile,
  message: FIELD_LIMITS.message,
};

/**
 * Reads a stored draft, keeping only what the form can hold; anything malformed is dropped. A
 * draft written before the form offered every interest (saunas by name in `selectedProducts`)
 * still restores its saunas.
 */
export function parseDraft(stored: string | null): EnquiryForm | undefined {
  const record = storedRecord(stored);
  if (!record) return undefined;
  const form: EnquiryForm = { ...emptyForm, saunas: [], interests: [], locations: [] };
  for (const field of textFields) {
    const value = record[field];
    // A draft kept before the fields had their limits may be longer than they now hold.
    if (typeof value === "string") form[field] = cutTo(value, TEXT_LIMITS[field]);
  }
  const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
  const labelOf = (topic: unknown) => ALL_CHOICES.find((choice) => choice.topic === topic)?.label;
  const { saunas, interests } = topicsFromLabels([
    ...list(record.saunas).map(labelOf),
    ...list(record.interests).map(labelOf),
    ...list(record.selectedProducts),
  ]);
  form.saunas = saunas;
  form.interests = interests;
  form.locations = LOCATIONS.filter((location) => list(record.locations).includes(location));
  const prefilled = enquiryTopic(typeof record.prefilled === "string" ? record.prefilled : null);
  if (prefilled && isTicked(form, prefilled)) form.prefilled = prefilled;
  if (typeof record.noted === "string" && record.noted === form.message && form.message) {
    form.noted = record.noted;
  }
  return isEmpty(form) ? undefined : form;
}

export function serializeDraft(form: EnquiryForm): string | undefined {
  return isEmpty(form) ? undefined : JSON.stringify(form);
}
