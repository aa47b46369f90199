/**
 * Hydration after the first paint (run by postbuild on every prerendered page; see
 * docs/decisions/010-hydration-after-first-paint.md).
 *
 * React Router writes into each page a `<link rel="modulepreload">` for every module the page needs
 * and an inline module script that imports the route modules, then the client entry, which
 * hydrates. The browser fetches all of that (about 120 KB gzip) alongside the stylesheet, the fonts
 * and the hero picture, and hydration runs as soon as it has arrived, often before the first paint.
 * The prerendered HTML is complete and its links work without JavaScript, so the page can be shown
 * first and hydrated a frame later: this rewrites the bootstrap so that it waits for the first
 * frame, then adds the same module preloads and imports the same modules, in the same order.
 */

/** React Router's bootstrap: the one inline module script of a prerendered page. */
const BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const STATIC_IMPORT = /^import (?:\* as ([\w$]+) from )?"([^"]+)";\n?/gm;

/**
 * Waits until the browser has painted once (a task after the first animation frame), or not at
 * all in a tab that is hidden, where animation frames wait for the tab to be shown.
 */
const AFTER_FIRST_PAINT =
  'await new Promise((go) => document.visibilityState === "hidden" ? go() : requestAnimationFrame(() => setTimeout(go)));';

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

  const bindings = imports.map(({ binding }, index) => binding ?? `_${index}`).join(", ");
  const deferred = [
    AFTER_FIRST_PAINT,
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    `const [${bindings}] = await Promise.all([${imports
      .map(({ url }) => `import(${JSON.stringify(url)})`)
      .join(", ")}]);`,
    rest.trim(),
  ].join("\n");

  return html
    .replace(MODULE_PRELOAD, "")
    .replace(script, () => `<script type="module" async="">${deferred}</script>`);
}
