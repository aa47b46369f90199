/**
 * The house's two structural rules, drawn from the imports (`structure.ts`): the folders form
 * floors, each importing only those below it, and no files import each other round a loop except
 * through `import type`.
 */
import { describe, expect, it } from "vitest";

import {
  aliasedImportsOfTheBuildConfig,
  folderEdges,
  folderOf,
  loops,
  valueImports,
} from "./structure";

describe("the structure of the code", () => {
  const edges = valueImports();

  it("reads the imports of the whole house", () => {
    const folders = new Set(edges.map((edge) => folderOf(edge.from)));
    for (const folder of ["app/routes", "app/dataset", "app/blog", "server", "scripts/content"]) {
      expect(folders).toContain(folder);
    }
  });

  it("has no folder that imports a folder importing it back, directly or round a ring", () => {
    expect(loops(folderEdges(edges))).toEqual([]);
  });

  it("has no loop of value imports between files", () => {
    expect(loops(edges)).toEqual([]);
  });

  it("imports by relative paths in what the build's configuration runs, prerender included", () => {
    expect(aliasedImportsOfTheBuildConfig(edges)).toEqual([]);
    expect(
      aliasedImportsOfTheBuildConfig([
        ...edges,
        { from: "app/prerender.ts", to: "app/routes/sizing.tsx" },
      ]).length,
    ).toBeGreaterThan(0);
  });

  it("finds a loop when there is one", () => {
    const ring = [
      { from: "app/blog/posts.ts", to: "app/dataset/client.ts" },
      { from: "app/dataset/client.ts", to: "app/content/site.ts" },
      { from: "app/content/site.ts", to: "app/blog/seo.ts" },
    ];
    expect(loops(folderEdges(ring))).toEqual([["app/blog", "app/content", "app/dataset"]]);
    expect(loops(ring)).toEqual([]);
  });

  it("counts a file directly under app/ as its own node, and the server as one", () => {
    expect(folderOf("app/root.tsx")).toBe("app/root.tsx");
    expect(folderOf("app/catalogue/range.ts")).toBe("app/catalogue");
    expect(folderOf("server/start.ts")).toBe("server");
    expect(folderOf("scripts/postbuild.ts")).toBe("scripts/postbuild");
  });
});
