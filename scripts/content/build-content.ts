/**
 * `npm run content` (part of `npm run generate`, so every build, test run and `npm run dev` does
 * it first): reads the proof editors keep in the content studio (customers and testimonials) from
 * the dataset's source, the Sanity project when SANITY_PROJECT_ID is set and otherwise the embedded
 * dataset in content/dataset/, checks every document (app/content/proof.ts), and writes the module
 * the pages import, app/content/generated/proof.ts. A broken document stops it with its name and
 * field, so it stops the build too.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, relative } from "node:path";
import { fileURLToPath } from "node:url";

import { loadEnv } from "../../server/env";
import { proofModule } from "./proof-module";

const PROOF_MODULE = fileURLToPath(
  new URL("../../app/content/generated/proof.ts", import.meta.url),
);

loadEnv();
// App modules read the configuration as they load, so they come after loadEnv().
const { queryContent } = await import("../../app/content/source.server");
const { readProof } = await import("../../app/content/proof");
const { blogConfig } = await import("../../app/blog/config");
const { env } = await import("../../app/config/env");

const source = blogConfig(env).embedded
  ? "the embedded dataset (content/dataset/)"
  : `Sanity project ${env.SANITY_PROJECT_ID}, dataset ${env.SANITY_DATASET}`;
try {
  const proof = await readProof(queryContent);
  mkdirSync(dirname(PROOF_MODULE), { recursive: true });
  writeFileSync(PROOF_MODULE, proofModule(proof));
  console.log(
    `content: ${proof.customers.length} customers and ${proof.testimonials.length} testimonials from ${source} → ${relative(process.cwd(), PROOF_MODULE)}`,
  );
} catch (error) {
  console.error(`content: reading ${source} failed.\n${(error as Error).message}`);
  process.exitCode = 1;
}
