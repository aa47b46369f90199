/**
 * The site keeps the privacy page's word. Every page the build prerenders, read to the end, leaves
 * the browser with no cookies, nothing in localStorage, IndexedDB or Cache Storage, and in
 * sessionStorage only keys that `app/privacy/storage.ts` lists (and the page names): checked on
 * each page in the site walk (site-walk.spec.ts). Typing into the enquiry form
 * keeps a draft under its listed key; sending it leaves nothing else behind. The privacy page
 * names the configured information officer and every stored key, every form and the footer link
 * to it, and axe finds nothing on it at a phone's width and a desktop's.
 */
import type { Page } from "@playwright/test";

import { EMAILJS_SEND_PATH } from "../../app/contact/embedded";
import { paths } from "../../app/routing/paths";
import { loadEnv } from "../../server/env";
import { axe, expect, gotoHydrated, test } from "./fixtures";
import { storedInBrowser, unlistedStorage } from "./page-checks";

// The modules below read the configuration as the build wrote it into the pages.
loadEnv();
const { DRAFT_KEY } = await import("../../app/contact/form");
const { SESSION_STORAGE_KEYS } = await import("../../app/privacy/storage");
const { informationOfficer } = await import("../../app/privacy/policy");

/** Asserts that the browser holds nothing the privacy page does not name. */
async function expectOnlyWhatThePageNames(page: Page, where: string) {
  const { stored, problems } = await unlistedStorage(page, SESSION_STORAGE_KEYS);
  expect(problems, `stored after ${where}`).toEqual([]);
  return stored;
}

const enquiryForm = (page: Page) =>
  page.locator("form").filter({ has: page.getByLabel("Message") });

test.describe("what the site stores in the browser", () => {
  test("typing an enquiry keeps its draft under the listed key", async ({ page }) => {
    await gotoHydrated(page, paths.contact());
    expect((await storedInBrowser(page)).sessionStorage).not.toContain(DRAFT_KEY);
    await page.getByLabel("Name", { exact: true }).fill("A visitor");
    await page.getByLabel("Message", { exact: true }).fill("A sauna for a garden room.");
    await expect
      .poll(async () => (await storedInBrowser(page)).sessionStorage)
      .toContain(DRAFT_KEY);
    expect(SESSION_STORAGE_KEYS).toContain(DRAFT_KEY);
    await expectOnlyWhatThePageNames(page, "typing an enquiry");
    // The draft leaves with the tab's other pages too: a reload keeps it, nothing else appears.
    await gotoHydrated(page, paths.privacy);
    await expectOnlyWhatThePageNames(page, "the next page");
  });

  test("sending an enquiry clears its draft and stores nothing unlisted", async ({ page }) => {
    await page.route(`**${EMAILJS_SEND_PATH}`, (route) =>
      route.fulfill({ status: 200, body: "OK", contentType: "text/plain" }),
    );
    await gotoHydrated(page, paths.contact());
    await page.getByLabel("Name", { exact: true }).fill("A visitor");
    await page.getByLabel("E-mail", { exact: true }).fill("visitor@example.com");
    await page
      .getByRole("group", { name: /^Location/ })
      .getByRole("checkbox")
      .first()
      .check();
    await expect
      .poll(async () => (await storedInBrowser(page)).sessionStorage)
      .toContain(DRAFT_KEY);
    await page.getByRole("button", { name: "Send Message" }).click();
    await page.waitForURL(`**${paths.thankYou}`);
    const stored = await expectOnlyWhatThePageNames(page, "sending an enquiry");
    expect(stored.sessionStorage).not.toContain(DRAFT_KEY);
  });
});

test.describe("the privacy page", () => {
  test("names the information officer and every key the site stores", async ({ page }) => {
    await gotoHydrated(page, paths.privacy);
    const main = page.locator("main");
    await expect(main.getByText(informationOfficer.name)).toBeVisible();
    await expect(main.getByRole("link", { name: informationOfficer.email })).toHaveAttribute(
      "href",
      `mailto:${informationOfficer.email}`,
    );
    await expect(main.locator("code")).toHaveText([...SESSION_STORAGE_KEYS]);
  });

  test("the enquiry form and the footer of every kind of page link to it", async ({ page }) => {
    await gotoHydrated(page, paths.contact());
    await expect(enquiryForm(page).getByRole("link", { name: /handle|privacy/i })).toHaveAttribute(
      "href",
      paths.privacy,
    );
    for (const path of [paths.home, paths.contact(), paths.guideFaq]) {
      await page.goto(path);
      await expect(
        page.getByRole("contentinfo").getByRole("link", { name: "Privacy" }),
      ).toHaveAttribute("href", paths.privacy);
    }
  });
});

for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 800 ? 900 : 844 } });

    test("the privacy page has no accessibility violations", async ({ page }) => {
      await gotoHydrated(page, paths.privacy);
      await axe(page);
    });
  });
}
