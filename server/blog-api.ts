/**
 * The stand-in for Sanity's API, mounted when no Sanity project is configured. It answers the query
 * endpoint the way Sanity does (`GET /v{apiVersion}/data/query/{dataset}?query=…&$param=…`, or POST
 * with a JSON body, → `{ms, query, result}`; errors in Sanity's shape; CORS) and serves the
 * dataset's images at the paths the image URL builder makes (`/images/{projectId}/{dataset}/{file}`),
 * resized and converted when sharp is installed (it is a development dependency), otherwise as
 * they are. Either way an image goes out upright and without its metadata (image-metadata.ts): one
 * that carries some is not served at all without sharp to take it off.
 *
 * It is public, so it answers only what the site itself asks. Queries: exactly the ones in
 * app/blog/queries.ts, with their parameters checked, over the published documents; anything
 * else is a 400 before groq-js sees it (GROQ has queries that run for minutes or take gigabytes,
 * and groq-js parses some inputs in quadratic time). Images: the widths and formats the site's
 * own image URLs use for each asset of the dataset, from a cache bounded in bytes.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";

import { LRUCache } from "lru-cache";
import type Sharp from "sharp";
import { z } from "zod";

import { datasetConfig, type DatasetConfig } from "../app/dataset/config";
import { runQuery, type SanityDocument } from "../app/dataset/embedded";
import { BLOG_IMAGES_DIR, readDataset } from "../app/dataset/embedded-files.server";
import { imageUrls } from "../app/dataset/image-urls";
import { ALL_POSTS_QUERY, POST_QUERY, POSTS_QUERY } from "../app/blog/queries";
import type { Env } from "../app/config/env";
import { immutableCache } from "./cache-control";
import { FileRefusal, readRegularFile } from "./file-reads";
import { withoutMetadata } from "./image-metadata";
import { readBody, requestUrl } from "./request-body";
import { cachedPrivately, issuesText, sendEmpty, sendJson } from "./responses";
import { baseSecurityHeaders } from "./security-headers";
import type { Handler } from "./static-server";

const QUERY_PATH = /^\/v(\d{4}-\d{2}-\d{2}|1|X)\/data\/query\/([^/]+)\/?$/;
const IMAGE_PATH = /^\/images\/([^/]+)\/([^/]+)\/([a-f0-9]+-\d+x\d+\.(jpg|png|webp|svg))$/;
/** The site's queries are under a kilobyte; the client posts only queries too long for a URL. */
const MAX_BODY_BYTES = 16 * 1024;
/** Enough for every variant the site uses of the embedded images, many times over. */
const IMAGE_CACHE_BYTES = 64 * 1024 * 1024;

const CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
  "Access-Control-Allow-Headers": "Content-Type, X-Sanity-Project-ID",
  "Access-Control-Max-Age": "600",
};

/** The blog's list grows a page at a time; no page of it asks for more than this. */
const MAX_LIMIT = 1000;

/** The site's queries, each with the parameters it takes. */
const KNOWN_QUERIES = [
  { query: POSTS_QUERY, params: z.strictObject({ limit: z.int().min(0).max(MAX_LIMIT) }) },
  { query: POST_QUERY, params: z.strictObject({ slug: z.string().min(1).max(200) }) },
  { query: ALL_POSTS_QUERY, params: z.strictObject({}) },
];

/** Compared without regard to whitespace, which GROQ ignores and clients may reflow. */
const normalise = (query: string) => query.replace(/\s+/g, " ").trim();
const knownQueries = new Map(KNOWN_QUERIES.map((known) => [normalise(known.query), known]));

/** Options of Sanity's query endpoint that the site's client sends besides the query. */
const QUERY_OPTIONS = z.strictObject({
  perspective: z.literal("published").optional(),
  returnQuery: z.enum(["true", "false"]).optional(),
  tag: z
    .string()
    .regex(/^[\w.-]{1,75}$/)
    .optional(),
});

export interface BlogApiOptions {
  /** The dataset's documents (read once, when the server starts). */
  documents?: readonly SanityDocument[];
  imagesDir?: string;
  /** Loads sharp; returns undefined when it is not installed. Replaceable in tests. */
  loadSharp?: () => Promise<SharpModule | undefined>;
  imageCacheBytes?: number;
}

