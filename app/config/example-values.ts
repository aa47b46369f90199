/**
 * The example values the configuration falls back on where the business's own detail is not set
 * yet: enough for the site to run anywhere with no account, and never a real person's or
 * business's. Plain data, so that a page can tell an example from the real thing (the footer's
 * preview notice, an office page's address) without carrying the validation.
 */
export const EXAMPLE_VALUES = {
  SITE_URL: "http://localhost:3000",
  SITE_EMAIL_GENERAL: "hello@example.com",
  SITE_EMAIL_SALES: "quotes@example.com",
  SITE_PHONE_JOHANNESBURG: "+27 10 000 0000",
  SITE_PHONE_CAPE_TOWN: "+27 21 000 0000",
  // Each office's address is an "Example Road" in the right suburb, and its coordinates are the
  // city's centre, until the business gives the showrooms' own.
  SITE_ADDRESS_JOHANNESBURG: "1 Example Road, Sandton, Johannesburg, 2196",
  SITE_COORDINATES_JOHANNESBURG: "-26.2041,28.0473",
  SITE_ADDRESS_CAPE_TOWN: "1 Example Street, Gardens, Cape Town, 8001",
  SITE_COORDINATES_CAPE_TOWN: "-33.9249,18.4241",
  SITE_WHATSAPP_NUMBER: "+27 82 000 0000",
  SITE_FACEBOOK_URL: "https://www.facebook.com/example",
  SITE_INSTAGRAM_URL: "https://www.instagram.com/example",
  SITE_LINKEDIN_URL: "https://www.linkedin.com/company/example",
  SITE_INFORMATION_OFFICER_NAME: "Example Officer",
  SITE_INFORMATION_OFFICER_EMAIL: "privacy@example.com",
} as const;

export type ExampleSetting = keyof typeof EXAMPLE_VALUES;
