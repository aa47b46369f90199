/**
 * `npm start`: builds the site if there is no build yet, then serves `build/client` (or the folder
 * CLIENT_DIR names), moving to each newer build as it is made live (scripts/release.ts), on PORT
 * (default 3000) with the service stand-ins for whatever third-party service is not configured. A build of the content studio's drafts is served only behind its
 * password (`SITE_DRAFTS_PASSWORD`, server/drafts-gate.ts).
 *
 * `npm start` runs this file in Node itself (tsx as a loader, not a process of its own), so the
 * signal a container stop or Ctrl+C sends reaches the server. It also stops when the process that
 * started it goes away (it is handed to another parent), rather than serving on unwatched.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, realpathSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import { loadEnv } from "./env";

const projectDir = fileURLToPath(new URL("..", import.meta.url));
/** The live build: `build/client`, a link to the latest release that passed (scripts/release.ts). */
const clientLink = resolve(projectDir, process.env.CLIENT_DIR?.trim() || "build/client");
/** How often the server looks whether a newer build has been made live. */
const RELEASE_POLL_MS = 1_000;

/**
 * How long requests in progress (an enquiry still arriving, a page still being sent) may take to
 * finish once the server is asked to stop. With the flush below, it stays inside the 10 s a
 * container stop waits before it kills.
 */
const SHUTDOWN_GRACE_MS = 7_000;
/** How long enquiries still being written may take to reach the file before the server exits. */
const FLUSH_GRACE_MS = 2_000;
/**
 * A second signal within this long of the first is the same request to stop, delivered twice: a
 * terminal's Ctrl+C and a stop sent to the process group reach npm and this process both, and npm
 * passes its copy on. Only a signal after it forces the server to exit at once.
 */
const REPEAT_SIGNAL_MS = 1_500;

// Configuration comes from the environment (and .env); a bad value stops the server here.
const env = loadEnv();

