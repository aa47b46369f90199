/**
 * The enquiry stand-in: answers `POST /api/v1.0/email/send` the way EmailJS does when no EmailJS
 * account is configured. The browser's SDK is pointed at the site's own origin; this handler
 * checks the ids as EmailJS would and the enquiry by the form's own rules, appends each enquiry to
 * a local NDJSON file (one JSON object a line) and logs a one-line summary, so no enquiry is lost.
 *
 * The endpoint is public, so it defends itself: JSON only (a cross-site page cannot post JSON
 * without a CORS preflight, and this endpoint answers none), a small body, a limit per client and
 * one for everybody, the form's honeypot, and a deadline on the write. Whatever goes wrong, the
 * browser gets an error status and the visitor the failure state with its e-mail and WhatsApp
 * alternatives, the draft kept.
 *
 * The file is `var/enquiries.ndjson` in the project unless ENQUIRIES_FILE names another (a
 * server-side setting: it never reaches the browser).
 */
import { isAbsolute, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import { z } from "zod";

import { BOOKING_PARAM_NAMES, checkBookingParams } from "../app/contact/booking";
import { EMAILJS_SEND_PATH, EMBEDDED_EMAILJS } from "../app/contact/embedded";
import {
  LOCATIONS,
  MAX_SAUNAS,
  plainText,
  PRODUCT_LABELS,
  SAUNA_LABELS,
} from "../app/contact/form";
import { FIELD_LIMITS } from "../app/contact/limits";
import { AppendError, appendQueue, type AppendQueueOptions } from "./append-queue";
import { clientKey, type TrustProxy } from "./client-address";
import {
  CONTROL_CHARACTER,
  describeError,
  escapeControl,
  floodReport,
  logInfo,
  logProblem,
} from "./log";
import { rateLimiter, type Limit, type Verdict } from "./rate-limit";
import { readBody, requestUrl } from "./request-body";
import { issuesText, sendEmpty, sendText } from "./responses";
import type { Handler } from "./static-server";

const projectDir = fileURLToPath(new URL("..", import.meta.url));

/** Where enquiries are kept: ENQUIRIES_FILE (relative to the project) or var/enquiries.ndjson. */
export function enquiriesFile(setting = process.env.ENQUIRIES_FILE): string {
  const path = setting?.trim() || "var/enquiries.ndjson";
  return isAbsolute(path) ? path : resolve(projectDir, path);
}

const MINUTE = 60_000;
/** The key of everybody's shared limit. */
const EVERYBODY = "everybody";
const HOUR = 60 * MINUTE;

/**
 * The limits, shared fairly: no handful of sources can use up what everybody shares.
 *
 * - Per client, every attempt: 5 a minute and 30 an hour, refused ones too, so that nobody can
 *   probe the rules without limit; enough for a visitor who retries after a mistake.
 * - Per client, enquiries accepted for the file: 5 an hour, enough for a visitor who sends a few
 *   enquiries for different rooms. This is a source's share of everybody's allowance.
 * - Everybody together, enquiries accepted for the file: 500 an hour, so it takes 100 sources,
 *   each at its own limit, to fill it. That is far above what a small business receives, and it
 *   bounds how fast the file can grow however many addresses a flood comes from: 500 enquiries
 *   from bodies of at most `MAX_BODY_BYTES` (32 KiB), some 16 MiB an hour.
 *
 * Only enquiries accepted for the file count towards the last two, so refused requests use up
 * neither a source's share nor everybody's allowance.
 */
export const ENQUIRY_LIMITS: { perClient: Limit[]; acceptedPerClient: Limit[]; overall: Limit[] } =
  {
    perClient: [
      { max: 5, windowMs: MINUTE },
      { max: 30, windowMs: HOUR },
    ],
    acceptedPerClient: [{ max: 5, windowMs: HOUR }],
    overall: [{ max: 500, windowMs: HOUR }],
  };

/** Far more than the longest enquiry the field limits allow, even in three-byte characters. */
const MAX_BODY_BYTES = 32 * 1024;

/** A list as the form joins it ("Aurora, Kaelis"): known names, each once. */
const joinedList = (names: readonly string[], { min, max }: { min: number; max: number }) =>
  z
    .string()
    .max(200)
    .transform((value) => (value.trim() === "" ? [] : value.split(",").map((name) => name.trim())))
    .refine((list) => list.every((name) => names.includes(name)), `one of ${names.join(", ")}`)
    .refine((list) => new Set(list).size === list.length, "each name once")
    .refine((list) => list.length >= min && list.length <= max, `between ${min} and ${max}`)
    .transform((list) => list.join(", "));

/**
 * What the enquiry is about, as the form joins it ("Aurora, Kaelis, Steam room"): the names of
 * the saunas and of the other interests the form offers, each once, and at most two saunas.
 */
const products = joinedList(PRODUCT_LABELS, { min: 0, max: PRODUCT_LABELS.length }).refine(
  (joined) => joined.split(", ").filter((name) => SAUNA_LABELS.includes(name)).length <= MAX_SAUNAS,
  `at most ${MAX_SAUNAS} saunas`,
);

/**
 * A single line of text: control characters are refused (the form sends none); invisible format
 * characters (bidi controls, zero-width spaces and the like) are removed, as the form removes
 * them (`plainText`), so they are neither kept nor logged even when a request did not come from
 * the form.
 */
const singleLine = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => !CONTROL_CHARACTER.test(value), "a single line of text")
    .transform((value) => plainText(value));

