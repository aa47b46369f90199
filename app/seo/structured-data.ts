/** schema.org JSON-LD builders. Every page carries the LocalBusiness; pages add their own nodes. */
import { fallbackUrl, fallbackWidth, type ImageSource } from "~/images/image-source";
import { socialShare } from "~/images/library";
import { site } from "~/site";

export type JsonLdNode = Record<string, unknown> & { "@type": string };

export const businessId = `${site.url}/#business`;

export function localBusiness(): JsonLdNode {
  return {
    "@type": "LocalBusiness",
    "@id": businessId,
    name: site.name,
    description: site.tagline,
    url: `${site.url}/`,
    image: absoluteUrl(shareImage.path),
    logo: absoluteUrl("/favicon.svg"),
    foundingDate: String(site.foundingYear),
    email: site.emails.general,
    telephone: site.offices[0].phone,
    currenciesAccepted: site.currency,
    address: postalAddress(site.offices[0]),
    areaServed: site.areasServed.map((area) => ({ "@type": area.type, name: area.name })),
    openingHoursSpecification: site.openingHours
      .filter((entry) => entry.opens && entry.closes)
      .map((entry) => ({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: entry.days,
        opens: entry.opens,
        closes: entry.closes,
      })),
    department: site.offices.map((office) => ({
      "@type": "LocalBusiness",
      name: `${site.name} ${office.city}`,
      address: postalAddress(office),
      telephone: office.phone,
      email: office.email,
    })),
    sameAs: site.social.map((link) => link.href),
  };
}

function postalAddress(office: { city: string; region: string }) {
  return {
    "@type": "PostalAddress",
    addressLocality: office.city,
    addressRegion: office.region,
    addressCountry: "ZA",
  };
}

/** The default 1200 × 630 image used when a page has none of its own. */
export interface ShareImage {
  path: string;
  width: number;
  height: number;
  alt: string;
}

/** An image as a social card or structured data shows it: its JPEG variant and that size. */
export function shareCard(image: ImageSource, alt: string): ShareImage {
  const width = fallbackWidth(image.widths);
  return {
    path: fallbackUrl(image),
    width,
    height: Math.round((image.height * width) / image.width),
    alt,
  };
}

/** The picture every page is shared with unless it has its own (1200 × 630, generated). */
export const shareImage = shareCard(
  socialShare,
  "A warm-lit sauna interior with slatted benches and a heater of stones, beside the Vaja mark",
);

export function absoluteUrl(path: string): string {
  return new URL(path, `${site.url}/`).href;
}

/** The trail of links from the home page to this one, as search results show it. */
export function breadcrumbJsonLd(trail: readonly { name: string; path: string }[]): JsonLdNode {
  return {
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}
