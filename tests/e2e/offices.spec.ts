/**
 * The offices' pages: reached from the contact page and the footer; each shows its office's
 * address, hours, phone, WhatsApp and e-mail as links; its directions open a maps app at the
 * configured coordinates; its LocalBusiness data says what the page shows and names the business
 * as its parent; nothing loads from another host and nothing is framed; axe finds nothing at a
 * phone's width and a desktop's; and an office that does not exist is the 404 page. Each also lists
 * the collections on show there, each leading to its own page; says how to park and whether the
 * way in is step-free; gives a visit's length as the booking's showroom visit has it; marks what
 * the business has still to confirm; and books a visit with the showroom already chosen. Every
 * value compared is read from app/content/site.ts, the generated showrooms, the range, the
 * booking's kinds of visit and the configuration, the same data the build reads.
 */
import type { Locator, Page } from "@playwright/test";

import { addressParts, coordinateParts } from "../../app/config/location";
import { paths } from "../../app/routing/paths";
import { loadEnv } from "../../server/env";
import { axe, expect, gotoHydrated, scrollThrough, test } from "./fixtures";

loadEnv();
const { site, telHref, whatsappHref } = await import("../../app/content/site");
const { showrooms } = await import("../../app/content/generated/showrooms");
const { range } = await import("../../app/catalogue/range");
const { VISIT_KINDS } = await import("../../app/contact/booking");
const showroomVisit = VISIT_KINDS.find((kind) => kind.id === "showroom-visit")!;

type JsonLdNode = Record<string, unknown>;

/** Every node of the page's JSON-LD graphs. */
async function jsonLdNodes(page: Page): Promise<JsonLdNode[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.flatMap((json) => (JSON.parse(json) as { "@graph": JsonLdNode[] })["@graph"]);
}

const main = (page: Page) => page.locator("main");

/** The text of an element, whitespace collapsed. */
async function textOf(locator: Locator): Promise<string> {
  return (await locator.innerText()).replace(/\s+/g, " ").trim();
}

test.describe("reaching an office's page", () => {
  for (const office of site.offices) {
    test(`${office.city}: from the contact page`, async ({ page }) => {
      await gotoHydrated(page, paths.contact());
      await main(page).locator(`a[href="${office.path}"]`).click();
      await expect(page).toHaveURL(office.path);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(office.city);
    });

    test(`${office.city}: from the footer of any page`, async ({ page }) => {
      await gotoHydrated(page, paths.home);
      const link = page.locator("footer").getByRole("link", { name: office.city, exact: true });
      await expect(link).toHaveAttribute("href", office.path);
      await link.click();
      await expect(page).toHaveURL(office.path);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(office.city);
    });
  }

  test("both pages are in the sitemap", async ({ request }) => {
    const sitemap = await (await request.get(paths.sitemap)).text();
    for (const office of site.offices) {
      expect(sitemap).toContain(`${site.url}${office.path}</loc>`);
    }
  });
});

