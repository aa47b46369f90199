/**
 * A second `npm start` for tests that need one of their own: a different ENQUIRIES_FILE, fresh
 * per-client limits (the shared server's would be spent for the rest of the suite), a lower file
 * descriptor limit, or a process to measure and to stop. It serves the same build, on a free port.
 * Node runs the server itself (no npm or tsx wrapper process), so `pid` is the server's.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

const projectDir = fileURLToPath(new URL("../..", import.meta.url));

export type OwnServer = {
  baseURL: string;
  pid: number;
  /** What the server has written to stdout and stderr so far. */
  output: () => string;
  /** Resolves when the process has exited, with how it ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop: () => Promise<void>;
};

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, "127.0.0.1");
  await once(probe, "listening");
  const { port } = probe.address() as { port: number };
  await new Promise((done) => probe.close(done));
  return port;
}

export async function startOwnServer(
  env: Record<string, string> = {},
  { maxOpenFiles }: { maxOpenFiles?: number } = {},
): Promise<OwnServer> {
  const port = await freePort();
  const node = [process.execPath, "--import", "tsx", "server/start.ts"];
  const [command, ...args] = maxOpenFiles
    ? ["sh", "-c", `ulimit -n ${maxOpenFiles} && exec "$@"`, "sh", ...node]
    : node;
  const child = spawn(command!, args, {
    cwd: projectDir,
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const baseURL = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    await exited;
  };
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${output}`);
    try {
      if ((await fetch(`${baseURL}/`)).ok) {
        return { baseURL, pid: child.pid!, output: () => output, exited, stop };
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The server did not answer within 30 s:\n${output}`);
}

/** The resident memory of a process, in MB (Linux). */
export async function residentMB(pid: number): Promise<number> {
  const { readFile } = await import("node:fs/promises");
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]) / 1024;
}
