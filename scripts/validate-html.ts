/**
 * The HTML check (`npm run check:html`): every prerendered page of a build (`build/client/**.html`,
 * with `404.html` and `__spa-fallback.html`; not their `.br`/`.gz` copies) through the W3C Nu Html
 * Checker (the `vnu-jar` package), in one Java run: the checker is slow to start and fast per
 * page. Prints each error as `page: line:col message (extract)`, grouped by page, then a summary,
 * and exits 1 on any error, or when the check cannot run (no build, no Java).
 *
 * Errors only: the checker's warnings are advice. Inline SVG is checked as part of its page.
 * Errors are fixed where the markup is made (the components), never filtered out here.
 *
 *   npm run check:html [-- <client dir>]   (the client dir defaults to build/client)
 */
import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

import { listFiles } from "../server/files";

/** One message of the checker's JSON output (`--format json`). */
export interface CheckerMessage {
  type: string;
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
  firstLine?: number;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
}

const INSTALL_JAVA =
  "The Nu Html Checker needs Java 11 or newer: on Debian or Ubuntu, `apt-get install default-jre-headless`.";

/** Every HTML file under `clientDir`, sorted (compressed copies end in .br or .gz, so are left out). */
export function htmlFiles(clientDir: string): string[] {
  return listFiles(clientDir)
    .filter((file) => file.endsWith(".html"))
    .sort();
}

/** What counts as an error: the document's errors, and files the checker could not read. */
export function isError(message: CheckerMessage): boolean {
  return message.type === "error" || message.type === "non-document-error";
}

/** A page's name as the report gives it: its path under the client dir, with forward slashes. */
function pageName(url: string | undefined, clientDir: string): string {
  if (!url) return "(no file)";
  const path = url.startsWith("file:") ? fileURLToPath(url) : url;
  return relative(clientDir, path).split(sep).join("/");
}

/** Where the markup in question starts (the checker leaves out a first line equal to the last). */
const line = (message: CheckerMessage) => message.firstLine ?? message.lastLine;
const column = (message: CheckerMessage) => message.firstColumn ?? message.lastColumn;

/** The errors as lines, `page: line:col message (extract)`, grouped by page and in page order. */
export function formatErrors(messages: CheckerMessage[], clientDir: string): string[] {
  const byPage = new Map<string, CheckerMessage[]>();
  for (const message of messages.filter(isError)) {
    const page = pageName(message.url, clientDir);
    byPage.set(page, [...(byPage.get(page) ?? []), message]);
  }
  return [...byPage.keys()].sort().flatMap((page) =>
    byPage
      .get(page)!
      .sort((a, b) => (line(a) ?? 0) - (line(b) ?? 0) || (column(a) ?? 0) - (column(b) ?? 0))
      .map((message) => {
        const at = line(message) === undefined ? "" : ` ${line(message)}:${column(message) ?? 0}`;
        const extract = message.extract?.replace(/\s+/g, " ").trim();
        return `${page}:${at} ${message.message}${extract ? ` (${extract})` : ""}`;
      }),
  );
}

/** The Java command: $JAVA_HOME's if set, else the one on the PATH. */
function javaCommand(): string {
  const home = process.env.JAVA_HOME;
  return home ? join(home, "bin", "java") : "java";
}

/** Runs the checker once over `files`; its messages, or a reason it could not run. */
export function check(files: string[]): { messages: CheckerMessage[] } | { failure: string } {
  const jar = String(createRequire(import.meta.url)("vnu-jar"));
  const java = javaCommand();
  const run = spawnSync(
    java,
    ["-jar", jar, "--format", "json", "--errors-only", "--exit-zero-always", "--stdout", ...files],
    { encoding: "utf8", maxBuffer: 256 * 1024 * 1024 },
  );
  if (run.error) {
    const missing = (run.error as NodeJS.ErrnoException).code === "ENOENT";
    return {
      failure: missing
        ? `No Java (\`${java}\` was not found). ${INSTALL_JAVA}`
        : `Java could not be started (${run.error.message}). ${INSTALL_JAVA}`,
    };
  }
  if (run.status !== 0) {
    return {
      failure: `The checker stopped with exit code ${run.status}:\n${run.stderr.trim()}\n${INSTALL_JAVA}`,
    };
  }
  try {
    const output = JSON.parse(run.stdout) as { messages?: CheckerMessage[] };
    return { messages: output.messages ?? [] };
  } catch {
    return { failure: `The checker's output is not JSON:\n${run.stdout.slice(0, 2000)}` };
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const clientDir = resolve(
    process.argv[2] ?? fileURLToPath(new URL("../build/client", import.meta.url)),
  );
  const files =
    existsSync(clientDir) && statSync(clientDir).isDirectory() ? htmlFiles(clientDir) : [];
  if (files.length === 0) {
    console.error(`No HTML pages in ${clientDir}: run \`npm run build\` first.`);
    process.exit(1);
  }
  const started = performance.now();
  const result = check(files);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if ("failure" in result) {
    console.error(`check:html: ${result.failure}`);
    process.exit(1);
  }
  const errors = formatErrors(result.messages, clientDir);
  const pages = new Set(errors.map((line) => line.slice(0, line.indexOf(":"))));
  for (const line of errors) console.error(line);
  const summary = `${files.length} pages checked, ${errors.length} ${
    errors.length === 1 ? "error" : "errors"
  }${errors.length > 0 ? ` on ${pages.size} ${pages.size === 1 ? "page" : "pages"}` : ""} in ${seconds} s`;
  if (errors.length > 0) {
    console.error(`\n${summary}`);
    process.exit(1);
  }
  console.log(summary);
}
