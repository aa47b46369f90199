import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, loadEnv } from "vite";

import { ENV_PREFIXES, parseEnv } from "./app/config/env-schema.ts";

export default defineConfig(({ mode }) => {
  // Validated once here (a bad value fails the build) and inlined: see app/config/env.ts.
  const env = parseEnv(loadEnv(mode, process.cwd(), ENV_PREFIXES));
  return {
    define: { __SITE_ENV__: JSON.stringify(env) },
    plugins: [tailwindcss(), reactRouter()],
    resolve: {
      tsconfigPaths: true,
    },
  };
});
