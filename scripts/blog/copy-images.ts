/**
 * Copies the embedded blog's images where a static host serves them (postbuild.ts): each file as
 * the stand-in for Sanity's image CDN would send it (server/blog-api.ts), upright and without its
 * metadata, so that a photograph put in the dataset straight from a phone does not tell the world
 * where it was taken. Files without metadata are copied byte for byte.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join, relative } from "node:path";

import { listFiles } from "../../server/files";
import { withoutMetadata, type LoadSharp } from "../../server/image-metadata";

/** Copies every file under `from` to the same path under `to`; returns how many were cleaned. */
export async function copyImagesWithoutMetadata(
  from: string,
  to: string,
  loadSharp?: LoadSharp,
): Promise<number> {
  let cleaned = 0;
  for (const file of listFiles(from)) {
    const bytes = await readFile(file);
    let clean: Buffer;
    try {
      clean = await withoutMetadata(bytes, loadSharp);
    } catch (error) {
      throw new Error(`${file}: ${(error as Error).message}`, { cause: error });
    }
    const target = join(to, relative(from, file));
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, clean);
    if (clean !== bytes) cleaned++;
  }
  return cleaned;
}
