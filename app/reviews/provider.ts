/**
 * The third-party reviews widget of the home page's 'What Our Clients Say' (a script from the
 * provider). The provider is Elfsight: one platform script renders every widget container whose
 * class names the widget id. This module owns the provider's details; the component only asks
 * whether the widget could be loaded.
 */
import { site } from "~/content/site";

export const REVIEWS_SCRIPT_URL = "https://static.elfsight.com/platform/platform.js";
/** How long the provider may take to draw the widget before the fallback is shown. */
export const REVIEWS_RENDER_TIMEOUT_MS = 8000;

export type ReviewsResult = { ok: true } | { ok: false; error: string };

export function reviewsWidgetId(): string | undefined {
  return site.integrations.reviewsWidgetId;
}

export function widgetContainerClass(widgetId: string): string {
  return `elfsight-app-${widgetId}`;
}

let scriptPromise: Promise<ReviewsResult> | undefined;

/** Adds the provider's script once per page life; later calls share the first result. */
export function loadReviewsScript(): Promise<ReviewsResult> {
  scriptPromise ??= new Promise<ReviewsResult>((resolve) => {
    const script = document.createElement("script");
    script.src = REVIEWS_SCRIPT_URL;
    script.async = true;
    script.onload = () => resolve({ ok: true });
    script.onerror = () => {
      scriptPromise = undefined; // a later visit to the page may try again
      resolve({ ok: false, error: "The reviews script could not be loaded." });
    };
    document.head.append(script);
  });
  return scriptPromise;
}

/** Resolves once the provider has drawn something into `container`, or fails after the timeout. */
export function waitForRender(
  container: HTMLElement,
  timeoutMs = REVIEWS_RENDER_TIMEOUT_MS,
): Promise<ReviewsResult> {
  return new Promise((resolve) => {
    if (container.childElementCount > 0) return resolve({ ok: true });
    const observer = new MutationObserver(() => {
      if (container.childElementCount === 0) return;
      done({ ok: true });
    });
    const timer = setTimeout(
      () => done({ ok: false, error: "The reviews widget did not render in time." }),
      timeoutMs,
    );
    function done(result: ReviewsResult) {
      observer.disconnect();
      clearTimeout(timer);
      resolve(result);
    }
    observer.observe(container, { childList: true });
  });
}
