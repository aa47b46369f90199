import { describe, expect, it } from "vitest";

import { ENV_PREFIXES, parseEnv } from "./env-schema";

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
