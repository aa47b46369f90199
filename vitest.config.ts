// Kept apart from vite.config.ts: the React Router plugin breaks component tests ("can't detect preamble").
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

import { parseEnv } from "./app/config/env-schema";

// Unit tests run with the defaults of .env.example, as the end-to-end tests do.
const env = parseEnv({});

export default defineConfig({
  define: { __SITE_ENV__: JSON.stringify(env) },
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    // Most tests need no DOM; a component's test says so in its first line
    // (`// @vitest-environment jsdom`), which saves setting up jsdom for every file.
    environment: "node",
    // Both cores (Vitest's default leaves one free, which runs the files one at a time here).
    maxWorkers: 2,
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.{ts,tsx}"],
    setupFiles: ["./tests/setup-unit.ts"],
    restoreMocks: true,
  },
});
