/**
 * Vitest setup for unit and component tests: in a DOM (a component's test), jest-dom matchers and
 * cleanup between tests; everywhere, a console.error during a test fails that test (React reports
 * most mistakes that way).
 *
 * A test that expects an error to be logged can silence the check for itself with
 * `vi.spyOn(console, "error").mockImplementation(() => {})`.
 */
import { afterEach, beforeEach } from "vitest";

// A build of what is published, as the site's own build is unless SITE_DRAFTS says otherwise
// (app/config/drafts.ts); a test of the drafts preview sets its own.
globalThis.__SITE_DRAFTS__ = false;

const originalConsoleError = console.error;
let loggedErrors: unknown[][] = [];

beforeEach(() => {
  loggedErrors = [];
  console.error = (...args: unknown[]) => {
    loggedErrors.push(args);
    originalConsoleError(...args);
  };
});

afterEach(() => {
  console.error = originalConsoleError;
  const errors = loggedErrors;
  loggedErrors = [];
  if (errors.length > 0) {
    const text = errors.map((args) => args.map(describe).join(" ")).join("\n  ");
    throw new Error(`console.error was called during the test:\n  ${text}`);
  }
});

// Only the files that run in jsdom render anything: the others are spared loading these. Registered
// after the check above, so that it runs first (after-hooks run last to first), and an error logged
// while a component unmounts still fails the test.
if (typeof document !== "undefined") {
  await import("@testing-library/jest-dom/vitest");
  const { cleanup } = await import("@testing-library/react");
  afterEach(() => cleanup());
}

function describe(value: unknown): string {
  if (value instanceof Error) return value.stack ?? value.message;
  if (typeof value === "string") return value;
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}
