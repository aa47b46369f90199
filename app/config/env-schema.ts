/**
 * The one place configuration is validated. Every variable is documented in `.env.example`.
 * It runs where the configuration is read: in vite.config.ts at build time (the result is inlined
 * into the bundle, so zod never ships to the browser) and in server/env.ts for Node processes.
 * An empty value counts as unset, so a copied `.env.example` works as is.
 */
import { z } from "zod";

import { formatDateTime } from "../format/dates";
import { EXAMPLE_VALUES } from "./example-values";
import { addressParts, coordinateParts, type Coordinates } from "./location";
import { perOffice } from "./offices";
import { internationalPhone } from "../../content-studio/rules/phone";

/** Variables with these prefixes are configuration; see .env.example. */
export const ENV_PREFIXES = ["SITE_", "SANITY_", "EMAILJS_", "REVIEWS_"];

const optional = z.string().trim().min(1).optional();
const url = z.url({ protocol: /^https?$/ });

/**
 * Mainland South Africa in decimal degrees, with a little margin at each edge: coordinates outside
 * are a typing mistake, most often latitude and longitude swapped or a sign dropped.
 */
export const SOUTH_AFRICA_BOUNDS = { south: -35, north: -22, west: 16, east: 33 } as const;

export function withinSouthAfrica({ latitude, longitude }: Coordinates): boolean {
  const { south, north, west, east } = SOUTH_AFRICA_BOUNDS;
  return latitude >= south && latitude <= north && longitude >= west && longitude <= east;
}

/** Whether an address (as `address` writes it) has a street, a suburb, a city and a postal code. */
export function isAddress(value: string): boolean {
  const { street, suburb, city, postalCode } = addressParts(value);
  const named = (part: string) => /\p{L}/u.test(part);
  return named(street) && named(suburb) && named(city) && /^\d{4}$/.test(postalCode);
}

/**
 * An office's street address: "street, suburb, city, postal code", each part trimmed and written
 * once with ", " between (see `config/location.ts`).
 */
const address = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((part) => part.trim().replace(/\s+/g, " "))
      .join(", "),
  )
  .refine(
    isAddress,
    'must be "street, suburb, city, postal code", such as "1 Example Road, Sandton, Johannesburg, 2196"',
  );

/** An office's position: "latitude,longitude" in decimal degrees, within South Africa. */
const coordinates = z
  .string()
  .trim()
  .regex(
    /^-?\d{1,3}(\.\d+)?\s*,\s*-?\d{1,3}(\.\d+)?$/,
    'must be "latitude,longitude" in decimal degrees, such as -26.2041,28.0473',
  )
  .transform((value) => value.replace(/\s+/g, ""))
  .refine(
    (value) => withinSouthAfrica(coordinateParts(value)),
    "must lie in South Africa (latitude -35 to -22, longitude 16 to 33): are latitude and longitude swapped?",
  );

/**
 * A phone number by the rule the content studio's fields share: international form, so that every
 * `tel:` link and WhatsApp chat dials it from anywhere.
 */
const phone = z
  .string()
  .trim()
  .superRefine((value, context) => {
    const verdict = internationalPhone(value);
    if (verdict !== true) context.addIssue({ code: "custom", message: verdict });
  });

