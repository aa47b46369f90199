import { describe, expect, it } from "vitest";

import {
  draftsFrom,
  ENV_PREFIXES,
  withinSouthAfrica,
  MUST_SET_BEFORE_LAUNCH,
  parseEnv,
} from "./env-schema";
import { addressParts, coordinateParts } from "./location";
import { OFFICES, officeSetting } from "./offices";

describe("parseEnv", () => {
  it("fills in defaults when nothing is set", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      SITE_URL: "http://localhost:3000",
      SITE_NAME: "Vaja",
      SANITY_DATASET: "production",
      SANITY_API_VERSION: "2023-10-10",
    });
    expect(env.SITE_EMAIL_GENERAL).toMatch(/@example\.com$/);
    expect(env.SITE_EMAIL_SALES).toMatch(/@example\.com$/);
    expect(env.SITE_PHONE_JOHANNESBURG).toBeTruthy();
    expect(env.SITE_PHONE_CAPE_TOWN).toBeTruthy();
    expect(env.SITE_FACEBOOK_URL).toMatch(/^https:\/\/www\.facebook\.com\//);
    expect(env.SITE_INSTAGRAM_URL).toMatch(/^https:\/\/www\.instagram\.com\//);
    expect(env.SITE_LINKEDIN_URL).toMatch(/^https:\/\/www\.linkedin\.com\//);
    expect(env.SANITY_PROJECT_ID).toBeUndefined();
    expect(env.EMAILJS_PUBLIC_KEY).toBeUndefined();
    expect(env.EMAILJS_SERVICE_ID).toBeUndefined();
    expect(env.EMAILJS_TEMPLATE_ID).toBeUndefined();
    expect(env.REVIEWS_WIDGET_ID).toBeUndefined();
  });

  it("uses the values that are set", () => {
    const values = {
      SITE_URL: "https://www.vaja.example",
      SITE_NAME: "Vaja Saunas",
      SITE_EMAIL_GENERAL: "info@vaja.example",
      REVIEWS_WIDGET_ID: "abc-123",
      SANITY_API_VERSION: "2024-01-31",
    };
    expect(parseEnv(values)).toMatchObject(values);
  });

  it("treats empty strings as unset, so a copied .env.example works", () => {
    const env = parseEnv({
      SITE_URL: "",
      SITE_NAME: "",
      SITE_EMAIL_GENERAL: "",
      SANITY_PROJECT_ID: "",
      REVIEWS_WIDGET_ID: "",
    });
    expect(env.SITE_URL).toBe("http://localhost:3000");
    expect(env.SITE_NAME).toBe("Vaja");
    expect(env.SITE_EMAIL_GENERAL).toMatch(/@example\.com$/);
    expect(env.SANITY_PROJECT_ID).toBeUndefined();
    expect(env.REVIEWS_WIDGET_ID).toBeUndefined();
  });

  it("takes the contact details from the content studio, under the environment", () => {
    const content = { SITE_PHONE_JOHANNESBURG: "+27 11 555 0101" };
    expect(parseEnv({}, content).SITE_PHONE_JOHANNESBURG).toBe("+27 11 555 0101");
    // An empty variable (a copied .env.example) leaves the Studio's value.
    expect(parseEnv({ SITE_PHONE_JOHANNESBURG: "" }, content).SITE_PHONE_JOHANNESBURG).toBe(
      "+27 11 555 0101",
    );
    expect(
      parseEnv({ SITE_PHONE_JOHANNESBURG: "+27 11 555 0123" }, content).SITE_PHONE_JOHANNESBURG,
    ).toBe("+27 11 555 0123");
  });

  it("treats undefined values as unset", () => {
    expect(parseEnv({ SITE_NAME: undefined }).SITE_NAME).toBe("Vaja");
  });

  it("strips trailing slashes from SITE_URL", () => {
    expect(parseEnv({ SITE_URL: "https://www.vaja.example/" }).SITE_URL).toBe(
      "https://www.vaja.example",
    );
    expect(parseEnv({ SITE_URL: "https://www.vaja.example///" }).SITE_URL).toBe(
      "https://www.vaja.example",
    );
  });

  it("ignores unrelated variables, such as the rest of process.env", () => {
    const env = parseEnv({ PATH: "/usr/bin", HOME: "/root", SITE_NAME: "Vaja" });
    expect(env).not.toHaveProperty("PATH");
    expect(env.SITE_NAME).toBe("Vaja");
  });

  it("throws a readable error naming the variable when SITE_URL is not a URL", () => {
    expect(() => parseEnv({ SITE_URL: "not a url" })).toThrow(/Invalid configuration/);
    expect(() => parseEnv({ SITE_URL: "not a url" })).toThrow(/SITE_URL/);
    expect(() => parseEnv({ SITE_URL: "not a url" })).toThrow(/\.env\.example/);
  });

  it("accepts only http and https site URLs", () => {
    expect(() => parseEnv({ SITE_URL: "ftp://vaja.example" })).toThrow(/SITE_URL/);
    expect(parseEnv({ SITE_URL: "http://localhost:4173" }).SITE_URL).toBe("http://localhost:4173");
  });

  it("lists every invalid variable, one per line", () => {
    let message = "";
    try {
      parseEnv({ SITE_URL: "nope", SITE_EMAIL_SALES: "not-an-email", SANITY_API_VERSION: "v1" });
    } catch (error) {
      message = (error as Error).message;
    }
    const lines = message.split("\n");
    expect(lines[0]).toMatch(/^Invalid configuration/);
    expect(lines.filter((line) => /^\s+SITE_URL: /.test(line))).toHaveLength(1);
    expect(lines.filter((line) => /^\s+SITE_EMAIL_SALES: /.test(line))).toHaveLength(1);
    expect(lines.filter((line) => /^\s+SANITY_API_VERSION: /.test(line))).toHaveLength(1);
    expect(message).toContain("must be a date such as 2023-10-10");
  });
});

