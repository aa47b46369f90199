/**
 * How soon the business answers: an enquiry, and a request to book a visit. One figure in hours,
 * kept on Contact details, which the forms, the thank-you page, the booking page and any page's
 * words that name `{replyTime}` say. The Studio's field and the site's content check hold it to
 * this rule. No imports, so that the Studio's dev server can load it.
 */

/** The fewest and most hours the business may promise, and what it promises until it says. */
export const REPLY_HOURS = { least: 1, most: 72, proposed: 24 } as const;

/** What is wrong with `hours` as a reply time, or undefined. */
export function replyHoursProblem(hours: unknown): string | undefined {
  if (typeof hours !== "number" || !Number.isInteger(hours)) return "a whole number of hours";
  if (hours < REPLY_HOURS.least || hours > REPLY_HOURS.most)
    return `${REPLY_HOURS.least} to ${REPLY_HOURS.most} hours`;
  return undefined;
}

/** The reply time as the words say it after "within": "24 hours", "an hour". */
export function replyTimeText(hours: number): string {
  return hours === 1 ? "an hour" : `${hours} hours`;
}