if (!existsSync(`${clientLink}/index.html`)) {
  console.log(
    "No build found: running `npm run build` first. The first build takes about a minute (the pictures come encoded; only photographs of your own are encoded, then cached); its steps follow.",
  );
  const started = Date.now();
  const build = spawnSync("npm", ["run", "build"], { cwd: projectDir, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
  console.log(`Built in ${Math.round((Date.now() - started) / 1000)} s.`);
}

// Imported after the configuration is loaded: app modules read it when they load.
const { createSiteHandler, serverAnswers } = await import("./static-server");
const { serviceStandIns } = await import("./services");
const { logError } = await import("./log");
const { draftsBuild, showsDraftsBar } = await import("../app/config/drafts");
const { DRAFTS_ANSWERS, draftsGate, draftsPassword } = await import("./drafts-gate");
const { parseTrustProxy } = await import("./client-address");

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
const services = serviceStandIns(env);
// The release being served, by its own folder: it stays the one served, whole, until a newer
// build has passed and been made live, however long that build takes.
let clientDir = realpathSync(clientLink);
const isDraftsBuild = (folder: string) =>
  showsDraftsBar(readFileSync(`${folder}/index.html`, "utf8"));

// The editors' preview of drafts is for editors only, whether this process's configuration says
// it is one or the build on disk does (built with SITE_DRAFTS=true, served without it).
const draftsOnDisk = isDraftsBuild(clientDir);
let password: string | undefined;
if (draftsBuild || draftsOnDisk) {
  try {
    password = draftsPassword(process.env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
// Every answer of the preview, however it comes about (a page, a file, a refusal, a request too
// malformed to reach a handler), asks not to be indexed and is kept by no shared cache.
const everyAnswer = password ? DRAFTS_ANSWERS : {};
let siteHandler = createSiteHandler({ clientDir, env, services, ...everyAnswer });
const serveSite = (req: IncomingMessage, res: ServerResponse) => siteHandler(req, res);
const handler = password
  ? draftsGate(password, serveSite, { trustProxy: parseTrustProxy(process.env.TRUST_PROXY) })
  : serveSite;
const outsideHandler = serverAnswers(everyAnswer);

// A rebuild (after a publish) makes a new release live by pointing `build/client` at it; the
// server moves to it once it is complete and readable. One it cannot serve is logged, once, and
// the previous build goes on being served.
let refused: string | undefined;
setInterval(() => {
  let latest: string;
  try {
    latest = realpathSync(clientLink);
  } catch {
    return;
  }
  if (latest === clientDir || latest === refused) return;
  try {
    if (!password && isDraftsBuild(latest)) {
      throw new Error("it is a preview of drafts, which this server has no password to guard");
    }
    siteHandler = createSiteHandler({ clientDir: latest, env, services, ...everyAnswer });
    clientDir = latest;
    console.log(`Now serving the new build in ${relative(projectDir, latest)}`);
  } catch (error) {
    refused = latest;
    logError(
      `Still serving ${relative(projectDir, clientDir)}; the new build cannot be served`,
      error,
    );
  }
}, RELEASE_POLL_MS).unref();

// Node's defaults give a client 60 s to send its headers and 5 minutes for the whole request,
// and check only every 30 s: room for a few hundred idle connections to tie the server up.
// Every legitimate request here is small.
const server = createServer(
  {
    headersTimeout: 10_000,
    requestTimeout: 20_000,
    connectionsCheckingInterval: 1_000,
    keepAliveTimeout: 5_000,
  },
  (req, res) => void handler(req, res),
);
// A connection that neither sends nor reads for this long is closed.
server.setTimeout(30_000);
server.on("clientError", outsideHandler.clientError);
server.on("connect", outsideHandler.connect);
server.on("checkExpectation", outsideHandler.checkExpectation);
// Before it listens, an error (the port is taken) stops the server; afterwards (running out of
// file descriptors while accepting a connection) it is logged and the server goes on.
server.on("error", (error) => {
  if (server.listening) return logError("Server error", error);
  logError(`Could not serve on ${host}:${port}`, error);
  process.exit(1);
});
server.listen(port, host, () => {
  const what = password ? "The preview of drafts" : env.SITE_NAME;
  console.log(`${what} is being served on http://localhost:${port}`);
});

// Whatever escapes a request's own handling is logged on one line, and the server keeps serving:
// a site that stays up for everybody else matters more here than one request's failure.
process.on("uncaughtException", (error) => logError("Uncaught exception", error));
process.on("unhandledRejection", (reason) => logError("Unhandled rejection", reason));

let stopAskedAt: number | undefined;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    // Asked again, well after the first request: the operator wants it gone now.
    if (stopAskedAt !== undefined && performance.now() - stopAskedAt > REPEAT_SIGNAL_MS) {
      return exitNow(signal);
    }
    stop(signal);
  });
}

// Handed to another parent (the process that started it has gone): nobody is watching this server
// any more, so it stops as if it had been asked to, with the same grace. npm passes a stop on to
// this process and then leaves, so this often follows a signal; it never cuts that stop short.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) stop("SIGTERM");
}, 500).unref();

/**
 * Stops taking connections, lets the requests in progress finish (an enquiry still being sent
 * included: its answer is the visitor's only word that it was kept), for a few seconds at most,
 * waits for the enquiries accepted to reach the file, then exits. Asked again, it goes on as it
 * was.
 */
function stop(signal: NodeJS.Signals): void {
  if (stopAskedAt !== undefined) return;
  stopAskedAt = performance.now();
  server.close(() => {
    const flushed = Promise.all(services.map((service) => service.settled?.()));
    const deadline = new Promise((done) => setTimeout(done, FLUSH_GRACE_MS).unref());
    void Promise.race([flushed, deadline]).then(() => exitNow(signal));
  });
  // A connection whose last answer has gone out is closed as soon as it is idle, so that the
  // server waits for requests in progress only, not for clients that keep connections open.
  server.closeIdleConnections();
  const idle = setInterval(() => server.closeIdleConnections(), 100).unref();
  setTimeout(() => {
    clearInterval(idle);
    server.closeAllConnections();
  }, SHUTDOWN_GRACE_MS).unref();
}

/**
 * Exits. A file write still under way by now has most likely stalled (a hung disk), and holds a
 * thread that a normal exit waits for, for ever; the signal's own default action ends the
 * process regardless.
 */
function exitNow(signal: NodeJS.Signals): void {
  if (!services.some((service) => service.writing?.())) process.exit(0);
  process.removeAllListeners(signal);
  process.kill(process.pid, signal);
}
