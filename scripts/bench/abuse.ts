/**
 * `npm run bench:abuse`: the home page under load, first quiet, then while the hostile requests of
 * hostile.ts run in parallel against the same server (queries that once froze it, image variants
 * that grew its memory, floods of enquiries with oversized and wrong bodies, precompressed
 * documents, nonsense ranges, bad encodings, and clients that drip their headers). Prints `/`'s
 * requests per second, p50 and p99 latency and errors for both runs, and what the hostile
 * requests were answered with. The target: p99 under attack within twice the quiet figure, no
 * errors, and no hostile request answered with a 5xx.
 *
 *   npm run bench:abuse -- [--duration 10] [--connections 50] [--port 3119] [--out docs/performance.md]
 *
 * Like bench:load, the load generator and the attackers run on the server's machine and share
 * its CPU: compare runs on one machine.
 */
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

import autocannon from "autocannon";

import type { AttackReport } from "./attacker";
import { benchFlags, machineNote, markdownTable, serve, writeSection } from "./common";

type HomeRun = Awaited<ReturnType<typeof measureHome>>;

async function measureHome(baseURL: string, duration: number, connections: number) {
  const result = await autocannon({
    url: `${baseURL}/`,
    connections,
    duration,
    headers: { "accept-encoding": "br, gzip" },
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/**
 * The attackers run in a process of their own, so that their work does not delay the load
 * generator's measurements (the server's machine is shared either way).
 */
function startAttacker(baseURL: string, forMs: number): Promise<AttackReport> {
  const script = fileURLToPath(new URL("attacker.ts", import.meta.url));
  const child = spawn(process.execPath, ["--import", "tsx", script, baseURL, String(forMs)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on("exit", (code) => {
      if (code === 0) resolve(JSON.parse(output) as AttackReport);
      else reject(new Error(`The attacking process exited with ${code}`));
    });
  });
}

async function main() {
  const options = benchFlags("bench:abuse");
  if (!options) return;
  const { duration, connections } = options;
  const server = await serve({ port: options.port });
  let quiet: HomeRun;
  let attacked: HomeRun;
  let attackers: AttackReport;
  try {
    console.log(`Quiet: / for ${duration} s with ${connections} connections…`);
    quiet = await measureHome(server.baseURL, duration, connections);
    console.log(`Under attack: the same, with the hostile requests in parallel…`);
    const attacker = startAttacker(server.baseURL, (duration + 2) * 1000);
    // The attackers are under way before the measurement starts, and go on until after it ends.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    attacked = await measureHome(server.baseURL, duration, connections);
    attackers = await attacker;
  } finally {
    await server.stop();
  }
  const tallies = new Map(attackers.tallies);
  const dripsCutOff = attackers.cutOff;

  const homeRow = (name: string, run: HomeRun) => [
    name,
    run.rps.toLocaleString("en-ZA"),
    `${run.p50} ms`,
    `${run.p99} ms`,
    String(run.errors),
    String(run.non2xx),
  ];
  const homeTable = markdownTable(
    ["`/`", "Requests/s", "p50", "p99", "Errors", "Non-2xx"],
    [homeRow("Quiet", quiet), homeRow("Under attack", attacked)],
  );
  const attackRows = [...tallies].map(([name, tally]) => [
    name,
    tally.sent.toLocaleString("en-ZA"),
    tally.statuses
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}: ${count.toLocaleString("en-ZA")}`)
      .join(", "),
    String(tally.failures),
  ]);
  attackRows.push(["slow headers (20 connections)", "—", `cut off: ${dripsCutOff}`, "0"]);
  const attackTable = markdownTable(["Hostile requests", "Sent", "Answers", "Failed"], attackRows);
  const serverErrors = [...tallies.values()]
    .flatMap((tally) => tally.statuses)
    .filter(([status]) => status >= 500)
    .reduce((sum, [, count]) => sum + count, 0);
  const ratio = attacked.p99 / Math.max(quiet.p99, 1);
  const verdict =
    `p99 under attack is ${ratio.toFixed(2)}× the quiet figure (target ≤ 2×); ` +
    `${attacked.errors} errors on / (target 0); ${serverErrors} hostile requests answered with 5xx.`;
  const heading =
    `autocannon on \`/\`, ${duration} s per run, ${connections} connections, HTTP/1.1 keep-alive, ` +
    `\`accept-encoding: br, gzip\`; attackers: 2 loops per kind plus 20 slow-header connections; ` +
    `${machineNote()}.`;
  const report = `${heading}\n\n${homeTable}\n\n${attackTable}\n\n${verdict}`;
  console.log(`\n${report}`);
  if (options.out) writeSection(options.out, "abuse", report);
}

await main();