for (const office of site.offices) {
  test.describe(`the ${office.city} page`, () => {
    const address = addressParts(office.address);
    const coordinates = coordinateParts(office.coordinates);

    test("shows its address, every opening hour, and its phone, WhatsApp and e-mail as links", async ({
      page,
    }) => {
      await gotoHydrated(page, office.path);
      const shown = await textOf(main(page).locator("address"));
      for (const part of [address.street, address.suburb, address.city, address.postalCode]) {
        expect(shown).toContain(part);
      }
      const text = await textOf(main(page));
      for (const entry of site.openingHours) {
        expect(text).toContain(entry.label);
        expect(text).toContain(entry.hours);
      }
      await expect(main(page).locator(`a[href="${telHref(office.phone)}"]`)).toHaveText(
        office.phone,
      );
      await expect(main(page).locator(`a[href="mailto:${office.email}"]`)).toHaveText(office.email);
      await expect(main(page).locator(`a[href="${whatsappHref(site.whatsapp)}"]`)).toContainText(
        site.whatsapp,
      );
      for (const area of office.areasServed) expect(text).toContain(area.name);
      // The way to start an enquiry: among the actions that close the page, after the details.
      const enquiry = main(page).locator(`a[href="${paths.contact()}"]`).last();
      await expect(enquiry).toBeVisible();
      expect(
        await enquiry.evaluate(
          (link) =>
            !!(
              link.compareDocumentPosition(document.querySelector("main address")!) &
              Node.DOCUMENT_POSITION_PRECEDING
            ),
        ),
      ).toBe(true);
    });

    test("its directions open Google Maps and Apple Maps at the configured coordinates", async ({
      page,
    }) => {
      await gotoHydrated(page, office.path);
      const destinations = {
        "https://www.google.com/maps/dir/": "destination",
        "https://maps.apple.com/": "daddr",
      };
      for (const [target, parameter] of Object.entries(destinations)) {
        const link = main(page).locator(`a[href^="${target}"]`);
        await expect(link).toHaveCount(1);
        await expect(link).toHaveAccessibleName(/directions/i);
        await expect(link).toHaveAttribute("rel", /noopener/);
        const url = new URL((await link.getAttribute("href"))!);
        const [latitude, longitude] = url.searchParams.get(parameter)!.split(",").map(Number);
        expect({ latitude, longitude }).toEqual(coordinates);
      }
    });

    test("its LocalBusiness data matches what the page shows, a branch of the business", async ({
      page,
    }) => {
      await gotoHydrated(page, office.path);
      const nodes = await jsonLdNodes(page);
      const url = `${site.url}${office.path}`;
      const node = nodes.find((entry) => entry["@type"] === "LocalBusiness" && entry.url === url);
      expect(node, "the office's own LocalBusiness").toBeDefined();
      expect(String(node!.name)).toContain(office.city);

      const postal = node!.address as Record<string, string>;
      const shown = await textOf(main(page).locator("address"));
      for (const value of [postal.streetAddress, postal.addressLocality, postal.postalCode]) {
        for (const part of value!.split(", ")) expect(shown).toContain(part);
      }
      expect(postal.addressCountry).toBe("ZA");
      expect(node!.geo).toMatchObject(coordinates);

      await expect(
        main(page).locator(`a[href="${telHref(String(node!.telephone))}"]`),
      ).toBeVisible();
      await expect(main(page).locator(`a[href="mailto:${String(node!.email)}"]`)).toBeVisible();

      const text = await textOf(main(page));
      for (const area of node!.areaServed as { name: string }[]) expect(text).toContain(area.name);
      for (const hours of node!.openingHoursSpecification as { dayOfWeek: string[] }[]) {
        const entry = site.openingHours.find(
          (candidate) => candidate.days.join() === hours.dayOfWeek.join(),
        );
        expect(hours).toMatchObject({ opens: entry?.opens, closes: entry?.closes });
      }

      // The business names the office, by the same id the office's node carries.
      const business = nodes.find(
        (entry) => entry["@type"] === "LocalBusiness" && entry.url === `${site.url}/`,
      );
      expect(node!.parentOrganization).toEqual({ "@id": business!["@id"] });
      const branches = business!.subOrganization as JsonLdNode[];
      expect(branches.map((branch) => branch["@id"])).toContain(node!["@id"]);
    });

    test("lists the collections on show, each leading to its own page", async ({ page }) => {
      const onShow = showrooms[office.slug].onShow.map((slug) =>
        range.find((item) => item.slug === slug)!,
      );
      expect(onShow.length).toBeGreaterThan(0);
      await gotoHydrated(page, office.path);
      const list = main(page).getByRole("list", { name: "On show" });
      const links = list.getByRole("link");
      await expect(links).toHaveText(onShow.map((item) => item.name));
      for (const [i, item] of onShow.entries()) {
        await expect(links.nth(i)).toHaveAttribute("href", item.path);
        // Each card shows its collection's picture, described by the collection's name.
        const picture = list.getByRole("listitem").nth(i).getByRole("img");
        await expect(picture).toHaveAccessibleName(new RegExp(`\\b${item.name}\\b`, "i"));
      }
      // Each page exists: followed, it opens with the collection's name.
      for (const item of onShow) {
        const response = await page.request.get(item.path);
        expect(response.status(), item.path).toBe(200);
      }
      await links.first().click();
      await expect(page).toHaveURL(onShow[0]!.path);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(onShow[0]!.name);
    });

    test("says how to park, whether the way in is step-free, and how to find the door", async ({
      page,
    }) => {
      const showroom = showrooms[office.slug];
      await gotoHydrated(page, office.path);
      const arriving = main(page).getByRole("definition");
      for (const [term, text] of [
        ["Parking", showroom.parking],
        ["Step-free access", showroom.access],
        ["Finding the door", showroom.directions],
      ] as const) {
        await expect(main(page).getByRole("term").filter({ hasText: term })).toBeVisible();
        await expect(arriving.filter({ hasText: text })).toBeVisible();
      }
      // Until the business confirms them, the page says they are still to be confirmed.
      await expect(main(page).locator("[data-unconfirmed-note]")).toHaveCount(
        showroom.confirmed ? 0 : 1,
      );
      if (!showroom.confirmed) {
        await expect(main(page).locator("[data-unconfirmed-note]")).toContainText(
          "still to be confirmed",
        );
      }
    });

    test("gives a visit's length as the booking's showroom visit has it", async ({ page }) => {
      await gotoHydrated(page, office.path);
      const shown = main(page).locator("[data-visit-duration]");
      await expect(shown).toContainText(`(${showroomVisit.minutes} minutes)`);
      // The booking form offers the same visit for the same length.
      await page.goto(paths.book);
      await expect(
        main(page).getByText(`${showroomVisit.minutes} minutes. ${showroomVisit.summary}`),
      ).toBeVisible();
    });

    test("books a showroom visit with this showroom already chosen", async ({ page }) => {
      await gotoHydrated(page, office.path);
      await main(page)
        .getByRole("link", { name: `Book a showroom visit in ${office.city}` })
        .click();
      await expect(page).toHaveURL(new RegExp(`^[^?]*${paths.book}\\?`));
      await expect(
        page.getByRole("radio", { name: showroomVisit.label, exact: true }),
      ).toBeChecked();
      await expect(page.getByRole("radio", { name: office.city, exact: true })).toBeChecked();
      for (const other of site.offices.filter((one) => one !== office)) {
        await expect(page.getByRole("radio", { name: other.city, exact: true })).not.toBeChecked();
      }
    });

    test("a booking link opened afresh chooses the showroom too", async ({ page }) => {
      const href = await (async () => {
        await gotoHydrated(page, office.path);
        return main(page)
          .getByRole("link", { name: `Book a visit in ${office.city}` })
          .getAttribute("href");
      })();
      await gotoHydrated(page, href!);
      await expect(
        page.getByRole("radio", { name: showroomVisit.label, exact: true }),
      ).toBeChecked();
      await expect(page.getByRole("radio", { name: office.city, exact: true })).toBeChecked();
    });

    test("loads nothing from another host and frames nothing", async ({
      page,
      blockedRequests,
    }) => {
      const hosts = new Set<string>();
      page.on("request", (request) => hosts.add(new URL(request.url()).host));
      await gotoHydrated(page, office.path);
      await scrollThrough(page);
      await expect(page.locator("iframe, frame, embed, object")).toHaveCount(0);
      expect(page.frames()).toHaveLength(1);
      expect(blockedRequests).toEqual([]);
      expect([...hosts]).toEqual([new URL(page.url()).host]);
    });

    for (const width of [390, 1440]) {
      test(`has no accessibility violations at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
        await gotoHydrated(page, office.path);
        await axe(page);
      });
    }
  });
}

test.describe("an office that does not exist", () => {
  // The browser reports the 404 page's own status as a console error.
  test.use({ allowedConsoleErrors: [/status of 404 \(Not Found\)/] });

  test("is the 404 page, while the thank-you page still answers", async ({ page, request }) => {
    const response = await gotoHydrated(page, `${paths.contact()}/durban`);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(`Page not found | ${site.name}`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    expect((await request.get(paths.thankYou)).status()).toBe(200);
  });
});
