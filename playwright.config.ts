import { defineConfig, devices } from "@playwright/test";

import { chromiumArgs, testChromiumPath } from "./scripts/chromium";
import { CDN_PORT, CDN_URL } from "./tests/e2e/static-host-url";

/** The port `npm start` serves the production build on during the end-to-end tests. */
const PORT = process.env.E2E_PORT ?? "4173";
const baseURL = `http://localhost:${PORT}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  workers: 2,
  // Two workers keep both cores of a small machine busy with Chromium; a test that walks several
  // pages may need more than Playwright's default 30 s there, and a failure is still a failure.
  timeout: 60_000,
  retries: process.env.CI ? 1 : 0,
  reporter: "list",
  use: {
    baseURL,
    // A trace (a screencast of every frame and a snapshot of the page at every step) costs more
    // than half of a test's browser time on two cores: it is recorded when a failed test is tried
    // again (CI retries once), or for any run with `--trace on`.
    trace: "on-first-retry",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: testChromiumPath,
          args: [
            ...chromiumArgs,
            "--disable-quic",
            "--disable-sync",
            // Offline: no host but this machine resolves, so no test reaches (or depends on) a
            // third-party service, and no request needs intercepting to make sure of it.
            "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
          ],
        },
      },
    },
  ],
  webServer: [
    {
      // Serves the already-built site (and builds it first when there is no build).
      command: "npm start",
      url: baseURL,
      reuseExistingServer: !process.env.CI,
      env: { PORT },
      timeout: 180_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      // The same build as a CDN serves it: Cloudflare Pages' runtime, offline (static-host.spec.ts).
      command: `npx wrangler pages dev build/client --port ${CDN_PORT} --ip 127.0.0.1 --compatibility-date 2026-05-01 --show-interactive-dev-session=false`,
      url: `${CDN_URL}/robots.txt`,
      reuseExistingServer: !process.env.CI,
      env: { WRANGLER_SEND_METRICS: "false" },
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
