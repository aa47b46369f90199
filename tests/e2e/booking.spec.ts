/**
 * Booking a consultation (/contact/book): a request sent end to end to the enquiry stand-in, the
 * dates the form refuses, the confirmation and its calendar file, the draft, typing before
 * hydration, the failure state, the ways in, and accessibility at both widths.
 *
 * Dates are worked out in South African time from the moment the test runs (the open days and the
 * public holidays come from the dataset the site was built from), or from a fixed browser clock where a test needs a known calendar.
 */
import { readFile } from "node:fs/promises";
import { isAbsolute, resolve } from "node:path";

import type { Locator, Page, Request } from "@playwright/test";

import { addDays, weekday } from "../../app/contact/holidays";
import { closedDates, week } from "../../app/content/generated/calendar";
import { axe, expect, gotoHydrated, holdHydration, test, waitForHydration } from "./fixtures";

const BOOK = "/contact/book";
const SEND = "**/api/v1.0/email/send";
const SUBMIT = /^(Request a Visit|Sending\.\.\.)$/;
const SAST_MS = 2 * 60 * 60 * 1000;

/** Today in South Africa. */
const sastToday = (now = new Date()) =>
  new Date(now.getTime() + SAST_MS).toISOString().slice(0, 10);

/** The first `count` open days from tomorrow (South African time) that are not public holidays. */
function openDays(count: number, now = new Date()): string[] {
  const days: string[] = [];
  const closed = new Set(closedDates.map((item) => item.date));
  for (let date = addDays(sastToday(now), 1); days.length < count; date = addDays(date, 1)) {
    const open = week[(weekday(date) + 6) % 7]!.status === "open";
    if (open && !closed.has(date)) days.push(date);
  }
  return days;
}

/** "2026-12-01" and "09:00" in South Africa as an iCalendar UTC time. */
const icsUtc = (date: string, time: string) =>
  new Date(new Date(`${date}T${time}:00Z`).getTime() - SAST_MS)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

const dateInput = (page: Page, choice: number) => page.locator(`input[name="date-${choice}"]`);
const timeSelect = (page: Page, choice: number) => page.locator(`select[name="time-${choice}"]`);
const submitButton = (page: Page) => page.getByRole("button", { name: SUBMIT });

type Request_ = {
  kind: "Showroom visit" | "Site survey" | "Video call";
  office: "Johannesburg" | "Cape Town";
  times: { date: string; time: string }[];
  name: string;
  email?: string;
  phone?: string;
  address?: string;
  note?: string;
};

function request(changes: Partial<Request_> = {}): Request_ {
  const [first, second, third] = openDays(3);
  return {
    kind: "Site survey",
    office: "Cape Town",
    times: [
      { date: first!, time: "09:00" },
      { date: second!, time: "14:30" },
      { date: third!, time: "07:30" },
    ],
    name: "Pieter van Wyk",
    email: "pieter@example.com",
    phone: "+27 82 555 0102",
    address: "Sea Point, Cape Town",
    note: "A Saturday morning would suit us too.",
    ...changes,
  };
}

async function fill(page: Page, booking: Request_) {
  await page.getByRole("radio", { name: booking.kind, exact: true }).check();
  await page.getByRole("radio", { name: booking.office, exact: true }).check();
  for (const [index, { date, time }] of booking.times.entries()) {
    await dateInput(page, index + 1).fill(date);
    await timeSelect(page, index + 1).selectOption(time);
  }
  await page.getByLabel("Suburb or address").fill(booking.address ?? "");
  await page.getByLabel("Name", { exact: true }).fill(booking.name);
  await page.getByLabel("E-mail", { exact: true }).fill(booking.email ?? "");
  await page.getByLabel("Phone", { exact: true }).fill(booking.phone ?? "");
  await page.getByLabel("Note").fill(booking.note ?? "");
}

async function expectKept(page: Page, booking: Request_) {
  await expect(page.getByRole("radio", { name: booking.kind, exact: true })).toBeChecked();
  await expect(page.getByRole("radio", { name: booking.office, exact: true })).toBeChecked();
  for (const [index, { date, time }] of booking.times.entries()) {
    await expect(dateInput(page, index + 1)).toHaveValue(date);
    await expect(timeSelect(page, index + 1)).toHaveValue(time);
  }
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(booking.name);
  await expect(page.getByLabel("E-mail", { exact: true })).toHaveValue(booking.email ?? "");
  await expect(page.getByLabel("Suburb or address")).toHaveValue(booking.address ?? "");
}

