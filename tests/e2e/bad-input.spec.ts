/**
 * Hostile and malformed requests against `npm start`: very long paths, bad percent-encoding, `..`
 * traversal in every spelling, encoded NUL, odd methods, huge query strings and odd headers. The
 * server must never answer 5xx, never serve a file from outside build/client, never echo the input
 * back unescaped, and must go on serving the site afterwards.
 *
 * Requests are written byte for byte on a socket (Playwright's client and fetch would normalise
 * the paths first). Add a case to `HOSTILE_REQUESTS` to hold the server to it.
 */
import { connect } from "node:net";

import { expect, test } from "./fixtures";

type RawRequest = {
  /** What the case is about, for the test's title. */
  name: string;
  method?: string;
  /** The request target exactly as sent. */
  target: string;
  /** Header lines; a Host line is added unless one is given. */
  headers?: string[];
  httpVersion?: "1.0" | "1.1";
};

type RawResponse = { status: number; head: string; body: string };

const TRAVERSAL_TARGETS = ["etc/passwd", "package.json", "server/start.ts", ".env"];

/** Traversal in every spelling, aimed at each target outside build/client. */
const traversals: RawRequest[] = TRAVERSAL_TARGETS.flatMap((target) => {
  const encoded = target.replaceAll("/", "%2f");
  return [
    { name: `raw ../ to ${target}`, target: `/../../../../${target}` },
    { name: `encoded %2e%2e%2f to ${target}`, target: `/%2e%2e%2f%2e%2e%2f%2e%2e%2f${encoded}` },
    { name: `encoded ..%2f to ${target}`, target: `/..%2f..%2f..%2f..%2f${encoded}` },
    { name: `%2e%2e/ to ${target}`, target: `/%2e%2e/%2e%2e/%2e%2e/${target}` },
    {
      name: `double-encoded to ${target}`,
      target: `/%252e%252e%252f%252e%252e%252f${target.replaceAll("/", "%252f")}`,
    },
    { name: `backslashes to ${target}`, target: `/..\\..\\..\\${target.replaceAll("/", "\\")}` },
    { name: `encoded backslashes to ${target}`, target: `/..%5c..%5c..%5c${encoded}` },
    { name: `from /assets/ to ${target}`, target: `/assets/..%2f..%2f..%2f${encoded}` },
    { name: `overlong UTF-8 dots to ${target}`, target: `/%c0%ae%c0%ae/%c0%ae%c0%ae/${target}` },
  ];
});

export const HOSTILE_REQUESTS: RawRequest[] = [
  // Length
  { name: "a very long path", target: `/${"a".repeat(10_000)}` },
  { name: "a long path under /products", target: `/products/${"x".repeat(7_000)}` },
  { name: "many segments", target: "/a".repeat(3_000) },
  { name: "a huge query string", target: `/?q=${"x".repeat(100_000)}` },
  { name: "a long query string", target: `/products?${"a=1&".repeat(1_500)}` },
  // Encoding
  { name: "a truncated percent-escape", target: "/%E0%A4%A" },
  { name: "a lone percent sign", target: "/%" },
  { name: "a non-hex escape", target: "/%zz" },
  { name: "bad encoding in a client-resolved path", target: "/products/%E0%A4%A" },
  { name: "invalid UTF-8", target: "/%ff%fe" },
  // NUL
  { name: "an encoded NUL", target: "/index.html%00.js" },
  { name: "an encoded NUL alone", target: "/%00" },
  { name: "an encoded NUL in a page path", target: "/products%00/aurora" },
  // Files that exist outside build/client, asked for directly
  ...[
    "/package.json",
    "/server/start.ts",
    "/.env",
    "/.git/config",
    "/node_modules/react/package.json",
  ].map((target) => ({ name: `a source file ${target}`, target })),
  { name: "a protocol-relative path", target: "//etc/passwd" },
  ...traversals,
  // Reflection
  { name: "markup in the path", target: "/<script>alert(1)</script>" },
  { name: "markup in a client-resolved path", target: "/products/<script>alert(1)</script>" },
  { name: "markup in the query", target: "/?q=<script>alert(1)</script>" },
  { name: "encoded markup in the path", target: "/%3Cscript%3Ealert(1)%3C/script%3E" },
  // Methods
  ...["PUT", "DELETE", "PATCH", "TRACE", "OPTIONS", "PROPFIND", "POST"].map((method) => ({
    name: `${method} /`,
    method,
    target: "/",
  })),
  { name: "PROPFIND on an asset folder", method: "PROPFIND", target: "/assets/" },
  { name: "OPTIONS *", method: "OPTIONS", target: "*" },
  { name: "an unknown method", method: "BREW", target: "/" },
  // Request targets and headers
  { name: "an absolute-form target", target: "http://evil.example/etc/passwd" },
  { name: "a foreign Host", target: "/", headers: ["Host: evil.example"] },
  { name: "markup in the Host", target: "/", headers: ["Host: <script>alert(1)</script>"] },
  { name: "no Host (HTTP/1.0)", target: "/", headers: [], httpVersion: "1.0" },
  { name: "a forwarded host", target: "/", headers: ["X-Forwarded-Host: evil.example"] },
  { name: "an unsatisfiable range", target: "/", headers: ["Range: bytes=999999999-"] },
  { name: "a malformed range", target: "/", headers: ["Range: bytes=--1,x-y"] },
  { name: "an odd Accept-Encoding", target: "/", headers: ["Accept-Encoding: br;q=x, *;q=-1"] },
  { name: "a garbage If-None-Match", target: "/", headers: ['If-None-Match: "<script>"'] },
  { name: "a huge header", target: "/", headers: [`X-Padding: ${"x".repeat(20_000)}`] },
];

