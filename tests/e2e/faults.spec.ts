/**
 * The site when things fail: with JavaScript turned off every page of the sitemap is readable and
 * its links lead somewhere; with every third-party service unreachable (and the local stand-ins for
 * them down too) every page still renders completely, and each part that depends on a service
 * shows its fallback. Data-driven: pages come from the sitemap (site-map.ts), the parts that depend
 * on a service from `DEPENDENT_PARTS`.
 */
import type { Locator, Page } from "@playwright/test";

import { expect, gotoHydrated, scrollThrough, test } from "./fixtures";
import { withoutWebGL } from "./no-webgl";
import { SITEMAP_PATHS } from "./site-map";

/** Requests to the site's own stand-ins for third-party services, failed like the real ones. */
export const STAND_IN_ROUTES = ["**/v*/data/query/**", "**/api/v1.0/email/send", "**/tours/**"];

/**
 * Parts of pages that depend on a third-party service, and what each shows when it is down.
 * `locate` finds every such part on a page (none is fine: not every page has one).
 */
export const DEPENDENT_PARTS: {
  name: string;
  locate: (page: Page) => Locator;
  fallback: (part: Locator) => Promise<void>;
}[] = [
  {
    name: "3D tour viewer",
    locate: (page) => page.locator("[data-tour-viewer]"),
    fallback: async (part) => {
      await expect(part.getByRole("status")).toHaveText(
        "The 3D tour could not load. Open it in a new tab.",
      );
      await expect(part.getByRole("link", { name: "Open it in a new tab." })).toBeVisible();
    },
  },
  {
    name: "reviews widget",
    locate: (page) => page.locator("[data-reviews-state]"),
    fallback: async (part) => {
      await expect(part).toHaveAttribute("data-reviews-state", "unavailable");
      await expect(part.getByRole("link", { name: "Ask for a reference" })).toBeVisible();
    },
  },
];

/** A page is complete: its heading, real content in main, and the footer. */
async function expectCompletePage(page: Page) {
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
  const text = (await main.innerText()).replace(/\s+/g, " ").trim();
  expect(text.length, "words in main").toBeGreaterThan(200);
  await expect(page.getByRole("contentinfo")).toBeVisible();
}

/** The status of each internal link target, asked once per worker however many pages link to it. */
const linkStatuses = new Map<string, Promise<number>>();

test.describe("with JavaScript turned off", () => {
  test.use({ javaScriptEnabled: false });
  // Pages with many pictures and links; the machine may be busy.
  test.slow();

  for (const path of SITEMAP_PATHS) {
    test(`${path} is readable and its links resolve`, async ({ page, request, baseURL }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expectCompletePage(page);
      // Pictures are real <img> elements with their sources, not placeholders waiting for script.
      const images = page.getByRole("main").locator("img");
      for (const image of await images.all()) {
        expect(await image.getAttribute("src")).toBeTruthy();
      }

      const hrefs = await page
        .locator("a[href]")
        .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
      const origin = new URL(baseURL!).origin;
      const internal = new Set(
        hrefs
          .map((href) => new URL(href))
          .filter((url) => url.origin === origin)
          .map((url) => url.pathname),
      );
      expect(internal.size, "internal links").toBeGreaterThan(3);
      for (const target of internal) {
        if (!linkStatuses.has(target)) {
          linkStatuses.set(
            target,
            request.fetch(target, { method: "HEAD" }).then((answer) => answer.status()),
          );
        }
        expect(await linkStatuses.get(target), `${path} links to ${target}`).toBeLessThan(400);
      }
    });
  }
});

test.describe("with every third-party service unreachable", () => {
  // Every aborted request is reported by the browser as a console error; nothing else may be.
  // So are the failures the blog and the enquiry form log on purpose.
  test.use({
    allowedConsoleErrors: [
      /ERR_BLOCKED_BY_CLIENT|ERR_FAILED|Failed to load resource|Failed to fetch blog posts|Enquiry could not be sent/,
    ],
  });
  // Every page is scrolled through and every lazy part loaded; the machine may be busy.
  test.slow();

  test.beforeEach(async ({ context }) => {
    // The fixture already aborts every request that leaves this machine; take the local
    // stand-ins for the services (blog API, e-mail API, tours) down as well.
    for (const pattern of STAND_IN_ROUTES) {
      await context.route(pattern, (route) => route.abort("blockedbyclient"));
    }
  });

  for (const path of SITEMAP_PATHS) {
    test(`${path} renders completely, with fallbacks`, async ({ page }) => {
      const response = await gotoHydrated(page, path);
      expect(response?.status()).toBe(200);
      await scrollThrough(page);
      await expectCompletePage(page);
      for (const { name, locate, fallback } of DEPENDENT_PARTS) {
        for (const part of await locate(page).all()) {
          await test.step(`${name} shows its fallback`, async () => {
            await part.scrollIntoViewIfNeeded();
            await fallback(part);
          });
        }
      }
    });
  }

  test("the blog keeps its prerendered posts, and Load More says the service failed", async ({
    page,
  }) => {
    await gotoHydrated(page, "/blog");
    const posts = page.getByRole("main").getByRole("article");
    await expect(posts).toHaveCount(3);
    await page.getByRole("button", { name: "Load More Articles" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "Failed to fetch blog posts. Please try again later.",
    );
    await expect(posts).toHaveCount(3);
  });

  test("an enquiry that cannot be sent is kept, with e-mail and WhatsApp offered", async ({
    page,
  }) => {
    await gotoHydrated(page, "/contact");
    await page.getByLabel("Name", { exact: true }).fill("Thandi Mokoena");
    await page
      .getByLabel("Message", { exact: true })
      .fill("A two-person sauna for a garden in Parkhurst.");
    await page.getByRole("checkbox", { name: "Johannesburg" }).check();
    await page.getByRole("button", { name: "Send Message" }).click();
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("Failed to send message. Please try again later.");
    await expect(alert.getByRole("link", { name: "E-mail it to us" })).toHaveAttribute(
      "href",
      /^mailto:.*Parkhurst/,
    );
    await expect(alert.getByRole("link", { name: /Send it on WhatsApp/ })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\//,
    );
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Thandi Mokoena");
    await expect(page.getByLabel("Message", { exact: true })).toHaveValue(
      "A two-person sauna for a garden in Parkhurst.",
    );
  });

  test("a client room's 360° tour, in place of its model without WebGL, shows its fallback", async ({
    page,
  }) => {
    // The tour viewer appears only where the model cannot be drawn: the data-driven test above
    // finds none on the pages as they open.
    await withoutWebGL(page);
    await gotoHydrated(page, "/gallery/category/client-3d-renderings");
    const ask = page.getByRole("button", { name: /as a model you can turn/ }).last();
    await ask.scrollIntoViewIfNeeded();
    await ask.click();
    const viewer = page.locator("[data-tour-viewer]");
    await expect(viewer).toHaveCount(1);
    await DEPENDENT_PARTS.find((part) => part.name === "3D tour viewer")!.fallback(viewer);
  });
});
