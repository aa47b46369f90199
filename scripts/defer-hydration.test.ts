import { describe, expect, it } from "vitest";

import { UnexpectedBootstrapError, deferHydration } from "./defer-hydration";
import { documentAssets } from "./size-budget";

/** The shape React Router 7 writes into a prerendered page (trimmed). */
const page = `<!DOCTYPE html><html><head>
<link rel="stylesheet" href="/assets/app.css"/>
<link rel="modulepreload" href="/assets/manifest.js"/><link rel="modulepreload" href="/assets/entry.client.js"/><link rel="modulepreload" href="/assets/framework.js"/><link rel="modulepreload" href="/assets/root.js"/><link rel="modulepreload" href="/assets/product-main.js"/>
</head><body><main>Aurora</main>
<script>window.__reactRouterContext = {};</script>
<script type="module" async="">import "/assets/manifest.js";
import * as route0 from "/assets/root.js";
import * as route1_clientLoader from "/assets/product-client-loader.js";
import * as route1_main from "/assets/product-main.js";
const route1 = {...route1_clientLoader,...route1_main};
  
  window.__reactRouterRouteModules = {"root":route0,"routes/product":route1};

import("/assets/entry.client.js");</script>
</body></html>`;

describe("deferHydration", () => {
  const deferred = deferHydration(page);
  const bootstrap = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(deferred)?.[1] ?? "";

  it("leaves no module preload and no static import for the browser to fetch before painting", () => {
    expect(deferred).not.toContain('rel="modulepreload"');
    expect(bootstrap).not.toMatch(/^import\s/m);
    expect(deferred).toContain("<main>Aurora</main>");
    expect(deferred).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
  });

  it("waits for the fonts and a frame, then preloads and imports the same modules, entry last", () => {
    const fonts = bootstrap.indexOf("await document.fonts?.ready;");
    const wait = bootstrap.indexOf("requestAnimationFrame");
    expect(fonts).toBeGreaterThanOrEqual(0);
    expect(fonts).toBeLessThan(wait);
    const preload = bootstrap.indexOf('"/assets/framework.js"');
    const routes = bootstrap.indexOf('import("/assets/root.js")');
    const modules = bootstrap.indexOf("window.__reactRouterRouteModules");
    const entry = bootstrap.indexOf('import("/assets/entry.client.js")');
    expect(wait).toBeGreaterThanOrEqual(0);
    expect([wait, preload, routes, modules, entry]).toEqual(
      [wait, preload, routes, modules, entry].sort((a, b) => a - b),
    );
    expect(bootstrap).toContain(
      "const [_0, route0, route1_clientLoader, route1_main] = await Promise.all([",
    );
    expect(bootstrap).toContain("const route1 = {...route1_clientLoader,...route1_main};");
  });

  it("starts each preload in a task of its own", () => {
    expect(bootstrap).toContain(
      'for (const href of modules) { document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href })); await nextTask(); }',
    );
    expect(bootstrap.indexOf("const nextTask")).toBeLessThan(bootstrap.indexOf("modulepreload"));
  });

  it("evaluates each module in a task of its own, and the entry after them", () => {
    expect(bootstrap).toContain(
      'for (const href of modules) if (href !== "/assets/entry.client.js") { await import(href); await nextTask(); }',
    );
    expect(bootstrap).toMatch(/await nextTask\(\);\nimport\("\/assets\/entry\.client\.js"\);$/);
  });

  it("is valid JavaScript", () => {
    // An async function body accepts the same statements as a module's top level, bar imports.
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (
      body: string,
    ) => unknown;
    expect(() => new AsyncFunction(bootstrap)).not.toThrow();
  });

  it("keeps every module the page loads visible to the size budget", () => {
    expect(new Set(documentAssets(deferred).js)).toEqual(
      new Set([
        "/assets/manifest.js",
        "/assets/entry.client.js",
        "/assets/framework.js",
        "/assets/root.js",
        "/assets/product-main.js",
        "/assets/product-client-loader.js",
      ]),
    );
  });

  it("fails loudly on a bootstrap it does not know", () => {
    expect(() => deferHydration("<html><body>static</body></html>")).toThrow(
      UnexpectedBootstrapError,
    );
    const changed = page.replace('import("/assets/entry.client.js");', "hydrate();");
    expect(() => deferHydration(changed)).toThrow(UnexpectedBootstrapError);
  });
});
