/**
 * How soon the business replies, as it sets it on Contact details ("How soon you reply"): read by
 * `npm run content` with `REPLY_QUERY`, checked by the Studio's own rule
 * (content-studio/rules/reply.ts) and written to `generated/reply.ts`, which `site.ts` reads. Until
 * the business sets it, the site promises `REPLY_HOURS.proposed`.
 */
import { z } from "zod";

import { REPLY_HOURS, replyHoursProblem } from "../../content-studio/rules/reply";
import { type ContentQuery, contactDetailsPart } from "./check";
import { published } from "../dataset/groq";

export const REPLY_QUERY = `*[_type == "siteSettings" && ${published}] | order(_id asc) {
  _id,
  replyHours
}`;

export const replyDocument = z
  .object({ _id: z.string(), replyHours: z.unknown() })
  .superRefine(({ replyHours }, context) => {
    const problem =
      replyHours === undefined || replyHours === null ? undefined : replyHoursProblem(replyHours);
    if (problem) context.addIssue({ code: "custom", message: problem, path: ["replyHours"] });
  })
  .transform(({ replyHours }) => (typeof replyHours === "number" ? replyHours : undefined));

/** The hours the business promises to reply within. */
export async function readReplyHours(query: ContentQuery): Promise<number> {
  return contactDetailsPart(await query(REPLY_QUERY), replyDocument, REPLY_HOURS.proposed);
}
