/**
 * The request handler behind `npm start`: serves the prerendered site in `build/client`, the SPA
 * fallback for paths the browser resolves, a real 404 page for everything else, and whatever
 * service stand-ins are mounted (see `services.ts`).
 *
 * What may be served is decided once, when the server starts: every HTML document is held in
 * memory with its precompressed variants and its own Content-Security-Policy (whose script hashes
 * were computed from exactly those bytes), and every other file is listed with its type and
 * variants. The variants themselves (`.br`, `.gz`), `_headers` and dotfiles are never addresses.
 * Other files are sent by `send`, which answers conditional and Range requests as RFC 9110 says;
 * a file that vanishes or cannot be opened answers that one request with 404 or 500.
 */
import { createHash } from "node:crypto";
import { readFileSync, type Stats } from "node:fs";
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { basename, extname, join, relative, sep } from "node:path";

import fresh from "fresh";
import mime from "mime-types";
import Negotiator from "negotiator";
import send from "send";

import type { Env } from "../app/config/env";
import { paths } from "../app/routing/paths";
import { immutableCache, noStoreCache } from "./cache-control";
import { servedByFallback } from "./client-routes";
import { FILE_DEADLINE_MS, FileRefusal, openRegularFile } from "./file-reads";
import { listFiles, pageAddress } from "./files";
import { logError, logProblem } from "./log";
import { isAbandoned, lingerThenClose } from "./request-body";
import { clearHeaders, forEveryAnswer, sendText, type EveryAnswer } from "./responses";
import { baseSecurityHeaders, documentHeaders, plainSecurityHeaders } from "./security-headers";

export type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<boolean> | boolean;

/**
 * With `privateCache` (a build only some may see: the preview of drafts, behind its password),
 * every answer is for the browser's cache alone, a page never kept at all; `alwaysHeaders` go out
 * with every answer, whichever path gives it.
 */
export type SiteServerOptions = EveryAnswer & {
  clientDir: string;
  env: Env;
  /** Service stand-ins, tried in order before the static files; each returns true if it answered. */
  services?: Handler[];
};

type Encoding = "br" | "gzip";
type Representation = { body: Buffer; etag: string };
type Document = {
  identity: Representation;
  br?: Representation;
  gzip?: Representation;
  headers: Record<string, string>;
};
/** The parts of `send`'s stream that `serveFile` takes over. */
type SendInternals = {
  emit(event: string, ...args: unknown[]): boolean;
  send(path: string, stat: Stats): void;
  sendFile(path: string): void;
  stream(path: string, options: { start?: number; end?: number }): void;
  onStatError(error: Error): void;
};

type StaticFile = {
  /** The file's path relative to the client folder, with "/" separators. */
  path: string;
  type: string;
  variants: Partial<Record<Encoding, string>>;
};

/** Files whose names carry a hash of their content: Vite's assets and the image variants. */
const HASHED_ASSET = /^\/(assets|media)\//;
const MAX_URL_LENGTH = 8192;
const DOCUMENT_CACHE = "public, max-age=0, must-revalidate";
const ENCODINGS: Encoding[] = ["br", "gzip"];
const VARIANT_SUFFIX: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

/** React Router's data requests; mime-types does not know the extension. */
const EXTRA_TYPES: Record<string, string> = { ".data": "text/x-script" };

