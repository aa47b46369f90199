/** schema.org JSON-LD builders. Every page carries the LocalBusiness; pages add their own nodes. */
import { fallbackUrl, fallbackWidth, type ImageSource } from "~/images/image-source";
import { socialShare } from "~/images/library";
import { site, type Office } from "~/content/site";

export type JsonLdNode = Record<string, unknown> & { "@type": string };

export const businessId = `${site.url}/#business`;

/** An office's node id: its page's address with `#office` (`offices/json-ld.ts` builds it). */
export function officeId(office: Office): string {
  return `${absoluteUrl(office.path)}#office`;
}

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
    openingHoursSpecification: openingHoursSpecification(),
    // Each office is a branch with a page and a node of its own (its @id): its parent names it
    // as a sub-organisation, the office names the business as its parent (decision 018).
    subOrganization: site.offices.map((office) => ({
      "@type": "LocalBusiness",
      "@id": officeId(office),
      name: officeName(office),
      url: absoluteUrl(office.path),
      address: postalAddress(office),
      telephone: office.phone,
      email: office.email,
    })),
    sameAs: site.social.map((link) => link.href),
  };
}

/** An office's name: the business's with the office's city, "Vaja Johannesburg". */
export function officeName(office: Office): string {
  return `${site.name} ${office.city}`;
}

/** The hours with fixed times, as schema.org writes them (by appointment is not a time). */
export function openingHoursSpecification() {
  return site.openingHours
    .filter((entry) => entry.opens && entry.closes)
    .map((entry) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: entry.days,
      opens: entry.opens,
      closes: entry.closes,
    }));
}

/** The office's town and province: its street, postal code and position are on its own page. */
function postalAddress(office: Office) {
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
    // A photograph's own words win over the page's, which describe the picture it replaced.
    alt: image.alt ?? alt,
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
