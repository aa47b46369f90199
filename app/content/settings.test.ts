// @vitest-environment node
/**
 * The contact details and showrooms from the dataset: each value checked by the configuration's
 * own rule, refused by document and field, and taken by the configuration under the environment.
 */
import { join } from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { buildContent } from "../../scripts/content/content";
import { datasetCopy, madeDir, removeMade } from "../../scripts/content/dataset-copy";
import type { SanityDocument } from "../dataset/embedded";
import { parseEnv } from "../config/env-schema";
import { EXAMPLE_VALUES } from "../config/example-values";
import { queryOver } from "./fixtures";
import { readSettings } from "./settings";
import { readContentSettings } from "./settings-file.server";

const read = (documents: SanityDocument[]) => readSettings(queryOver(documents));

const details = (fields: Record<string, unknown> = {}): SanityDocument => ({
  _id: "site-settings",
  _type: "siteSettings",
  emails: { general: "hello@vaja.example.co.za", sales: "quotes@vaja.example.co.za" },
  whatsapp: "+27 82 555 0103",
  social: {
    facebook: "https://www.facebook.com/vaja.sauna",
    instagram: "https://www.instagram.com/vaja.sauna",
    linkedin: "https://www.linkedin.com/company/vaja-sauna",
  },
  informationOfficer: { name: "Thandi Nkosi", email: "privacy@vaja.example.co.za" },
  ...fields,
});

const office = (slug: string, fields: Record<string, unknown> = {}): SanityDocument => ({
  _id: `office-${slug}`,
  _type: "office",
  slug,
  address: "14 Jan Smuts Avenue,  Parktown , Johannesburg, 2193",
  location: { _type: "geopoint", lat: -26.18, lng: 28.035 },
  phone: "+27 11 555 0101",
  ...fields,
});

afterEach(removeMade);

// Each test loads the page's or the content's modules afresh: seconds on a busy machine.
describe("the contact details and showrooms from the dataset", { timeout: 30_000 }, () => {
  it("are read as the configuration names them, tidied as it tidies them", async () => {
    expect(await read([details(), office("johannesburg")])).toEqual({
      SITE_EMAIL_GENERAL: "hello@vaja.example.co.za",
      SITE_EMAIL_SALES: "quotes@vaja.example.co.za",
      SITE_WHATSAPP_NUMBER: "+27 82 555 0103",
      SITE_FACEBOOK_URL: "https://www.facebook.com/vaja.sauna",
      SITE_INSTAGRAM_URL: "https://www.instagram.com/vaja.sauna",
      SITE_LINKEDIN_URL: "https://www.linkedin.com/company/vaja-sauna",
      SITE_INFORMATION_OFFICER_NAME: "Thandi Nkosi",
      SITE_INFORMATION_OFFICER_EMAIL: "privacy@vaja.example.co.za",
      SITE_ADDRESS_JOHANNESBURG: "14 Jan Smuts Avenue, Parktown, Johannesburg, 2193",
      SITE_COORDINATES_JOHANNESBURG: "-26.18,28.035",
      SITE_PHONE_JOHANNESBURG: "+27 11 555 0101",
    });
  });

  it("leave out what an editor has not set, so its example stands", async () => {
    const settings = await read([details({ social: null, whatsapp: undefined })]);
    expect(settings).not.toHaveProperty("SITE_FACEBOOK_URL");
    expect(settings).not.toHaveProperty("SITE_WHATSAPP_NUMBER");
    expect(parseEnv({}, settings).SITE_FACEBOOK_URL).toBe(EXAMPLE_VALUES.SITE_FACEBOOK_URL);
    expect(await read([])).toEqual({});
  });

  it.each([
    [
      "an e-mail address that is not one",
      [details({ emails: { general: "hello at vaja" } })],
      /contact details \(site-settings\), emails\.general:/,
    ],
    [
      "a WhatsApp number without its country code",
      [details({ whatsapp: "082 555 0103" })],
      /contact details \(site-settings\), whatsapp: In international form/,
    ],
    [
      "a showroom phone in words",
      [office("johannesburg", { phone: "011 CALL NOW" })],
      /showroom "johannesburg" \(office-johannesburg\), phone: In international form/,
    ],
    [
      "a showroom phone with digits missing",
      [office("cape-town", { phone: "+27 21 555" })],
      /showroom "cape-town" \(office-cape-town\), phone: A number with \+27 has 9 digits after it; this one has 5/,
    ],
    [
      "a showroom placed outside South Africa",
      [office("cape-town", { location: { lat: 18.42, lng: -33.92 } })],
      /showroom "cape-town" \(office-cape-town\), location: must lie in South Africa/,
    ],
    [
      "an address without its postal code",
      [office("johannesburg", { address: "14 Jan Smuts Avenue, Parktown, Johannesburg" })],
      /showroom "johannesburg" \(office-johannesburg\), address: must be "street, suburb, city, postal code"/,
    ],
    [
      "a showroom the site has no page for",
      [office("durban")],
      /showroom "durban" \(office-durban\), slug: johannesburg or cape-town/,
    ],
    [
      "two documents for one showroom",
      [office("johannesburg"), office("johannesburg", { _id: "office-jhb" })],
      /showrooms office-[a-z]+, office-[a-z]+, slug: "johannesburg" has two documents/,
    ],
  ])("refuse %s, naming the document and the field", async (_, documents, message) => {
    await expect(read(documents)).rejects.toThrow(message);
  });

  it("reach the configuration through npm run content, under the environment", async () => {
    const dir = datasetCopy([], (doc) =>
      doc._id === "office-johannesburg" ? { ...doc, phone: "+27 11 555 0199" } : doc,
    );
    const outDir = madeDir("content-");
    await buildContent({ datasetDir: dir, outDir });
    const content = readContentSettings(join(outDir, "settings.json"));
    expect(parseEnv({}, content).SITE_PHONE_JOHANNESBURG).toBe("+27 11 555 0199");
    // The embedded dataset's other details are still the examples.
    expect(parseEnv({}, content).SITE_PHONE_CAPE_TOWN).toBe(EXAMPLE_VALUES.SITE_PHONE_CAPE_TOWN);
    // A variable in the environment overrides the Studio.
    expect(
      parseEnv({ SITE_PHONE_JOHANNESBURG: "+27 11 555 0123" }, content).SITE_PHONE_JOHANNESBURG,
    ).toBe("+27 11 555 0123");
  });
});
