/**
 * The enquiry form holds no more than the enquiry service keeps: typing past the message's limit
 * leaves the message at the limit, a quiet count read with the field says so, and the enquiry is
 * then kept whole. The enquiry goes to a server of its own (own-server.ts) with a file of its own,
 * so that it neither spends the shared server's allowance for this machine nor is looked for among
 * the other specs' enquiries.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { FIELD_LIMITS } from "../../app/contact/limits";
import { expect, gotoHydrated, test } from "./fixtures";
import { startOwnServer, type OwnServer } from "./own-server";

test.describe("the message's limit", () => {
  let server: OwnServer;
  let dir: string;
  let file: string;

  test.beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "e2e-enquiry-limits-"));
    file = join(dir, "enquiries.ndjson");
    server = await startOwnServer({ ENQUIRIES_FILE: file });
  });

  test.afterAll(async () => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  /** The enquiry kept under `marker`, once it is in the file. */
  const saved = (marker: string) => {
    let text = "";
    try {
      text = readFileSync(file, "utf8");
    } catch {
      return undefined;
    }
    return text
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { templateParams: Record<string, string> })
      .find((entry) => entry.templateParams.from_name === marker);
  };

  test("typing past it leaves the message at the limit, says so, and the enquiry is kept whole", async ({
    page,
  }) => {
    const limit = FIELD_LIMITS.message;
    const marker = `E2E limit ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
    await gotoHydrated(page, `${server.baseURL}/contact`);
    await page.getByLabel("Name", { exact: true }).fill(marker);
    await page
      .getByRole("group", { name: /^Location/ })
      .getByRole("checkbox", { name: "Other", exact: true })
      .check();

    const message = page.getByLabel("Message", { exact: true });
    // Far from the limit the field says nothing of it.
    await message.fill("A sauna for the garden room.");
    await expect(message).not.toHaveAccessibleDescription(/characters/);
    // Most of the 5 001 characters at once, the last ones typed key by key, as a visitor would.
    const start = "x".repeat(limit - 10);
    await message.fill(start);
    await expect(message).toHaveAccessibleDescription(/4\s990 of 5\s000 characters/);
    await message.pressSequentially("y".repeat(11));
    await expect(message).toHaveValue(`${start}${"y".repeat(10)}`);
    await expect(message).toHaveAccessibleDescription(/5\s000 of 5\s000 characters/);

    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("dialog", { name: "Message Sent!" })).toBeVisible();
    await expect.poll(() => saved(marker)).toBeDefined();
    expect(saved(marker)!.templateParams.message).toBe(`${start}${"y".repeat(10)}`);
  });
});
