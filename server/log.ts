/**
 * What the server writes to its log: one line per event. Anything that came from a request (a
 * path, a visitor's name) may hold newlines or terminal escapes, which could forge a line or
 * rewrite the operator's terminal, or bidi controls, which reorder what is shown ("gnp.exe"), so
 * every such character is written as an escape.
 */

/** C0 and C1 control characters, DEL, and the two Unicode line separators. */
// eslint-disable-next-line no-control-regex -- control characters are what it is about
export const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
/** What is escaped in a log line: control characters, and the bidi controls that reorder text. */
const ESCAPED = new RegExp(
  `${CONTROL_CHARACTER.source}|[\\u061c\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069]`,
  "g",
);

export function escapeControl(text: string): string {
  return text.replace(ESCAPED, (char) => {
    if (char === "\n") return "\\n";
    if (char === "\r") return "\\r";
    if (char === "\t") return "\\t";
    const code = char.charCodeAt(0);
    return code > 0xff
      ? `\\u${code.toString(16).padStart(4, "0")}`
      : `\\x${code.toString(16).padStart(2, "0")}`;
  });
}

export function logInfo(line: string): void {
  console.log(escapeControl(line));
}

/** Something the operator should look at, though the server itself is fine. */
export function logProblem(line: string): void {
  console.error(escapeControl(line));
}

/**
 * A failure of the server itself, with its stack on the same line: the operator needs to know
 * where it happened, and a log reader needs one line per event.
 */
export function logError(context: string, error: unknown): void {
  console.error(escapeControl(`${context}: ${describeError(error, { stack: true })}`));
}

/** What a flood report says: the events counted since the last, of what kinds, and from whom. */
export type FloodTally = {
  /** Events since the last report. */
  count: number;
  /** By kind, as `note` was told them. */
  kinds: Readonly<Record<string, number>>;
  /** The detail of the last (who sent it). */
  latest: string;
  /** How many different details there were, counted up to `maxSources`. */
  sources: number;
  /** Whether this is a run's first event, reported at once on its own. */
  first: boolean;
};

/**
 * Counts events that come in floods (enquiries refused for coming too fast, wrong passwords) and
 * reports them as counts, not one line each: the first at once, then the count since the last
 * report at most once every `intervalMs`, on a timer, so that a flood that stops is still reported
 * in full. The timer never keeps the process alive; whatever is still uncounted when the server
 * stops is reported by `flush`. `detail` says who sent an event; `kind`, what it was.
 */
export function floodReport(
  report: (tally: FloodTally) => void,
  {
    intervalMs = 60_000,
    now = Date.now,
    maxSources = 10_000,
  }: { intervalMs?: number; now?: () => number; maxSources?: number } = {},
) {
  let count = 0;
  let kinds: Record<string, number> = {};
  let latest = "";
  const sources = new Set<string>();
  let reportedAt = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function tell(first: boolean): void {
    clearTimeout(timer);
    timer = undefined;
    if (count === 0) return;
    const tally = { count, kinds, latest, sources: sources.size, first };
    count = 0;
    kinds = {};
    sources.clear();
    reportedAt = now();
    report(tally);
  }

  return {
    /** Counts one event; reported at once if nothing has been for `intervalMs`. */
    note(detail: string, kind = "event"): void {
      count += 1;
      kinds[kind] = (kinds[kind] ?? 0) + 1;
      latest = detail;
      if (sources.size < maxSources) sources.add(detail);
      if (timer) return;
      const wait = reportedAt + intervalMs - now();
      if (wait <= 0) return tell(true);
      timer = setTimeout(() => tell(false), wait);
      timer.unref?.();
    },
    /** Reports what has been counted since the last report, if anything. */
    flush: () => tell(false),
  };
}

/** An error as one line: its code and message, and with `stack` its stack frames. */
export function describeError(error: unknown, { stack = false } = {}): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as NodeJS.ErrnoException).code;
  const named = code && !error.message.startsWith(code) ? `${error.name} ${code}` : error.name;
  const message = `${named}: ${error.message}`;
  if (!stack || !error.stack) return message;
  const frames = error.stack
    .split("\n")
    .slice(1)
    .map((frame) => frame.trim())
    .filter((frame) => frame.startsWith("at "));
  return frames.length ? `${message} (${frames.join(" | ")})` : message;
}
