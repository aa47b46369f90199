/**
 * Images as a visitor's browser meets them: responsive AVIF/WebP with intrinsic sizes (no layout
 * shift), the hero preloaded with high priority and light enough for a phone, everything below
 * the fold lazy, and alt text on every picture.
 */
import type { Page } from "@playwright/test";

import { expect, gotoHydrated, test } from "./fixtures";

const pagesWithImages = [
  "/",
  "/products",
  "/products/aurora",
  "/about",
  "/gallery",
  "/gallery/category/aurora",
  "/gallery/category/client-3d-renderings",
];

/** A picture's stand-in where it is not wanted at all (`<Picture omitWhen>`): a data: URI. */
const isBlankStandIn = (srcset: string) => srcset.startsWith("data:");

async function imageFacts(page: Page) {
  return page.locator("img").evaluateAll((images) =>
    images.map((img) => {
      const picture = img.parentElement?.tagName === "PICTURE" ? img.parentElement : null;
      const sources = picture ? [...picture.querySelectorAll("source")] : [];
      // A thumbnail inside a labelled button is named by the button; its own alt is empty.
      const namedControl = img.closest("button[aria-label], a[aria-label]");
      return {
        src: img.getAttribute("src") ?? "",
        alt: namedControl ? namedControl.getAttribute("aria-label") : img.getAttribute("alt"),
        width: img.getAttribute("width"),
        height: img.getAttribute("height"),
        loading: img.getAttribute("loading"),
        fetchPriority: img.getAttribute("fetchpriority"),
        sources: sources.map((source) => ({
          media: source.getAttribute("media"),
          type: source.getAttribute("type"),
          srcset: source.getAttribute("srcset") ?? "",
        })),
      };
    }),
  );
}

for (const path of pagesWithImages) {
  test(`${path}: every image is responsive, sized, described, and only the hero is eager`, async ({
    page,
  }) => {
    await gotoHydrated(page, path);
    const images = (await imageFacts(page)).filter((image) => image.src.startsWith("/media/"));
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      expect(image.alt, image.src).toMatch(/\S{3,}/);
      expect(Number(image.width), image.src).toBeGreaterThan(0);
      expect(Number(image.height), image.src).toBeGreaterThan(0);
      // A blank stand-in, if any, comes first and only where a media query applies.
      const standIns = image.sources.filter((source) => isBlankStandIn(source.srcset));
      for (const standIn of standIns) {
        expect(image.sources.indexOf(standIn), image.src).toBe(0);
        expect(standIn.media, image.src).toBeTruthy();
      }
      const sources = image.sources.filter((source) => !isBlankStandIn(source.srcset));
      // AVIF then WebP, and the same pair again for each art-directed variant (e.g. portrait).
      const medias = [...new Set(sources.map((source) => source.media))];
      expect(medias.at(-1), "the last pair applies everywhere").toBeNull();
      for (const media of medias) {
        const types = sources.filter((source) => source.media === media);
        expect(types.map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
      }
      for (const source of sources) {
        expect(source.srcset).toMatch(/\.(avif|webp) \d+w(, |$)/);
      }
    }
    // <picture> is laid out as `display: contents`: its <source>s must not become layout boxes
    // (in a grid they would take cells and push the image aside).
    const sourceDisplays = await page
      .locator("picture source")
      .evaluateAll((sources) => sources.map((source) => getComputedStyle(source).display));
    expect(new Set(sourceDisplays)).toEqual(new Set(["none"]));
    const eager = images.filter((image) => image.loading !== "lazy");
    expect(eager).toHaveLength(1);
    expect(eager[0]!.fetchPriority).toBe("high");
  });

  test(`${path}: a picture still loading draws no alt text over its placeholder`, async ({
    page,
  }) => {
    // Hold every picture's file, so that each one is caught while it loads.
    await page.route(/\/media\//, () => {});
    await page.goto(path, { waitUntil: "domcontentloaded" });
    const pictures = await page.locator("picture img").evaluateAll((images) =>
      images.map((img) => {
        const style = getComputedStyle(img);
        return {
          src: img.getAttribute("src") ?? "",
          alt: img.getAttribute("alt"),
          color: style.color,
          placeholder: style.backgroundImage,
        };
      }),
    );
    expect(pictures.length).toBeGreaterThan(0);
    for (const picture of pictures) {
      expect(picture.placeholder, picture.src).toMatch(/^url\(/);
      // Whatever the engine draws for the alt text while it waits, it draws it without colour
      // (the computed colour, alpha included: "rgba(0, 0, 0, 0)").
      expect(picture.color, picture.src).toMatch(/^rgba\(\d+, \d+, \d+, 0\)$|^transparent$/);
      // The words are still there for a screen reader.
      expect(picture.alt, picture.src).not.toBeNull();
    }
  });

  test(`${path}: the prerendered page preloads its hero with high priority`, async ({
    request,
  }) => {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    const preload = head.match(/<link [^>]*rel="preload"[^>]*as="image"[^>]*>/)?.[0] ?? "";
    expect(preload).toMatch(/fetchpriority="high"/i);
    expect(preload).toMatch(/imageSrcSet="[^"]*\.avif \d+w/i);
    const body = html.slice(html.indexOf("<body"));
    const heroImg = body.match(/<img [^>]*fetchpriority="high"[^>]*>/i)?.[0] ?? "";
    expect(heroImg).toMatch(/width="\d+"/);
    expect(heroImg).toMatch(/height="\d+"/);
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true });

  test("the home page's hero is an AVIF under 100 KB even at three device pixels", async ({
    page,
    request,
  }) => {
    await gotoHydrated(page, "/");
    const hero = page.locator('img[fetchpriority="high"]');
    await expect(hero).toHaveJSProperty("complete", true);
    const currentSrc = await hero.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(currentSrc).toMatch(/\.avif$/);
    const response = await request.get(new URL(currentSrc).pathname);
    expect(response.status()).toBe(200);
    expect((await response.body()).length).toBeLessThan(100 * 1024);
  });

  test("images below the fold wait until the visitor scrolls to them", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await gotoHydrated(page, "/about");
    // The page's last picture, far below the fold.
    const heritage = page.getByRole("main").locator('img[loading="lazy"]').last();
    const fileOf = (src: string | null) => (src ?? "").replace(/-\d+\.jpg$/, "");
    const stem = fileOf(await heritage.getAttribute("src"));
    expect(requested.some((path) => path.startsWith(stem))).toBe(false);

    await heritage.scrollIntoViewIfNeeded();
    await expect
      .poll(() => heritage.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    expect(requested.some((path) => path.startsWith(stem))).toBe(true);
  });
});

test("image variants are served with a long, immutable cache lifetime", async ({
  page,
  request,
}) => {
  await gotoHydrated(page, "/");
  const src = await page.locator('img[fetchpriority="high"]').getAttribute("src");
  const response = await request.get(src!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/jpeg");
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});
