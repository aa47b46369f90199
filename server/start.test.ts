// @vitest-environment node
/**
 * `npm start` as a container or a terminal runs it: started, asked to stop with SIGTERM (sent to
 * the npm process, the only one a container stop signals), it must stop serving within seconds,
 * leave no process behind, and keep the enquiries it accepted. A build of drafts it serves only
 * behind the preview's password. Served from a small client folder of its own (CLIENT_DIR), so no
 * build is needed.
 */
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { connect } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import { afterEach, describe, expect, it, vi } from "vitest";

import { EMBEDDED_EMAILJS } from "../app/contact/embedded";
import { clientLink, publishRelease } from "../scripts/release";

const projectDir = fileURLToPath(new URL("..", import.meta.url));
const PORT = 3100;
const base = `http://127.0.0.1:${PORT}`;

let dir: string | undefined;
let group: number | undefined;

afterEach(() => {
  // Whatever a failed run left behind.
  if (group) {
    try {
      process.kill(-group, "SIGKILL");
    } catch {
      // Already gone.
    }
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Whether any process of the group is still running. */
function alive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

const answers = () =>
  fetch(`${base}/`, { signal: AbortSignal.timeout(1_000) }).then(
    (response) => response.status,
    () => 0,
  );

/** Waits until the server started answers the home page with 200 (a first start takes seconds). */
const serving = () =>
  vi.waitFor(async () => expect(await answers()).toBe(200), { timeout: 30_000, interval: 250 });

/** A client folder of its own; `index` is its home page's HTML. */
function clientFolder(
  index = "<!DOCTYPE html><title>index.html</title>",
  client = join((dir = mkdtempSync(join(tmpdir(), "start-"))), "client"),
): string {
  mkdirSync(client, { recursive: true });
  for (const name of ["404.html", "__spa-fallback.html"]) {
    writeFileSync(join(client, name), `<!DOCTYPE html><title>${name}</title>`);
  }
  writeFileSync(join(client, "index.html"), index);
  return client;
}

/** `npm start` in a process group of its own (to find every process it started), on PORT. */
function npmStart(client: string, env: Record<string, string> = {}) {
  const npm = spawn("npm", ["start"], {
    cwd: projectDir,
    detached: true,
    stdio: ["ignore", "ignore", "pipe"],
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      CLIENT_DIR: client,
      EMAILJS_PUBLIC_KEY: "",
      SANITY_PROJECT_ID: "",
      SITE_DRAFTS: "",
      SITE_DRAFTS_PASSWORD: "",
      ...env,
    },
  });
  group = npm.pid!;
  let errors = "";
  npm.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<number | null>((done) => npm.on("exit", done));
  return { npm, exited, errors: () => errors };
}

it("serves a build of drafts only with the preview's password, and only to who gives it", async () => {
  const client = clientFolder(
    '<!DOCTYPE html><title>Home</title><aside data-drafts-preview="true">Preview</aside>',
  );
  // No password: it refuses to serve, and says why.
  const refused = npmStart(client);
  expect(await refused.exited).not.toBe(0);
  expect(refused.errors()).toMatch(/SITE_DRAFTS_PASSWORD: .*at least 12 characters/);
  group = undefined;

  const password = "cedar-and-steam-42";
  const served = npmStart(client, { SITE_DRAFTS_PASSWORD: password });
  const basic = (text: string) => `Basic ${Buffer.from(text).toString("base64")}`;
  const status = (authorization?: string) =>
    fetch(`${base}/`, {
      headers: authorization ? { Authorization: authorization } : {},
      signal: AbortSignal.timeout(1_000),
    }).then(
      (response) => response.status,
      () => 0,
    );
  await vi.waitFor(async () => expect(await status()).toBe(401), {
    timeout: 30_000,
    interval: 250,
  });
  const asked = await fetch(`${base}/about`);
  expect(asked.headers.get("WWW-Authenticate")).toMatch(/^Basic realm="Preview of drafts"/);
  expect(asked.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
  expect(await asked.text()).not.toContain("Preview</aside>");
  expect(await status(basic("editor:not-the-password"))).toBe(401);
  const page = await fetch(`${base}/`, { headers: { Authorization: basic(`editor:${password}`) } });
  expect(page.status).toBe(200);
  expect(await page.text()).toContain("data-drafts-preview");
  served.npm.kill("SIGTERM");
  await served.exited;
}, 60_000);

it("stops within seconds on SIGTERM to npm, leaving no process and keeping its enquiries", async () => {
  const client = clientFolder();
  const file = join(dir!, "enquiries.ndjson");
  const { npm } = npmStart(client, { ENQUIRIES_FILE: file });
  await serving();

  const sent = await fetch(`${base}/api/v1.0/email/send`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      user_id: EMBEDDED_EMAILJS.publicKey,
      service_id: EMBEDDED_EMAILJS.serviceId,
      template_id: EMBEDDED_EMAILJS.templateId,
      template_params: { from_name: "Thandi", location: "Durban" },
    }),
  });
  expect(sent.status).toBe(200);

  const started = performance.now();
  npm.kill("SIGTERM");
  await vi.waitFor(async () => expect(await answers()).toBe(0), { timeout: 5_000, interval: 100 });
  await vi.waitFor(() => expect(alive(group!)).toBe(false), { timeout: 5_000, interval: 100 });
  expect(performance.now() - started).toBeLessThan(5_000);
  group = undefined;
  expect(readFileSync(file, "utf8")).toContain('"from_name":"Thandi"');
}, 60_000);

