/**
 * Loads the configuration for a Node process (npm start, build scripts): reads `.env` if present,
 * validates the environment and publishes it where app modules read it (app/config/env.ts).
 * Call it before importing any app module.
 */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

import { parseEnv, type Env } from "../app/config/env-schema";

export function loadEnv(): Env {
  const envFile = fileURLToPath(new URL("../.env", import.meta.url));
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const env = parseEnv(process.env);
  globalThis.__SITE_ENV__ = env;
  return env;
}
