// @vitest-environment node
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

import { describe, expect, it } from "vitest";

import { OWN_DETAILS } from "./own-details.fixture";

const projectDir = fileURLToPath(new URL("../..", import.meta.url));

/** Runs the launch check as npm runs it, with the defaults and these settings. */
function run(args: string[], settings: Record<string, string>) {
  const result = spawnSync(
    process.execPath,
    ["--import", "tsx", "scripts/launch-check/launch-check.ts", ...args],
    {
      cwd: projectDir,
      encoding: "utf8",
      env: { PATH: process.env.PATH, ...settings },
      timeout: 60_000,
    },
  );
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

// Each test starts Node and tsx (about half a second each when idle, seconds on a busy machine).
describe("npm run launch-check", { timeout: 60_000 }, () => {
  it("lists the live placeholders and fails while there are any", () => {
    const { status, output } = run([], {});
    expect(status).toBe(1);
    expect(output).toMatch(/SITE_PHONE_JOHANNESBURG = \+27 10 000 0000/);
    expect(output).toMatch(/Proof → Customers in the logo strip/);
  });
});

describe("the build's gate (npm run build runs it first)", { timeout: 60_000 }, () => {
  it("stops a production build with placeholders", () => {
    const { status, output } = run(["--build"], { ...OWN_DETAILS, SITE_ENV: "production" });
    expect(status).toBe(1);
    expect(output).toMatch(/would publish \d+ placeholders/);
  });

  it("stops a production build with example contact details, whatever it is told", () => {
    const { status, output } = run(["--build"], {
      SITE_ENV: "production",
      SITE_ALLOW_PLACEHOLDERS: "true",
    });
    expect(status).toBe(1);
    expect(output).toMatch(/would show \d+ example details/);
  });

  it("lets indicative figures through when told to, and any other build always", () => {
    const allowed = run(["--build"], {
      ...OWN_DETAILS,
      SITE_ENV: "production",
      SITE_ALLOW_PLACEHOLDERS: "true",
    });
    expect(allowed.status).toBe(0);
    expect(allowed.output).toMatch(/publishes \d+ placeholders/);
    expect(run(["--build"], {}).status).toBe(0);
  });
});
