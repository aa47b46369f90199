/**
 * How this project starts Chromium headless, for the end-to-end tests and for rendering the
 * pictures from the 3D models: Debian's Chromium when present (CI installs it), or the one in
 * `CHROMIUM_PATH`; otherwise Playwright's own browser.
 */
import { existsSync } from "node:fs";

export const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

/**
 * The browser the end-to-end tests drive: Chromium's headless shell when it is installed
 * (Debian's `chromium-headless-shell`, the same engine without the desktop browser around it,
 * and what Playwright itself runs headless), else the browser above. The shell runs the suite's
 * pages about 1.7 times as fast on two cores. `CHROMIUM_PATH` overrides both.
 */
export const testChromiumPath =
  process.env.CHROMIUM_PATH ??
  (existsSync("/usr/bin/chromium-headless-shell")
    ? "/usr/bin/chromium-headless-shell"
    : chromiumPath);

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  // WebGL in software (SwiftShader) for the 3D studio: there is no GPU here, and Chromium no
  // longer falls back to software WebGL on its own.
  "--enable-unsafe-swiftshader",
];
