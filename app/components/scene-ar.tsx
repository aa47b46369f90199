/**
 * "See it in your room" on a sauna's page: the cabin at its true size in the visitor's own room,
 * through the phone's own viewer, from the files the build exports (`scripts/models/`).
 *
 * - iOS and iPadOS Safari (a link with `rel="ar"` is supported): a plain link to the USDZ, its
 *   first child an `<img>` as Quick Look asks; scaling is switched off so the cabin stays 1:1.
 *   For a configured design the same link first has the design exported in the browser
 *   (`scene/ar-design.ts`, loaded on the tap) and then opens that.
 * - Android: a link that opens Google's Scene Viewer with the absolute address of the glTF, in AR
 *   where the phone can, without resizing; where Google's AR services are missing, Chrome stays
 *   on this page. Scene Viewer opens only files on a server, so a configured design shows as the
 *   standard cabin, and the page says so.
 * - Elsewhere: one line, with nothing offered that cannot work. On a computer it says to open the
 *   page on a phone or tablet; on a phone or tablet whose browser has no viewer, it says which
 *   devices can (`isHandheld`).
 *
 * No script is loaded for the standard cabin: the links are native. Which one to show is known only in the
 * browser, so the row is rendered empty at its final height and filled after hydration; nothing
 * below it moves.
 */
import { Box } from "lucide-react";
import { type MouseEvent, useRef, useState } from "react";
import { flushSync } from "react-dom";

import type { CabinModel } from "~/content/range-core";
import { useHydrated } from "~/hydration/use-hydrated";
import { arModelPath } from "~/scene/ar-paths";

import { buttonVariants } from "./button-link";

/** Where AR can open here: iOS Quick Look, Android's Scene Viewer, or neither. */
export type ArSupport = "quick-look" | "scene-viewer" | "none";

/** What this browser offers (known only in the browser). */
export function arSupport(): ArSupport {
  if (document.createElement("a").relList.supports("ar")) return "quick-look";
  if (/Android/.test(navigator.userAgent)) return "scene-viewer";
  return "none";
}

/**
 * Whether this is a phone or tablet rather than a computer, which decides what to say where no
 * viewer can open: a computer is told to use a phone or tablet, while a phone or tablet that
 * cannot is told so (telling its owner to use their phone would be no help). Any one sign is
 * enough: the browser's own answer (`userAgentData.mobile`, Chromium), a touch screen as the main
 * pointer, or a phone's or tablet's name in the user agent.
 */
export function isHandheld(): boolean {
  const { userAgentData } = navigator as Navigator & { userAgentData?: { mobile?: boolean } };
  if (userAgentData?.mobile) return true;
  if (window.matchMedia?.("(pointer: coarse)").matches) return true;
  return /Android|iPhone|iPad|iPod|Mobile|Tablet/i.test(navigator.userAgent);
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
export function SceneAr({
  slug,
  name,
  thumbnail,
  design,
}: {
  slug: string;
  name: string;
  thumbnail: string;
  /** The visitor's configured design, when it is not the standard cabin. */
  design?: CabinModel;
}) {
  const hydrated = useHydrated();
  const support = hydrated ? arSupport() : undefined;
  const link = useRef<HTMLAnchorElement>(null);
  const designKey = design ? JSON.stringify(design) : "";
  /** The design exported for Quick Look (its `blob:` address), once asked for. */
  const [prepared, setPrepared] = useState<{ key: string; url: string }>();
  /** A design being made, or one that could not be made here; each for the design it was. */
  const [work, setWork] = useState<{ key: string; state: "preparing" | "failed" }>();
  const ready = design && prepared?.key === designKey;
  const state = work?.key === designKey ? work.state : "idle";

  const openDesign = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!design || ready) return; // the link opens what it points to
    event.preventDefault();
    if (state === "preparing") return;
    const key = designKey;
    setWork({ key, state: "preparing" });
    import("~/scene/ar-design")
      .then(({ designUsdzUrl }) => designUsdzUrl(design))
      .then(
        (url) => {
          // The link points at the design before it is followed; if the visitor has changed the
          // design meanwhile, the file is kept and nothing opens until they tap again.
          flushSync(() => {
            setPrepared({ key, url });
            setWork(undefined);
          });
          if (link.current?.getAttribute("href")?.startsWith(url)) link.current.click();
        },
        () => setWork({ key, state: "failed" }),
      );
  };

  let content = null;
  if (support === "quick-look") {
    const own = design && state !== "failed";
    // The words change in the link itself (the row never changes height); the status says it
    // again for a screen reader.
    const label =
      state === "preparing"
        ? "Preparing your design…"
        : own
          ? "See your design in your room"
          : design
            ? `See the standard ${name} in your room`
            : "See it in your room";
    content = (
      <>
        <a
          ref={link}
          rel="ar"
          href={`${ready ? prepared.url : arModelPath(slug, "usdz")}#allowsContentScaling=0`}
          onClick={own ? openDesign : undefined}
          aria-busy={state === "preparing" || undefined}
          className={buttonVariants.primary}
        >
          <img src={thumbnail} alt="" className="size-6 rounded-full object-cover" />
          {label}
        </a>
        <p role="status" className="sr-only">
          {state === "preparing"
            ? "Preparing your design for your room."
            : state === "failed"
              ? `Your design could not be prepared on this phone; the link shows the standard ${name}.`
              : ""}
        </p>
      </>
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
    content = isHandheld() ? (
      <p className="text-sm text-muted">
        This browser cannot place the {name} in your room. An iPhone or iPad in Safari can, as can
        an Android phone with Google&rsquo;s AR services.
      </p>
    ) : (
      <p className="text-sm text-muted">
        To see the {name} in your room at true size, open this page on your phone or tablet.
      </p>
    );
  }

  return (
    <div
      data-ar={support ?? "pending"}
      className="mt-4 flex min-h-12 flex-wrap items-center gap-x-4 gap-y-2"
    >
      {content}
      {design && support === "scene-viewer" && (
        <p className="text-sm text-muted">It shows the standard {name}.</p>
      )}
    </div>
  );
}
