/** Reading a request for the service stand-ins: its URL, and its body with a limit on its size. */
import type { IncomingMessage } from "node:http";

/**
 * How much of a refused body is still read and dropped after the 413 is sent, so that the client
 * receives the answer instead of a reset; a client that sends more than this is cut off.
 */
const DRAIN_LIMIT_BYTES = 1024 * 1024;

/**
 * The request body as UTF-8 text, or undefined as soon as it grows past `maxBytes` (or announces
 * that it will). The rest of a refused body is read and dropped rather than left on the socket:
 * closing a socket with unread data resets it, and the client would never see the 413.
 */
export function readBody(req: IncomingMessage, maxBytes: number): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = Number(req.headers["content-length"]) > maxBytes;
    if (refused) resolve(undefined);
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (refused) {
        if (size > maxBytes + DRAIN_LIMIT_BYTES) req.socket.destroy();
        return;
      }
      if (size > maxBytes) {
        refused = true;
        chunks.length = 0;
        resolve(undefined);
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => resolve(refused ? undefined : Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
    req.on("close", () => {
      if (!req.complete) reject(Object.assign(new Error("aborted"), { code: "ECONNRESET" }));
    });
  });
}

/**
 * The request's URL, or undefined when its target is not a path: a client may send anything there
 * (`GET http://[ HTTP/1.1`), and the URL parser throws on some of it.
 */
export function requestUrl(req: Pick<IncomingMessage, "url">): URL | undefined {
  if (!req.url?.startsWith("/")) return undefined;
  try {
    return new URL(req.url, "http://localhost");
  } catch {
    return undefined;
  }
}
