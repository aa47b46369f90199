/**
 * A path segment holding an encoded slash ("/blog/a%2Fb") is one segment to the browser's router,
 * so the server must answer it as that route does: the page hydrates without an error (the
 * fixtures fail a test on any page error or console error), and the visitor sees what the route
 * shows for any unknown slug (a not-found view, or the list it redirects to).
 */
import type { Page } from "@playwright/test";

import { expect, test, waitForHydration } from "./fixtures";

// The browser's own line for a document answered with 404 (an unknown product, category, tour).
test.use({ allowedConsoleErrors: [/status of 404/] });
// Two pages each, one of them redirected: more than one page's time on a loaded machine.
test.describe.configure({ timeout: 90_000 });

/** Opens `path`, waits for hydration, and gives where the visitor ends up and the heading. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).not.toHaveText(/Loading/, { timeout: 20_000 });
  return { path: new URL(page.url()).pathname, heading: await heading.textContent() };
}

for (const prefix of ["/blog", "/products", "/gallery/category", "/tours"]) {
  test(`${prefix}/a%2Fb hydrates without an error and shows what an unknown slug shows`, async ({
    page,
  }) => {
    const unknown = await visit(page, `${prefix}/no-such-slug`);
    const encoded = await visit(page, `${prefix}/a%2Fb`);
    expect(encoded.heading).toBe(unknown.heading);
    // Where an unknown slug is sent elsewhere, so is this one.
    if (unknown.path !== `${prefix}/no-such-slug`) expect(encoded.path).toBe(unknown.path);
  });
}

test("an unknown blog post with an encoded slash says it is not found", async ({ page }) => {
  expect((await visit(page, "/blog/a%2Fb")).heading).toMatch(/not found/i);
});
