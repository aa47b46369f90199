/**
 * The sizing calculator: what it shows for the default room and for a room typed in, that the
 * address follows what is typed and fills the room from a collection, what it says of a room no
 * heater of ours suits, the supply it highlights, 'Send this to us' (the enquiry form with the
 * sizing written in, and the visitor's own words kept), the table it sizes by without JavaScript,
 * and axe at a phone's and a desktop's width. Every figure is worked out by the same functions.
 */
import type { Page } from "@playwright/test";

import { supplies } from "../../app/catalogue/electrics";
import { saunaItem } from "../../app/catalogue/range";
import { outputTable } from "../../app/catalogue/sizing";
import { interiorSize } from "../../app/catalogue/cabin";
import {
  decimal,
  DEFAULT_STATE,
  LIMITS,
  outputRangeText,
  parseSizing,
  sizingResult,
  type SizingState,
} from "../../app/sizing/sizing-state";
import { measure, span } from "../../app/format/units";
import { NOTE_PARAM, paths } from "../../app/routing/paths";
import { otherInterests } from "./content";
import { axe, expect, gotoHydrated, holdHydration, test } from "./fixtures";

const heaterLabel = otherInterests.find((item) => item.topic === "heater")!.label;

const volumeText = (value: number) => measure(decimal(value), "m³");

async function expectFigures(page: Page, state: SizingState) {
  const result = sizingResult(state);
  await expect(page.getByTestId("volume")).toHaveText(volumeText(result.volume));
  await expect(page.getByTestId("effective")).toHaveText(volumeText(result.effective));
  if (result.output) {
    await expect(page.getByTestId("output")).toHaveText(outputRangeText(result.output));
  }
}

const field = (page: Page, name: RegExp) => page.getByRole("textbox", { name });

