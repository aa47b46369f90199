/**
 * `npm run bench:first-start`: the README's first command on a fresh clone, timed. The committed
 * state (HEAD) is cloned into a temporary folder, then `npm install` and `npm start` run there as a
 * newcomer would run them, and the time until `/` answers 200 is measured, for the install and for
 * the first start (which builds the site). The npm cache is this machine's, as it is for anyone
 * who has installed a package before. Not part of `npm test`: figures depend on the machine and
 * need it otherwise idle.
 *
 *   npm run bench:first-start -- [--runs 1] [--port 3121] [--out docs/performance.md]
 */
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { flags, machineNote, markdownTable, median, projectDir, writeSection } from "./common";

const options = flags({
  runs: { type: "string", default: "1" },
  port: { type: "string", default: "3121" },
  out: { type: "string" },
});
if (options.help) {
  console.log("npm run bench:first-start -- [--runs 1] [--port 3121] [--out docs/performance.md]");
  process.exit(0);
}
const port = Number(options.port);

/** Runs `command` in `cwd` in a process group of its own; resolves with its exit status. */
function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ["ignore", "inherit", "inherit"],
    detached: true,
  });
  const exited = new Promise<number>((done) => child.on("close", (code) => done(code ?? 1)));
  return { child, exited };
}

async function answers(): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/`, {
      signal: AbortSignal.timeout(2_000),
    });
    return response.status === 200;
  } catch {
    return false;
  }
}

async function once(): Promise<{ install: number; start: number }> {
  const dir = mkdtempSync(join(tmpdir(), "first-start-"));
  try {
    execFileSync("git", ["clone", "--quiet", "--no-hardlinks", projectDir, dir]);
    let started = performance.now();
    const install = run("npm", ["install", "--no-audit", "--no-fund"], dir);
    if ((await install.exited) !== 0) throw new Error("npm install failed");
    const installSeconds = (performance.now() - started) / 1000;

    started = performance.now();
    const server = run("npm", ["start"], dir, { PORT: String(port), HOST: "127.0.0.1" });
    let exited = false;
    void server.exited.then(() => (exited = true));
    while (!(await answers())) {
      if (exited) throw new Error("npm start exited before it served /");
      await new Promise((done) => setTimeout(done, 500));
    }
    const startSeconds = (performance.now() - started) / 1000;
    process.kill(-server.child.pid!, "SIGTERM");
    await server.exited;
    return { install: installSeconds, start: startSeconds };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const results: { install: number; start: number }[] = [];
for (let i = 0; i < Number(options.runs); i++) {
  console.log(`first start, run ${i + 1} of ${options.runs}…`);
  results.push(await once());
}
const seconds = (values: number[]) => `${median(values).toFixed(0)} s`;
const table = markdownTable(
  ["Step", "Median", "Runs"],
  [
    [
      "`npm install` on the fresh clone",
      seconds(results.map((r) => r.install)),
      String(results.length),
    ],
    [
      "`npm start` until / answers 200 (the first build)",
      seconds(results.map((r) => r.start)),
      String(results.length),
    ],
    [
      "the README's first command, in all",
      seconds(results.map((r) => r.install + r.start)),
      String(results.length),
    ],
  ],
);
const body = `${machineNote()}\n\n${table}`;
console.log(`\n${body}`);
if (options.out) {
  writeSection(options.out, "first-start", body);
}
