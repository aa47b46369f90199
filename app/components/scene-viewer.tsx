/**
 * "Explore in 3D" on a sauna's page: the cabin's picture and a 'View in 3D' button until the
 * visitor asks, then the real-time model (three.js, loaded on that click, never before). Where
 * the model cannot be drawn (no WebGL, a device too slow to turn it, a lost graphics context, the
 * viewer failing to load) the picture stays, with a plain message, the plan drawing and, where a
 * second attempt can succeed, 'Try again'. The picture is of the standard cabin: for a configured
 * design the page says so beneath it (`posterNote`).
 *
 * Only this small part is in the page's own JavaScript: the viewer (`scene-stage.tsx`) and the
 * engine (`scene/viewer.ts`) are one chunk fetched on demand.
 */
import { Box, Download } from "lucide-react";
import { type ComponentType, type ReactNode, useEffect, useRef, useState } from "react";

import type { CabinModel } from "~/content/range-core";
import type { Stage } from "~/catalogue/scenery";
import type { ImageSource } from "~/images/image-source";

import { buttonVariants } from "./button-link";
import { Picture } from "./picture";
import type { SceneStageProps } from "./scene-stage";

export interface SceneViewerProps {
  model: CabinModel;
  /** Where the model stands and the angle it opens at (the poster is that first frame). */
  stage?: Stage;
  name: string;
  poster: { image: ImageSource; alt: string };
  /** The plan drawing (PDF), offered beside the model and instead of it. */
  planPdf?: string;
  /** A 360° tour that needs no WebGL, offered where the model cannot be drawn. */
  tourUrl?: string;
  /**
   * The 360° tour itself (a framed tour viewer), shown in the picture's place where the model
   * cannot be drawn: for a room without plans, a view of it that needs no WebGL.
   */
  tour?: ReactNode;
  /** The poster is the page's largest picture: loaded at once, with high priority. */
  priority?: boolean;
  /**
   * Said under the poster while it stands in for the model, where the poster is not what the
   * model shows (a configured design: the pictures are of the standard cabin).
   */
  posterNote?: string;
}

type Fallback = "no-webgl" | "slow" | "lost" | "failed";
type Phase = "poster" | "loading" | "open" | Fallback;

/** What the visitor is told when the model cannot be shown, in place of it. */
export const FALLBACK_MESSAGES: Record<Fallback, string> = {
  "no-webgl": "This browser cannot draw the 3D model: WebGL is switched off or not available here.",
  slow: "This device was drawing the 3D model too slowly to turn it smoothly, so we have paused it.",
  lost: "The 3D view stopped because the browser reset its graphics.",
  failed: "The 3D viewer could not be loaded. Check the connection and try again.",
};

/**
 * The address a second failed download reloads the page at: the viewer opens as the page loads.
 * Firefox and Safari keep a failed import's result, so asking again for the same address would
 * meet the same failure without a request (Chromium asks again); where the browser recorded the
 * failed request, 'Try again' asks under another address (`stageAddress`), and where it did not,
 * the page is loaded afresh.
 */
export const OPEN_AGAIN_HASH = "#explore-3d-again";

/** The viewer's code as the browser last asked for it (its file name carries its hash). */
const STAGE_FILE = /\/scene-stage-[\w-]+\.js(?:\?|$)/;

/**
 * The address of the viewer's code, from the browser's record of the requests it made, if it kept
 * one of the failed request: asked for again with `?attempt=` added, the browser cannot answer
 * with the failure it kept for the address itself.
 */
function stageAddress(): string | undefined {
  const asked = performance
    .getEntriesByType("resource")
    .map(({ name }) => name)
    .findLast((name) => STAGE_FILE.test(name));
  return asked?.split("?")[0];
}

/** The viewer's code: as built at first, then under an address of its own for each retry. */
function loadStage(attempt: number): Promise<{ SceneStage: ComponentType<SceneStageProps> }> {
  const address = attempt > 0 ? stageAddress() : undefined;
  return address
    ? import(/* @vite-ignore */ `${address}?attempt=${attempt}`)
    : import("./scene-stage");
}

/** Whether this browser can draw WebGL 2, which three.js needs; the test context is released. */
function canDraw3d(): boolean {
  try {
    const gl = document.createElement("canvas").getContext("webgl2");
    gl?.getExtension("WEBGL_lose_context")?.loseContext();
    return Boolean(gl);
  } catch {
    return false;
  }
}

