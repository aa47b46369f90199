/**
 * "See it in your room" on a sauna's page, against the production build: the AR files are served
 * with their own content types; a desktop browser is offered nothing that cannot work; a browser
 * that supports Quick Look (iOS Safari, emulated by making `relList.supports("ar")` true) gets a
 * plain link to the USDZ with an image inside; an Android phone gets Scene Viewer's link carrying
 * the glTF's absolute address; a phone without either is told which devices can, a computer to use
 * a phone or tablet. The row is as tall before hydration as after, so nothing moves.
 * On iOS a configured design is exported in the browser and Quick Look is given that file, which
 * must be a valid package at the design's own size.
 */
import type { Page } from "@playwright/test";

import { saunaItem, saunaRange } from "../../app/catalogue/range-cabins";
import { paths } from "../../app/routing/paths";
import { arModelPath } from "../../app/scene/ar-paths";
import { usdzBounds, usdzProblems } from "../usdz";
import { axe, expect, gotoHydrated, test } from "./fixtures";

const SLUG = "aurora";
const ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

const row = (page: Page) => page.locator("#explore-3d [data-ar]");
const arLink = (page: Page) => row(page).getByRole("link", { name: /see it in your room/i });

/** Makes this browser answer as Safari on iOS does: `rel="ar"` is a supported link type. */
async function emulateQuickLook(page: Page) {
  await page.addInitScript(() => {
    const supports = DOMTokenList.prototype.supports;
    DOMTokenList.prototype.supports = function (token: string) {
      return token === "ar" || supports.call(this, token);
    };
  });
}

test.describe("the AR files", () => {
  for (const { slug } of saunaRange) {
    test(`of the ${slug} are served with their content types`, async ({ request }) => {
      for (const [format, type, magic] of [
        ["glb", "model/gltf-binary", "glTF"],
        ["usdz", "model/vnd.usdz+zip", "PK\u0003\u0004"],
      ] as const) {
        const response = await request.get(arModelPath(slug, format));
        expect(response.status()).toBe(200);
        expect(response.headers()["content-type"]).toBe(type);
        // Not hashed names, so not cached for ever.
        expect(response.headers()["cache-control"]).not.toMatch(/immutable/);
        expect((await response.body()).subarray(0, 4).toString("latin1")).toBe(magic);
      }
    });
  }
});

test.describe("on a desktop browser", () => {
  test("nothing that cannot work is offered, only a line saying to use a phone or tablet", async ({
    page,
  }) => {
    const models: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/models/")) models.push(request.url());
    });
    await gotoHydrated(page, paths.sauna(SLUG));
    await expect(row(page)).toHaveAttribute("data-ar", "none");
    await expect(row(page)).toContainText(/open this page on your phone or tablet/i);
    await expect(row(page)).not.toContainText(/cannot/i);
    await expect(page.getByRole("link", { name: /see it in your room/i })).toHaveCount(0);
    await expect(page.locator('a[rel="ar"], a[href^="intent:"]')).toHaveCount(0);
    expect(models).toEqual([]);
  });
});

test.describe("on a phone whose browser has no AR viewer", () => {
  // A touch screen at a phone's size, in a browser that is neither Safari on iOS nor on Android.
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the line says this browser cannot, and which phones can, not to use a phone", async ({
    page,
  }) => {
    await gotoHydrated(page, paths.sauna(SLUG));
    await expect(row(page)).toHaveAttribute("data-ar", "none");
    const line = row(page);
    await expect(line).toContainText(/cannot place/i);
    await expect(line).toContainText(/iphone or ipad in safari/i);
    await expect(line).toContainText(/android/i);
    await expect(line).not.toContainText(/open this page on your phone/i);
    await expect(page.locator('a[rel="ar"], a[href^="intent:"]')).toHaveCount(0);
    await line.scrollIntoViewIfNeeded();
    await expect(line).toBeVisible();
    await axe(page, { include: "#explore-3d" });
  });
});

