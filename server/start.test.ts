// @vitest-environment node
/**
 * `npm start` as a container or a terminal runs it: started, asked to stop with SIGTERM (sent to
 * the npm process, the only one a container stop signals), it must stop serving within seconds,
 * leave no process behind, and keep the enquiries it accepted. Served from a small client folder
 * of its own (CLIENT_DIR), so no build is needed.
 */
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import { afterEach, expect, it, vi } from "vitest";

import { EMBEDDED_EMAILJS } from "../app/contact/embedded";

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

it("stops within seconds on SIGTERM to npm, leaving no process and keeping its enquiries", async () => {
  dir = mkdtempSync(join(tmpdir(), "start-"));
  const client = join(dir, "client");
  mkdirSync(client);
  for (const name of ["index.html", "404.html", "__spa-fallback.html"]) {
    writeFileSync(join(client, name), `<!DOCTYPE html><title>${name}</title>`);
  }
  const file = join(dir, "enquiries.ndjson");
  const npm = spawn("npm", ["start"], {
    cwd: projectDir,
    // A process group of its own, to find every process it started.
    detached: true,
    stdio: "ignore",
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      CLIENT_DIR: client,
      ENQUIRIES_FILE: file,
      EMAILJS_PUBLIC_KEY: "",
      SANITY_PROJECT_ID: "",
    },
  });
  group = npm.pid!;
  await vi.waitFor(async () => expect(await answers()).toBe(200), {
    timeout: 30_000,
    interval: 250,
  });

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
