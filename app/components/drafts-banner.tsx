import type { DraftsBuild } from "~/config/drafts";

/**
 * The bar along the bottom of every page of the editors' preview (app/config/drafts.ts): it says
 * this is not the public site, and when the drafts were read, so an editor knows whether a change
 * just saved is in it.
 */
export function DraftsBanner({ build }: { build: DraftsBuild }) {
  return (
    <aside
      aria-label="Preview of drafts"
      // The mark the build and the server know a drafts build by (showsDraftsBar).
      data-drafts-preview
      className="sticky bottom-0 z-50 border-t border-ember-glow/40 bg-ink px-4 py-2.5 text-center text-sm text-stone"
    >
      <strong className="font-semibold">Preview of unpublished changes</strong>, as saved in the
      content studio by {build.readAt}
      <span className="max-sm:hidden">. Visitors see only what is published.</span>
    </aside>
  );
}
