/**
 * Nothing a visitor does in the moment between a page appearing and its hydration is lost.
 *
 * Two ways in: with hydration held back until the visitor has acted (the client entry's request
 * is made to wait), which is certain to be "before hydration"; and acting right after the `load`
 * event, 20 times, at the machine's own speed and with the CPU slowed four times (a phone), as a
 * visitor would.
 */
import type { Page } from "@playwright/test";

import { diyKits, otherInterests } from "./content";
import { expect, holdHydration, test, waitForHydration } from "./fixtures";

const heater = otherInterests.find((interest) => interest.topic === "heater")!.label;

async function slowCpu(page: Page, rate: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
}

const productsToggle = (page: Page) =>
  page
    .getByRole("banner")
    .getByRole("navigation", { name: "Main" })
    .getByRole("button", { name: "Our Products menu" });

const productsPanel = async (page: Page) =>
  page.locator(`[id="${await productsToggle(page).getAttribute("aria-controls")}"]`);

test.describe("before hydration", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the products menu opens from the keyboard and stays open once hydrated", async ({
    page,
  }) => {
    const held = await holdHydration(page);
    await page.goto("/");
    const panel = await productsPanel(page);
    await productsToggle(page).press("Enter");
    await expect(panel).toBeVisible();
    await held.release();
    await expect(panel).toBeVisible();
    await expect(productsToggle(page)).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
  });

  test("a product tab chosen before hydration stays chosen", async ({ page }) => {
    const held = await holdHydration(page);
    await page.goto("/products/aurora");
    await page.getByRole("link", { name: "Plans", exact: true }).click();
    const plans = page.locator("#plans");
    await expect(plans).toBeVisible();
    await expect(page.locator("#features")).toBeHidden();
    await held.release();
    await expect(page.getByRole("tab", { name: "Plans" })).toHaveAttribute("aria-selected", "true");
    await expect(plans).toBeVisible();
    await expect(page.locator("#features")).toBeHidden();
  });

  test("what is typed and ticked in the enquiry form is kept, and Send is held", async ({
    page,
  }) => {
    let sent: unknown;
    await page.route("**/api/v1.0/email/send", async (route) => {
      sent = route.request().postDataJSON();
      await route.fulfill({ status: 200, contentType: "text/plain", body: "OK" });
    });
    const held = await holdHydration(page);
    await page.goto("/contact");
    await page.getByLabel("Name").fill("Thandi Nkosi");
    await page.getByLabel("E-mail").fill("thandi@example.com");
    await page.getByRole("checkbox", { name: "Loyly" }).check();
    await page.getByRole("checkbox", { name: heater }).check();
    await page.getByRole("checkbox", { name: "Cape Town" }).check();
    await page.getByLabel("Message").fill("A sauna for the garden room.");
    await page.getByRole("button", { name: "Send Message" }).click();
    expect(sent, "nothing is sent before the page is ready").toBeUndefined();

    await held.release();
    await expect(page.getByRole("heading", { name: "Message Sent!" })).toBeVisible();
    expect(sent).toMatchObject({
      template_params: {
        from_name: "Thandi Nkosi",
        from_email: "thandi@example.com",
        // A sauna and another interest, both ticked before the page was ready.
        products: `Loyly, ${heater}`,
        location: "Cape Town",
        message: "A sauna for the garden room.",
      },
    });
  });

  test("a third sauna ticked before hydration is let go, with the reason", async ({ page }) => {
    const held = await holdHydration(page);
    await page.goto("/contact");
    for (const name of ["Aurora", "Kaelis", "Vakio"]) {
      await page.getByRole("checkbox", { name }).check();
    }
    await held.release();
    await expect(page.getByRole("checkbox", { name: "Aurora" })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Kaelis" })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Vakio" })).not.toBeChecked();
    await expect(page.getByText(/You can choose 2 saunas at most/)).toBeVisible();
  });

  test("a picture clicked before hydration opens in the lightbox once it can", async ({ page }) => {
    const held = await holdHydration(page);
    await page.goto("/gallery/category/aurora");
    const first = page
      .getByRole("list", { name: /aurora/i })
      .getByRole("link")
      .first();
    await first.click();
    // Held, not followed: the page is still the gallery.
    await expect(page).toHaveURL("/gallery/category/aurora");
    await held.release();
    await expect(page.getByRole("dialog")).toBeVisible();
  });

  test("Next on the kit carousel pressed before hydration moves it once ready", async ({
    page,
  }) => {
    const held = await holdHydration(page);
    await page.goto("/products/diy-sauna-kits");
    await page.getByRole("button", { name: "Next kit" }).click();
    await held.release();
    await expect(
      page
        .getByRole("group", { name: "Choose a kit" })
        .getByRole("button", { name: `Show ${diyKits[1]!.name}` }),
    ).toHaveAttribute("aria-pressed", "true");
  });
});

