/**
 * Hydration after the first paint (run by postbuild on every prerendered page; see
 * docs/decisions/010-hydration-after-first-paint.md).
 *
 * React Router writes into each page a `<link rel="modulepreload">` for every module the page needs
 * and an inline module script that imports the route modules, then the client entry, which
 * hydrates. The browser fetches all of that (about 120 KB gzip) alongside the stylesheet, the fonts
 * and the hero picture, and hydration runs as soon as it has arrived, often before the first paint.
 * The prerendered HTML is complete and its links work without JavaScript, so the page can be shown
 * first and hydrated a frame later: this rewrites the bootstrap so that it waits for the fonts and
 * the first frame (and the page's leading picture, briefly), then adds the same module preloads and imports the same modules, one task each, with
 * the client entry last.
 */

/** React Router's bootstrap: the one inline module script of a prerendered page. */
const BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const STATIC_IMPORT = /^import (?:\* as ([\w$]+) from )?"([^"]+)";\n?/gm;

/**
 * Waits until the page's fonts have arrived and the browser has painted once with them (a task
 * after the next animation frame), so the first view is drawn in its own type before any script
 * competes for the main thread; in a hidden tab, where animation frames wait for the tab to be
 * shown, it does not wait for a frame.
 */
const AFTER_FIRST_PAINT =
  'await document.fonts?.ready;\nawait new Promise((go) => document.visibilityState === "hidden" ? go() : requestAnimationFrame(() => setTimeout(go)));';

/**
 * Waits, for at most two seconds, for the page's leading picture (the one image it fetches with
 * high priority) to arrive and decode, so that on a slow connection its bytes are not shared with
 * the JavaScript's. A picture that fails, or a page without one, does not hold hydration.
 */
const AFTER_LEADING_PICTURE =
  'const lead = document.querySelector("img[fetchpriority=high]");\nif (lead && !lead.complete) await Promise.race([lead.decode().catch(() => {}), new Promise((go) => setTimeout(go, 2000))]);';

/** Yields to the browser: `scheduler.yield()` where there is one, a new task otherwise. */
const NEXT_TASK =
  "const nextTask = () => globalThis.scheduler?.yield?.() ?? new Promise((go) => setTimeout(go));";

export class UnexpectedBootstrapError extends Error {}

export function deferHydration(html: string): string {
  const bootstraps = [...html.matchAll(BOOTSTRAP)];
  if (bootstraps.length !== 1) {
    throw new UnexpectedBootstrapError(
      `expected one React Router bootstrap script, found ${bootstraps.length}`,
    );
  }
  const [script = "", body = ""] = bootstraps[0]!;
  const imports = [...body.matchAll(STATIC_IMPORT)].map(([, binding, url = ""]) => ({
    binding,
    url,
  }));
  const rest = body.replace(STATIC_IMPORT, "");
  if (imports.length === 0 || /^import\s/m.test(rest) || !/\bimport\("/.test(rest)) {
    throw new UnexpectedBootstrapError(`unexpected bootstrap script: ${body.slice(0, 200)}`);
  }
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map(([, href = ""]) => href);

  const entry = /\bimport\("([^"]+)"\)/.exec(rest)?.[1];
  const bindings = imports.map(({ binding }, index) => binding ?? `_${index}`).join(", ");
  const deferred = [
    AFTER_LEADING_PICTURE,
    AFTER_FIRST_PAINT,
    `const modules = ${JSON.stringify(preloads)};`,
    NEXT_TASK,
    // One preload per task: starting a request costs the main thread a few milliseconds on a slow
    // phone, and twenty of them in one task held it for over 100 ms.
    'for (const href of modules) { document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href })); await nextTask(); }',
    // Each module (with what it imports) is evaluated in a task of its own, the framework's
    // 100 KB apart from the site's code, so that no single task keeps the page from responding.
    `for (const href of modules) if (href !== ${JSON.stringify(entry)}) { await import(href); await nextTask(); }`,
    `const [${bindings}] = await Promise.all([${imports
      .map(({ url }) => `import(${JSON.stringify(url)})`)
      .join(", ")}]);`,
    rest.trim().replace(/\bimport\("/, 'await nextTask();\nimport("'),
  ].join("\n");

  return html
    .replace(MODULE_PRELOAD, "")
    .replace(script, () => `<script type="module" async="">${deferred}</script>`);
}
