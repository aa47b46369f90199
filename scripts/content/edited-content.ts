/**
 * For the content's tests: the site as an editor's change leaves it. `editedContent` builds the
 * content from a copy of the embedded dataset with the change (`datasetCopy`'s `lines` and
 * `edit`) and loads the generated modules named in place of the site's own, for the modules a test
 * imports next; `forgetEditedContent`, after each test, puts the site's own back and takes the
 * copies away.
 */
import { join, resolve } from "node:path";

import { vi } from "vitest";

import { buildContent } from "./content";
import { datasetCopy, madeDir, removeMade } from "./dataset-copy";

const GENERATED_DIR = resolve("app/content/generated");
const mocked = new Set<string>();

export async function editedContent(
  modules: readonly string[],
  ...change: Parameters<typeof datasetCopy>
): Promise<void> {
  const outDir = madeDir("content-", resolve(".cache"));
  await buildContent({ datasetDir: datasetCopy(...change), outDir });
  vi.resetModules();
  for (const module of modules) {
    const generated = (await import(/* @vite-ignore */ join(outDir, module))) as object;
    const path = join(GENERATED_DIR, module);
    vi.doMock(path, () => generated);
    mocked.add(path);
  }
}

export function forgetEditedContent(): void {
  removeMade();
  for (const path of mocked) vi.doUnmock(path);
  mocked.clear();
  vi.resetModules();
}

/**
 * What the launch check lists at one of its places in the content studio (`"PRICING_IN_STUDIO"`),
 * read afresh, as the edited content leaves it.
 */
export async function placeholdersAt(place: `${string}_IN_STUDIO`) {
  const check = await import("../launch-check/placeholders");
  const { parseEnv } = await import("../../app/config/env-schema");
  const where = (check as unknown as Record<string, unknown>)[place];
  if (typeof where !== "string") throw new Error(`The launch check has no place ${place}.`);
  return check.livePlaceholders(parseEnv({})).filter((p) => p.where === where);
}
