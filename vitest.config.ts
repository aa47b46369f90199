// Kept apart from vite.config.ts: the React Router plugin breaks component tests ("can't detect preamble").
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    environment: "jsdom",
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    setupFiles: ["./tests/setup-unit.ts"],
    restoreMocks: true,
  },
});
