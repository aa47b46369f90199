/**
 * For the launch check's tests: every setting that has an example value, set as a launched site's
 * environment would set it (invented details of the same shape, under example.co.za).
 */
export const OWN_DETAILS: Record<string, string> = {
  SITE_URL: "https://www.vaja.example.co.za",
  SITE_EMAIL_GENERAL: "hello@vaja.example.co.za",
  SITE_EMAIL_SALES: "quotes@vaja.example.co.za",
  SITE_PHONE_JOHANNESBURG: "+27 11 555 0101",
  SITE_PHONE_CAPE_TOWN: "+27 21 555 0102",
  SITE_WHATSAPP_NUMBER: "+27 82 555 0103",
  SITE_FACEBOOK_URL: "https://www.facebook.com/vaja.sauna",
  SITE_INSTAGRAM_URL: "https://www.instagram.com/vaja.sauna",
  SITE_LINKEDIN_URL: "https://www.linkedin.com/company/vaja-sauna",
  SITE_ADDRESS_JOHANNESBURG: "14 Jan Smuts Avenue, Parktown, Johannesburg, 2193",
  SITE_ADDRESS_CAPE_TOWN: "3 Kloof Street, Gardens, Cape Town, 8001",
  SITE_COORDINATES_JOHANNESBURG: "-26.1800,28.0350",
  SITE_COORDINATES_CAPE_TOWN: "-33.9290,18.4110",
  SITE_INFORMATION_OFFICER_NAME: "Thandi Nkosi",
  SITE_INFORMATION_OFFICER_EMAIL: "privacy@vaja.example.co.za",
};
