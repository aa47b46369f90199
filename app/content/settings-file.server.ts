/**
 * The contact details `npm run content` read from the content studio, as the configuration takes
 * them (server/env.ts, vite.config.ts): none before it has run, so the examples stand.
 */
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";

/** Where `npm run content` writes them (relative to the project, where builds and servers run). */
export const SETTINGS_FILE = join(resolve("app/content/generated"), "settings.json");

export function readContentSettings(file = SETTINGS_FILE): Record<string, string> {
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Record<string, string>) : {};
}