const line = (max: number) => singleLine(max).default("");

/**
 * The six template params the form sends (app/contact/form.ts), by the form's rules: at least one
 * location, only the interests the form offers and at most two saunas among them, an e-mail
 * address the browser's own e-mail field would accept.
 * `website` is the form's honeypot, which people never see.
 */
export const templateParamsSchema = z.strictObject({
  from_name: line(FIELD_LIMITS.from_name),
  from_email: singleLine(FIELD_LIMITS.from_email)
    .pipe(z.union([z.literal(""), z.email({ pattern: z.regexes.html5Email })]))
    .default(""),
  mobile: line(FIELD_LIMITS.mobile),
  // Line breaks and tabs kept; other control characters, bidi controls, zero-width spaces, word
  // joiners and byte order marks removed, as the form does.
  message: z
    .string()
    .max(FIELD_LIMITS.message)
    .transform((value) => plainText(value, { multiline: true }))
    .default(""),
  products: products.default(""),
  location: joinedList(LOCATIONS, { min: 1, max: LOCATIONS.length }),
  website: z.string().max(500).optional(),
  // A booking request (/contact/book) sends these too; `parseSendRequest` checks them by the
  // booking form's own rules (app/contact/booking.ts).
  booking_kind: singleLine(40).optional(),
  booking_office: singleLine(100).optional(),
  booking_times: singleLine(200).optional(),
  booking_address: singleLine(FIELD_LIMITS.booking_address).optional(),
});

/** EmailJS's required ids: the body field, how EmailJS names it, and where to find it. */
const requiredIds = [
  {
    field: "user_id",
    label: "Public Key",
    expected: EMBEDDED_EMAILJS.publicKey,
    where: "https://dashboard.emailjs.com/admin/account",
  },
  {
    field: "service_id",
    label: "service ID",
    expected: EMBEDDED_EMAILJS.serviceId,
    where: "https://dashboard.emailjs.com/admin",
  },
  {
    field: "template_id",
    label: "template ID",
    expected: EMBEDDED_EMAILJS.templateId,
    where: "https://dashboard.emailjs.com/admin/templates",
  },
] as const;

export type Enquiry = {
  receivedAt: string;
  serviceId: string;
  templateId: string;
  templateParams: Record<string, string>;
};

export type SendRequest =
  { ok: true; enquiry: Enquiry; honeypot: boolean } | { ok: false; message: string };

