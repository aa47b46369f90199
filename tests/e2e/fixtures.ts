/**
 * The end-to-end tests' own `test` and `expect`. Every test:
 * - fails if the page logs a console error or throws an uncaught exception;
 * - runs offline: requests to any host other than this machine fail (the browser resolves no other
 *   host), so no test depends on (or reaches) a third-party service.
 * Also exports `axe(page)`, which fails on any WCAG 2.1 A/AA violation, and `gotoHydrated`.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

import type { AxeResults, ElementContext, RunOptions, Spec } from "axe-core";
import {
  test as base,
  expect,
  type ConsoleMessage,
  type Frame,
  type Page,
  type Request,
} from "@playwright/test";

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

type Options = {
  /**
   * Console errors a test expects, e.g. the browser's own "status of 404" line when the page
   * under test is the 404 page. Anything else still fails the test.
   */
  allowedConsoleErrors: RegExp[];
};

export const test = base.extend<Options & { blockedRequests: string[] }>({
  allowedConsoleErrors: [[], { option: true }],

  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure their first argument
  blockedRequests: async ({}, use) => {
    await use([]);
  },

  context: async ({ context, blockedRequests }, use) => {
    // The browser itself resolves no host but this machine's (`--host-resolver-rules` in
    // playwright.config.ts), so nothing needs intercepting here: interception would turn the HTTP
    // cache off and send every request through the test runner. What failed is recorded.
    const onFailed = (request: Request) => {
      if (!LOCAL_HOSTS.has(new URL(request.url()).hostname)) blockedRequests.push(request.url());
    };
    context.on("requestfailed", onFailed);
    await use(context);
    context.off("requestfailed", onFailed);
  },

  page: async ({ page, allowedConsoleErrors, blockedRequests }, use) => {
    const problems: string[] = [];
    const onConsole = (message: ConsoleMessage) => {
      if (message.type() !== "error") return;
      const text = message.text();
      if (allowedConsoleErrors.some((pattern) => pattern.test(text))) return;
      const { url, lineNumber } = message.location();
      problems.push(`console.error: ${text}${url ? ` (${url}:${lineNumber})` : ""}`);
    };
    const onPageError = (error: Error) => {
      problems.push(`uncaught exception: ${error.stack ?? error.message}`);
    };
    page.on("console", onConsole);
    page.on("pageerror", onPageError);

    await use(page);

    page.off("console", onConsole);
    page.off("pageerror", onPageError);
    const blocked = blockedRequests.length
      ? `\n(requests blocked because they leave this machine: ${blockedRequests.join(", ")})`
      : "";
    expect(problems, `The page reported errors:\n${problems.join("\n")}${blocked}`).toEqual([]);
  },
});

export { expect };

/** The part of axe-core's browser API these tests call. */
interface AxeCore {
  configure(spec: Spec): void;
  run(context: ElementContext, options: RunOptions): Promise<AxeResults>;
}

/**
 * Opens `path` and waits until React has hydrated the prerendered HTML, so that clicks are handled
 * by the client-side router and hover and keyboard handlers are attached. The signal is the effect
 * of React Router's <ScrollRestoration>, which sets `history.scrollRestoration` to "manual" once the
 * app has committed. A path the build did not prerender (a later blog post, an unknown one) opens
 * on the "Loading..." fallback, which hydrates too: the wait goes on until the page it resolves to
 * has replaced it.
 */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}

/** The same wait, for a page or a frame in it (a tour framed by a page of the site). */
export async function waitForHydration(target: Page | Frame) {
  await target.waitForFunction(
    () =>
      window.history.scrollRestoration === "manual" &&
      !document.querySelector("[data-route-pending]"),
  );
}

/**
 * Holds the request for the client entry (which hydrates the page) until `release` is called,
 * which checks the page had not hydrated in the meantime and waits until it has.
 */
export async function holdHydration(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/entry\.client-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return {
    release: async () => {
      const hydrated = await page.evaluate(() => window.history.scrollRestoration === "manual");
      expect(hydrated, "the page hydrated while it was held").toBe(false);
      release();
      await waitForHydration(page);
    },
  };
}

/**
 * Scrolls down a screen at a time, two frames per step, so that every lazy part (pictures, frames,
 * widgets) comes near and starts loading. A frame that does not come within 100 ms (a software
 * compositor busy with big pictures on a loaded machine) does not stop the walk, and the walk
 * ends at the bottom or after 100 screens, whichever is first.
 */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const frame = () =>
      new Promise((resolve) => {
        requestAnimationFrame(() => resolve(undefined));
        setTimeout(resolve, 100);
      });
    for (
      let step = 0;
      step < 100 && window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 1;
      step++
    ) {
      window.scrollBy(0, window.innerHeight);
      await frame();
      await frame();
    }
  });
}

/** axe-core itself, as the page runs it. */
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);
const WCAG_21_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * Runs axe on the page once it is still (or on the parts `include` selects) and fails with a readable
 * list of WCAG 2.1 A/AA violations. A whole page takes axe several seconds on a busy machine: check
 * again only the part that changed.
 *
 * axe is put into each frame of the page once, not at every check, and runs in the page itself
 * (`axe.run`, reaching into same-origin frames). `@axe-core/playwright`'s default instead opens a
 * blank page for every check to assemble the frames' results; it checks the same rules, at twice
 * the cost, for cross-origin frames, which no page here has in the tests (the 3D tours are served
 * from this machine).
 */
export async function axe(page: Page, { include }: { include?: string } = {}) {
  // Contrast measured halfway through a transition (the header's background fading in as the
  // page scrolls) is a colour nobody reads: let every finite animation and transition finish.
  // An endless one (the logo strip's drift) is left running, and a paused one as it stands.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === "running" &&
            animation.effect?.getComputedTiming().endTime !== Infinity,
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  for (const frame of page.frames()) {
    const present = await frame
      .evaluate(() => typeof (window as { axe?: unknown }).axe === "object")
      .catch(() => true);
    if (present) continue;
    await frame.evaluate(axeSource);
    await frame.evaluate(() =>
      (window as unknown as { axe: AxeCore }).axe.configure({ allowedOrigins: ["<same_origin>"] }),
    );
  }
  const results = await page.evaluate(
    ({ include, tags }) =>
      (window as unknown as { axe: AxeCore }).axe.run(include ? { include: [include] } : document, {
        runOnly: { type: "tag", values: tags },
        resultTypes: ["violations"],
      }),
    { include, tags: WCAG_21_AA },
  );
  const violations = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? "unknown impact"}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(" ")}`).join("\n"),
  );
  expect(
    violations,
    `axe found ${violations.length} accessibility violation(s) on ${page.url()}:\n${violations.join("\n")}`,
  ).toEqual([]);
}
