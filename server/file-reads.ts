/**
 * Opening the files the server sends (the client folder's assets, the blog's images) so that no
 * file can hold the server up. Node does its file work on a few threads (four by default), and
 * an open or read that never returns holds one for ever: a named pipe nobody writes to blocks its
 * open, and five requests for one would stop every other file from being served.
 *
 * So only regular files are ever opened: the path is resolved and checked with stat first (a
 * pipe, a device, a socket or a folder is refused without being opened, as is a symbolic link
 * that leads outside the folder served), and the open itself is non-blocking (O_NONBLOCK), so a
 * file swapped for a pipe between the check and the open still returns at once and is refused by
 * the same check on what was opened. Opening has a deadline, and at most a few opens are under
 * way at once, so a disk that stops answering (a hung network mount) holds some of the threads,
 * never all of them: the enquiries' writes still get theirs.
 */
import { constants, type Stats } from "node:fs";
import { open, realpath, stat, type FileHandle } from "node:fs/promises";
import { sep } from "node:path";

/** How long opening a file, and reading its first bytes, may take. */
export const FILE_DEADLINE_MS = 5_000;
/** Opens under way at once: fewer than Node's four file threads. */
const MAX_OPENING = 2;

/** Why a file was not opened: it is not there (or not a file that may be served), or too slow. */
export class FileRefusal extends Error {
  constructor(
    readonly reason: "not-found" | "timeout",
    message: string,
  ) {
    super(message);
    this.name = "FileRefusal";
  }
}

const notFound = (path: string, why: string) => new FileRefusal("not-found", `${path}: ${why}`);

let opening = 0;
const queued: (() => void)[] = [];

/** Runs `work` when fewer than MAX_OPENING opens are under way. */
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (opening >= MAX_OPENING) await new Promise<void>((turn) => queued.push(turn));
  opening += 1;
  try {
    return await work();
  } finally {
    opening -= 1;
    queued.shift()?.();
  }
}

/**
 * Opens `path`, which must be a regular file inside `root`, within `timeoutMs`. Rejects with a
 * FileRefusal (or the file system's own error for anything unexpected). A file opened after its
 * caller gave up is closed.
 */
export function openRegularFile(
  root: string,
  path: string,
  { timeoutMs = FILE_DEADLINE_MS } = {},
): Promise<{ handle: FileHandle; stat: Stats }> {
  const opened = inTurn(() => openChecked(root, path));
  return new Promise((resolve, reject) => {
    let late = false;
    const timer = setTimeout(() => {
      late = true;
      reject(new FileRefusal("timeout", `${path}: not opened within ${timeoutMs} ms`));
    }, timeoutMs);
    opened.then(
      (file) => {
        clearTimeout(timer);
        if (late) void file.handle.close().catch(() => undefined);
        else resolve(file);
      },
      (error: unknown) => {
        clearTimeout(timer);
        if (!late) reject(asRefusal(path, error));
      },
    );
  });
}

/** Reads the whole of a regular file inside `root`, opening and reading within `timeoutMs`. */
export async function readRegularFile(
  root: string,
  path: string,
  { timeoutMs = FILE_DEADLINE_MS } = {},
): Promise<Buffer> {
  const started = Date.now();
  const { handle } = await openRegularFile(root, path, { timeoutMs });
  const left = Math.max(1, timeoutMs - (Date.now() - started));
  let timer: NodeJS.Timeout | undefined;
  const read = handle.readFile();
  try {
    return await Promise.race([
      read,
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new FileRefusal("timeout", `${path}: not read within ${timeoutMs} ms`)),
          left,
        );
      }),
    ]);
  } finally {
    clearTimeout(timer);
    // Closed once the read is over, however long it takes: closing under a read is not safe.
    void read.finally(() => handle.close()).catch(() => undefined);
  }
}

async function openChecked(root: string, path: string) {
  const [realRoot, real] = await Promise.all([realpath(root), realpath(path)]);
  if (!real.startsWith(realRoot + sep)) throw notFound(path, "outside the folder served");
  if (!(await stat(real)).isFile()) throw notFound(path, "not a regular file");
  const handle = await open(real, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOFOLLOW);
  try {
    const opened = await handle.stat();
    if (!opened.isFile()) throw notFound(path, "not a regular file");
    return { handle, stat: opened };
  } catch (error) {
    await handle.close().catch(() => undefined);
    throw error;
  }
}

const MISSING = new Set(["ENOENT", "ENOTDIR", "ELOOP", "EISDIR", "ENAMETOOLONG"]);

function asRefusal(path: string, error: unknown): unknown {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code && MISSING.has(code) ? notFound(path, code) : error;
}
