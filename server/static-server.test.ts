// @vitest-environment node
import { once } from "node:events";
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { parseEnv } from "../app/config/env-schema";
import { chooseEncoding, contentType, createSiteHandler, requestPath } from "./static-server";

describe("requestPath", () => {
  it("decodes an ordinary path and drops the query", () => {
    expect(requestPath("/about?x=1")).toBe("/about");
    expect(requestPath("/caf%C3%A9")).toBe("/café");
  });

  it.each([
    ["bad percent-encoding", "/%E0%A4%A"],
    ["encoded traversal", "/..%2f..%2fetc/passwd"],
    ["encoded NUL", "/a%00b"],
    ["an absolute URL", "http://evil.example/"],
    ["an over-long URL", `/${"a".repeat(9000)}`],
    ["nothing", undefined],
  ])("rejects %s", (_name, url) => {
    expect(requestPath(url)).toBeUndefined();
  });
});

describe("chooseEncoding", () => {
  const accepting = (value: string) => ({ headers: { "accept-encoding": value } });

  it("prefers Brotli, then gzip, among the variants a file has", () => {
    expect(chooseEncoding(accepting("gzip, deflate, br, zstd"), ["br", "gzip"])).toBe("br");
    expect(chooseEncoding(accepting("gzip, deflate, br"), ["gzip"])).toBe("gzip");
    expect(chooseEncoding(accepting("gzip"), ["br", "gzip"])).toBe("gzip");
  });

  it("honours what the client refuses or asks for by weight", () => {
    expect(chooseEncoding(accepting("br;q=0, gzip"), ["br", "gzip"])).toBe("gzip");
    expect(chooseEncoding(accepting("identity"), ["br", "gzip"])).toBeUndefined();
    expect(chooseEncoding(accepting("br;q=x, *;q=-1"), ["br", "gzip"])).toBeUndefined();
    expect(chooseEncoding({ headers: {} }, ["br", "gzip"])).toBeUndefined();
  });
});

describe("contentType", () => {
  it.each([
    ["about.data", "text/x-script"],
    ["index.js", "text/javascript; charset=utf-8"],
    ["robots.txt", "text/plain; charset=utf-8"],
    ["plan.pdf", "application/pdf"],
    ["font.woff2", "font/woff2"],
    ["picture.avif", "image/avif"],
    ["aurora.glb", "model/gltf-binary"],
    ["aurora.usdz", "model/vnd.usdz+zip"],
    ["something.unknown", "application/octet-stream"],
  ])("%s is served as %s", (file, type) => {
    expect(contentType(file)).toBe(type);
  });
});

