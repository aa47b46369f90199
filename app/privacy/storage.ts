/**
 * Everything the site's own code keeps in the visitor's browser, listed once. The privacy page
 * names these keys, and the end-to-end tests walk every page and check that the browser holds
 * nothing else: no cookies, nothing in localStorage, IndexedDB or Cache Storage, and no
 * sessionStorage key missing from this list. A feature that stores something adds its key here
 * and to `PRIVACY_STORAGE` in content-studio/rules/privacy.ts (a test holds the two equal); the
 * content step then stops until "Privacy policy's words" says what it holds and when it goes.
 *
 * No imports beyond the keys themselves, so tests and pages can read it cheaply.
 */
import { BOOKING_DRAFT_KEY } from "~/contact/booking";
import { DRAFT_KEY, SEND_LIMIT_KEY } from "~/contact/form";

/**
 * Where React Router's `<ScrollRestoration>` (root.tsx) keeps the scroll positions of the pages
 * seen in this tab: its default key, which the library does not export.
 */
export const SCROLL_POSITIONS_KEY = "react-router-scroll-positions";

/**
 * The sessionStorage keys the site writes, in the order the privacy page lists them: the scroll
 * positions; the enquiry's and the booking's drafts (gone once sent); the time an enquiry or a
 * booking was last sent, so that one press cannot send it twice. Nothing else may appear in
 * sessionStorage.
 */
export const SESSION_STORAGE_KEYS: readonly string[] = [
  SCROLL_POSITIONS_KEY,
  DRAFT_KEY,
  BOOKING_DRAFT_KEY,
  SEND_LIMIT_KEY,
];
