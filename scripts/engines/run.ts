/**
 * `npm run test:engines`: drives the site's key visitor paths (`paths.ts`) in Chromium, Firefox
 * ESR and WebKitGTK against the production build served by `npm start`, and checks that Firefox
 * and WebKit see what Chromium sees. Prints a pass or a failure for every path in every engine,
 * and exits non-zero on any failure.
 *
 * Options: `--engine=firefox` (or webkit, chromium; may be repeated), `--path=<part of a name>`.
 * Environment: ENGINES_PORT and ENGINES_PROXY_PORT (free ports otherwise), FIREFOX_PATH,
 * WEBKIT_DRIVER_PATH, MINIBROWSER_PATH, CHROMIUM_PATH.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import {
  collectErrors,
  type Driver,
  type EngineName,
  freePort,
  launch,
  missing,
  stopDisplay,
} from "./drivers";
import { canonical, type Context, Failure, VISITOR_PATHS } from "./paths";
import { startProxy } from "./proxy";

const ENGINES: EngineName[] = ["chromium", "firefox", "webkit"];

const options = process.argv.slice(2);
const chosen = options.filter((o) => o.startsWith("--engine=")).map((o) => o.slice(9));
const engines = chosen.length
  ? ENGINES.filter((engine) => chosen.includes(engine) || engine === "chromium")
  : ENGINES;
const pathFilter = options.find((o) => o.startsWith("--path="))?.slice(7);
const paths = VISITOR_PATHS.filter((path) => !pathFilter || path.name.includes(pathFilter));

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

async function waitForSite(url: string) {
  for (let tries = 0; tries < 600; tries++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}

async function main() {
  const started = Date.now();
  if (!existsSync("build/client")) {
    console.log("No build: building first (npm run build)");
    const built = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }

  const port = Number(process.env.ENGINES_PORT) || (await freePort());
  const proxyPort = Number(process.env.ENGINES_PROXY_PORT) || (await freePort());
  const scratch = mkdtempSync(join(tmpdir(), "vaja-engines-"));
  const enquiriesFile = join(scratch, "enquiries.ndjson");
  const serverLog = join(scratch, "server.log");
  const server = spawn("npm", ["start"], {
    detached: true,
    stdio: ["ignore", openSync(serverLog, "a"), openSync(serverLog, "a")],
    env: { ...process.env, PORT: String(port), ENQUIRIES_FILE: enquiriesFile },
  });
  const stopServer = () => {
    try {
      if (server.pid) process.kill(-server.pid);
    } catch {
      // Already stopped.
    }
  };
  process.on("exit", () => {
    stopServer();
    stopDisplay();
  });
  process.on("SIGINT", () => process.exit(130));
  process.on("SIGTERM", () => process.exit(143));

  const site = `http://localhost:${port}`;
  await waitForSite(site);
  const proxy = await startProxy(proxyPort, port);
  const context: Context = { site, proxy, enquiriesFile };
  console.log(
    `Serving the build at ${site} (failing proxy ${proxy.url}), ready in ${seconds(started)}`,
  );

  const seen = new Map<string, string>();
  const failures: string[] = [];
  const timings: string[] = [];
  for (const engine of engines) {
    const engineStart = Date.now();
    const lacking = missing(engine);
    if (lacking) {
      failures.push(`${engine}: not installed: ${lacking}`);
      console.log(`\n${engine}: FAIL, not installed: ${lacking}`);
      continue;
    }
    let driver: Driver;
    try {
      driver = await launch(engine);
    } catch (error) {
      failures.push(`${engine}: did not start: ${String(error)}`);
      console.log(`\n${engine}: FAIL, did not start: ${String(error)}`);
      continue;
    }
    console.log(`\n${engine}: ${driver.version}`);
    for (const path of paths) {
      const pathStart = Date.now();
      let outcome: string;
      try {
        const result = await path.run(driver, context);
        await collectErrors(driver);
        const errors = driver
          .takeErrors()
          .filter((error) => !(path.allowedErrors ?? []).some((allowed) => allowed.test(error)));
        if (errors.length)
          throw new Failure(`the page reported errors:\n      ${errors.join("\n      ")}`);
        const json = canonical(result.seen);
        if (engine === "chromium") seen.set(path.name, json);
        else if (seen.has(path.name) && seen.get(path.name) !== json) {
          throw new Failure(
            `saw what Chromium did not:\n      chromium: ${seen.get(path.name)}\n      ${engine}: ${json}`,
          );
        }
        outcome = `pass${result.note ? ` (${result.note})` : ""}`;
      } catch (error) {
        driver.takeErrors();
        const message = error instanceof Error ? error.message : String(error);
        failures.push(`${engine}: ${path.name}: ${message}`);
        outcome = `FAIL: ${message}`;
      }
      console.log(
        `  ${outcome.startsWith("pass") ? "ok  " : "FAIL"} ${path.name} [${seconds(pathStart)}]: ${outcome}`,
      );
    }
    await driver.close().catch(() => undefined);
    timings.push(`${engine} ${seconds(engineStart)}`);
  }

  await proxy.close();
  stopServer();
  stopDisplay();
  if (failures.length) {
    const lines = readFileSync(serverLog, "utf8").trimEnd().split("\n").slice(-15);
    console.log(`\nThe server's last words:\n  ${lines.join("\n  ")}`);
  }
  rmSync(scratch, { recursive: true, force: true });
  console.log(`\n${timings.join(", ")}; in all ${seconds(started)}`);
  if (failures.length) {
    console.log(`\n${failures.length} failed:\n${failures.map((f) => `- ${f}`).join("\n")}`);
    process.exit(1);
  }
  console.log(`Every path passed in ${engines.join(", ")}.`);
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
