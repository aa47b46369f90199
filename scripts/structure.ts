/**
 * The code's structure, drawn from its imports: `npm run structure` prints the folders from the
 * bottom floor up, what each imports, and anything that breaks the two rules the house keeps.
 *
 * - **No folder imports a folder that imports it back, directly or round a ring.** The folders form
 *   floors: each imports only folders on the floors below it. A file directly under `app/` is its
 *   own node (`root.tsx`, `routes.ts` and the client entry are the top of the house).
 * - **No import loop between files**, except through `import type` (which leaves no code behind).
 *
 * Only value imports count: `import type` and `import { type X }` are erased by the compiler. Tests,
 * fixtures and generated files are not part of the structure. `structure.test.ts` holds the rules.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** The source trees drawn; `content-studio` has its own package and imports none of these. */
const TREES = ["app", "server", "scripts"];

const SKIPPED = /(\.test\.tsx?|\.fixture\.ts|\.d\.ts)$|\/(fixtures|generated|node_modules)\//;

/** `import … from "x"`, `export … from "x"`, `import "x"`, with whether it brings only types. */
const STATIC_IMPORT =
  /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:([\s\S]*?)\s+from\s+)?["']([^"']+)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["']([^"']+)["']\s*\)/g;

export type Edge = { from: string; to: string };

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (!SKIPPED.test(`${path}/`)) sourceFiles(path, out);
    } else if (/\.(ts|tsx)$/.test(name) && !SKIPPED.test(path)) out.push(path);
  }
  return out;
}

function resolveImport(from: string, specifier: string): string | null {
  const bare = specifier.replace(/\?.*$/, "");
  let path: string;
  if (bare.startsWith("~/")) path = join(ROOT, "app", bare.slice(2));
  else if (bare.startsWith(".")) path = resolve(dirname(from), bare);
  else return null;
  for (const candidate of [path, `${path}.ts`, `${path}.tsx`, join(path, "index.ts")]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) {
      return candidate;
    }
  }
  return null;
}

/** True when the names imported are all types: `type { A }`, or `{ type A, type B }`. */
function onlyTypes(typeKeyword: string | undefined, clause: string | undefined): boolean {
  if (typeKeyword) return true;
  const names = clause?.trim();
  if (!names?.startsWith("{")) return false;
  const parts = names
    .slice(1, -1)
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  return parts.length > 0 && parts.every((part) => part.startsWith("type "));
}

/** Every value import between the project's own source files, as paths relative to the root. */
export function valueImports(): Edge[] {
  const edges: Edge[] = [];
  for (const tree of TREES) {
    for (const file of sourceFiles(join(ROOT, tree))) {
      const source = readFileSync(file, "utf8");
      const targets: string[] = [];
      for (const [, , typeKeyword, clause, specifier] of source.matchAll(STATIC_IMPORT)) {
        if (!onlyTypes(typeKeyword, clause)) targets.push(specifier!);
      }
      for (const [, specifier] of source.matchAll(DYNAMIC_IMPORT)) targets.push(specifier!);
      for (const specifier of targets) {
        const to = resolveImport(file, specifier);
        if (to && !SKIPPED.test(to)) {
          edges.push({ from: relative(ROOT, file), to: relative(ROOT, to) });
        }
      }
    }
  }
  return edges;
}

/**
 * The files the build's configuration runs (react-router.config.ts and everything it imports,
 * statically or not), each with the `~/` imports it makes. React Router runs that configuration
 * in a module runner of its own, which it closes once the browser's bundle is built; the prerender
 * then imports the rest of the list, and the runner can still load a module by a relative path
 * but must ask its closed server to resolve a `~/` alias ("The server is being restarted or
 * closed"). So those files import one another by relative paths.
 */
