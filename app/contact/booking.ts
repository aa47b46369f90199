/**
 * The rules of booking a consultation, pure and shared by the booking form in the browser and the
 * enquiry service on the server: the kinds of visit and how long each takes, the offices, and
 * which dates and times can be asked for.
 *
 * Every date and time is South African Standard Time (UTC+2, no daylight saving), whatever the
 * visitor's own time zone: "today" is today in South Africa, a time on the form is a time at the
 * office. Dates are "YYYY-MM-DD" strings and times "HH:MM", as the native date input and the time
 * select hold them, so nothing here depends on the zone the code runs in.
 *
 * A request offers two or three preferred times; the business confirms one of them. A time is on
 * a half-hour grid, on a day the showrooms are open from tomorrow to about three months ahead,
 * within that day's opening hours (the visit ends by closing), never on a public holiday or other
 * closed date. The days and dates are the business's, from the content studio
 * (`~/content/generated/calendar`). A day by appointment only (Saturday) is not offered: the visitor
 * asks for one in the note.
 */
import { isExampleDetail } from "~/config/example-settings";
import { closedDates, week } from "~/content/generated/calendar";
import { sections as bookWords } from "~/content/generated/pages/book";
import { durationWords } from "~/offices/visit";
import { fillFigures } from "~/seo/page-words";
import { appointmentDays, openDaysPhrase, type DayHours } from "~/content/opening-days";
import { site } from "~/content/site";

import { LOCATIONS, plainText, storedRecord, type TemplateParams } from "./form";
import { cutTo, FIELD_LIMITS } from "./limits";
import { addDays, weekday } from "./holidays";

/** South African Standard Time, all year. */
export const TIME_ZONE = "Africa/Johannesburg";
const SAST_OFFSET_MS = 2 * 60 * 60 * 1000;

/** Times are offered every half hour. */
export const SLOT_MINUTES = 30;
/** The furthest date that can be asked for: this many days after today. */
export const HORIZON_DAYS = 91;
/** How many preferred times a request offers: at least two, at most three. */
export const MIN_CHOICES = 2;
export const MAX_CHOICES = 3;
/**
 * The longest note the form takes: with every other field full, the message that carries it stays
 * within the message's limit (`FIELD_LIMITS`).
 */
export const NOTE_MAX = 2_000;

export type VisitKind = "showroom-visit" | "site-survey" | "video-call";

export type VisitKindInfo = {
  id: VisitKind;
  label: string;
  minutes: number;
  /**
   * What the visit is, for the visitor choosing: the business's words (Pages' words, Book a visit:
   * "Kinds of visit"), with how long it takes filled in from `minutes`.
   */
  summary: string;
};

/** A kind of visit with its summary from the business's words, `{duration}` filled in. */
function withSummary(kind: Omit<VisitKindInfo, "summary">): VisitKindInfo {
  const duration = durationWords(kind.minutes);
  return {
    ...kind,
    summary: fillFigures(bookWords.visitSummaries[kind.id], {
      duration: duration.charAt(0).toUpperCase() + duration.slice(1),
    }),
  };
}

export const VISIT_KINDS: readonly VisitKindInfo[] = (
  [
    {
      id: "showroom-visit",
      label: "Showroom visit",
      minutes: 60,
    },
    {
      id: "site-survey",
      label: "Site survey",
      minutes: 90,
    },
    {
      id: "video-call",
      label: "Video call",
      minutes: 30,
    },
  ] as const
).map(withSummary);

export function visitKind(id: string | null | undefined): VisitKindInfo | undefined {
  return VISIT_KINDS.find((kind) => kind.id === id);
}

/** The offices a visit can be booked with, by city (`site.offices`). */
export const OFFICE_CITIES: readonly string[] = site.offices.map((office) => office.city);

const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const toTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** The hours of the day of the week a "YYYY-MM-DD" date falls on. */
export function hoursOn(date: string): DayHours {
  return week[(weekday(date) + 6) % 7]!;
}

