/** Reading a request for the service stand-ins: its URL, and its body with a limit on its size. */
import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";

/** How long a connection being closed is still read from (and the data dropped), at most. */
const LINGER_MS = 5_000;

/**
 * The request body as UTF-8 text, or undefined as soon as it grows past `maxBytes` (or announces
 * that it will). Nothing more of a refused body is kept: the caller answers (413), and the
 * connection is then closed gracefully (see `closeGracefully`).
 */
export function readBody(req: IncomingMessage, maxBytes: number): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    const refuse = () => {
      refused = true;
      chunks.length = 0;
      closeGracefully(req.socket);
      resolve(undefined);
    };
    if (Number(req.headers["content-length"]) > maxBytes) refuse();
    req.on("data", (chunk: Buffer) => {
      if (refused) return;
      size += chunk.length;
      if (size > maxBytes) refuse();
      else chunks.push(chunk);
    });
    req.on("end", () => resolve(refused ? undefined : Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
    req.on("close", () => {
      if (!req.complete) reject(Object.assign(new Error("aborted"), { code: "ECONNRESET" }));
    });
  });
}

/**
 * Makes the connection of a request whose body was refused close gracefully once its answer is
 * written: Node would destroy it then, and closing a connection with the client's data still
 * arriving resets it, so the client, still sending, may never read the answer. Instead the server
 * closes its side (the client reads the answer to its end) and drops what still comes, for a few
 * seconds at most.
 */
export function closeGracefully(socket: Duplex): void {
  Object.assign(socket, {
    destroySoon() {
      socket.end();
      lingerThenClose(socket);
    },
  });
}

/** Reads and drops what a client still sends on a closing connection, then closes it. */
export function lingerThenClose(socket: Duplex, ms = LINGER_MS): void {
  socket.resume();
  // The client has closed its side too: done, once the answer is out.
  socket.once("end", () => {
    if (socket.writableFinished) socket.destroy();
    else socket.once("finish", () => socket.destroy());
  });
  const timer = setTimeout(() => socket.destroy(), ms);
  timer.unref();
  socket.once("close", () => clearTimeout(timer));
}

/** Errors that mean the client went away (closed the tab, lost the network) mid-request. */
const ABANDONED = new Set([
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ERR_STREAM_PREMATURE_CLOSE",
  "ERR_STREAM_DESTROYED",
]);

/** Whether `error` only says that the client of `req` abandoned it: nothing for the operator. */
export function isAbandoned(error: unknown, req: IncomingMessage): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (!code || !ABANDONED.has(code)) return false;
  return req.destroyed || req.socket.destroyed || !req.complete;
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