describe("the site handler", () => {
  const env = parseEnv({});
  const script = "console.log('the asset');".repeat(100);
  let dir: string;
  let server: Server;
  let port: number;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), "client-"));
    const page = (title: string) =>
      `<!DOCTYPE html><html><head><title>${title}</title><script>var x=1</script></head><body></body></html>`;
    for (const [path, body] of [
      ["index.html", page("Home")],
      ["about.html", page("About")],
      ["404.html", page("Not found")],
      ["__spa-fallback.html", page("Loading")],
      ["assets/app-abc123.js", script],
      ["about.data", "[]"],
      ["_headers", "/*\n  X-Frame-Options: DENY\n"],
      [".env", "SECRET=1"],
    ] as const) {
      mkdirSync(join(dir, path, ".."), { recursive: true });
      writeFileSync(join(dir, path), body);
    }
    for (const file of ["index.html", "assets/app-abc123.js"]) {
      const body = Buffer.from(file === "index.html" ? page("Home") : script);
      writeFileSync(join(dir, `${file}.br`), brotliCompressSync(body));
      writeFileSync(join(dir, `${file}.gz`), gzipSync(body));
    }
    const handler = createSiteHandler({ clientDir: dir, env });
    server = createServer((req, res) => void handler(req, res));
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    port = (server.address() as AddressInfo).port;
  });

  afterEach(async () => {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
    rmSync(dir, { recursive: true, force: true });
  });

  /** A GET with exactly these headers (fetch would add its own Accept-Encoding). */
  function get(path: string, headers: Record<string, string> = {}) {
    return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
      (resolve, reject) => {
        const req = request({ host: "127.0.0.1", port, path, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () =>
            resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        });
        req.on("error", reject);
        req.end();
      },
    );
  }

  it("serves a page at its own address and moves its other spellings there with 308", async () => {
    const page = await get("/about");
    expect(page.status).toBe(200);
    expect(page.body.toString()).toContain("<title>About</title>");
    for (const [target, location] of [
      ["/about/", "/about"],
      ["/about.html", "/about"],
      ["/about/index.html", "/about"],
      ["/about//?ref=mail", "/about?ref=mail"],
      ["/index.html", "/"],
    ]) {
      const moved = await get(target!);
      expect(moved.status, target).toBe(308);
      expect(moved.headers.location, target).toBe(location);
    }
  });

  it("never redirects to an address that is not one of its pages", async () => {
    for (const target of ["//evil.example/", "/%2F%2Fevil.example/", "/no-such-page/"]) {
      const answer = await get(target);
      expect(answer.status, target).not.toBe(308);
      expect(answer.headers.location, target).toBeUndefined();
    }
  });

  it("answers a blog post published after the build with the SPA fallback and 200", async () => {
    const post = await get("/blog/a-new-post");
    expect(post.status).toBe(200);
    expect(post.body.toString()).toContain("<title>Loading</title>");
  });

  it("answers an unknown product, category or tour with the 404 page, as a static host does", async () => {
    for (const target of ["/products/unknown", "/gallery/category/unknown", "/tours/unknown"]) {
      const answer = await get(target);
      expect(answer.status, target).toBe(404);
      expect(answer.body.toString(), target).toContain("<title>Not found</title>");
    }
  });

  it("answers 404 for a file deleted while serving, then serves the next request", async () => {
    unlinkSync(join(dir, "assets/app-abc123.js"));
    const gone = await get("/assets/app-abc123.js", { "Accept-Encoding": "identity" });
    expect(gone.status).toBe(404);
    expect(gone.headers["content-encoding"]).toBeUndefined();
    expect((await get("/")).status).toBe(200);
    // Its precompressed variant is still there and still served.
    const br = await get("/assets/app-abc123.js", { "Accept-Encoding": "br" });
    expect(br.status).toBe(200);
  });

  it("answers a target that is not a path with 400, even one the URL parser throws on", async () => {
    for (const target of ["http://[", "http://evil.example/", "*"]) {
      expect((await get(target)).status, target).toBe(400);
    }
  });

  it("answers a file that became a folder without dying", async () => {
    unlinkSync(join(dir, "about.data"));
    mkdirSync(join(dir, "about.data"));
    expect((await get("/about.data")).status).toBe(404);
    expect((await get("/")).status).toBe(200);
  });

  it("never serves a precompressed variant, _headers or a dotfile by its own name", async () => {
    for (const path of [
      "/index.html.br",
      "/index.html.gz",
      "/assets/app-abc123.js.br",
      "/_headers",
      "/.env",
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.body.toString("latin1")).not.toContain("SECRET");
      expect(response.body.toString("latin1")).not.toContain("X-Frame-Options: DENY");
    }
  });

  it("gives every file its Content-Type and every response the security headers", async () => {
    for (const [path, type] of [
      ["/", "text/html; charset=utf-8"],
      ["/assets/app-abc123.js", "text/javascript; charset=utf-8"],
      ["/about.data", "text/x-script"],
      ["/assets/missing.js", "text/plain; charset=utf-8"],
      ["/%E0%A4%A", "text/plain; charset=utf-8"],
    ]) {
      const response = await get(path!);
      expect(response.headers["content-type"], path).toBe(type);
      expect(response.headers["x-content-type-options"], path).toBe("nosniff");
      expect(response.headers["strict-transport-security"], path).toMatch(/max-age=/);
    }
  });

  it("answers a document's revalidation with 304", async () => {
    const first = await get("/", { "Accept-Encoding": "br" });
    expect(first.headers["content-encoding"]).toBe("br");
    const etag = String(first.headers.etag);
    const again = await get("/", { "Accept-Encoding": "br", "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  describe("Range requests, as RFC 9110 says", () => {
    const asset = (range: string) =>
      get("/assets/app-abc123.js", { Range: range, "Accept-Encoding": "identity" });
    const size = Buffer.byteLength(script);

    it("serves a satisfiable range with 206 and the right bytes, suffix ranges included", async () => {
      const first = await asset("bytes=0-9");
      expect(first.status).toBe(206);
      expect(first.body.toString()).toBe(script.slice(0, 10));
      const last = await asset("bytes=-5");
      expect(last.status).toBe(206);
      expect(last.headers["content-range"]).toBe(`bytes ${size - 5}-${size - 1}/${size}`);
      expect(last.body.toString()).toBe(script.slice(-5));
      const huge = await asset("bytes=0-999999999999999999999999999999");
      expect(huge.status).toBe(206);
      expect(huge.body.length).toBe(size);
    });

    it.each(["bytes=999999999-", "bytes=5-1"])(
      "answers %s with 416 and the size",
      async (range) => {
        const response = await asset(range);
        expect(response.status).toBe(416);
        expect(response.headers["content-range"]).toBe(`bytes */${size}`);
      },
    );

    it.each(["-5", "bytes=abc", "items=0-5", "bytes=--1,x-y"])(
      "answers the nonsense range %s with the whole file",
      async (range) => {
        const response = await asset(range);
        expect(response.status).toBe(200);
        expect(response.body.length).toBe(size);
      },
    );

    it("answers documents whole", async () => {
      const response = await get("/", { Range: "bytes=0-5", "Accept-Encoding": "identity" });
      expect(response.status).toBe(200);
      expect(response.body.toString()).toContain("<title>Home</title>");
    });
  });
});
