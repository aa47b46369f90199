/**
 * `npm run build`: builds the site into a release folder of its own (scripts/release.ts), runs
 * every step and check on it there (React Router's build and prerender, postbuild.ts, the font
 * coverage check), and only when all have passed makes it the live `build/client`. A step that
 * fails stops the build, removes the half-made release and says that the site is still the previous
 * build, which `npm start` goes on serving.
 */
import { relative } from "node:path";

import { BUILD_DIR, buildRelease, clientLink } from "./release";

const started = performance.now();
const outcome = await buildRelease([
  ["node_modules/.bin/react-router", "build"],
  ["node_modules/.bin/tsx", "scripts/postbuild.ts"],
  ["node_modules/.bin/tsx", "scripts/fonts/coverage.ts"],
]);
const live = relative(process.cwd(), clientLink());
if (!outcome.ok) {
  console.error(
    `\nThe build stopped at \`${outcome.step.join(" ")}\` (exit ${outcome.status}); its output above says why. ` +
      (outcome.previous
        ? `The site is unchanged: ${live} still holds the previous build, and a running \`npm start\` goes on serving it.`
        : "There is no previous build to serve."),
  );
  process.exit(outcome.status);
}
console.log(
  `build: ${live} → ${relative(BUILD_DIR, outcome.client)}, live after ${Math.round((performance.now() - started) / 1000)} s`,
);
