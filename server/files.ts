import { readdirSync } from "node:fs";
import { join } from "node:path";

/** Every file under `dir`, recursively. */
export function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? listFiles(path) : [path];
  });
}

/** The address a flat page file is served at: `about.html` → `/about`, `index.html` → `/`. */
export function pageAddress(file: string): string {
  const path = `/${file}`.replace(/\.html$/, "");
  return path === "/index" ? "/" : path.replace(/\/index$/, "");
}

/** The flat file a prerendered page moves to: `about/index.html` → `about.html`. */
export function flatPageFile(file: string): string {
  return file === "index.html" ? file : file.replace(/\/index\.html$/, ".html");
}
