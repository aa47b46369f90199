/**
 * The catalogue's check (`app/catalogue/validate.ts`), as a step of every build
 * (`npm run build:inputs`): the range and every page's data against their schemas, every picture
 * they name encoded in public/media, and the units written as the site writes them. It stops the
 * build with every problem found, before anything is built, and tells the Studio why.
 */
import { loadEnv } from "../server/env";

loadEnv();
// App modules read the configuration as they load, so they come after loadEnv().
const { offeredRoomProblems, validateCatalogue } = await import("../app/catalogue/validate");
const { contentBreaks } = await import("../app/content/check");
const { sendReport } = await import("./content/publish-status");
const { draftsBuild } = await import("../app/config/drafts");

try {
  validateCatalogue();
  console.log("catalogue: the range and every page's data pass their checks");
} catch (error) {
  console.error(`catalogue: ${(error as Error).message}`);
  process.exitCode = 1;
  // A size the business offers that no heater suits is the business's to mend: the Studio says
  // so, as it does for a document the content step refuses. Anything else is the developer's.
  if (!draftsBuild) {
    const rooms = offeredRoomProblems();
    const message = rooms.length > 0 ? contentBreaks(rooms) : (error as Error).message;
    await sendReport({ state: "failed", failedAt: new Date().toISOString(), message });
  }
}