export function createSiteHandler({
  clientDir,
  env,
  services = [],
  alwaysHeaders = {},
  privateCache = false,
}: SiteServerOptions) {
  const { documents, files } = indexClientDir(clientDir, env);
  // Pages and their data that only some may see: a browser's cache holds on to nothing of them.
  const documentCache = privateCache ? noStoreCache(true) : DOCUMENT_CACHE;
  const notFoundPage = documents.get("/404.html");
  const spaFallback = documents.get("/__spa-fallback.html");
  // Pages by the address they are served at: `about.html` at `/about`, `index.html` at `/`.
  const pages = new Map(
    [...documents].map(([file, document]) => [pageAddress(file.slice(1)), document] as const),
  );
  if (!notFoundPage || !spaFallback) {
    throw new Error(`${clientDir} has no 404.html or __spa-fallback.html: run \`npm run build\`.`);
  }

  function notFound(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    segments: string[] = path.split("/"),
  ) {
    // Missing assets and data files get a plain 404: HTML would confuse the module loader.
    if (HASHED_ASSET.test(path) || path.endsWith(".data")) return sendText(res, 404, "Not found");
    if (servedByFallback(segments)) return sendDocument(req, res, spaFallback!, 200, documentCache);
    sendDocument(req, res, notFoundPage!, 404, documentCache);
  }

  /**
   * Sends a file with `send` (conditional and Range requests as RFC 9110 says), from a handle
   * opened by `openRegularFile`: only a regular file inside the client folder is ever opened, and
   * a file that cannot be opened, or whose first bytes do not come, within the deadline answers
   * 503 (or, once its headers are out, has its response cut short).
   */
  async function serveFile(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    file: StaticFile,
  ) {
    const encoding = chooseEncoding(req, Object.keys(file.variants) as Encoding[]);
    const served = encoding ? file.variants[encoding]! : file.path;
    let opened: Awaited<ReturnType<typeof openRegularFile>>;
    try {
      opened = await openRegularFile(clientDir, join(clientDir, served));
    } catch (error) {
      if (error instanceof FileRefusal && error.reason === "not-found") {
        return notFound(req, res, path);
      }
      if (error instanceof FileRefusal) {
        logProblem(`Could not serve ${path}: ${error.message}`);
        return sendText(res, 503, "Service unavailable", { "Retry-After": "5" });
      }
      logError(`Could not serve ${path}`, error);
      return sendText(res, 500, "Internal server error");
    }
    const { handle, stat } = opened;
    // The client may have gone while the file was opening: its "close" has been and gone, so
    // nothing below would ever close the handle.
    if (res.destroyed || req.destroyed) return void handle.close().catch(() => undefined);
    let streaming = false;
    // The first bytes too must come within the deadline.
    const deadline = setTimeout(() => {
      if (!res.headersSent) {
        clearHeaders(res);
        logProblem(`Could not serve ${path}: no data within ${FILE_DEADLINE_MS} ms`);
        sendText(res, 503, "Service unavailable", { "Retry-After": "5" });
      } else res.destroy();
    }, FILE_DEADLINE_MS);
    res.on("close", () => {
      clearTimeout(deadline);
      if (!streaming) void handle.close().catch(() => undefined);
    });

    for (const [name, value] of Object.entries(baseSecurityHeaders)) res.setHeader(name, value);
    res.setHeader("Content-Type", file.type);
    res.setHeader("Cache-Control", cacheControl(path, privateCache));
    if (Object.keys(file.variants).length) res.setHeader("Vary", "Accept-Encoding");
    if (encoding) res.setHeader("Content-Encoding", encoding);
    const sending = send(req, served.split("/").map(encodeURIComponent).join("/"), {
      root: clientDir,
      dotfiles: "allow",
      index: false,
      cacheControl: false,
      etag: true,
      lastModified: true,
      acceptRanges: true,
    }) as ReturnType<typeof send> & SendInternals;
    // The file is the one already opened and checked: `send` neither looks it up nor opens it.
    sending.sendFile = function (this: SendInternals, filePath: string) {
      this.emit("file", filePath, stat);
      this.send(filePath, stat);
    };
    sending.stream = function (
      this: SendInternals,
      _filePath: string,
      { start, end }: { start?: number; end?: number },
    ) {
      streaming = true;
      const stream = handle.createReadStream({ start, end, autoClose: true });
      this.emit("stream", stream);
      stream.once("data", () => clearTimeout(deadline));
      stream.pipe(res);
      res.on("close", () => stream.destroy());
      stream.on("error", (error) => {
        stream.destroy();
        this.onStatError(error);
      });
      stream.on("end", () => this.emit("end"));
    };
    sending
      .on("error", (error: Error & { status?: number; headers?: Record<string, string> }) => {
        clearTimeout(deadline);
        // Headers already on their way: all that is left is to cut this response short.
        if (res.headersSent) return void res.destroy();
        const status = error.status ?? 500;
        clearHeaders(res);
        if (status === 404) return notFound(req, res, path);
        if (status >= 500) logError(`Could not serve ${path}`, error);
        sendText(res, status, STATUS_CODES[status] ?? "Error", error.headers ?? {});
      })
      .pipe(res);
  }

  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    forEveryAnswer(res, { alwaysHeaders, privateCache });
    try {
      // Two Host headers: which one names the site is ambiguous (RFC 9112, section 3.2).
      if (headerCount(req, "host") > 1) {
        return sendText(res, 400, "Bad request: more than one Host header.");
      }
      // An absolute-form target is answered as its path and query; its host is never used.
      const target = originForm(req.url);
      if (target === undefined) return sendText(res, 400, "Bad request");
      req.url = target;
      if (target.length > MAX_URL_LENGTH) return sendText(res, 414, URI_TOO_LONG);
      const path = requestPath(target);
      if (path === undefined) return sendText(res, 400, "Bad request");
      for (const service of services) {
        if (await service(req, res)) return;
      }
      if (req.method !== "GET" && req.method !== "HEAD") {
        return sendText(res, 405, "Method not allowed", { Allow: "GET, HEAD" });
      }
      // A segment with an encoded slash ("/blog/a%2Fb") names no file: it is one segment, as the
      // browser's router reads it, so the route decides, as it does in the browser.
      const segments = pathSegments(target)!;
      if (segments.some((segment) => segment.includes("/"))) {
        return notFound(req, res, path, segments);
      }
      // The prerendered 404 page exists as a file; at its address it is still a 404 (by its file's
      // name it moves there, as on a static host).
      if (path === paths.notFound) {
        return sendDocument(req, res, notFoundPage, 404, documentCache);
      }
      const document = pages.get(path);
      if (document) return sendDocument(req, res, document, 200, documentCache);
      // A page asked for with a trailing slash or by its file's name moves to its own address, as
      // static hosts answer it: one address per page.
      const address = canonicalAddress(path);
      if (address !== path && pages.has(address)) return redirect(res, address, req.url!);
      const file = files.get(path);
      if (file) return await serveFile(req, res, path, file);
      notFound(req, res, path);
    } catch (error) {
      // A visitor who went away (closed the tab, lost the connection) is not the server's fault.
      if (isAbandoned(error, req)) return void res.destroy();
      logError(`Request failed: ${req.method} ${req.url}`, error);
      if (res.headersSent) return void res.destroy();
      clearHeaders(res);
      sendText(res, 500, "Internal server error");
    }
  };
}

