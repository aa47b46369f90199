import type { BrowserContext, Page } from "@playwright/test";

/**
 * Makes the page's browser answer as one without WebGL would (switched off, or no graphics
 * driver): `getContext("webgl…")` returns null; 2D canvases still work.
 */
export async function withoutWebGL(target: Page | BrowserContext) {
  await target.addInitScript(() => {
    const getContext = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (
      this: HTMLCanvasElement,
      type: string,
      ...rest: unknown[]
    ) {
      if (/webgl/i.test(type)) return null;
      return (getContext as (...args: unknown[]) => unknown).call(this, type, ...rest);
    } as typeof getContext;
  });
}
