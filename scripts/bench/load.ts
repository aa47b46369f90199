/**
 * `npm run bench:load`: throughput of `npm start` on loopback with autocannon, for the home page,
 * a product page and a hashed asset, each for a fixed time. Prints requests per second, p50 and
 * p99 latency, errors and non-2xx answers. Not part of `npm test`: figures depend on the machine.
 *
 *   npm run bench:load -- [--duration 10] [--connections 50] [--port 3119] [--out docs/performance.md]
 *
 * Requests ask for Brotli as browsers do, so the server answers with its precompressed files.
 * The load generator runs on the same machine and takes part of its CPU: compare runs on one
 * machine, not with figures from elsewhere.
 */
import autocannon from "autocannon";

import { benchFlags, hashedAsset, machineNote, markdownTable, serve, writeSection } from "./common";

/** What the benchmark loads: add a target here to measure it too. */
export const LOAD_TARGETS = () => [
  { name: "Home page", path: "/" },
  { name: "Product page", path: "/products/aurora" },
  { name: "Hashed asset", path: hashedAsset() },
];

async function main() {
  const options = benchFlags("bench:load");
  if (!options) return;
  const { duration, connections } = options;
  const server = await serve({ port: options.port });
  const rows: string[][] = [];
  try {
    for (const target of LOAD_TARGETS()) {
      console.log(`${target.name} (${target.path}): ${duration} s, ${connections} connections…`);
      const result = await autocannon({
        url: `${server.baseURL}${target.path}`,
        connections,
        duration,
        headers: { "accept-encoding": "br, gzip" },
      });
      rows.push([
        target.name,
        `\`${target.path.replace(/-[\w-]{8}\.js$/, "-….js")}\``,
        Math.round(result.requests.average).toLocaleString("en-ZA"),
        `${result.latency.p50} ms`,
        `${result.latency.p99} ms`,
        `${(result.throughput.average / 1024 / 1024).toFixed(1)} MB/s`,
        String(result.errors + result.timeouts),
        String(result.non2xx),
      ]);
    }
  } finally {
    await server.stop();
  }
  const heading =
    `autocannon, ${duration} s per target, ${connections} connections, HTTP/1.1 keep-alive, ` +
    `\`accept-encoding: br, gzip\`; ${machineNote()}.`;
  const table = markdownTable(
    ["Target", "Path", "Requests/s", "p50", "p99", "Throughput", "Errors", "Non-2xx"],
    rows,
  );
  console.log(`\n${heading}\n\n${table}`);
  if (options.out) writeSection(options.out, "load", `${heading}\n\n${table}`);
}

await main();
