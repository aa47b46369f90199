/**
 * `npm run launch-check`: every placeholder the site would publish with this configuration (the
 * environment and `.env`), each with the file or variable that sets it, the collections shown with
 * their drawings for want of a picture, and the services still on their embedded defaults. Exits with 1 while any placeholder is live, so a deployment pipeline
 * can run it before publishing.
 *
 * `--build` is the production build's gate (`npm run build` runs it first): with
 * SITE_ENV=production it stops the build while any placeholder is live, unless
 * SITE_ALLOW_PLACEHOLDERS=true; any other build passes.
 */
import { loadEnv } from "../../server/env";
import { parseBuildSettings } from "./settings";

const env = loadEnv();
const {
  assertLaunchReady,
  drawnCollections,
  embeddedServices,
  livePlaceholders,
  placeholderReport,
} = await import("./placeholders");

if (process.argv.includes("--build")) {
  const settings = parseBuildSettings(process.env);
  try {
    const published = assertLaunchReady(env, settings);
    if (published.length > 0) {
      console.warn(
        `launch-check: this production build publishes ${published.length} placeholders, as SITE_ALLOW_PLACEHOLDERS allows (npm run launch-check lists them).`,
      );
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
} else {
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
  const drawn = drawnCollections();
  if (drawn.length > 0) {
    console.log(`\nCollections without a picture of their own (the site shows their drawings):`);
    for (const line of drawn) console.log(`  - ${line}`);
  }
  if (services.length > 0) {
    console.log(`\nServices on their embedded defaults (the site works; check this is intended):`);
    for (const service of services) console.log(`  - ${service}`);
  }
  process.exitCode = placeholders.length === 0 ? 0 : 1;
}
