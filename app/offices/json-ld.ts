/**
 * An office's own LocalBusiness node: its address, position, hours, phone, e-mail and the areas it
 * serves, a branch of the business (`parentOrganization`, whose inverse the business's node names
 * as its `subOrganization`; see `seo/structured-data.ts` and decision 018).
 */
import {
  absoluteUrl,
  businessId,
  officeId,
  officeName,
  openingHoursSpecification,
  type JsonLdNode,
} from "~/seo/structured-data";
import { addressParts, coordinateParts } from "~/config/location";
import type { Office } from "~/content/site";

export function officeJsonLd(office: Office): JsonLdNode {
  const address = addressParts(office.address);
  const { latitude, longitude } = coordinateParts(office.coordinates);
  return {
    "@type": "LocalBusiness",
    "@id": officeId(office),
    name: officeName(office),
    url: absoluteUrl(office.path),
    address: {
      "@type": "PostalAddress",
      streetAddress: `${address.street}, ${address.suburb}`,
      addressLocality: address.city,
      addressRegion: office.region,
      postalCode: address.postalCode,
      addressCountry: "ZA",
    },
    geo: { "@type": "GeoCoordinates", latitude, longitude },
    telephone: office.phone,
    email: office.email,
    openingHoursSpecification: openingHoursSpecification(),
    areaServed: office.areasServed.map((area) => ({ "@type": area.type, name: area.name })),
    parentOrganization: { "@id": businessId },
  };
}
