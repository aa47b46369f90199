/**
 * The guides: the index, installation, warranty and care, and the questions. Each page shows what
 * its data holds (steps, checklist, periods, routines, questions), the questions' FAQPage data is
 * word for word what the page shows, an answer opens without JavaScript, the footer and every
 * sauna's page lead to the guides, and axe finds nothing at a phone's width and a desktop's.
 * Everything compared is read from the guides' modules, so the rules hold whatever they say.
 */
import type { Page } from "@playwright/test";

import { saunaSlugs } from "../../app/catalogue/range";
import { paths } from "../../app/routing/paths";
import { loadEnv } from "../../server/env";
import { axe, expect, gotoHydrated, test } from "./fixtures";

/** The guides' data, loaded once the configuration is (the questions quote the site's details). */
async function guidesData() {
  loadEnv();
  const [faq, guides, installation, warranty, text] = await Promise.all([
    import("../../app/guides/faq"),
    import("../../app/guides/guides"),
    import("../../app/guides/installation"),
    import("../../app/guides/warranty"),
    import("../../app/format/text"),
  ]);
  return { ...faq, ...guides, ...installation, ...warranty, ...text };
}

const guidePages = [paths.guides, paths.guideInstallation, paths.guideWarranty, paths.guideFaq];

/** Every node of the page's JSON-LD graphs. */
async function jsonLdNodes(page: Page): Promise<Record<string, unknown>[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.flatMap(
    (json) => (JSON.parse(json) as { "@graph": Record<string, unknown>[] })["@graph"],
  );
}

const main = (page: Page) => page.locator("main");

test.describe("the guides index", () => {
  test("lists every guide with its summary, each a link to its page", async ({ page }) => {
    const { guides } = await guidesData();
    await gotoHydrated(page, paths.guides);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    for (const guide of guides) {
      const link = main(page).getByRole("link", { name: guide.title });
      await expect(link).toHaveAttribute("href", guide.path);
      await expect(link).toContainText(guide.summary);
    }
  });
});

test.describe("installation", () => {
  test("shows every step in order, with who does it and how long it takes", async ({ page }) => {
    const { installationSteps, durationText } = await guidesData();
    await gotoHydrated(page, paths.guideInstallation);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const steps = main(page).locator(`ol:has(> li#${installationSteps[0]!.id}) > li`);
    await expect(steps).toHaveCount(installationSteps.length);
    for (const [i, step] of installationSteps.entries()) {
      const item = steps.nth(i);
      await expect(item).toHaveAttribute("id", step.id);
      await expect(item.getByRole("heading", { level: 3 })).toHaveText(step.title);
      await expect(item).toContainText(step.who);
      await expect(item).toContainText(durationText(step.duration));
    }
  });

  test("the site checklist is a list with one item per thing to prepare", async ({ page }) => {
    const { siteChecklist } = await guidesData();
    await gotoHydrated(page, paths.guideInstallation);
    const items = page
      .getByRole("list", { name: "Site preparation checklist" })
      .getByRole("listitem");
    await expect(items).toHaveCount(siteChecklist.length);
    for (const [i, item] of siteChecklist.entries()) {
      await expect(items.nth(i).getByRole("heading")).toHaveText(item.title);
    }
  });

  test("its HowTo data names the steps of the page", async ({ page }) => {
    const { installationSteps } = await guidesData();
    await gotoHydrated(page, paths.guideInstallation);
    const howTo = (await jsonLdNodes(page)).find((node) => node["@type"] === "HowTo") as {
      step: { name: string; url: string }[];
    };
    expect(howTo.step.map((step) => step.name)).toEqual(
      installationSteps.map((step) => step.title),
    );
    for (const step of howTo.step) {
      await expect(page.locator(new URL(step.url).hash)).toBeVisible();
    }
  });
});

test.describe("warranty and care", () => {
  test("shows each kind's periods, the exclusions and the care routines", async ({ page }) => {
    const { warrantyKinds, exclusions, careKinds, periodText } = await guidesData();
    await gotoHydrated(page, paths.guideWarranty);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    for (const kind of warrantyKinds) {
      const block = page.locator(`#${kind.id}`);
      await expect(block.getByRole("heading", { level: 3 })).toHaveText(kind.title);
      for (const period of kind.periods) {
        await expect(block).toContainText(period.covers);
        await expect(block).toContainText(periodText(period.years));
      }
    }
    for (const exclusion of exclusions) {
      await expect(main(page).getByRole("heading", { name: exclusion.title })).toBeVisible();
    }
    for (const kind of careKinds) {
      const section = page.locator(`#care-${kind.id}`);
      await expect(section.getByRole("heading", { level: 3 })).toHaveText(kind.title);
      await expect(section.getByRole("heading", { level: 4 })).toHaveText(
        kind.routines.map((routine) => routine.cadence),
      );
    }
    const nodes = await jsonLdNodes(page);
    const article = nodes.find((node) => node["@type"] === "Article");
    const business = nodes.find((node) => node["@type"] === "LocalBusiness");
    expect(article?.publisher).toEqual({ "@id": business?.["@id"] });
  });
});

