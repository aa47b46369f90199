/**
 * What clients say, in their own words, shown on the home page under 'What Our Clients Say'.
 *
 * Only real quotes, from real clients who have agreed to be quoted by name: nothing here is ever
 * written for them, shortened until it says something else, or invented to fill the section.
 * While the list is empty the section invites visitors to ask for a reference instead.
 *
 * To add one, append an entry (newest first):
 *
 *   {
 *     name: "Thandi M.",                 // as the client agreed to be named
 *     suburb: "Constantia",
 *     project: "Aurora sauna in a garden room",
 *     quote: "Their words, exactly as they gave them.",
 *     date: "2026-03-14",                // when they said it, YYYY-MM-DD
 *     // Optional: a photograph of their room, from the image pipeline (README, "Images"):
 *     // photo: { image: someImageFromTheLibrary, alt: "What the photograph shows" },
 *   },
 *
 * The build checks every entry (schemas.ts, `testimonialSchema`).
 */
import type { Testimonial } from "./schemas";

export type { Testimonial } from "./schemas";

export const testimonials: Testimonial[] = [];
