/**
 * `npm run dataset:import`: carries the embedded dataset (content/dataset/), images included, into
 * a Sanity project, so that the project's first build reads exactly what the embedded build reads
 * and nothing is typed in again.
 *
 * It writes the dataset in the form `sanity dataset import` takes (var/sanity-import/ and
 * var/sanity-import.tar.gz): every document as it is, except that each image's reference to its
 * asset document becomes a `_sanityAsset` pointing at the image's file, which the import uploads,
 * and the asset documents themselves are left for the import to create. Sanity names an uploaded
 * image by its SHA-1 and size, as the embedded dataset does, so every image keeps its id.
 *
 * Then, when a project is configured (SANITY_PROJECT_ID, or SANITY_STUDIO_PROJECT_ID) and the
 * content studio is installed, it runs the Studio's Sanity CLI on the file; arguments after `--`
 * go to it (`--replace` to overwrite documents already there). `--file-only` writes the file and
 * stops. The CLI signs in as the user `sanity login` signed in, or with SANITY_AUTH_TOKEN.
 */
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";

import { BLOG_CONTENT_DIR, readDataset } from "../../app/dataset/embedded-files.server";

/** The kinds of asset document a Sanity import makes itself from the files. */
const ASSET_TYPES = new Set(["sanity.imageAsset", "sanity.fileAsset"]);

/** Fields the Content Lake sets itself on every write: an import may not carry them. */
const SYSTEM_FIELDS = new Set(["_rev", "_updatedAt"]);

export const IMPORT_DIR = resolve("var/sanity-import");

/**
 * `value` with every reference to an asset in `files` (asset id → file name in images/) replaced
 * by the `_sanityAsset` the import uploads; the ids of the assets used are added to `used`.
 */
function withAssetFiles(value: unknown, files: Map<string, string>, used: Set<string>): unknown {
  if (Array.isArray(value)) return value.map((item) => withAssetFiles(item, files, used));
  if (!value || typeof value !== "object") return value;
  const object = value as Record<string, unknown>;
  const asset = object.asset as { _type?: string; _ref?: string } | undefined;
  const entries = Object.entries(object).map(([name, inner]) => {
    if (name === "asset" && asset?._type === "reference" && typeof asset._ref === "string") {
      const file = files.get(asset._ref);
      if (!file) throw new Error(`no asset document "${asset._ref}" in the dataset`);
      used.add(asset._ref);
      const kind = asset._ref.startsWith("file-") ? "file" : "image";
      return ["_sanityAsset", `${kind}@file://./${kind}s/${file}`] as const;
    }
    return [name, withAssetFiles(inner, files, used)] as const;
  });
  return Object.fromEntries(entries);
}

/**
 * Writes `datasetDir` (the embedded dataset) as an import into `outDir`: data.ndjson and images/.
 * Drafts go too, so that work in progress is not lost. Throws, naming the document, when an image
 * has no asset document or its file is missing.
 */
export function writeImport(datasetDir = BLOG_CONTENT_DIR, outDir = IMPORT_DIR) {
  const documents = readDataset(datasetDir);
  if (documents.length === 0) throw new Error(`no documents in ${datasetDir}/data.ndjson`);
  const assets = documents.filter((doc) => ASSET_TYPES.has(doc._type));
  const files = new Map(assets.map((asset) => [asset._id, String(asset.path).split("/").at(-1)!]));
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(join(outDir, "images"), { recursive: true });
  const used = new Set<string>();
  const lines = documents
    .filter((doc) => !ASSET_TYPES.has(doc._type))
    .map((doc) => {
      try {
        const kept = Object.fromEntries(
          Object.entries(doc).filter(([name]) => !SYSTEM_FIELDS.has(name)),
        );
        return JSON.stringify(withAssetFiles(kept, files, used));
      } catch (error) {
        throw new Error(`${doc._type} ${doc._id}: ${(error as Error).message}`);
      }
    });
  for (const id of used) {
    const file = files.get(id)!;
    const source = join(datasetDir, "images", file);
    if (!existsSync(source)) throw new Error(`image ${id}: its file images/${file} is missing`);
    cpSync(source, join(outDir, "images", file));
  }
  writeFileSync(join(outDir, "data.ndjson"), `${lines.join("\n")}\n`);
  return { documents: lines.length, images: used.size };
}

function main(args: string[]) {
  const fileOnly = args.includes("--file-only");
  const passOn = args.includes("--") ? args.slice(args.indexOf("--") + 1) : [];
  const { documents, images } = writeImport();
  const tarball = `${IMPORT_DIR}.tar.gz`;
  const tar = spawnSync(
    "tar",
    ["-czf", tarball, "-C", resolve(IMPORT_DIR, ".."), "sanity-import"],
    {
      stdio: "inherit",
    },
  );
  if (tar.status !== 0) throw new Error("tar could not pack the import");
  console.log(
    `dataset:import: ${documents} documents and ${images} images → ${relative(process.cwd(), tarball)}`,
  );
  const projectId = process.env.SANITY_STUDIO_PROJECT_ID || process.env.SANITY_PROJECT_ID;
  const dataset = process.env.SANITY_DATASET || "production";
  const command = (id: string) =>
    `cd content-studio && SANITY_STUDIO_PROJECT_ID=${id} npx sanity dataset import ../${relative(process.cwd(), tarball)} ${dataset}`;
  if (fileOnly || !projectId) {
    console.log(
      fileOnly
        ? `To import it: ${command(projectId ?? "<id>")}`
        : `No project configured: set SANITY_PROJECT_ID (the id at sanity.io/manage) and run this again, or run: ${command("<id>")}`,
    );
    return;
  }
  if (!existsSync("content-studio/node_modules/.bin/sanity")) {
    console.error(
      "dataset:import: install the content studio first: cd content-studio && npm install",
    );
    process.exitCode = 1;
    return;
  }
  const run = spawnSync(
    "npx",
    ["sanity", "dataset", "import", resolve(tarball), dataset, ...passOn],
    {
      cwd: "content-studio",
      stdio: "inherit",
      env: { ...process.env, SANITY_STUDIO_PROJECT_ID: projectId },
    },
  );
  process.exitCode = run.status ?? 1;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (existsSync(".env")) process.loadEnvFile(".env");
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error(`dataset:import: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}
