import { NotFoundView } from "~/components/not-found-view";
import { seo } from "~/seo/meta";
import { words } from "~/content/generated/pages/notFound";
import { pageWords } from "~/seo/page-words";

import type { Route } from "./+types/not-found";

/**
 * In the browser this module is loaded only by the 404 page (`404.html`), which every host serves,
 * with 404, at any address it has no page for, including addresses that the browser resolves to
 * another route: an unknown product, whose route goes back to the collections, or an unknown
 * gallery category, whose route says so. There the document was drawn for this route, so hydrating
 * it under the other one mismatches by design, and React draws the page afresh (its documented
 * recovery): the entry (`app/entry.client.tsx`) takes these options for the 404 page, so that the
 * expected mismatch is not reported as an error. The footer, which the bundle does not carry (see
 * `StaticSiteFooter`), is put back as the prerendered page had it.
 */
if (typeof document !== "undefined") {
  const prerendered = document.querySelector("body > footer");
  window.__hydrateOptions = { onRecoverableError: () => undefined };
  if (prerendered) {
    new MutationObserver((_, observer) => {
      const drawn = document.querySelector("body > footer");
      if (!drawn || drawn === prerendered) return;
      drawn.className = prerendered.className;
      drawn.innerHTML = prerendered.innerHTML;
      observer.disconnect();
    }).observe(document.body, { childList: true });
  }
}

export const meta: Route.MetaFunction = ({ location }) =>
  seo({
    ...pageWords(words),
    path: location.pathname,
    noindex: true,
  });

export default function NotFound() {
  return <NotFoundView />;
}
