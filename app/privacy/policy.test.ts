/**
 * The privacy page as this build draws it: every figure the words name is filled in, the cases
 * of who receives what follow the configuration and keep their anchors, and every key the site
 * keeps in the browser is listed, in the site's order, with its words.
 */
import { describe, expect, it } from "vitest";

import { PRIVACY_FIGURES, PRIVACY_RECIPIENTS } from "../../content-studio/rules/privacy";
import { site } from "../content/site";
import {
  formCollections,
  privacyPage,
  recipients,
  rights,
  SERVICE_NAMES,
  sessionStorageItems,
} from "./policy";
import { SESSION_STORAGE_KEYS } from "./storage";

describe("the privacy page as this build draws it", () => {
  it("leaves no figure unfilled", () => {
    const shown = JSON.stringify([
      privacyPage,
      formCollections,
      recipients,
      rights,
      sessionStorageItems,
    ]);
    expect(shown).not.toMatch(/\{[A-Za-z]+\}/);
    expect(privacyPage.updated.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(privacyPage.updated.before + privacyPage.updated.after).not.toContain("{");
  });

  it("names the services the code is written for as the Studio's rules know them", () => {
    for (const [name, service] of Object.entries(SERVICE_NAMES)) {
      expect(PRIVACY_FIGURES[name as keyof typeof SERVICE_NAMES].example).toBe(service);
    }
  });

  it("gives one case of each kind, as the configuration makes true, anchored by its kind", () => {
    expect(recipients.map((recipient) => recipient.id)).toEqual([
      site.integrations.emailjs.publicKey &&
      site.integrations.emailjs.serviceId &&
      site.integrations.emailjs.templateId
        ? "emailjs"
        : "own-server",
      "alternatives",
      "reviews",
      "blog",
    ]);
    const ids = new Set(PRIVACY_RECIPIENTS.map((each) => each.id.replace(/-none$/, "")));
    for (const recipient of recipients) expect(ids).toContain(recipient.id);
  });

  it("lists every key the site stores, in its order, each with its words", () => {
    expect(sessionStorageItems.map((item) => item.key)).toEqual([...SESSION_STORAGE_KEYS]);
    for (const item of sessionStorageItems) {
      expect(item.holds, item.key).not.toBe("");
      expect(item.cleared, item.key).not.toBe("");
    }
  });
});
