/**
 * `npm run content` (part of `npm run generate`, so every build, test run and `npm run dev` does
 * it first): reads the proof editors keep in the content studio (customers and testimonials) from
 * the dataset's source, the Sanity project when SANITY_PROJECT_ID is set and otherwise the embedded
 * dataset in content/dataset/, checks every document, and writes the module the pages import,
 * app/content/generated/proof.ts. A broken document stops it with its name and field, so it stops
 * the build too.
 */
import { relative } from "node:path";

import { loadEnv } from "../../server/env";

loadEnv();
// App modules read the configuration as they load, so they come after loadEnv().
const { buildContent, PROOF_MODULE } = await import("./content");

try {
  const { proof, source } = await buildContent();
  console.log(
    `content: ${proof.customers.length} customers and ${proof.testimonials.length} testimonials from ${source} → ${relative(process.cwd(), PROOF_MODULE)}`,
  );
} catch (error) {
  console.error(`content: ${(error as Error).message}`);
  process.exitCode = 1;
}
