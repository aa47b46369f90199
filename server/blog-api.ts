/**
 * The stand-in for Sanity's API, mounted when no Sanity project is configured: it answers the
 * query endpoint the way Sanity does (`GET /v{apiVersion}/data/query/{dataset}?query=…&$param=…`,
 * or POST with a JSON body, → `{ms, query, result}`; errors in Sanity's shape; CORS) by running
 * groq-js over the embedded dataset, and serves the dataset's images at the paths the image URL
 * builder makes (`/images/{projectId}/{dataset}/{file}`), resized and converted when sharp is
 * installed (it is a development dependency), otherwise as they are.
 */
import { readFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";

import { GroqSyntaxError } from "groq-js";
import type Sharp from "sharp";

import { blogConfig } from "../app/blog/config";
import { runQuery, type SanityDocument } from "../app/blog/dataset";
import { BLOG_IMAGES_DIR, readDataset } from "../app/blog/dataset-files.server";
import type { Env } from "../app/config/env";
import { baseSecurityHeaders } from "./security-headers";
import { readBody } from "./request-body";
import type { Handler } from "./static-server";

const QUERY_PATH = /^\/v(\d{4}-\d{2}-\d{2}|1|X)\/data\/query\/([^/]+)\/?$/;
const IMAGE_PATH = /^\/images\/([^/]+)\/([^/]+)\/([a-f0-9]+-\d+x\d+\.(jpg|png|webp))$/;
const MAX_BODY_BYTES = 1024 * 1024;

const CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
  "Access-Control-Allow-Headers": "Content-Type, X-Sanity-Project-ID",
  "Access-Control-Max-Age": "600",
};

export interface BlogApiOptions {
  /** The dataset's documents (read once, when the server starts). */
  documents?: readonly SanityDocument[];
  imagesDir?: string;
  /** Loads sharp; returns undefined when it is not installed. Replaceable in tests. */
  loadSharp?: () => Promise<SharpModule | undefined>;
}

type SharpModule = typeof Sharp;

/** An error as Sanity's API answers it. */
class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.description ?? body.message ?? status));
  }
}

export function blogApi(env: Env, options: BlogApiOptions = {}): Handler {
  const config = blogConfig(env);
  const documents = options.documents ?? readDataset();
  const imagesDir = options.imagesDir ?? BLOG_IMAGES_DIR;
  const loadSharp = options.loadSharp ?? defaultLoadSharp;
  const resized = new Map<string, Promise<{ body: Buffer; type: string }>>();

  async function answerQuery(req: IncomingMessage, res: ServerResponse, dataset: string) {
    if (req.method === "OPTIONS") {
      res.writeHead(204, { ...CORS_HEADERS });
      return res.end();
    }
    try {
      if (req.method !== "GET" && req.method !== "HEAD" && req.method !== "POST") {
        throw new ApiError(405, {
          error: "Method Not Allowed",
          message: "Method not allowed",
          statusCode: 405,
        });
      }
      if (dataset !== config.dataset) {
        throw new ApiError(404, {
          error: "Not Found",
          message: `Dataset "${dataset}" not found`,
          statusCode: 404,
        });
      }
      const { query, params } =
        req.method === "POST" ? await postedQuery(req) : urlQuery(req.url ?? "/");
      const started = performance.now();
      let result: unknown;
      try {
        result = await runQuery(documents, query, params);
      } catch (error) {
        if (error instanceof GroqSyntaxError) {
          throw new ApiError(400, {
            error: {
              description: error.message,
              query,
              start: error.position,
              end: error.position + 1,
              type: "queryParseError",
            },
          });
        }
        throw new ApiError(400, {
          error: { description: String((error as Error).message ?? error), type: "queryError" },
        });
      }
      sendJson(
        res,
        200,
        { ms: Math.round(performance.now() - started), query, result },
        req.method === "HEAD",
      );
    } catch (error) {
      if (error instanceof ApiError) return sendJson(res, error.status, error.body);
      throw error;
    }
  }

  async function answerImage(req: IncomingMessage, res: ServerResponse, file: string) {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    let original: Buffer;
    try {
      original = await readFile(join(imagesDir, file));
    } catch {
      sendJson(res, 404, { error: "Not Found", message: "Image not found", statusCode: 404 });
      return true;
    }
    const url = new URL(req.url ?? "/", "http://localhost");
    const width = Number(url.searchParams.get("w")) || undefined;
    const format = url.searchParams.get("fm") ?? undefined;
    const key = `${file}?w=${width ?? ""}&fm=${format ?? ""}`;
    let variant = resized.get(key);
    if (!variant) {
      variant = transform(original, file, width, format, loadSharp);
      resized.set(key, variant);
    }
    const { body, type } = await variant;
    res.writeHead(200, {
      ...baseSecurityHeaders,
      ...CORS_HEADERS,
      "Content-Type": type,
      "Content-Length": body.length,
      "Cache-Control": "public, max-age=31536000, immutable",
    });
    res.end(req.method === "HEAD" ? undefined : body);
    return true;
  }

  return async function handle(req, res) {
    const path = new URL(req.url ?? "/", "http://localhost").pathname;
    const query = QUERY_PATH.exec(path);
    if (query) {
      await answerQuery(req, res, decodeURIComponent(query[2]!));
      return true;
    }
    const image = IMAGE_PATH.exec(path);
    if (image && image[1] === config.projectId && image[2] === config.dataset) {
      return answerImage(req, res, image[3]!);
    }
    return false;
  };
}

