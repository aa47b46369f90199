import { once } from "node:events";
import { mkdtempSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";

import { fixtureDocuments } from "../app/blog/fixtures/documents";
import { POSTS_QUERY } from "../app/blog/queries";
import { parseEnv } from "../app/config/env-schema";
import { blogApi, type BlogApiOptions } from "./blog-api";

const env = parseEnv({});
let server: Server | undefined;

afterEach(async () => {
  server?.close();
  server = undefined;
});

/** Serves the stand-in (and a 404 for anything it declines) on a free port. */
async function start(options: BlogApiOptions = {}) {
  const handler = blogApi(env, { documents: fixtureDocuments, ...options });
  server = createServer((req, res) => {
    void Promise.resolve(handler(req, res)).then((answered) => {
      if (!answered) res.writeHead(404).end("declined");
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function queryUrl(base: string, query: string, params: Record<string, unknown> = {}) {
  const url = new URL(`${base}/v2023-10-10/data/query/production`);
  url.searchParams.set("query", query);
  for (const [name, value] of Object.entries(params))
    url.searchParams.set(`$${name}`, JSON.stringify(value));
  return url;
}

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
  it("answers a GET query with {ms, query, result}, parameters decoded from JSON", async () => {
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

  it("answers a POST with the query and parameters in a JSON body", async () => {
    const base = await start();
    const response = await fetch(`${base}/v2023-10-10/data/query/production`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        query: "*[slug.current == $slug][0].title",
        params: { slug: "march" },
      }),
    });
    expect(await response.json()).toMatchObject({ result: "Title of march" });
  });

  it("refuses a POST body over 1 MB with 413", async () => {
    const base = await start();
    const response = await fetch(`${base}/v2023-10-10/data/query/production`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ query: "*", params: { padding: "x".repeat(1024 * 1024) } }),
    });
    expect(response.status).toBe(413);
  });

  it("answers a CORS preflight", async () => {
    const base = await start();
    const response = await fetch(queryUrl(base, "*"), { method: "OPTIONS" });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-methods")).toContain("GET");
  });

  it("rejects a bad query as Sanity does: 400 with a queryParseError", async () => {
    const base = await start();
    const response = await fetch(queryUrl(base, "*[_type == "));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: Record<string, unknown> };
    expect(body.error).toMatchObject({ type: "queryParseError", query: "*[_type == " });
    expect(typeof body.error.description).toBe("string");
    expect(typeof body.error.start).toBe("number");
  });

  it("rejects a missing query, an unquoted string parameter and an unknown dataset", async () => {
    const base = await start();
    expect((await fetch(`${base}/v2023-10-10/data/query/production`)).status).toBe(400);
    const unquoted = new URL(queryUrl(base, "*[slug.current == $slug]"));
    unquoted.searchParams.set("$slug", "march");
    expect((await fetch(unquoted)).status).toBe(400);
    const otherDataset = (await fetch(`${base}/v2023-10-10/data/query/staging?query=*`)).status;
    expect(otherDataset).toBe(404);
  });

  it("declines every other path", async () => {
    const base = await start();
    expect(await (await fetch(`${base}/blog`)).text()).toBe("declined");
  });
});

describe("the image CDN stand-in", () => {
  it("serves an image resized and converted as the URL asks", async () => {
    const { dir, file } = await imagesDirWithPicture();
    const base = await start({ imagesDir: dir });
    const response = await fetch(`${base}/images/embedded/production/${file}?w=480&fm=webp`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 480, height: 270 });
  });

  it("serves the original when sharp is not installed", async () => {
    const { dir, file, size } = await imagesDirWithPicture();
    const base = await start({ imagesDir: dir, loadSharp: async () => undefined });
    const response = await fetch(`${base}/images/embedded/production/${file}?w=480&fm=webp`);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect((await response.arrayBuffer()).byteLength).toBe(size);
  });

  it("answers 404 for an unknown image, and leaves other projects' paths alone", async () => {
    const { dir } = await imagesDirWithPicture();
    const base = await start({ imagesDir: dir });
    expect((await fetch(`${base}/images/embedded/production/bbb222-10x10.jpg`)).status).toBe(404);
    expect(await (await fetch(`${base}/images/other/production/bbb222-10x10.jpg`)).text()).toBe(
      "declined",
    );
  });
});
