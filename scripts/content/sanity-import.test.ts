/**
 * The import into a new Sanity project: the embedded dataset written as `sanity dataset import`
 * takes it, imported the way Sanity imports (each `_sanityAsset` file uploaded and named by its
 * SHA-1 and size, its reference put back), and built from: the project reads what the embedded
 * build reads, every generated module and every blog post alike.
 */
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, join, resolve } from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { ALL_POSTS_QUERY } from "../../app/blog/queries";
import { BLOG_CONTENT_DIR, readDataset } from "../../app/dataset/embedded-files.server";
import { contentQuery } from "../../app/dataset/source.server";
import { buildContent } from "./content";
import { datasetCopy, madeDir, removeMade } from "./dataset-copy";
import { imageAsset } from "./image-asset";
import { writeImport } from "./sanity-import";

afterEach(removeMade);

/** What Sanity's import does with `importDir`, written as an export of the new project. */
async function importedAsSanityWould(importDir: string): Promise<string> {
  const exportDir = madeDir("project-export-");
  mkdirSync(join(exportDir, "images"));
  const assets = new Map<string, Record<string, unknown>>();
  const upload = async (value: unknown): Promise<unknown> => {
    if (Array.isArray(value)) return Promise.all(value.map(upload));
    if (!value || typeof value !== "object") return value;
    const entries = await Promise.all(
      Object.entries(value).map(async ([name, inner]) => {
        if (name !== "_sanityAsset") return [name, await upload(inner)] as const;
        const path = join(importDir, String(inner).replace(/^image@file:\/\/\.\//, ""));
        const { file, asset } = await imageAsset(readFileSync(path), basename(path));
        copyFileSync(path, join(exportDir, "images", file));
        assets.set(asset._id, asset);
        return ["asset", { _type: "reference", _ref: asset._id }] as const;
      }),
    );
    return Object.fromEntries(entries);
  };
  const documents = await Promise.all(readDataset(importDir).map(upload));
  writeFileSync(
    join(exportDir, "data.ndjson"),
    [...documents, ...assets.values()].map((doc) => JSON.stringify(doc)).join("\n"),
  );
  return exportDir;
}

/** Every file `buildContent` writes from `datasetDir`, by its path, with its text. */
async function built(datasetDir?: string): Promise<Record<string, string>> {
  const outDir = madeDir("content-", resolve(".cache"));
  await buildContent({ datasetDir, outDir });
  const files: Record<string, string> = {};
  const walk = (dir: string, prefix = "") => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(dir, entry.name), `${prefix}${entry.name}/`);
      else files[`${prefix}${entry.name}`] = readFileSync(join(dir, entry.name), "latin1");
    }
  };
  walk(outDir);
  return files;
}

describe("the import into a new Sanity project", () => {
  it("carries every document and image, so the project builds exactly what the embedded dataset builds", async () => {
    const importDir = madeDir("import-");
    const { documents, images } = writeImport(BLOG_CONTENT_DIR, importDir);
    const embedded = readDataset(BLOG_CONTENT_DIR);
    expect(documents).toBe(embedded.filter((doc) => doc._type !== "sanity.imageAsset").length);
    expect(images).toBe(embedded.filter((doc) => doc._type === "sanity.imageAsset").length);
    expect(readFileSync(join(importDir, "data.ndjson"), "utf8")).not.toMatch(/"_ref":"image-/);

    const project = await importedAsSanityWould(importDir);
    // Sanity names each uploaded image as the embedded dataset named it: every id is kept.
    expect(
      readDataset(project)
        .filter((doc) => doc._type === "sanity.imageAsset")
        .map((doc) => doc._id)
        .sort(),
    ).toEqual(
      embedded
        .filter((doc) => doc._type === "sanity.imageAsset")
        .map((doc) => doc._id)
        .sort(),
    );
    // Everything but the change the content was read at: an import is a change of its own.
    const { "built-from.json": _importedAt, ...fromProject } = await built(project);
    const { "built-from.json": _embeddedAt, ...fromEmbedded } = await built();
    expect(fromProject).toEqual(fromEmbedded);
    const posts = (dir?: string) => contentQuery(dir, false)(ALL_POSTS_QUERY);
    expect(await posts(project)).toEqual(await posts());
  }, 60_000);

  it("describes each image as the embedded dataset's asset documents do", async () => {
    for (const doc of readDataset(BLOG_CONTENT_DIR).filter(
      (one) => one._type === "sanity.imageAsset",
    )) {
      const file = join(BLOG_CONTENT_DIR, "images", basename(String(doc.path)));
      const { asset } = await imageAsset(readFileSync(file), String(doc.originalFilename), {
        now: String(doc._createdAt),
      });
      expect({ ...asset, _updatedAt: doc._updatedAt }).toEqual(doc);
    }
  });

  it("names the document whose image has no file, and writes nothing half-made", () => {
    const dir = datasetCopy([
      {
        _id: "customer-lost-logo",
        _type: "customer",
        name: "Lost Logo",
        logo: { _type: "image", asset: { _type: "reference", _ref: "image-abc-10x10-png" } },
      },
    ]);
    expect(() => writeImport(dir, madeDir("import-"))).toThrow(
      /customer customer-lost-logo: no asset document "image-abc-10x10-png"/,
    );
  });
});