export const envSchema = z.object({
  // Which build this is: a preview (the default) may show example details and says so on every
  // page; a production build shows none (see docs/deployment.md, the launch check).
  SITE_ENV: z.enum(["development", "production"]).default("development"),
  SITE_URL: url.default(EXAMPLE_VALUES.SITE_URL).transform((value) => value.replace(/\/+$/, "")),
  SITE_NAME: z.string().trim().min(1).default("Vaja"),
  SITE_EMAIL_GENERAL: z.email().default(EXAMPLE_VALUES.SITE_EMAIL_GENERAL),
  SITE_EMAIL_SALES: z.email().default(EXAMPLE_VALUES.SITE_EMAIL_SALES),
  ...perOffice("PHONE", (office) => phone.default(office.examples.PHONE)),
  ...perOffice("ADDRESS", (office) => address.default(office.examples.ADDRESS)),
  ...perOffice("COORDINATES", (office) => coordinates.default(office.examples.COORDINATES)),
  // WhatsApp click-to-chat (wa.me) needs the full international number.
  SITE_WHATSAPP_NUMBER: phone.default(EXAMPLE_VALUES.SITE_WHATSAPP_NUMBER),
  SITE_FACEBOOK_URL: url.default(EXAMPLE_VALUES.SITE_FACEBOOK_URL),
  SITE_INSTAGRAM_URL: url.default(EXAMPLE_VALUES.SITE_INSTAGRAM_URL),
  SITE_LINKEDIN_URL: url.default(EXAMPLE_VALUES.SITE_LINKEDIN_URL),
  // The person responsible for personal information (named on /privacy, as POPIA asks).
  SITE_INFORMATION_OFFICER_NAME: z
    .string()
    .trim()
    .min(2)
    .default(EXAMPLE_VALUES.SITE_INFORMATION_OFFICER_NAME),
  SITE_INFORMATION_OFFICER_EMAIL: z.email().default(EXAMPLE_VALUES.SITE_INFORMATION_OFFICER_EMAIL),
  SANITY_PROJECT_ID: optional,
  SANITY_DATASET: z.string().trim().min(1).default("production"),
  SANITY_API_VERSION: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date such as 2023-10-10")
    .default("2023-10-10"),
  EMAILJS_PUBLIC_KEY: optional,
  EMAILJS_SERVICE_ID: optional,
  EMAILJS_TEMPLATE_ID: optional,
  REVIEWS_WIDGET_ID: optional,
});

export type Env = z.infer<typeof envSchema>;

/**
 * Variables whose default is an example value, not the business's own: the site runs with them
 * (a preview says so on every page), but `npm run launch-check` lists each one still at its
 * default, and a production build refuses them. To add one, give it its example value in
 * `example-values.ts`.
 */
export const MUST_SET_BEFORE_LAUNCH = Object.keys(
  EXAMPLE_VALUES,
) as (keyof typeof EXAMPLE_VALUES)[];

/** Rules across variables. EmailJS needs all three ids; with only some, enquiries would go nowhere. */
const checkedEnvSchema = envSchema.superRefine((env, context) => {
  const ids = ["EMAILJS_PUBLIC_KEY", "EMAILJS_SERVICE_ID", "EMAILJS_TEMPLATE_ID"] as const;
  if (ids.every((id) => env[id]) || ids.every((id) => !env[id])) return;
  for (const id of ids.filter((key) => !env[key])) {
    context.addIssue({
      code: "custom",
      path: [id],
      message: "set all three EmailJS ids, or none for the embedded default",
    });
  }
});

/**
 * The configuration from the environment (`source`) and the contact details editors keep in the
 * content studio (`content`, as `npm run content` wrote them): a variable in the environment
 * overrides the Studio's value of the same name, and either overrides the example default.
 */
export function parseEnv(
  source: Record<string, unknown>,
  content: Record<string, string> = {},
): Env {
  const set = (values: Record<string, unknown>) =>
    Object.entries(values).filter(([, value]) => value !== undefined && value !== "");
  // An empty variable counts as unset: it leaves the Studio's value, not the example.
  const cleaned = Object.fromEntries([...set(content), ...set(source)]);
  const result = checkedEnvSchema.safeParse(cleaned);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `  ${issue.path.join(".")}: ${issue.message}`)
      .join("\n");
    throw new Error(`Invalid configuration (see .env.example):\n${problems}`);
  }
  return result.data;
}

/** A build of the drafts (app/config/drafts.ts). */
export interface DraftsBuild {
  /**
   * When the build read the drafts, in South Africa's time ("27 November 2026 at 14:32"): an
   * editor's change saved later is not in it yet. Written once, in Node, so the prerendered page
   * and the browser show the same words.
   */
  readAt: string;
}

/**
 * Whether this build is the editors' preview of the content studio's drafts (`SITE_DRAFTS=true`,
 * app/config/drafts.ts), read at `now`; false for a build of what is published. Kept out of
 * `Env`, which every page carries, so the public site's pages hold no trace of it. It keeps
 * `SITE_ENV` as set, so that a preview for a production site leaves out what production does.
 */
export function draftsFrom(source: Record<string, unknown>, now = new Date()): DraftsBuild | false {
  const value = source.SITE_DRAFTS === "" ? undefined : source.SITE_DRAFTS;
  if (value !== undefined && value !== "true" && value !== "false") {
    throw new Error(
      'Invalid configuration (see .env.example):\n  SITE_DRAFTS: must be "true" or "false"',
    );
  }
  return value === "true" && { readAt: formatDateTime(now.toISOString()) };
}
