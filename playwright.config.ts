import { existsSync } from "node:fs";

import { defineConfig, devices } from "@playwright/test";

/** The port `npm start` serves the production build on during the end-to-end tests. */
const PORT = process.env.E2E_PORT ?? "4173";
const baseURL = `http://localhost:${PORT}`;

/** Debian's Chromium when present (CI installs it); otherwise Playwright's own browser. */
const executablePath =
  process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: "list",
  use: {
    baseURL,
    trace: "retain-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath,
          args: [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--no-first-run",
            "--disable-quic",
            "--disable-sync",
            // WebGL in software (SwiftShader) for the 3D studio: there is no GPU here, and
            // Chromium no longer falls back to software WebGL on its own.
            "--enable-unsafe-swiftshader",
          ],
        },
      },
    },
  ],
  webServer: {
    // Serves the already-built site (and builds it first when there is no build).
    command: "npm start",
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    env: { PORT },
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
