/**
 * `npm run build`: builds the site into a release folder of its own (scripts/release.ts), runs
 * every step and check on it there (React Router's build and prerender, postbuild.ts, the font
 * coverage check), and only when all have passed makes it the live `build/client`. A step that
 * fails stops the build, removes the half-made release and says that the site is still the previous
 * build, which `npm start` goes on serving.
 */
import { existsSync, readFileSync } from "node:fs";
import { relative } from "node:path";

import { BUILT_FROM_PATH, type BuiltFrom, commitOf, sendReport } from "./content/publish-status";
import { BUILD_DIR, buildRelease, clientLink } from "./release";

// The host's settings (or .env) say whether this build reports to the Studio.
if (existsSync(".env")) process.loadEnvFile(".env");
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
  await sendReport({
    state: "failed",
    failedAt: new Date().toISOString(),
    message: `The build stopped at \`${outcome.step.join(" ")}\` (exit ${outcome.status}).`,
  });
  process.exit(outcome.status);
}
console.log(
  `build: ${live} → ${relative(BUILD_DIR, outcome.client)}, live after ${Math.round((performance.now() - started) / 1000)} s`,
);

// The Studio's "Live site": this build is live, made from the content as the content step read it.
const from = existsSync(BUILT_FROM_PATH)
  ? (JSON.parse(readFileSync(BUILT_FROM_PATH, "utf8")) as BuiltFrom | null)
  : null;
await sendReport({
  state: "live",
  builtAt: new Date().toISOString(),
  ...(from ? { from } : {}),
  commit: commitOf(),
});
