/**
 * What the benchmarks share: command-line flags, serving the production build with `npm start` on
 * a free port for the length of a run, the page list from the served sitemap, and writing a
 * result table into a marked section of docs/performance.md.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { availableParallelism, cpus as osCpus, loadavg } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs, type ParseArgsConfig } from "node:util";

export const projectDir = fileURLToPath(new URL("../..", import.meta.url));
export const clientDir = fileURLToPath(new URL("../../build/client", import.meta.url));

export function flags<const T extends NonNullable<ParseArgsConfig["options"]>>(options: T) {
  return parseArgs({ options: { ...options, help: { type: "boolean" } }, strict: true }).values;
}

/**
 * The flags of the load benches (`--duration`, `--connections`, `--port`, `--out`), or undefined
 * after printing their usage for `--help`.
 */
export function benchFlags(command: string) {
  const options = flags({
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "50" },
    port: { type: "string", default: process.env.BENCH_PORT ?? "3119" },
    out: { type: "string" },
  });
  if (options.help) {
    console.log(
      `npm run ${command} -- [--duration 10] [--connections 50] [--port 3119] [--out docs/performance.md]`,
    );
    return undefined;
  }
  return {
    duration: Number(options.duration),
    connections: Number(options.connections),
    port: Number(options.port),
    out: options.out,
  };
}

/** Builds the site when there is no build yet (as `npm start` would, but before timing anything). */
export function ensureBuild() {
  if (existsSync(`${clientDir}/index.html`)) return;
  console.log("No build found: running `npm run build` first.");
  const build = spawnSync("npm", ["run", "build"], { cwd: projectDir, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** The largest hashed script of the build: the framework chunk every page loads. */
export function hashedAsset(): string {
  const dir = join(clientDir, "assets");
  const scripts = readdirSync(dir).filter((name) => name.endsWith(".js"));
  const largest = scripts.sort((a, b) => statSync(join(dir, b)).size - statSync(join(dir, a)).size);
  if (!largest[0]) throw new Error("build/client/assets holds no script.");
  return `/assets/${largest[0]}`;
}

/** `port` if it is free, otherwise any free port. */
async function freePort(preferred?: number): Promise<number> {
  const tryPort = (port: number) =>
    new Promise<number | undefined>((resolve) => {
      const server = createServer();
      server.once("error", () => resolve(undefined));
      server.listen(port, "127.0.0.1", () => {
        const address = server.address();
        server.close(() => resolve(typeof address === "object" && address ? address.port : port));
      });
    });
  return (preferred && (await tryPort(preferred))) || ((await tryPort(0)) as number);
}

export type Served = { baseURL: string; stop: () => Promise<void> };

/**
 * Starts `npm start` on loopback and resolves once it answers; with `url`, uses the server already
 * answering there instead (started, and stopped, by whoever runs the bench).
 */
export async function serve({ port: preferredPort, url }: { port?: number; url?: string } = {}) {
  if (url) {
    if (!(await fetch(url)).ok) throw new Error(`${url} does not answer 200.`);
    return { baseURL: url.replace(/\/$/, ""), stop: async () => {} } satisfies Served;
  }
  ensureBuild();
  const port = await freePort(preferredPort);
  const baseURL = `http://127.0.0.1:${port}`;
  // Its own process group, so that stopping it stops npm, tsx and node together.
  const child: ChildProcess = spawn("npm", ["start"], {
    cwd: projectDir,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  let stopping = false;
  // A server stopped from outside (a signal) mid-run shows up as failed page loads; say so.
  child.once("exit", (code, signal) => {
    if (!stopping) console.warn(`\nThe server stopped (${signal ?? `exit code ${code}`}).`);
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      stopping = true;
      if (exited() || child.pid === undefined) return resolve();
      child.once("exit", () => resolve());
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        resolve(); // the group is gone already
      }
    });
  process.once("SIGINT", () => void stop().then(() => process.exit(130)));
  for (let attempt = 0; attempt < 120; attempt++) {
    if (exited()) throw new Error(`npm start exited with ${child.exitCode ?? child.signalCode}`);
    try {
      if ((await fetch(`${baseURL}/`)).ok) return { baseURL, stop } satisfies Served;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`npm start did not answer on ${baseURL} within a minute.`);
}

/** The paths listed in the served sitemap. */
export async function sitemapPaths(baseURL: string): Promise<string[]> {
  const xml = await (await fetch(`${baseURL}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map(
    (match) => new URL(match[1] ?? "").pathname,
  );
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** A Markdown table, columns padded so it also reads well in a terminal. */
export function markdownTable(header: string[], rows: string[][]): string {
  const widths = header.map((_, column) =>
    Math.max(...[header, ...rows].map((row) => (row[column] ?? "").length)),
  );
  const line = (row: string[]) =>
    `| ${row.map((cell, column) => cell.padEnd(widths[column]!)).join(" | ")} |`;
  return [
    line(header),
    `| ${widths.map((width) => "-".repeat(width)).join(" | ")} |`,
    ...rows.map(line),
  ].join("\n");
}

/**
 * Replaces the text between `<!-- {name}:start -->` and `<!-- {name}:end -->` in `file`
 * (appending a new section when the markers are missing).
 */
export function writeSection(file: string, name: string, body: string) {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const text = existsSync(file) ? readFileSync(file, "utf8") : "";
  const section = `${start}\n${body.trim()}\n${end}`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  const next =
    from !== -1 && to > from
      ? `${text.slice(0, from)}${section}${text.slice(to + end.length)}`
      : `${text.trimEnd()}\n\n${section}\n`;
  writeFileSync(file, next);
  console.log(`Wrote the ${name} section of ${file}.`);
}

/** Today's date and the machine, for the record. */
export function machineNote(): string {
  const os = process.platform === "linux" ? readOsName() : process.platform;
  const cpus = availableParallelism();
  const model = osCpus()[0]?.model.replace(/\s+/g, " ").trim() ?? "unknown CPU";
  const date = new Date().toISOString().slice(0, 16).replace("T", " ");
  const load = loadavg()[0]!.toFixed(1);
  return `${date} UTC; ${cpus} cores (${model}), load average ${load} at the end; Node ${process.version}; ${os}`;
}

function readOsName() {
  try {
    return /PRETTY_NAME="([^"]+)"/.exec(readFileSync("/etc/os-release", "utf8"))?.[1] ?? "Linux";
  } catch {
    return "Linux";
  }
}
