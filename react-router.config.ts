import type { Config } from "@react-router/dev/config";

import { prerenderPaths } from "./app/prerender";

export default {
  // Static-first: every known page is prerendered to HTML at build time; the rest resolves in the browser.
  ssr: false,
  async prerender() {
    return prerenderPaths();
  },
} satisfies Config;
