/**
 * "See it in your room" on a sauna's page: the cabin at its true size in the visitor's own room,
 * through the phone's own viewer, from the files the build exports (`scripts/studio/`).
 *
 * - iOS and iPadOS Safari (a link with `rel="ar"` is supported): a plain link to the USDZ, its
 *   first child an `<img>` as Quick Look asks; scaling is switched off so the cabin stays 1:1.
 * - Android: a link that opens Google's Scene Viewer with the absolute address of the glTF, in AR
 *   where the phone can, without resizing; where Google's AR services are missing, Chrome stays
 *   on this page.
 * - Elsewhere: one line saying it works on a phone. Nothing that cannot work is offered.
 *
 * No script is loaded for it: the links are native. Which one to show is known only in the
 * browser, so the row is rendered empty at its final height and filled after hydration; nothing
 * below it moves.
 */
import { Box } from "lucide-react";

import { useHydrated } from "~/hydration/use-hydrated";
import { arModelPath } from "~/studio/ar-paths";

import { buttonVariants } from "./button-link";

/** Where AR can open here: iOS Quick Look, Android's Scene Viewer, or neither. */
export type ArSupport = "quick-look" | "scene-viewer" | "none";

/** What this browser offers (known only in the browser). */
export function arSupport(): ArSupport {
  if (document.createElement("a").relList.supports("ar")) return "quick-look";
  if (/Android/.test(navigator.userAgent)) return "scene-viewer";
  return "none";
}

/** The link that opens Scene Viewer on the glTF at `glbUrl` (absolute), as Google documents it. */
export function sceneViewerLink(glbUrl: string, title: string, fallbackUrl: string): string {
  return (
    `intent://arvr.google.com/scene-viewer/1.2?file=${encodeURIComponent(glbUrl)}` +
    `&mode=ar_preferred&resizable=false&title=${encodeURIComponent(title)}` +
    "#Intent;scheme=https;package=com.google.ar.core;action=android.intent.action.VIEW;" +
    `S.browser_fallback_url=${encodeURIComponent(fallbackUrl)};end;`
  );
}

/**
 * `thumbnail`: a picture for the Quick Look link (Safari opens Quick Look from a link whose first
 * child is an image); the poster's tiny inline placeholder costs no request.
 */
export function StudioAr({
  slug,
  name,
  thumbnail,
  standardOnly = false,
}: {
  slug: string;
  name: string;
  thumbnail: string;
  /** The visitor has configured another design: say that the room shows the standard cabin. */
  standardOnly?: boolean;
}) {
  const hydrated = useHydrated();
  const support = hydrated ? arSupport() : undefined;

  let content = null;
  if (support === "quick-look") {
    content = (
      <a
        rel="ar"
        href={`${arModelPath(slug, "usdz")}#allowsContentScaling=0`}
        className={buttonVariants.primary}
      >
        <img src={thumbnail} alt="" className="size-6 rounded-full object-cover" />
        See it in your room
      </a>
    );
  } else if (support === "scene-viewer") {
    content = (
      <a
        href={sceneViewerLink(
          new URL(arModelPath(slug, "glb"), location.origin).href,
          name,
          location.origin + location.pathname,
        )}
        className={buttonVariants.primary}
      >
        <Box aria-hidden size={16} />
        See it in your room
      </a>
    );
  } else if (support === "none") {
    content = (
      <p className="text-sm text-muted">
        To see the {name} in your room at true size, open this page on your phone.
      </p>
    );
  }

  return (
    <div
      data-ar={support ?? "pending"}
      className="mt-4 flex min-h-12 flex-wrap items-center gap-x-4 gap-y-2"
    >
      {content}
      {standardOnly && support !== "none" && support !== undefined && (
        <p className="text-sm text-muted">It shows the standard {name}.</p>
      )}
    </div>
  );
}
