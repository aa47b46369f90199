/**
 * The privacy notice's two figures that are the business's to decide, as editors keep them in the
 * content studio (Contact details → Privacy notice): how long an enquiry or a booking is kept when
 * it leads to no work, and the date the business approved the notice. `npm run content` reads them
 * with this query, checks them and writes `generated/privacy.ts`, which `privacy/policy.ts` reads.
 * Until an editor sets them, the site's proposed period stands, unconfirmed.
 */
import { z } from "zod";

import { type ContentQuery, contactDetailsPart } from "./check";
import { published } from "../dataset/groq";

export interface PrivacyFigures {
  /** How long an enquiry is kept, and whether the business has confirmed it. */
  retention: { months: number; placeholder: boolean };
  /** When the business approved the notice (YYYY-MM-DD), once it has. */
  approved?: string;
}

/** The period the site proposes until the business sets its own. */
export const PROPOSED_PRIVACY: PrivacyFigures = { retention: { months: 24, placeholder: true } };

export const PRIVACY_QUERY = `*[_type == "siteSettings" && ${published}] | order(_id asc) {
  _id,
  privacyNotice
}`;

export const privacyDocument = z
  .object({
    _id: z.string(),
    privacyNotice: z
      .object({
        retentionMonths: z
          .number()
          .int("whole months")
          .min(1, "at least 1 month")
          .max(120, "at most 120 months"),
        retentionConfirmed: z.boolean().nullish(),
        approved: z
          .string()
          .regex(/^\d{4}-\d{2}-\d{2}$/, "a date such as 2026-12-01")
          .nullish(),
      })
      .nullish(),
  })
  .transform(({ privacyNotice }): PrivacyFigures | undefined =>
    privacyNotice
      ? {
          retention: {
            months: privacyNotice.retentionMonths,
            placeholder: !privacyNotice.retentionConfirmed,
          },
          ...(privacyNotice.approved ? { approved: privacyNotice.approved } : {}),
        }
      : undefined,
  );

/** Reads and checks the privacy notice's figures; the proposed ones when no editor has set them. */
export async function readPrivacy(query: ContentQuery): Promise<PrivacyFigures> {
  return contactDetailsPart(await query(PRIVACY_QUERY), privacyDocument, PROPOSED_PRIVACY);
}