test.describe("right after load, 20 times", () => {
  // Twenty page loads per test, at up to a quarter of the machine's speed, on a machine that may
  // be busy with the other tests.
  test.setTimeout(600_000);

  for (const rate of [1, 4]) {
    test.describe(`CPU ${rate}× slower`, () => {
      test.use({ viewport: { width: 1440, height: 900 } });
      test.beforeEach(async ({ page }) => slowCpu(page, rate));

      test("the products menu opens from the keyboard every time", async ({ page }) => {
        for (let attempt = 0; attempt < 20; attempt++) {
          await page.goto("/", { waitUntil: "load" });
          await productsToggle(page).press("Enter");
          const panel = await productsPanel(page);
          await expect(panel, `attempt ${attempt + 1}`).toBeVisible();
          await waitForHydration(page);
          await expect(panel, `attempt ${attempt + 1}, hydrated`).toBeVisible();
        }
      });

      test("a product tab opens every time", async ({ page }) => {
        for (let attempt = 0; attempt < 20; attempt++) {
          // The ice bath's page: tabs like a sauna's, with fewer pictures to wait for.
          await page.goto("/products/ice-bath/premium-ice-bath", { waitUntil: "load" });
          await page.locator('a[href="#maintenance"]').click();
          await waitForHydration(page);
          await expect(page.locator("#maintenance"), `attempt ${attempt + 1}`).toBeVisible();
          await expect(page.locator("#features"), `attempt ${attempt + 1}`).toBeHidden();
        }
      });

      test("a ticked box and a typed e-mail are kept every time", async ({ page }) => {
        // No draft from the attempt before may fill in what was lost.
        await page.addInitScript(() => sessionStorage.clear());
        for (let attempt = 0; attempt < 20; attempt++) {
          await page.goto("/contact", { waitUntil: "load" });
          await page.getByRole("checkbox", { name: "Elysium" }).check();
          await page.getByLabel("E-mail").pressSequentially("early@example.com");
          await waitForHydration(page);
          // A render after hydration would be the one to undo them: give it a frame or two.
          await page.evaluate(
            () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))),
          );
          await expect(page.getByRole("checkbox", { name: "Elysium" })).toBeChecked();
          await expect(page.getByLabel("E-mail")).toHaveValue("early@example.com");
        }
      });
    });
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });

  test("the products menu opens from a click and from the keyboard, and Escape closes it", async ({
    page,
  }) => {
    await page.goto("/about");
    const panel = await productsPanel(page);
    await productsToggle(page).click();
    await expect(panel.getByRole("link", { name: "Aurora", exact: true })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await productsToggle(page).press("Enter");
    await expect(panel).toBeVisible();
    await productsToggle(page).press("Enter");
    await expect(panel).toBeHidden();
  });

  for (const [path, tabs] of [
    ["/products/aurora", ["Materials", "Gallery", "Plans", "Features"]],
    ["/products/ice-bath/premium-ice-bath", ["Maintenance", "Considerations", "Features"]],
  ] as const) {
    test(`every tab on ${path} shows its panel`, async ({ page }) => {
      await page.goto(path);
      const tabList = page.locator("[data-tabs] .tab-list");
      for (const name of tabs) {
        const tab = tabList.getByRole("link", { name, exact: true });
        await tab.click();
        const id = (await tab.getAttribute("href"))!.slice(1);
        await expect(page.locator(`[id="${id}"]`)).toBeVisible();
        // Only that panel.
        await expect(page.locator(".tab-panels > :visible")).toHaveCount(1);
      }
    });
  }

  test("a product opened at a tab's address shows that tab", async ({ page }) => {
    await page.goto("/products/aurora#plans");
    await expect(page.locator("#plans")).toBeVisible();
    await expect(page.locator("#features")).toBeHidden();
  });

  test("gallery pictures link to the picture itself", async ({ page, request }) => {
    await page.goto("/gallery/category/aurora");
    const first = page
      .getByRole("list", { name: /aurora/i })
      .getByRole("link")
      .first();
    const href = await first.getAttribute("href");
    expect(href).toMatch(/^\/media\/.+\.webp$/);
    const response = await request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/webp");
  });

  test("the kit carousel scrolls to a kit from its indicator, with nothing that cannot work", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/products/diy-sauna-kits");
    await expect(page.getByRole("button", { name: "Next kit" })).toBeHidden();
    const kit = diyKits[2]!;
    await page.getByRole("link", { name: `Show ${kit.name}` }).click();
    await expect(page.locator(`[id="${kit.id}"]`)).toBeInViewport({ ratio: 0.9 });
  });
});
