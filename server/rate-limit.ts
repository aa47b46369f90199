/**
 * Sliding-window limits per key: each key's recent attempts are kept as times, and an attempt is
 * allowed only while every window holds fewer than its maximum. Memory is bounded: at most
 * `maxKeys` keys (the least recently seen go first), each with at most the largest maximum of
 * times, and a key is forgotten once its longest window has passed.
 */
import { LRUCache } from "lru-cache";

export type Limit = { max: number; windowMs: number };
export type Verdict = { ok: true } | { ok: false; retryAfterMs: number };

export function rateLimiter(
  limits: readonly Limit[],
  { maxKeys = 10_000, now = Date.now }: { maxKeys?: number; now?: () => number } = {},
) {
  const longest = Math.max(...limits.map(({ windowMs }) => windowMs));
  const attempts = new LRUCache<string, number[]>({
    max: maxKeys,
    ttl: longest,
    ttlAutopurge: false,
  });

  /** The attempts `key` made within the longest window, and when the next would be allowed. */
  function verdict(key: string, time: number): { recent: number[]; retryAfterMs: number } {
    const recent = (attempts.get(key) ?? []).filter((at) => at > time - longest);
    let retryAfterMs = 0;
    for (const { max, windowMs } of limits) {
      const inWindow = recent.filter((at) => at > time - windowMs);
      if (inWindow.length >= max) {
        retryAfterMs = Math.max(retryAfterMs, inWindow[inWindow.length - max]! + windowMs - time);
      }
    }
    return { recent, retryAfterMs };
  }

  return {
    /** Counts an attempt by `key` if every limit allows it; otherwise says when one would. */
    take(key: string): Verdict {
      const time = now();
      const { recent, retryAfterMs } = verdict(key, time);
      if (retryAfterMs > 0) {
        attempts.set(key, recent, { noUpdateTTL: true });
        return { ok: false, retryAfterMs };
      }
      attempts.set(key, [...recent, time]);
      return { ok: true };
    },

    /** Whether every limit would allow an attempt by `key` now, without counting one. */
    check(key: string): Verdict {
      const { retryAfterMs } = verdict(key, now());
      return retryAfterMs > 0 ? { ok: false, retryAfterMs } : { ok: true };
    },
  };
}
