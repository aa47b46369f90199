/**
 * The enquiry form and the thank-you page. EmailJS's send API is intercepted with `page.route` to
 * exercise every state; the last test runs against the embedded stand-in of `npm start` and finds
 * the enquiry in its NDJSON file. The interests other than saunas are read from the range.
 */
import { readFile } from "node:fs/promises";
import { isAbsolute, resolve } from "node:path";

import type { Page, Request } from "@playwright/test";

import { customers, otherInterests, saunas } from "./content";
import { axe, expect, gotoHydrated, test } from "./fixtures";

const SEND = "**/api/v1.0/email/send";
const SENT_PATH = "/contact/thank-you";
const FAILED = "Failed to send message. Please try again later.";

type Topic = (typeof otherInterests)[number]["topic"];

/** An interest other than a sauna, by its name on the form. */
const interest = (topic: Topic) => otherInterests.find((item) => item.topic === topic)!.label;

const enquiry = {
  name: "Thandi Nkosi",
  email: "thandi@example.com",
  mobile: "+27 82 555 0101",
  message: "A sauna for the garden room, please. Around 2 m by 2 m.",
  saunas: ["Aurora", "Kaelis"],
  interests: [interest("steam-room")],
  locations: ["Johannesburg", "Other"],
};

/** What `products` carries for `enquiry`: the saunas first, then the other interests. */
const products = [...enquiry.saunas, ...enquiry.interests].join(", ");

function field(page: Page, label: "Name" | "E-mail" | "Mobile" | "Message") {
  return page.getByLabel(label, { exact: true });
}

function saunaBox(page: Page, name: string) {
  return page
    .getByRole("group", { name: "Saunas of interest" })
    .getByRole("checkbox", { name, exact: true });
}

function interestBox(page: Page, name: string) {
  return page
    .getByRole("group", { name: "Also of interest" })
    .getByRole("checkbox", { name, exact: true });
}

function locationBox(page: Page, name: string) {
  return page
    .getByRole("group", { name: /^Location/ })
    .getByRole("checkbox", { name, exact: true });
}

function submitButton(page: Page) {
  return page.getByRole("button", { name: /^(Send Message|Sending\.\.\.)$/ });
}

async function fillEnquiry(page: Page) {
  await field(page, "Name").fill(enquiry.name);
  await field(page, "E-mail").fill(enquiry.email);
  await field(page, "Mobile").fill(enquiry.mobile);
  await field(page, "Message").fill(enquiry.message);
  // The steam room first: the saunas still come first in what is sent.
  for (const name of enquiry.interests) await interestBox(page, name).check();
  for (const name of enquiry.saunas) await saunaBox(page, name).check();
  for (const name of enquiry.locations) await locationBox(page, name).check();
}

async function expectEnquiryKept(page: Page) {
  await expect(field(page, "Name")).toHaveValue(enquiry.name);
  await expect(field(page, "E-mail")).toHaveValue(enquiry.email);
  await expect(field(page, "Mobile")).toHaveValue(enquiry.mobile);
  await expect(field(page, "Message")).toHaveValue(enquiry.message);
  for (const name of enquiry.saunas) await expect(saunaBox(page, name)).toBeChecked();
  for (const name of enquiry.interests) await expect(interestBox(page, name)).toBeChecked();
  for (const name of enquiry.locations) await expect(locationBox(page, name)).toBeChecked();
}

async function expectFormEmpty(page: Page) {
  for (const label of ["Name", "E-mail", "Mobile", "Message"] as const) {
    await expect(field(page, label)).toHaveValue("");
  }
  await expect(page.getByRole("checkbox", { checked: true })).toHaveCount(0);
}

/** Answers every send with `status` and records the requests. */
async function answerSends(page: Page, status = 200, text = "OK") {
  const requests: Request[] = [];
  await page.route(SEND, async (route) => {
    requests.push(route.request());
    await route.fulfill({ status, body: text, contentType: "text/plain" });
  });
  return requests;
}

const draft = (page: Page) =>
  page.evaluate(() => window.sessionStorage.getItem("vaja:enquiry-draft"));