test.describe("questions and answers", () => {
  test("shows every group and question; its FAQPage data is exactly what the page says", async ({
    page,
  }) => {
    const { faqGroups, faqEntries } = await guidesData();
    await gotoHydrated(page, paths.guideFaq);
    await expect(page.getByRole("heading", { level: 2, name: faqGroups[0]!.title })).toBeVisible();
    for (const group of faqGroups) {
      const section = page.locator(`section#${group.id}`);
      await expect(section.getByRole("heading", { level: 2 })).toHaveText(group.title);
      await expect(section.locator("summary")).toHaveText(
        group.entries.map((entry) => entry.question),
      );
    }

    // What the page shows: each question and its answer's paragraphs, as a reader sees them.
    const visible = await main(page)
      .locator("details")
      .evaluateAll((details) =>
        details.map((item) => ({
          question: item.querySelector("summary")!.textContent!.trim(),
          answer: [...item.querySelectorAll("p")].map((p) => p.textContent).join("\n\n"),
        })),
      );
    expect(visible).toHaveLength(faqEntries.length);
    const faqPage = (await jsonLdNodes(page)).find((node) => node["@type"] === "FAQPage") as {
      mainEntity: { name: string; acceptedAnswer: { text: string } }[];
    };
    expect(
      faqPage.mainEntity.map((question) => ({
        question: question.name,
        answer: question.acceptedAnswer.text,
      })),
    ).toEqual(visible);
  });

  test("a question opens and closes from the keyboard, with a visible focus ring", async ({
    page,
  }) => {
    await gotoHydrated(page, paths.guideFaq);
    await page.getByRole("navigation", { name: "Topics" }).getByRole("link").last().focus();
    await page.keyboard.press("Tab");
    const summary = main(page).locator("summary").first();
    await expect(summary).toBeFocused();
    const outline = await summary.evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).not.toBe("none");
    const details = main(page).locator("details").first();
    await page.keyboard.press("Enter");
    await expect(details).toHaveAttribute("open", "");
    await page.keyboard.press("Enter");
    await expect(details).not.toHaveAttribute("open");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("an answer opens when its question is clicked", async ({ page }) => {
      const { faqEntries, richText } = await guidesData();
      await page.goto(paths.guideFaq);
      const entry = faqEntries[0]!;
      const details = page.locator(`details#${entry.id}`);
      const firstParagraph = details.locator("p").first();
      await expect(details).not.toHaveAttribute("open");
      await expect(firstParagraph).toBeHidden();
      await details.locator("summary").click();
      await expect(details).toHaveAttribute("open", "");
      await expect(firstParagraph).toBeVisible();
      await expect(firstParagraph).toHaveText(richText(entry.answer[0]!));
    });
  });
});

test.describe("ways in", () => {
  test("the footer links every guide, and each link reaches its page", async ({ page }) => {
    const { guides } = await guidesData();
    for (const guide of guides) {
      await page.goto(paths.home);
      await page.locator("footer").getByRole("link", { name: guide.title, exact: true }).click();
      await expect(page).toHaveURL(guide.path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
  });

  test("every sauna's page links to the installation guide, next to 'Request Quote'", async ({
    page,
  }) => {
    for (const slug of saunaSlugs) {
      await page.goto(paths.sauna(slug));
      await expect(page.getByRole("link", { name: "Request Quote" })).toBeVisible();
      const link = page.getByRole("link", { name: "How installation works" });
      await expect(link).toHaveAttribute("href", paths.guideInstallation);
    }
    await gotoHydrated(page, paths.sauna(saunaSlugs[0]!));
    await page.getByRole("link", { name: "How installation works" }).click();
    await expect(page).toHaveURL(paths.guideInstallation);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("the About page links to installation and to warranty and care", async ({ page }) => {
    await page.goto(paths.about);
    for (const path of [paths.guideInstallation, paths.guideWarranty]) {
      await expect(main(page).locator(`a[href="${path}"]`)).toBeVisible();
    }
  });
});

for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 800 ? 900 : 844 } });

    for (const path of guidePages) {
      test(`${path} has no accessibility violations`, async ({ page }) => {
        await gotoHydrated(page, path);
        await axe(page);
        if (path === paths.guideFaq) {
          await main(page).locator("summary").first().click();
          await axe(page);
        }
      });
    }
  });
}
