/**
 * Number fields, wherever the site has them: each shows its longest allowed value in full, on a
 * narrow phone, with room to spare (the room spin buttons would take, were the field a browser's
 * number field). The calculator's fields are text fields that read numbers as the visitor means
 * them (`inputmode` numeric or decimal, their largest value in `data-max`, its decimals in
 * `data-decimals`), so that a decimal comma reads the same in every browser. The pages are found
 * from the built pages' markup, so a number field added anywhere is held to the same rule.
 */
import { paths } from "../../app/routing/paths";
import { expect, gotoHydrated, test } from "./fixtures";
import { PAGES_OUTSIDE_SITEMAP, SITEMAP_PATHS } from "./site-map";

/** A number field in a page's markup: a browser's, or a text field that takes numbers. */
const NUMBER_FIELD_MARKUP = /<input[^>]*\b(type="number"|inputmode="(numeric|decimal)")/i;
const NUMBER_FIELDS =
  'input[type="number"], input[inputmode="numeric"], input[inputmode="decimal"]';

/** The room a spin button pair takes at the right of a field in Firefox (about 16 px) or Chromium. */
const SPINNER_PX = 18;

test.describe("at 378 px", () => {
  test.use({ viewport: { width: 378, height: 800 } });

  test("every number field shows its largest value beside its spin buttons", async ({
    page,
    request,
  }) => {
    test.slow();
    const withNumbers: string[] = [];
    for (const path of [...SITEMAP_PATHS, ...PAGES_OUTSIDE_SITEMAP]) {
      const html = await (await request.get(path)).text();
      if (NUMBER_FIELD_MARKUP.test(html)) withNumbers.push(path);
    }
    // The sizing calculator has them: the walk cannot come back empty.
    expect(withNumbers).toContain(paths.sizing);

    for (const path of withNumbers) {
      await gotoHydrated(page, path);
      const fields = await page.locator(NUMBER_FIELDS).evaluateAll((inputs) =>
        inputs.map((input) => {
          const field = input as HTMLInputElement;
          const style = getComputedStyle(field);
          const limit = field.type === "number" ? field.max : (field.dataset.max ?? "");
          const max = Number(limit);
          const step = field.step && field.step !== "any" ? field.step : "1";
          // The longest value the field keeps: its maximum with the decimals of its step (the
          // glass's step of 0.01 keeps "30.00"; "any" is taken as the two decimals of money), or
          // with the decimals a text field says it keeps.
          const decimals =
            field.type !== "number"
              ? Number(field.dataset.decimals ?? 0)
              : field.step === "any"
                ? 2
                : (step.split(".")[1]?.length ?? 0);
          const text = decimals ? max.toFixed(decimals) : String(Math.trunc(max));
          const probe = document.createElement("span");
          probe.textContent = text;
          for (const property of [
            "font",
            "fontVariantNumeric",
            "fontFeatureSettings",
            "letterSpacing",
          ] as const)
            probe.style[property] = style[property];
          probe.style.position = "absolute";
          probe.style.whiteSpace = "pre";
          probe.style.visibility = "hidden";
          document.body.append(probe);
          const textWidth = probe.getBoundingClientRect().width;
          probe.remove();
          const box = field.getBoundingClientRect();
          const form = field.closest("form")!.getBoundingClientRect();
          return {
            name: field.labels?.[0]?.textContent?.trim() ?? field.name,
            text,
            hasMax: limit !== "",
            textWidth,
            contentWidth:
              field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
            insideForm: box.left >= form.left - 0.5 && box.right <= form.right + 0.5,
          };
        }),
      );
      expect(fields.length, path).toBeGreaterThan(0);
      for (const field of fields) {
        const what = `${path}: ${field.name} ("${field.text}")`;
        expect(field.hasMax, `${what} has a maximum`).toBe(true);
        expect(field.contentWidth, what).toBeGreaterThanOrEqual(field.textWidth + SPINNER_PX);
        expect(field.insideForm, `${what} stays within its form`).toBe(true);
      }
    }
  });
});
