/** A client folder for the server's tests: each file at its path, folders made as needed. */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

export function clientFolder(
  files: readonly (readonly [path: string, body: string | Buffer])[],
  prefix = "client-",
): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  for (const [path, body] of files) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), body);
  }
  return dir;
}
