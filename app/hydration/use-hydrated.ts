import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * False while React hydrates the prerendered HTML (and in the prerender itself), true from the
 * render after. Lets a control render exactly as the HTML did, then add what only works with
 * JavaScript (ARIA tab roles, a state attribute) without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
