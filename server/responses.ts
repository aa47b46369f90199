/** The small answers every part of the server gives: plain text and JSON, never cached. */
import type { ServerResponse } from "node:http";

import type { z } from "zod";

import { plainSecurityHeaders } from "./security-headers";

type Headers = Record<string, string | number>;

/**
 * Drops whatever headers were set for an answer that will not be sent (a file that failed after
 * its Content-Length, ETag and Content-Encoding were set), so they cannot describe the new one.
 */
export function clearHeaders(res: ServerResponse): void {
  for (const name of res.getHeaderNames()) res.removeHeader(name);
}

/** An answer without a body, such as a CORS preflight's 204. */
export function sendEmpty(res: ServerResponse, status: number, headers: Headers = {}): void {
  res.writeHead(status, { ...plainSecurityHeaders, ...headers, "Cache-Control": "no-store" }).end();
}

export function sendText(
  res: ServerResponse,
  status: number,
  text: string,
  headers: Headers = {},
  { headOnly = false } = {},
): void {
  send(res, status, "text/plain; charset=utf-8", text, headers, headOnly);
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Headers = {},
  { headOnly = false } = {},
): void {
  send(res, status, "application/json; charset=utf-8", JSON.stringify(body), headers, headOnly);
}

function send(
  res: ServerResponse,
  status: number,
  type: string,
  text: string,
  headers: Headers,
  headOnly: boolean,
) {
  res.writeHead(status, {
    ...plainSecurityHeaders,
    ...headers,
    "Content-Type": type,
    "Content-Length": Buffer.byteLength(text),
    "Cache-Control": "no-store",
  });
  res.end(headOnly ? undefined : text);
}

/** What a zod check refused, on one line: "field: problem; other: problem". */
export function issuesText(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.join(".") || "value"}: ${issue.message}`)
    .join("; ");
}
