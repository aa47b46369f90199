/**
 * Whether this build is a preview, and which details it shows are examples rather than the
 * business's own. A preview shows them and says so on every page (the footer's notice) and beside
 * an example address; a production build (`SITE_ENV=production`) shows no invented customer or
 * quote, and its gate refuses example contact details (`npm run launch-check`).
 */
import { customers } from "~/catalogue/customers";
import { testimonials } from "~/catalogue/testimonials";

import { env } from "./env";
import { EXAMPLE_VALUES, type ExampleSetting } from "./example-values";

export const isProduction = env.SITE_ENV === "production";

/** Whether a setting is still at its example value. */
export function isExample(setting: ExampleSetting): boolean {
  return env[setting] === EXAMPLE_VALUES[setting];
}

/**
 * What a page may show of a list with invented entries (`placeholder: true`): all of it in a
 * preview, only the real entries in production.
 */
export function publishable<T extends { placeholder?: boolean }>(
  list: readonly T[],
  production = isProduction,
): T[] {
  return production ? list.filter((entry) => !entry.placeholder) : [...list];
}

const exampleKinds: { name: string; settings: readonly ExampleSetting[] }[] = [
  {
    name: "phone numbers and e-mail addresses",
    settings: [
      "SITE_PHONE_JOHANNESBURG",
      "SITE_PHONE_CAPE_TOWN",
      "SITE_WHATSAPP_NUMBER",
      "SITE_EMAIL_GENERAL",
      "SITE_EMAIL_SALES",
      "SITE_INFORMATION_OFFICER_NAME",
      "SITE_INFORMATION_OFFICER_EMAIL",
    ],
  },
  {
    name: "showroom addresses",
    settings: [
      "SITE_ADDRESS_JOHANNESBURG",
      "SITE_COORDINATES_JOHANNESBURG",
      "SITE_ADDRESS_CAPE_TOWN",
      "SITE_COORDINATES_CAPE_TOWN",
    ],
  },
  {
    name: "social media links",
    settings: ["SITE_FACEBOOK_URL", "SITE_INSTAGRAM_URL", "SITE_LINKEDIN_URL"],
  },
];

/**
 * The kinds of example a preview shows, as its notice names them ("showroom addresses",
 * "customer names"); none in production, which shows no examples.
 */
export function previewExamples(production = isProduction): string[] {
  if (production) return [];
  return [
    ...exampleKinds.filter((kind) => kind.settings.some(isExample)).map((kind) => kind.name),
    ...(customers.some((customer) => customer.placeholder) ? ["customer names"] : []),
    ...(testimonials.some((quote) => quote.placeholder) ? ["client quotes"] : []),
  ];
}