const URI_TOO_LONG = "URI too long: the address asked for is longer than this server reads.";

/** What each status answered to a request the HTTP parser refused says, in a line. */
const CLIENT_ERROR_TEXT: Record<number, string> = {
  400: "Bad request: the request is not valid HTTP.",
  408: "Request timeout: the request did not arrive in time.",
  414: URI_TOO_LONG,
  431: "Request header fields too large.",
};

type ClientError = Error & { code?: string; rawPacket?: Buffer };

/**
 * The answers the HTTP server gives outside its request handler, each wired to the server event
 * of its name: to a request Node's HTTP parser rejected (`clientError`), to CONNECT (`connect`)
 * and to an Expect header other than 100-continue (`checkExpectation`). A server of a build only
 * some may see passes what its handler's answers carry (`SiteServerOptions`), so these carry it
 * too.
 */
export function serverAnswers({ alwaysHeaders = {}, privateCache = false }: EveryAnswer = {}) {
  /** Writes a whole plain-text answer on a raw socket, then closes it without resetting it. */
  function answerOnSocket(
    socket: Duplex,
    status: number,
    text: string,
    extra: Record<string, string> = {},
  ) {
    const body = `${text}\n`;
    const headers = Object.entries({ ...plainSecurityHeaders, ...extra, ...alwaysHeaders }).map(
      ([name, value]) => `${name}: ${value}`,
    );
    socket.end(
      [
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
        ...headers,
        "Content-Type: text/plain; charset=utf-8",
        `Cache-Control: ${noStoreCache(privateCache)}`,
        "Connection: close",
        `Content-Length: ${Buffer.byteLength(body)}`,
        "",
        body,
      ].join("\r\n"),
    );
    lingerThenClose(socket);
  }

  return {
    /**
     * Answers a request Node's HTTP parser rejected (headers too large, a malformed request line)
     * with its status and a line saying why, then closes the connection gracefully. Node's default
     * destroys the socket at once, which resets it while the client is still sending, so the
     * client sees a reset and no status. A request line too long to read is a 414, other headers
     * too large a 431.
     */
    clientError(error: ClientError, socket: Duplex) {
      if (error.code === "ECONNRESET" || !socket.writable) {
        socket.destroy();
        return;
      }
      const status =
        error.code === "HPE_HEADER_OVERFLOW"
          ? requestLineTooLong(error.rawPacket)
            ? 414
            : 431
          : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
            ? 408
            : 400;
      answerOnSocket(socket, status, CLIENT_ERROR_TEXT[status]!);
    },

    /**
     * Answers CONNECT (a request to open a tunnel, which Node hands over as a bare socket and
     * would otherwise close without a word): 405, this server is no proxy.
     */
    connect(_req: IncomingMessage, socket: Duplex) {
      answerOnSocket(socket, 405, "Method not allowed: this server is no proxy.", {
        Allow: "GET, HEAD",
      });
    },

    /**
     * Answers a request whose Expect header asks for anything but 100-continue with 417, as Node
     * would by itself, but with the headers every other answer carries.
     */
    checkExpectation(_req: IncomingMessage, res: ServerResponse) {
      forEveryAnswer(res, { alwaysHeaders, privateCache });
      sendText(res, 417, "Expectation failed: this server meets no expectation but 100-continue.");
    },
  };
}

