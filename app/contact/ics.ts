/**
 * A calendar file (iCalendar, RFC 5545) holding a booking request's preferred times, so that the
 * visitor can keep them free until the business confirms one: one tentative event per time.
 *
 * Pure: the confirmation builds the file in the browser and offers it as a download. Lines end in
 * CRLF and are folded at 75 octets; text is escaped; times are written in UTC (the form's times are
 * South African time, turned into moments by `sastMoment`).
 */
import { endTime, sastMoment, visitKind, visitPlace, type Booking, type Choice } from "./booking";

/** Escapes a TEXT value: backslash, semicolon, comma and line breaks. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/**
 * Folds a content line so that no line is longer than 75 octets (UTF-8), continuing on lines that
 * begin with a space; a character is never split.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    // The first line holds 75 octets; each continuation holds 74 after its leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** A moment as an iCalendar UTC DATE-TIME: 20261201T070000Z. */
export function icsTime(moment: Date): string {
  return moment
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

export type CalendarOptions = {
  /** When the file is made (DTSTAMP). */
  now: Date;
  /** Unique for this request: each event's UID is this with the time's number, at `host`. */
  id: string;
  /** The site's host name, which makes the UIDs globally unique. */
  host: string;
  /** The business's name, for the events' titles. */
  businessName: string;
};

/** The calendar file for a valid booking's preferred times. */
export function bookingCalendar(
  booking: Booking,
  times: readonly Choice[],
  { now, id, host, businessName }: CalendarOptions,
): string {
  const kind = visitKind(booking.kind)!;
  const place = visitPlace(booking);
  const description = [
    `You asked ${businessName} for a ${kind.label.toLowerCase()} and offered ${times.length} times.`,
    "This is one of them. We will confirm one time; you can delete the others then.",
  ].join("\n");
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${escapeText(businessName)}//Booking//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
  ];
  times.forEach((choice, index) => {
    lines.push(
      "BEGIN:VEVENT",
      `UID:${id}-${index + 1}@${host}`,
      `DTSTAMP:${icsTime(now)}`,
      `DTSTART:${icsTime(sastMoment(choice.date, choice.time))}`,
      `DTEND:${icsTime(sastMoment(choice.date, endTime(choice.time, kind.id)))}`,
      `SUMMARY:${escapeText(`${kind.label} with ${businessName} (to be confirmed)`)}`,
      `LOCATION:${escapeText(place)}`,
      `DESCRIPTION:${escapeText(description)}`,
      "STATUS:TENTATIVE",
      "TRANSP:OPAQUE",
      "END:VEVENT",
    );
  });
  lines.push("END:VCALENDAR");
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
