/**
 * The validated configuration, for app code. The build validates it once (vite.config.ts) and
 * inlines the result as `__SITE_ENV__`; Node processes (server/, scripts/) set the same global
 * through server/env.ts before they load app modules.
 */
import type { Env } from "./env-schema";

export type { Env } from "./env-schema";

declare global {
  var __SITE_ENV__: Env | undefined;
}

function readEnv(): Env {
  if (typeof __SITE_ENV__ === "undefined") {
    throw new Error("Configuration not loaded: Node entry points must call loadEnv() first.");
  }
  return __SITE_ENV__;
}

export const env: Env = readEnv();
