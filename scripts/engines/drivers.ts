/**
 * One small way to drive three browsers: Chromium and Firefox through puppeteer-core (Firefox over
 * WebDriver BiDi), and WebKitGTK's MiniBrowser through WebKitWebDriver (W3C WebDriver, spoken
 * here with plain `fetch`). The visitor paths (`paths.ts`) use only what all three can do: open an
 * address, run a script in the page, click an element and type into one as a visitor does.
 *
 * Scripts run in the page are strings, not functions: tsx's compiled functions carry helpers that
 * do not exist in the page. Each script is a function body; `args` holds its arguments, and the
 * helpers of `PAGE_HELPERS` are in scope.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";

import puppeteer, { type Browser, type ElementHandle, type Page } from "puppeteer-core";

import { chromiumArgs, chromiumPath } from "../chromium";

export type EngineName = "chromium" | "firefox" | "webkit";

export interface Driver {
  readonly engine: EngineName;
  /** The browser's own name and version, as it reports them. */
  readonly version: string;
  goto(url: string): Promise<void>;
  /** Runs `body` in the page (with `args` and the helpers in scope) and returns its result. */
  run<T>(body: string, ...args: unknown[]): Promise<T>;
  /** Clicks the element `find` (a script body returning an element) returns, as a pointer does. */
  click(find: string, ...args: unknown[]): Promise<void>;
  /** Selects everything in the field `find` returns and types `text` in its place. */
  type(find: string, text: string, ...args: unknown[]): Promise<void>;
  /** Sets the size of the page's viewport (WebKit: of the window, which holds it). */
  resize(width: number, height: number): Promise<void>;
  /** Console errors and uncaught exceptions since the last call (none reported in WebKit). */
  takeErrors(): string[];
  close(): Promise<void>;
}

/** Helpers every page script may use. */
export const PAGE_HELPERS = `
  const norm = (text) => (text ?? "").replace(/[\\s\\u00a0\\u202f\\u2060]+/g, " ").trim();
  const $ = (selector, root = document) => root.querySelector(selector);
  const $$ = (selector, root = document) => [...root.querySelectorAll(selector)];
  const byText = (selector, pattern, root = document) =>
    $$(selector, root).find((element) => new RegExp(pattern).test(norm(element.textContent)));
  const visible = (element) => {
    if (!element) return false;
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return box.width > 0 && box.height > 0 && style.visibility === "visible";
  };
  const description = (element) =>
    norm((element.getAttribute("aria-describedby") ?? "").split(/\\s+/).filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? "").join(" "));
  const hydrated = () =>
    window.history.scrollRestoration === "manual" && !document.querySelector("[data-route-pending]");
`;

const wrap = (body: string, args: unknown[]) =>
  `(() => { const args = ${JSON.stringify(args)}; ${PAGE_HELPERS}\n${body}\n})()`;

/** A free TCP port on this machine. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}

/**
 * A virtual X display for the browsers that need one: WebKitGTK's MiniBrowser has no headless
 * mode, and Firefox draws WebGL (in software, llvmpipe) only with a display, not headless. Started
 * once, on first use; stopped by `stopDisplay`.
 */
let display: { name: string; process: ChildProcess } | undefined;

async function virtualDisplay(): Promise<string> {
  if (display) return display.name;
  const xvfb = spawn(
    "Xvfb",
    ["-displayfd", "3", "-screen", "0", "1920x1080x24", "-nolisten", "tcp"],
    {
      detached: true,
      stdio: ["ignore", "ignore", "ignore", "pipe"],
    },
  );
  const name = await new Promise<string>((resolve, reject) => {
    let text = "";
    const pipe = xvfb.stdio[3] as NodeJS.ReadableStream;
    pipe.on("data", (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes("\n")) resolve(`:${text.trim()}`);
    });
    xvfb.once("error", reject);
    xvfb.once("exit", (code) => reject(new Error(`Xvfb stopped (${code})`)));
  });
  display = { name, process: xvfb };
  return name;
}

export function stopDisplay() {
  if (display?.process.pid) {
    try {
      process.kill(-display.process.pid);
    } catch {
      // Already stopped.
    }
  }
  display = undefined;
}

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";
export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? "/usr/bin/WebKitWebDriver";
const XVFB_PATH = "/usr/bin/Xvfb";
export const MINIBROWSER_PATH =
  process.env.MINIBROWSER_PATH ?? "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

