// @vitest-environment node
import { once } from "node:events";
import { rmSync } from "node:fs";
import {
  createServer,
  request,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";
import { connect, type AddressInfo } from "node:net";

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { DRAFTS_ROBOTS } from "../app/config/drafts";
import { parseEnv } from "../app/config/env-schema";
import { parseTrustProxy } from "./client-address";
import { clientFolder } from "./client-folder.fixture";
import { DRAFTS_ANSWERS, draftsGate, type DraftsGateOptions } from "./drafts-gate";
import { createSiteHandler, serverAnswers } from "./static-server";

const PASSWORD = "cedar-and-steam-42";
const GUESS = "birch-and-smoke-17";
const basic = (password: string, user = "editor") =>
  `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;

type Answer = { status: number; headers: Record<string, string | string[] | undefined> };

let server: Server | undefined;
let port: number;

async function listen(
  handler: (req: IncomingMessage, res: ServerResponse) => unknown,
  wire: (server: Server) => void = () => {},
) {
  server = createServer((req, res) => void handler(req, res));
  wire(server);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  port = (server.address() as AddressInfo).port;
}

afterEach(async () => {
  if (!server) return;
  server.closeAllConnections();
  await new Promise((done) => server!.close(done));
  server = undefined;
});

/** A request with exactly these headers (fetch would add its own). */
function ask(
  path: string,
  headers: Record<string, string> = {},
  method = "GET",
): Promise<Answer & { body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, method, headers }, (res) => {
      let body = "";
      res.setEncoding("latin1");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** Writes `text` on a fresh connection exactly as given and reads the answer's status and headers. */
function raw(text: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", (error) => {
      if (chunks.length === 0) reject(error);
    });
    socket.on("close", () => {
      const answer = Buffer.concat(chunks).toString("latin1");
      const head = answer.slice(0, answer.indexOf("\r\n\r\n"));
      const [statusLine = "", ...lines] = head.split("\r\n");
      const headers: Answer["headers"] = {};
      for (const line of lines) {
        const colon = line.indexOf(":");
        headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1] ?? 0), headers });
    });
    socket.write(text, "latin1");
  });
}

describe("the preview's password", () => {
  let clock: number;
  let lines: string[];
  let served: number;

  beforeEach(() => {
    clock = 0;
    lines = [];
    served = 0;
  });

  async function gate(options: DraftsGateOptions = {}) {
    const site = (_req: IncomingMessage, res: ServerResponse) => {
      served += 1;
      res.end("the preview");
    };
    await listen(
      draftsGate(PASSWORD, site, {
        now: () => clock,
        log: (line) => void lines.push(line),
        ...options,
      }),
    );
  }

  const guess = (password: string, headers: Record<string, string> = {}) =>
    ask("/", { Authorization: basic(password), ...headers });

  it("asks for the password, and never counts a request that carries none as a guess", async () => {
    await gate();
    for (let i = 0; i < 30; i += 1) {
      const asked = await ask("/");
      expect(asked.status).toBe(401);
      expect(asked.headers["www-authenticate"]).toMatch(/^Basic realm="Preview of drafts"/);
    }
    const signedIn = await guess(PASSWORD);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toBe("the preview");
    expect(lines).toEqual([]);
  });

  it("takes ten wrong passwords a minute from a client, then refuses even the right one until the minute is over", async () => {
    await gate();
    for (let i = 0; i < 10; i += 1) {
      clock += 1_000;
      expect((await guess(GUESS)).status).toBe(401);
    }
    const refused = await guess(GUESS);
    expect(refused.status).toBe(429);
    // The oldest of the ten was a second into the minute, 10 s ago.
    expect(refused.headers["retry-after"]).toBe("51");
    // The right password, inside the lockout, is not even looked at.
    const right = await guess(PASSWORD);
    expect(right.status).toBe(429);
    expect(served).toBe(0);
    // A browser's own first request is still asked for the password, not refused.
    expect((await ask("/")).status).toBe(401);
    clock += 51_000;
    expect((await guess(PASSWORD)).status).toBe(200);
    expect(served).toBe(1);
  });

  it("takes fifty wrong passwords an hour from a client", async () => {
    await gate();
    for (let minute = 0; minute < 5; minute += 1) {
      for (let i = 0; i < 10; i += 1) expect((await guess(GUESS)).status).toBe(401);
      clock += 60_001;
    }
    const refused = await guess(PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.headers["retry-after"]).toBe(String(Math.ceil((3_600_000 - clock) / 1000)));
    expect(served).toBe(0);
    clock = 3_600_001;
    expect((await guess(PASSWORD)).status).toBe(200);
  });

  it("counts each client apart, by X-Forwarded-For only where TRUST_PROXY trusts the proxy", async () => {
    await gate({ trustProxy: parseTrustProxy("loopback") });
    const from = (client: string) => ({ "X-Forwarded-For": client });
    for (let i = 0; i < 10; i += 1) await guess(GUESS, from("203.0.113.1"));
    expect((await guess(PASSWORD, from("203.0.113.1"))).status).toBe(429);
    expect((await guess(PASSWORD, from("203.0.113.2"))).status).toBe(200);
  });

  it("never believes X-Forwarded-For from a client no TRUST_PROXY names", async () => {
    await gate();
    for (let i = 0; i < 10; i += 1) await guess(GUESS, { "X-Forwarded-For": `203.0.113.${i}` });
    expect((await guess(PASSWORD, { "X-Forwarded-For": "198.51.100.1" })).status).toBe(429);
  });

  it("logs wrong guesses as counts: the first at once with its client, the rest in a line after, never a password", async () => {
    const timers = vi.spyOn(globalThis, "setTimeout");
    await gate({ reportEveryMs: 1_000 });
    expect((await guess(GUESS)).status).toBe(401);
    expect(lines).toEqual([expect.stringMatching(/wrong password from 127\.0\.0\.1/)]);
    // A flood: nine more wrong, then twenty refused unchecked.
    await Promise.all(Array.from({ length: 9 }, () => guess(GUESS)));
    const statuses = await Promise.all(Array.from({ length: 20 }, () => guess(GUESS)));
    expect(statuses.map(({ status }) => status)).toEqual(Array(20).fill(429));
    expect(lines).toHaveLength(1);
    // The report that follows waits on a timer that does not keep the process alive.
    const report = timers.mock.results.find((_, i) => timers.mock.calls[i]![1] === 1_000);
    expect((report?.value as NodeJS.Timeout | undefined)?.hasRef()).toBe(false);
    // Counted once the flood is over, though nothing follows it.
    await vi.waitFor(() => expect(lines).toHaveLength(2), { timeout: 5_000, interval: 50 });
    expect(lines[1]).toMatch(/9 more wrong passwords and 20 refused unchecked .* from 1 client$/);
    // Quiet: nothing more is logged, and the next wrong guess is logged at once again.
    await new Promise((done) => setTimeout(done, 2_500));
    expect(lines).toHaveLength(2);
    clock += 60_001;
    expect((await guess(GUESS)).status).toBe(401);
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatch(/wrong password from 127\.0\.0\.1/);
    for (const line of lines) {
      expect(line).not.toContain(GUESS);
      expect(line).not.toContain(PASSWORD);
    }
  });
});

describe("every answer of the preview", () => {
  const env = parseEnv({});
  const script = "console.log('the asset');".repeat(100);
  const photo = Buffer.alloc(4_000, 7);
  let dir: string;

  beforeEach(async () => {
    const page = (title: string) =>
      `<!DOCTYPE html><html><head><title>${title}</title></head><body data-drafts-preview></body></html>`;
    dir = clientFolder(
      [
        ["index.html", page("Home")],
        ["about.html", page("About")],
        ["404.html", page("Not found")],
        ["__spa-fallback.html", page("Loading")],
        ["assets/app-abc123.js", script],
        ["media/sauna-abc123.avif", photo],
        ["about.data", "[]"],
        ["plans/aurora.pdf", "%PDF-1.7"],
      ],
      "drafts-",
    );
    // Wired as server/start.ts wires a server of a build of drafts.
    const site = createSiteHandler({ clientDir: dir, env, ...DRAFTS_ANSWERS });
    const outside = serverAnswers(DRAFTS_ANSWERS);
    await listen(
      draftsGate(PASSWORD, site, {
        limits: [{ max: 1, windowMs: 60_000 }],
        log: () => {},
      }),
      (server) => {
        server.on("clientError", outside.clientError);
        server.on("connect", outside.connect);
        server.on("checkExpectation", outside.checkExpectation);
      },
    );
  });

  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const signedIn = { Authorization: basic(PASSWORD), "Accept-Encoding": "identity" };

  it("asks not to be indexed, and lets no shared cache keep it, whichever path gives it", async () => {
    const page = await ask("/", signedIn);
    const asset = await ask("/assets/app-abc123.js", signedIn);
    const answers: [string, number, Answer][] = [
      ["no password", 401, await ask("/about")],
      ["a page", 200, page],
      ["an asset", 200, asset],
      [
        "a page revalidated",
        304,
        await ask("/", { ...signedIn, "If-None-Match": `${page.headers.etag}` }),
      ],
      [
        "an asset revalidated",
        304,
        await ask("/assets/app-abc123.js", {
          ...signedIn,
          "If-None-Match": `${asset.headers.etag}`,
        }),
      ],
      ["a page's data", 200, await ask("/about.data", signedIn)],
      ["a PDF", 200, await ask("/plans/aurora.pdf", signedIn)],
      ["a page moved", 308, await ask("/about/", signedIn)],
      ["no such page", 404, await ask("/no-such-page", signedIn)],
      ["no such asset", 404, await ask("/assets/missing.js", signedIn)],
      [
        "a range beyond the end",
        416,
        await ask("/media/sauna-abc123.avif", { ...signedIn, Range: "bytes=999999999-" }),
      ],
      [
        "a backwards range",
        416,
        await ask("/assets/app-abc123.js", { ...signedIn, Range: "bytes=5-1" }),
      ],
      ["DELETE", 405, await ask("/", signedIn, "DELETE")],
      ["an Expect it cannot meet", 417, await ask("/", { ...signedIn, Expect: "nonsense" })],
      ["not a request line", 400, await raw("NONSENSE\r\n\r\n")],
      [
        "an address too long to read",
        414,
        await raw(`GET /?${"a".repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`),
      ],
      [
        "headers too large",
        431,
        await raw(`GET / HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${"x".repeat(20_000)}\r\n\r\n`),
      ],
      ["CONNECT", 405, await raw("CONNECT localhost:443 HTTP/1.1\r\nHost: localhost:443\r\n\r\n")],
      ["a wrong password", 401, await ask("/", { Authorization: basic(GUESS) })],
      ["one wrong password too many", 429, await ask("/", { Authorization: basic(GUESS) })],
    ];
    for (const [what, status, answer] of answers) {
      expect(answer.status, what).toBe(status);
      expect(answer.headers["x-robots-tag"], what).toBe(DRAFTS_ROBOTS);
      expect(answer.headers["cache-control"], what).toMatch(/^private(,|$)/);
    }
  });
});