test.describe("on iOS Safari", () => {
  test.beforeEach(async ({ page }) => {
    await emulateQuickLook(page);
  });

  test("a Quick Look link to the USDZ appears, an image as its first child", async ({ page }) => {
    await gotoHydrated(page, paths.sauna(SLUG));
    const link = arLink(page);
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("rel", "ar");
    const href = (await link.getAttribute("href"))!;
    expect(href.split("#")[0]).toBe(arModelPath(SLUG, "usdz"));
    expect(await link.evaluate((element) => element.firstElementChild?.tagName)).toBe("IMG");
    const response = await page.request.get(new URL(href, page.url()).href);
    expect(response.headers()["content-type"]).toBe("model/vnd.usdz+zip");
  });

  test.describe("with a configured design", () => {
    // The test reads the file back with fetch(), which the page's policy does not need to allow.
    test.use({ bypassCSP: true });
    test.setTimeout(120_000);

    test("the design is made in the browser and Quick Look opens it, at its own size", async ({
      page,
    }) => {
      const standard = saunaItem(SLUG).model;
      const width = standard.width + 400;
      await gotoHydrated(page, `${paths.sauna(SLUG)}?width=${width}`);
      // Opening Quick Look is the phone's part: the test records the address it would be given.
      await page.evaluate(() => {
        const opened: string[] = [];
        Object.assign(window, { opened });
        document.addEventListener(
          "click",
          (event) => {
            const link = (event.target as Element).closest("a");
            if (link?.href.startsWith("blob:")) {
              opened.push(link.href);
              event.preventDefault();
            }
          },
          true,
        );
      });
      const opened = () => page.evaluate(() => (window as unknown as { opened: string[] }).opened);
      const link = row(page).getByRole("link", { name: /see your design in your room/i });
      await link.click();
      await expect.poll(async () => (await opened()).length, { timeout: 90_000 }).toBe(1);
      const [href] = await opened();
      expect(href).toMatch(/^blob:.*#allowsContentScaling=0$/);

      const base64 = await page.evaluate(async (url) => {
        const bytes = new Uint8Array(await (await fetch(url)).arrayBuffer());
        let text = "";
        for (const byte of bytes) text += String.fromCharCode(byte);
        return btoa(text);
      }, href!.split("#")[0]!);
      const usdz = new Uint8Array(Buffer.from(base64, "base64"));
      expect(usdzProblems(usdz)).toEqual([]);
      const box = usdzBounds(usdz);
      const mm = (metres: number) => Math.round(metres * 1000);
      expect([
        mm(box.max.x - box.min.x),
        mm(box.max.z - box.min.z),
        mm(box.max.y - box.min.y),
      ]).toEqual([width, standard.depth, standard.height]);
    });
  });

  for (const width of [390, 1440]) {
    test(`the row is as tall before hydration as after, and axe finds nothing at ${width} px`, async ({
      browser,
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const noScript = await browser.newContext({
        javaScriptEnabled: false,
        viewport: { width, height: 900 },
      });
      const before = await noScript.newPage();
      await before.goto(paths.sauna(SLUG));
      const heightBefore = (await row(before).boundingBox())!.height;
      await noScript.close();

      await gotoHydrated(page, paths.sauna(SLUG));
      await expect(arLink(page)).toBeVisible();
      expect((await row(page).boundingBox())!.height).toBe(heightBefore);
      await row(page).scrollIntoViewIfNeeded();
      await axe(page);
    });
  }
});

test.describe("on an Android phone", () => {
  test.use({ userAgent: ANDROID });

  test("the Scene Viewer link carries the glTF's absolute address", async ({ page, baseURL }) => {
    await gotoHydrated(page, paths.sauna(SLUG));
    const link = arLink(page);
    await expect(link).toBeVisible();
    const href = (await link.getAttribute("href"))!;
    expect(href).toMatch(/^intent:\/\/arvr\.google\.com\/scene-viewer\/1\.2\?/);
    const query = new URLSearchParams(href.slice(href.indexOf("?") + 1, href.indexOf("#")));
    const file = query.get("file")!;
    expect(file).toBe(new URL(arModelPath(SLUG, "glb"), baseURL).href);
    expect(query.get("mode")).toBe("ar_preferred");
    expect(href).toMatch(/#Intent;scheme=https;package=com\.google\.ar\.core;/);
    expect(href).toMatch(/;S\.browser_fallback_url=[^;]+;end;$/);
    const response = await page.request.get(file);
    expect(response.headers()["content-type"]).toBe("model/gltf-binary");
    await axe(page);
  });
});
