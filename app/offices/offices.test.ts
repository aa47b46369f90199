/**
 * The offices' data, their directions links and their structured data: every office has a page
 * of its own, its links open a maps app at its configured coordinates, and its LocalBusiness says
 * what its page shows and names the business as its parent, which names it back.
 */
import { describe, expect, it } from "vitest";

import { env } from "~/config/env";
import { addressParts, coordinateParts } from "~/config/location";
import { officeSetting } from "~/config/offices";
import { businessId, localBusiness } from "~/seo/structured-data";
import { site } from "~/content/site";
import { paths, patterns } from "~/routing/paths";

import { appleDirectionsHref, googleDirectionsHref } from "./directions";
import { officeJsonLd } from "./json-ld";

describe("the offices", () => {
  it("each has a page of its own at /contact/{slug}, and a slug of its own", () => {
    expect(new Set(site.offices.map((office) => office.slug)).size).toBe(site.offices.length);
    for (const office of site.offices) {
      expect(office.path).toBe(`${paths.contact()}/${office.slug}`);
      expect(Object.values(patterns)).toContain(office.path);
    }
  });

  it("take their address and coordinates from the configuration", () => {
    for (const { slug, address, coordinates, city } of site.offices) {
      expect(address).toBe(env[officeSetting(slug, "ADDRESS")]);
      expect(coordinates).toBe(env[officeSetting(slug, "COORDINATES")]);
      // Each address names its office's city.
      expect(addressParts(address).city).toBe(city);
    }
  });

  it("serve every area the business names, each area from one office", () => {
    const areas = site.offices.flatMap((office) => office.areasServed.map((area) => area.name));
    expect(new Set(areas).size).toBe(areas.length);
    expect(site.areasServed.map((area) => area.name).sort()).toEqual([...areas].sort());
  });
});

describe("directions", () => {
  const coordinates = { latitude: -26.1076, longitude: 28.0567 };

  it("open Google Maps' directions at the coordinates", () => {
    const url = new URL(googleDirectionsHref(coordinates));
    expect(url.origin + url.pathname).toBe("https://www.google.com/maps/dir/");
    expect(url.searchParams.get("api")).toBe("1");
    expect(url.searchParams.get("destination")).toBe("-26.1076,28.0567");
  });

  it("open Apple Maps' directions at the coordinates", () => {
    const url = new URL(appleDirectionsHref(coordinates));
    expect(url.origin).toBe("https://maps.apple.com");
    expect(url.searchParams.get("daddr")).toBe("-26.1076,28.0567");
  });
});

describe("an office's LocalBusiness", () => {
  it.each(site.offices.map((office) => [office.city, office] as const))(
    "%s: its address, position, contact details, hours and areas",
    (_, office) => {
      const node = officeJsonLd(office);
      const address = addressParts(office.address);
      const coordinates = coordinateParts(office.coordinates);
      expect(node).toMatchObject({
        "@type": "LocalBusiness",
        name: `${site.name} ${office.city}`,
        url: `${site.url}${office.path}`,
        telephone: office.phone,
        email: office.email,
        address: {
          "@type": "PostalAddress",
          streetAddress: `${address.street}, ${address.suburb}`,
          addressLocality: address.city,
          postalCode: address.postalCode,
          addressRegion: office.region,
          addressCountry: "ZA",
        },
        geo: {
          "@type": "GeoCoordinates",
          latitude: coordinates.latitude,
          longitude: coordinates.longitude,
        },
        areaServed: office.areasServed.map((area) => ({ "@type": area.type, name: area.name })),
        parentOrganization: { "@id": businessId },
      });
      // Only the days with fixed hours: a Saturday by appointment has no opening time to give.
      const fixedDays = site.openingHours.filter((entry) => entry.opens);
      expect(node.openingHoursSpecification).toEqual(
        fixedDays.map((entry) =>
          expect.objectContaining({
            dayOfWeek: entry.days,
            opens: entry.opens,
            closes: entry.closes,
          }),
        ),
      );
    },
  );

  it("is named by the business as one of its sub-organisations, by the same id", () => {
    const business = localBusiness();
    const named = business.subOrganization as { "@id": string; url: string }[];
    expect(named.map((office) => office["@id"])).toEqual(
      site.offices.map((office) => officeJsonLd(office)["@id"]),
    );
    expect(named.map((office) => office.url)).toEqual(
      site.offices.map((office) => officeJsonLd(office).url),
    );
    expect(business["@id"]).toBe(businessId);
  });
});