describe("enquiry settings", () => {
  it("has an example WhatsApp number and accepts an international one", () => {
    expect(parseEnv({}).SITE_WHATSAPP_NUMBER).toMatch(/^\+27[\d ]+$/);
    expect(parseEnv({ SITE_WHATSAPP_NUMBER: "+27 82 123 4567" }).SITE_WHATSAPP_NUMBER).toBe(
      "+27 82 123 4567",
    );
  });

  it("rejects a WhatsApp number without its country code", () => {
    expect(() => parseEnv({ SITE_WHATSAPP_NUMBER: "082 123 4567" })).toThrow(
      /SITE_WHATSAPP_NUMBER/,
    );
    expect(() => parseEnv({ SITE_WHATSAPP_NUMBER: "call us" })).toThrow(/SITE_WHATSAPP_NUMBER/);
  });

  it("takes all three EmailJS ids, or none", () => {
    const ids = {
      EMAILJS_PUBLIC_KEY: "pk_123",
      EMAILJS_SERVICE_ID: "service_abc",
      EMAILJS_TEMPLATE_ID: "template_xyz",
    };
    expect(parseEnv(ids)).toMatchObject(ids);
    expect(() => parseEnv({ EMAILJS_PUBLIC_KEY: "pk_123" })).toThrow(/EMAILJS_SERVICE_ID/);
    expect(() => parseEnv({ EMAILJS_PUBLIC_KEY: "pk_123" })).toThrow(/EMAILJS_TEMPLATE_ID/);
  });
});

describe("ENV_PREFIXES", () => {
  it("covers every configuration variable", () => {
    const keys = Object.keys(parseEnv({}));
    for (const key of [...keys, "SANITY_PROJECT_ID", "EMAILJS_PUBLIC_KEY", "REVIEWS_WIDGET_ID"]) {
      expect(
        ENV_PREFIXES.some((prefix) => key.startsWith(prefix)),
        key,
      ).toBe(true);
    }
  });
});

