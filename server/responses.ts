/** The small answers every part of the server gives: plain text and JSON, never cached. */
import type { ServerResponse } from "node:http";

import type { z } from "zod";

import { noStoreCache } from "./cache-control";
import { plainSecurityHeaders } from "./security-headers";

type Headers = Record<string, string | number>;

/**
 * What every answer to a request carries, whichever part of the server gives it, for a site only
 * some may see (the preview of drafts): `alwaysHeaders` (its X-Robots-Tag), and with
 * `privateCache` a Cache-Control that lets no shared cache (a CDN, a proxy in front) keep it.
 */
export type EveryAnswer = {
  alwaysHeaders?: Readonly<Record<string, string>>;
  privateCache?: boolean;
};

const everyAnswer = new WeakMap<ServerResponse, Required<EveryAnswer>>();

/**
 * Sets `alwaysHeaders` on `res` now, and has `clearHeaders` and the answers below set them again:
 * an answer given after others' headers were dropped (a failed file's 416 or 503) still has them.
 * Called again for the same response, it adds to what was set.
 */
export function forEveryAnswer(
  res: ServerResponse,
  { alwaysHeaders = {}, privateCache = false }: EveryAnswer,
): void {
  const before = everyAnswer.get(res);
  const headers = { ...before?.alwaysHeaders, ...alwaysHeaders };
  everyAnswer.set(res, {
    alwaysHeaders: headers,
    privateCache: privateCache || Boolean(before?.privateCache),
  });
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}

/** Whether answers to this request must be kept by the browser alone (see `forEveryAnswer`). */
export function cachedPrivately(res: ServerResponse): boolean {
  return everyAnswer.get(res)?.privateCache ?? false;
}

/**
 * Drops whatever headers were set for an answer that will not be sent (a file that failed after
 * its Content-Length, ETag and Content-Encoding were set), so they cannot describe the new one.
 * Those every answer carries (`forEveryAnswer`) are set again.
 */
export function clearHeaders(res: ServerResponse): void {
  for (const name of res.getHeaderNames()) res.removeHeader(name);
  const always = everyAnswer.get(res)?.alwaysHeaders ?? {};
  for (const [name, value] of Object.entries(always)) res.setHeader(name, value);
}

/** The Cache-Control of the small answers here: kept by no cache at all. */
function noStore(res: ServerResponse): string {
  return noStoreCache(cachedPrivately(res));
}

/** An answer without a body, such as a CORS preflight's 204. */
export function sendEmpty(res: ServerResponse, status: number, headers: Headers = {}): void {
  res
    .writeHead(status, {
      ...plainSecurityHeaders,
      ...headers,
      ...everyAnswer.get(res)?.alwaysHeaders,
      "Cache-Control": noStore(res),
    })
    .end();
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
    ...everyAnswer.get(res)?.alwaysHeaders,
    "Content-Type": type,
    "Content-Length": Buffer.byteLength(text),
    "Cache-Control": noStore(res),
  });
  res.end(headOnly ? undefined : text);
}

/** What a zod check refused, on one line: "field: problem; other: problem". */
export function issuesText(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.join(".") || "value"}: ${issue.message}`)
    .join("; ");
}
