/**
 * The password in front of the editors' preview of drafts (app/config/drafts.ts) when `npm start`
 * serves it: every request must carry it (HTTP Basic authentication, any user name), or is answered
 * 401 and shown nothing. A static host puts its own access control in front instead (docs/content.md,
 * "A preview of drafts").
 *
 * Wrong passwords are limited per client (`GUESS_LIMITS`): beyond them a client's every request
 * that carries a password is answered 429 without the password being looked at, so a lucky guess
 * inside the lockout is worth nothing either. Wrong guesses are logged as counts, never one line
 * each, and never with what was guessed.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";

import { DRAFTS_ROBOTS } from "../app/config/drafts";
import { clientKey, type TrustProxy } from "./client-address";
import { floodReport, logProblem } from "./log";
import { rateLimiter, type Limit } from "./rate-limit";
import { forEveryAnswer, sendText, type EveryAnswer } from "./responses";

/** The fewest characters the preview's password may have. */
export const MIN_DRAFTS_PASSWORD = 12;

/**
 * Wrong passwords one client may give: ten a minute, for an editor who mistypes, and fifty an
 * hour, which leaves a password of twelve characters out of reach of guessing.
 */
export const GUESS_LIMITS: readonly Limit[] = [
  { max: 10, windowMs: 60_000 },
  { max: 50, windowMs: 60 * 60_000 },
];

/** How often, at most, a run of wrong guesses is reported after its first. */
const REPORT_EVERY_MS = 60_000;
/** Clients counted for one report; beyond them a report says "at least". */
const MAX_COUNTED_CLIENTS = 10_000;

/**
 * How every answer of the preview goes out, whichever part of the server gives it: asking not to
 * be indexed, and kept by no shared cache (a CDN or proxy in front would hand it to anyone).
 */
export const DRAFTS_ANSWERS = {
  alwaysHeaders: { "X-Robots-Tag": DRAFTS_ROBOTS },
  privateCache: true,
} as const satisfies EveryAnswer;

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

export type DraftsGateOptions = {
  /** The proxies whose X-Forwarded-For says who the client is (`TRUST_PROXY`, client-address.ts). */
  trustProxy?: TrustProxy;
  limits?: readonly Limit[];
  /** Writes one line to the log (the error log by default). */
  log?: (line: string) => void;
  now?: () => number;
  /** How often, at most, a run of wrong guesses is reported after its first. */
  reportEveryMs?: number;
};

/** The preview's password from the environment; a build of drafts is never served without one. */
export function draftsPassword(source: Record<string, string | undefined>): string {
  const password = source.SITE_DRAFTS_PASSWORD?.trim() ?? "";
  if (password.length < MIN_DRAFTS_PASSWORD) {
    throw new Error(
      `SITE_DRAFTS_PASSWORD: this build shows the content studio's drafts, which only editors may see; set a password of at least ${MIN_DRAFTS_PASSWORD} characters to serve it.`,
    );
  }
  return password;
}

/** Whether the request carries the password. */
export function signedIn(req: IncomingMessage, password: string): boolean {
  const match = /^Basic ([A-Za-z0-9+/]{1,1024}={0,2})$/i.exec(
    req.headers.authorization?.trim() ?? "",
  );
  if (!match) return false;
  const credentials = Buffer.from(match[1]!, "base64").toString("utf8");
  const colon = credentials.indexOf(":");
  if (colon < 0) return false;
  const given = credentials.slice(colon + 1);
  // Digests of equal length, compared in constant time: the answer's timing says nothing.
  const digest = (text: string) => createHash("sha256").update(text, "utf8").digest();
  return timingSafeEqual(digest(given), digest(password));
}

/**
 * Whether the request carries any credentials at all. A browser's first request carries none and
 * is answered with the challenge that makes it ask for the password: that is no guess.
 */
function carriesCredentials(req: IncomingMessage): boolean {
  return (req.headers.authorization?.trim() ?? "") !== "";
}

/**
 * `handler`, for requests that carry the password; a 401 asking for it, for any other; a 429 for
 * a client that has guessed wrong too often. Every answer asks not to be indexed, and none may be
 * kept by a shared cache, whatever this process's own configuration says of the build it serves.
 */
export function draftsGate(
  password: string,
  handler: Handler,
  {
    trustProxy,
    limits = GUESS_LIMITS,
    log = logProblem,
    now = Date.now,
    reportEveryMs = REPORT_EVERY_MS,
  }: DraftsGateOptions = {},
): Handler {
  const guesses = rateLimiter(limits, { now });
  // Wrong guesses as counts: the first of a run at once, with its client, then at most a line
  // each `reportEveryMs` with how many came since, and from how many clients.
  const report = floodReport(
    ({ first, kinds, latest, sources }) => {
      if (first) {
        return log(
          kinds.wrong
            ? `Preview of drafts: a wrong password from ${latest}; more are counted and reported together`
            : `Preview of drafts: refused a password from ${latest} unchecked: too many wrong ones; more are counted and reported together`,
        );
      }
      const wrong = kinds.wrong ?? 0;
      const counted = sources >= MAX_COUNTED_CLIENTS ? `at least ${sources}` : sources;
      log(
        `Preview of drafts: ${wrong} more wrong ${wrong === 1 ? "password" : "passwords"} and ` +
          `${kinds.refused ?? 0} refused unchecked (too many wrong) since the line before, ` +
          `from ${counted} ${sources === 1 ? "client" : "clients"}`,
      );
    },
    { intervalMs: reportEveryMs, now, maxSources: MAX_COUNTED_CLIENTS },
  );

  return (req, res) => {
    forEveryAnswer(res, DRAFTS_ANSWERS);
    const challenge = (text: string) =>
      sendText(res, 401, text, {
        "WWW-Authenticate": 'Basic realm="Preview of drafts", charset="UTF-8"',
      });
    if (!carriesCredentials(req)) {
      return challenge(
        "This is the editors' preview of unpublished changes. Sign in with the preview's password.",
      );
    }
    const client = clientKey(req, trustProxy);
    // Looked at before the password: inside a lockout, the right one waits too.
    const allowed = guesses.check(client);
    if (!allowed.ok) {
      report.note(client, "refused");
      const seconds = Math.ceil(allowed.retryAfterMs / 1000);
      return sendText(
        res,
        429,
        `Too many wrong passwords for the preview of drafts: try again in ${seconds} s.`,
        { "Retry-After": String(seconds) },
      );
    }
    if (signedIn(req, password)) return handler(req, res);
    guesses.take(client);
    report.note(client, "wrong");
    challenge("Wrong password for the editors' preview of unpublished changes.");
  };
}
