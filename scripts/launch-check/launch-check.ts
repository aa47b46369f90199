/**
 * `npm run launch-check`: every placeholder the site would publish with this configuration (the
 * environment and `.env`), each with the file or variable that sets it, and the services still on
 * their embedded defaults. Exits with 1 while any placeholder is live, so a deployment pipeline
 * can run it before publishing.
 */
import { loadEnv } from "../../server/env";

const env = loadEnv();
const { embeddedServices, livePlaceholders, placeholderReport } = await import("./placeholders");

const placeholders = livePlaceholders(env);
const services = embeddedServices(env);

if (placeholders.length === 0) {
  console.log("launch-check: no placeholders are live.");
} else {
  console.log(
    `launch-check: ${placeholders.length} placeholders are live. Each is a stand-in for the business's own detail:\n`,
  );
  console.log(placeholderReport(placeholders));
}
if (services.length > 0) {
  console.log(`\nServices on their embedded defaults (the site works; check this is intended):`);
  for (const service of services) console.log(`  - ${service}`);
}
process.exitCode = placeholders.length === 0 ? 0 : 1;