type SharpModule = typeof Sharp;
type Variant = { body: Buffer; type: string };

/** An error as Sanity's API answers it. */
class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.description ?? body.message ?? status));
  }
}

const badRequest = (description: string) =>
  new ApiError(400, { error: { description, type: "httpBadRequest" } });

export function blogApi(env: Env, options: BlogApiOptions = {}): Handler {
  const config = datasetConfig(env);
  const documents = publishedOnly(options.documents ?? readDataset());
  const imagesDir = options.imagesDir ?? BLOG_IMAGES_DIR;
  const loadSharp = options.loadSharp ?? defaultLoadSharp;
  const allowedVariants = siteImageVariants(config, documents);
  const variants = new LRUCache<string, Variant>({
    maxSize: options.imageCacheBytes ?? IMAGE_CACHE_BYTES,
    sizeCalculation: (variant) => Math.max(1, variant.body.length),
  });
  // One transform at a time, each made once however many ask for it: resizing takes a core.
  const making = new Map<string, Promise<Variant>>();
  let transforms: Promise<unknown> = Promise.resolve();

  async function answerQuery(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    rawDataset: string,
  ) {
    if (req.method === "OPTIONS") {
      sendEmpty(res, 204, CORS_HEADERS);
      return;
    }
    try {
      if (req.method !== "GET" && req.method !== "HEAD" && req.method !== "POST") {
        throw new ApiError(405, {
          error: "Method Not Allowed",
          message: "Method not allowed",
          statusCode: 405,
        });
      }
      const dataset = decodeOrUndefined(rawDataset);
      if (dataset !== config.dataset) {
        throw new ApiError(404, {
          error: "Not Found",
          message: `Dataset "${dataset ?? rawDataset}" not found`,
          statusCode: 404,
        });
      }
      const request =
        req.method === "POST" ? await postedQuery(req, url) : urlQuery(url.searchParams);
      const known = knownQueries.get(normalise(request.query));
      if (!known) {
        throw badRequest("Only the site's own queries are answered here");
      }
      const params = known.params.safeParse(request.params);
      if (!params.success) {
        throw badRequest(`Invalid parameters (${issuesText(params.error)})`);
      }
      const started = performance.now();
      const result = await runQuery(documents, known.query, params.data);
      const ms = Math.round(performance.now() - started);
      const body = request.returnQuery ? { ms, query: request.query, result } : { ms, result };
      sendJson(res, 200, body, CORS_HEADERS, { headOnly: req.method === "HEAD" });
    } catch (error) {
      if (error instanceof ApiError) {
        // A refused body is not read further: the connection closes after the answer.
        const close: Record<string, string> = error.status === 413 ? { Connection: "close" } : {};
        return sendJson(res, error.status, error.body, { ...CORS_HEADERS, ...close });
      }
      throw error;
    }
  }

  function variant(file: string, width: number | undefined, format: string | undefined) {
    const key = `${file}?w=${width ?? ""}&fm=${format ?? ""}`;
    const cached = variants.get(key);
    if (cached) return Promise.resolve(cached);
    let pending = making.get(key);
    if (!pending) {
      const made = transforms.then(async () => {
        // A regular file of the images folder only, read within a deadline (file-reads.ts).
        const original = await readRegularFile(imagesDir, join(imagesDir, file));
        return transform(original, file, width, format, loadSharp);
      });
      transforms = made.catch(() => undefined);
      pending = made.then((result) => {
        variants.set(key, result);
        return result;
      });
      pending.finally(() => making.delete(key)).catch(() => undefined);
      making.set(key, pending);
    }
    return pending;
  }

  async function answerImage(req: IncomingMessage, res: ServerResponse, url: URL, file: string) {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const allowed = allowedVariants.get(file);
    if (!allowed) {
      sendJson(res, 404, { error: "Not Found", message: "Image not found", statusCode: 404 });
      return true;
    }
    const asked = imageRequest(url.searchParams);
    const key = asked && `${asked.width ?? ""}:${asked.format ?? ""}`;
    if (!asked || (key !== ":" && !allowed.has(key!))) {
      sendJson(res, 400, {
        error: "Bad Request",
        message: "Only the image sizes and formats the site uses are served",
        statusCode: 400,
      });
      return true;
    }
    let image: Variant;
    try {
      image = await variant(file, asked.width, asked.format);
    } catch (error) {
      if (error instanceof FileRefusal && error.reason === "timeout") {
        sendJson(
          res,
          503,
          { error: "Service Unavailable", statusCode: 503 },
          { "Retry-After": "5" },
        );
        return true;
      }
      sendJson(res, 404, { error: "Not Found", message: "Image not found", statusCode: 404 });
      return true;
    }
    res.writeHead(200, {
      ...baseSecurityHeaders,
      ...CORS_HEADERS,
      ...(image.type === MIME.svg ? SVG_POLICY : {}),
      "Content-Type": image.type,
      "Content-Length": image.body.length,
      // A preview of drafts is for its editors only: no shared cache may keep what it serves.
      "Cache-Control": immutableCache(cachedPrivately(res)),
    });
    res.end(req.method === "HEAD" ? undefined : image.body);
    return true;
  }

  return async function handle(req, res) {
    const url = requestUrl(req);
    if (!url) return false;
    const query = QUERY_PATH.exec(url.pathname);
    if (query) {
      await answerQuery(req, res, url, query[2]!);
      return true;
    }
    const image = IMAGE_PATH.exec(url.pathname);
    if (image && image[1] === config.projectId && image[2] === config.dataset) {
      return answerImage(req, res, url, image[3]!);
    }
    return false;
  };
}

