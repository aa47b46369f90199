// @vitest-environment node
/**
 * The privacy notice's figures from the dataset: checked by field, proposed until an editor sets
 * them, and the notice and the launch check following what the business approves; the page's
 * words (privacy-words.test.ts checks them) filled in with them.
 */

import { afterEach, describe, expect, it } from "vitest";

import {
  editedContent,
  forgetEditedContent,
  placeholdersAt,
} from "../../scripts/content/edited-content";
import type { SanityDocument } from "../dataset/embedded";
import { readDataset } from "../dataset/embedded-files.server";
import { queryOver } from "./fixtures";
import { PROPOSED_PRIVACY, readPrivacy } from "./privacy";

const read = (documents: SanityDocument[]) => readPrivacy(queryOver(documents));

const embedded = () =>
  readDataset().find((doc) => doc._id === "site-settings") as SanityDocument &
    Record<string, unknown>;

afterEach(forgetEditedContent);

/** The content as the business leaves it: a 12-month period, confirmed, and approved on `day`. */
const approvedOn = (day: string) =>
  editedContent(["privacy.ts"], [], (doc) =>
    doc._id === "site-settings"
      ? {
          ...doc,
          privacyNotice: { retentionMonths: 12, retentionConfirmed: true, approved: day },
        }
      : doc,
  );

// Each test loads the content's or the notice's modules afresh: seconds on a busy machine.
describe("the privacy notice's figures from the dataset", { timeout: 30_000 }, () => {
  it("are the site's proposal, not yet confirmed or approved", async () => {
    expect(await read([embedded()])).toEqual(PROPOSED_PRIVACY);
    const { privacyNotice: _, ...unset } = embedded();
    expect(await read([unset as SanityDocument])).toEqual(PROPOSED_PRIVACY);
  });

  it.each([
    [
      "a period in part months",
      { retentionMonths: 6.5 },
      /contact details \(site-settings\), privacyNotice\.retentionMonths: whole months/,
    ],
    [
      "no period",
      { retentionMonths: 0 },
      /contact details \(site-settings\), privacyNotice\.retentionMonths: at least 1 month/,
    ],
    [
      "a day that is not a date",
      { retentionMonths: 12, approved: "1 December" },
      /contact details \(site-settings\), privacyNotice\.approved: a date such as 2026-12-01/,
    ],
  ])("refuse %s, naming the field", async (_, privacyNotice, message) => {
    await expect(read([{ ...embedded(), privacyNotice }])).rejects.toThrow(message);
  });

  it("reach the notice, and leave the launch check, once the business approves them", async () => {
    await approvedOn("2026-12-01");
    const { enquiryRetention, noticeUpdated } = await import("../privacy/policy");
    expect(enquiryRetention).toEqual({ months: 12, placeholder: false });
    expect(noticeUpdated).toEqual({ date: "2026-12-01", placeholder: false });
    expect(await placeholdersAt("PRIVACY_IN_STUDIO")).toEqual([]);
  });

  it("ask for approval again once the site's part of the notice changes after it", async () => {
    await approvedOn("2026-01-15");
    const { noticeUpdated } = await import("../privacy/policy");
    expect(noticeUpdated.placeholder).toBe(true);
    expect(noticeUpdated.date > "2026-01-15").toBe(true);
  });

  it("reach the page as the business words them, its figures filled in", async () => {
    await editedContent(["privacy.ts", "privacy-words.ts"], [], (doc) =>
      doc._id === "privacy-words"
        ? { ...doc, keepHeadline: "Kept for {retention}, and no longer" }
        : doc._id === "site-settings"
          ? { ...doc, privacyNotice: { retentionMonths: 18 } }
          : doc,
    );
    const { privacyPage } = await import("../privacy/policy");
    expect(privacyPage.keepHeadline).toBe("Kept for 18 months, and no longer");
    expect(privacyPage.keepText.join(" ")).toContain("deleted 18 months after");
  });
});