const openDays = week.filter((day) => day.status === "open");
/** The earliest opening and the latest closing of the open days: the times offered before a date is chosen. */
export const OPENS = openDays.map((day) => day.opens!).sort()[0]!;
export const CLOSES = openDays
  .map((day) => day.closes!)
  .sort()
  .at(-1)!;

/** When visits can be booked, as the form says it: "on weekdays from 07:30 to 17:00". */
export const VISITING_HOURS = (() => {
  const times = new Set(openDays.map((day) => `${day.opens} to ${day.closes}`));
  return times.size === 1
    ? `on ${openDaysPhrase(week)} from ${[...times][0]}`
    : `on ${openDays.map((day) => `${day.name} ${day.opens} to ${day.closes}`).join(", ")}`;
})();

/**
 * What the form says of the days by appointment only, asked for in the note: "Saturdays are by
 * appointment: choose weekdays here and ask for a Saturday in your note." Empty when there are none.
 */
export const APPOINTMENT_NOTE = appointmentDays(week)
  .map(
    (days) =>
      `${days} are by appointment: choose ${openDaysPhrase(week)} here and ask for a ${days.slice(0, -1)} in your note.`,
  )
  .join(" ");

/** A kind of open day, for messages: "a weekday", or "a day we are open". */
const OPEN_DAY = openDaysPhrase(week) === "weekdays" ? "a weekday" : "a day we are open";

/** The public holiday or other closed date on a "YYYY-MM-DD" date, if there is one. */
export function closedDateOn(date: string): { date: string; name: string } | undefined {
  return closedDates.find((closed) => closed.date === date);
}

/**
 * The start times offered for a kind of visit: every half hour from opening, ending by closing, on
 * the date's day of the week (or across the open days before a date is chosen).
 */
export function timeOptions(kind: VisitKind | "" | undefined, date?: string): string[] {
  const minutes = visitKind(kind)?.minutes ?? Math.min(...VISIT_KINDS.map((item) => item.minutes));
  const day = date && isRealDate(date) ? hoursOn(date) : undefined;
  const [opens, closes] = day?.status === "open" ? [day.opens!, day.closes!] : [OPENS, CLOSES];
  const times: string[] = [];
  for (let start = toMinutes(opens); start + minutes <= toMinutes(closes); start += SLOT_MINUTES) {
    times.push(toTime(start));
  }
  return times;
}

/** When a visit must end by on a date: that day's closing, or the latest closing. */
export function closesOn(date?: string): string {
  const day = date && isRealDate(date) ? hoursOn(date) : undefined;
  return day?.status === "open" ? day.closes! : CLOSES;
}

