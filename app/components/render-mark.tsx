/**
 * The small "Render" in a corner of a picture drawn from the 3D models, so that nobody takes a
 * visualisation for a photograph of a room that was built. `Picture` draws it for every image the
 * pipeline marks as a render (`ImageSource.render`); a photograph that replaces the render carries
 * no such flag, so the mark goes with the render.
 *
 * It is positioned without taking any room: a zero-height anchor in the flow just before the
 * picture (so its top-left corner is the picture's), or, for a picture that fills its positioned
 * container, an anchor that fills it too. Nothing shifts when it appears. What it means is said
 * after the picture (`RenderWords`), so that a control named by its picture ("Enlarge: …") still
 * begins with the picture's own words.
 */

/** The words a screen reader hears for the mark; the eye reads "Render". */
export const RENDER_WORDS = "Render: a visualisation, not a photograph";

/** What a drawing that stands for a picture not yet made is marked, and what that means. */
export const DRAWING_WORDS = "Drawing: drawn to its size, not a photograph";

/** What a mark says: a render's, or a drawing's that stands for a picture. */
export type MarkKind = "render" | "drawing";

export type RenderMarkPlace = "top-left" | "bottom-right";

/** Drawn by `.render-mark` in app.css: one class, so that every page's script stays small. */
export function RenderMark({
  fill = false,
  at = "top-left",
  className = "",
  kind = "render",
}: {
  kind?: MarkKind;
  /** The picture fills its positioned container (`absolute inset-0`): the anchor does too. */
  fill?: boolean;
  /** Which corner, for a picture that fills its container; any other has it top left. */
  at?: RenderMarkPlace;
  className?: string;
}) {
  return (
    <span
      aria-hidden
      data-render-mark
      data-fill={fill || undefined}
      data-at={fill ? at : undefined}
      className={`render-mark ${className}`}
    >
      <span>{kind === "render" ? "Render" : "Drawing"}</span>
    </span>
  );
}

/** The mark's meaning for a screen reader, read after the picture's own words. */
export function RenderWords({
  className = "",
  kind = "render",
}: {
  className?: string;
  kind?: MarkKind;
}) {
  return (
    <span data-render-words className={`sr-only ${className}`}>
      {kind === "render" ? RENDER_WORDS : DRAWING_WORDS}
    </span>
  );
}
