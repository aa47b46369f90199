// @vitest-environment node
import { saunaOptions } from "../../app/catalogue/configure";
import { resolve } from "node:path";

import { describe, expect, it, vi } from "vitest";

import { priceDocuments } from "../../app/content/generated/prices";
import { pricingConfirmed } from "../../app/content/generated/pricing";
import { customers } from "../../app/content/generated/proof";
import { iceBathConstants } from "../../app/catalogue/ice-baths";
import {
  circuitCost,
  priceTermsConfirmed,
  steamGeneratorMaker,
} from "../../app/catalogue/price-terms";
import { servedPlacesConfirmed } from "../../app/content/site";
import { range } from "../../app/catalogue/range";
import { envSchema, MUST_SET_BEFORE_LAUNCH, parseEnv } from "../../app/config/env-schema";
import { installationSteps } from "../../app/guides/installation";
import { warrantyKinds } from "../../app/guides/warranty";
import { enquiryRetention, noticeUpdated } from "../../app/privacy/policy";
import {
  assertLaunchReady,
  CIRCUIT_IN_STUDIO,
  CUSTOMERS_IN_STUDIO,
  GUIDES_IN_STUDIO,
  TERMS_IN_STUDIO,
  ICE_BATH_IN_STUDIO,
  PRICES_IN_STUDIO,
  HEATERS_IN_STUDIO,
  PLACES_IN_STUDIO,
  PRIVACY_IN_STUDIO,
  STEAM_MAKER_IN_STUDIO,
  MADE_IN_IN_STUDIO,
  PRICING_IN_STUDIO,
  livePlaceholders,
  placeholderReport,
} from "./placeholders";
import { OWN_DETAILS } from "./own-details.fixture";
import { parseBuildSettings } from "./settings";

const defaults = parseEnv({});

/** A configuration with every example value replaced by the business's own. */
const launched = parseEnv(OWN_DETAILS);

const configurationNames = (env: typeof defaults) =>
  livePlaceholders(env)
    .filter((placeholder) => placeholder.where.includes(".env"))
    .map((placeholder) => placeholder.what.split(" = ")[0]);

describe("the launch check", () => {
  it("lists every example variable while it is at its default, and none once it is set", () => {
    expect(configurationNames(defaults)).toEqual([...MUST_SET_BEFORE_LAUNCH]);
    for (const name of MUST_SET_BEFORE_LAUNCH) expect(launched[name]).not.toBe(defaults[name]);
    expect(configurationNames(launched)).toEqual([]);
  });

  it("names a variable left at its default even when the others are set", () => {
    const onePhoneLeft = { ...launched, SITE_PHONE_CAPE_TOWN: defaults.SITE_PHONE_CAPE_TOWN };
    expect(configurationNames(onePhoneLeft)).toEqual(["SITE_PHONE_CAPE_TOWN"]);
  });

  it("only lists variables whose default is an example value", () => {
    for (const name of MUST_SET_BEFORE_LAUNCH) expect(envSchema.shape).toHaveProperty(name);
    expect(configurationNames(defaults)).not.toContain("SANITY_DATASET");
  });

  it("lists each unconfirmed price where it is set, and each unconfirmed heater", () => {
    const placeholders = livePlaceholders(launched);
    // Prices set in the content studio; Vakio's is its smallest kit's, confirmed with it.
    const unconfirmed = range.filter(
      (item) => item.price.kind === "from" && !item.price.confirmed && item.slug in priceDocuments,
    );
    const prices = placeholders.filter((placeholder) => placeholder.group.includes("price"));
    expect(prices.map((placeholder) => placeholder.what)).toEqual(unconfirmed.map((i) => i.name));
    for (const placeholder of prices) expect(placeholder.where).toBe(PRICES_IN_STUDIO);
    const heaters = range.filter((item) => item.kind === "heater" && !item.spec.confirmed);
    const listed = placeholders.filter((p) => p.group.startsWith("Heaters"));
    expect(listed.map((p) => p.what)).toEqual(heaters.map((heater) => heater.name));
    for (const placeholder of listed) expect(placeholder.where).toBe(HEATERS_IN_STUDIO);
  });

  it("lists the electrician's circuit's typical cost until it is confirmed", () => {
    const listed = livePlaceholders(launched).filter((p) => p.where === CIRCUIT_IN_STUDIO);
    expect(listed.length).toBe(circuitCost.confirmed ? 0 : 1);
  });

  it("lists the guides' unconfirmed figures and the unnamed steam generator maker", () => {
    const placeholders = livePlaceholders(launched);
    const guideFigures =
      installationSteps.filter((step) => step.duration.placeholder).length +
      warrantyKinds.flatMap((kind) => kind.periods).filter((period) => period.placeholder).length;
    expect(
      placeholders.filter((p) => p.where === GUIDES_IN_STUDIO || p.where.startsWith("app/guides/")),
    ).toHaveLength(guideFigures);
    const steam = placeholders.filter((p) => p.where === STEAM_MAKER_IN_STUDIO);
    expect(steam).toHaveLength(steamGeneratorMaker ? 0 : 1);
    const configurator = placeholders.filter((p) => p.where === MADE_IN_IN_STUDIO);
    expect(configurator).toHaveLength(
      Object.values(saunaOptions).filter((options) => !options.confirmed).length,
    );
    const pricing = placeholders.filter((p) => p.where === PRICING_IN_STUDIO);
    expect(pricing).toHaveLength(pricingConfirmed ? 0 : 1);
  });

  it("prints every placeholder under its kind, with where it is set", () => {
    const placeholders = livePlaceholders(defaults);
    const flat = (text: string) => text.replaceAll(/\s+/g, " ");
    const report = flat(placeholderReport(placeholders));
    for (const { group, what, where } of placeholders) {
      expect(report).toContain(group);
      expect(report).toContain(where);
      expect(report).toContain(flat(what));
    }
  });

  it("lists each fact the site chose between two readings until it is confirmed", () => {
    const chosen = livePlaceholders(launched).filter((p) => p.group.includes("two readings"));
    expect(chosen.map((placeholder) => placeholder.where).sort()).toEqual(
      [
        ...(priceTermsConfirmed ? [] : [TERMS_IN_STUDIO]),
        ...(servedPlacesConfirmed ? [] : [PLACES_IN_STUDIO]),
        ...(iceBathConstants.confirmed ? [] : [ICE_BATH_IN_STUDIO]),
      ].sort(),
    );
  });

  it("lists each invented customer and the privacy notice's unconfirmed figures", () => {
    const placeholders = livePlaceholders(launched);
    const invented = customers.filter((customer) => customer.placeholder).map((c) => c.name);
    const listed = placeholders.filter((p) => p.where === CUSTOMERS_IN_STUDIO);
    expect(listed.map((placeholder) => placeholder.what)).toEqual(invented);
    const privacy = placeholders.filter((p) => p.where === PRIVACY_IN_STUDIO);
    expect(privacy).toHaveLength(
      [enquiryRetention, noticeUpdated].filter((figure) => figure.placeholder).length,
    );
  });
});

