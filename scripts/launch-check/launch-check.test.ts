// @vitest-environment node
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

import { describe, expect, it } from "vitest";

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
    expect(output).toMatch(/app\/catalogue\/customers\.ts/);
  });
});

/** Every example detail set to a business's own, as a launched site's environment has it. */
const ownDetails = {
  SITE_URL: "https://www.vaja.example.co.za",
  SITE_EMAIL_GENERAL: "hello@vaja.example.co.za",
  SITE_EMAIL_SALES: "quotes@vaja.example.co.za",
  SITE_PHONE_JOHANNESBURG: "+27 11 555 0101",
  SITE_PHONE_CAPE_TOWN: "+27 21 555 0102",
  SITE_WHATSAPP_NUMBER: "+27 82 555 0103",
  SITE_FACEBOOK_URL: "https://www.facebook.com/vaja.sauna",
  SITE_INSTAGRAM_URL: "https://www.instagram.com/vaja.sauna",
  SITE_LINKEDIN_URL: "https://www.linkedin.com/company/vaja-sauna",
  SITE_ADDRESS_JOHANNESBURG: "14 Jan Smuts Avenue, Parktown, Johannesburg, 2193",
  SITE_ADDRESS_CAPE_TOWN: "3 Kloof Street, Gardens, Cape Town, 8001",
  SITE_COORDINATES_JOHANNESBURG: "-26.1800,28.0350",
  SITE_COORDINATES_CAPE_TOWN: "-33.9290,18.4110",
  SITE_INFORMATION_OFFICER_NAME: "Thandi Nkosi",
  SITE_INFORMATION_OFFICER_EMAIL: "privacy@vaja.example.co.za",
};

describe("the build's gate (npm run build runs it first)", { timeout: 60_000 }, () => {
  it("stops a production build with placeholders", () => {
    const { status, output } = run(["--build"], { ...ownDetails, SITE_ENV: "production" });
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
      ...ownDetails,
      SITE_ENV: "production",
      SITE_ALLOW_PLACEHOLDERS: "true",
    });
    expect(allowed.status).toBe(0);
    expect(allowed.output).toMatch(/publishes \d+ placeholders/);
    expect(run(["--build"], {}).status).toBe(0);
  });
});
