import { execFileSync } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";

import { datasetConfig } from "../app/dataset/config";
import { fixtureDocuments } from "../app/blog/fixtures/documents";
import { ALL_POSTS_QUERY, POST_QUERY, POSTS_QUERY } from "../app/blog/queries";
import { parseEnv } from "../app/config/env-schema";
import { DRAFTS_ANSWERS } from "./drafts-gate";
import { forEveryAnswer } from "./responses";
import { blogApi, publishedOnly, siteImageVariants, type BlogApiOptions } from "./blog-api";
import { expectUprightWithoutMetadata, phonePhotograph } from "./phone-photograph.fixture";

const env = parseEnv({});
let server: Server | undefined;

afterEach(async () => {
  server?.close();
  server = undefined;
});

/** Serves the stand-in (and a 404 for anything it declines) on a free port. */
async function start(options: BlogApiOptions = {}, { drafts = false } = {}) {
  const handler = blogApi(env, { documents: fixtureDocuments, ...options });
  server = createServer((req, res) => {
    // As the preview's gate marks every answer of a drafts build.
    if (drafts) forEveryAnswer(res, DRAFTS_ANSWERS);
    void Promise.resolve(handler(req, res)).then((answered) => {
      if (!answered) res.writeHead(404).end("declined");
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function queryUrl(
  base: string,
  query: string,
  params: Record<string, unknown> = {},
  options: Record<string, string> = {},
) {
  const url = new URL(`${base}/v2023-10-10/data/query/production`);
  url.searchParams.set("query", query);
  for (const [name, value] of Object.entries(params))
    url.searchParams.set(`$${name}`, JSON.stringify(value));
  for (const [name, value] of Object.entries(options)) url.searchParams.set(name, value);
  return url;
}

const postQuery = (base: string, body: unknown) =>
  fetch(`${base}/v2023-10-10/data/query/production`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

/** The error the stand-in answers with, after checking it has Sanity's shape. */
async function sanityError(response: Response) {
  const body = (await response.json()) as { error: { description: string; type: string } };
  expect(typeof body.error.description).toBe("string");
  expect(typeof body.error.type).toBe("string");
  return body.error;
}

/** An image file named as the fixtures' asset `aaa111` (1920 × 1080). */
async function imagesDirWithPicture() {
  const dir = mkdtempSync(join(tmpdir(), "blog-images-"));
  const file = "aaa111-1920x1080.jpg";
  const jpeg = await sharp({
    create: { width: 1920, height: 1080, channels: 3, background: "#9c6139" },
  })
    .jpeg()
    .toBuffer();
  writeFileSync(join(dir, file), jpeg);
  return { dir, file, size: jpeg.length };
}

describe("the Sanity query API stand-in", () => {
  it("answers the site's list query with {ms, query, result}, parameters decoded from JSON", async () => {
    const base = await start();
    const response = await fetch(queryUrl(base, POSTS_QUERY, { limit: 2 }));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    const body = (await response.json()) as {
      ms: number;
      query: string;
      result: { slug: string }[];
    };
    expect(body.query).toBe(POSTS_QUERY);
    expect(typeof body.ms).toBe("number");
    expect(body.result.map((post) => post.slug)).toEqual(["may", "april"]);
  });

  it("answers the options the site's client sends: the published perspective, no query echo", async () => {
    const base = await start();
    const response = await fetch(
      queryUrl(
        base,
        POST_QUERY,
        { slug: "march" },
        { perspective: "published", returnQuery: "false" },
      ),
    );
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).not.toHaveProperty("query");
    expect(body).toMatchObject({ result: { title: "Title of march" } });
  });

  it("answers a POST with the query and parameters in a JSON body", async () => {
    const base = await start();
    const response = await postQuery(base, { query: POST_QUERY, params: { slug: "march" } });
    expect(await response.json()).toMatchObject({ result: { title: "Title of march" } });
  });

  it("finds the site's query however its whitespace was reflowed", async () => {
    const base = await start();
    const reflowed = POSTS_QUERY.replace(/\s+/g, "  \n ");
    expect((await fetch(queryUrl(base, reflowed, { limit: 1 }))).status).toBe(200);
  });

  it.each([
    ["everything", "*"],
    ["a projection of the whole dataset", "*{_id, title}"],
    [
      "a query that nests counts and would freeze the server",
      "count(*[count(*[count(*[count(*[count(*[count(*[count(*)>0])>0])>0])>0])>0])>0])",
    ],
    ["nested projections that would take gigabytes", '*{"x":*{"y":*{"z":*{"w":*}}}}'],
    [
      "the site's query with one more filter",
      POSTS_QUERY.replace("[0...$limit]", "[0...$limit][0]"),
    ],
    ["a syntax error", "*[_type == "],
    ["drafts by id", '*[_id in path("drafts.**")]'],
  ])("refuses any other query with a 400 in Sanity's shape: %s", async (_name, query) => {
    const base = await start();
    const started = performance.now();
    const response = await fetch(queryUrl(base, query));
    expect(response.status).toBe(400);
    expect((await sanityError(response)).type).toBe("httpBadRequest");
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("refuses a long array literal posted to it at once, without parsing it", async () => {
    const base = await start();
    const query = `[${"1,".repeat(5_000)}1]`;
    const started = performance.now();
    const response = await postQuery(base, { query });
    expect(response.status).toBe(400);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it.each([
    ["a limit that is not a whole number", POSTS_QUERY, { limit: 1.5 }],
    ["a negative limit", POSTS_QUERY, { limit: -1 }],
    ["a huge limit", POSTS_QUERY, { limit: 1e9 }],
    ["a limit given as text", POSTS_QUERY, { limit: "3" }],
    ["no limit", POSTS_QUERY, {}],
    ["a slug that is not text", POST_QUERY, { slug: { $ne: "" } }],
    ["an over-long slug", POST_QUERY, { slug: "x".repeat(201) }],
    ["an unknown parameter", POST_QUERY, { slug: "march", extra: 1 }],
    ["a parameter where none is taken", ALL_POSTS_QUERY, { limit: 3 }],
  ])("checks the parameters: refuses %s", async (_name, query, params) => {
    const base = await start();
    const response = await fetch(queryUrl(base, query, params));
    expect(response.status).toBe(400);
    expect((await sanityError(response)).description).toMatch(/^Invalid parameters/);
  });

  it.each([
    ["the raw perspective", { perspective: "raw" }],
    ["the drafts perspective", { perspective: "drafts" }],
    ["an unknown option", { explain: "true" }],
  ])("serves published documents only: refuses %s", async (_name, options) => {
    const base = await start();
    const response = await fetch(queryUrl(base, POSTS_QUERY, { limit: 10 }, options));
    expect(response.status).toBe(400);
  });

  it("never returns a draft, even to a query that does not exclude drafts itself", () => {
    const published = publishedOnly([
      ...fixtureDocuments,
      { _id: "versions.r1.post-may", _type: "post" },
    ]);
    expect(published.map(({ _id }) => _id)).not.toContainEqual(
      expect.stringMatching(/^(drafts|versions)\./),
    );
    expect(published).toHaveLength(fixtureDocuments.length - 1);
  });

  it("refuses a POST body over 16 KB with 413, answered rather than reset", async () => {
    const base = await start();
    const response = await postQuery(base, {
      query: POSTS_QUERY,
      params: { padding: "x".repeat(900 * 1024) },
    });
    expect(response.status).toBe(413);
  });

  it.each([
    ["null", "null"],
    ["an array", "[1]"],
    ["params that are not an object", JSON.stringify({ query: POSTS_QUERY, params: [3] })],
    ["not JSON", "{nope"],
  ])("refuses a JSON body of %s with 400", async (_name, body) => {
    const base = await start();
    expect((await postQuery(base, body)).status).toBe(400);
  });

  it("answers a CORS preflight", async () => {
    const base = await start();
    const response = await fetch(queryUrl(base, POSTS_QUERY), { method: "OPTIONS" });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-methods")).toContain("GET");
  });

  it("sends the security headers with every answer, errors included", async () => {
    const base = await start();
    for (const url of [queryUrl(base, POSTS_QUERY, { limit: 1 }), queryUrl(base, "*")]) {
      const headers = (await fetch(url)).headers;
      expect(headers.get("x-content-type-options")).toBe("nosniff");
      expect(headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
      expect(headers.get("content-security-policy")).toContain("default-src 'none'");
    }
  });

  it("rejects a missing query, an unquoted string parameter, bad encoding and an unknown dataset", async () => {
    const base = await start();
    expect((await fetch(`${base}/v2023-10-10/data/query/production`)).status).toBe(400);
    const unquoted = new URL(queryUrl(base, POST_QUERY));
    unquoted.searchParams.set("$slug", "march");
    expect((await fetch(unquoted)).status).toBe(400);
    const badEncoding = await fetch(`${base}/v2023-10-10/data/query/%E0%A4%A?query=*`);
    expect(badEncoding.status).toBe(404);
    const otherDataset = (await fetch(`${base}/v2023-10-10/data/query/staging?query=*`)).status;
    expect(otherDataset).toBe(404);
  });

  it("declines every other path", async () => {
    const base = await start();
    expect(await (await fetch(`${base}/blog`)).text()).toBe("declined");
  });
});

describe("the image CDN stand-in", () => {
  it("serves an image resized and converted as the site's own URLs ask", async () => {
    const { dir, file } = await imagesDirWithPicture();
    const base = await start({ imagesDir: dir });
    const response = await fetch(
      `${base}/images/embedded/production/${file}?w=480&fm=webp&fit=max`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 480, height: 270 });
  });

  it("lets no shared cache keep an image of a preview of drafts", async () => {
    const { dir, file } = await imagesDirWithPicture();
    const url = `/images/embedded/production/${file}?w=480&fm=webp&fit=max`;
    const published = await fetch(`${await start({ imagesDir: dir })}${url}`);
    expect(published.headers.get("cache-control")).toMatch(/^public, /);
    server?.close();
    const preview = await fetch(`${await start({ imagesDir: dir }, { drafts: true })}${url}`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get("cache-control")).toMatch(/^private, /);
  });

  it("serves a phone photograph upright and without its metadata, GPS included, original or resized", async () => {
    const dir = mkdtempSync(join(tmpdir(), "blog-images-"));
    const file = "aaa111-1920x1080.jpg";
    writeFileSync(join(dir, file), await phonePhotograph({ width: 1920, height: 1080 }));
    const base = await start({ imagesDir: dir });
    const body = async (search: string) => {
      const response = await fetch(`${base}/images/embedded/production/${file}${search}`);
      expect(response.status).toBe(200);
      return Buffer.from(await response.arrayBuffer());
    };
    await expectUprightWithoutMetadata(await body(""), 1920, 1080);
    await expectUprightWithoutMetadata(await body("?w=480&fm=webp&fit=max"), 480, 270);
    await expectUprightWithoutMetadata(await body("?w=960&fm=jpg&fit=max"), 960, 540);
  });

  it("serves no photograph with metadata when sharp is not there to take it off", async () => {
    const dir = mkdtempSync(join(tmpdir(), "blog-images-"));
    const file = "aaa111-1920x1080.jpg";
    writeFileSync(join(dir, file), await phonePhotograph({ width: 1920, height: 1080 }));
    const base = await start({ imagesDir: dir, loadSharp: async () => undefined });
    for (const search of ["", "?w=480&fm=webp"]) {
      const response = await fetch(`${base}/images/embedded/production/${file}${search}`);
      expect(response.status).toBe(404);
    }
  });

  it.each([
    ["a width the site never asks for", "w=5000&fm=png"],
    ["a format the site never asks for", "w=480&fm=png"],
    ["a negative width", "w=-1"],
    ["a fractional width", "w=1.5"],
    ["an infinite width", "w=-Infinity"],
    ["an unknown parameter", "w=480&fm=webp&blur=50"],
    ["a width twice", "w=480&w=960&fm=webp"],
  ])("refuses %s with 400", async (_name, search) => {
    const { dir, file } = await imagesDirWithPicture();
    const base = await start({ imagesDir: dir });
    const response = await fetch(`${base}/images/embedded/production/${file}?${search}`);
    expect(response.status).toBe(400);
  });

  it("keeps serving from a cache smaller than one variant", async () => {
    const { dir, file } = await imagesDirWithPicture();
    const base = await start({ imagesDir: dir, imageCacheBytes: 1 });
    for (const width of [480, 960, 480]) {
      const url = `${base}/images/embedded/production/${file}?w=${width}&fm=jpg&fit=max`;
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(width);
    }
  });

  it("serves the original when sharp is not installed", async () => {
    const { dir, file, size } = await imagesDirWithPicture();
    const base = await start({ imagesDir: dir, loadSharp: async () => undefined });
    const response = await fetch(`${base}/images/embedded/production/${file}?w=480&fm=webp`);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect((await response.arrayBuffer()).byteLength).toBe(size);
  });

  it("serves a customer's SVG logo as it is, as an SVG that can run nothing", async () => {
    const dir = mkdtempSync(join(tmpdir(), "blog-images-"));
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 80"><rect width="320" height="80"/></svg>';
    writeFileSync(join(dir, "bbb222-320x80.svg"), svg);
    const logo = { _id: "image-bbb222-320x80-svg", _type: "sanity.imageAsset" };
    const base = await start({ imagesDir: dir, documents: [...fixtureDocuments, logo] });
    const response = await fetch(`${base}/images/embedded/production/bbb222-320x80.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(response.headers.get("content-security-policy")).toMatch(/default-src 'none'.*sandbox/);
    expect(await response.text()).toBe(svg);
    // Never rasterised: only the file as it is.
    const webp = await fetch(`${base}/images/embedded/production/bbb222-320x80.svg?w=320&fm=webp`);
    expect(webp.status).toBe(400);
  });

  it("answers 404 for an image not in the dataset, and leaves other projects' paths alone", async () => {
    const { dir } = await imagesDirWithPicture();
    const base = await start({ imagesDir: dir });
    expect((await fetch(`${base}/images/embedded/production/ccc333-10x10.jpg`)).status).toBe(404);
    // In the dataset, but its file is missing.
    expect((await fetch(`${base}/images/embedded/production/bbb222-800x600.jpg`)).status).toBe(404);
    expect(await (await fetch(`${base}/images/other/production/bbb222-10x10.jpg`)).text()).toBe(
      "declined",
    );
  });
});

describe("siteImageVariants", () => {
  it("lists the srcset widths in WebP and JPEG and the JPEG fallback, never wider than the image", () => {
    const variants = siteImageVariants(datasetConfig(env), fixtureDocuments);
    expect([...variants.get("aaa111-1920x1080.jpg")!].sort()).toEqual(
      [
        "1200:jpg",
        "1440:jpg",
        "1440:webp",
        "1920:jpg",
        "1920:webp",
        "480:jpg",
        "480:webp",
        "960:jpg",
        "960:webp",
      ].sort(),
    );
    expect([...variants.get("bbb222-800x600.jpg")!].sort()).toEqual(
      ["480:jpg", "480:webp", "800:jpg", "800:webp"].sort(),
    );
  });
});

describe("the blog's images on a file that is not a regular file", () => {
  it("refuses a named pipe at once, however often it is asked for, and keeps serving the others", async () => {
    const { dir, file } = await imagesDirWithPicture();
    // The fixtures' second asset, as a pipe nobody writes to: opening it would wait for ever.
    const pipe = "bbb222-800x600.jpg";
    execFileSync("mkfifo", [join(dir, pipe)]);
    const base = await start({ imagesDir: dir, loadSharp: async () => undefined });
    const statuses = await Promise.all(
      Array.from({ length: 6 }, () =>
        fetch(`${base}/images/embedded/production/${pipe}`).then((response) => response.status),
      ),
    );
    expect(statuses).toEqual(Array(6).fill(404));
    expect((await fetch(`${base}/images/embedded/production/${file}`)).status).toBe(200);
  });
});
