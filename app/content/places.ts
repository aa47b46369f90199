/**
 * The places the business designs, delivers and installs in, as editors keep them in the content
 * studio (Contact details → Places served): each city, its province and the showroom whose team
 * serves it, and whether the business has confirmed the list. `npm run content` reads them with
 * this query, checks them and writes `generated/places.ts`, which `site.ts` reads: the enquiry
 * form's locations, the footer, every product page, the showrooms' pages, the guides and the
 * structured data all follow. Until an editor sets them, the places the site has always named
 * stand, unconfirmed.
 */
import { z } from "zod";

import { type ContentQuery, contactDetailsPart } from "./check";
import { OFFICE_IDS, OFFICES, type OfficeId } from "../config/offices";
import { published } from "../dataset/groq";

/** South Africa's nine provinces, as an address names them. */
export const PROVINCES = [
  "Eastern Cape",
  "Free State",
  "Gauteng",
  "KwaZulu-Natal",
  "Limpopo",
  "Mpumalanga",
  "North West",
  "Northern Cape",
  "Western Cape",
] as const;

/**
 * A city the business serves, its province, the office whose team serves it, and where the site
 * names it: as a place the business installs in (every product page, the footer, the guides, what
 * search engines read), as a location on the enquiry form, or both.
 */
export interface ServedPlace {
  city: string;
  province: (typeof PROVINCES)[number];
  office: OfficeId;
  /** Named wherever the site says where the business designs, delivers and installs. */
  namedAsServed: boolean;
  /** A choice among the enquiry form's locations ("Other" is always the last). */
  onEnquiryForm: boolean;
}

export interface ServedPlaces {
  places: ServedPlace[];
  confirmed: boolean;
}

/**
 * The places the site names until an editor sets them, as the business's own material names them:
 * Johannesburg, Cape Town and Pretoria where it says where it installs; Johannesburg, Cape Town and
 * Durban on the enquiry form. Unconfirmed until the business confirms its list.
 */
export const STANDING_PLACES: ServedPlaces = {
  places: [
    // Each showroom's own city, named and on the form.
    ...OFFICES.map(({ id, city, region }) => {
      return { city, province: region, office: id, namedAsServed: true, onEnquiryForm: true };
    }),
    {
      city: "Pretoria",
      province: "Gauteng",
      office: "johannesburg",
      namedAsServed: true,
      onEnquiryForm: false,
    },
    {
      city: "Durban",
      province: "KwaZulu-Natal",
      office: "johannesburg",
      namedAsServed: false,
      onEnquiryForm: true,
    },
  ],
  confirmed: false,
};

export const PLACES_QUERY = `*[_type == "siteSettings" && ${published}] | order(_id asc) {
  _id,
  servedPlaces[]{ city, province, office, namedAsServed, onEnquiryForm },
  servedPlacesConfirmed
}`;

const place = z.object({
  city: z
    .string()
    .trim()
    .min(2, "a city's name")
    .max(40, "at most 40 characters")
    // "Other" is the enquiry form's own last choice.
    .refine((city) => city.toLowerCase() !== "other", "a city's name, not Other"),
  province: z.enum(PROVINCES, { message: `one of ${PROVINCES.join(", ")}` }),
  office: z.enum(OFFICE_IDS, { message: `one of ${OFFICE_IDS.join(", ")}` }),
  // Unset is on: a place added in the studio is named and offered unless an editor says not.
  namedAsServed: z
    .boolean()
    .nullish()
    .transform((on) => on ?? true),
  onEnquiryForm: z
    .boolean()
    .nullish()
    .transform((on) => on ?? true),
});

export const placesDocument = z
  .object({
    _id: z.string(),
    // An empty list is an unset one: the standing places stand.
    servedPlaces: z.preprocess(
      (list) => (Array.isArray(list) && list.length === 0 ? null : list),
      z
        .array(place)
        .min(1, "at least one place")
        .max(20, "at most 20 places")
        .superRefine((places, context) => {
          const seen = new Set<string>();
          places.forEach(({ city }, i) => {
            if (seen.has(city.toLowerCase()))
              context.addIssue({
                code: "custom",
                message: `${city} is listed twice`,
                path: [i, "city"],
              });
            seen.add(city.toLowerCase());
          });
          for (const office of OFFICE_IDS)
            if (!places.some((p) => p.office === office && p.namedAsServed))
              context.addIssue({
                code: "custom",
                message: `no place is served by the ${office} showroom's team`,
              });
          if (!places.some((p) => p.onEnquiryForm))
            context.addIssue({ code: "custom", message: "no place on the enquiry form" });
        })
        .nullish(),
    ),
    servedPlacesConfirmed: z.boolean().nullish(),
  })
  .transform(({ servedPlaces, servedPlacesConfirmed }): ServedPlaces | undefined =>
    servedPlaces ? { places: servedPlaces, confirmed: servedPlacesConfirmed ?? false } : undefined,
  );

/** Reads and checks the places served; the standing ones when no editor has set them. */
export async function readPlaces(query: ContentQuery): Promise<ServedPlaces> {
  return contactDetailsPart(await query(PLACES_QUERY), placesDocument, STANDING_PLACES);
}