export function SceneViewer({
  model,
  stage,
  name,
  poster,
  planPdf,
  tourUrl,
  tour,
  priority = false,
  posterNote,
}: SceneViewerProps) {
  const [phase, setPhase] = useState<Phase>("poster");
  const [Stage, setStage] = useState<ComponentType<SceneStageProps> | null>(null);
  const fallback = phase in FALLBACK_MESSAGES ? (phase as Fallback) : null;
  const failedDownloads = useRef(0);

  const open = () => {
    if (!canDraw3d()) return setPhase("no-webgl");
    setPhase("loading");
    loadStage(failedDownloads.current).then(
      (module) => setStage(() => module.SceneStage),
      () => {
        failedDownloads.current += 1;
        // A second failure while the browser is online: the page is loaded afresh, the design in
        // its address kept, and the viewer opens again, so that 'Try again' really asks again.
        if (failedDownloads.current > 1 && navigator.onLine) {
          const { pathname, search } = window.location;
          window.history.replaceState(
            window.history.state,
            "",
            `${pathname}${search}${OPEN_AGAIN_HASH}`,
          );
          return window.location.reload();
        }
        setPhase("failed");
      },
    );
  };

  // Loaded afresh to try again: open at once, and leave the address as the visitor knew it.
  useEffect(() => {
    if (window.location.hash !== OPEN_AGAIN_HASH) return;
    const frame = requestAnimationFrame(() => {
      const { pathname, search } = window.location;
      window.history.replaceState(window.history.state, "", `${pathname}${search}#explore-3d`);
      document.getElementById("explore-3d")?.scrollIntoView();
      open();
    });
    return () => cancelAnimationFrame(frame);
    // Once, as the page loads.
  }, []);

  const showTour = fallback !== null && tour !== undefined;
  // A pause for slowness, a reset of the graphics or a failed download may pass on a second try.
  // Without WebGL a second try would meet the same browser: the message says what to change.
  const retry = fallback && fallback !== "no-webgl" && (
    <button type="button" onClick={open} className="link-underline">
      Try again
    </button>
  );

  return (
    <div data-scene={phase}>
      {showTour && (
        <div role="status" className="mb-5 rounded-sm bg-stone p-5">
          <p>{FALLBACK_MESSAGES[fallback]} Here is its 360° tour instead.</p>
          {retry && <p className="mt-3 text-sm">{retry}</p>}
        </div>
      )}
      {showTour ? (
        tour
      ) : (
        <div className="relative aspect-4/5 overflow-hidden rounded-sm bg-birch sm:aspect-video">
          <Picture
            image={poster.image}
            alt={poster.alt}
            sizes="(min-width: 80rem) 74rem, 92vw"
            priority={priority}
            className="absolute inset-0 size-full object-cover"
          />
          {Stage && (phase === "loading" || phase === "open") && (
            <div className={phase === "open" ? "contents" : "invisible"}>
              <Stage
                model={model}
                stage={stage}
                name={name}
                reducedMotion={matchMedia("(prefers-reduced-motion: reduce)").matches}
                onReady={() => setPhase("open")}
                onFallback={setPhase}
              />
            </div>
          )}
          {phase === "poster" && (
            <div className="absolute inset-0 flex items-center justify-center bg-ink/25">
              <button type="button" onClick={open} className={buttonVariants.light}>
                <Box aria-hidden size={16} />
                View in 3D
                <span className="sr-only">: the {name} as a model you can turn and step into</span>
              </button>
            </div>
          )}
          {phase === "loading" && (
            <div className="absolute inset-0 flex items-center justify-center bg-ink/35">
              <div className="rounded-sm bg-stone/95 px-6 py-5 text-center">
                <p id="viewer-loading" className="text-sm font-medium text-ink">
                  Loading the 3D model…
                </p>
                <progress aria-labelledby="viewer-loading" className="mt-3 h-1 w-48 accent-ember" />
              </div>
            </div>
          )}
        </div>
      )}
      {posterNote && !showTour && phase !== "open" && (
        <p className="mt-3 text-sm/6 text-muted" data-poster-note="">
          {posterNote}
        </p>
      )}
      {fallback && !showTour && (
        <div role="status" className="mt-5 rounded-sm bg-stone p-5">
          <p>{FALLBACK_MESSAGES[fallback]}</p>
          <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {retry}
            {planPdf && (
              <a href={planPdf} download type="application/pdf" className="link-underline">
                The plan drawing of the {name} (PDF)
              </a>
            )}
            {tourUrl && (
              <a href={tourUrl} className="link-underline">
                The 360° tour of the {name}
              </a>
            )}
          </p>
        </div>
      )}
      {!fallback && planPdf && (
        <p className="mt-5 text-sm text-muted">
          Built from the same measurements as the{" "}
          <a href={planPdf} download type="application/pdf" className="link-underline text-ink">
            <Download aria-hidden size={14} className="mr-1 inline" />
            plan drawing (PDF)
          </a>
          .
        </p>
      )}
    </div>
  );
}
