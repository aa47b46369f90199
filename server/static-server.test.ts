// @vitest-environment node
import { once } from "node:events";
import { execFileSync } from "node:child_process";
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { createServer, request, type IncomingMessage, type Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { fixtureDocuments } from "../app/blog/fixtures/documents";
import { parseEnv } from "../app/config/env-schema";
import { blogApi } from "./blog-api";
import { clientFolder } from "./client-folder.fixture";
import { servedByFallback } from "./client-routes";
import { enquiryStandIn } from "./enquiries";
import {
  chooseEncoding,
  contentType,
  createSiteHandler,
  requestPath,
  serverAnswers,
} from "./static-server";

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

describe("servedByFallback", () => {
  it("answers new blog posts with the fallback and leaves unknown products and categories to the 404 page", () => {
    expect(servedByFallback("/blog/a-new-post")).toBe(true);
    expect(servedByFallback("/products/unknown")).toBe(false);
    expect(servedByFallback("/gallery/category/unknown")).toBe(false);
  });

  it("reads an encoded slash as part of its segment, as the browser's router does", () => {
    expect(servedByFallback(["", "blog", "a/b"])).toBe(true);
    expect(servedByFallback(["", "products", "a/b"])).toBe(false);
    expect(servedByFallback(["", "blog", "a", "b"])).toBe(false);
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
    const page = (title: string) =>
      `<!DOCTYPE html><html><head><title>${title}</title><script>var x=1</script></head><body></body></html>`;
    dir = clientFolder(
      [
        ["index.html", page("Home")],
        ["about.html", page("About")],
        ["404.html", page("Not found")],
        ["__spa-fallback.html", page("Loading")],
        ["assets/app-abc123.js", script],
        ["about.data", "[]"],
        ["_headers", "/*\n  X-Frame-Options: DENY\n"],
        [".env", "SECRET=1"],
      ],
      "client-",
    );
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
    for (const target of ["http://[", "https://", "evil.example:80", "*"]) {
      expect((await get(target)).status, target).toBe(400);
    }
  });

  it("never opens a file that became a named pipe, and goes on serving the others", async () => {
    // Opening a pipe nobody writes to waits for ever, holding one of Node's four file threads.
    unlinkSync(join(dir, "about.data"));
    execFileSync("mkfifo", [join(dir, "about.data")]);
    const started = performance.now();
    const statuses = await Promise.all(
      Array.from({ length: 6 }, () => get("/about.data").then((response) => response.status)),
    );
    expect(statuses).toEqual(Array(6).fill(404));
    expect(performance.now() - started).toBeLessThan(2_000);
    expect((await get("/assets/app-abc123.js", { "Accept-Encoding": "identity" })).status).toBe(
      200,
    );
  });

  it("never follows a symbolic link out of the client folder", async () => {
    const outside = mkdtempSync(join(tmpdir(), "outside-"));
    writeFileSync(join(outside, "secret.txt"), "SECRET");
    unlinkSync(join(dir, "about.data"));
    symlinkSync(join(outside, "secret.txt"), join(dir, "about.data"));
    const response = await get("/about.data");
    expect(response.status).toBe(404);
    expect(response.body.toString()).not.toContain("SECRET");
    rmSync(outside, { recursive: true, force: true });
  });

  it("answers a path with an encoded slash as the browser's router reads it: one segment", async () => {
    // Never a file: a blog post's SPA fallback, or the 404 page, as for any unknown slug.
    for (const [path, status, title] of [
      ["/blog/a%2Fb", 200, "Loading"],
      ["/products/a%2Fb", 404, "Not found"],
      ["/gallery/category/a%2Fb", 404, "Not found"],
    ] as const) {
      const response = await get(path);
      expect(response.status, path).toBe(status);
      expect(response.body.toString(), path).toContain(`<title>${title}</title>`);
    }
    expect((await get("/assets%2Fapp-abc123.js")).status).toBe(404);
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

  it("lets any cache keep what it serves: a hashed asset for a year, a page only once revalidated", async () => {
    for (const [path, cache] of [
      ["/", "public, max-age=0, must-revalidate"],
      ["/about.data", "public, max-age=0, must-revalidate"],
      ["/assets/app-abc123.js", "public, max-age=31536000, immutable"],
      ["/assets/missing.js", "no-store"],
    ]) {
      expect((await get(path!)).headers["cache-control"], path).toBe(cache);
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

  it("closes every file it opened, however early its clients give up", async () => {
    // Files of the client folder this process holds open now.
    const openHere = () =>
      readdirSync("/proc/self/fd").filter((fd) => {
        try {
          return readlinkSync(`/proc/self/fd/${fd}`).startsWith(dir);
        } catch {
          return false;
        }
      }).length;
    const abandoned = 40;
    await Promise.all(
      Array.from({ length: abandoned }, async (_, i) => {
        const socket = connect(port, "127.0.0.1");
        socket.on("error", () => {});
        await once(socket, "connect");
        socket.write(`GET /assets/app-abc123.js?${i} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
        // Gone while the file is being opened, before the answer.
        socket.resetAndDestroy();
      }),
    );
    // A complete request after them is still answered...
    expect((await get("/assets/app-abc123.js")).status).toBe(200);
    // ...and nothing is left open, without waiting for garbage collection to close it.
    await vi.waitFor(() => expect(openHere()).toBe(0), { timeout: 2_000 });
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

describe("the site handler of a build only some may see", () => {
  const env = parseEnv({});
  const always = { "X-Robots-Tag": "noindex, nofollow" };
  let dir: string;
  let server: Server;
  let port: number;

  beforeEach(async () => {
    dir = clientFolder(
      [
        ["index.html", "<!DOCTYPE html><title>Home</title>"],
        ["404.html", "<!DOCTYPE html><title>Not found</title>"],
        ["__spa-fallback.html", "<!DOCTYPE html><title>Loading</title>"],
        ["about.data", "[]"],
        ["assets/app-abc123.js", "console.log('the asset');"],
        ["media/sauna-abc123.avif", "not really a picture"],
        ["plans/aurora.pdf", "%PDF-1.7"],
      ],
      "client-",
    );
    const handler = createSiteHandler({
      clientDir: dir,
      env,
      privateCache: true,
      alwaysHeaders: always,
    });
    const outside = serverAnswers({ privateCache: true, alwaysHeaders: always });
    server = createServer((req, res) => void handler(req, res));
    server.on("clientError", outside.clientError);
    server.on("connect", outside.connect);
    server.on("checkExpectation", outside.checkExpectation);
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    port = (server.address() as AddressInfo).port;
  });

  afterEach(async () => {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
    new Promise<IncomingMessage>((resolve, reject) => {
      const req = request({ host: "127.0.0.1", port, path, method, headers }, (res) => {
        res.resume();
        res.on("end", () => resolve(res));
      });
      req.on("error", reject);
      req.end();
    });

  /** The head of the answer to `text`, written on a fresh connection as it is. */
  const raw = (text: string) =>
    new Promise<string>((resolve) => {
      const socket = connect(port, "127.0.0.1");
      let answer = "";
      socket.on("data", (chunk: Buffer) => (answer += chunk.toString("latin1")));
      socket.on("error", () => {});
      socket.on("close", () => resolve(answer.slice(0, answer.indexOf("\r\n\r\n"))));
      socket.write(text, "latin1");
    });

  it("marks pages and their data never to be kept, and other files for the browser's cache alone", async () => {
    for (const [path, cache] of [
      ["/", "private, no-store"],
      ["/no-such-page", "private, no-store"],
      ["/about.data", "private, no-store"],
      ["/assets/app-abc123.js", "private, max-age=31536000, immutable"],
      ["/media/sauna-abc123.avif", "private, max-age=31536000, immutable"],
      ["/plans/aurora.pdf", "private, max-age=3600"],
      ["/assets/missing.js", "private, no-store"],
    ]) {
      expect((await get(path!)).headers["cache-control"], path).toBe(cache);
    }
  });

  it("sends the headers it was given with every answer, those that dropped a file's included", async () => {
    const asset = await get("/assets/app-abc123.js");
    for (const [what, status, answer] of [
      ["a page", 200, await get("/")],
      ["an asset", 200, asset],
      [
        "an asset revalidated",
        304,
        await get("/assets/app-abc123.js", { "If-None-Match": asset.headers.etag! }),
      ],
      [
        "a range beyond the end",
        416,
        await get("/media/sauna-abc123.avif", { Range: "bytes=999999999-" }),
      ],
      ["no such file", 404, await get("/assets/missing.js")],
      ["DELETE", 405, await get("/", {}, "DELETE")],
      ["an Expect it cannot meet", 417, await get("/", { Expect: "nonsense" })],
    ] as const) {
      expect(answer.statusCode, what).toBe(status);
      expect(answer.headers["x-robots-tag"], what).toBe(always["X-Robots-Tag"]);
    }
    for (const [status, request] of [
      [400, "NONSENSE\r\n\r\n"],
      [414, `GET /?${"a".repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`],
      [431, `GET / HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${"x".repeat(20_000)}\r\n\r\n`],
      [405, "CONNECT localhost:443 HTTP/1.1\r\nHost: localhost:443\r\n\r\n"],
    ] as const) {
      const head = await raw(request);
      expect(head, String(status)).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
      expect(head, String(status)).toMatch(/^x-robots-tag: noindex, nofollow$/im);
      expect(head, String(status)).toMatch(/^cache-control: private, no-store$/im);
    }
  });
});

describe("the site handler at the edges of the protocol", () => {
  const env = parseEnv({});
  let dir: string;
  let server: Server;
  let port: number;
  let errors: string[];
  let handled: number;
  let received: number;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), "client-"));
    for (const [path, title] of [
      ["index.html", "Home"],
      ["404.html", "Not found"],
      ["__spa-fallback.html", "Loading"],
      ["about.html", "About"],
    ] as const) {
      writeFileSync(
        join(dir, path),
        `<!DOCTYPE html><html><head><title>${title}</title></head></html>`,
      );
    }
    errors = [];
    handled = 0;
    received = 0;
    vi.spyOn(console, "error").mockImplementation((line: string) => void errors.push(line));
    const services = [
      blogApi(env, { documents: fixtureDocuments }),
      enquiryStandIn({ file: join(dir, "var", "enquiries.ndjson"), log: () => {} }),
      // A service that fails: its failure is the server's, and logged.
      (req: IncomingMessage) => {
        if (req.url === "/fails") throw new Error("the service broke");
        return false;
      },
    ];
    const handler = createSiteHandler({ clientDir: dir, env, services });
    server = createServer({ headersTimeout: 10_000, requestTimeout: 20_000 }, (req, res) => {
      received += 1;
      void handler(req, res).finally(() => (handled += 1));
    });
    const answers = serverAnswers();
    server.on("clientError", answers.clientError);
    server.on("connect", answers.connect);
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    port = (server.address() as AddressInfo).port;
  });

  afterEach(async () => {
    vi.restoreAllMocks();
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
    rmSync(dir, { recursive: true, force: true });
  });

  /**
   * Writes `request` on a fresh connection exactly as given (and `body` after it, without waiting
   * for the server to read it) and reads the answer to the end. A reset before any of the answer
   * arrived is a failure; `reset` says whether one came at all.
   */
  function raw(request: string, body?: Buffer[]) {
    return new Promise<{ status: number; head: string; body: string; reset: boolean }>(
      (resolve, reject) => {
        const socket = connect(port, "127.0.0.1");
        const chunks: Buffer[] = [];
        let reset = false;
        socket.on("data", (chunk: Buffer) => chunks.push(chunk));
        socket.on("error", (error) => {
          reset = true;
          if (chunks.length === 0) reject(error);
        });
        socket.on("close", () => {
          const text = Buffer.concat(chunks).toString("latin1");
          const split = text.indexOf("\r\n\r\n");
          const head = split === -1 ? text : text.slice(0, split);
          resolve({
            status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0),
            head,
            body: split === -1 ? "" : text.slice(split + 4),
            reset,
          });
        });
        socket.write(request, "latin1");
        if (body) {
          for (const chunk of body) socket.write(chunk);
          socket.end();
        }
      },
    );
  }

  const request = (line: string, headers: string[] = ["Host: localhost"]) =>
    raw([line, ...headers, "Connection: close", "", ""].join("\r\n"));

  it("answers a request line too long to read with 414 and a line saying why", async () => {
    const compare = `/products/compare?${"items=aurora&".repeat(10_000)}`;
    const response = await request(`GET ${compare} HTTP/1.1`);
    expect(response.status).toBe(414);
    expect(response.body.trim().length).toBeGreaterThan(0);
    expect(response.head).toMatch(/x-content-type-options: nosniff/i);
    // Long, though within what the parser reads.
    const long = await request(`GET /products/compare?${"a".repeat(9_000)} HTTP/1.1`);
    expect(long.status).toBe(414);
    expect(long.body.length).toBeGreaterThan(0);
    // Headers too large are a 431, with a body too.
    const big = await request("GET / HTTP/1.1", [
      "Host: localhost",
      `X-Padding: ${"x".repeat(20_000)}`,
    ]);
    expect(big.status).toBe(431);
    expect(big.body.trim().length).toBeGreaterThan(0);
    expect(big.head).toMatch(/content-security-policy: default-src 'none'/i);
  });

  it("serves an absolute-form target as its path, whatever host it names", async () => {
    const about = await request("GET http://localhost:3000/about HTTP/1.1");
    expect(about.status).toBe(200);
    expect(about.body).toContain("<title>About</title>");
    const elsewhere = await request("GET http://evil.example/about?x=1 HTTP/1.1");
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.body).toContain("<title>About</title>");
  });

  it("refuses a request with two Host headers", async () => {
    const response = await request("GET / HTTP/1.1", ["Host: localhost", "Host: evil.example"]);
    expect(response.status).toBe(400);
  });

  it("answers CONNECT with 405 rather than closing the connection without a word", async () => {
    const response = await request("CONNECT localhost:443 HTTP/1.1", ["Host: localhost:443"]);
    expect(response.status).toBe(405);
    expect(response.head).toMatch(/^allow: GET, HEAD$/im);
    expect(response.body.length).toBeGreaterThan(0);
  });

  it("answers a 10 MB chunked enquiry with 413 the client can read, then closes without a reset", async () => {
    const chunk = Buffer.from(`10000\r\n${"x".repeat(0x10000)}\r\n`);
    const body = [...Array<Buffer>(160).fill(chunk), Buffer.from("0\r\n\r\n")];
    const started = performance.now();
    const response = await raw(
      [
        "POST /api/v1.0/email/send HTTP/1.1",
        "Host: localhost",
        "Content-Type: application/json",
        "Transfer-Encoding: chunked",
        "",
        "",
      ].join("\r\n"),
      body,
    );
    expect(response.status).toBe(413);
    expect(response.body.length).toBeGreaterThan(0);
    expect(response.reset).toBe(false);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it("logs nothing for requests their clients abandoned, and still logs the server's own failures", async () => {
    const aborted = 50;
    for (let i = 0; i < aborted; i += 1) {
      const socket = connect(port, "127.0.0.1");
      socket.on("error", () => {});
      socket.write(
        [
          "POST /v2023-10-10/data/query/production HTTP/1.1",
          "Host: localhost",
          "Content-Type: application/json",
          "Content-Length: 1000",
          "",
          '{"query":',
        ].join("\r\n"),
      );
      // Abandoned once the server is reading its body.
      await vi.waitFor(() => expect(received).toBe(i + 1));
      socket.resetAndDestroy();
    }
    await vi.waitFor(() => expect(handled).toBe(aborted));
    expect(errors).toEqual([]);
    expect((await request("GET /fails HTTP/1.1")).status).toBe(500);
    expect(errors).toEqual([expect.stringMatching(/the service broke/)]);
  });
});