/** Checks a send request's body as EmailJS does, then by the form's rules. */
export function parseSendRequest(body: string, now: Date = new Date()): SendRequest {
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    return { ok: false, message: "The request body is not valid JSON" };
  }
  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    return { ok: false, message: "The request body is not valid JSON" };
  }
  const record = data as Record<string, unknown>;
  for (const { field, label, expected, where } of requiredIds) {
    const value = record[field];
    if (typeof value !== "string" || value.trim() === "") {
      return { ok: false, message: `The ${label} is required. To find this ID, visit ${where}` };
    }
    if (value !== expected) {
      return { ok: false, message: `The ${label} is invalid. To find this ID, visit ${where}` };
    }
  }
  const params = templateParamsSchema.safeParse(record.template_params ?? {});
  if (!params.success) {
    return { ok: false, message: `The template params are invalid (${issuesText(params.error)})` };
  }
  const { website, ...fields } = params.data;
  // Optional params left out are not kept as empty fields.
  const templateParams = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as Record<string, string>;
  if (BOOKING_PARAM_NAMES.some((name) => templateParams[name] !== undefined)) {
    // A booking: the kind, the office, two or three preferred times that can be asked for now
    // (no Sunday, no public holiday, in opening hours, from tomorrow), a way to reply.
    const problem = checkBookingParams(templateParams, now);
    if (problem) return { ok: false, message: `The booking is invalid (${problem})` };
  }
  return {
    ok: true,
    honeypot: Boolean(website?.trim()),
    enquiry: {
      receivedAt: now.toISOString(),
      serviceId: record.service_id as string,
      templateId: record.template_id as string,
      templateParams,
    },
  };
}

/** The one line logged per enquiry: who, about what, and where it was kept. */
export function enquirySummary(enquiry: Enquiry, file: string): string {
  const { from_name, from_email, products, location, booking_kind, booking_times } =
    enquiry.templateParams;
  const who = [from_name || "(no name)", from_email ? `<${from_email}>` : ""]
    .filter(Boolean)
    .join(" ");
  const booking = booking_kind ? `${booking_kind} at ${booking_times}` : "";
  const about = [products, booking, location].filter(Boolean).join("; ");
  const where = relative(process.cwd(), file) || file;
  return escapeControl(`Enquiry from ${who}${about ? ` (${about})` : ""} saved to ${where}`);
}

export type EnquiryStandInOptions = {
  /** The NDJSON file enquiries are appended to. */
  file?: string;
  /** Writes one log line; `problem` lines go to the error log by default. */
  log?: (line: string, problem?: boolean) => void;
  now?: () => Date;
  trustProxy?: TrustProxy;
  limits?: typeof ENQUIRY_LIMITS;
  /** How the file is written: deadline, queue, and (in tests) the write itself. */
  writing?: Omit<AppendQueueOptions, "onLateWrite">;
};

export type EnquiryStandIn = Handler & {
  /** True while a write to the file is under way (see append-queue.ts). */
  writing: () => boolean;
  /**
   * Resolves once every enquiry accepted so far is written (or has failed); logs the refusals
   * not yet reported first. The server calls it as it stops.
   */
  settled: () => Promise<void>;
};

