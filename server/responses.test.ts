// @vitest-environment node
import { once } from "node:events";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

import { expect, it } from "vitest";

import { clearHeaders, forEveryAnswer, sendText } from "./responses";

/** The headers of the one answer `handler` gives. */
async function answerOf(handler: (req: IncomingMessage, res: ServerResponse) => void) {
  const server = createServer(handler);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  try {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/`);
    await response.arrayBuffer();
    return response.headers;
  } finally {
    server.closeAllConnections();
    server.close();
  }
}

it("keeps the headers every answer carries when a failed answer's headers are dropped", async () => {
  const headers = await answerOf((_req, res) => {
    forEveryAnswer(res, { alwaysHeaders: { "X-Robots-Tag": "noindex, nofollow" } });
    res.setHeader("ETag", '"of-a-file-that-failed"');
    clearHeaders(res);
    res.end();
  });
  expect(headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
  expect(headers.get("ETag")).toBeNull();
});

it("marks its own answers for no shared cache where every answer must be", async () => {
  const shared = await answerOf((_req, res) => sendText(res, 404, "Not found"));
  expect(shared.get("Cache-Control")).toBe("no-store");
  const kept = await answerOf((_req, res) => {
    forEveryAnswer(res, { privateCache: true });
    forEveryAnswer(res, { alwaysHeaders: { "X-Robots-Tag": "noindex" } });
    sendText(res, 404, "Not found");
  });
  expect(kept.get("Cache-Control")).toBe("private, no-store");
  expect(kept.get("X-Robots-Tag")).toBe("noindex");
});
