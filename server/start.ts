/**
 * `npm start`: builds the site if there is no build yet, then serves `build/client` on PORT
 * (default 3000) with the service stand-ins for whatever third-party service is not configured.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";

import { loadEnv } from "./env";

const projectDir = fileURLToPath(new URL("..", import.meta.url));
const clientDir = fileURLToPath(new URL("../build/client", import.meta.url));

// Configuration comes from the environment (and .env); a bad value stops the server here.
const env = loadEnv();

if (!existsSync(`${clientDir}/index.html`)) {
  console.log("No build found: running `npm run build` first.");
  const build = spawnSync("npm", ["run", "build"], { cwd: projectDir, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Imported after the configuration is loaded: app modules read it when they load.
const { answerClientError, createSiteHandler } = await import("./static-server");
const { serviceStandIns } = await import("./services");

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
const handler = createSiteHandler({ clientDir, env, services: serviceStandIns(env) });
const server = createServer((req, res) => void handler(req, res));
server.on("clientError", answerClientError);
server.listen(port, host, () => {
  console.log(`${env.SITE_NAME} is being served on http://localhost:${port}`);
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