/** The pid of the node process `npm start` runs (npm's child, or its shell's). */
function serverPid(npmPid: number): number {
  const children = (pid: number) =>
    execFileSync("ps", ["-o", "pid=", "--ppid", String(pid)], { encoding: "utf8" })
      .split("\n")
      .map((line) => Number(line.trim()))
      .filter(Boolean);
  const queue = [npmPid];
  while (queue.length) {
    const pid = queue.shift()!;
    const command = readFileSync(`/proc/${pid}/cmdline`, "utf8");
    if (command.includes("server/start.ts") && pid !== npmPid && command.startsWith("node")) {
      return pid;
    }
    queue.push(...children(pid));
  }
  throw new Error("npm start's node process was not found");
}

/**
 * Sends an enquiry over a raw connection in two halves, `pause` apart, and resolves with the
 * status line of the answer ("" if the connection closed without one).
 */
function slowEnquiry(name: string, halfSent: () => void, pause = 1_500): Promise<string> {
  const body = JSON.stringify({
    user_id: EMBEDDED_EMAILJS.publicKey,
    service_id: EMBEDDED_EMAILJS.serviceId,
    template_id: EMBEDDED_EMAILJS.templateId,
    template_params: { from_name: name, location: "Cape Town", message: "A sauna for the stoep." },
  });
  const head = [
    "POST /api/v1.0/email/send HTTP/1.1",
    `Host: 127.0.0.1:${PORT}`,
    "Content-Type: application/json",
    `Content-Length: ${Buffer.byteLength(body)}`,
    "",
    "",
  ].join("\r\n");
  const half = Math.floor(body.length / 2);
  return new Promise((resolve) => {
    let answer = "";
    const socket = connect(PORT, "127.0.0.1", () => {
      socket.write(head + body.slice(0, half), () => {
        halfSent();
        setTimeout(() => socket.write(body.slice(half)), pause);
      });
    });
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (answer += chunk));
    socket.on("error", () => undefined);
    socket.on("close", () => resolve(answer.split("\r\n")[0] ?? ""));
  });
}

describe.each([
  ["npm", (npm: number) => process.kill(npm, "SIGTERM")],
  ["npm's process group", (npm: number) => process.kill(-npm, "SIGTERM")],
  ["node itself", (npm: number) => process.kill(serverPid(npm), "SIGTERM")],
  ["npm's process group, as Ctrl+C", (npm: number) => process.kill(-npm, "SIGINT")],
])("a stop sent to %s", (_target, signal) => {
  it("lets an enquiry still arriving finish, answers it and keeps it, then exits", async () => {
    const client = clientFolder();
    const file = join(dir!, "enquiries.ndjson");
    const { npm } = npmStart(client, { ENQUIRIES_FILE: file });
    await serving();

    const status = await slowEnquiry("Lindiwe", () => signal(npm.pid!));
    expect(status).toBe("HTTP/1.1 200 OK");
    expect(readFileSync(file, "utf8")).toContain('"from_name":"Lindiwe"');
    // Nothing new is taken meanwhile, and everything goes once it is done.
    await vi.waitFor(() => expect(alive(group!)).toBe(false), { timeout: 10_000, interval: 100 });
    group = undefined;
  }, 60_000);
});

it("exits at once when asked a second time, well after the first", async () => {
  const client = clientFolder();
  const { npm } = npmStart(client, { ENQUIRIES_FILE: join(dir!, "enquiries.ndjson") });
  await serving();
  const node = serverPid(npm.pid!);
  const started = performance.now();
  const status = slowEnquiry(
    "Pieter",
    () => {
      process.kill(node, "SIGTERM");
      setTimeout(() => process.kill(node, "SIGTERM"), 2_500);
    },
    5_000,
  );
  await vi.waitFor(() => expect(alive(group!)).toBe(false), { timeout: 5_000, interval: 100 });
  expect(performance.now() - started).toBeLessThan(4_500);
  expect(await status).toBe("");
  group = undefined;
}, 60_000);

it("serves the live build until a newer one is made live, then the newer one", async () => {
  dir = mkdtempSync(join(tmpdir(), "start-"));
  const buildDir = join(dir, "build");
  const release = (name: string) => {
    const client = join(buildDir, "releases", name, "client");
    clientFolder(`<!DOCTYPE html><title>${name}</title>`, client);
    return client;
  };
  publishRelease(release("first"), buildDir);
  const { npm } = npmStart(clientLink(buildDir));
  const title = () =>
    fetch(`${base}/`, { signal: AbortSignal.timeout(1_000) }).then(
      async (response) => /<title>(.*)<\/title>/.exec(await response.text())?.[1],
      () => undefined,
    );
  await vi.waitFor(async () => expect(await title()).toBe("first"), {
    timeout: 30_000,
    interval: 250,
  });
  // A build under way (its release not yet live) changes nothing that is served.
  const building = release("second");
  await new Promise((done) => setTimeout(done, 1_500));
  expect(await title()).toBe("first");
  publishRelease(building, buildDir);
  await vi.waitFor(async () => expect(await title()).toBe("second"), {
    timeout: 5_000,
    interval: 100,
  });
  npm.kill("SIGTERM");
}, 60_000);
