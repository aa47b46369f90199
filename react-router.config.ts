import type { Config } from "@react-router/dev/config";
import { loadEnv } from "vite";

import { validateCatalogue } from "./app/catalogue/validate";
import { draftsFrom, ENV_PREFIXES, parseEnv } from "./app/config/env-schema";

export default {
  // Static-first: every known page is prerendered to HTML at build time; the rest resolves in the browser.
  ssr: false,
  // Each build goes to a release folder of its own, made live only once it has passed (scripts/build.ts).
  buildDirectory: process.env.SITE_BUILD_DIR?.trim() || "build",
  // Opt in to React Router 8's behaviour now, so the upgrade is a version bump (decision 002).
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
  async prerender() {
    validateCatalogue(); // an invalid catalogue fails the build
    // The blog's posts come from its configured source, which app modules read from the
    // configuration (app/config/env.ts): publish it before loading them. A build of drafts lists
    // the posts not yet published too (app/config/drafts.ts).
    const source = loadEnv("production", process.cwd(), ENV_PREFIXES);
    globalThis.__SITE_ENV__ ??= parseEnv(source);
    globalThis.__SITE_DRAFTS__ ??= draftsFrom(source);
    const { prerenderPaths } = await import("./app/prerender");
    return prerenderPaths();
  },
} satisfies Config;