/** Sanity serves drafts only to authenticated requests; the stand-in never serves them. */
export function publishedOnly(documents: readonly SanityDocument[]): SanityDocument[] {
  return documents.filter(({ _id }) => !_id.startsWith("drafts.") && !_id.startsWith("versions."));
}

/**
 * For each image file of the dataset, the variants (`width:format`) the site's own image URLs ask
 * for: the `srcset` widths in WebP and JPEG and the JPEG fallback, as app/dataset/image-urls.ts makes them.
 */
export function siteImageVariants(
  config: DatasetConfig,
  documents: readonly SanityDocument[],
): Map<string, Set<string>> {
  const urls = imageUrls(config);
  const allowed = new Map<string, Set<string>>();
  for (const doc of documents) {
    const match = /^image-([a-f0-9]+)-(\d+)x(\d+)-(\w+)$/.exec(doc._id);
    if (doc._type !== "sanity.imageAsset" || !match) continue;
    // An SVG (a logo) is served only as it is: no request makes the server rasterise one.
    if (match[4] === "svg") {
      allowed.set(`${match[1]}-${match[2]}x${match[3]}.svg`, new Set([":"]));
      continue;
    }
    const [, , width, height] = match;
    const image = {
      alt: "",
      asset: { _id: doc._id, url: "", width: Number(width), height: Number(height) },
    };
    const made = [
      ...urls.srcSet(image, "webp").split(", "),
      ...urls.srcSet(image, "jpg").split(", "),
      urls.fallback(image),
    ].map((entry) => new URL(entry.split(" ")[0]!, "http://localhost"));
    for (const url of made) {
      const file = url.pathname.slice(url.pathname.lastIndexOf("/") + 1);
      const variants = allowed.get(file) ?? new Set<string>();
      variants.add(`${url.searchParams.get("w") ?? ""}:${url.searchParams.get("fm") ?? ""}`);
      allowed.set(file, variants);
    }
  }
  return allowed;
}

/**
 * The width and format an image URL asks for, or undefined when it has anything the site's URLs
 * never carry. `fit=max` is all they use; `rect` (a crop) is accepted and, as before, not applied.
 */