export function enquiryStandIn({
  file = enquiriesFile(),
  log = (line, problem) => (problem ? logProblem(line) : logInfo(line)),
  now = () => new Date(),
  trustProxy,
  limits = ENQUIRY_LIMITS,
  writing,
}: EnquiryStandInOptions = {}): EnquiryStandIn {
  const clock = () => now().getTime();
  const perClient = rateLimiter(limits.perClient, { now: clock });
  const acceptedPerClient = rateLimiter(limits.acceptedPerClient, { now: clock });
  const overall = rateLimiter(limits.overall, { now: clock });
  const where = relative(process.cwd(), file) || file;
  const queue = appendQueue(file, {
    ...writing,
    onLateWrite: (error) =>
      log(
        error
          ? `An enquiry whose write had timed out failed after all: ${describeError(error)}`
          : `An enquiry whose write had timed out was saved to ${where} after all`,
        Boolean(error),
      ),
  });

  // A flood is reported, not echoed: the first refusal at once, then a count at most once a
  // minute, until every refusal has been counted in a line.
  const refusals = floodReport(
    ({ count, latest: client }) =>
      log(
        `Too many enquiries: refused ${count} since the last report, the latest from ${client}`,
        true,
      ),
    { intervalMs: MINUTE, now: clock },
  );

  /** Whether an enquiry from `client` may be kept now: its share, and everybody's allowance. */
  function mayKeep(client: string): Verdict {
    const mine = acceptedPerClient.check(client);
    return mine.ok ? overall.check(EVERYBODY) : mine;
  }

  const handle = async (req: Parameters<Handler>[0], res: Parameters<Handler>[1]) => {
    if (requestUrl(req)?.pathname !== EMAILJS_SEND_PATH) return false;

    if (req.method === "OPTIONS") {
      // No Access-Control-* headers: only the site's own pages, on its own origin, may send.
      sendEmpty(res, 204, { Allow: "POST, OPTIONS" });
      return true;
    }
    if (req.method !== "POST") {
      sendText(res, 405, "Method Not Allowed", { Allow: "POST, OPTIONS" });
      return true;
    }

    const client = clientKey(req, trustProxy);
    const tooMany = (verdict: { retryAfterMs: number }) => {
      refusals.note(client);
      const retryAfter = String(Math.ceil(verdict.retryAfterMs / 1000));
      sendText(res, 429, "Too Many Requests", { "Retry-After": retryAfter });
      return true;
    };
    // A client's own limit on attempts counts every one, refused ones too, so that nobody can
    // probe the rules without limit. The limits on accepted enquiries (the client's share and
    // everybody's) are only looked at here: what one client gets refused never uses them up.
    const own = perClient.take(client);
    if (!own.ok) return tooMany(own);
    const allowed = mayKeep(client);
    if (!allowed.ok) return tooMany(allowed);
    const type = String(req.headers["content-type"] ?? "")
      .split(";")[0]!
      .trim()
      .toLowerCase();
    if (type !== "application/json") {
      sendText(res, 415, "The request body must be JSON (Content-Type: application/json)");
      return true;
    }

    const body = await readBody(req, MAX_BODY_BYTES);
    if (body === undefined) {
      // The connection is then closed, gracefully (see readBody): the rest is not read.
      sendText(res, 413, "Payload Too Large", { Connection: "close" });
      return true;
    }
    const parsed = parseSendRequest(body, now());
    if (!parsed.ok) {
      sendText(res, 400, parsed.message);
      return true;
    }
    if (parsed.honeypot) {
      // Bots see the usual success, so they have no reason to try again differently.
      log(`Dropped an enquiry with the hidden honeypot field filled in, from ${client}`);
      sendText(res, 200, "OK");
      return true;
    }
    // Counted now that it is to be kept (others may have filled the allowance meanwhile), in the
    // client's share and everybody's together, or in neither.
    const counted = mayKeep(client);
    if (!counted.ok) return tooMany(counted);
    acceptedPerClient.take(client);
    overall.take(EVERYBODY);
    try {
      await queue.append(`${JSON.stringify(parsed.enquiry)}\n`);
    } catch (error) {
      const status = error instanceof AppendError ? 503 : 500;
      log(`Enquiry could not be saved to ${where}: ${describeError(error)}`, true);
      sendText(res, status, status === 503 ? "Service Unavailable" : "Internal Server Error");
      return true;
    }
    log(enquirySummary(parsed.enquiry, file));
    sendText(res, 200, "OK");
    return true;
  };
  return Object.assign(handle, {
    writing: queue.writing,
    settled: () => {
      // The server is stopping: the refusals not yet reported are reported now.
      refusals.flush();
      return queue.settled();
    },
  });
}
