/**
 * The configurator on a sauna's page: a design chosen with the form's own controls changes the
 * price and the heater (worked out by the same functions the tests import), is written into the
 * address and comes back from it; an address asking for what a collection does not offer gives
 * its standard; 'Send this design' opens the enquiry with the design and a link back to it, and
 * the enquiry sent carries both; a choice made before the page hydrated is kept; without
 * JavaScript the page says the figures are the standard's; axe finds nothing at a phone's and a
 * desktop's width.
 */
import type { Page, Request, Route } from "@playwright/test";

import { type Design, parseDesign, standardDesign } from "../../app/catalogue/configure";
import { designResult } from "../../app/catalogue/design-figures";
import { formatRand } from "../../app/format/money";
import { kitRange, saunaItem } from "../../app/catalogue/range-cabins";
import type { SaunaSlug } from "../../app/content/range-core";
import { measure } from "../../app/format/units";
import { paths } from "../../app/routing/paths";
import { axe, expect, gotoHydrated, holdHydration, test, waitForHydration } from "./fixtures";

const SEND = "**/api/v1.0/email/send";

const form = (page: Page) => page.getByRole("form", { name: "Make it yours" });
const result = (page: Page) => page.locator("[data-design-result]");
const select = (page: Page, name: "Width" | "Depth" | "Kit") =>
  form(page).getByRole("combobox", { name, exact: true });
const timber = (page: Page, group: "Timber outside" | "Timber inside", name: string) =>
  form(page).getByRole("group", { name: group }).getByRole("radio", { name, exact: true });

/** The figures the page must show for a design, worked out by the functions the page uses. */
async function expectFigures(page: Page, slug: SaunaSlug, design: Design) {
  const figures = designResult(saunaItem(slug), design);
  await expect(result(page).locator("[data-design-price]")).toHaveText(formatRand(figures.price!));
  await expect(result(page).locator("[data-design-heater]")).toContainText(
    measure(figures.kw!, "kW"),
  );
  await expect(result(page)).toHaveAttribute("aria-busy", "false");
}

