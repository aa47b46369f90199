/**
 * What a link to the booking form chose for the visitor (`?visit=showroom-visit&showroom=cape-town`,
 * written by `~/offices/booking-link`): a kind of visit and a showroom the form offers, each taken
 * only when the booking knows it; anything else in the address is ignored.
 */
import { site } from "~/content/site";
import { BOOKING_LINK_PARAMS } from "~/offices/booking-link";

import { visitKind, type Booking } from "./booking";

export function bookingFromLink(params: Pick<URLSearchParams, "get">): Partial<Booking> {
  const kind = visitKind(params.get(BOOKING_LINK_PARAMS.kind))?.id;
  const office = site.offices.find((one) => one.slug === params.get(BOOKING_LINK_PARAMS.office));
  return { ...(kind ? { kind } : {}), ...(office ? { office: office.city } : {}) };
}
