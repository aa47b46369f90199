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
import { connect, type Socket } from "node:net";
import { fileURLToPath } from "node:url";

import autocannon from "autocannon";

import { flags, hashedAsset, machineNote, markdownTable, serve, writeSection } from "./common";
import {
  arrayLiteralBody,
  blogImageFile,
  DRAFTS_QUERY,
  EMAILJS_SEND_PATH,
  enquiryBody,
  FREEZING_QUERY,
  HOSTILE_RANGES,
  HUGE_PROJECTION_QUERY,
  imageVariantPath,
  PRECOMPRESSED_DOCUMENTS,
  QUERY_PATH,
  queryPath,
} from "./hostile";

type Attack = { name: string; request: (n: number) => [string, RequestInit?] };

function attacks(): Attack[] {
  const image = blogImageFile();
  const asset = hashedAsset();
  const json = { "Content-Type": "application/json" };
  const arrayLiteral = arrayLiteralBody();
  const bigEnquiry = enquiryBody("Big", { message: "x".repeat(65_536) });
  const pick = <T>(list: readonly T[], n: number) => list[n % list.length]!;
  return [
    {
      name: "GROQ queries (freezing, huge, drafts, 900 KB POST)",
      request: (n) =>
        pick(
          [
            [queryPath(FREEZING_QUERY)],
            [queryPath(HUGE_PROJECTION_QUERY)],
            [queryPath(DRAFTS_QUERY)],
            [QUERY_PATH, { method: "POST", headers: json, body: arrayLiteral }],
          ] as [string, RequestInit?][],
          n,
        ),
    },
    { name: "image variants, a new one each time", request: (n) => [imageVariantPath(image, n)] },
    {
      name: "enquiries (valid, 64 KB, text/plain, empty)",
      request: (n) =>
        pick(
          [
            [EMAILJS_SEND_PATH, { method: "POST", headers: json, body: enquiryBody(`Flood ${n}`) }],
            [
              EMAILJS_SEND_PATH,
              {
                method: "POST",
                headers: json,
                body: bigEnquiry,
              },
            ],
            [
              EMAILJS_SEND_PATH,
              {
                method: "POST",
                headers: { "Content-Type": "text/plain" },
                body: enquiryBody("Plain"),
              },
            ],
            [EMAILJS_SEND_PATH, { method: "POST", headers: json, body: "{}" }],
          ] as [string, RequestInit?][],
          n,
        ),
    },
    {
      name: "precompressed documents and _headers",
      request: (n) => [pick([...PRECOMPRESSED_DOCUMENTS, "/_headers"], n)],
    },
    {
      name: "nonsense ranges on an asset",
      request: (n) => [
        asset,
        { headers: { Range: pick(HOSTILE_RANGES, n), "Accept-Encoding": "identity" } },
      ],
    },
    {
      name: "bad input to the query API",
      request: (n) =>
        pick(
          [
            ["/v2023-10-10/data/query/%E0%A4%A?query=*"],
            [QUERY_PATH, { method: "POST", headers: json, body: "null" }],
          ] as [string, RequestInit?][],
          n,
        ),
    },
  ];
}

type Tally = { sent: number; statuses: Map<number, number>; failures: number };

/** Runs each attack in `loops` parallel loops until `signal` aborts; counts the answers. */
function runAttacks(baseURL: string, loops: number, signal: AbortSignal) {
  const tallies = new Map<string, Tally>();
  const runs = attacks().flatMap((attack) => {
    const tally: Tally = { sent: 0, statuses: new Map(), failures: 0 };
    tallies.set(attack.name, tally);
    return Array.from({ length: loops }, async () => {
      while (!signal.aborted) {
        const [path, init] = attack.request(tally.sent);
        tally.sent += 1;
        try {
          const response = await fetch(`${baseURL}${path}`, { ...init, signal });
          await response.arrayBuffer();
          tally.statuses.set(response.status, (tally.statuses.get(response.status) ?? 0) + 1);
        } catch {
          if (!signal.aborted) tally.failures += 1;
        }
      }
    });
  });
  return { tallies, done: Promise.all(runs) };
}

/** Connections that send a header line a second and never finish; reopened when cut off. */
function dripHeaders(baseURL: string, count: number, signal: AbortSignal) {
  const { hostname, port } = new URL(baseURL);
  let cutOff = 0;
  const sockets = new Set<Socket>();
  const open = () => {
    if (signal.aborted) return;
    const socket = connect(Number(port), hostname);
    sockets.add(socket);
    const drip = setInterval(() => socket.write(`X-Slow: ${Date.now()}\r\n`), 1_000);
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearInterval(drip);
      sockets.delete(socket);
      cutOff += 1;
      open();
    });
    socket.write("GET / HTTP/1.1\r\nHost: localhost\r\n");
  };
  for (let i = 0; i < count; i += 1) open();
  signal.addEventListener("abort", () => {
    for (const socket of sockets) socket.destroy();
  });
  return () => cutOff;
}

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

type AttackReport = {
  tallies: [string, { sent: number; statuses: [number, number][]; failures: number }][];
  cutOff: number;
};

/**
 * The attackers run in a process of their own, so that their work does not delay the load
 * generator's measurements (the server's machine is shared either way).
 */
function startAttacker(baseURL: string, forMs: number): Promise<AttackReport> {
  const script = fileURLToPath(import.meta.url);
  const child = spawn(
    process.execPath,
    ["--import", "tsx", script, "--attack", baseURL, "--for", String(forMs)],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on("exit", (code) => {
      if (code === 0) resolve(JSON.parse(output) as AttackReport);
      else reject(new Error(`The attacking process exited with ${code}`));
    });
  });
}

/** In the attacking process: attack `baseURL` for `forMs`, then print what was answered. */
async function attackFor(baseURL: string, forMs: number) {
  const stop = new AbortController();
  const attack = runAttacks(baseURL, 2, stop.signal);
  const cutOff = dripHeaders(baseURL, 20, stop.signal);
  await new Promise((resolve) => setTimeout(resolve, forMs));
  stop.abort();
  await attack.done;
  const report: AttackReport = {
    tallies: [...attack.tallies].map(([name, tally]) => [
      name,
      { sent: tally.sent, statuses: [...tally.statuses], failures: tally.failures },
    ]),
    cutOff: cutOff(),
  };
  console.log(JSON.stringify(report));
}

async function main() {
  const options = flags({
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "50" },
    port: { type: "string", default: process.env.BENCH_PORT ?? "3119" },
    out: { type: "string" },
    // Internal: the attacking process this script starts for itself.
    attack: { type: "string" },
    for: { type: "string" },
  });
  if (options.attack) return attackFor(options.attack, Number(options.for));
  if (options.help) {
    console.log(
      "npm run bench:abuse -- [--duration 10] [--connections 50] [--port 3119] [--out docs/performance.md]",
    );
    return;
  }
  const duration = Number(options.duration);
  const connections = Number(options.connections);
  const server = await serve(Number(options.port));
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
  if (options.out) writeSection(String(options.out), "abuse", report);
}

await main();