test.describe("the sizing calculator", () => {
  test("shows the default room's results, heaters and the chosen supply", async ({ page }) => {
    await gotoHydrated(page, paths.sizing);
    await expectFigures(page, DEFAULT_STATE);
    const result = sizingResult(DEFAULT_STATE);
    const cards = page.getByRole("region", { name: "Our heaters that suit" }).getByRole("link");
    // One card per heater, whatever number of its outputs suit the room.
    await expect(cards).toHaveCount(new Set(result.heaters.map(({ heater }) => heater.slug)).size);
    await expect(cards.first()).toHaveAttribute(
      "href",
      `${paths.equipment}#${result.heaters[0]!.heater.slug}`,
    );
    await expect(page.getByTestId("heat-up")).toContainText("about");
    await expect(page.locator(`[data-supply="${DEFAULT_STATE.supply}"][data-chosen]`)).toHaveCount(
      1,
    );
  });

  test("follows a room as it is typed, and writes it into the address", async ({ page }) => {
    await gotoHydrated(page, paths.sizing);
    await field(page, /^Width/).fill("2400");
    await field(page, /^Depth/).fill("1800");
    await field(page, /^Height/).fill("2200");
    await field(page, /^Glass/).fill("3");
    const state = { ...DEFAULT_STATE, width: 2400, depth: 1800, height: 2200, glass: 3 };
    await expectFigures(page, state);
    await expect(page).toHaveURL(/width=2400&depth=1800&height=2200&glass=3(&|$)/);
    const url = new URL(page.url());
    expect(parseSizing(url.searchParams)).toEqual(state);

    // The address alone gives the same sizing on a reload.
    await page.reload();
    await expectFigures(page, state);
    await expect(field(page, /^Width/)).toHaveValue("2400");
  });

  test("reads a decimal comma as a decimal point, and shows the number as it was typed", async ({
    page,
  }) => {
    await gotoHydrated(page, paths.sizing);
    const glass = field(page, /^Glass/);
    await glass.fill("1,5");
    const state = { ...DEFAULT_STATE, glass: 1.5 };
    await expectFigures(page, state);
    await expect(glass).toHaveValue("1,5");
    await expect(page.getByText(/Enter a number/)).toHaveCount(0);
    await glass.fill("1.5");
    await expectFigures(page, state);
    // Thousands grouped as the visitor writes them, in millimetres.
    await field(page, /^Width/).fill("2 400");
    await expectFigures(page, { ...state, width: 2400 });
    // The field keeps what was typed; the address holds the number it means.
    await glass.fill("1,5");
    await expect(glass).toHaveValue("1,5");
    await expect(page).toHaveURL(/width=2400&.*glass=1\.5(&|$)/);
    await page.reload();
    await expectFigures(page, { ...state, width: 2400 });
  });

  test("fills the room from a collection", async ({ page }) => {
    await gotoHydrated(page, paths.sizingFor("aurora"));
    const room = interiorSize(saunaItem("aurora").model);
    await expect(field(page, /^Width/)).toHaveValue(String(room.width));
    await expect(field(page, /^Depth/)).toHaveValue(String(room.depth));
    await expect(field(page, /^Height/)).toHaveValue(String(room.height));
    await expect(page.getByLabel("Start from one of our saunas")).toHaveValue("aurora");
    await expectFigures(page, parseSizing(new URLSearchParams({ model: "aurora" })));
  });

  test("is reached from a sauna's page", async ({ page }) => {
    await gotoHydrated(page, `${paths.sauna("kaelis")}#info`);
    await page
      .getByRole("link", { name: `Size the heater for the ${saunaItem("kaelis").name}` })
      .click();
    await expect(page).toHaveURL(paths.sizingFor("kaelis"));
    await expect(page.getByLabel("Start from one of our saunas")).toHaveValue("kaelis");
  });

  test("says when a room is beyond our heaters, and offers to talk", async ({ page }) => {
    await gotoHydrated(page, `${paths.sizing}?width=5000&depth=5000&height=3000`);
    const largest = outputTable[outputTable.length - 1]!;
    const status = page.getByRole("status");
    await expect(status).toContainText("beyond our heaters");
    await expect(status).toContainText(measure(largest.room[1], "m³"));
    await expect(status.getByRole("link", { name: "talk to us" })).toHaveAttribute(
      "href",
      /^\/contact\?product=heater&note=/,
    );
    await expect(page.getByRole("region", { name: "Our heaters that suit" })).toHaveCount(0);
  });

  test("holds values it cannot size within its limits, with no error", async ({ page }) => {
    await gotoHydrated(page, `${paths.sizing}?width=10&height=abc&session=-4`);
    await expect(field(page, /^Width/)).toHaveValue("800");
    await expect(field(page, /^Height/)).toHaveValue(String(DEFAULT_STATE.height));
  });

  test("holds the results back while a number is out of range, and says why", async ({ page }) => {
    await gotoHydrated(page, paths.sizing);
    const width = field(page, /^Width/);
    await width.fill("50");
    // No figures for a room the visitor did not describe: none at all, and no heaters.
    await expect(page.getByTestId("volume")).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Our heaters that suit" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Send this to us" })).toHaveCount(0);
    // The field says what is wrong and what would do, tied to it for a screen reader.
    await expect(width).toHaveAttribute("aria-invalid", "true");
    await expect(width).toHaveAccessibleDescription(new RegExp(String(LIMITS.width.min)));
    await expect(page.getByRole("status")).toContainText(/width/i);
    // The address keeps the last room that was sized, never the limit put in its place.
    await page.waitForTimeout(600);
    expect(new URL(page.url()).searchParams.get("width")).not.toBe(String(LIMITS.width.min));

    // An empty field holds them back too, rather than sizing with the default.
    await width.fill("");
    await expect(page.getByTestId("volume")).toHaveCount(0);
    await expect(width).toHaveAttribute("aria-invalid", "true");

    // Put right, the results follow the number as typed.
    await width.fill("900");
    await expect(width).not.toHaveAttribute("aria-invalid");
    await expectFigures(page, { ...DEFAULT_STATE, width: 900 });
    await expect(page.getByRole("status")).not.toContainText(/width/i);
  });

  test("highlights the circuit of the supply chosen", async ({ page }) => {
    await gotoHydrated(page, paths.sizing);
    const other = DEFAULT_STATE.supply === "single-phase" ? "three-phase" : "single-phase";
    await page.getByRole("radio", { name: supplies[other].label }).check();
    const chosen = page.locator(`[data-supply="${other}"]`);
    await expect(chosen).toHaveAttribute("data-chosen", "true");
    await expect(chosen).toContainText("Your supply");
    await expect(page.locator(`[data-supply="${DEFAULT_STATE.supply}"]`)).not.toHaveAttribute(
      "data-chosen",
    );
    await expect(page).toHaveURL(new RegExp(`supply=${other}`));
  });

  test("sends the sizing to the enquiry form, with 'Sauna heater' ticked", async ({ page }) => {
    await gotoHydrated(page, paths.sizing);
    await field(page, /^Width/).fill("2300");
    const state = { ...DEFAULT_STATE, width: 2300 };
    await expectFigures(page, state);
    await page.getByRole("link", { name: "Send this to us" }).click();
    // The enquiry form's route module loads first; on a busy machine that can take seconds.
    await expect(page).toHaveURL(/\/contact\?product=heater&note=/, { timeout: 15_000 });
    const message = page.getByRole("textbox", { name: /message/i });
    await expect(message).toHaveValue(/2300 × 2000 × 2100 mm/);
    const result = sizingResult(state);
    await expect(message).toHaveValue(
      new RegExp(`${result.output!.minKw}–${result.output!.maxKw} kW`),
    );
    await expect(
      page.getByRole("group", { name: "Also of interest" }).getByRole("checkbox", {
        name: heaterLabel,
        exact: true,
      }),
    ).toBeChecked();
  });

  test("never overwrites the visitor's own message", async ({ page }) => {
    await gotoHydrated(page, paths.contact());
    const message = page.getByRole("textbox", { name: /message/i });
    await message.fill("Please call me after five.");
    await gotoHydrated(page, paths.sizing);
    await page.getByRole("link", { name: "Send this to us" }).click();
    await expect(page).toHaveURL(new RegExp(`${NOTE_PARAM}=`));
    await expect(message).toHaveValue("Please call me after five.");
  });

  for (const width of [390, 1440]) {
    test(`is accessible at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, paths.sizingFor("elysium"));
      await axe(page);
    });
  }
});

test.describe("before hydration", () => {
  test("keeps what the visitor typed over the address", async ({ page }) => {
    const held = await holdHydration(page);
    await page.goto(`${paths.sizing}?session=90`);
    await field(page, /^Width/).fill("2600");
    await held.release();
    await expect(field(page, /^Width/)).toHaveValue("2600");
    await expect(field(page, /^Session/)).toHaveValue("90");
    await expectFigures(page, { ...DEFAULT_STATE, width: 2600, session: 90 });
  });
});

test.describe("before hydration, out of range", () => {
  test("a number typed out of range is pointed out, not replaced by the limit", async ({
    page,
  }) => {
    const held = await holdHydration(page);
    await page.goto(paths.sizing);
    await field(page, /^Depth/).fill("60");
    await held.release();
    await expect(field(page, /^Depth/)).toHaveValue("60");
    await expect(field(page, /^Depth/)).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByTestId("volume")).toHaveCount(0);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("shows the table it sizes by, and says the live results need JavaScript", async ({
    page,
  }) => {
    await page.goto(paths.sizing);
    const table = page.getByRole("table", { name: /output/i });
    await expect(table.getByRole("row")).toHaveCount(outputTable.length + 1);
    for (const row of outputTable) {
      await expect(table).toContainText(span(row.room[0], row.room[1], "m³"));
    }
    await expect(page.getByText(/live results below need JavaScript/)).toBeVisible();
    // The form still sends its values in the address.
    await expect(page.locator(`form[method="get"][action="${paths.sizing}"]`)).toHaveCount(1);
  });
});
