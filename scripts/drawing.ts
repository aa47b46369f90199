/**
 * A picture the build draws itself rather than renders or is given: a plan or an elevation
 * (`scripts/plans/`), the share card, or a committed illustration (`content/illustrations/`). The
 * image pipeline rasterises it with sharp (librsvg) and encodes it like any other source.
 *
 * Drawings are plain SVG strings and deterministic: numbers are rounded by `n()` and no system font
 * is used (lettering is drawn with the stroke alphabet in `scripts/plans/lettering.ts`), so the same
 * input gives the same bytes on every machine.
 */

export interface Drawing {
  /** Pixel size of the source the pipeline resizes from. */
  width: number;
  height: number;
  /**
   * A complete SVG document of exactly width × height, or, for a picture composed round a
   * rendered one (the share card), its PNG.
   */
  render: () => string | Promise<Buffer>;
}

/** A drawing's source bytes: its SVG's text, or its PNG. */
export async function drawingBytes(drawing: Drawing): Promise<Buffer> {
  const drawn = drawing.render();
  return typeof drawn === "string" ? Buffer.from(drawn, "utf8") : drawn;
}

/** The site's colours that the drawings use. */
export const palette = {
  ink: "#1f1b18",
  linen: "#ece4d8",
  birch: "#d8c6a6",
  emberGlow: "#e8834a",
  glacierDeep: "#4f7685",
  line: "#4a3f36",
} as const;

/** Round for compact, stable SVG output. */
export function n(value: number): string {
  return (Math.round(value * 10) / 10).toString();
}

export function svgDocument(width: number, height: number, body: string, defs = ""): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

type Stop = readonly [offset: number, color: string, opacity?: number];

function stops(list: readonly Stop[]): string {
  return list
    .map(
      ([offset, color, opacity]) =>
        `<stop offset="${n(offset)}" stop-color="${color}"${opacity === undefined ? "" : ` stop-opacity="${n(opacity)}"`}/>`,
    )
    .join("");
}

/** A linear gradient in object space; the default runs top to bottom. */
export function linear(
  id: string,
  list: readonly Stop[],
  { x1 = 0, y1 = 0, x2 = 0, y2 = 1 }: { x1?: number; y1?: number; x2?: number; y2?: number } = {},
): string {
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`;
}

/** A radial gradient in object space, centred by default. */
export function radial(
  id: string,
  list: readonly Stop[],
  { cx = 0.5, cy = 0.5, r = 0.5 }: { cx?: number; cy?: number; r?: number } = {},
): string {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops(list)}</radialGradient>`;
}
