/**
 * The catalogue's check (`app/catalogue/validate.ts`), as a step of every build
 * (`npm run build:inputs`): the range and every page's data against their schemas, every picture
 * they name encoded in public/media, and the units written as the site writes them. It stops the
 * build with every problem found, before anything is built.
 */
import { loadEnv } from "../server/env";

loadEnv();
// App modules read the configuration as they load, so they come after loadEnv().
const { validateCatalogue } = await import("../app/catalogue/validate");

try {
  validateCatalogue();
  console.log("catalogue: the range and every page's data pass their checks");
} catch (error) {
  console.error(`catalogue: ${(error as Error).message}`);
  process.exitCode = 1;
}
