/**
 * How soon the business replies, set once on Contact details: every form, the thank-you and
 * booking pages and the words that name {replyTime} say it; a value out of range is refused in the
 * Studio and the build alike, naming the document and the field.
 */
import { afterEach, describe, expect, it } from "vitest";

import { editedContent, forgetEditedContent } from "../../scripts/content/edited-content";
import { REPLY_HOURS, replyHoursProblem, replyTimeText } from "../../content-studio/rules/reply";
import { siteSettings } from "../../content-studio/schemaTypes/site-settings";
import { queryOver } from "./fixtures";
import { readReplyHours } from "./reply";

afterEach(forgetEditedContent);

const settings = (fields: Record<string, unknown>) => ({
  _id: "site-settings",
  _type: "siteSettings",
  ...fields,
});

describe("how soon the business replies", () => {
  it("is a whole number of hours within a working promise", () => {
    expect(replyHoursProblem(24)).toBeUndefined();
    expect(replyHoursProblem(1)).toBeUndefined();
    expect(replyHoursProblem(0)).toBe("1 to 72 hours");
    expect(replyHoursProblem(96)).toBe("1 to 72 hours");
    expect(replyHoursProblem(2.5)).toBe("a whole number of hours");
    expect(replyHoursProblem("24")).toBe("a whole number of hours");
    expect(replyTimeText(24)).toBe("24 hours");
    expect(replyTimeText(1)).toBe("an hour");
  });

  it("is read from Contact details, the site's promise standing until it is set", async () => {
    expect(await readReplyHours(queryOver([settings({ replyHours: 48 })]))).toBe(48);
    expect(await readReplyHours(queryOver([settings({})]))).toBe(REPLY_HOURS.proposed);
    expect(await readReplyHours(queryOver([]))).toBe(REPLY_HOURS.proposed);
    await expect(readReplyHours(queryOver([settings({ replyHours: 0 })]))).rejects.toThrow(
      /contact details .*\(site-settings\), replyHours: 1 to 72 hours/,
    );
  });

  it("is refused in the Studio by the same rule", () => {
    const field = siteSettings.fields.find((each) => each.name === "replyHours");
    expect(field).toBeDefined();
    expect(field!.description).toContain(`${REPLY_HOURS.least} to ${REPLY_HOURS.most}`);
  });

  it(
    "changed in the Studio, is what the forms and the pages say",
    { timeout: 60_000 },
    async () => {
      await editedContent(["reply.ts"], [], (doc) =>
        doc._type === "siteSettings" ? { ...doc, replyHours: 48 } : doc,
      );
      const { site } = await import("./site");
      expect(site.replyTime).toBe("48 hours");
      const { fillFigures } = await import("../seo/page-words");
      const { words } = await import("./generated/pages/thankYou");
      expect(
        fillFigures(words.description, { replyTime: site.replyTime, officeCities: "" }),
      ).toMatch(/reply within 48 hours/);
    },
  );
});
