/**
 * Vitest setup for unit and component tests: jest-dom matchers, DOM cleanup between tests, and a
 * console.error during a test fails that test (React reports most mistakes that way).
 *
 * A test that expects an error to be logged can silence the check for itself with
 * `vi.spyOn(console, "error").mockImplementation(() => {})`.
 */
import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach } from "vitest";

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
  cleanup();
  console.error = originalConsoleError;
  const errors = loggedErrors;
  loggedErrors = [];
  if (errors.length > 0) {
    const text = errors.map((args) => args.map(describe).join(" ")).join("\n  ");
    throw new Error(`console.error was called during the test:\n  ${text}`);
  }
});

function describe(value: unknown): string {
  if (value instanceof Error) return value.stack ?? value.message;
  if (typeof value === "string") return value;
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}
