/**
 * The browser's entry: hydrates the prerendered page, as React Router's default entry does, with
 * one exception. Every host answers an address it has no page for with the 404 page (`404.html`,
 * HTTP 404), including addresses the browser resolves to another route: an unknown product, whose
 * route goes back to the collections, or an unknown gallery category, whose route says so. That
 * document was drawn for the not-found route, so hydrating it under another route could only
 * mismatch; there the app is drawn afresh over it instead. The visitor sees the 404 page at once,
 * and then what the route shows.
 */
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { matchRoutes, type RouteObject } from "react-router";
import { HydratedRouter } from "react-router/dom";

/** The route id of the catch-all not-found page (`routes/not-found.tsx`). */
const NOT_FOUND_ROUTE = "routes/not-found";

type ManifestRoute = { id: string; parentId?: string; path?: string; index?: boolean };

declare global {
  interface Window {
    __reactRouterManifest?: { routes: Record<string, ManifestRoute> };
    __reactRouterRouteModules?: Record<string, unknown>;
  }
}

/** Whether this is the 404 page, served at an address the browser gives to another route. */
function standsInForAnotherRoute(): boolean {
  const modules = window.__reactRouterRouteModules ?? {};
  const manifest = window.__reactRouterManifest;
  if (!(NOT_FOUND_ROUTE in modules) || !manifest) return false;
  const routes = Object.values(manifest.routes);
  const tree = (parentId: string | undefined): RouteObject[] =>
    routes
      .filter((route) => route.parentId === parentId)
      .map(({ id, path, index }) =>
        index ? { id, index: true } : { id, path, children: tree(id) },
      );
  const matches = matchRoutes(tree(undefined), window.location);
  return matches?.at(-1)?.route.id !== NOT_FOUND_ROUTE;
}

const app = (
  <StrictMode>
    <HydratedRouter />
  </StrictMode>
);

startTransition(() => {
  if (standsInForAnotherRoute()) createRoot(document).render(app);
  else hydrateRoot(document, app);
});
