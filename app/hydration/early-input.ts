/**
 * Clicks and submissions made before the page has hydrated, kept and replayed once it has.
 *
 * Pages are prerendered and hydrate a moment after their first paint (decision 010). Most controls
 * work natively in that moment: links, the menus (`popover`, `<details>`), the tabs (links to their
 * panels), form fields. What cannot be native (a button that opens the lightbox, 'Load More
 * Articles', sending the enquiry) is caught by a tiny inline script in the document's head, which
 * holds each click or submit until hydration and then plays it again on the same element. Without
 * JavaScript the script never runs, so links marked `data-early` still go where they point.
 *
 * The script is a string, not a function's source, so the prerendered page and its
 * Content-Security-Policy hash always carry the same text.
 */

/** `data-early` on an element that is not a button: hold its clicks until hydration too. */
export const EARLY_ATTRIBUTE = "data-early";

/** Set on <html> while a held click or submit waits for the page (the cursor says so). */
export const PENDING_ATTRIBUTE = "data-early-pending";

/**
 * After this long without hydration (its scripts blocked or failed), the page stops holding
 * clicks, so that links marked `data-early` work as plain links again.
 */
export const GIVE_UP_MS = 10_000;

export type EarlyInput = {
  ready: boolean;
  queue: { type: "click" | "submit"; target: Element }[];
};

declare global {
  interface Window {
    __earlyInput?: EarlyInput;
  }
}

export const EARLY_INPUT_SCRIPT = `(function(){var d=document,r=d.documentElement,q=[],s={ready:false,queue:q},t;window.__earlyInput=s;function hold(e){if(s.ready)return;var el=e.target;if(e.type==="click"){el=el&&el.closest?el.closest("[${EARLY_ATTRIBUTE}],button"):null;if(!el||el.disabled||el.hasAttribute("popovertarget")||el.type==="submit"||el.type==="reset")return}e.preventDefault();e.stopImmediatePropagation();q.push({type:e.type,target:el});r.setAttribute("${PENDING_ATTRIBUTE}","");if(!t)t=setTimeout(function(){if(s.ready)return;s.ready=true;q.length=0;r.removeAttribute("${PENDING_ATTRIBUTE}")},${GIVE_UP_MS})}d.addEventListener("click",hold,true);d.addEventListener("submit",hold,true)})();`;

/**
 * Called once the app has hydrated (every component's effects have run): stops holding input and
 * plays back what was held, in order, on the elements it was meant for.
 */
export function replayEarlyInput(win: Window = window): void {
  const early = win.__earlyInput;
  if (!early || early.ready) return;
  early.ready = true;
  const held = early.queue.splice(0);
  win.document.documentElement.removeAttribute(PENDING_ATTRIBUTE);
  for (const { type, target } of held) {
    if (!target.isConnected) continue;
    if (type === "submit") (target as HTMLFormElement).requestSubmit();
    else (target as HTMLElement).click();
  }
}
