/**
 * Every render says so where it is shown: each picture drawn from the 3D models carries a small
 * "Render" over its corner, with words a screen reader hears, and a picture that is not a render
 * (a drawing, a photograph) carries none. Which picture is which is the image pipeline's word
 * (`ImageSource.render`, in the generated library), not the test's.
 */
import type { Page } from "@playwright/test";

import * as library from "../../app/images/library";
import { expect, gotoHydrated, test } from "./fixtures";
import { SITEMAP_PATHS } from "./site-map";

/** Each picture's media path with whether it is a render. */
const isRender = new Map(
  Object.values(library)
    .filter((image) => typeof image === "object" && image !== null && "path" in image)
    .map((image) => [image.path, image.render === true] as const),
);

/** The pages with pictures of rooms, cabins and products: found in the sitemap. */
const pages = SITEMAP_PATHS.filter((path) =>
  /^\/($|products(\/(?!compare|sizing)[^/]+)*$|steam-rooms$|gallery\/category\/|contact\/(johannesburg|cape-town)$)/.test(
    path,
  ),
);

interface Shown {
  path: string;
  alt: string;
  box: { x: number; y: number; width: number; height: number };
  marks: { x: number; y: number; width: number; height: number; visible: boolean }[];
  words: boolean;
}

/** Every picture of the pipeline the page draws, with the marks drawn over it. */
async function shownPictures(page: Page): Promise<Shown[]> {
  return page.locator("img[src^='/media/']").evaluateAll((images) => {
    const marks = [...document.querySelectorAll("[data-render-mark] > span")];
    const rect = (element: Element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    };
    return images.flatMap((img) => {
      const box = rect(img);
      if (box.width === 0 || box.height === 0) return [];
      // The picture's clipping box: an image scaled inside its frame is seen within the frame.
      const frame = img.closest("div, figure, button, li, section, a") ?? img;
      const frameBox = rect(frame);
      const seen = {
        x: Math.max(box.x, frameBox.x),
        y: Math.max(box.y, frameBox.y),
        width:
          Math.min(box.x + box.width, frameBox.x + frameBox.width) - Math.max(box.x, frameBox.x),
        height:
          Math.min(box.y + box.height, frameBox.y + frameBox.height) - Math.max(box.y, frameBox.y),
      };
      const over = marks
        .map((mark) => ({ ...rect(mark), visible: mark.checkVisibility() }))
        .filter(
          (mark) =>
            mark.x >= seen.x &&
            mark.y >= seen.y &&
            mark.x + mark.width <= seen.x + seen.width &&
            mark.y + mark.height <= seen.y + seen.height,
        );
      const after = img.parentElement?.nextElementSibling;
      return [
        {
          path: (img.getAttribute("src") ?? "").replace(/-\d+\.jpg$/, ""),
          alt: img.getAttribute("alt") ?? "",
          box: seen,
          marks: over,
          words:
            after?.matches("[data-render-words]") === true &&
            after.textContent === "Render: a visualisation, not a photograph",
        },
      ];
    });
  });
}

test("the walk covers the pages with pictures of the range", () => {
  expect(pages).toEqual(
    expect.arrayContaining(["/", "/products", "/products/kaelis", "/steam-rooms"]),
  );
  expect(pages.some((path) => path.startsWith("/gallery/category/"))).toBe(true);
});

for (const path of pages) {
  test(`${path}: every render shows the mark, and nothing else does`, async ({ page }) => {
    await gotoHydrated(page, path);
    const shown = await shownPictures(page);
    let renders = 0;
    for (const picture of shown) {
      const render = isRender.get(picture.path);
      expect(render, `${picture.path} is in the image library`).toBeDefined();
      // A decorative copy (a thumbnail beside the picture it repeats) is marked by that picture.
      if (render && picture.alt !== "") {
        renders++;
        expect(
          picture.marks.filter((mark) => mark.visible),
          picture.path,
        ).toHaveLength(1);
        expect(picture.words, picture.path).toBe(true);
      } else {
        expect(
          picture.marks.filter((mark) => mark.visible),
          picture.path,
        ).toHaveLength(0);
      }
    }
    expect(renders).toBeGreaterThan(0);
  });
}

test("a drawing shows no mark: the plan of a sauna", async ({ page }) => {
  await gotoHydrated(page, "/products/kaelis#plans");
  const plans = (await shownPictures(page)).filter((picture) => picture.path.includes("plan"));
  expect(plans.length).toBeGreaterThan(0);
  for (const plan of plans) {
    expect(isRender.get(plan.path)).toBe(false);
    expect(plan.marks).toHaveLength(0);
  }
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the home page's hero is marked in its corner, clear of the words over it", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const mark = page.locator("[data-render-mark] > span").first();
    await expect(mark).toBeVisible();
    await expect(mark).toHaveText("Render");
    const markBox = (await mark.boundingBox())!;
    for (const control of await page.locator("section").first().getByRole("link").all()) {
      const box = (await control.boundingBox())!;
      const apart =
        box.x + box.width <= markBox.x ||
        markBox.x + markBox.width <= box.x ||
        box.y + box.height <= markBox.y ||
        markBox.y + markBox.height <= box.y;
      expect(apart).toBe(true);
    }
  });
});
