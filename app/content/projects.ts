/**
 * Rooms the business has built, as editors keep them in the content studio (Gallery → Rooms we
 * built): where, when, what was built (the collection, its size, timbers, front and heater), the
 * story in plain paragraphs, and the client's own words where they agreed to be quoted. Their
 * photographs are read with the other photographs (`photographs.ts`, list `projects`). None until
 * an editor adds one: the site never shows a project it did not build.
 *
 * `npm run content` reads them with this query, checks each against the range (a collection,
 * timber or heater that does not exist is refused, naming the document and the field) and writes
 * `generated/projects.ts`; the gallery lists them and each has a page of its own.
 */
import { z } from "zod";

import { formatDate, todayInSouthAfrica } from "../format/dates";
import { developerSaunaSlugs, timberIds } from "./developer-range";
import { checkEach, type ContentQuery, failIfAny, paragraphsOf, sharedKeys } from "./check";
import { published } from "../dataset/groq";
import { PROVINCES } from "./places";

/** Whether a project's heater is one of the range's: a published Range item of kind heater. */
export const HEATER_OF_THE_RANGE = `count(*[_type == "rangeItem" && kind == "heater" && slug == ^.heater && ${published}]) > 0`;

/** What a room we built was: a collection of the range, or a cabin made to measure. */
export const MADE_TO_MEASURE = "made-to-measure";
export const PROJECT_KINDS = [...developerSaunaSlugs, MADE_TO_MEASURE] as const;

/** The sizes a built cabin may have, in millimetres (a sanity check on a mistyped figure). */
export const PROJECT_SIZE = { min: 900, max: 6000 } as const;

/** A room we built, as its page shows it. */
export interface Project {
  slug: string;
  title: string;
  suburb: string;
  province: (typeof PROVINCES)[number];
  /** The month it was finished: `2026-03`, and as the page writes it, "March 2026". */
  completed: string;
  month: string;
  built: {
    kind: (typeof PROJECT_KINDS)[number];
    width: number;
    depth: number;
    height: number;
    outside: (typeof timberIds)[number];
    inside: (typeof timberIds)[number];
    front: "door" | "glass";
    heater: string | null;
  };
  /** What the client asked for and what we built, in paragraphs. */
  story: string[];
  /** The client's own words, exactly as given, where they agreed to be quoted by this name. */
  words: { quote: string[]; name: string } | null;
}

export const PROJECTS_QUERY = `*[_type == "project" && ${published}] | order(completed desc, _id asc) {
  _id,
  title,
  "slug": slug.current,
  suburb,
  province,
  completed,
  kind,
  width,
  depth,
  height,
  outside,
  inside,
  front,
  heater,
  "heaterKnown": ${HEATER_OF_THE_RANGE},
  story,
  quote,
  clientName,
  consent,
  "photographs": count(photographs)
}`;

const size = (what: string) =>
  z
    .number({ message: `the ${what} in millimetres` })
    .int("a whole number of millimetres")
    .min(PROJECT_SIZE.min, `the ${what} in millimetres: at least ${PROJECT_SIZE.min}`)
    .max(PROJECT_SIZE.max, `the ${what} in millimetres: at most ${PROJECT_SIZE.max}`);

const timber = z.enum(timberIds, { message: `one of the timbers: ${timberIds.join(", ")}` });

export const projectDocument = z
  .object({
    _id: z.string(),
    title: z.string().trim().min(10, "at least 10 characters").max(90, "at most 90 characters"),
    slug: z
      .string({ message: "an address: generate it from the title" })
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lower-case letters, digits and single hyphens"),
    suburb: z.string().trim().min(2, "the suburb or town").max(60, "at most 60 characters"),
    province: z.enum(PROVINCES, { message: `one of ${PROVINCES.join(", ")}` }),
    completed: z
      .string({ message: "the day it was finished" })
      .regex(/^\d{4}-\d{2}-\d{2}$/, "a date")
      .refine((date) => date <= todayInSouthAfrica(), "a room cannot be finished in the future"),
    kind: z.enum(PROJECT_KINDS, {
      message: `one of the collections (${developerSaunaSlugs.join(", ")}) or ${MADE_TO_MEASURE}`,
    }),
    width: size("width"),
    depth: size("depth"),
    height: size("height"),
    outside: timber,
    inside: timber,
    front: z.enum(["door", "glass"], { message: "door or glass" }),
    heater: z.string().nullish(),
    heaterKnown: z.boolean().nullish(),
    story: z
      .string({ message: "what the client asked for and what we built" })
      .trim()
      .min(80, "at least 80 characters")
      .max(3000, "at most 3000 characters"),
    quote: z.string().trim().max(800, "at most 800 characters").nullish(),
    clientName: z.string().trim().max(60, "at most 60 characters").nullish(),
    consent: z.boolean().nullish(),
    photographs: z
      .number()
      .nullish()
      .refine((count) => (count ?? 0) > 0, "at least one photograph of the room"),
  })
  .superRefine(({ heater, heaterKnown }, context) => {
    if (heater && !heaterKnown)
      context.addIssue({
        code: "custom",
        message: `"${heater}" is no heater of the range: give a heater's item name, as its Range item has it`,
        path: ["heater"],
      });
  })
  .superRefine(({ quote, clientName, consent }, context) => {
    if (!quote) return;
    if (!clientName || clientName.length < 2)
      context.addIssue({
        code: "custom",
        path: ["clientName"],
        message: "the client's name as they agreed to be named, with their words",
      });
    if (consent !== true)
      context.addIssue({
        code: "custom",
        path: ["consent"],
        message: "quote a client only once they have agreed: tick it, or clear their words",
      });
  })
  .transform((doc): Project & { document: string } => ({
    document: doc._id,
    slug: doc.slug,
    title: doc.title,
    suburb: doc.suburb,
    province: doc.province,
    completed: doc.completed.slice(0, 7),
    // Written here, at build time, as the blog writes its dates, so no page carries the months.
    month: formatDate(doc.completed).replace(/^\d+ /, ""),
    built: {
      kind: doc.kind,
      width: doc.width,
      depth: doc.depth,
      height: doc.height,
      outside: doc.outside,
      inside: doc.inside,
      front: doc.front,
      heater: doc.heater ?? null,
    },
    story: paragraphsOf(doc.story),
    words: doc.quote ? { quote: paragraphsOf(doc.quote), name: doc.clientName! } : null,
  }));

/** Reads and checks the rooms we built, newest first; none when there are none. */
export async function readProjects(query: ContentQuery): Promise<Project[]> {
  const found: string[] = [];
  const projects = checkEach("project", await query(PROJECTS_QUERY), projectDocument, found);
  for (const [slug, documents] of sharedKeys(projects.map((p) => [p.slug, p.document])))
    found.push(`projects (${documents.join(", ")}): the same address twice (${slug})`);
  failIfAny(found);
  return projects.map(({ document: _, ...project }) => project);
}