test.describe("the contact page", () => {
  test("shows the form, the contact details and the opening hours", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(field(page, "E-mail")).toHaveAttribute("type", "email");
    await expect(field(page, "Mobile")).toHaveAttribute("type", "tel");
    await expect(
      page.getByRole("group", { name: "Saunas of interest" }).getByRole("checkbox"),
    ).toHaveCount(saunas.length);
    const others = page.getByRole("group", { name: "Also of interest" }).getByRole("checkbox");
    await expect(others).toHaveCount(otherInterests.length);
    for (const [index, { label }] of otherInterests.entries()) {
      await expect(others.nth(index)).toHaveAccessibleName(label);
    }
    await expect(page.getByRole("group", { name: /^Location/ }).getByRole("checkbox")).toHaveCount(
      4,
    );
    await expect(page.getByRole("group", { name: /^Location/ })).toHaveAccessibleName(
      "Location (required)",
    );

    const details = page.getByRole("region", { name: "Talk to us directly" });
    await expect(details.getByRole("link", { name: /^\+27 10/ })).toHaveAttribute("href", /^tel:/);
    await expect(details.getByRole("link", { name: /on WhatsApp/ })).toHaveAttribute(
      "href",
      "https://wa.me/27820000000",
    );
    for (const [day, hours] of [
      ["Monday – Friday", "7:30 AM – 5:00 PM"],
      ["Saturday", "By appointment only"],
      ["Sunday", "Closed"],
    ] as const) {
      await expect(details.getByText(day, { exact: true })).toBeVisible();
      await expect(details.getByText(hours, { exact: true })).toBeVisible();
    }
  });

  test("without a location nothing is sent and the error takes focus", async ({ page }) => {
    const requests = await answerSends(page);
    await gotoHydrated(page, "/contact");
    await field(page, "Name").fill(enquiry.name);
    await saunaBox(page, "Aurora").check();
    await submitButton(page).click();

    const error = page.getByRole("alert");
    await expect(error).toHaveText("Please select at least one location");
    const first = locationBox(page, "Johannesburg");
    await expect(first).toBeFocused();
    await expect(first).toHaveAccessibleDescription("Please select at least one location");
    await expect(first).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(requests).toHaveLength(0);
    await axe(page);

    await locationBox(page, "Durban").check();
    await expect(error).toHaveCount(0);
    await expect(field(page, "Name")).toHaveValue(enquiry.name);
  });

  test("at most two saunas: a third tick is ignored with a hint, unticking works", async ({
    page,
  }) => {
    await gotoHydrated(page, "/contact");
    await saunaBox(page, "Kaelis").check();
    await saunaBox(page, "Aurora").check();
    const hint = page.getByText("You can choose 2 saunas at most. Untick one to choose another.");
    await expect(hint).toHaveCount(0);

    await saunaBox(page, "Loyly").click();
    await expect(saunaBox(page, "Loyly")).not.toBeChecked();
    await expect(saunaBox(page, "Kaelis")).toBeChecked();
    await expect(saunaBox(page, "Aurora")).toBeChecked();
    await expect(hint).toBeVisible();
    await expect(saunaBox(page, "Loyly")).toHaveAccessibleDescription(/2 saunas at most/);

    await saunaBox(page, "Aurora").uncheck();
    await expect(hint).toHaveCount(0);
    await saunaBox(page, "Loyly").check();
    await expect(page.getByRole("checkbox", { checked: true })).toHaveCount(2);

    // The other interests are not limited by the saunas: every one can be ticked beside them.
    for (const { label } of otherInterests) await interestBox(page, label).check();
    await expect(page.getByRole("checkbox", { checked: true })).toHaveCount(
      2 + otherInterests.length,
    );
    await expect(hint).toHaveCount(0);
  });

  test("while sending, the button reads 'Sending...' and is disabled", async ({ page }) => {
    let release!: () => void;
    const released = new Promise<void>((done) => (release = done));
    await page.route(SEND, async (route) => {
      await released;
      await route.fulfill({ status: 200, body: "OK" });
    });
    await gotoHydrated(page, "/contact");
    await fillEnquiry(page);
    await submitButton(page).click();

    await expect(submitButton(page)).toHaveText("Sending...");
    await expect(submitButton(page)).toBeDisabled();
    await expect(page.getByRole("dialog")).toHaveCount(0);

    release();
    await expect(page.getByRole("dialog", { name: "Message Sent!" })).toBeVisible();
  });

  test("sends the ids and all six template params: a steam room and two saunas are all in products", async ({
    page,
  }) => {
    const requests = await answerSends(page);
    await gotoHydrated(page, "/contact");
    await fillEnquiry(page);
    await submitButton(page).click();
    await expect(page.getByRole("dialog", { name: "Message Sent!" })).toBeVisible();

    expect(requests).toHaveLength(1);
    const request = requests[0]!;
    expect(request.method()).toBe("POST");
    expect(new URL(request.url()).origin).toBe(new URL(page.url()).origin);
    expect(request.postDataJSON()).toEqual({
      lib_version: expect.any(String),
      user_id: "local",
      service_id: "local",
      template_id: "local",
      template_params: {
        from_name: enquiry.name,
        from_email: enquiry.email,
        message: enquiry.message,
        mobile: enquiry.mobile,
        products,
        location: "Johannesburg, Other",
      },
    });
    expect(products).toBe(`Aurora, Kaelis, ${interest("steam-room")}`);
  });

  test("a double click sends the enquiry once", async ({ page }) => {
    const requests = await answerSends(page);
    await gotoHydrated(page, "/contact");
    await fillEnquiry(page);
    await submitButton(page).dblclick();
    await expect(page.getByRole("dialog", { name: "Message Sent!" })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
    expect(requests).toHaveLength(1);
  });

  test("on success: 'Message Sent!', the form cleared, then the thank-you page after 3 s", async ({
    page,
  }) => {
    await answerSends(page);
    await gotoHydrated(page, "/contact");
    await fillEnquiry(page);
    expect(await draft(page)).not.toBeNull();
    await submitButton(page).click();

    const overlay = page.getByRole("dialog", { name: "Message Sent!" });
    await expect(overlay).toBeVisible();
    const shownAt = Date.now();
    await expect(page.getByRole("heading", { name: "Message Sent!" })).toBeFocused();
    await expect(page).toHaveURL(/\/contact$/);
    await expectFormEmpty(page);
    expect(await draft(page)).toBeNull();

    await expect(page).toHaveURL(SENT_PATH, { timeout: 10_000 });
    // The overlay stayed its 3 seconds (a timer cannot fire early, so this bound cannot flake).
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2500);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    await gotoHydrated(page, "/contact");
    await expectFormEmpty(page);
  });

  test.describe("when sending fails", () => {
    test.use({
      // The browser reports the failed request, and the site logs the failure. One
      // pattern: Playwright would read a two-item array as [value, fixture options].
      allowedConsoleErrors: [/Failed to load resource|Enquiry could not be sent/],
    });

    const failures: { name: string; answer: (page: Page) => Promise<unknown> }[] = [
      ...[
        [451, "Unavailable For Headless Browser"],
        [403, "Forbidden"],
        [429, "Too Many Requests"],
      ].map(([status, text]) => ({
        name: `status ${status}`,
        answer: (page: Page) => answerSends(page, status as number, text as string),
      })),
      {
        name: "a network error",
        answer: (page: Page) => page.route(SEND, (route) => route.abort("failed")),
      },
    ];

    for (const { name, answer } of failures) {
      test(`${name}: the message, every field kept, e-mail and WhatsApp offered`, async ({
        page,
      }) => {
        await answer(page);
        await gotoHydrated(page, "/contact");
        await fillEnquiry(page);
        await submitButton(page).click();

        const alert = page.getByRole("alert");
        await expect(alert).toContainText(FAILED);
        await expect(page.getByRole("dialog")).toHaveCount(0);
        await expect(page).toHaveURL(/\/contact$/);
        await expectEnquiryKept(page);
        await expect(submitButton(page)).toHaveText("Send Message");
        await expect(submitButton(page)).toBeEnabled();

        const mailto = await alert
          .getByRole("link", { name: "E-mail it to us" })
          .getAttribute("href");
        expect(mailto).toMatch(/^mailto:[^?]+@[^?]+\?subject=/);
        const mail = new URLSearchParams(mailto!.slice(mailto!.indexOf("?") + 1));
        expect(mail.get("subject")).toBe(`Enquiry from ${enquiry.name}`);
        for (const part of [enquiry.message, enquiry.email, enquiry.mobile, products]) {
          expect(mail.get("body")).toContain(part);
        }

        const whatsapp = await alert
          .getByRole("link", { name: /Send it on WhatsApp/ })
          .getAttribute("href");
        const chat = new URL(whatsapp!);
        expect(`${chat.origin}${chat.pathname}`).toBe("https://wa.me/27820000000");
        expect(chat.searchParams.get("text")).toContain(enquiry.message);
        expect(chat.searchParams.get("text")).toContain("Johannesburg, Other");
        expect(chat.searchParams.get("text")).toContain(products);

        // Still a draft: a reload after a failure loses nothing either.
        expect(await draft(page)).not.toBeNull();
      });
    }

    test("the failure state is accessible", async ({ page }) => {
      await answerSends(page, 403, "Forbidden");
      await gotoHydrated(page, "/contact");
      await fillEnquiry(page);
      await submitButton(page).click();
      await expect(page.getByRole("alert")).toContainText(FAILED);
      await axe(page);
    });
  });

  test("a filled honeypot shows the usual success but sends nothing", async ({ page }) => {
    const requests = await answerSends(page);
    await gotoHydrated(page, "/contact");
    await fillEnquiry(page);
    await page.locator('input[name="website"]').fill("https://spam.example", { force: true });
    await submitButton(page).click();

    await expect(page.getByRole("dialog", { name: "Message Sent!" })).toBeVisible();
    await expect(page).toHaveURL(SENT_PATH, { timeout: 10_000 });
    expect(requests).toHaveLength(0);
  });
});

