/**
 * How the guides' figures and rich text read: durations, warranty periods, and the plain text of
 * an answer (what the FAQPage data carries, word for word what the page shows).
 */
import { measure, span } from "./units";

import type { Duration, Rich } from "../guides/schema";

/** A link inside a run of text. */
export function link(text: string, href: string) {
  return { text, href };
}

/** The words of a run of text, links included, as a reader sees them. */
export function richText(rich: Rich): string {
  return rich.map((part) => (typeof part === "string" ? part : part.text)).join("");
}

/** The paragraphs of an answer as one plain text, separated as the page separates them. */
export function plainText(paragraphs: readonly Rich[]): string {
  return paragraphs.map(richText).join("\n\n");
}

const unitWords = {
  minute: ["minute", "minutes"],
  hour: ["hour", "hours"],
  day: ["day", "days"],
  week: ["week", "weeks"],
} as const;

/** "1–2 hours", "1 day", "3–6 weeks", kept on one line. */
export function durationText({ from, to, unit }: Duration): string {
  const [one, many] = unitWords[unit];
  if (from === to) return measure(from, from === 1 ? one : many);
  return span(from, to, many);
}

/** "2 years", "1 year", "18 months": a warranty period given in years. */
export function periodText(years: number): string {
  if (Number.isInteger(years)) return measure(years, years === 1 ? "year" : "years");
  const months = Math.round(years * 12);
  return measure(months, months === 1 ? "month" : "months");
}

const daysPer = { minute: 1 / 480, hour: 1 / 8, day: 1, week: 7 } as const;

/** The shortest and longest a journey of these durations takes, in whole weeks. */
export function totalWeeks(durations: readonly Duration[]): { from: number; to: number } {
  const days = (pick: "from" | "to") =>
    durations.reduce((sum, duration) => sum + duration[pick] * daysPer[duration.unit], 0);
  return { from: Math.max(1, Math.floor(days("from") / 7)), to: Math.ceil(days("to") / 7) };
}
