// @vitest-environment node
/**
 * The places served from the dataset: checked by field, standing until an editor sets them, and
 * the enquiry form, the showrooms' areas and the structured data following a change.
 */

import { afterEach, describe, expect, it } from "vitest";

import {
  editedContent,
  forgetEditedContent,
  placeholdersAt,
} from "../../scripts/content/edited-content";
import type { SanityDocument } from "../dataset/embedded";
import { readDataset } from "../dataset/embedded-files.server";
import { queryOver } from "./fixtures";
import { PROVINCES as STUDIO_PROVINCES } from "../../content-studio/schemaTypes/site-settings";
import { PROVINCES, readPlaces, STANDING_PLACES } from "./places";

const read = (documents: SanityDocument[]) => readPlaces(queryOver(documents));

const embedded = () =>
  readDataset().find((doc) => doc._id === "site-settings") as SanityDocument &
    Record<string, unknown>;

const places = () => embedded().servedPlaces as Record<string, unknown>[];

afterEach(forgetEditedContent);

// Each test loads the content's or the site's modules afresh: seconds on a busy machine.
describe("the places served from the dataset", { timeout: 30_000 }, () => {
  it("are the places the site has always named, not yet confirmed", async () => {
    expect(await read([embedded()])).toEqual(STANDING_PLACES);
  });

  it("offer the same provinces in the Studio as the build takes", () => {
    expect([...STUDIO_PROVINCES]).toEqual([...PROVINCES]);
  });

  it("stand as they were where no editor has set them, or has emptied the list", async () => {
    const { servedPlaces: _, ...unset } = embedded();
    expect(await read([unset as SanityDocument])).toEqual(STANDING_PLACES);
    expect(await read([{ ...embedded(), servedPlaces: [] }])).toEqual(STANDING_PLACES);
  });

  it.each([
    [
      "a city listed twice",
      { servedPlaces: [...places(), { ...places()[0], _key: "again" }] },
      /contact details \(site-settings\), servedPlaces\.4\.city: Johannesburg is listed twice/,
    ],
    [
      "a province that is not one",
      { servedPlaces: [{ ...places()[0], province: "Transvaal" }, ...places().slice(1)] },
      /contact details \(site-settings\), servedPlaces\.0\.province: one of Eastern Cape/,
    ],
    [
      "a showroom whose team serves nowhere",
      { servedPlaces: places().filter((place) => place.office !== "cape-town") },
      /contact details \(site-settings\), servedPlaces: no place is served by the cape-town showroom's team/,
    ],
    [
      "Other, which the enquiry form adds itself",
      { servedPlaces: [...places(), { ...places()[2], _key: "other", city: "Other" }] },
      /servedPlaces\.4\.city: a city's name, not Other/,
    ],
    [
      "a list with nothing on the enquiry form",
      { servedPlaces: places().map((place) => ({ ...place, onEnquiryForm: false })) },
      /contact details \(site-settings\), servedPlaces: no place on the enquiry form/,
    ],
  ])("refuse %s, naming the field", async (_, fields, message) => {
    await expect(read([{ ...embedded(), ...fields }])).rejects.toThrow(message);
  });

  it("name each place where the editor says: as served, on the enquiry form, or both", async () => {
    const { LOCATIONS } = await import("../contact/form");
    const { servedCities, servedPlaces } = await import("./site");
    const all = STANDING_PLACES.places;
    expect(LOCATIONS).toEqual([
      ...all.filter((place) => place.onEnquiryForm).map((place) => place.city),
      "Other",
    ]);
    expect(servedPlaces).toEqual(all.filter((place) => place.namedAsServed));
    for (const place of all) {
      expect(servedCities.includes(place.city)).toBe(place.namedAsServed);
    }
  });

  it("reach the enquiry form, the showrooms and the structured data when an editor adds one", async () => {
    await editedContent(["places.ts"], [], (doc) =>
      doc._id === "site-settings"
        ? {
            ...doc,
            servedPlaces: [
              ...(doc.servedPlaces as object[]),
              // Set in the studio with its switches left as they start: on.
              {
                _key: "gqeberha",
                _type: "servedPlace",
                city: "Gqeberha",
                province: "Eastern Cape",
                office: "cape-town",
              },
            ],
            servedPlacesConfirmed: true,
          }
        : doc,
    );
    const { LOCATIONS } = await import("../contact/form");
    expect(LOCATIONS).toEqual(["Johannesburg", "Cape Town", "Durban", "Gqeberha", "Other"]);
    const { servedCities, site } = await import("./site");
    expect(servedCities).toBe("Johannesburg, Cape Town, Pretoria and Gqeberha");
    const capeTown = site.offices.find((office) => office.slug === "cape-town")!;
    expect(capeTown.areasServed.map((area) => area.name)).toContain("Gqeberha");
    expect(site.areasServed).toContainEqual({ name: "Gqeberha", type: "City" });
    expect(await placeholdersAt("PLACES_IN_STUDIO")).toEqual([]);
  });
});
