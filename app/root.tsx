import frauncesLatin from "./fonts/fraunces-latin.woff2?url";
import interLatin from "./fonts/inter-latin.woff2?url";
import { type ReactNode, useEffect } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useMatches,
  useRouteError,
} from "react-router";

import stylesheet from "./app.css?url";
import { NotFoundView } from "./components/not-found-view";
import { PageIntro } from "./components/page-intro";
import { DraftsBanner } from "./components/drafts-banner";
import { StaticSiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { ButtonLink } from "./components/button-link";
import { draftsBuild } from "./config/drafts";
import { EARLY_INPUT_SCRIPT, replayEarlyInput } from "./hydration/early-input";
import type { RouteHandle } from "./routing/route-handle";
import { site } from "./content/site";

import type { Route } from "./+types/root";
import { paths } from "~/routing/paths";

export const links: Route.LinksFunction = () => [
  // React emits a stylesheet with a precedence ahead of the module preloads, so the one
  // render-blocking file does not queue behind 110 KB of JavaScript.
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  // The two font files every page renders above the fold; the rest load on demand.
  { rel: "preload", href: frauncesLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** Used only by the SPA fallback page, before a route module takes over. */
export const meta: Route.MetaFunction = () => [
  { title: site.name },
  { name: "description", content: site.tagline },
];

export function Layout({ children }: { children: ReactNode }) {
  // A bare page (a 360° tour) stands alone, without the site's header and footer.
  const bare = useMatches().some((match) => (match.handle as RouteHandle | undefined)?.bare);
  // The layout's effect runs after every component's own; the renders those effects start (a form
  // taking in its fields, a carousel starting) are done by the next frame: then the page is ready
  // for what was held.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(replayEarlyInput)));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return (
    // A tour page marks itself as framed here before it is drawn (routes/tour.tsx): the attribute
    // is expected, not a mismatch.
    <html lang="en-ZA" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f1b18" />
        {/* Holds clicks that need JavaScript until the page has hydrated (app/hydration). */}
        {/* Its text is needed only in the prerendered page: the browser's bundle leaves it out. */}
        <script
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? EARLY_INPUT_SCRIPT : "" }}
          suppressHydrationWarning
        />
        <Meta />
        <Links />
      </head>
      <body>
        <a
          href="#main"
          className="fixed top-3 left-3 z-50 -translate-y-24 rounded-xs bg-ink px-4 py-3 text-sm text-stone transition-transform focus:translate-y-0"
        >
          Skip to content
        </a>
        {bare ? null : <SiteHeader />}
        <main id="main" tabIndex={-1} className="outline-none">
          {children}
        </main>
        {bare ? null : <StaticSiteFooter />}
        {draftsBuild && !bare ? <DraftsBanner build={draftsBuild} /> : null}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Shown by the SPA fallback while the browser resolves a path that was not prerendered. */
export function HydrateFallback() {
  return (
    <PageIntro eyebrow={site.name} title="Loading...">
      {/* data-route-pending: the end-to-end tests wait for the page the address names. */}
      <p role="status" data-route-pending>
        One moment while this page loads.
      </p>
    </PageIntro>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <PageIntro eyebrow="Something went wrong" title="This page could not be shown">
      <p>
        Please try again in a moment. If it keeps happening, contact us and we will help you
        directly.
      </p>
      <div className="mt-10 flex flex-wrap gap-4">
        <ButtonLink to={paths.home}>Back to the home page</ButtonLink>
        <ButtonLink to={paths.contact()} variant="secondary">
          Contact us
        </ButtonLink>
      </div>
    </PageIntro>
  );
}
