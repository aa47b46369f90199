/**
 * `npm run content` (part of `npm run generate`, so every build, test run and `npm run dev` does
 * it first): reads what editors keep in the content studio (customers, testimonials, prices and the
 * range's photographs, the showrooms and the contact details) from
 * the dataset's source, the Sanity project when SANITY_PROJECT_ID is set and otherwise the embedded
 * dataset in content/dataset/, checks every document, and writes the modules the pages import
 * into app/content/generated/. A broken document stops it with its name and field, so it stops
 * the build too.
 */
import { relative } from "node:path";

import { loadEnv } from "../../server/env";

loadEnv();
// App modules read the configuration as they load, so they come after loadEnv().
const { buildContent, GENERATED_DIR } = await import("./content");
const { sendReport } = await import("./publish-status");
const { draftsBuild } = await import("../../app/config/drafts");

try {
  const { proof, prices, photographs, settings, source } = await buildContent();
  console.log(
    `content: ${proof.customers.length} customers, ${proof.testimonials.length} testimonials, ${prices.length} prices, ${photographs.length} photographs and ${Object.keys(settings).length} contact details from ${source} → ${relative(process.cwd(), GENERATED_DIR)}/`,
  );
} catch (error) {
  const message = (error as Error).message;
  console.error(`content: ${message}`);
  process.exitCode = 1;
  // A published build tells the Studio why the publish did not reach the site.
  if (!draftsBuild) {
    await sendReport({ state: "failed", failedAt: new Date().toISOString(), message });
  }
}
