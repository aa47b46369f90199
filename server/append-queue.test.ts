// @vitest-environment node
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

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
    expect(writes).toEqual(["0\n"]);
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

describe("ensureFolder", () => {
  it("gives up on a folder that cannot be made instead of retrying for ever", async () => {
    await expect(ensureFolder("/proc/no-such-folder/deeper")).rejects.toMatchObject({
      code: "ENOENT",
    });
  });
});