export function aliasedImportsOfTheBuildConfig(edges = valueImports()): string[] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) next.set(from, [...(next.get(from) ?? []), to]);
  const config = readFileSync(join(ROOT, "react-router.config.ts"), "utf8");
  const stack = [...config.matchAll(/(?:from\s+|import\()["'](\.\/[^"']+)["']/g)].map(
    ([, specifier]) =>
      relative(ROOT, resolveImport(join(ROOT, "react-router.config.ts"), specifier!)!),
  );
  const seen = new Set<string>();
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...(next.get(file) ?? []));
  }
  return [...seen]
    .sort()
    .flatMap((file) =>
      [...readFileSync(join(ROOT, file), "utf8").matchAll(/from\s+["'](~\/[^"']+)["']/g)].map(
        ([, specifier]) => `${file}: ${specifier}`,
      ),
    );
}

/** The node a file belongs to: its folder two levels down (`app/catalogue`), or itself at the top of `app/`. */
export function folderOf(file: string): string {
  const parts = file.split("/");
  if (parts[0] === "app" && parts.length === 2) return file;
  if (parts[0] === "server") return "server";
  return parts
    .slice(0, 2)
    .join("/")
    .replace(/\.tsx?$/, "");
}

/** Strongly connected groups of more than one node: the loops. */
export function loops(edges: Edge[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    if (from === to) continue;
    if (!next.has(from)) next.set(from, new Set());
    next.get(from)!.add(to);
    if (!next.has(to)) next.set(to, new Set());
  }
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of next.get(node)!) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const node of next.keys()) if (!index.has(node)) visit(node);
  return found;
}

export function folderEdges(edges: Edge[]): Edge[] {
  const seen = new Set<string>();
  const out: Edge[] = [];
  for (const { from, to } of edges) {
    const edge = { from: folderOf(from), to: folderOf(to) };
    const key = `${edge.from} ${edge.to}`;
    if (edge.from !== edge.to && !seen.has(key)) {
      seen.add(key);
      out.push(edge);
    }
  }
  return out;
}

/** The folders by floor: each floor imports only the floors below it (when there are no loops). */
export function floors(edges: Edge[]): string[][] {
  const below = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    if (!below.has(from)) below.set(from, new Set());
    if (!below.has(to)) below.set(to, new Set());
    below.get(from)!.add(to);
  }
  const floorOf = new Map<string, number>();
  const place = (node: string, path: Set<string>): number => {
    if (floorOf.has(node)) return floorOf.get(node)!;
    if (path.has(node)) return 0;
    path.add(node);
    let floor = 0;
    for (const target of below.get(node)!) floor = Math.max(floor, place(target, path) + 1);
    path.delete(node);
    floorOf.set(node, floor);
    return floor;
  };
  const out: string[][] = [];
  for (const node of below.keys()) {
    const floor = place(node, new Set());
    (out[floor] ??= []).push(node);
  }
  return out.map((floor) => floor.sort());
}

function main() {
  const edges = valueImports();
  const why = process.argv.indexOf("--why");
  if (why > 0) {
    const [from, to] = process.argv.slice(why + 1);
    for (const edge of edges) {
      if (folderOf(edge.from) === from && folderOf(edge.to) === to)
        console.log(`${edge.from} → ${edge.to}`);
    }
    return;
  }
  const folders = folderEdges(edges);
  floors(folders).forEach((floor, level) => {
    console.log(`floor ${level}`);
    for (const folder of floor) {
      const imports = folders.filter((edge) => edge.from === folder).map((edge) => edge.to);
      console.log(`  ${folder}${imports.length ? ` → ${imports.sort().join(", ")}` : ""}`);
    }
  });
  const folderLoops = loops(folders);
  const fileLoops = loops(edges);
  console.log(`\nfolder loops: ${folderLoops.length}`);
  for (const loop of folderLoops) console.log(`  ${loop.join(" ⇄ ")}`);
  console.log(`file loops (value imports): ${fileLoops.length}`);
  for (const loop of fileLoops) console.log(`  ${loop.join(" ⇄ ")}`);
  if (folderLoops.length || fileLoops.length) process.exitCode = 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
