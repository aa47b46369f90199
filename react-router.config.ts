import type { Config } from "@react-router/dev/config";

import { validateCatalogue } from "./app/catalogue/validate";
import { prerenderPaths } from "./app/prerender";

export default {
  // Static-first: every known page is prerendered to HTML at build time; the rest resolves in the browser.
  ssr: false,
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
    return prerenderPaths();
  },
} satisfies Config;
