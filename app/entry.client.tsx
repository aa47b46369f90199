/**
 * The browser's entry: hydrates the prerendered page, as React Router's default entry does, with
 * the options a page's own modules may set first: the 404 page sets them, since it is also served
 * at addresses another route resolves (see `routes/not-found.tsx`).
 */
import { StrictMode, startTransition } from "react";
import { hydrateRoot, type HydrationOptions } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

declare global {
  interface Window {
    __hydrateOptions?: HydrationOptions;
  }
}

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
    window.__hydrateOptions,
  );
});
