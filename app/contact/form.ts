/**
 * The enquiry form's rules as pure functions: the
 * two-sauna limit, the location rule, the template params EmailJS receives, the draft kept in
 * sessionStorage, `?product=` prefilling, and the mailto and WhatsApp alternatives offered when
 * sending fails. The contact page composes them; the unit tests reach them directly.
 */
import { saunas } from "~/catalogue/saunas";

/** The five sauna collections a visitor may tick, in the catalogue's order. */
export const SAUNA_CHOICES: readonly { slug: string; name: string }[] = saunas.map(
  ({ slug, name }) => ({ slug, name }),
);

export const LOCATIONS = ["Johannesburg", "Cape Town", "Durban", "Other"] as const;

/** At most two sauna interests per enquiry. */
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
  /** Names of the ticked saunas, in the order they were ticked. */
  selectedProducts: string[];
  locations: string[];
};

export const emptyForm: EnquiryForm = {
  name: "",
  email: "",
  mobile: "",
  message: "",
  selectedProducts: [],
  locations: [],
};

export function isEmpty(form: EnquiryForm): boolean {
  return (
    [form.name, form.email, form.mobile, form.message].every((value) => value.trim() === "") &&
    form.selectedProducts.length === 0 &&
    form.locations.length === 0
  );
}

/**
 * Ticks or unticks a sauna. A third tick is ignored (`limitReached` tells the page to say why);
 * unticking always works.
 */
export function toggleSauna(
  selected: readonly string[],
  name: string,
): { selected: string[]; limitReached: boolean } {
  if (selected.includes(name)) {
    return { selected: selected.filter((item) => item !== name), limitReached: false };
  }
  if (selected.length >= MAX_SAUNAS) return { selected: [...selected], limitReached: true };
  return { selected: [...selected, name], limitReached: false };
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

/** The six params the EmailJS template is written with, lists joined by a comma. */
export function templateParams(form: EnquiryForm): TemplateParams {
  return {
    from_name: form.name.trim(),
    from_email: form.email.trim(),
    message: form.message.trim(),
    mobile: form.mobile.trim(),
    products: form.selectedProducts.join(", "),
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
    ["Saunas of interest", params.products],
    ["Location", params.location],
  ]
    .filter(([, value]) => value)
    .map(([label, value]) => `${label}: ${value}`);
  return [params.message, params.message ? "" : undefined, ...lines]
    .filter((line) => line !== undefined)
    .join("\n")
    .trim();
}

export function mailtoHref(to: string, form: EnquiryForm): string {
  const name = form.name.trim();
  const subject = name ? `Enquiry from ${name}` : "Enquiry from the website";
  // encodeURIComponent, not URLSearchParams: mail clients read "+" literally.
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(
    enquiryText(form),
  )}`;
}

// The WhatsApp links live with the site's identity (the header uses them too); re-exported here
// beside the other ways the form offers to send an enquiry.
export { whatsappDigits, whatsappHref } from "~/site";

/** `?product=` values used by pages whose products are not among the tickable saunas. */
const productLines: Record<string, string> = {
  "premium-ice-bath": "I'm interested in the Premium Ice Bath.",
  "steam-room": "I'm interested in a steam room.",
  "diy-kit": "I'm interested in a DIY sauna kit.",
  accessories: "I'm interested in your sauna accessories.",
  "aroma-concentrates": "I'm interested in your aroma concentrates.",
  heaters: "I'm interested in a sauna heater.",
};

/** Whether the message is only a line `?product=` wrote, which the visitor has not changed. */
function isUneditedProductLine(message: string): boolean {
  const text = message.trim();
  return Object.values(productLines).some((line) => line === text);
}

/**
 * Applies `?product=` to the form: a sauna slug ticks that sauna, another known product starts the
 * message with a line about it, anything else is ignored. The visitor's own words are never
 * overwritten: a sauna is added only if there is room, and a line only to an empty message or in
 * place of an earlier product's line the visitor has not edited (they followed 'Request Quote' on
 * one page and 'Contact Us' on another).
 */
export function applyProductParam(form: EnquiryForm, product: string | null): EnquiryForm {
  const slug = product?.trim().toLowerCase();
  if (!slug) return form;
  const replaceable = form.message.trim() === "" || isUneditedProductLine(form.message);
  const sauna = SAUNA_CHOICES.find((choice) => choice.slug === slug);
  if (sauna) {
    const message = replaceable ? "" : form.message;
    if (form.selectedProducts.includes(sauna.name)) {
      return message === form.message ? form : { ...form, message };
    }
    const { selected, limitReached } = toggleSauna(form.selectedProducts, sauna.name);
    if (limitReached) return form;
    return { ...form, message, selectedProducts: selected };
  }
  const line = productLines[slug];
  if (!line || !replaceable) return form;
  const message = `${line}\n\n`;
  return message === form.message ? form : { ...form, message };
}

/** What a form element holds, read from its fields by name (`new FormData(form)`). */
export type FormFields = Pick<FormData, "get" | "getAll">;

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
  const saunaNames = SAUNA_CHOICES.map((choice) => choice.name);
  const saunas = [...new Set(names("products").filter((name) => saunaNames.includes(name)))];
  const ticked = names("location");
  return {
    form: {
      name: text("name"),
      email: text("email"),
      mobile: text("mobile"),
      message: text("message"),
      selectedProducts: saunas.slice(0, MAX_SAUNAS),
      locations: LOCATIONS.filter((location) => ticked.includes(location)),
    },
    limitReached: saunas.length > MAX_SAUNAS,
  };
}

/**
 * The form on hydration: what the visitor has already typed or ticked on this page wins, and the
 * draft kept from an earlier visit fills what they have not touched.
 */
export function mergeDraft(typed: EnquiryForm, draft: EnquiryForm | undefined): EnquiryForm {
  if (!draft) return typed;
  return {
    name: typed.name || draft.name,
    email: typed.email || draft.email,
    mobile: typed.mobile || draft.mobile,
    message: typed.message || draft.message,
    selectedProducts:
      typed.selectedProducts.length > 0 ? typed.selectedProducts : draft.selectedProducts,
    locations: typed.locations.length > 0 ? typed.locations : draft.locations,
  };
}

export const DRAFT_KEY = "vaja:enquiry-draft";

const textFields = ["name", "email", "mobile", "message"] as const;

/** Reads a stored draft, keeping only what the form can hold; anything malformed is dropped. */
export function parseDraft(stored: string | null): EnquiryForm | undefined {
  if (!stored) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(stored);
  } catch {
    return undefined;
  }
  if (typeof data !== "object" || data === null) return undefined;
  const record = data as Record<string, unknown>;
  const form: EnquiryForm = { ...emptyForm, selectedProducts: [], locations: [] };
  for (const field of textFields) {
    const value = record[field];
    if (typeof value === "string") form[field] = value;
  }
  const names = (value: unknown) => (Array.isArray(value) ? value : []);
  const saunaNames = SAUNA_CHOICES.map((choice) => choice.name);
  form.selectedProducts = [
    ...new Set(names(record.selectedProducts).filter((name) => saunaNames.includes(name))),
  ].slice(0, MAX_SAUNAS);
  form.locations = LOCATIONS.filter((location) => names(record.locations).includes(location));
  return isEmpty(form) ? undefined : form;
}

export function serializeDraft(form: EnquiryForm): string | undefined {
  return isEmpty(form) ? undefined : JSON.stringify(form);
}
