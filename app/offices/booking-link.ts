/**
 * A link to the booking form with a kind of visit and a showroom already chosen:
 * `/contact/book?visit=showroom-visit&showroom=cape-town`. The form reads the same names
 * (`~/contact/booking-link`) and takes only a kind and a showroom it knows.
 */
import type { OfficeId } from "~/config/offices";
import type { VisitKind } from "~/contact/booking";
import { paths } from "~/routing/paths";

/** The query's names: the kind of visit, and the showroom by its id. */
export const BOOKING_LINK_PARAMS = { kind: "visit", office: "showroom" } as const;

/** The booking form's address with this showroom and kind of visit chosen. */
export function bookingHref(office: OfficeId, kind: VisitKind = "showroom-visit"): string {
  const query = new URLSearchParams({
    [BOOKING_LINK_PARAMS.kind]: kind,
    [BOOKING_LINK_PARAMS.office]: office,
  });
  return `${paths.book}?${query}`;
}
