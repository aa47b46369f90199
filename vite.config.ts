import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

import { PUBLIC_ENV_PREFIXES } from "./app/config/env-prefixes.ts";

export default defineConfig({
  // Only these prefixes reach the browser; see .env.example. Everything configurable here is public.
  envPrefix: [...PUBLIC_ENV_PREFIXES],
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    tsconfigPaths: true,
  },
});
