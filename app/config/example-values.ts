/**
 * The example values the configuration falls back on where the business's own detail is not set
 * yet: enough for the site to run anywhere with no account, and never a real person's or
 * business's. Plain data, so that a page can tell an example from the real thing (the footer's
 * preview notice, an office page's address) without carrying the validation.
 */
import { perOffice } from "./offices";

export const EXAMPLE_VALUES = {
  SITE_URL: "http://localhost:3000",
  SITE_EMAIL_GENERAL: "hello@example.com",
  SITE_EMAIL_SALES: "quotes@example.com",
  // Each showroom's phone, address and place on the map, as its row in `offices.ts` gives them.
  ...perOffice("PHONE", (office) => office.examples.PHONE),
  ...perOffice("ADDRESS", (office) => office.examples.ADDRESS),
  ...perOffice("COORDINATES", (office) => office.examples.COORDINATES),
  SITE_WHATSAPP_NUMBER: "+27 82 000 0000",
  SITE_FACEBOOK_URL: "https://www.facebook.com/example",
  SITE_INSTAGRAM_URL: "https://www.instagram.com/example",
  SITE_LINKEDIN_URL: "https://www.linkedin.com/company/example",
  SITE_INFORMATION_OFFICER_NAME: "Example Officer",
  SITE_INFORMATION_OFFICER_EMAIL: "privacy@example.com",
} as const;

export type ExampleSetting = keyof typeof EXAMPLE_VALUES;
