/**
 * `npm test`: the whole suite, in stages, running what is independent side by side.
 *
 * 1. The generated modules the code imports (fonts, image library, the content's prices and proof),
 *    once (`npm run generate`).
 * 2. Two lanes at once, each mostly one core's work: the typecheck and lint; and the production
 *    build, the checks on it (the size budgets, the HTML checker), then the unit tests (on both
 *    cores once the other lane is done).
 * 3. The end-to-end tests, against `npm start` and Cloudflare Pages' runtime, on that build: alone,
 *    since Chromium keeps both cores busy, and a unit test beside it would wait for a core.
 * 4. The visitor's key paths in Firefox ESR and WebKitGTK beside Chromium (`npm run test:engines`).
 *
 * Each step's output is prefixed with its name; a failing step stops the run (the other lane is
 * stopped too) and the run exits with its status. Durations are printed at the end.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

type Step = { name: string; command: string };

const running = new Set<ChildProcess>();
const timings: { name: string; seconds: number }[] = [];

function run({ name, command }: Step): Promise<void> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    // A process group of its own, so that stopping a step stops everything it started.
    const child = spawn(command, {
      shell: true,
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    running.add(child);
    const prefix = (stream: NodeJS.ReadableStream, out: NodeJS.WriteStream) => {
      let rest = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk: string) => {
        const lines = (rest + chunk).split("\n");
        rest = lines.pop() ?? "";
        for (const line of lines) out.write(`[${name}] ${line}\n`);
      });
      stream.on("end", () => rest && out.write(`[${name}] ${rest}\n`));
    };
    prefix(child.stdout!, process.stdout);
    prefix(child.stderr!, process.stderr);
    child.on("close", (code, signal) => {
      running.delete(child);
      const seconds = (performance.now() - started) / 1000;
      timings.push({ name, seconds });
      if (code === 0) resolve();
      else
        reject(
          new Error(`${name} failed (${signal ?? `exit ${code}`}) after ${seconds.toFixed(0)} s`),
        );
    });
  });
}

/** Runs the steps one after another. */
async function lane(...steps: Step[]): Promise<void> {
  for (const step of steps) await run(step);
}

/** An npm script; `bare` leaves out its pre-script (what stage 1 or its lane already ran). */
const npm = (script: string, { bare = false } = {}): Step => ({
  name: script,
  command: `npm run ${bare ? "--ignore-scripts " : ""}${script}`,
});

/**
 * Every process below `pid`, in whatever process group: Playwright starts its web servers (`npm
 * start`, wrangler) in groups of their own, which stopping the step's group leaves running on their
 * ports. Read from /proc; elsewhere, none.
 */
function descendants(pid: number): number[] {
  let stats: { pid: number; parent: number }[];
  try {
    stats = readdirSync("/proc")
      .filter((name) => /^\d+$/.test(name))
      .flatMap((name) => {
        try {
          // "pid (command) state ppid ...": the command may hold spaces and parentheses.
          const stat = readFileSync(`/proc/${name}/stat`, "utf8");
          return [
            {
              pid: Number(name),
              parent: Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]),
            },
          ];
        } catch {
          return [];
        }
      });
  } catch {
    return [];
  }
  const found: number[] = [];
  const queue = [pid];
  while (queue.length) {
    const parent = queue.shift()!;
    for (const child of stats.filter((stat) => stat.parent === parent)) {
      found.push(child.pid);
      queue.push(child.pid);
    }
  }
  return found;
}

function stopAll() {
  for (const child of running) {
    const below = descendants(child.pid!);
    for (const target of [-child.pid!, ...below]) {
      try {
        process.kill(target, "SIGTERM");
      } catch {
        // Already gone.
      }
    }
  }
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}

const started = performance.now();
try {
  await lane(npm("generate"));
  await Promise.all([
    lane(npm("typecheck", { bare: true }), npm("lint")),
    lane(
      npm("build:inputs"),
      npm("build", { bare: true }),
      npm("size"),
      npm("check:html"),
      npm("test:unit", { bare: true }),
    ),
  ]);
  await lane(npm("test:e2e"));
  // The key paths again in Firefox and WebKit, beside Chromium, on the same build.
  await lane(npm("test:engines"));
} catch (error) {
  stopAll();
  console.error(`\n${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  const total = (performance.now() - started) / 1000;
  console.log("\nnpm test:");
  for (const { name, seconds } of timings)
    console.log(`  ${name.padEnd(12)} ${seconds.toFixed(0)} s`);
  console.log(`  ${"total".padEnd(12)} ${total.toFixed(0)} s (${(total / 60).toFixed(1)} min)`);
}
