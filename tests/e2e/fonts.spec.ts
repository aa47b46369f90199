/**
 * The subset fonts (scripts/fonts/typefaces.ts) keep only the weights the site uses: Fraunces at
 * 400, Inter from 300 to 600. A weight outside a face's range is drawn at the nearest one (or
 * faked bold by the browser), so every page is checked for text set in its fonts at a weight they
 * do not have, and for pages that need more than the preloaded files to draw their text.
 */
import { ALL_PAGES } from "./site-map";
import { expect, test } from "./fixtures";

test("every page sets its text in weights its fonts have, from the preloaded files", async ({
  page,
}) => {
  test.slow();
  const fontRequests: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fontRequests.push(new URL(request.url()).pathname);
  });
  const problems: string[] = [];
  for (const path of ALL_PAGES) {
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    const found = await page.evaluate(() => {
      // The weight range each web font family covers ("300 600", or "400").
      const ranges = new Map<string, [number, number]>();
      for (const face of document.fonts) {
        const [min = 0, max = min] = face.weight.split(" ").map(Number);
        const [low, high] = ranges.get(face.family.replaceAll('"', "")) ?? [min, max];
        ranges.set(face.family.replaceAll('"', ""), [Math.min(low, min), Math.max(high, max)]);
      }
      const wrong = new Set<string>();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement;
        if (!node.textContent?.trim() || !element) continue;
        const style = getComputedStyle(element);
        const family = style.fontFamily.split(",")[0]!.trim().replaceAll('"', "");
        const range = ranges.get(family);
        const weight = Number(style.fontWeight);
        if (range && (weight < range[0] || weight > range[1])) {
          wrong.add(`${family} ${weight} on <${element.tagName.toLowerCase()}>`);
        }
      }
      return [...wrong];
    });
    problems.push(...found.map((problem) => `${path}: ${problem}`));
  }
  expect(problems).toEqual([]);
  expect(fontRequests.length).toBeGreaterThan(0);
  expect(
    fontRequests.filter((path) => !/\/assets\/(fraunces|inter)-latin-[\w-]+\.woff2$/.test(path)),
  ).toEqual([]);
  expect(fontRequests.filter((path) => path.includes("-latin-rest-"))).toEqual([]);
});
