/**
 * Everything the site's own code keeps in the visitor's browser, listed once. The privacy page
 * names these keys, and the end-to-end tests walk every page and check that the browser holds
 * nothing else: no cookies, nothing in localStorage, IndexedDB or Cache Storage, and no
 * sessionStorage key missing from this list. A feature that stores something adds its key here,
 * with a line on the privacy page saying what it holds and when it goes.
 *
 * No imports beyond the keys themselves, so tests and pages can read it cheaply.
 */
import { BOOKING_DRAFT_KEY } from "~/contact/booking";
import { DRAFT_KEY, SEND_LIMIT_KEY } from "~/contact/form";

export type StoredItem = {
  /** The sessionStorage key. */
  key: string;
  /** What is kept under it, in a visitor's words. */
  holds: string;
  /** When it is removed (it always goes when the tab is closed). */
  cleared: string;
};

/**
 * Where React Router's `<ScrollRestoration>` (root.tsx) keeps the scroll positions of the pages
 * seen in this tab: its default key, which the library does not export.
 */
export const SCROLL_POSITIONS_KEY = "react-router-scroll-positions";

/** The sessionStorage keys the site writes, with what each holds. */
export const sessionStorageItems: readonly StoredItem[] = [
  {
    key: SCROLL_POSITIONS_KEY,
    holds:
      "How far down you had scrolled on each page you opened in this tab, so that Back returns you to the same place.",
    cleared: "When you close the tab.",
  },
  {
    key: DRAFT_KEY,
    holds:
      "What you have typed and ticked on the enquiry form, so a reload or a wrong click does not lose it.",
    cleared: "When the enquiry is sent, or when you close the tab.",
  },
  {
    key: BOOKING_DRAFT_KEY,
    holds:
      "What you have chosen and typed on the booking form, so a reload or a wrong click does not lose it.",
    cleared: "When the request is sent, or when you close the tab.",
  },
  {
    key: SEND_LIMIT_KEY,
    holds:
      "The time you last sent an enquiry or a booking request, so that one press cannot send it twice.",
    cleared: "When you close the tab.",
  },
];

/** Just the keys: nothing else may appear in sessionStorage. */
export const SESSION_STORAGE_KEYS: readonly string[] = sessionStorageItems.map((item) => item.key);