async function answerSends(page: Page, status = 200, text = "OK") {
  const requests: Request[] = [];
  await page.route(SEND, async (route) => {
    requests.push(route.request());
    await route.fulfill({ status, body: text, contentType: "text/plain" });
  });
  return requests;
}

const sentParams = (sent: Request) =>
  (sent.postDataJSON() as { template_params: Record<string, string> }).template_params;

async function calendarFile(page: Page, link: Locator): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toMatch(/\.ics$/);
  return readFile((await download.path())!, "utf8");
}

const draft = (page: Page) =>
  page.evaluate(() => window.sessionStorage.getItem("vaja:booking-draft"));

test.describe("booking a visit", () => {
  test("a request goes end to end to the enquiry stand-in, then the confirmation offers the times as a calendar file", async ({
    page,
  }) => {
    const marker = `E2E booking ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
    const booking = request({ name: marker });
    await gotoHydrated(page, BOOK);
    await fill(page, booking);
    await submitButton(page).click();

    const confirmation = page.getByRole("heading", { name: "Your request is with us" });
    await expect(confirmation).toBeVisible();
    await expect(confirmation).toBeFocused();
    const section = page.getByRole("region", { name: "Your request is with us" });
    for (const { date } of booking.times) {
      const [year, , day] = date.split("-").map(Number);
      await expect(section).toContainText(new RegExp(`\\b${day} \\w+ ${year}\\b`));
    }
    await expect(section).toContainText("09:00–10:30");
    await expect(section).toContainText("Sea Point, Cape Town");
    expect(await draft(page)).toBeNull();

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
    const params = (await saved())!.templateParams;
    expect(params.booking_kind).toBe("site-survey");
    expect(params.booking_office).toBe("Cape Town");
    expect(params.booking_times).toBe(booking.times.map((t) => `${t.date} ${t.time}`).join(", "));
    expect(params.location).toBe("Cape Town");
    expect(params.from_email).toBe(booking.email);
    // The business's existing template shows the whole request in the message.
    expect(params.message).toContain("Site survey");
    expect(params.message).toContain("Sea Point, Cape Town");
    expect(params.message).toContain(booking.note);

    const ics = await calendarFile(page, section.getByRole("link", { name: /calendar/i }));
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics.split("\r\n").every((line) => !line.includes("\n"))).toBe(true);
    const lines = ics.replace(/\r\n /g, "").split("\r\n");
    expect(lines.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(3);
    expect(lines.filter((line) => line === "STATUS:TENTATIVE")).toHaveLength(3);
    for (const { date, time } of booking.times) {
      expect(lines).toContain(`DTSTART:${icsUtc(date, time)}`);
    }
    expect(lines).toContain("LOCATION:Sea Point\\, Cape Town");
    await axe(page);
  });

  test("a Sunday, a public holiday, a Saturday and today are refused at once, and nothing is sent", async ({
    page,
  }) => {
    // Monday 30 November 2026, 10:00 in South Africa: 16 December is the Day of Reconciliation.
    await page.clock.setFixedTime(new Date("2026-11-30T08:00:00Z"));
    const requests = await answerSends(page);
    await gotoHydrated(page, BOOK);
    await expect(dateInput(page, 1)).toHaveAttribute("min", "2026-12-01");
    await fill(page, {
      ...request(),
      times: [
        { date: "2026-12-01", time: "09:00" },
        { date: "2026-12-02", time: "09:00" },
      ],
    });

    for (const [date, reason] of [
      ["2026-12-06", /Sunday/],
      ["2026-12-16", /public holiday \(Day of Reconciliation\)/],
      ["2026-12-05", /Saturday.*note/],
      ["2026-11-30", /from tomorrow/],
    ] as const) {
      await dateInput(page, 2).fill(date);
      await expect(dateInput(page, 2)).toHaveAttribute("aria-invalid", "true");
      await expect(dateInput(page, 2)).toHaveAccessibleDescription(reason);
      await submitButton(page).click();
      await expect(dateInput(page, 2)).toBeFocused();
      await expect(page.getByRole("heading", { name: "Your request is with us" })).toHaveCount(0);
    }
    expect(requests).toHaveLength(0);
    await axe(page);

    await dateInput(page, 2).fill("2026-12-03");
    await expect(dateInput(page, 2)).not.toHaveAttribute("aria-invalid");
    await submitButton(page).click();
    await expect(page.getByRole("heading", { name: "Your request is with us" })).toBeVisible();
    expect(requests).toHaveLength(1);
  });

  test("two times are required, the same time twice is refused, and a way to reply is asked for", async ({
    page,
  }) => {
    const requests = await answerSends(page);
    await gotoHydrated(page, BOOK);
    await submitButton(page).click();
    await expect(page.getByRole("radio", { name: "Showroom visit" })).toBeFocused();
    await expect(page.getByRole("group", { name: /^Kind of visit/ })).toHaveAccessibleDescription(
      /kind of visit/,
    );
    const booking = request({ email: "", phone: "" });
    await fill(page, { ...booking, times: [booking.times[0]!, booking.times[0]!] });
    await submitButton(page).click();
    await expect(timeSelect(page, 2)).toBeFocused();
    await expect(timeSelect(page, 2)).toHaveAccessibleDescription(/same as your choice 1/);
    await expect(page.getByLabel("E-mail", { exact: true })).toHaveAccessibleDescription(
      /e-mail address or a phone number/,
    );
    expect(requests).toHaveLength(0);
  });

  test("a time too late for a site survey is flagged when the kind changes", async ({ page }) => {
    await gotoHydrated(page, BOOK);
    await page.getByRole("radio", { name: "Video call" }).check();
    await timeSelect(page, 1).selectOption("16:30");
    await page.getByRole("radio", { name: "Site survey" }).check();
    await expect(timeSelect(page, 1)).toHaveAttribute("aria-invalid", "true");
    await expect(timeSelect(page, 1)).toHaveAccessibleDescription(/ends by 17:00/);
    // A survey's last start leaves an hour and a half before closing.
    const offered = await timeSelect(page, 2).locator("option").allTextContents();
    expect(offered.at(-1)).toBe("15:30");
    expect(offered).toContain("07:30");
  });

  test.describe("in another time zone", () => {
    test.use({ timezoneId: "America/Los_Angeles" });

    test("the dates offered are South Africa's, not the visitor's", async ({ page }) => {
      // 23:30 UTC: still 30 November in California, already 1 December in South Africa.
      await page.clock.setFixedTime(new Date("2026-11-30T23:30:00Z"));
      await gotoHydrated(page, BOOK);
      await expect(dateInput(page, 1)).toHaveAttribute("min", "2026-12-02");
      await dateInput(page, 1).fill("2026-12-01");
      await expect(dateInput(page, 1)).toHaveAccessibleDescription(/from tomorrow/);
    });
  });

  test("the draft survives a reload, and what was chosen is restored", async ({ page }) => {
    await gotoHydrated(page, BOOK);
    const booking = request();
    await fill(page, booking);
    await expect.poll(() => draft(page)).toContain(booking.name);
    await page.reload();
    await waitForHydration(page);
    await expectKept(page, booking);
  });

  test.describe("when sending fails", () => {
    test.use({ allowedConsoleErrors: [/Failed to load resource|Enquiry could not be sent/] });

    test("the request is kept, with e-mail and WhatsApp alternatives carrying it", async ({
      page,
    }) => {
      await answerSends(page, 500, "Internal Server Error");
      await gotoHydrated(page, BOOK);
      const booking = request();
      await fill(page, booking);
      await submitButton(page).click();
      const alert = page.getByRole("alert");
      await expect(alert).toContainText("Failed to send");
      await expectKept(page, booking);
      const mailto = await alert
        .getByRole("link", { name: "E-mail it to us" })
        .getAttribute("href");
      const body = new URLSearchParams(mailto!.slice(mailto!.indexOf("?") + 1)).get("body")!;
      expect(body).toContain("Site survey");
      expect(body).toContain(`${booking.times[1]!.time}–`);
      const whatsapp = await alert.getByRole("link", { name: /WhatsApp/ }).getAttribute("href");
      expect(new URL(whatsapp!).searchParams.get("text")).toContain("Sea Point, Cape Town");
      expect(await draft(page)).toContain(booking.name);
    });
  });

  test("sending twice is one request; what is sent is the enquiry's params and the booking's", async ({
    page,
  }) => {
    const requests = await answerSends(page);
    await gotoHydrated(page, BOOK);
    const booking = request({ kind: "Video call", office: "Johannesburg", address: "" });
    await fill(page, booking);
    await submitButton(page).dblclick();
    await expect(page.getByRole("heading", { name: "Your request is with us" })).toBeVisible();
    expect(requests).toHaveLength(1);
    const params = sentParams(requests[0]!);
    expect(Object.keys(params).sort()).toEqual(
      [
        "booking_address",
        "booking_kind",
        "booking_office",
        "booking_times",
        "from_email",
        "from_name",
        "location",
        "message",
        "mobile",
        "products",
      ].sort(),
    );
    expect(params.booking_kind).toBe("video-call");
    expect(params.location).toBe("Johannesburg");
    const ics = await calendarFile(page, page.getByRole("link", { name: /calendar/i }));
    expect(ics).toContain("LOCATION:Video call");
  });
});

test.describe("before hydration", () => {
  test("what was typed is kept, and a press of the send button is sent once ready", async ({
    page,
  }) => {
    const requests = await answerSends(page);
    const held = await holdHydration(page);
    await page.goto(BOOK);
    const booking = request();
    await fill(page, booking);
    await submitButton(page).click();
    await held.release();
    await expect(page.getByRole("heading", { name: "Your request is with us" })).toBeVisible();
    expect(requests).toHaveLength(1);
    expect(sentParams(requests[0]!).from_name).toBe(booking.name);
    expect(sentParams(requests[0]!).booking_times).toContain(booking.times[0]!.date);
  });

  test("typed values are not wiped by hydration, nor replaced by an older draft", async ({
    page,
  }) => {
    await gotoHydrated(page, BOOK);
    await fill(page, request({ name: "From the draft" }));
    await expect.poll(() => draft(page)).toContain("From the draft");
    const held = await holdHydration(page);
    await page.reload();
    await page.getByLabel("Name", { exact: true }).fill("Typed before hydration");
    await held.release();
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Typed before hydration");
    // What was not touched comes from the draft.
    await expect(page.getByLabel("Suburb or address")).toHaveValue("Sea Point, Cape Town");
  });
});

test.describe("the ways in", () => {
  test("a product page links to the booking page", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    for (const path of ["/products/aurora", "/steam-rooms", "/products/equipment"]) {
      await gotoHydrated(page, path);
      await page.getByRole("main").getByRole("link", { name: "Book a Visit" }).first().click();
      await expect(page).toHaveURL(BOOK);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
  });

  test("on a phone, the header's 'Book a visit' leads to it from any page", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, "/about");
    const link = page.getByRole("banner").getByRole("link", { name: "Book a visit" });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(BOOK);
    // Not offered on the booking page itself.
    await expect(page.getByRole("banner").getByRole("link", { name: "Book a visit" })).toHaveCount(
      0,
    );
  });

  test("on phones from 360 to 430 px, the header's links and menu button fit side by side", async ({
    page,
  }) => {
    for (const width of [360, 375, 390, 412, 430]) {
      await page.setViewportSize({ width, height: 800 });
      await gotoHydrated(page, "/about");
      const banner = page.getByRole("banner");
      const boxes = await Promise.all(
        [
          banner.getByRole("link", { name: "Home" }).first(),
          banner.getByRole("link", { name: "Book a visit" }),
          banner.getByRole("link", { name: "Enquire" }),
          banner.getByRole("button", { name: "Menu", exact: true }),
        ].map(async (control) => (await control.boundingBox())!),
      );
      for (const [index, box] of boxes.entries()) {
        expect(box.x, `at ${width} px`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `at ${width} px`).toBeLessThanOrEqual(width);
        // Each to the right of the one before, none overlapping.
        if (index > 0) {
          const before = boxes[index - 1]!;
          expect(box.x, `at ${width} px`).toBeGreaterThanOrEqual(before.x + before.width - 1);
        }
      }
    }
  });

  test("the contact page links to it", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    await page
      .getByRole("main")
      .getByRole("link", { name: /Book a showroom visit/ })
      .click();
    await expect(page).toHaveURL(BOOK);
  });

  test("the page is in the sitemap, with its own canonical address", async ({ page, request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toMatch(/<loc>[^<]*\/contact\/book<\/loc>/);
    await page.goto(BOOK);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/contact\/book$/);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });
});

for (const width of [390, 1440]) {
  test(`axe finds nothing at ${width} px, on the form and with its errors`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await gotoHydrated(page, BOOK);
    await axe(page);
    await submitButton(page).click();
    await expect(page.getByRole("radio", { name: "Showroom visit" })).toBeFocused();
    await axe(page);
  });
}
