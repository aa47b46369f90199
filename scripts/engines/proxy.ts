/**
 * A small HTTP proxy in front of `npm start` that makes services fail on demand, for browsers
 * whose driver cannot intercept requests (WebDriver classic): the first request for the 3D
 * viewer's code after `failNextViewer()` is answered 503, and while `failSends` is set the enquiry
 * service answers 500. Everything else passes through unchanged.
 */
import { createServer, request, type Server } from "node:http";

import { EMAILJS_SEND_PATH } from "../../app/contact/embedded";

/** The 3D viewer's code, fetched on 'View in 3D' (as the end-to-end tests name it). */
export const VIEWER_CHUNK = /^\/assets\/scene-stage-[\w-]+\.js$/;

export interface FailingProxy {
  readonly url: string;
  /** The next request for the viewer's code fails; returns nothing. */
  failNextViewer(): void;
  /** Requests for the viewer's code since `failNextViewer`, each with how it was answered. */
  readonly viewerRequests: { path: string; failed: boolean }[];
  /** While true, every enquiry sent is answered 500. */
  failSends: boolean;
  close(): Promise<void>;
}

export function startProxy(port: number, target: number): Promise<FailingProxy> {
  let failViewer = false;
  const state = {
    failSends: false,
    viewerRequests: [] as { path: string; failed: boolean }[],
  };

  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://localhost").pathname;
    if (VIEWER_CHUNK.test(path)) {
      state.viewerRequests.push({ path, failed: failViewer });
      if (failViewer) {
        failViewer = false;
        res.writeHead(503, { "content-type": "text/plain", "cache-control": "no-store" });
        res.end("Service unavailable");
        return;
      }
    }
    if (state.failSends && path === EMAILJS_SEND_PATH && req.method === "POST") {
      req.resume();
      res.writeHead(500, { "content-type": "text/plain", "cache-control": "no-store" });
      res.end("Internal error");
      return;
    }
    const upstream = request(
      { host: "127.0.0.1", port: target, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });

  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () =>
      resolve({
        url: `http://localhost:${port}`,
        failNextViewer() {
          failViewer = true;
          state.viewerRequests.length = 0;
        },
        get viewerRequests() {
          return state.viewerRequests;
        },
        get failSends() {
          return state.failSends;
        },
        set failSends(value: boolean) {
          state.failSends = value;
        },
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    );
  });
}