/** Whether the request line in what the client sent is longer than the server reads. */
function requestLineTooLong(raw: Buffer | undefined): boolean {
  if (!raw || !/^[A-Z]+ /.test(raw.subarray(0, 24).toString("latin1"))) return false;
  const end = raw.indexOf("\r\n");
  return (end === -1 ? raw.length : end) > MAX_URL_LENGTH;
}

/** How many times a header occurs in the request as sent. */
function headerCount(req: IncomingMessage, name: string): number {
  let count = 0;
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    if (req.rawHeaders[i]!.toLowerCase() === name) count += 1;
  }
  return count;
}

/**
 * A request target in origin form ("/path?query"): as it is, or the path and query of an
 * absolute-form target ("http://host/path?query", which HTTP/1.1 servers must accept); undefined
 * for anything else ("*", an authority, a malformed URL).
 */
export function originForm(url: string | undefined): string | undefined {
  if (!url) return undefined;
  if (url.startsWith("/")) return url;
  if (!/^https?:\/\/[^/?#\s]+(?:[/?#]|$)/i.test(url)) return undefined;
  try {
    const { pathname, search } = new URL(url);
    return `${pathname}${search}`;
  } catch {
    return undefined;
  }
}

/** The decoded segments of a request path, each decoded on its own ("a%2Fb" is one segment). */
export function pathSegments(url: string): string[] | undefined {
  try {
    const { pathname } = new URL(url, "http://localhost");
    return pathname.split("/").map((segment) => decodeURIComponent(segment));
  } catch {
    return undefined;
  }
}

/** The decoded path of a request URL, or undefined when it is malformed or hostile. */
export function requestPath(url: string | undefined): string | undefined {
  if (!url || url.length > MAX_URL_LENGTH || !url.startsWith("/")) return undefined;
  try {
    const { pathname } = new URL(url, "http://localhost");
    const decoded = decodeURIComponent(pathname);
    if (decoded.includes("\0") || decoded.split("/").includes("..")) return undefined;
    return decoded;
  } catch {
    return undefined;
  }
}

/** The encoding to answer with: the best the client accepts among the file's variants. */
export function chooseEncoding(
  req: Pick<IncomingMessage, "headers">,
  available: readonly Encoding[],
): Encoding | undefined {
  if (available.length === 0) return undefined;
  const negotiator = new Negotiator(req) as Negotiator & {
    // Typed in negotiator's own docs, missing from its @types: breaks ties in our order.
    encodings(available: string[], options: { preferred: string[] }): string[];
  };
  const order = ENCODINGS.filter((encoding) => available.includes(encoding));
  const best = negotiator.encodings([...order, "identity"], { preferred: order })[0];
  return order.find((encoding) => encoding === best);
}

/** The Content-Type of a file, from its name. */
export function contentType(file: string): string {
  const extension = extname(file).toLowerCase();
  return EXTRA_TYPES[extension] ?? (mime.contentType(extension) || "application/octet-stream");
}

function cacheControl(pathname: string, privateCache: boolean): string {
  if (HASHED_ASSET.test(pathname)) return immutableCache(privateCache);
  if (pathname.endsWith(".data")) return privateCache ? noStoreCache(true) : DOCUMENT_CACHE;
  return `${privateCache ? "private" : "public"}, max-age=3600`;
}

/** The address a page asked for as `/about/`, `/about.html` or `/about/index.html` is served at. */
function canonicalAddress(path: string): string {
  if (path.endsWith(".html")) return pageAddress(path.slice(1));
  // Trailing slashes, stripped without a regular expression (linear on any path).
  let end = path.length;
  while (end > 1 && path[end - 1] === "/") end -= 1;
  return path.slice(0, end);
}

/** A permanent redirect to one of the site's own addresses, keeping the request's query. */
function redirect(res: ServerResponse, address: string, url: string): void {
  const query = url.indexOf("?");
  const location = encodeURI(address) + (query === -1 ? "" : url.slice(query));
  sendText(res, 308, "Permanent redirect", { Location: location });
}

/**
 * Every servable address of the client folder: HTML documents read into memory with their
 * variants and headers, other files by URL path. Not addresses: the precompressed variants (they
 * are chosen by Accept-Encoding, and served by name they would be a document without its
 * policy), the static hosts' `_headers` file, and dotfiles.
 */
export function indexClientDir(clientDir: string, env: Env) {
  const all = listFiles(clientDir).map((file) => relative(clientDir, file).split(sep).join("/"));
  const present = new Set(all);
  const isVariant = (path: string) =>
    ENCODINGS.some((encoding) => {
      const suffix = VARIANT_SUFFIX[encoding];
      return path.endsWith(suffix) && present.has(path.slice(0, -suffix.length));
    });
  const documents = new Map<string, Document>();
  const files = new Map<string, StaticFile>();
  for (const path of all) {
    if (
      isVariant(path) ||
      path === "_headers" ||
      path.split("/").some((part) => part.startsWith("."))
    ) {
      continue;
    }
    const variants: StaticFile["variants"] = {};
    for (const encoding of ENCODINGS) {
      if (present.has(`${path}${VARIANT_SUFFIX[encoding]}`)) {
        variants[encoding] = `${path}${VARIANT_SUFFIX[encoding]}`;
      }
    }
    const urlPath = `/${path}`;
    if (!path.endsWith(".html")) {
      files.set(urlPath, { path, type: contentType(basename(path)), variants });
      continue;
    }
    const read = (file: string) => representation(readFileSync(`${clientDir}/${file}`));
    const identity = read(path);
    documents.set(urlPath, {
      identity,
      br: variants.br ? read(variants.br) : undefined,
      gzip: variants.gzip ? read(variants.gzip) : undefined,
      headers: documentHeaders(env, identity.body.toString("utf8"), urlPath),
    });
  }
  return { documents, files };
}

function representation(body: Buffer): Representation {
  return { body, etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"` };
}

function sendDocument(
  req: IncomingMessage,
  res: ServerResponse,
  document: Document,
  status: number,
  cache: string,
): void {
  const available = ENCODINGS.filter((encoding) => document[encoding]);
  const encoding = chooseEncoding(req, available);
  const { body, etag } = (encoding && document[encoding]) || document.identity;
  for (const [name, value] of Object.entries(document.headers)) res.setHeader(name, value);
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Cache-Control", cache);
  res.setHeader("Vary", "Accept-Encoding");
  if (encoding) res.setHeader("Content-Encoding", encoding);
  if (status === 200) {
    res.setHeader("ETag", etag);
    if (fresh(req.headers, { etag })) {
      res.statusCode = 304;
      return void res.end();
    }
  }
  // Documents are small and answered whole: Range is optional for a server, and ignoring it gives
  // the client the full representation with a 200.
  res.statusCode = status;
  res.setHeader("Content-Length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
}