test.describe("?product= from the product pages", () => {
  test("a sauna's slug ticks that sauna", async ({ page }) => {
    await gotoHydrated(page, "/contact?product=elysium");
    await expect(saunaBox(page, "Elysium")).toBeChecked();
    await expect(page.getByRole("checkbox", { checked: true })).toHaveCount(1);
  });

  test("a visitor from the heaters page finds the heater ticked", async ({ page }) => {
    await gotoHydrated(page, "/products/equipment");
    await page.getByRole("main").locator('a[href="/contact?product=heater"]').first().click();
    await expect(page).toHaveURL(/\/contact\?product=heater$/);
    await expect(interestBox(page, interest("heater"))).toBeChecked();
    await expect(page.getByRole("checkbox", { checked: true })).toHaveCount(1);
    await expect(field(page, "Message")).toHaveValue("");
  });

  test("the keys of links shared before still tick what they meant", async ({ page }) => {
    for (const [key, topic] of [
      ["premium-ice-bath", "ice-bath"],
      ["heaters", "heater"],
      ["aroma-concentrates", "accessories"],
    ] as const) {
      await page.goto("/contact");
      await page.evaluate(() => window.sessionStorage.clear());
      await gotoHydrated(page, `/contact?product=${key}`);
      await expect(interestBox(page, interest(topic)), key).toBeChecked();
      await expect(page.getByRole("checkbox", { checked: true })).toHaveCount(1);
    }
  });

  test("an unknown value is ignored", async ({ page }) => {
    await gotoHydrated(page, "/contact?product=jacuzzi");
    await expectFormEmpty(page);
  });

  test("a later link replaces a tick the visitor left alone, never what they chose", async ({
    page,
  }) => {
    // Several links followed and pages hydrated in turn: more than a default test's time on a
    // busy machine.
    test.slow();
    await gotoHydrated(page, "/products/ice-bath/premium-ice-bath");
    await page.getByRole("link", { name: "Request Quote" }).click();
    await expect(page).toHaveURL(/\/contact\?product=ice-bath$/);
    await expect(interestBox(page, interest("ice-bath"))).toBeChecked();

    // Nothing touched on the form: the steam rooms page's link asks about a steam room instead.
    await gotoHydrated(page, "/steam-rooms");
    await page.getByRole("link", { name: "Contact Us Today" }).click();
    await expect(page).toHaveURL(/\/contact\?product=steam-room$/);
    await expect(interestBox(page, interest("steam-room"))).toBeChecked();
    await expect(interestBox(page, interest("ice-bath"))).not.toBeChecked();
    await expect(page.getByRole("checkbox", { checked: true })).toHaveCount(1);

    // Once the visitor has written something, the steam room is theirs: the next link adds.
    await field(page, "Message").fill("For a guest suite.");
    await gotoHydrated(page, "/products/aurora");
    await page.getByRole("link", { name: "Request Quote" }).click();
    await expect(page).toHaveURL(/\/contact\?product=aurora$/);
    await expect(saunaBox(page, "Aurora")).toBeChecked();
    await expect(interestBox(page, interest("steam-room"))).toBeChecked();
    await expect(field(page, "Message")).toHaveValue("For a guest suite.");
  });
});

