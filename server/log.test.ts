import { afterEach, describe, expect, it, vi } from "vitest";

import { describeError, escapeControl, floodReport } from "./log";

describe("escapeControl", () => {
  it("writes every control character as a visible escape, keeping other text as it is", () => {
    expect(escapeControl("Eve\nEnquiry from Mallory")).toBe("Eve\\nEnquiry from Mallory");
    expect(escapeControl("\u001b[2J\r\t\u0000\u007f\u009b")).toBe("\\x1b[2J\\r\\t\\x00\\x7f\\x9b");
    expect(escapeControl("a\u2028b")).toBe("a\\u2028b");
    expect(escapeControl("Zoë — Cape Town 🌊")).toBe("Zoë — Cape Town 🌊");
    expect(escapeControl("Eve \u202Egnp.exe\u202C \u2066x\u2069")).toBe(
      "Eve \\u202egnp.exe\\u202c \\u2066x\\u2069",
    );
  });
});

describe("describeError", () => {
  it("gives the code and message, and with the stack its frames, all on one line", () => {
    const error = Object.assign(new Error("too many open files"), { code: "EMFILE" });
    expect(describeError(error)).toBe("Error EMFILE: too many open files");
    const line = describeError(error, { stack: true });
    expect(line).toMatch(/^Error EMFILE: too many open files \(at .+\)$/);
    expect(line).not.toContain("\n");
    expect(describeError("a string")).toBe("a string");
    // Node's own file errors already start with their code.
    const emfile = Object.assign(new Error("EMFILE: too many open files, open 'a.js'"), {
      code: "EMFILE",
    });
    expect(describeError(emfile)).toBe("Error: EMFILE: too many open files, open 'a.js'");
  });
});

describe("floodReport", () => {
  afterEach(() => vi.useRealTimers());

  it("reports every event of a flood in counts, the first at once, then at most once a minute", () => {
    vi.useFakeTimers();
    const lines: { at: number; count: number; latest: string }[] = [];
    const flood = floodReport(({ count, latest }) => lines.push({ at: Date.now(), count, latest }));
    const started = Date.now();
    // 36 681 events over about three minutes, in bursts, then nothing more.
    let sent = 0;
    while (sent < 36_681) {
      for (let i = 0; i < 97 && sent < 36_681; i += 1) flood.note(`client ${(sent += 1)}`);
      vi.advanceTimersByTime(500);
    }
    expect(lines[0]).toEqual({ at: started, count: 1, latest: "client 1" });
    vi.advanceTimersByTime(60_000);
    expect(lines.reduce((sum, line) => sum + line.count, 0)).toBe(36_681);
    expect(lines.at(-1)!.latest).toBe("client 36681");
    for (let i = 1; i < lines.length; i += 1) {
      expect(lines[i]!.at - lines[i - 1]!.at).toBeGreaterThanOrEqual(60_000);
    }
    // Nothing more to say: no timer left, nothing for a flush.
    expect(vi.getTimerCount()).toBe(0);
    flood.flush();
    expect(lines.reduce((sum, line) => sum + line.count, 0)).toBe(36_681);
  });

  it("reports at once after a quiet minute, and on a flush whatever is still uncounted", () => {
    vi.useFakeTimers();
    const counts: number[] = [];
    const flood = floodReport(({ count }) => counts.push(count));
    flood.note("a");
    flood.note("b");
    flood.note("c");
    expect(counts).toEqual([1]);
    vi.advanceTimersByTime(60_000);
    expect(counts).toEqual([1, 2]);
    vi.advanceTimersByTime(90_000);
    flood.note("d");
    expect(counts).toEqual([1, 2, 1]);
    flood.note("e");
    flood.flush();
    expect(counts).toEqual([1, 2, 1, 1]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("never keeps the process alive for a report", () => {
    const flood = floodReport(() => {});
    const setTimer = vi.spyOn(globalThis, "setTimeout");
    flood.note("a");
    flood.note("b");
    const timer = setTimer.mock.results[0]!.value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(false);
    flood.flush();
  });
});