/** What is missing to drive `engine` here, with how to install it; undefined when nothing is. */
export function missing(engine: EngineName): string | undefined {
  if (engine === "chromium")
    return chromiumPath ? undefined : "Chromium (apt-get install chromium, or set CHROMIUM_PATH)";
  if (engine === "firefox")
    return [FIREFOX_PATH, XVFB_PATH].every((path) => existsSync(path))
      ? undefined
      : `Firefox ESR at ${FIREFOX_PATH} and Xvfb (apt-get install firefox-esr xvfb)`;
  const needs = [WEBKIT_DRIVER_PATH, MINIBROWSER_PATH, XVFB_PATH].filter(
    (path) => !existsSync(path),
  );
  return needs.length ? `${needs.join(", ")} (apt-get install webkit2gtk-driver xvfb)` : undefined;
}

class PuppeteerDriver implements Driver {
  private errors: string[] = [];

  constructor(
    readonly engine: EngineName,
    readonly version: string,
    private readonly browser: Browser,
    private readonly page: Page,
  ) {
    page.on("console", (message) => {
      if (message.type() === "error") this.errors.push(`console.error: ${message.text()}`);
    });
    page.on("pageerror", (error) => {
      this.errors.push(`uncaught exception: ${error instanceof Error ? error.message : error}`);
    });
  }

  async goto(url: string) {
    await this.page.goto(url, { waitUntil: "load", timeout: 60_000 });
  }

  run<T>(body: string, ...args: unknown[]): Promise<T> {
    return this.page.evaluate(wrap(body, args)) as Promise<T>;
  }

  private async element(find: string, args: unknown[]): Promise<ElementHandle<Element>> {
    const handle = await this.page.evaluateHandle(wrap(find, args));
    const element = handle.asElement() as ElementHandle<Element> | null;
    if (!element) throw new Error(`no element for: ${find.trim()} ${JSON.stringify(args)}`);
    return element;
  }

  async click(find: string, ...args: unknown[]) {
    const element = await this.element(find, args);
    await element.scrollIntoView();
    await element.click();
  }

  async type(find: string, text: string, ...args: unknown[]) {
    const element = await this.element(find, args);
    await element.scrollIntoView();
    await element.click();
    await this.page.keyboard.down("Control");
    await this.page.keyboard.press("a");
    await this.page.keyboard.up("Control");
    await this.page.keyboard.press("Backspace");
    if (text) await element.type(text);
  }

  async resize(width: number, height: number) {
    await this.page.setViewport({ width, height });
  }

  takeErrors() {
    return this.errors.splice(0);
  }

  async close() {
    await this.browser.close();
  }
}

export async function launchChromium(): Promise<Driver> {
  const browser = await puppeteer.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      ...chromiumArgs,
      "--lang=en-ZA",
      // Offline, as in the end-to-end tests: no host resolves but this machine.
      "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
    ],
    defaultViewport: { width: 1440, height: 900 },
  });
  const page = await browser.newPage();
  return new PuppeteerDriver("chromium", await browser.version(), browser, page);
}

export async function launchFirefox(): Promise<Driver> {
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX_PATH,
    headless: false,
    env: { ...process.env, DISPLAY: await virtualDisplay(), MOZ_CRASHREPORTER_DISABLE: "1" },
    defaultViewport: { width: 1440, height: 900 },
    extraPrefsFirefox: {
      // A South African visitor's browser: the locale a number field would follow.
      "intl.locale.requested": "en-ZA",
      "intl.accept_languages": "en-ZA, en",
      // Offline: no host but this machine is reached.
      "network.dns.disableIPv6": true,
      "network.proxy.type": 0,
    },
  });
  const page = (await browser.pages())[0] ?? (await browser.newPage());
  return new PuppeteerDriver("firefox", await browser.version(), browser, page);
}

const ELEMENT_KEY = "element-6066-11e4-a52e-4f735466cecf";

/** WebKitGTK's MiniBrowser through WebKitWebDriver, on the virtual X display. */
class WebDriverDriver implements Driver {
  readonly engine = "webkit" as const;

  constructor(
    readonly version: string,
    private readonly base: string,
    private readonly server: ChildProcess,
  ) {}

