/**
 * The password in front of the editors' preview of drafts (app/config/drafts.ts) when `npm start`
 * serves it: every request must carry it (HTTP Basic authentication, any user name), or is answered
 * 401 and shown nothing. A static host puts its own access control in front instead (README,
 * "A preview of drafts").
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";

import { DRAFTS_ROBOTS } from "../app/config/drafts";
import { sendText } from "./responses";

/** The fewest characters the preview's password may have. */
export const MIN_DRAFTS_PASSWORD = 12;

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

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
 * `handler`, for requests that carry the password; a 401 asking for it, for any other. Every answer
 * asks not to be indexed, whatever this process's own configuration says of the build it serves.
 */
export function draftsGate(password: string, handler: Handler): Handler {
  return (req, res) => {
    res.setHeader("X-Robots-Tag", DRAFTS_ROBOTS);
    if (signedIn(req, password)) return handler(req, res);
    sendText(
      res,
      401,
      "This is the editors' preview of unpublished changes. Sign in with the preview's password.",
      { "WWW-Authenticate": 'Basic realm="Preview of drafts", charset="UTF-8"' },
    );
  };
}
