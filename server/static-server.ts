/**
 * The request handler behind `npm start`: serves the prerendered site in `build/client`, the SPA
 * fallback for paths the browser resolves, a real 404 page for everything else, and whatever
 * service stand-ins are mounted (see `services.ts`).
 */
import { existsSync, readFileSync } from "node:fs";
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { relative, sep } from "node:path";

import sirv from "sirv";

import type { Env } from "../app/config/env";
import { clientResolvedStatus } from "./client-routes";
import { listFiles } from "./files";
import { baseSecurityHeaders, documentHeaders } from "./security-headers";

export type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<boolean> | boolean;

export type SiteServerOptions = {
  clientDir: string;
  env: Env;
  /** Service stand-ins, tried in order before the static files; each returns true if it answered. */
  services?: Handler[];
};

type Document = { body: Buffer; br?: Buffer; gzip?: Buffer; headers: Record<string, string> };

/** Files whose names carry a hash of their content: Vite's assets and the image variants. */
const HASHED_ASSET = /^\/(assets|media)\//;
const MAX_URL_LENGTH = 8192;

export function createSiteHandler({ clientDir, env, services = [] }: SiteServerOptions) {
  const documents = loadDocuments(clientDir, env);
  const notFoundPage = documents.get("/404.html");
  const spaFallback = documents.get("/__spa-fallback.html");
  if (!notFoundPage || !spaFallback) {
    throw new Error(`${clientDir} has no 404.html or __spa-fallback.html: run \`npm run build\`.`);
  }

  const serveStatic = sirv(clientDir, {
    etag: true,
    brotli: true,
    gzip: true,
    extensions: ["html"],
    // sirv passes the request's path, not the file's: find the HTML document it resolved to.
    setHeaders(res, pathname) {
      const document = documentFor(documents, pathname);
      for (const [name, value] of Object.entries(document?.headers ?? baseSecurityHeaders)) {
        res.setHeader(name, value);
      }
      res.setHeader("Cache-Control", document ? DOCUMENT_CACHE : cacheControl(pathname));
    },
  });

  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      for (const service of services) {
        if (await service(req, res)) return;
      }
      const path = requestPath(req.url);
      if (path === undefined) return sendText(res, 400, "Bad request");
      if (req.method !== "GET" && req.method !== "HEAD") {
        res.setHeader("Allow", "GET, HEAD");
        return sendText(res, 405, "Method not allowed");
      }
      // The prerendered 404 page exists as a file; asked for by name it is still a 404.
      if (path === "/404" || path === "/404.html") {
        return sendDocument(req, res, notFoundPage, 404);
      }
      serveStatic(req, res, () => {
        // Missing assets and data files get a plain 404: HTML would confuse the module loader.
        if (HASHED_ASSET.test(path) || path.endsWith(".data"))
          return sendText(res, 404, "Not found");
        const status = clientResolvedStatus(path);
        if (status !== undefined) return sendDocument(req, res, spaFallback, status);
        sendDocument(req, res, notFoundPage, 404);
      });
    } catch (error) {
      console.error("Request failed:", req.method, req.url, error);
      if (!res.headersSent) sendText(res, 500, "Internal server error");
      else res.destroy();
    }
  };
}

/** The decoded path of a request URL, or undefined when it is malformed or hostile. */
/**
 * Answers a request Node's HTTP parser rejected (headers too large, a malformed request line) with
 * its status, then closes the connection gracefully. Node's default destroys the socket at once,
 * which resets it while the client is still sending, so the client sees a reset and no status.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex) {
  if (error.code === "ECONNRESET" || !socket.writable) {
    socket.destroy();
    return;
  }
  const status =
    error.code === "HPE_HEADER_OVERFLOW"
      ? 431
      : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? 408
        : 400;
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
  );
  // Read and drop what the client is still sending, so closing does not reset the connection;
  // a client that never closes its side is cut off after a few seconds.
  socket.resume();
  setTimeout(() => socket.destroy(), 5_000).unref();
}

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

const DOCUMENT_CACHE = "public, max-age=0, must-revalidate";

function cacheControl(pathname: string): string {
  if (HASHED_ASSET.test(pathname)) return "public, max-age=31536000, immutable";
  if (pathname.endsWith(".data")) return DOCUMENT_CACHE;
  return "public, max-age=3600";
}

function documentFor(documents: Map<string, Document>, pathname: string): Document | undefined {
  const path = pathname.replace(/\/+$/, "");
  return (
    documents.get(pathname) ?? documents.get(`${path}.html`) ?? documents.get(`${path}/index.html`)
  );
}

/** Every HTML file with its precompressed variants and its own security headers. */
function loadDocuments(clientDir: string, env: Env): Map<string, Document> {
  const documents = new Map<string, Document>();
  for (const file of listFiles(clientDir)) {
    if (!file.endsWith(".html")) continue;
    const body = readFileSync(file);
    const urlPath = `/${relative(clientDir, file).split(sep).join("/")}`;
    documents.set(urlPath, {
      body,
      br: readIfExists(`${file}.br`),
      gzip: readIfExists(`${file}.gz`),
      headers: documentHeaders(env, body.toString("utf8"), urlPath),
    });
  }
  return documents;
}

function readIfExists(file: string): Buffer | undefined {
  return existsSync(file) ? readFileSync(file) : undefined;
}

function sendDocument(
  req: IncomingMessage,
  res: ServerResponse,
  document: Document,
  status: number,
): void {
  const accepts = String(req.headers["accept-encoding"] ?? "");
  const [body, encoding] =
    document.br && /\bbr\b/.test(accepts)
      ? [document.br, "br"]
      : document.gzip && /\bgzip\b/.test(accepts)
        ? [document.gzip, "gzip"]
        : [document.body, undefined];
  res.statusCode = status;
  for (const [name, value] of Object.entries(document.headers)) res.setHeader(name, value);
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Cache-Control", DOCUMENT_CACHE);
  res.setHeader("Vary", "Accept-Encoding");
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
}

function sendText(res: ServerResponse, status: number, text: string): void {
  res.statusCode = status;
  for (const [name, value] of Object.entries(baseSecurityHeaders)) res.setHeader(name, value);
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.end(text);
}