  private async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers: { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json()) as { value: T & { error?: string; message?: string } };
    if (!response.ok) {
      throw new Error(`WebDriver ${method} ${path}: ${json.value?.error} ${json.value?.message}`);
    }
    return json.value;
  }

  async goto(url: string) {
    await this.call("POST", "/url", { url });
    await this.installErrorHook();
  }

  /** WebDriver classic reports no console: errors after load are recorded by the page itself. */
  private async installErrorHook() {
    await this.run(`
      if (window.__engineErrors) return;
      window.__engineErrors = [];
      const error = console.error.bind(console);
      console.error = (...parts) => { window.__engineErrors.push("console.error: " + parts.join(" ")); error(...parts); };
      window.addEventListener("error", (event) => window.__engineErrors.push("uncaught exception: " + event.message));
      window.addEventListener("unhandledrejection", (event) => window.__engineErrors.push("unhandled rejection: " + event.reason));
    `);
  }

  run<T>(body: string, ...args: unknown[]): Promise<T> {
    return this.call<T>("POST", "/execute/sync", {
      script: `return ${wrap(body, args)}`,
      args: [],
    });
  }

  private async element(find: string, args: unknown[]): Promise<string> {
    const found = await this.run<Record<string, string> | null>(find, ...args);
    const id = found?.[ELEMENT_KEY];
    if (!id) throw new Error(`no element for: ${find.trim()} ${JSON.stringify(args)}`);
    return id;
  }

  async click(find: string, ...args: unknown[]) {
    const id = await this.element(find, args);
    await this.call("POST", `/element/${id}/click`, {});
  }

  async type(find: string, text: string, ...args: unknown[]) {
    const id = await this.element(find, args);
    // Control+A (released by the null key), Backspace, then the text: three calls, as WebKit
    // drops the whole sequence when they come in one.
    for (const keys of ["\uE009a\uE000", "\uE003", text].filter(Boolean)) {
      await this.call("POST", `/element/${id}/value`, { text: keys });
    }
  }

  async resize(width: number, height: number) {
    await this.call("POST", "/window/rect", { width, height });
  }

  takeErrors() {
    // Read synchronously is not possible over HTTP: `collectErrors` does it between steps.
    return this.pending.splice(0);
  }

  private pending: string[] = [];

  /** Moves what the page recorded into the errors `takeErrors` returns. */
  async collectErrors() {
    const found = await this.run<string[] | null>(
      "const found = window.__engineErrors ?? []; window.__engineErrors = []; return found;",
    ).catch(() => null);
    if (found) this.pending.push(...found);
  }

  async close() {
    await this.call("DELETE", "").catch(() => undefined);
    if (this.server.pid) {
      try {
        process.kill(-this.server.pid);
      } catch {
        // Already gone.
      }
    }
  }
}

export async function launchWebKit(): Promise<Driver> {
  const port = await freePort();
  const server = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`], {
    detached: true,
    stdio: "ignore",
    env: { ...process.env, DISPLAY: await virtualDisplay(), LANG: "en_ZA.UTF-8" },
  });
  const root = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    try {
      const status = await fetch(`${root}/status`);
      if (status.ok) break;
    } catch {
      // Not listening yet.
    }
    if (tries > 100) throw new Error("WebKitWebDriver did not start");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const response = await fetch(`${root}/session`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      capabilities: {
        alwaysMatch: {
          browserName: "MiniBrowser",
          "webkitgtk:browserOptions": { binary: MINIBROWSER_PATH, args: ["--automation"] },
        },
      },
    }),
  });
  const session = (await response.json()) as {
    value: { sessionId: string; capabilities: { browserName: string; browserVersion: string } };
  };
  const { sessionId, capabilities } = session.value;
  const driver = new WebDriverDriver(
    `${capabilities.browserName} (WebKitGTK) ${capabilities.browserVersion}`,
    `${root}/session/${sessionId}`,
    server,
  );
  await driver.resize(1440, 1000);
  return driver;
}

/** Moves WebKit's recorded errors where `takeErrors` finds them; nothing to do elsewhere. */
export async function collectErrors(driver: Driver) {
  if (driver instanceof WebDriverDriver) await driver.collectErrors();
}

export function launch(engine: EngineName): Promise<Driver> {
  if (engine === "chromium") return launchChromium();
  if (engine === "firefox") return launchFirefox();
  return launchWebKit();
}

/** Waits until `body` returns something truthy in the page, and returns it. */
export async function waitFor<T>(
  driver: Driver,
  what: string,
  body: string,
  args: unknown[] = [],
  timeout = 15_000,
): Promise<T> {
  const until = Date.now() + timeout;
  let last: unknown;
  for (;;) {
    try {
      const value = await driver.run<T>(body, ...args);
      if (value) return value;
      last = value;
    } catch (error) {
      // A page on its way elsewhere cannot run scripts for a moment.
      last = error instanceof Error ? error.message : error;
    }
    if (Date.now() > until)
      throw new Error(`timed out waiting for ${what} (last: ${String(last)})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Opens `url` and waits until React has hydrated it (as the end-to-end tests' `gotoHydrated`). */
export async function gotoHydrated(driver: Driver, url: string) {
  await driver.goto(url);
  await waitFor(driver, `${url} to hydrate`, "return hydrated();", [], 30_000);
}
