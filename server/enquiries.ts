/**
 * The enquiry stand-in: answers `POST /api/v1.0/email/send` the way EmailJS does when no EmailJS
 * account is configured (docs/architecture.md, "Embedded defaults"). The browser's SDK is pointed
 * at the site's own origin; this handler checks the ids as EmailJS would, appends each enquiry to a
 * local NDJSON file (one JSON object a line) and logs a one-line summary, so no enquiry is lost.
 *
 * The file is `var/enquiries.ndjson` in the project unless ENQUIRIES_FILE names another (a
 * server-side setting: it never reaches the browser). If the enquiry cannot be written, the
 * browser gets a 500 and the visitor the failure state with its e-mail and WhatsApp alternatives.
 */
import { appendFile, mkdir } from "node:fs/promises";
import type { ServerResponse } from "node:http";
import { dirname, isAbsolute, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import { EMAILJS_SEND_PATH, EMBEDDED_EMAILJS } from "../app/contact/embedded";
import { readBody } from "./request-body";
import type { Handler } from "./static-server";

const projectDir = fileURLToPath(new URL("..", import.meta.url));

/** Where enquiries are kept: ENQUIRIES_FILE (relative to the project) or var/enquiries.ndjson. */
export function enquiriesFile(setting = process.env.ENQUIRIES_FILE): string {
  const path = setting?.trim() || "var/enquiries.ndjson";
  return isAbsolute(path) ? path : resolve(projectDir, path);
}

/** Far more than any enquiry; a larger body is refused rather than read. */
const MAX_BODY_BYTES = 64 * 1024;

const CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "POST, OPTIONS",
  "Access-Control-Allow-Headers": "Content-Type",
  "Access-Control-Max-Age": "86400",
};

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

/** Checks a send request's body as EmailJS does: the enquiry, or the plain-text 400 message. */
export function parseSendRequest(
  body: string,
  now: Date = new Date(),
): { ok: true; enquiry: Enquiry } | { ok: false; message: string } {
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
  const params = record.template_params ?? {};
  if (typeof params !== "object" || params === null || Array.isArray(params)) {
    return { ok: false, message: "The template params must be an object" };
  }
  const templateParams = Object.fromEntries(
    Object.entries(params).map(([key, value]) => [
      key,
      typeof value === "string" ? value : JSON.stringify(value),
    ]),
  );
  return {
    ok: true,
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
  const { from_name, from_email, products, location } = enquiry.templateParams;
  const who = [from_name || "(no name)", from_email ? `<${from_email}>` : ""]
    .filter(Boolean)
    .join(" ");
  const about = [products, location].filter(Boolean).join("; ");
  const where = relative(process.cwd(), file) || file;
  return `Enquiry from ${who}${about ? ` (${about})` : ""} saved to ${where}`;
}

type Options = {
  /** The NDJSON file enquiries are appended to. */
  file?: string;
  log?: (line: string) => void;
  now?: () => Date;
};

export function enquiryStandIn({
  file = enquiriesFile(),
  log = console.log,
  now = () => new Date(),
}: Options = {}): Handler {
  return async (req, res) => {
    const path = new URL(req.url ?? "/", "http://localhost").pathname;
    if (path !== EMAILJS_SEND_PATH) return false;

    if (req.method === "OPTIONS") {
      res.writeHead(204, CORS_HEADERS).end();
      return true;
    }
    if (req.method !== "POST") {
      send(res, 405, "Method Not Allowed", { Allow: "POST, OPTIONS" });
      return true;
    }

    const body = await readBody(req, MAX_BODY_BYTES);
    if (body === undefined) {
      send(res, 413, "Payload Too Large");
      return true;
    }
    const parsed = parseSendRequest(body, now());
    if (!parsed.ok) {
      send(res, 400, parsed.message);
      return true;
    }
    try {
      await mkdir(dirname(file), { recursive: true });
      await appendFile(file, `${JSON.stringify(parsed.enquiry)}\n`, "utf8");
    } catch (error) {
      console.error(`Enquiry could not be saved to ${file}:`, error);
      send(res, 500, "Internal Server Error");
      return true;
    }
    log(enquirySummary(parsed.enquiry, file));
    send(res, 200, "OK");
    return true;
  };
}

function send(res: ServerResponse, status: number, text: string, headers = {}) {
  res
    .writeHead(status, {
      ...CORS_HEADERS,
      ...headers,
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
    })
    .end(text);
}
