/**
 * The illustrations committed as files in `content/illustrations/`: the about page's and the
 * blog's studies, vector drawings that show no item of the range (those are rendered from their
 * models). A file's path without `.svg` is its id; its size is its root's `width` and `height`.
 * Where each came from is `content/illustrations/README.md`. A photograph with the same id
 * replaces one, as it does any picture.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";

import type { Drawing } from "../drawing";

const ILLUSTRATIONS_DIR = fileURLToPath(new URL("../../content/illustrations/", import.meta.url));

/** The pixel size an SVG document declares on its root element. */
function svgSize(svg: string, file: string): { width: number; height: number } {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0];
  const size = (name: string) => Number(new RegExp(`\\s${name}="(\\d+)"`).exec(root ?? "")?.[1]);
  const [width, height] = [size("width"), size("height")];
  if (!(width > 0 && height > 0))
    throw new Error(`${file}: its <svg> needs a width and a height in pixels.`);
  return { width, height };
}

/** Every illustration by id, read from `dir`. */
export function readIllustrations(dir = ILLUSTRATIONS_DIR): Record<string, Drawing> {
  const out: Record<string, Drawing> = {};
  const files = readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".svg"))
    .sort();
  for (const name of files) {
    const file = join(dir, name);
    const svg = readFileSync(file, "utf8");
    const id = relative(dir, file).split(sep).join("/").slice(0, -".svg".length);
    out[id] = { ...svgSize(svg, name), render: () => svg };
  }
  return out;
}
