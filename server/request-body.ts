/** Reading a request's body for the service stand-ins, with a limit on its size. */
import type { IncomingMessage } from "node:http";

/**
 * The request body as UTF-8 text, or undefined as soon as it grows past `maxBytes` (the rest is
 * not read).
 */
export async function readBody(
  req: IncomingMessage,
  maxBytes: number,
): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += buffer.length;
    if (size > maxBytes) return undefined;
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}
