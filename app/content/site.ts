/**
 * Site identity: who the business is, where it works and how to reach it. The contact details
 * (e-mails, phones, showroom addresses, WhatsApp, social links) come from the validated
 * configuration, which takes them from the content studio (a variable of the same name overrides
 * it); the rest are facts about the business that are the same for every deployment.
 */
import { iceBaths } from "~/content/range-core";
import { env } from "~/config/env";
import { OFFICE_CITIES, OFFICES, officeSetting, type OfficeId } from "~/config/offices";
import { openingHours } from "~/content/generated/hours";
import { replyHours } from "~/content/generated/reply";
import { replyTimeText } from "../../content-studio/rules/reply";
import { servedPlaces as allPlaces, servedPlacesConfirmed } from "~/content/generated/places";
import type { ServedPlace } from "~/content/places";
import { paths } from "~/routing/paths";

/** A place the business serves, as a visitor reads it and as schema.org types it. */
export type ServedArea = { name: string; type: "City" | "State" };

export type { ServedPlace } from "~/content/places";

/**
 * The places the business designs, delivers and installs in: one list, kept in the content studio
 * (Contact details → Places served), which the enquiry form's locations (with "Other"), the
 * footer, every product page, the offices' pages, the guides and the structured data all read;
 * `servedPlacesConfirmed` says whether the business has confirmed it (`npm run launch-check`
 * lists it until then).
 */
export { servedPlacesConfirmed };

/** The places named wherever the site says where the business installs. */
export const servedPlaces: readonly ServedPlace[] = allPlaces.filter(
  (place) => place.namedAsServed,
);

/** The cities the enquiry form offers as locations, before its own "Other". */
export const enquiryCities: readonly string[] = allPlaces
  .filter((place) => place.onEnquiryForm)
  .map((place) => place.city);

/** The areas a set of places makes: each city, then each province once. */
function areasOf(places: readonly ServedPlace[]): ServedArea[] {
  const provinces = [...new Set(places.map((place) => place.province))];
  return [
    ...places.map((place): ServedArea => ({ name: place.city, type: "City" })),
    ...provinces.map((name): ServedArea => ({ name, type: "State" })),
  ];
}

/** "Johannesburg, Cape Town and Pretoria": the places served, as a sentence names them. */
export const servedCities = listed(servedPlaces.map((place) => place.city));

/**
 * "Aurora, Loyly and Elysium": names as a sentence lists them; with `word` "or", as a sentence
 * offers any one of them ("Johannesburg or Cape Town").
 */
export function listed(names: readonly string[], word: "and" | "or" = "and"): string {
  return names.length < 2
    ? names.join("")
    : `${names.slice(0, -1).join(", ")} ${word} ${names.at(-1)}`;
}

export type Office = {
  /** The office page's last segment: `/contact/{slug}`. */
  slug: OfficeId;
  path: string;
  city: string;
  region: string;
  /**
   * From the configuration (the Studio's Showrooms, or `SITE_ADDRESS_*`, `SITE_COORDINATES_*`),
   * example values until set:
   * "street, suburb, city, postal code" and "latitude,longitude", as the schema wrote them. The
   * office page reads their parts with `addressParts` and `coordinateParts` (config/location.ts),
   * which the shell every page loads does without.
   */
  address: string;
  coordinates: string;
  /** The areas this office's teams visit, measure and install in. */
  areasServed: readonly ServedArea[];
  phone: string;
  email: string;
};

export type { OpeningHours } from "~/content/hours";

const emails = { general: env.SITE_EMAIL_GENERAL, sales: env.SITE_EMAIL_SALES };

/** The showrooms, in the table's order (`config/offices.ts`), with their details as configured. */
const offices = OFFICES.map(({ id, city, region, email }): Office => ({
  slug: id,
  path: paths.office(id),
  city,
  region,
  address: env[officeSetting(id, "ADDRESS")],
  coordinates: env[officeSetting(id, "COORDINATES")],
  areasServed: areasOf(servedPlaces.filter((place) => place.office === id)),
  phone: env[officeSetting(id, "PHONE")],
  email: emails[email],
})) as readonly Office[] as readonly [Office, ...Office[]];

export const site = {
  name: env.SITE_NAME,
  url: env.SITE_URL,
  tagline: "Luxury home saunas, steam rooms and ice baths, made and installed in South Africa",
  foundingYear: 1970,
  locale: "en-ZA",
  currency: "ZAR",
  emails,
  offices,
  /** The showrooms' cities as a sentence names them: "Johannesburg and Cape Town". */
  officeCities: listed(OFFICE_CITIES),
  /**
   * WhatsApp click-to-chat, as it is displayed; links are built with `whatsappHref`. One number
   * for the business, whichever office a visitor writes to.
   */
  whatsapp: env.SITE_WHATSAPP_NUMBER,
  /** Areas the business serves: named in the footer and the JSON-LD's `areaServed`. */
  areasServed: areasOf(servedPlaces),
  /**
   * The business's hours, the same at both offices: on each office page, in the footer, and the
   * times a visit can be booked; set in the content studio (Contact details → Opening hours).
   */
  openingHours,
  /**
   * How soon the business answers an enquiry or a request to book a visit, as the words say it
   * after "within": "24 hours"; set in the content studio (Contact details, How soon you reply).
   */
  replyTime: replyTimeText(replyHours),
  social: [
    { name: "Facebook", href: env.SITE_FACEBOOK_URL },
    { name: "Instagram", href: env.SITE_INSTAGRAM_URL },
    { name: "LinkedIn", href: env.SITE_LINKEDIN_URL },
  ],
  /** What the business does, as listed in the footer. */
  services: [
    { label: "Custom saunas", href: paths.products },
    { label: "Steam rooms", href: paths.steamRooms },
    { label: "Ice baths", href: paths.iceBath(iceBaths[0].slug) },
    { label: "DIY sauna kits", href: paths.diyKits },
    { label: "Heaters and equipment", href: paths.equipment },
    { label: "Installation and maintenance", href: paths.about },
  ],
  /** Ids of the third-party services; unset means the embedded default runs instead. */
  integrations: {
    sanity: {
      projectId: env.SANITY_PROJECT_ID,
      dataset: env.SANITY_DATASET,
      apiVersion: env.SANITY_API_VERSION,
    },
    emailjs: {
      publicKey: env.EMAILJS_PUBLIC_KEY,
      serviceId: env.EMAILJS_SERVICE_ID,
      templateId: env.EMAILJS_TEMPLATE_ID,
    },
    reviewsWidgetId: env.REVIEWS_WIDGET_ID,
  },
} as const;

/** `tel:` href for a display phone number such as "+27 10 000 0000". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** The digits wa.me expects: the international number without "+", spaces or a leading 0. */
export function whatsappDigits(number: string): string {
  return number.replace(/\D/g, "");
}

/** A WhatsApp click-to-chat link, with a message already written when `text` is given. */
export function whatsappHref(number: string, text?: string): string {
  const base = `https://wa.me/${whatsappDigits(number)}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}
