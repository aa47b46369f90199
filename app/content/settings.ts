/**
 * How visitors reach the business, as editors keep it in the content studio: the contact details
 * (e-mails, WhatsApp, social pages, the information officer) and each showroom's address, place on
 * the map and phone. `npm run content` reads them with this query, checks each value by the rules
 * the configuration's schema sets for it, and writes `generated/settings.json`; the configuration
 * (server/env.ts, vite.config.ts) takes them from there, so every page that shows a contact
 * follows. A field left empty keeps its example value, which a preview marks as one and the
 * launch check lists; a variable of the same name in the environment still overrides it.
 */
import { z } from "zod";

import { envSchema } from "../config/env-schema";
import { OFFICE_IDS, OFFICE_SETTINGS, officeSetting } from "../config/offices";
import { checkEach, type ContentQuery, failIfAny, sharedKeys, theOne } from "./check";
import { published } from "../dataset/groq";

/** The settings editors keep in the Studio, by the configuration's names for them. */
export const CONTENT_SETTINGS = [
  "SITE_EMAIL_GENERAL",
  "SITE_EMAIL_SALES",
  "SITE_WHATSAPP_NUMBER",
  "SITE_FACEBOOK_URL",
  "SITE_INSTAGRAM_URL",
  "SITE_LINKEDIN_URL",
  "SITE_INFORMATION_OFFICER_NAME",
  "SITE_INFORMATION_OFFICER_EMAIL",
  ...OFFICE_SETTINGS,
] as const;
export type ContentSetting = (typeof CONTENT_SETTINGS)[number];
export type ContentSettings = Partial<Record<ContentSetting, string>>;

export const DETAILS_QUERY = `*[_type == "siteSettings" && ${published}] | order(_id asc) {
  _id,
  emails,
  whatsapp,
  social,
  informationOfficer
}`;

export const OFFICES_QUERY = `*[_type == "office" && ${published}] | order(slug asc, _id asc) {
  _id,
  slug,
  address,
  location,
  phone
}`;

/** A value checked by the configuration's own rule for it, or left out when the editor left it. */
const setting = (name: ContentSetting) =>
  envSchema.shape[name].unwrap().optional() as unknown as z.ZodType<string | undefined, string>;

export const detailsDocument = z
  .object({
    _id: z.string(),
    emails: z
      .object({ general: setting("SITE_EMAIL_GENERAL"), sales: setting("SITE_EMAIL_SALES") })
      .nullish(),
    whatsapp: setting("SITE_WHATSAPP_NUMBER").nullish(),
    social: z
      .object({
        facebook: setting("SITE_FACEBOOK_URL"),
        instagram: setting("SITE_INSTAGRAM_URL"),
        linkedin: setting("SITE_LINKEDIN_URL"),
      })
      .nullish(),
    informationOfficer: z
      .object({
        name: setting("SITE_INFORMATION_OFFICER_NAME"),
        email: setting("SITE_INFORMATION_OFFICER_EMAIL"),
      })
      .nullish(),
  })
  .transform(({ emails, whatsapp, social, informationOfficer }): ContentSettings => ({
    SITE_EMAIL_GENERAL: emails?.general,
    SITE_EMAIL_SALES: emails?.sales,
    SITE_WHATSAPP_NUMBER: whatsapp ?? undefined,
    SITE_FACEBOOK_URL: social?.facebook,
    SITE_INSTAGRAM_URL: social?.instagram,
    SITE_LINKEDIN_URL: social?.linkedin,
    SITE_INFORMATION_OFFICER_NAME: informationOfficer?.name,
    SITE_INFORMATION_OFFICER_EMAIL: informationOfficer?.email,
  }));

export const officeDocument = z
  .object({
    _id: z.string(),
    slug: z.enum(OFFICE_IDS, OFFICE_IDS.join(" or ")),
    // Each detail by the rule every showroom's setting of its kind shares.
    address: setting(officeSetting(OFFICE_IDS[0], "ADDRESS")).nullish(),
    location: z
      .object({ lat: z.number(), lng: z.number() })
      .transform(({ lat, lng }) => `${lat},${lng}`)
      .pipe(setting(officeSetting(OFFICE_IDS[0], "COORDINATES")))
      .nullish(),
    phone: setting(officeSetting(OFFICE_IDS[0], "PHONE")).nullish(),
  })
  .transform(({ _id, slug, address, location, phone }) => ({
    id: _id,
    slug,
    settings: {
      [officeSetting(slug, "ADDRESS")]: address ?? undefined,
      [officeSetting(slug, "COORDINATES")]: location ?? undefined,
      [officeSetting(slug, "PHONE")]: phone ?? undefined,
    } as ContentSettings,
  }));

/** Leaves out what an editor has not set, so the example (or the environment) stands. */
const setOnly = (settings: ContentSettings): ContentSettings =>
  Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined));

/** Reads and checks the contact details and showrooms; throws one error that lists every broken document. */
export async function readSettings(query: ContentQuery): Promise<ContentSettings> {
  const found: string[] = [];
  const details = checkEach("contact details", await query(DETAILS_QUERY), detailsDocument, found);
  // Optional: a detail not set keeps its example.
  const detail = theOne("contact details", "Contact details", details, found, true);
  const offices = checkEach("showroom", await query(OFFICES_QUERY), officeDocument, found);
  for (const [slug, list] of sharedKeys(offices.map(({ slug, id }) => [slug, id] as const))) {
    found.push(`showrooms ${list.join(", ")}, slug: "${slug}" has two documents`);
  }
  failIfAny(found);
  return setOnly(Object.assign({}, detail, ...offices.map((office) => office.settings)));
}