test.describe("the configurator", () => {
  test("changes the price and the heater with the design, and keeps it in the address", async ({
    page,
  }) => {
    const aurora = saunaItem("aurora");
    await gotoHydrated(page, paths.sauna("aurora"));
    await expectFigures(page, "aurora", standardDesign(aurora));
    await expect(result(page)).toContainText("The standard Aurora");

    await select(page, "Width").selectOption("2460");
    await timber(page, "Timber inside", "Pine").check();
    await form(page)
      .getByRole("radio", { name: /glass door beside a window/ })
      .check();
    const design: Design = {
      ...standardDesign(aurora),
      width: 2460,
      inside: "pine",
      front: "door",
    };
    await expectFigures(page, "aurora", design);
    await expect(result(page)).toContainText("Your Aurora");
    const price = designResult(aurora, design).price!;
    expect(price, "a different design, a different price").not.toBe(
      designResult(aurora, standardDesign(aurora)).price,
    );
    await expect(page).toHaveURL(/\?width=2460&inside=pine&front=door#?$/);

    await page.reload();
    await waitForHydration(page);
    await expect(select(page, "Width")).toHaveValue("2460");
    await expect(timber(page, "Timber inside", "Pine")).toBeChecked();
    await expectFigures(page, "aurora", design);

    await result(page).getByRole("button", { name: "Back to the standard" }).click();
    await expectFigures(page, "aurora", standardDesign(aurora));
    await expect(page).toHaveURL(paths.sauna("aurora"));
  });

  test("gives the standard for what a collection does not offer", async ({ page }) => {
    const kaelis = saunaItem("kaelis");
    const asked = "front=glass&outside=obeche&width=99999";
    await gotoHydrated(page, `${paths.sauna("kaelis")}?${asked}`);
    const design = parseDesign(kaelis, new URLSearchParams(asked));
    expect(design.front).toBe("door");
    await expectFigures(page, "kaelis", design);
    await expect(select(page, "Width")).toHaveValue(String(design.width));
    await expect(form(page).getByRole("radio", { name: /wall of glass/ })).toHaveCount(0);
  });

  test("offers the Vakio as its kits", async ({ page }) => {
    const vakio = saunaItem("vakio");
    await gotoHydrated(page, paths.sauna("vakio"));
    const largest = kitRange.at(-1)!;
    await select(page, "Kit").selectOption(largest.slug);
    const design = { ...standardDesign(vakio), width: largest.width, depth: largest.depth };
    await expectFigures(page, "vakio", design);
    await expect(result(page)).toContainText(largest.name);
    await expect(page).toHaveURL(new RegExp(`\\?kit=${largest.slug}`));
  });

  test("sends the design to the enquiry, with a link that opens it again", async ({ page }) => {
    const requests: Request[] = [];
    await page.route(SEND, async (route: Route) => {
      requests.push(route.request());
      await route.fulfill({ status: 200, body: "OK" });
    });
    await gotoHydrated(page, paths.sauna("loyly"));
    await select(page, "Depth").selectOption("2400");
    await timber(page, "Timber outside", "Western Red Cedar").check();
    const loyly = saunaItem("loyly");
    const design = { ...standardDesign(loyly), depth: 2400, outside: "western-red-cedar" as const };
    await expectFigures(page, "loyly", design);

    await result(page).getByRole("link", { name: "Send this design" }).click();
    await expect(page).toHaveURL(/\/contact\?product=loyly&note=/, { timeout: 15_000 });
    const message = page.getByLabel("Message", { exact: true });
    await expect(message).toHaveValue(/2200 × 2400 × 2400 mm outside/);
    await expect(message).toHaveValue(/Western Red Cedar outside/);
    await expect(message).toHaveValue(
      new RegExp(formatRand(designResult(loyly, design).price!).replace(/\u00a0/g, " ")),
    );
    const link = (await message.inputValue()).match(/https?:\/\/\S+/)![0];
    const back = new URL(link);
    expect(back.pathname).toBe(paths.sauna("loyly"));
    expect(parseDesign(loyly, back.searchParams)).toEqual(design);

    await page.getByLabel("Name", { exact: true }).fill("Sipho Dlamini");
    await page.getByLabel("E-mail", { exact: true }).fill("sipho@example.com");
    await page.getByLabel("Mobile", { exact: true }).fill("+27 82 555 0199");
    await page
      .getByRole("group", { name: /^Location/ })
      .getByRole("checkbox", { name: "Johannesburg", exact: true })
      .check();
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("dialog", { name: "Message Sent!" })).toBeVisible();
    expect(requests).toHaveLength(1);
    const sent = requests[0]!.postDataJSON().template_params.message as string;
    expect(sent).toContain(`${back.pathname}${back.search}`);

    // The link opens the design again.
    await gotoHydrated(page, `${back.pathname}${back.search}${back.hash}`);
    await expect(select(page, "Depth")).toHaveValue("2400");
    await expect(timber(page, "Timber outside", "Western Red Cedar")).toBeChecked();
    await expectFigures(page, "loyly", design);
  });

  test("keeps a choice made before the page hydrated", async ({ page }) => {
    const held = await holdHydration(page);
    await page.goto(`${paths.sauna("aurora")}?inside=pine`);
    await select(page, "Width").selectOption("2260");
    await held.release();
    await expect(select(page, "Width")).toHaveValue("2260");
    await expect(timber(page, "Timber inside", "Pine")).toBeChecked();
    const aurora = saunaItem("aurora");
    await expectFigures(page, "aurora", { ...standardDesign(aurora), width: 2260, inside: "pine" });
  });

  for (const width of [390, 1440]) {
    test(`is accessible at ${width} px, with a design chosen`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, `${paths.sauna("elysium")}?width=2760&inside=obeche`);
      await expect(result(page)).toContainText("Your Elysium");
      await axe(page);
    });
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("shows the standard cabin's figures and says choosing needs JavaScript", async ({
    page,
  }) => {
    const aurora = saunaItem("aurora");
    await page.goto(paths.sauna("aurora"));
    await expect(result(page).locator("[data-design-price]")).toHaveText(
      formatRand(designResult(aurora, standardDesign(aurora)).price!),
    );
    await expect(form(page).getByText(/Choosing needs JavaScript/)).toBeVisible();
  });
});