/** Text that appears only in files outside build/client. */
const LEAK_MARKERS = [
  /root:.*:0:0:/, // /etc/passwd
  /"devDependencies"/, // package.json
  /"name":\s*"vaja-site"/,
  /createSiteHandler|loadEnv\(\)/, // server/ sources
  /\[core\]\s*repositoryformatversion/, // .git/config
  /^\s*SITE_URL=/m, // .env
];

/** Sends `request` exactly as given on a fresh connection and reads the whole response. */
function send(baseURL: string, request: RawRequest): Promise<RawResponse> {
  const { hostname, port } = new URL(baseURL);
  const version = request.httpVersion ?? "1.1";
  const headers = request.headers ?? [];
  const hasHost = headers.some((line) => /^host:/i.test(line));
  const lines = [
    `${request.method ?? "GET"} ${request.target} HTTP/${version}`,
    ...(hasHost || version === "1.0" ? [] : [`Host: ${hostname}:${port}`]),
    ...headers,
    "Connection: close",
    "",
    "",
  ];
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname === "localhost" ? "127.0.0.1" : hostname);
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    // A reset after the answer arrived still leaves the answer to check; one before it is a failure.
    socket.on("error", (error) => {
      if (chunks.length === 0) reject(error);
    });
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("latin1");
      const split = text.indexOf("\r\n\r\n");
      const head = split === -1 ? text : text.slice(0, split);
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
      resolve({ status, head, body: split === -1 ? "" : text.slice(split + 4) });
    });
    // Written, not ended: a half-closed connection makes Node abort the response in flight.
    // `Connection: close` has the server close it once it has answered.
    socket.write(lines.join("\r\n"), "latin1");
  });
}

for (const request of HOSTILE_REQUESTS) {
  test(`${request.name}: no error, no leak, no echo`, async ({ baseURL }) => {
    const response = await send(baseURL!, request);
    // The server either answers with a status (never 5xx) or, for requests Node's parser rejects
    // outright, with a 4xx of its own; a dropped connection without a status would be a failure.
    expect(
      response.status,
      `status line: ${response.head.split("\r\n")[0]}`,
    ).toBeGreaterThanOrEqual(200);
    expect(response.status).toBeLessThan(500);
    for (const marker of LEAK_MARKERS) expect(response.body).not.toMatch(marker);
    expect(response.body).not.toContain("<script>alert(1)");
    expect(response.head).not.toContain("<script>alert(1)");
  });
}

test("the server keeps serving the site after every hostile request", async ({
  baseURL,
  request,
}) => {
  // All of them again, back to back on one run, then the home page and a product page.
  for (const hostile of HOSTILE_REQUESTS) await send(baseURL!, hostile);
  for (const path of ["/", "/products/aurora"]) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(await response.text()).toMatch(/<h1[^>]*>/);
  }
});

test("traversal never reaches a file, whatever the status", async ({ baseURL }) => {
  // A 200 for any traversal must be the site's own page, not the file aimed at.
  for (const request of traversals) {
    const response = await send(baseURL!, request);
    if (response.status === 200) expect(response.body, request.name).toMatch(/<!DOCTYPE html>/i);
  }
});