test.describe("the draft", () => {
  test("survives a reload, and ?product= adds to it without overriding it", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    await fillEnquiry(page);
    await page.reload();
    await expect(page).toHaveURL(/\/contact$/);
    await expectEnquiryKept(page);

    // Two saunas already: the product page's sauna cannot push one out, and the form says why.
    await gotoHydrated(page, "/contact?product=vakio");
    await expectEnquiryKept(page);
    await expect(saunaBox(page, "Vakio")).not.toBeChecked();
    await expect(page.getByText(/You can choose 2 saunas at most/)).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact details and an e-mail alternative are there", async ({ page }) => {
    await page.goto("/contact");
    // The form itself says where to write instead.
    const form = page.locator("form").filter({ has: page.getByLabel("Message") });
    await expect(form.getByRole("link", { name: "quotes@example.com" })).toHaveAttribute(
      "href",
      "mailto:quotes@example.com",
    );
    const details = page.getByRole("region", { name: "Talk to us directly" });
    await expect(details.getByRole("link", { name: /^\+27 21/ })).toBeVisible();
    await expect(details.getByText("By appointment only")).toBeVisible();
  });

  test("sending hands the enquiry to the visitor's e-mail program", async ({ page }) => {
    await page.goto("/contact");
    const form = page.locator("form").filter({ has: page.getByLabel("Message") });
    await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
    expect(await form.getAttribute("action")).toMatch(/^mailto:quotes@example\.com\?/);
    expect(await form.getAttribute("method")).toBe("post");
    expect(await form.getAttribute("enctype")).toBe("text/plain");
  });

  test("every interest can be ticked, and goes into the e-mail by its name", async ({ page }) => {
    await page.goto("/contact");
    for (const name of ["Aurora", "Kaelis"]) {
      await saunaBox(page, name).check();
      await expect(saunaBox(page, name)).toHaveAttribute("value", name);
    }
    for (const { label } of otherInterests) {
      const box = interestBox(page, label);
      await box.check();
      await expect(box).toBeChecked();
      await expect(box).toHaveAttribute("value", label);
      // The same field as the saunas: the e-mail lists them all under one name.
      await expect(box).toHaveAttribute("name", "products");
    }
  });
});

