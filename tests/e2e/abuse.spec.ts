/**
 * `npm start` tried as an attacker would: queries that once froze the server, image URLs that
 * grew its memory, requests that crashed it, floods of enquiries, a stalled disk, HTML served
 * without its policy, nonsense ranges, slow clients. Each answer is checked, and so is that the
 * site goes on answering. Tests that spend per-client limits, measure memory, stall the disk or
 * stop the server get a server of their own (own-server.ts).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, realpathSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import {
  arrayLiteralBody,
  blogImageFile,
  DRAFTS_QUERY,
  EMAILJS_SEND_PATH,
  enquiryBody,
  FREEZING_QUERY,
  HOSTILE_RANGES,
  HUGE_PROJECTION_QUERY,
  imageVariantPath,
  PRECOMPRESSED_DOCUMENTS,
  QUERY_PATH,
  queryPath,
} from "../../scripts/bench/hostile";
import { expect, gotoHydrated, test } from "./fixtures";
import { residentMB, startOwnServer, type OwnServer } from "./own-server";
import { hashedAssetPath } from "./site-map";

// The live build, by its release folder (build/client is a link to it).
const clientDir = realpathSync(fileURLToPath(new URL("../../build/client", import.meta.url)));

/** A request's status and how long it took, in ms. */
async function timed(url: string, init?: RequestInit) {
  const started = performance.now();
  const response = await fetch(url, init);
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started, headers: response.headers };
}

test.describe("the blog API stand-in", () => {
  for (const [name, request] of [
    ["seven nested counts", () => [queryPath(FREEZING_QUERY)] as const],
    ["nested projections of the whole dataset", () => [queryPath(HUGE_PROJECTION_QUERY)] as const],
    [
      "a 900 KB array literal, posted",
      () =>
        [
          QUERY_PATH,
          {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: arrayLiteralBody(),
          },
        ] as const,
    ],
  ] as const) {
    test(`${name}: refused within a second while / keeps answering`, async ({ baseURL }) => {
      const [path, init] = request();
      const [attack, home] = await Promise.all([
        timed(`${baseURL}${path}`, init as RequestInit | undefined),
        new Promise((resolve) => setTimeout(resolve, 20)).then(() => timed(`${baseURL}/`)),
      ]);
      expect([400, 413]).toContain(attack.status);
      expect(attack.ms).toBeLessThan(1_000);
      expect(home.status).toBe(200);
      expect(home.ms).toBeLessThan(1_000);
    });
  }

  test("drafts are never served, whatever the query or perspective asks", async ({ request }) => {
    expect((await request.get(queryPath(DRAFTS_QUERY))).status()).toBe(400);
    const raw = await request.get(QUERY_PATH, {
      params: { query: "*", perspective: "raw" },
    });
    expect(raw.status()).toBe(400);
    expect(await raw.json()).toMatchObject({ error: { type: "httpBadRequest" } });
  });

  test("bad input is a 4xx, not a 500", async ({ request }) => {
    const badEncoding = await request.get("/v2023-10-10/data/query/%E0%A4%A?query=*");
    expect(badEncoding.status()).toBe(400);
    const nullBody = await request.post(QUERY_PATH, {
      headers: { "Content-Type": "application/json" },
      data: "null",
    });
    expect(nullBody.status()).toBe(400);
  });

  test("1 000 image URLs the site never uses: each a 400, and memory stays flat", async () => {
    const server = await startOwnServer();
    try {
      const file = blogImageFile();
      const before = await residentMB(server.pid);
      for (let batch = 0; batch < 1_000; batch += 50) {
        const statuses = await Promise.all(
          Array.from({ length: 50 }, (_, i) =>
            fetch(`${server.baseURL}${imageVariantPath(file, batch + i)}`).then((r) => r.status),
          ),
        );
        expect(new Set(statuses)).toEqual(new Set([400]));
      }
      for (const search of ["w=-1", "w=1.5", "w=-Infinity"]) {
        const url = `${server.baseURL}/images/embedded/production/${file}?${search}`;
        expect((await fetch(url)).status).toBe(400);
      }
      const after = await residentMB(server.pid);
      // Each of the old server's variants stayed in memory: 550 of them took 780 MB.
      expect(after - before).toBeLessThan(40);
    } finally {
      await server.stop();
    }
  });
});

