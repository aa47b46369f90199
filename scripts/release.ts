/**
 * Where a build lives, so that a failed build never takes the site down.
 *
 * Each `npm run build` builds into a release folder of its own (`build/releases/{time}/`), runs
 * every step and check on it there, and only when all have passed points `build/client` at its
 * client folder. `build/client` is a symbolic link, replaced in one atomic rename: at every moment
 * it names one complete build, the previous one until the new one has passed. A build that fails
 * leaves `build/client` as it was, and removes its own half-made release.
 *
 * `npm start` serves the release `build/client` named when it started, and moves to a newer one
 * as soon as `build/client` points at it (server/start.ts); the previous release stays on disk, so
 * a page still open in a browser keeps finding its scripts.
 */
import { spawn } from "node:child_process";
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
} from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

/** The folder every build goes under. */
export const BUILD_DIR = fileURLToPath(new URL("../build", import.meta.url));
/** Releases kept on disk: the live one and the one before it (for pages still open). */
const KEPT_RELEASES = 2;

/** What static hosts deploy and `npm start` serves: a link to the latest complete release. */
export const clientLink = (buildDir = BUILD_DIR) => join(buildDir, "client");
const releasesDir = (buildDir: string) => join(buildDir, "releases");

/**
 * The client folder the build steps work on: the release being built (`SITE_CLIENT_DIR`, set while
 * a release is built), or else the live build.
 */
export function workingClientDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.SITE_CLIENT_DIR?.trim() || clientLink();
}

/** A new release's folder, named by the time it was started (sortable, and unique enough). */
export function newReleaseDir(buildDir = BUILD_DIR, now = new Date()): string {
  return join(releasesDir(buildDir), now.toISOString().replaceAll(":", "-").replace(".", "-"));
}

/** The release folder the live build is, if there is one. */
export function liveRelease(buildDir = BUILD_DIR): string | undefined {
  try {
    return realpathSync(clientLink(buildDir));
  } catch {
    return undefined;
  }
}

/**
 * Makes `client` (a finished release's client folder) the live build: a new link is made beside
 * `build/client` and renamed over it, which replaces it atomically. A `build/client` that is a
 * real folder (a build from before releases) becomes a release of its own first.
 */
export function publishRelease(client: string, buildDir = BUILD_DIR): void {
  const link = clientLink(buildDir);
  if (existsSync(link) && !lstatSync(link).isSymbolicLink()) {
    // Named as the oldest release, so that it is the first to go.
    const adopted = join(newReleaseDir(buildDir, new Date(0)), "client");
    rmSync(adopted, { recursive: true, force: true });
    mkdirSync(dirname(adopted), { recursive: true });
    renameSync(link, adopted);
  }
  const next = `${link}.${process.pid}.tmp`;
  rmSync(next, { force: true });
  symlinkSync(relative(buildDir, client), next, "dir");
  renameSync(next, link);
  pruneReleases(buildDir);
}

/** Removes all but the newest releases, never the live one. */
function pruneReleases(buildDir: string): void {
  const live = liveRelease(buildDir);
  const folder = releasesDir(buildDir);
  for (const name of readdirSync(folder).sort().reverse().slice(KEPT_RELEASES)) {
    const release = join(folder, name);
    if (live?.startsWith(`${release}/`)) continue;
    rmSync(release, { recursive: true, force: true });
  }
}

export type BuildStep = readonly [command: string, ...args: string[]];
export type BuildOutcome =
  { ok: true; client: string } | { ok: false; step: BuildStep; status: number; previous?: string };

/**
 * Runs `steps` one after another on a new release (each sees `SITE_BUILD_DIR`, the release, and
 * `SITE_CLIENT_DIR`, its client folder) and makes it live only if every step passed and it holds
 * a home page. A failed build's release is removed; the live build is untouched.
 */
export async function buildRelease(
  steps: readonly BuildStep[],
  { buildDir = BUILD_DIR, env = process.env }: { buildDir?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<BuildOutcome> {
  const release = newReleaseDir(buildDir);
  const client = join(release, "client");
  const stepEnv = {
    ...env,
    // React Router builds into `{SITE_BUILD_DIR}/client` (react-router.config.ts).
    SITE_BUILD_DIR: relative(process.cwd(), release),
    SITE_CLIENT_DIR: client,
  };
  const fail = (step: BuildStep, status: number): BuildOutcome => {
    rmSync(release, { recursive: true, force: true });
    return { ok: false, step, status, previous: liveRelease(buildDir) };
  };
  for (const step of steps) {
    const status = await run(step, stepEnv);
    if (status !== 0) return fail(step, status);
  }
  if (!existsSync(join(client, "index.html"))) return fail(steps.at(-1)!, 1);
  publishRelease(client, buildDir);
  return { ok: true, client };
}

function run([command, ...args]: BuildStep, env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: "inherit" });
    child.on("error", () => resolve(1));
    child.on("close", (code) => resolve(code ?? 1));
  });
}