function imageRequest(search: URLSearchParams): { width?: number; format?: string } | undefined {
  const seen = new Set<string>();
  for (const name of search.keys()) {
    if (seen.has(name) || !["w", "fm", "fit", "rect"].includes(name)) return undefined;
    seen.add(name);
  }
  const fit = search.get("fit");
  const rect = search.get("rect");
  if (fit !== null && fit !== "max") return undefined;
  if (rect !== null && !/^\d{1,5}(,\d{1,5}){3}$/.test(rect)) return undefined;
  const w = search.get("w");
  if (w !== null && !/^[1-9]\d{0,4}$/.test(w)) return undefined;
  return { width: w === null ? undefined : Number(w), format: search.get("fm") ?? undefined };
}

function decodeOrUndefined(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

type QueryRequest = { query: string; params: Record<string, unknown>; returnQuery: boolean };

/** Sanity's own options, checked: only published documents are served, whatever is asked. */
function queryOptions(search: URLSearchParams): { returnQuery: boolean } {
  const options: Record<string, string> = {};
  for (const [name, value] of search) {
    if (name === "query" || name.startsWith("$")) continue;
    options[name] = value;
  }
  const parsed = QUERY_OPTIONS.safeParse(options);
  if (!parsed.success) {
    throw badRequest(
      `Unsupported options (${issuesText(parsed.error)}); the perspective is always "published"`,
    );
  }
  return { returnQuery: parsed.data.returnQuery !== "false" };
}

/** `?query=…&$name=<JSON>` as the client sends it. */
export function urlQuery(search: URLSearchParams): QueryRequest {
  const queries = search.getAll("query");
  if (queries.length > 1) throw badRequest('"query" given more than once');
  const query = queries[0];
  if (!query) throw missingQuery();
  const params: Record<string, unknown> = {};
  for (const [name, value] of search) {
    if (!name.startsWith("$")) continue;
    try {
      params[name.slice(1)] = JSON.parse(value);
    } catch {
      throw badRequest(
        `Unable to parse value of "${name.slice(0, 100)}". Please quote string values.`,
      );
    }
  }
  return { query, params, ...queryOptions(search) };
}

async function postedQuery(req: IncomingMessage, url: URL): Promise<QueryRequest> {
  const text = await readBody(req, MAX_BODY_BYTES);
  if (text === undefined) throw new ApiError(413, { error: "Payload Too Large", statusCode: 413 });
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badRequest("Request body is not valid JSON");
  }
  const { query, params = {} } = (typeof body === "object" && body !== null ? body : {}) as {
    query?: unknown;
    params?: unknown;
  };
  if (typeof query !== "string" || !query) throw missingQuery();
  if (typeof params !== "object" || params === null || Array.isArray(params)) {
    throw badRequest('"params" must be an object');
  }
  return { query, params: params as Record<string, unknown>, ...queryOptions(url.searchParams) };
}

function missingQuery() {
  return badRequest('Missing "query" parameter');
}

const MIME: Record<string, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  svg: "image/svg+xml",
};

/**
 * An SVG (a customer's logo) is a document that could hold script: opened on its own, it may run
 * nothing and load nothing. An `<img>` never runs an SVG's script anyway.
 */
const SVG_POLICY = {
  "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
};

async function transform(
  original: Buffer,
  file: string,
  width: number | undefined,
  format: string | undefined,
  loadSharp: () => Promise<SharpModule | undefined>,
): Promise<Variant> {
  const extension = file.slice(file.lastIndexOf(".") + 1);
  const type = MIME[extension] ?? "application/octet-stream";
  // The original goes out only without its metadata (where a photograph was taken, above all).
  const asItIs = async () => ({ body: await withoutMetadata(original, loadSharp), type });
  const target = format && format in MIME ? format : extension;
  if (!width && target === extension) return asItIs();
  const sharp = await loadSharp();
  if (!sharp) return asItIs();
  // sharp writes no metadata unless asked to, the orientation included: it is applied first.
  let pipeline = sharp(original).autoOrient();
  if (width) pipeline = pipeline.resize({ width, withoutEnlargement: true });
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
    const sharp = (await import("sharp")).default;
    // The variants are cached here, bounded; libvips's own cache of operations would only add to
    // the memory, and one thread per resize leaves the other cores to the pages.
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  } catch {
    return undefined;
  }
}
