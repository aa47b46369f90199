import { groupDigits } from "~/format/units";

/**
 * The longest value each field of an enquiry may hold, in characters (UTF-16 code units, as both a
 * field's `maxLength` and a string's length count them): generous for any real enquiry. Defined
 * once, here, for both sides: the enquiry and booking forms give their fields these as
 * `maxLength`, so a visitor cannot type past them, and the enquiry service (server/enquiries.ts)
 * refuses anything longer, so nothing longer reaches the file.
 *
 * A booking's address is one of its own params; its note has no param of its own but is part of
 * the message (the booking form's `NOTE_MAX` keeps the whole message within its limit).
 */
export const FIELD_LIMITS = {
  from_name: 200,
  from_email: 254,
  mobile: 50,
  message: 5_000,
  booking_address: 300,
} as const;

/**
 * `text` cut to at most `max` characters, never between the two halves of a character written
 * with a surrogate pair (an emoji): a value longer than its field holds (a draft, a link's note)
 * is cut to fit, rather than refused when it is sent.
 */
export function cutTo(text: string, max: number): string {
  const cut = text.slice(0, max);
  return /[\ud800-\udbff]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/**
 * What a field's count says once its value is within a tenth of its limit ("4 620 of 5 000
 * characters"); undefined while it is further from it, when a count would only be noise.
 */
export function lengthNote(length: number, max: number): string | undefined {
  if (length < max * 0.9) return undefined;
  return `${groupDigits(length)} of ${groupDigits(max)} characters`;
}
