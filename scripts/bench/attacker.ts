/**
 * The attacking process of `npm run bench:abuse` (abuse.ts starts it): sends the hostile requests
 * of hostile.ts to the server at the URL it is given, for the time it is given, then prints as JSON
 * what each kind was answered with. A process of its own, so that its work does not delay the load
 * generator's measurements.
 *
 *   tsx scripts/bench/attacker.ts <baseURL> <milliseconds>
 */
import { connect, type Socket } from "node:net";

import { hashedAsset } from "./common";
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

export type AttackReport = {
  tallies: [string, { sent: number; statuses: [number, number][]; failures: number }][];
  cutOff: number;
};

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

const [baseURL, forMs] = process.argv.slice(2);
if (!baseURL || !Number(forMs))
  throw new Error("Usage: tsx scripts/bench/attacker.ts <baseURL> <milliseconds>");
await attackFor(baseURL, Number(forMs));