test.describe("headers everywhere", () => {
  for (const path of PRECOMPRESSED_DOCUMENTS) {
    test(`${path} is never served as a document`, async ({ request }) => {
      const response = await request.get(path, { headers: { "Accept-Encoding": "identity" } });
      expect(response.status()).toBe(404);
      // The 404 page is itself a document, with its policy.
      expect(response.headers()["content-security-policy"]).toContain("default-src 'self'");
    });
  }

  test("_headers is not served", async ({ request }) => {
    const response = await request.get("/_headers");
    expect(response.status()).toBe(404);
    expect(await response.text()).not.toContain("Content-Security-Policy:");
  });

  test("every kind of file the build holds is served with a Content-Type", async ({ request }) => {
    const samples = new Map<string, string>();
    const list = execFileSync("find", [clientDir, "-type", "f"], { encoding: "utf8" });
    for (const file of list.trim().split("\n")) {
      const path = file.slice(clientDir.length);
      const extension = /\.([a-z0-9]+)$/.exec(path)?.[1];
      if (!extension || ["br", "gz", "html"].includes(extension) || path === "/_headers") continue;
      if (!samples.has(extension)) samples.set(extension, path);
    }
    expect([...samples.keys()]).toEqual(expect.arrayContaining(["data", "js", "css", "avif"]));
    for (const [extension, path] of samples) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["content-type"], `${extension}: ${path}`).toMatch(
        /^[a-z]+\/[\w.+-]+/,
      );
      expect(response.headers()["x-content-type-options"], path).toBe("nosniff");
    }
  });

  test("the service stand-ins' answers carry the security headers", async ({ request }) => {
    const file = blogImageFile();
    for (const response of [
      await request.get(queryPath("*")),
      await request.get(`/images/embedded/production/${file}?w=480&fm=webp&fit=max`),
      await request.get(EMAILJS_SEND_PATH),
      await request.fetch(EMAILJS_SEND_PATH, { method: "OPTIONS" }),
    ]) {
      const headers = response.headers();
      expect(headers["strict-transport-security"], response.url()).toMatch(/max-age=\d+/);
      expect(headers["x-content-type-options"], response.url()).toBe("nosniff");
      expect(headers["x-frame-options"], response.url()).toBe("DENY");
    }
  });
});

test.describe("Range requests", () => {
  for (const range of HOSTILE_RANGES) {
    test(`${range}: 416 or the whole file, never an empty reply`, async ({ request }) => {
      const path = hashedAssetPath();
      const whole = readFileSync(join(clientDir, path));
      const response = await request.get(path, {
        headers: { Range: range, "Accept-Encoding": "identity" },
      });
      const body = await response.body();
      if (response.status() === 416) {
        expect(response.headers()["content-range"]).toBe(`bytes */${whole.length}`);
      } else {
        // A range reaching past the end is satisfied by the whole file too.
        expect([200, 206]).toContain(response.status());
        expect(body.equals(whole)).toBe(true);
      }
    });
  }

  test("a suffix range gives the file's last bytes", async ({ request }) => {
    const path = hashedAssetPath();
    const whole = readFileSync(join(clientDir, path));
    const response = await request.get(path, {
      headers: { Range: "bytes=-5", "Accept-Encoding": "identity" },
    });
    expect(response.status()).toBe(206);
    expect((await response.body()).equals(whole.subarray(-5))).toBe(true);
  });
});

test("a client that sends its headers slowly is cut off well before a minute", async ({
  baseURL,
}) => {
  test.slow();
  const { hostname, port } = new URL(baseURL!);
  const started = performance.now();
  const answer = await new Promise<string>((resolve) => {
    const socket = connect(Number(port), hostname === "localhost" ? "127.0.0.1" : hostname);
    let received = "";
    socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearInterval(drip);
      resolve(received);
    });
    socket.write("GET / HTTP/1.1\r\nHost: localhost\r\n");
    // One more header line every second: never idle, never finished.
    const drip = setInterval(() => socket.write(`X-Slow-${Date.now()}: 1\r\n`), 1_000);
  });
  expect(answer).toMatch(/^HTTP\/1\.1 408/);
  expect(performance.now() - started).toBeLessThan(20_000);
});

test.describe("enquiries", () => {
  test.describe.configure({ mode: "serial" });
  let server: OwnServer;
  let dir: string;
  let file: string;

  test.beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "abuse-enquiries-"));
    file = join(dir, "enquiries.ndjson");
    server = await startOwnServer({ ENQUIRIES_FILE: file });
  });

  test.afterAll(async () => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  const kept = () => {
    try {
      return readFileSync(file, "utf8").trim().split("\n").filter(Boolean).length;
    } catch {
      return 0;
    }
  };

  test("a flood of 200 from one client keeps 5, however it names itself", async () => {
    const statuses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        fetch(`${server.baseURL}${EMAILJS_SEND_PATH}`, {
          method: "POST",
          // Not trusted: no proxy is configured, so the header cannot buy a fresh limit.
          headers: { "Content-Type": "application/json", "X-Forwarded-For": `198.51.100.${i}` },
          body: enquiryBody(`Flood ${i}`),
        }).then((response) => response.status),
      ),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(195);
    expect(kept()).toBe(5);
    // The log says so once, not 195 times.
    await expect.poll(() => server.output().match(/Too many enquiries/g)?.length).toBe(1);
  });
});

