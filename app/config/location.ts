/**
 * An office's street address and map position, as configured (`SITE_ADDRESS_*`,
 * `SITE_COORDINATES_*`). Plain functions with no imports: the configuration's schema validates
 * with them, and `site.ts`, which every page loads, reads the parts with them.
 *
 * An address is written "street, suburb, city, postal code", comma-separated: the last three
 * parts are the suburb, the city and the 4-digit postal code, everything before them the street
 * (which may hold a comma of its own: "Unit 4, 12 Main Road, Bryanston, Johannesburg, 2191").
 * Coordinates are "latitude,longitude" in decimal degrees: "-26.2041,28.0473".
 */
export type Address = { street: string; suburb: string; city: string; postalCode: string };
export type Coordinates = { latitude: number; longitude: number };

/** The parts of an address as the schema has written it (parts joined by ", "). */
export function addressParts(value: string): Address {
  const parts = value.split(/\s*,\s*/);
  const [suburb = "", city = "", postalCode = ""] = parts.splice(-3, 3);
  return { street: parts.join(", "), suburb, city, postalCode };
}

/** The latitude and longitude of "lat,lng". */
export function coordinateParts(value: string): Coordinates {
  const [latitude = NaN, longitude = NaN] = value.split(",").map(Number);
  return { latitude, longitude };
}
