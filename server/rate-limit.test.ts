import { describe, expect, it } from "vitest";

import { rateLimiter } from "./rate-limit";

describe("rateLimiter", () => {
  it("allows up to each window's maximum, then says when the next attempt would be allowed", () => {
    let now = 0;
    const limiter = rateLimiter(
      [
        { max: 2, windowMs: 1_000 },
        { max: 3, windowMs: 10_000 },
      ],
      { now: () => now },
    );
    expect(limiter.take("a")).toEqual({ ok: true });
    now = 100;
    expect(limiter.take("a")).toEqual({ ok: true });
    expect(limiter.take("a")).toEqual({ ok: false, retryAfterMs: 900 });
    expect(limiter.take("b")).toEqual({ ok: true });
    now = 1_001;
    expect(limiter.take("a")).toEqual({ ok: true });
    now = 2_500;
    expect(limiter.take("a")).toEqual({ ok: false, retryAfterMs: 7_500 });
    now = 10_001;
    expect(limiter.take("a")).toEqual({ ok: true });
  });

  it("forgets the least recent clients beyond its bound", () => {
    let now = 0;
    const limiter = rateLimiter([{ max: 1, windowMs: 60_000 }], { maxKeys: 2, now: () => now });
    for (const key of ["a", "b", "c"]) expect(limiter.take(key).ok).toBe(true);
    now = 1;
    expect(limiter.take("a").ok).toBe(true);
    expect(limiter.take("c").ok).toBe(false);
  });
});

describe("rateLimiter.check", () => {
  it("says whether an attempt would be allowed without counting one", () => {
    let now = 0;
    const limiter = rateLimiter([{ max: 1, windowMs: 1_000 }], { now: () => now });
    for (let i = 0; i < 3; i += 1) expect(limiter.check("a")).toEqual({ ok: true });
    expect(limiter.take("a")).toEqual({ ok: true });
    now = 400;
    expect(limiter.check("a")).toEqual({ ok: false, retryAfterMs: 600 });
  });
});
