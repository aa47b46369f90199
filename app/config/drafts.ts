/**
 * The editors' preview of unpublished changes: the whole site built from the content studio's
 * drafts (`SITE_DRAFTS=true`), served at an address of its own behind a password, never as the
 * public site. Every page of such a build says so in a bar along its bottom and asks not to be
 * indexed.
 *
 * The build inlines `__SITE_DRAFTS__` as a constant (vite.config.ts): `false` for the public site,
 * so its pages carry none of this code. Node processes (server/, scripts/) set the same global
 * through server/env.ts before they load app modules.
 */
import type { DraftsBuild } from "./env-schema";

export type { DraftsBuild } from "./env-schema";

declare global {
  var __SITE_DRAFTS__: DraftsBuild | false | undefined;
}

function notLoaded(): never {
  throw new Error("Configuration not loaded: Node entry points must call loadEnv() first.");
}

/** What every page and answer of a drafts build asks of search engines. */
export const DRAFTS_ROBOTS = "noindex, nofollow";

/** Whether a page's HTML carries the bar a drafts build shows (components/drafts-banner.tsx). */
export function showsDraftsBar(html: string): boolean {
  return html.includes("data-drafts-preview");
}

/** This build's drafts, or false for a build of what is published. */
export const draftsBuild: DraftsBuild | false =
  typeof __SITE_DRAFTS__ !== "undefined" ? __SITE_DRAFTS__ : notLoaded();
