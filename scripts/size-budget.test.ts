import { describe, expect, it } from "vitest";

import { chunkAssets, cssImports, documentAssets, pageAssets, staticImports } from "./size-budget";

describe("documentAssets", () => {
  it("finds module preloads, script sources, inline module imports, stylesheets and preloaded fonts", () => {
    const html = `<head>
      <link rel="modulepreload" href="/assets/a.js"/>
      <link rel="preload" href="/assets/font.woff2" as="font"/>
      <link rel="stylesheet" href="/assets/root.css"/>
      <link rel="icon" href="/favicon.svg"/>
      <script src="/assets/b.js"></script>
      <script type="application/ld+json">{"import":"x"}</script>
      <script>window.x = 'import "/assets/not-a-module.js"'</script>
      <script type="module" async="">import "/assets/manifest.js";
      import * as route0 from "/assets/root.js";
      import("/assets/entry.js");</script>
    </head>`;
    expect(documentAssets(html)).toEqual({
      js: [
        "/assets/a.js",
        "/assets/b.js",
        "/assets/manifest.js",
        "/assets/root.js",
        "/assets/entry.js",
      ],
      css: ["/assets/root.css"],
      fonts: ["/assets/font.woff2"],
    });
  });
});

describe("staticImports", () => {
  it("reads the leading imports of a bundled module and its re-exports, not dynamic imports", () => {
    const code =
      'import{n as e}from"./runtime.js";import"./side-effect.js";import*as t from"./ns.js";' +
      'var a=`import {x} from "./in-a-string.js"`;const l=()=>import("./lazy.js");' +
      'export{b as c}from"./facade.js";';
    expect(staticImports(code)).toEqual([
      "./runtime.js",
      "./side-effect.js",
      "./ns.js",
      "./facade.js",
    ]);
  });
});

describe("cssImports", () => {
  it("reads @import in either form", () => {
    expect(cssImports('@import "./a.css";@import url(/b.css);body{}')).toEqual([
      "./a.css",
      "/b.css",
    ]);
  });
});

describe("pageAssets", () => {
  const files: Record<string, string> = {
    "/index.html":
      '<link rel="modulepreload" href="/assets/entry.js"><link rel="stylesheet" href="/assets/a.css">' +
      '<link rel="preload" as="font" href="/assets/f.woff2" crossorigin>',
    "/assets/entry.js": 'import{a}from"./shared.js";import("./lazy.js");',
    "/assets/shared.js": 'import"./entry.js";import"./missing.js";',
    "/assets/lazy.js": "",
    "/assets/a.css": '@import "b.css";',
    "/assets/b.css": "",
    "/assets/f.woff2": "wOF2",
  };

  it("follows static imports transitively, once each, and reports what is missing", () => {
    expect(pageAssets("/index.html", (path) => files[path])).toEqual({
      js: ["/assets/entry.js", "/assets/shared.js"],
      css: ["/assets/a.css", "/assets/b.css"],
      fonts: ["/assets/f.woff2"],
      missing: ["/assets/missing.js"],
    });
  });

  it("reports a missing page", () => {
    expect(pageAssets("/nope.html", (path) => files[path]).missing).toEqual(["/nope.html"]);
  });
});

describe("chunkAssets", () => {
  const files: Record<string, string> = {
    "/products/x/index.html": '<script type="module">import "/assets/root.js";</script>',
    "/assets/root.js": 'import"./react.js";const s=()=>import("./scene-stage-abc.js");',
    "/assets/react.js": "",
    "/assets/scene-stage-abc.js": 'import"./react.js";import"./three-def.js";',
    "/assets/three-def.js": "",
  };
  const read = (url: string) => files[url];
  const budget = { name: "3D", page: "products/x/index.html", chunk: "scene-stage-", js: 1 };

  it("counts the chunk and what it imports, not what the page has already loaded", () => {
    const names = Object.keys(files).map((url) => url.replace("/assets/", ""));
    expect(chunkAssets(budget, names, read)).toEqual({
      found: true,
      js: ["/assets/scene-stage-abc.js", "/assets/three-def.js"],
    });
  });

  it("says so when the build has no such chunk", () => {
    expect(chunkAssets(budget, ["root.js"], read)).toEqual({ found: false, js: [] });
  });
});
