/**
 * Reads the embedded dataset from content/dataset/ (relative to the working directory: the project
 * root for `npm run build`, `npm start` and the tests).
 */
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";

import { parseNdjson, type SanityDocument } from "./embedded";

export const BLOG_CONTENT_DIR = resolve("content/dataset");
export const BLOG_IMAGES_DIR = join(BLOG_CONTENT_DIR, "images");

export function readDataset(dir = BLOG_CONTENT_DIR): SanityDocument[] {
  const file = join(dir, "data.ndjson");
  if (!existsSync(file)) return [];
  return parseNdjson(readFileSync(file, "utf8"), file);
}