/** `?query=…&$name=<JSON>` as the client sends it. */
export function urlQuery(url: string): { query: string; params: Record<string, unknown> } {
  const searchParams = new URL(url, "http://localhost").searchParams;
  const query = searchParams.get("query");
  if (!query) throw missingQuery();
  const params: Record<string, unknown> = {};
  for (const [name, value] of searchParams) {
    if (!name.startsWith("$")) continue;
    try {
      params[name.slice(1)] = JSON.parse(value);
    } catch {
      throw new ApiError(400, {
        error: {
          description: `Unable to parse value of "${name}=${value}". Please quote string values.`,
          type: "httpBadRequest",
        },
      });
    }
  }
  return { query, params };
}

async function postedQuery(
  req: IncomingMessage,
): Promise<{ query: string; params: Record<string, unknown> }> {
  const text = await readBody(req, MAX_BODY_BYTES);
  if (text === undefined) throw new ApiError(413, { error: "Payload Too Large", statusCode: 413 });
  let body: { query?: unknown; params?: unknown };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    throw new ApiError(400, {
      error: { description: "Request body is not valid JSON", type: "httpBadRequest" },
    });
  }
  if (typeof body.query !== "string" || !body.query) throw missingQuery();
  const params =
    body.params && typeof body.params === "object" ? (body.params as Record<string, unknown>) : {};
  return { query: body.query, params };
}

function missingQuery() {
  return new ApiError(400, {
    error: { description: 'Missing "query" parameter', type: "httpBadRequest" },
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown, headOnly = false) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...baseSecurityHeaders,
    ...CORS_HEADERS,
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": Buffer.byteLength(text),
    "Cache-Control": "no-store",
  });
  res.end(headOnly ? undefined : text);
}

const MIME: Record<string, string> = { jpg: "image/jpeg", png: "image/png", webp: "image/webp" };

async function transform(
  original: Buffer,
  file: string,
  width: number | undefined,
  format: string | undefined,
  loadSharp: () => Promise<SharpModule | undefined>,
): Promise<{ body: Buffer; type: string }> {
  const extension = file.slice(file.lastIndexOf(".") + 1);
  const unchanged = { body: original, type: MIME[extension] ?? "application/octet-stream" };
  const target = format && format in MIME ? format : extension;
  if (!width && target === extension) return unchanged;
  const sharp = await loadSharp();
  if (!sharp) return unchanged;
  let pipeline = sharp(original);
  if (width) pipeline = pipeline.resize({ width: Math.min(width, 4000), withoutEnlargement: true });
  pipeline =
    target === "webp"
      ? pipeline.webp({ quality: 75 })
      : target === "png"
        ? pipeline.png()
        : pipeline.jpeg({ quality: 75, mozjpeg: true });
  return { body: await pipeline.toBuffer(), type: MIME[target]! };
}

async function defaultLoadSharp(): Promise<SharpModule | undefined> {
  try {
    return (await import("sharp")).default;
  } catch {
    return undefined;
  }
}
