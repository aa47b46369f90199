/**
 * For the content's tests: a copy of the embedded dataset that a test edits as an editor would,
 * in a folder of its own, and the folders made, to take away after each test.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { BLOG_CONTENT_DIR } from "../../app/dataset/embedded-files.server";

const made: string[] = [];

/** A folder that `removeMade` takes away: in the system's temporary folder, or under `parent`. */
export function madeDir(prefix: string, parent = tmpdir()): string {
  mkdirSync(parent, { recursive: true });
  const dir = mkdtempSync(join(parent, prefix));
  made.push(dir);
  return dir;
}

export function removeMade(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/**
 * A copy of the embedded dataset with `lines` added and `edit` applied to its documents, and its
 * `images/` folder, where a test adds the files of the assets it adds.
 */
export function datasetCopy(
  lines: object[],
  edit: (doc: Record<string, unknown>) => object = (doc) => doc,
): string {
  const dir = madeDir("dataset-");
  cpSync(join(BLOG_CONTENT_DIR, "images"), join(dir, "images"), { recursive: true });
  const documents = readFileSync(join(BLOG_CONTENT_DIR, "data.ndjson"), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.stringify(edit(JSON.parse(line) as Record<string, unknown>)));
  writeFileSync(
    join(dir, "data.ndjson"),
    [...documents, ...lines.map((line) => JSON.stringify(line))].join("\n"),
  );
  return dir;
}