test.describe("the thank-you page", () => {
  test("promises a reply, offers two ways on and shows the logos twice", async ({ page }) => {
    await gotoHydrated(page, SENT_PATH);
    await expect(page.getByRole("main")).toContainText("within 24 hours");
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("link", { name: "Explore Gallery" })).toHaveAttribute(
      "href",
      "/gallery",
    );

    const strip = page.getByRole("region", { name: "Trusted by Industry Leaders" });
    await expect(strip.locator("[data-logo]")).toHaveCount(2 * customers.length);
    // Only the first list is announced; the loop's copy is hidden from assistive technology.
    await expect(strip.getByRole("listitem")).toHaveCount(customers.length);
    const animation = await strip
      .locator("[data-logo-list]")
      .first()
      .evaluate((list) => {
        const style = getComputedStyle(list);
        return [
          style.animationDuration,
          style.animationTimingFunction,
          style.animationIterationCount,
        ];
      });
    expect(animation).toEqual(["30s", "linear", "infinite"]);
  });

  test("'Back to Home' goes home", async ({ page }) => {
    await gotoHydrated(page, SENT_PATH);
    await page.getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL("/");
  });

  test("is kept out of search engines", async ({ request }) => {
    const html = await (await request.get(SENT_PATH)).text();
    expect(html).toMatch(/<meta name="robots" content="noindex[^"]*"/);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain("/contact</loc>");
    expect(sitemap).not.toContain(SENT_PATH);
  });
});

test.describe("with the embedded EmailJS stand-in (no interception)", () => {
  test("an enquiry goes end to end into the local NDJSON file", async ({ page }) => {
    const marker = `E2E ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
    await gotoHydrated(page, "/contact");
    await fillEnquiry(page);
    await field(page, "Name").fill(marker);
    await submitButton(page).click();
    await expect(page.getByRole("dialog", { name: "Message Sent!" })).toBeVisible();

    // The same default and setting as server/enquiries.ts (npm start runs in the project folder).
    const setting = process.env.ENQUIRIES_FILE?.trim() || "var/enquiries.ndjson";
    const file = isAbsolute(setting) ? setting : resolve(setting);
    const saved = async () => {
      const text = await readFile(file, "utf8").catch(() => "");
      return text
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { templateParams: Record<string, string> })
        .find((entry) => entry.templateParams.from_name === marker);
    };
    await expect.poll(saved).toBeDefined();
    expect((await saved())!.templateParams).toEqual({
      from_name: marker,
      from_email: enquiry.email,
      message: enquiry.message,
      mobile: enquiry.mobile,
      products,
      location: "Johannesburg, Other",
    });
    await expect(page).toHaveURL(SENT_PATH, { timeout: 10_000 });
  });
});