/** Today's date in South Africa at a moment. */
export function sastToday(now: Date): string {
  return new Date(now.getTime() + SAST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The first and last dates that can be asked for: tomorrow, and about three months ahead. */
export function bookableRange(now: Date): { min: string; max: string } {
  const today = sastToday(now);
  return { min: addDays(today, 1), max: addDays(today, HORIZON_DAYS) };
}

/** Whether a date can be asked for at all (a weekday, no holiday, in range). */
export function isBookableDate(date: string, now: Date): boolean {
  return checkDate(date, now) === undefined;
}

/** The bookable dates from tomorrow, in order (at most `limit`). */
export function bookableDates(now: Date, limit = Infinity): string[] {
  const { min, max } = bookableRange(now);
  const dates: string[] = [];
  for (let date = min; date <= max && dates.length < limit; date = addDays(date, 1)) {
    if (isBookableDate(date, now)) dates.push(date);
  }
  return dates;
}

const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
// The blog writes its dates with a list of its own (app/format/dates.ts): one shared module would
// be a script file of its own on both pages, costing each more than these names.
const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** A date as people read it: "Tuesday 1 December 2026" (the same in every browser). */
export function formatDate(date: string): string {
  const [year, month, day] = date.split("-").map(Number);
  return `${DAY_NAMES[weekday(date)]} ${day} ${MONTH_NAMES[month! - 1]} ${year}`;
}

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function isRealDate(date: string): boolean {
  if (!DATE_PATTERN.test(date)) return false;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
}

/** Why a date cannot be asked for, or undefined when it can. */
export function checkDate(date: string, now: Date): string | undefined {
  if (date.trim() === "") return "Choose a date.";
  if (!isRealDate(date)) return "Enter the date as day, month and year.";
  const { min, max } = bookableRange(now);
  if (date < min) return `Choose a date from tomorrow, ${formatDate(min)}, onwards.`;
  if (date > max) return `We book up to three months ahead: choose a date by ${formatDate(max)}.`;
  const day = hoursOn(date);
  if (day.status === "closed")
    return `We are closed on ${day.name}s (${formatDate(date)}). Choose ${OPEN_DAY}.`;
  if (day.status === "appointment") {
    return `${day.name}s are by appointment (${formatDate(date)}): choose ${OPEN_DAY} here and ask for a ${day.name} in your note.`;
  }
  const closed = closedDateOn(date);
  if (closed) {
    return `${formatDate(date)} is a public holiday (${closed.name}), when we are closed. Choose another ${OPEN_DAY.replace(/^an? /, "")}.`;
  }
  return undefined;
}

/**
 * Why a start time cannot be asked for with this kind of visit (on this date, when one is chosen),
 * or undefined when it can.
 */
export function checkTime(
  time: string,
  kind: VisitKind | "" | undefined,
  date?: string,
): string | undefined {
  if (time.trim() === "") return "Choose a time.";
  const options = timeOptions(kind, date);
  if (options.includes(time)) return undefined;
  const info = visitKind(kind);
  return `Choose a time between ${options[0]} and ${options.at(-1)}${
    info ? `, so that the ${info.label.toLowerCase()} ends by ${closesOn(date)}` : ""
  }.`;
}

/** A visit's end time ("HH:MM") from its start. */
export function endTime(start: string, kind: VisitKind): string {
  return toTime(toMinutes(start) + visitKind(kind)!.minutes);
}

/** A date and time in South Africa as the moment it is (a UTC Date). */
export function sastMoment(date: string, time: string): Date {
  return new Date(new Date(`${date}T${time}:00Z`).getTime() - SAST_OFFSET_MS);
}

export type Choice = { date: string; time: string };

export type Booking = {
  kind: VisitKind | "";
  office: string;
  /** Always `MAX_CHOICES` entries; empty ones are left blank. */
  choices: Choice[];
  name: string;
  email: string;
  phone: string;
  /** Where a site survey is to be made: the suburb or the address. */
  address: string;
  note: string;
};

export const emptyChoice: Choice = { date: "", time: "" };

export const emptyBooking: Booking = {
  kind: "",
  office: "",
  choices: Array.from({ length: MAX_CHOICES }, () => emptyChoice),
  name: "",
  email: "",
  phone: "",
  address: "",
  note: "",
};

export function isEmptyBooking(booking: Booking): boolean {
  return (
    booking.kind === "" &&
    booking.office === "" &&
    booking.choices.every((choice) => choice.date === "" && choice.time === "") &&
    [booking.name, booking.email, booking.phone, booking.address, booking.note].every(
      (value) => value.trim() === "",
    )
  );
}

/** The field an error belongs to: the form ties each message to its control. */
export type BookingField =
  "kind" | "office" | "contact" | "address" | `date-${number}` | `time-${number}`;

export type BookingErrors = Partial<Record<BookingField, string>>;

/** An e-mail address as the browser's own e-mail field accepts it. */
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
const PHONE_PATTERN = /^\+?[\d\s()-]{7,20}$/;

/** The preferred times filled in (a date or a time given), each with its place on the form. */
function filledChoices(booking: Booking): { choice: Choice; index: number }[] {
  return booking.choices
    .map((choice, index) => ({ choice, index }))
    .filter(({ choice }) => choice.date !== "" || choice.time !== "");
}

/**
 * Every problem with a booking request, by field: an empty object means it can be sent. The
 * first two preferred times are required and the third is optional; no two may be the same.
 */
export function validateBooking(booking: Booking, now: Date): BookingErrors {
  const errors: BookingErrors = {};
  if (!visitKind(booking.kind)) errors.kind = "Choose the kind of visit.";
  if (!OFFICE_CITIES.includes(booking.office)) {
    errors.office =
      booking.kind === "site-survey"
        ? "Choose the office nearest you: it makes the survey."
        : "Choose an office.";
  }
  const email = booking.email.trim();
  const phone = booking.phone.trim();
  if (email === "" && phone === "") {
    errors.contact = "Give an e-mail address or a phone number, so that we can confirm the time.";
  } else if (email !== "" && !EMAIL_PATTERN.test(email)) {
    errors.contact = "Check the e-mail address: it should look like name@example.co.za.";
  } else if (phone !== "" && !PHONE_PATTERN.test(phone)) {
    errors.contact = "Check the phone number: digits, spaces and a leading + only.";
  }
  if (booking.kind === "site-survey" && booking.address.trim() === "") {
    errors.address = "Tell us the suburb or address where the survey is to be made.";
  }
  const seen = new Map<string, number>();
  booking.choices.forEach((choice, index) => {
    const required = index < MIN_CHOICES;
    if (!required && choice.date === "" && choice.time === "") return;
    const dateError = checkDate(choice.date, now);
    const timeError = checkTime(choice.time, booking.kind, choice.date);
    if (dateError) errors[`date-${index}`] = dateError;
    if (timeError) errors[`time-${index}`] = timeError;
    if (dateError || timeError) return;
    const key = `${choice.date} ${choice.time}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      errors[`time-${index}`] =
        `This is the same as your choice ${earlier + 1}. Choose a different day or time.`;
    } else seen.set(key, index);
  });
  return errors;
}

/** The preferred times a valid booking asks for, in the order given. */
export function chosenTimes(booking: Booking): Choice[] {
  return filledChoices(booking).map(({ choice }) => choice);
}

/** One preferred time as the e-mail and the confirmation write it. */
export function describeChoice(choice: Choice, kind: VisitKind): string {
  return `${formatDate(choice.date)}, ${choice.time}–${endTime(choice.time, kind)}`;
}

/** Where the visit happens, as the e-mail, the confirmation and the calendar file write it. */
export function visitPlace(booking: Booking): string {
  if (booking.kind === "video-call") return "Video call";
  if (booking.kind === "site-survey") return booking.address.trim();
  const office = site.offices.find((candidate) => candidate.city === booking.office);
  if (!office) return `${site.name}, ${booking.office}`;
  // An example address says so wherever it goes: the confirmation, the e-mail, the calendar.
  const example = isExampleDetail(office.address)
    ? " (an example address, not yet the showroom's)"
    : "";
  return `${site.name} ${office.city}, ${office.address}${example}`;
}

/** The subject of a request's e-mail: who it is from, when the form says. */
export function bookingSubject(booking: Booking): string {
  const name = booking.name.trim();
  return name ? `Booking request from ${name}` : "Booking request from the website";
}

/** The request as plain text: the e-mail's message, and the e-mail or WhatsApp alternative. */
export function bookingText(booking: Booking): string {
  const kind = visitKind(booking.kind);
  const lines: string[] = [];
  lines.push(
    kind
      ? `Booking request: ${kind.label} (${kind.minutes} minutes), ${
          booking.kind === "site-survey"
            ? `made by the ${booking.office || "nearest"} office`
            : `with the ${booking.office || "—"} office`
        }.`
      : "Booking request.",
  );
  const times = chosenTimes(booking);
  if (times.length > 0) {
    lines.push("", "Preferred times (South African time):");
    times.forEach((choice, index) => {
      const written =
        kind && choice.date && choice.time
          ? describeChoice(choice, kind.id)
          : `${choice.date ? formatDate(choice.date) : "(no date)"}, ${choice.time || "(no time)"}`;
      lines.push(`${index + 1}. ${written}`);
    });
  }
  if (booking.kind === "site-survey" && booking.address.trim()) {
    lines.push("", `Address: ${booking.address.trim()}`);
  }
  const contact = [
    ["Name", booking.name.trim()],
    ["E-mail", booking.email.trim()],
    ["Phone", booking.phone.trim()],
  ].filter(([, value]) => value);
  if (contact.length > 0) {
    lines.push("", ...contact.map(([label, value]) => `${label}: ${value}`));
  }
  if (booking.note.trim()) lines.push("", "Note:", booking.note.trim());
  return lines.join("\n");
}

/**
 * What the booking sends: the enquiry's six params, so that the business's existing e-mail
 * template shows the whole request in its message, and the booking's own fields, which the
 * enquiry service checks by these same rules.
 */
export type BookingParams = TemplateParams & {
  booking_kind: string;
  booking_office: string;
  /** The preferred times, "YYYY-MM-DD HH:MM" in South African time, joined by ", ". */
  booking_times: string;
  booking_address: string;
};

export function bookingParams(given: Booking): BookingParams {
  const booking = plainBooking(given);
  const office = booking.office;
  return {
    from_name: booking.name.trim(),
    from_email: booking.email.trim(),
    mobile: booking.phone.trim(),
    message: bookingText(booking),
    products: "",
    location: (LOCATIONS as readonly string[]).includes(office) ? office : "Other",
    booking_kind: booking.kind,
    booking_office: office,
    booking_times: chosenTimes(booking)
      .map((choice) => `${choice.date} ${choice.time}`)
      .join(", "),
    booking_address: booking.kind === "site-survey" ? booking.address.trim() : "",
  };
}

/** A booking's text fields without control characters (see `plainText`). */
function plainBooking(booking: Booking): Booking {
  return {
    ...booking,
    office: plainText(booking.office),
    name: plainText(booking.name),
    email: plainText(booking.email),
    phone: plainText(booking.phone),
    address: plainText(booking.address),
    note: plainText(booking.note, { multiline: true }),
  };
}

/** The names of the booking's own params, which only a booking request carries. */
export const BOOKING_PARAM_NAMES = [
  "booking_kind",
  "booking_office",
  "booking_times",
  "booking_address",
] as const;

/**
 * Checks a request's booking params by the form's rules, on the server: the kind, the office,
 * two or three different preferred times that can each be asked for, a way to reply, and an
 * address for a site survey. Then that every param, the message above all (what the e-mail
 * shows), is exactly what the form writes from those checked fields and the visitor's own note
 * (`bookingParams`): the location follows the office, the times are written "YYYY-MM-DD HH:MM,
 * …", nothing is left untrimmed. Returns the first problem, or undefined when there is none.
 */
export function checkBookingParams(
  params: Partial<Record<string, string>>,
  now: Date,
): string | undefined {
  const times = (params.booking_times ?? "")
    .split(",")
    .map((value) => value.trim())
    .filter(Boolean);
  if (times.length < MIN_CHOICES || times.length > MAX_CHOICES) {
    return `between ${MIN_CHOICES} and ${MAX_CHOICES} preferred times`;
  }
  const choices: Choice[] = [];
  for (const value of times) {
    const match = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})$/.exec(value);
    if (!match) return `a preferred time as "YYYY-MM-DD HH:MM" (${value.slice(0, 40)})`;
    choices.push({ date: match[1]!, time: match[2]! });
  }
  const booking: Booking = {
    kind: (visitKind(params.booking_kind)?.id ?? "") as VisitKind | "",
    office: params.booking_office ?? "",
    choices: [
      ...choices,
      ...Array.from({ length: MAX_CHOICES - choices.length }, () => emptyChoice),
    ],
    name: params.from_name ?? "",
    email: params.from_email ?? "",
    phone: params.mobile ?? "",
    address: params.booking_address ?? "",
    note: "",
  };
  const errors = validateBooking(booking, now);
  const first = Object.entries(errors)[0];
  if (first) return `${first[0]}: ${first[1]}`;
  // The note is the one part of the message of the visitor's own: whatever follows its heading.
  const withoutNote = bookingText(booking);
  const noteHeading = `${withoutNote}\n\nNote:\n`;
  const message = params.message ?? "";
  const note =
    message === withoutNote
      ? ""
      : message.startsWith(noteHeading)
        ? message.slice(noteHeading.length)
        : undefined;
  if (note === undefined) return "message: not the text the booking form writes for this booking";
  const expected: Record<string, string> = bookingParams({ ...booking, note });
  for (const [name, value] of Object.entries(expected)) {
    if ((params[name] ?? "") !== value) {
      return `${name}: not as the booking form writes it for this booking`;
    }
  }
  return undefined;
}

/** The names of the form's fields, as the prerendered HTML and the no-JavaScript e-mail carry them. */
export const FIELD_NAMES = {
  kind: "kind",
  office: "office",
  date: (index: number) => `date-${index + 1}`,
  time: (index: number) => `time-${index + 1}`,
  name: "name",
  email: "email",
  phone: "phone",
  address: "address",
  note: "note",
} as const;

/** The booking as the form's fields hold it (what was typed before the page hydrated). */
export function bookingFromFields(fields: Pick<FormData, "get">): Booking {
  const text = (name: string) => {
    const value = fields.get(name);
    return typeof value === "string" ? value : "";
  };
  const kind = visitKind(text(FIELD_NAMES.kind))?.id ?? "";
  const office = text(FIELD_NAMES.office);
  return {
    kind,
    office: OFFICE_CITIES.includes(office) ? office : "",
    choices: Array.from({ length: MAX_CHOICES }, (_, index) => ({
      date: text(FIELD_NAMES.date(index)),
      time: text(FIELD_NAMES.time(index)),
    })),
    name: text(FIELD_NAMES.name),
    email: text(FIELD_NAMES.email),
    phone: text(FIELD_NAMES.phone),
    address: text(FIELD_NAMES.address),
    note: text(FIELD_NAMES.note),
  };
}

/** On hydration: what the visitor typed on this page wins, the draft fills what is untouched. */
export function mergeBookingDraft(typed: Booking, draft: Booking | undefined): Booking {
  if (!draft) return typed;
  const pick = (a: string, b: string) => (a !== "" ? a : b);
  const typedTimes = typed.choices.some((choice) => choice.date || choice.time);
  return {
    kind: typed.kind || draft.kind,
    office: pick(typed.office, draft.office),
    choices: typedTimes ? typed.choices : draft.choices,
    name: pick(typed.name, draft.name),
    email: pick(typed.email, draft.email),
    phone: pick(typed.phone, draft.phone),
    address: pick(typed.address, draft.address),
    note: pick(typed.note, draft.note),
  };
}

export const BOOKING_DRAFT_KEY = "vaja:booking-draft";

/** Reads a stored draft, keeping only what the form can hold; anything malformed is dropped. */
export function parseBookingDraft(stored: string | null): Booking | undefined {
  const record = storedRecord(stored);
  if (!record) return undefined;
  // Each text cut to what its field holds: a draft may be older than the limits.
  const text = (value: unknown, max = NOTE_MAX) =>
    typeof value === "string" ? cutTo(value, max) : "";
  const stored3 = Array.isArray(record.choices) ? record.choices : [];
  const booking: Booking = {
    kind: visitKind(text(record.kind))?.id ?? "",
    office: OFFICE_CITIES.includes(text(record.office)) ? text(record.office) : "",
    choices: Array.from({ length: MAX_CHOICES }, (_, index) => {
      const item = stored3[index] as Record<string, unknown> | undefined;
      const date = text(item?.date, 10);
      const time = text(item?.time, 5);
      return {
        date: DATE_PATTERN.test(date) ? date : "",
        time: /^\d{2}:\d{2}$/.test(time) ? time : "",
      };
    }),
    name: text(record.name, FIELD_LIMITS.from_name),
    email: text(record.email, FIELD_LIMITS.from_email),
    phone: text(record.phone, FIELD_LIMITS.mobile),
    address: text(record.address, FIELD_LIMITS.booking_address),
    note: text(record.note),
  };
  return isEmptyBooking(booking) ? undefined : booking;
}

export function serializeBookingDraft(booking: Booking): string | undefined {
  return isEmptyBooking(booking) ? undefined : JSON.stringify(booking);
}
