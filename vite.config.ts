import { fileURLToPath } from "node:url";

import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, loadEnv, type Plugin } from "vite";

import { draftsFrom, ENV_PREFIXES, parseEnv, type Env } from "./app/config/env-schema.ts";
import { readContentSettings } from "./app/content/settings-file.server.ts";
import type { serviceStandIns as ServiceStandIns } from "./server/services.ts";

/**
 * Two chunks every page loads, instead of a dozen small ones (gzip compresses one file better than
 * many, and the browser makes fewer requests): the framework (React, React DOM, React Router) and
 * the site's shell (what root.tsx draws on every page, and the helpers nearly every route uses).
 * Route modules and everything only some pages need stay split per route. See docs/performance.md.
 */
const clientChunkGroups = [
  { name: "framework", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
  {
    name: "shell",
    test: /[\\/]app[\\/](content[\\/](site|navigation)|config[\\/]env|seo[\\/](meta|structured-data|page-words)|images[\\/]image-source|hydration[\\/](early-input|use-hydrated)|components[\\/](site-header|site-footer|wordmark|opening-hours|icons|button-link|page-intro|call-to-action|not-found-view|section-heading|picture))\.tsx?$/,
  },
  // Pictures that open large (grids, their links, the lightbox's loader): the product and gallery
  // pages all use them together.
  {
    name: "pictures",
    test: /[\\/]app[\\/]components[\\/](picture-button|gallery-grid|lightbox)\.tsx$/,
  },
  // How figures read (units, rand, dates): small, and used by nearly every page, so one chunk of
  // its own rather than a part of whichever group imports it first.
  { name: "format", test: /[\\/]app[\\/]format[\\/](units|money|dates)\.ts$/ },
  // What the product and range pages read together: the collections, kits and ice bath with their
  // prices, the breadcrumb trail, the product data and how an item's words take their figures (one
  // file rather than five small ones).
  {
    name: "catalogue",
    test: /[\\/]app[\\/](components[\\/]breadcrumbs|seo[\\/]products|catalogue[\\/](range-cabins|price|words))\.tsx?$/,
  },
];

export default defineConfig(({ mode }) => {
  // Validated once here (a bad value fails the build) and inlined: see app/config/env.ts.
  // The contact details come from the content studio, through npm run content.
  const source = loadEnv(mode, process.cwd(), ENV_PREFIXES);
  const env = parseEnv(source, readContentSettings());
  return {
    define: {
      __SITE_ENV__: JSON.stringify(env),
      // The editors' preview of drafts, or false: a constant, so the public site's bundle drops
      // the preview's code (app/config/drafts.ts).
      __SITE_DRAFTS__: JSON.stringify(draftsFrom(source)),
    },
    plugins: [
      tailwindcss(),
      reactRouter(),
      serviceStandIns(env),
      reactRouterProductionBuild(),
      prerenderOnlyModules(),
    ],
    resolve: {
      tsconfigPaths: true,
    },
    environments: {
      client: {
        build: { rolldownOptions: { output: { codeSplitting: { groups: clientChunkGroups } } } },
      },
    },
  };
});

/**
 * React Router's package exports only its development build, which differs from the production
 * build it also ships in one flag that keeps its developer warnings (and their text) in the bundle.
 * The browser's production bundle takes the production build instead: about 1 KB less gzip on
 * every page, and the same code otherwise.
 */
function reactRouterProductionBuild(): Plugin {
  const production = {
    "react-router": "node_modules/react-router/dist/production/index.mjs",
    "react-router/dom": "node_modules/react-router/dist/production/dom-export.mjs",
  } as Record<string, string>;
  return {
    name: "vaja:react-router-production-build",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId(source) {
      const file = production[source];
      return file ? fileURLToPath(new URL(file, import.meta.url)) : null;
    },
  };
}

/**
 * Modules only the prerender calls (the static footer's preview notice, drawn under
 * `import.meta.env.SSR`): the browser's bundle gets a stand-in with the same exports, so what they
 * import (every customer and quote) never reaches the site's shell.
 */
function prerenderOnlyModules(): Plugin {
  const standIns: Record<string, string> = {
    "app/content/preview-notice.ts": "export function previewExamples() { return []; }",
  };
  return {
    name: "vaja:prerender-only-modules",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    load(id) {
      const file = id.replaceAll("\\", "/").split("?")[0]!;
      const match = Object.keys(standIns).find((path) => file.endsWith(`/${path}`));
      return match ? standIns[match] : null;
    },
  };
}

/**
 * `npm run dev` mounts the same service stand-ins as `npm start` (server/services.ts), whichever
 * are listed there, as middleware in front of Vite's own.
 */
function serviceStandIns(env: Env): Plugin {
  return {
    name: "vaja:service-stand-ins",
    apply: "serve",
    async configureServer(server) {
      globalThis.__SITE_ENV__ ??= env;
      const { serviceStandIns } = (await server.ssrLoadModule("/server/services.ts")) as {
        serviceStandIns: typeof ServiceStandIns;
      };
      const handlers = serviceStandIns(env);
      server.middlewares.use((req, res, next) => {
        void (async () => {
          for (const handler of handlers) {
            if (await handler(req, res)) return;
          }
          next();
        })().catch(next);
      });
    },
  };
}