test.describe("an enquiry file on a stalled disk", () => {
  // A named pipe that nobody reads: opening it for writing blocks, as a hung disk does.
  test.describe.configure({ mode: "serial" });
  let server: OwnServer;
  let dir: string;

  test.beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "abuse-stalled-"));
    const fifo = join(dir, "enquiries.ndjson");
    execFileSync("mkfifo", [fifo]);
    // Behind a proxy on this machine, so that each test below counts as a client of its own.
    server = await startOwnServer({ ENQUIRIES_FILE: fifo, TRUST_PROXY: "loopback" });
  });

  test.afterAll(async () => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  test.describe("the visitor", () => {
    test.use({
      allowedConsoleErrors: [/Failed to load resource|Enquiry could not be sent/],
    });

    test("sees the failure state with the alternatives, the draft kept", async ({ page }) => {
      await gotoHydrated(page, `${server.baseURL}/contact`);
      await page.getByLabel("Name", { exact: true }).fill("Thandi Mokoena");
      await page.getByLabel("Message", { exact: true }).fill("A sauna for the garden room.");
      await page.getByRole("checkbox", { name: "Durban" }).check();
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByRole("button", { name: "Sending..." })).toBeVisible();
      const alert = page.getByRole("alert");
      await expect(alert).toContainText("Failed to send message", { timeout: 15_000 });
      await expect(alert.getByRole("link", { name: "E-mail it to us" })).toHaveAttribute(
        "href",
        /^mailto:.*garden%20room/,
      );
      await expect(alert.getByRole("link", { name: /Send it on WhatsApp/ })).toBeVisible();
      await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Thandi Mokoena");
    });
  });

  test("more stalled writes leave the rest of the site answering, and SIGTERM still stops it", async () => {
    test.slow();
    const sends = Array.from({ length: 6 }, (_, i) =>
      timed(`${server.baseURL}${EMAILJS_SEND_PATH}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": `203.0.113.${i}` },
        body: enquiryBody(`Stalled ${i}`),
      }),
    );
    // While the writes hang, pages and files (read on Node's file threads) are served.
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const path of ["/about", hashedAssetPath()]) {
      const answer = await timed(`${server.baseURL}${path}`, {
        headers: { "Accept-Encoding": "identity" },
      });
      expect(answer.status, path).toBe(200);
      expect(answer.ms, path).toBeLessThan(2_000);
    }
    for (const send of await Promise.all(sends)) {
      expect(send.status).toBe(503);
      expect(send.ms).toBeLessThan(8_000);
    }

    const started = performance.now();
    process.kill(server.pid, "SIGTERM");
    const exit = await server.exited;
    expect(performance.now() - started).toBeLessThan(6_000);
    expect(exit.code === 0 || exit.signal === "SIGTERM").toBe(true);
  });
});

/** Low enough to reach with connections quickly, enough for Node and tsx to start. */
const MAX_OPEN_FILES = 160;

test("running out of file descriptors answers 500 for a file, then serves it again", async () => {
  test.slow();
  const server = await startOwnServer({}, { maxOpenFiles: MAX_OPEN_FILES });
  const { port } = new URL(server.baseURL);
  const sockets: ReturnType<typeof connect>[] = [];
  /** Opens a keep-alive connection and asks for `/`; false once the server cannot take more. */
  const openOne = () =>
    new Promise<boolean>((resolve) => {
      const socket = connect(Number(port), "127.0.0.1");
      socket.once("data", () => resolve(true));
      socket.once("error", () => resolve(false));
      socket.once("close", () => resolve(false));
      socket.write("GET / HTTP/1.1\r\nHost: localhost\r\n\r\n");
      sockets.push(socket);
    });
  try {
    let open = 0;
    while (open < 2 * MAX_OPEN_FILES && (await openOne())) open += 1;
    expect(open).toBeLessThan(MAX_OPEN_FILES);
    const asset = hashedAssetPath();
    const starved = await new Promise<string>((resolve) => {
      const socket = sockets[0]!;
      let received = "";
      socket.removeAllListeners("data");
      socket.on("data", (chunk: Buffer) => {
        received += chunk.toString("latin1");
        if (/\r\n\r\n/.test(received)) resolve(received);
      });
      socket.write(`GET ${asset} HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: identity\r\n\r\n`);
    });
    expect(starved).toMatch(/^HTTP\/1\.1 500/);
    for (const socket of sockets) socket.destroy();
    await expect
      .poll(async () => (await fetch(`${server.baseURL}${asset}`)).status, { timeout: 10_000 })
      .toBe(200);
    expect(server.output()).not.toMatch(/Unhandled .error. event/);
  } finally {
    for (const socket of sockets) socket.destroy();
    await server.stop();
  }
});
