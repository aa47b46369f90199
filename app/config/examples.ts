/**
 * Whether this build is a preview, and which details it shows are examples rather than the
 * business's own. A preview shows them and says so on every page (the footer's notice) and beside
 * an example address; a production build (`SITE_ENV=production`) shows no invented customer or
 * quote, and its gate refuses example contact details (`npm run launch-check`).
 *
 * Small on purpose: the home page's logo strip and reviews read it in the browser. Whether a
 * setting is an example is `isExample` (`example-settings.ts`); what the footer's notice lists is
 * worked out in `preview-notice.ts`, which only the prerender runs.
 */
import { env } from "./env";

export const isProduction = env.SITE_ENV === "production";

/**
 * What a page may show of a list with invented entries (`placeholder: true`): all of it in a
 * preview, only the real entries in production.
 */
export function publishable<T extends { placeholder?: boolean }>(
  list: readonly T[],
  production = isProduction,
): T[] {
  return production ? list.filter((entry) => !entry.placeholder) : [...list];
}
