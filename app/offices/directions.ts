/**
 * Directions to an office, as links that open the visitor's own maps app at its coordinates: no
 * map is drawn on the page and nothing loads from a map service until the visitor asks for it
 * (decision 018).
 */
import type { Coordinates } from "~/config/location";

/** "lat,lng", as both maps services read a destination. */
export function destination({ latitude, longitude }: Coordinates): string {
  return `${latitude},${longitude}`;
}

/**
 * Google Maps' universal directions link: the Google Maps app on Android and iPhone when
 * installed, the Google Maps website elsewhere, with the route from where the visitor is.
 */
export function googleDirectionsHref(coordinates: Coordinates): string {
  const query = new URLSearchParams({ api: "1", destination: destination(coordinates) });
  return `https://www.google.com/maps/dir/?${query}`;
}

/** Apple Maps' directions link: the Maps app on an iPhone, iPad or Mac. */
export function appleDirectionsHref(coordinates: Coordinates): string {
  const query = new URLSearchParams({ daddr: destination(coordinates) });
  return `https://maps.apple.com/?${query}`;
}
