/**
 * Loads the configuration for a Node process (npm start, build scripts): reads `.env` if present,
 * validates the environment with the contact details from the content studio and publishes it
 * where app modules read it (app/config/env.ts), with whether this is a build of drafts
 * (app/config/drafts.ts).
 * Call it before importing any app module.
 */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

import { draftsFrom, parseEnv, type Env } from "../app/config/env-schema";
import { readContentSettings } from "../app/content/settings-file.server";

export function loadEnv(): Env {
  const envFile = fileURLToPath(new URL("../.env", import.meta.url));
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  // The contact details editors keep in the content studio, as npm run content last wrote them.
  const env = parseEnv(process.env, readContentSettings());
  globalThis.__SITE_ENV__ = env;
  globalThis.__SITE_DRAFTS__ = draftsFrom(process.env);
  return env;
}