describe("the production build's gate", () => {
  const production = parseBuildSettings({ SITE_ENV: "production" });

  it("refuses a production build with placeholders, naming them and the way round", () => {
    expect(() => assertLaunchReady(launched, production)).toThrow(/Aurora/);
    expect(() => assertLaunchReady(launched, production)).toThrow(/SITE_ALLOW_PLACEHOLDERS/);
  });

  it("never publishes example details, even when told to publish placeholders", () => {
    const allowed = parseBuildSettings({ SITE_ENV: "production", SITE_ALLOW_PLACEHOLDERS: "true" });
    expect(() => assertLaunchReady(defaults, allowed)).toThrow(/SITE_PHONE_JOHANNESBURG/);
    expect(() => assertLaunchReady(defaults, allowed)).toThrow(/example details/);
    const oneAddressLeft = {
      ...launched,
      SITE_ADDRESS_CAPE_TOWN: defaults.SITE_ADDRESS_CAPE_TOWN,
    };
    expect(() => assertLaunchReady(oneAddressLeft, allowed)).toThrow(/SITE_ADDRESS_CAPE_TOWN/);
  });

  it("lets a production build publish indicative figures when told to, and any other build always", () => {
    const allowed = parseBuildSettings({ SITE_ENV: "production", SITE_ALLOW_PLACEHOLDERS: "true" });
    const published = assertLaunchReady(launched, allowed);
    expect(published.length).toBeGreaterThan(0);
    expect(new Set(published.map((placeholder) => placeholder.kind))).toEqual(
      new Set(["indicative"]),
    );
    // Invented customers are left out of its pages rather than published.
    expect(published.some((placeholder) => placeholder.where.includes("customers"))).toBe(false);
    expect(assertLaunchReady(defaults, parseBuildSettings({}))).toEqual([]);
    expect(assertLaunchReady(defaults, parseBuildSettings({ SITE_ENV: "" }))).toEqual([]);
  });

  it("rejects a build setting it does not understand rather than guessing", () => {
    expect(() => parseBuildSettings({ SITE_ENV: "prod" })).toThrow(/SITE_ENV/);
    expect(() => parseBuildSettings({ SITE_ALLOW_PLACEHOLDERS: "maybe" })).toThrow(
      /SITE_ALLOW_PLACEHOLDERS/,
    );
    expect(parseBuildSettings({ SITE_ALLOW_PLACEHOLDERS: "1" }).SITE_ALLOW_PLACEHOLDERS).toBe(true);
    expect(parseBuildSettings({ SITE_ALLOW_PLACEHOLDERS: "no" }).SITE_ALLOW_PLACEHOLDERS).toBe(
      false,
    );
  });
});

describe("example content from the studio", () => {
  it("lists an example testimonial with where to clear it, and a real one not at all", async () => {
    const quote = {
      name: "Example Client",
      suburb: "Example Suburb",
      project: "An example sauna",
      quote: "Words written to try the layout, and no client's.",
      date: "2025-01-01",
    };
    vi.resetModules();
    vi.doMock(resolve("app/content/generated/proof.ts"), () => ({
      customers: [],
      testimonials: [
        { ...quote, placeholder: true },
        { ...quote, name: "Real Client" },
      ],
    }));
    const fresh = await import("./placeholders");
    const listed = fresh
      .livePlaceholders(launched)
      .filter((placeholder) => placeholder.where === fresh.TESTIMONIALS_IN_STUDIO);
    expect(listed.map((placeholder) => placeholder.what)).toEqual(["Example Client"]);
    vi.doUnmock(resolve("app/content/generated/proof.ts"));
  });
});
