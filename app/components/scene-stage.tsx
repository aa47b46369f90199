/**
 * The open 3D view: the canvas the engine (`scene/viewer.ts`) draws on, a hint, and the controls
 * a visitor may prefer to dragging: 'Step inside' and zoom. Loaded, with three.js, only when the
 * visitor asks for the 3D view (`scene-viewer.tsx`).
 */
import { Armchair, Minus, Plus } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";

import type { CabinModel } from "~/content/range-core";
import type { Stage } from "~/catalogue/scenery";
import { ZOOM_STEP } from "~/scene/controls";
import { createViewer, type FallbackReason, type Viewer } from "~/scene/viewer";

export interface SceneStageProps {
  model: CabinModel;
  stage?: Stage;
  name: string;
  reducedMotion: boolean;
  onReady: () => void;
  onFallback: (reason: FallbackReason) => void;
}

const control =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-stone/90 text-sm font-medium text-ink shadow-sm backdrop-blur transition-colors duration-200 ease-calm hover:bg-stone aria-pressed:bg-ink aria-pressed:text-stone";

export function SceneStage({
  model,
  stage,
  name,
  reducedMotion,
  onReady,
  onFallback,
}: SceneStageProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const viewer = useRef<Viewer | null>(null);
  const [inside, setInside] = useState(false);
  const hint = useId();
  // The stage is where the engine starts; it stays for the life of the view.
  const opening = useRef(stage);
  // The callbacks may change identity on every render of the page; the engine keeps the first.
  const callbacks = useRef({ onReady, onFallback });
  // The cabin the engine is showing: a new model (a configured design) replaces it in the scene,
  // keeping the view, rather than starting the engine again.
  const shown = useRef(model);

  useEffect(() => {
    if (!canvas.current) return;
    const created = createViewer({
      canvas: canvas.current,
      model: shown.current,
      ...(opening.current ? { stage: opening.current } : {}),
      reducedMotion,
      onReady: () => callbacks.current.onReady(),
      onFallback: (reason) => callbacks.current.onFallback(reason),
    });
    viewer.current = created;
    return () => {
      viewer.current = null;
      created.dispose();
    };
  }, [reducedMotion]);

  useEffect(() => {
    if (model === shown.current) return;
    shown.current = model;
    viewer.current?.setModel(model);
  }, [model]);

  const toggleInside = () => {
    const next = !inside;
    setInside(next);
    viewer.current?.setInside(next);
  };

  // role="application": the canvas takes its own pointer and arrow-key input (the engine listens
  // on it), which jsx-a11y counts as giving an interactive element a non-interactive role.
  return (
    <div className="absolute inset-0">
      <canvas
        ref={canvas}
        tabIndex={0}
        // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role -- see above
        role="application"
        aria-roledescription="3D viewer"
        aria-label={`The ${name}, in 3D: ${inside ? "inside, from the bench" : "from outside"}`}
        aria-describedby={hint}
        data-scene-canvas=""
        className="size-full cursor-grab touch-pan-y outline-none focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-ember active:cursor-grabbing"
      />
      <p
        id={hint}
        className="pointer-events-none absolute top-3 left-3 max-w-[calc(100%-1.5rem)] rounded-full bg-ink/70 px-3 py-1.5 text-xs text-stone"
      >
        <span className="sm:hidden">Drag to look round; pinch to zoom.</span>
        <span className="hidden sm:inline">
          Drag or use the arrow keys to look round; the + and - keys zoom.
        </span>
      </p>
      <div className="absolute inset-x-3 bottom-3 flex items-end justify-between gap-3">
        <button
          type="button"
          aria-pressed={inside}
          onClick={toggleInside}
          className={`${control} px-5`}
        >
          <Armchair aria-hidden size={16} />
          Step inside
        </button>
        <div className="flex gap-2">
          <button
            type="button"
            onClick={() => viewer.current?.zoom(1 / ZOOM_STEP)}
            className={`${control} w-11`}
          >
            <Minus aria-hidden size={16} />
            <span className="sr-only">Zoom out</span>
          </button>
          <button
            type="button"
            onClick={() => viewer.current?.zoom(ZOOM_STEP)}
            className={`${control} w-11`}
          >
            <Plus aria-hidden size={16} />
            <span className="sr-only">Zoom in</span>
          </button>
        </div>
      </div>
    </div>
  );
}
