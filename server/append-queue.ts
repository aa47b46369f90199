/**
 * Appends lines to a file one at a time, each with a deadline. A write to a stalled disk (a hung
 * network mount, a named pipe nobody reads) blocks one of the few threads Node does file work on,
 * and cannot be cancelled. So there is never more than one write under way: the others wait their
 * turn (a bounded number of them), and whoever asked for a write hears within `timeoutMs` whether
 * it finished, whatever the disk does. A stalled write therefore holds one thread, never all of
 * them, and the rest of the site (which needs them to read files) keeps answering.
 */
import { appendFile, mkdir } from "node:fs/promises";
import { dirname } from "node:path";

export class AppendError extends Error {
  constructor(
    readonly reason: "timeout" | "busy",
    message: string,
  ) {
    super(message);
    this.name = "AppendError";
  }
}

type Job = { line: string; settle: (error?: unknown) => void };

export type AppendQueueOptions = {
  timeoutMs?: number;
  /** Writes that may wait behind the one under way; more are refused at once. */
  maxWaiting?: number;
  /** Called when a write whose caller already heard of a timeout finishes after all. */
  onLateWrite?: (error?: unknown) => void;
  /** The write itself; replaceable in tests. */
  write?: (file: string, line: string) => Promise<void>;
};

export function appendQueue(
  file: string,
  {
    timeoutMs = 5_000,
    maxWaiting = 16,
    onLateWrite = () => {},
    write = appendCreatingFolders,
  }: AppendQueueOptions = {},
) {
  const waiting: Job[] = [];
  let running: { job: Job; late: boolean } | undefined;

  function next() {
    if (running) return;
    const job = waiting.shift();
    if (!job) return;
    const current = { job, late: false };
    running = current;
    write(file, job.line).then(
      () => finish(current),
      (error: unknown) => finish(current, error ?? new Error("write failed")),
    );
  }

  function finish(current: NonNullable<typeof running>, error?: unknown) {
    running = undefined;
    if (current.late) onLateWrite(error);
    else current.job.settle(error);
    next();
  }

  return {
    /** Resolves once `line` is in the file; rejects if it cannot be, or not within the deadline. */
    append(line: string): Promise<void> {
      if (waiting.length >= maxWaiting) {
        return Promise.reject(new AppendError("busy", `${waiting.length} writes already waiting`));
      }
      return new Promise<void>((resolve, reject) => {
        let settled = false;
        const job: Job = {
          line,
          settle(error) {
            if (settled) return;
            settled = true;
            clearTimeout(timer);
            if (error) reject(error instanceof Error ? error : new Error(String(error)));
            else resolve();
          },
        };
        const timer = setTimeout(() => {
          const queued = waiting.indexOf(job);
          if (queued !== -1) waiting.splice(queued, 1);
          if (running?.job === job) running.late = true;
          job.settle(new AppendError("timeout", `no answer from the disk within ${timeoutMs} ms`));
        }, timeoutMs);
        waiting.push(job);
        next();
      });
    },

    /** True while a write is under way; a stalled one stays under way, holding its thread. */
    writing(): boolean {
      return running !== undefined;
    },
  };
}

/** Appends `line`, creating missing folders first; the file is readable by its owner only. */
async function appendCreatingFolders(file: string, line: string): Promise<void> {
  await ensureFolder(dirname(file));
  await appendFile(file, line, { encoding: "utf8", mode: 0o600 });
}

/**
 * Creates `folder` and its missing parents, trying each once. Node's recursive mkdir retries
 * forever where a parent exists but refuses children (under /proc), spinning the CPU.
 */
export async function ensureFolder(folder: string): Promise<void> {
  try {
    await mkdir(folder);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EEXIST") return;
    if (code !== "ENOENT" || dirname(folder) === folder) throw error;
    await ensureFolder(dirname(folder));
    await mkdir(folder).catch((again: NodeJS.ErrnoException) => {
      if (again.code !== "EEXIST") throw again;
    });
  }
}