describe("office addresses and coordinates", () => {
  it("has an example address in each office's city, and coordinates in South Africa", () => {
    const env = parseEnv({});
    for (const { id, city } of OFFICES) {
      const [address, coordinates] = [
        officeSetting(id, "ADDRESS"),
        officeSetting(id, "COORDINATES"),
      ];
      const parts = addressParts(env[address]);
      expect(parts.street).toMatch(/Example/);
      expect(parts.city).toBe(city);
      expect(parts.postalCode).toMatch(/^\d{4}$/);
      expect(withinSouthAfrica(coordinateParts(env[coordinates]))).toBe(true);
      expect(MUST_SET_BEFORE_LAUNCH).toContain(address);
      expect(MUST_SET_BEFORE_LAUNCH).toContain(coordinates);
    }
  });

  it("reads street, suburb, city and postal code, the street keeping a comma of its own", () => {
    const env = parseEnv({
      SITE_ADDRESS_JOHANNESBURG: "  Unit 4 ,  12   Main Road, Bryanston,Johannesburg , 2191 ",
    });
    expect(env.SITE_ADDRESS_JOHANNESBURG).toBe(
      "Unit 4, 12 Main Road, Bryanston, Johannesburg, 2191",
    );
    expect(addressParts(env.SITE_ADDRESS_JOHANNESBURG)).toEqual({
      street: "Unit 4, 12 Main Road",
      suburb: "Bryanston",
      city: "Johannesburg",
      postalCode: "2191",
    });
  });

  it.each([
    ["no postal code", "1 Long Street, City Centre, Cape Town"],
    ["a postal code of 5 digits", "1 Long Street, City Centre, Cape Town, 80010"],
    ["a postal code of 3 digits", "1 Long Street, City Centre, Cape Town, 801"],
    ["no suburb", "1 Long Street, Cape Town, 8001"],
    ["an empty part", "1 Long Street, , Cape Town, 8001"],
    ["a street without a name", "12, City Centre, Cape Town, 8001"],
    ["one line without commas", "1 Long Street City Centre Cape Town 8001"],
  ])("rejects an address with %s", (_, value) => {
    expect(() => parseEnv({ SITE_ADDRESS_CAPE_TOWN: value })).toThrow(/SITE_ADDRESS_CAPE_TOWN/);
    expect(() => parseEnv({ SITE_ADDRESS_CAPE_TOWN: value })).toThrow(/street, suburb, city/);
  });

  it("reads coordinates as latitude and longitude, spaces allowed", () => {
    const env = parseEnv({ SITE_COORDINATES_CAPE_TOWN: " -33.9180 , 18.4233 " });
    expect(env.SITE_COORDINATES_CAPE_TOWN).toBe("-33.9180,18.4233");
    expect(coordinateParts(env.SITE_COORDINATES_CAPE_TOWN)).toEqual({
      latitude: -33.918,
      longitude: 18.4233,
    });
    expect(
      parseEnv({ SITE_COORDINATES_JOHANNESBURG: "-26,28" }).SITE_COORDINATES_JOHANNESBURG,
    ).toBe("-26,28");
  });

  it.each([
    ["latitude and longitude swapped", "28.0473,-26.2041"],
    ["the latitude's sign dropped", "26.2041,28.0473"],
    ["a place outside South Africa (London)", "51.5072,-0.1276"],
    ["a place north of South Africa (Harare)", "-17.8292,31.0522"],
    ["one number", "-26.2041"],
    ["words", "Johannesburg"],
    ["degrees and minutes", "26°12′S,28°02′E"],
  ])("rejects coordinates with %s", (_, value) => {
    expect(() => parseEnv({ SITE_COORDINATES_JOHANNESBURG: value })).toThrow(
      /SITE_COORDINATES_JOHANNESBURG/,
    );
  });
});

describe("draftsFrom", () => {
  it("is off unless SITE_DRAFTS is true, and an empty value counts as unset", () => {
    expect(draftsFrom({})).toBe(false);
    expect(draftsFrom({ SITE_DRAFTS: "" })).toBe(false);
    expect(draftsFrom({ SITE_DRAFTS: "false" })).toBe(false);
    expect(draftsFrom({ SITE_DRAFTS: "true" })).toBeTruthy();
    expect(() => draftsFrom({ SITE_DRAFTS: "yes" })).toThrow(
      /SITE_DRAFTS: must be "true" or "false"/,
    );
  });

  it("says when the drafts were read, in South Africa's time", () => {
    const at = (iso: string) => draftsFrom({ SITE_DRAFTS: "true" }, new Date(iso));
    expect(at("2026-11-27T12:05:00Z")).toEqual({ readAt: "27 November 2026 at 14:05" });
    expect(at("2026-12-31T22:30:00Z")).toEqual({ readAt: "1 January 2027 at 00:30" });
  });
});
