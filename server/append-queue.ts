/**
 * Appends lines to a file, each with a deadline. A write to a stalled disk (a hung network mount,
 * a named pipe nobody reads) blocks one of the few threads Node does file work on, and cannot be
 * cancelled. So there is never more than one write under way: lines that arrive meanwhile wait,
 * and the next write appends all of them at once, in order. However many arrive together, they
 * cost one write, not a thread or a turn each. Whoever asked for a line hears within `timeoutMs`
 * whether it reached the file, whatever the disk does. A stalled write therefore holds one thread,
 * never all of them, and the rest of the site (which needs them to read files) keeps answering.
 * What may wait is bounded, in lines and in bytes, far above anything the enquiry limits let
 * through; beyond it a line is refused at once.
 *
 * A write is whole or nothing: one that fails (a disk full halfway, a pipe whose reader went
 * away) may have put part of its lines in the file, and a reader would take that part for a
 * line, with the next line glued to it. So the size of a regular file is noted before each write,
 * and a failed write is cut back to it. What cannot be cut back (a pipe), or a line left unfinished
 * some other way (a crash in the middle of a write), is ended before anything more is written: the
 * next write starts with a line break wherever the file may not end with one, so one broken write
 * never spoils the enquiry after it. The server is the file's only writer, which makes the size
 * noted before a write the size to return to.
 */
import { appendFile, mkdir, open, stat, truncate } from "node:fs/promises";
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

type Job = { line: string; bytes: number; settle: (error?: unknown) => void };

export type AppendQueueOptions = {
  timeoutMs?: number;
  /** Lines that may wait behind the write under way; more are refused at once. */
  maxWaiting?: number;
  /** Bytes that may wait behind the write under way; more are refused at once. */
  maxWaitingBytes?: number;
  /** Called when a write whose caller already heard of a timeout finishes after all. */
  onLateWrite?: (error?: unknown) => void;
  /** The write itself (one or more lines, appended); replaceable in tests. */
  write?: (file: string, lines: string) => Promise<void>;
};

export function appendQueue(
  file: string,
  {
    timeoutMs = 5_000,
    maxWaiting = 10_000,
    maxWaitingBytes = 64 * 1024 * 1024,
    onLateWrite = () => {},
    write = appendCreatingFolders,
  }: AppendQueueOptions = {},
) {
  let waiting: Job[] = [];
  let waitingBytes = 0;
  let running: { jobs: Job[]; late: boolean } | undefined;
  let idle: (() => void)[] = [];

  // Whether the last write failed without being undone: the file may then end in part of a line,
  // which matters wherever its end cannot be read (a pipe).
  let unfinished = false;

  /** Writes `lines` whole, or leaves the file as it was (see above). */
  async function writeWhole(lines: string): Promise<void> {
    const end = await fileEnd(file);
    const fresh = end.newline === undefined ? unfinished : !end.newline;
    try {
      await write(file, fresh ? `\n${lines}` : lines);
    } catch (error) {
      const undone =
        end.size !== undefined &&
        (await truncate(file, end.size).then(
          () => true,
          () => false,
        ));
      if (!undone) unfinished = true;
      throw error;
    }
    unfinished = false;
  }

  function next() {
    if (running) return;
    if (waiting.length === 0) {
      for (const done of idle) done();
      idle = [];
      return;
    }
    const batch = { jobs: waiting, late: false };
    waiting = [];
    waitingBytes = 0;
    running = batch;
    writeWhole(batch.jobs.map((job) => job.line).join("")).then(
      () => finish(batch),
      (error: unknown) => finish(batch, error ?? new Error("write failed")),
    );
  }

  function finish(batch: NonNullable<typeof running>, error?: unknown) {
    running = undefined;
    if (batch.late) onLateWrite(error);
    for (const job of batch.jobs) job.settle(error);
    next();
  }

  return {
    /** Resolves once `line` is in the file; rejects if it cannot be, or not within the deadline. */
    append(line: string): Promise<void> {
      const bytes = Buffer.byteLength(line);
      if (waiting.length >= maxWaiting || waitingBytes + bytes > maxWaitingBytes) {
        return Promise.reject(
          new AppendError(
            "busy",
            `${waiting.length} lines (${waitingBytes} bytes) already waiting`,
          ),
        );
      }
      return new Promise<void>((resolve, reject) => {
        let settled = false;
        const job: Job = {
          line,
          bytes,
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
          if (queued !== -1) {
            waiting.splice(queued, 1);
            waitingBytes -= job.bytes;
          }
          if (running?.jobs.includes(job)) running.late = true;
          job.settle(new AppendError("timeout", `no answer from the disk within ${timeoutMs} ms`));
        }, timeoutMs);
        waiting.push(job);
        waitingBytes += bytes;
        next();
      });
    },

    /** True while a write is under way; a stalled one stays under way, holding its thread. */
    writing(): boolean {
      return running !== undefined;
    },

    /** Resolves once nothing is waiting or being written (at once when the queue is idle). */
    settled(): Promise<void> {
      if (!running && waiting.length === 0) return Promise.resolve();
      return new Promise((resolve) => idle.push(resolve));
    },
  };
}

/**
 * How the file ends: the size a failed write can be cut back to, and whether its last byte ends a
 * line (a missing or empty file counts as ended). Either is left out where it cannot be known:
 * neither for a pipe, a device or a path that cannot be looked at, whose bytes cannot be read back
 * or cut off. Looked at by path, never opened first, since opening a pipe nobody reads blocks.
 */
async function fileEnd(file: string): Promise<{ size?: number; newline?: boolean }> {
  let size: number;
  try {
    const stats = await stat(file);
    if (!stats.isFile()) return {};
    size = stats.size;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ENOENT" ? { size: 0, newline: true } : {};
  }
  if (size === 0) return { size, newline: true };
  try {
    const handle = await open(file, "r");
    try {
      const { buffer, bytesRead } = await handle.read(Buffer.alloc(1), 0, 1, size - 1);
      return { size, newline: bytesRead === 1 && buffer[0] === 0x0a };
    } finally {
      await handle.close();
    }
  } catch {
    return { size };
  }
}

/** Appends `lines`, creating missing folders first; the file is readable by its owner only. */
async function appendCreatingFolders(file: string, lines: string): Promise<void> {
  await ensureFolder(dirname(file));
  await appendFile(file, lines, { encoding: "utf8", mode: 0o600 });
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
