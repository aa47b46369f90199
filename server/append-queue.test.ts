// @vitest-environment node
import { execFileSync } from "node:child_process";
import { appendFile, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { appendQueue, ensureFolder } from "./append-queue";

describe("appendQueue", () => {
  it("appends lines in order, creating the folders, one write at a time", async () => {
    const dir = await mkdtemp(join(tmpdir(), "append-"));
    const file = join(dir, "a", "b", "lines.ndjson");
    const queue = appendQueue(file);
    await Promise.all(["1\n", "2\n", "3\n"].map((line) => queue.append(line)));
    expect(await readFile(file, "utf8")).toBe("1\n2\n3\n");
    expect(queue.writing()).toBe(false);
    await rm(dir, { recursive: true });
  });

  it("appends the lines that arrive during a write together, in one write, in order", async () => {
    const writes: string[] = [];
    let release!: () => void;
    const queue = appendQueue("/unused", {
      write: (_file, lines) => {
        writes.push(lines);
        return writes.length > 1 ? Promise.resolve() : new Promise((done) => (release = done));
      },
    });
    const lines = Array.from({ length: 500 }, (_, i) => `${i}\n`);
    const appended = Promise.all(lines.map((line) => queue.append(line)));
    // The first write begins once the file's end has been looked at; the rest wait for it.
    await vi.waitFor(() => expect(writes).toEqual(["0\n"]));
    release();
    await appended;
    expect(writes).toEqual(["0\n", lines.slice(1).join("")]);
    expect(queue.writing()).toBe(false);
    await queue.settled();
  });

  it("bounds what may wait in bytes as well as in lines", async () => {
    const queue = appendQueue("/unused", {
      maxWaitingBytes: 10,
      timeoutMs: 100,
      write: () => new Promise(() => {}),
    });
    const first = queue.append("a".repeat(5));
    const second = queue.append("b".repeat(8));
    await expect(queue.append("c".repeat(3))).rejects.toMatchObject({ reason: "busy" });
    await expect(first).rejects.toMatchObject({ reason: "timeout" });
    await expect(second).rejects.toMatchObject({ reason: "timeout" });
  });

  it("refuses at once when too many writes are waiting", async () => {
    const queue = appendQueue("/unused", {
      maxWaiting: 1,
      timeoutMs: 100,
      write: () => new Promise(() => {}),
    });
    const first = queue.append("1\n");
    const second = queue.append("2\n");
    await expect(queue.append("3\n")).rejects.toMatchObject({ reason: "busy" });
    await expect(first).rejects.toMatchObject({ reason: "timeout" });
    await expect(second).rejects.toMatchObject({ reason: "timeout" });
  });
});

describe("a write that fails", () => {
  let dir: string;
  let file: string;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "append-"));
    file = join(dir, "lines.ndjson");
  });

  afterEach(() => rm(dir, { recursive: true, force: true }));

  /** A disk that fills up halfway through a write: half the bytes land, then ENOSPC. */
  const noSpaceHalfway = async (target: string, lines: string) => {
    await appendFile(target, lines.slice(0, Math.floor(lines.length / 2)));
    throw Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" });
  };

  it("leaves no part of its lines in the file, and the next lines follow whole", async () => {
    let full = false;
    const queue = appendQueue(file, {
      write: (target, lines) => (full ? noSpaceHalfway(target, lines) : appendFile(target, lines)),
    });
    await queue.append('{"n":1}\n');
    full = true;
    await expect(queue.append(`{"n":2,"message":"${"x".repeat(5_000)}"}\n`)).rejects.toMatchObject({
      code: "ENOSPC",
    });
    expect(await readFile(file, "utf8")).toBe('{"n":1}\n');
    full = false;
    await queue.append('{"n":3}\n');
    expect(await readFile(file, "utf8")).toBe('{"n":1}\n{"n":3}\n');
  });

  it("leaves no part of its lines either when it fails after its caller stopped waiting", async () => {
    let release!: () => void;
    const late: unknown[] = [];
    const queue = appendQueue(file, {
      timeoutMs: 50,
      onLateWrite: (error) => late.push(error),
      write: async (target, lines) => {
        await new Promise<void>((done) => (release = done));
        await noSpaceHalfway(target, lines);
      },
    });
    await writeFile(file, '{"n":1}\n');
    await expect(queue.append('{"n":2}\n')).rejects.toMatchObject({ reason: "timeout" });
    release();
    await queue.settled();
    expect(late).toEqual([expect.objectContaining({ code: "ENOSPC" })]);
    expect(await readFile(file, "utf8")).toBe('{"n":1}\n');
  });

  it("starts the next lines on a line of their own after a line left unfinished", async () => {
    // As a write cut short by a crash, or by a signal, leaves the file.
    await writeFile(file, '{"n":1}\n{"n":2,"mess');
    const queue = appendQueue(file);
    await queue.append('{"n":3}\n');
    const lines = (await readFile(file, "utf8")).split("\n");
    expect(lines).toEqual(['{"n":1}', '{"n":2,"mess', '{"n":3}', ""]);
  });

  it("starts the next lines on a line of their own where a failed write cannot be undone (a named pipe)", async () => {
    const pipe = join(dir, "lines.pipe");
    execFileSync("mkfifo", [pipe]);
    const writes: string[] = [];
    let fail = true;
    const queue = appendQueue(pipe, {
      write: (_target, lines) => {
        writes.push(lines);
        return fail ? Promise.reject(new Error("EPIPE: broken pipe, write")) : Promise.resolve();
      },
    });
    await expect(queue.append('{"n":1}\n')).rejects.toThrow(/EPIPE/);
    fail = false;
    await queue.append('{"n":2}\n');
    await queue.append('{"n":3}\n');
    expect(writes).toEqual(['{"n":1}\n', '\n{"n":2}\n', '{"n":3}\n']);
  });
});

describe("ensureFolder", () => {
  it("gives up on a folder that cannot be made instead of retrying for ever", async () => {
    await expect(ensureFolder("/proc/no-such-folder/deeper")).rejects.toMatchObject({
      code: "ENOENT",
    });
  });
});
