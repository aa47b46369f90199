/** The downloadable plans: a one-page A3 landscape PDF for each sauna that has plans, none for Vakio. */
import { PDFDocument } from "pdf-lib";

import { saunas } from "./content";
import { expect, test } from "./fixtures";

const saunasWithPlans = saunas.filter((sauna) => sauna.plan);

/** A3 landscape in points: 420 × 297 mm at 72 points to the inch. */
const A3 = { width: (420 * 72) / 25.4, height: (297 * 72) / 25.4 };

for (const { name, plan } of saunasWithPlans) {
  test(`${plan!.pdf} is the ${name}'s plan on one A3 landscape page`, async ({ request }) => {
    const response = await request.get(plan!.pdf);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/pdf\b/);
    const body = await response.body();
    expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const pdf = await PDFDocument.load(body, { updateMetadata: false });
    expect(pdf.getPageCount()).toBe(1);
    const { width, height } = pdf.getPage(0).getSize();
    expect(width).toBeCloseTo(A3.width, 1);
    expect(height).toBeCloseTo(A3.height, 1);
    expect(pdf.getTitle()).toContain(name);
  });
}

test("Vakio has no plans to download", async ({ request }) => {
  const response = await request.get("/plans/vakio-plan.pdf");
  expect(response.status()).toBe(404);
});
