/**
 * The 3D tours' words as the business keeps them ("3D tours' words", one document): what each
 * 360° tour shows, the tour page's description and the words under (and for) its preview. The
 * tours are the site's (each is drawn from a room's 3D model, and its page's address is its id),
 * so the document lists each once, by its id, and no other: the collections' tours in one list,
 * the example rooms' (the gallery's client renderings) in another. The owner words them; their
 * order in a list is the owner's and changes nothing on the site. Words state no figure
 * themselves: an example room's size, height inside and seats are worked out from its model, and
 * the words name them in braces, `{width}`, `{heightInside}`, `{seats}`, for the site to fill in.
 * The Studio's fields and the site's content step take the words by these same functions. Plain
 * data and functions, importing only the Studio's other rules: the Studio's dev server serves
 * only its own folder.
 */
import { FIGURE_WRITTEN } from "./guides";
import { FIGURE_IN_WORDS, NAMED_FIGURE, namedFiguresProblem, offeredFigures } from "./words";

/** The document: its id, as the Studio's desk opens it, its title and its type. */
export const TOUR_WORDS = {
  id: "tour-words",
  title: "3D tours' words",
  type: "tourWords",
} as const;

/** Every figure a tour's words may name: what it is, and an example (for measuring length). */
export const TOUR_FIGURES = {
  width: { about: "the room's width outside, in metres", example: "3.2 metres" },
  heightInside: { about: "the room's height inside, in metres", example: "2.5 metres" },
  seats: { about: "how many its two benches seat at most, in words", example: "six" },
} as const satisfies Record<string, { about: string; example: string }>;

export type TourFigureName = keyof typeof TOUR_FIGURES;

/** A list of the document: the collections' tours, or the example rooms'. */
export type TourList = "collections" | "exampleRooms";

/** An example room's figures: each is worked out from its model. */
const ROOM_FIGURES: readonly TourFigureName[] = ["width", "heightInside", "seats"];

/**
 * The site's tours in each list (`app/catalogue/tours.ts`, which a test holds these to), each
 * with the figures its words may name.
 */
export const TOURS: Readonly<
  Record<TourList, readonly { id: string; name: string; figures: readonly TourFigureName[] }[]>
> = {
  collections: [
    { id: "kaelis", name: "Kaelis", figures: [] },
    { id: "aurora", name: "Aurora", figures: [] },
    { id: "loyly", name: "Loyly", figures: [] },
    { id: "elysium", name: "Elysium", figures: [] },
  ],
  exampleRooms: [
    { id: "client-1", name: "Wide family sauna", figures: ROOM_FIGURES },
    { id: "client-2", name: "Compact corner sauna", figures: ROOM_FIGURES },
    { id: "client-3", name: "Tall cedar room", figures: ROOM_FIGURES },
    { id: "client-4", name: "Glass-fronted spa room", figures: ROOM_FIGURES },
    { id: "client-5", name: "Lodge sauna", figures: ROOM_FIGURES },
  ],
};

/** What each list is called in the Studio and in messages. */
export const TOUR_LIST_TITLES: Readonly<Record<TourList, string>> = {
  collections: "The collections' tours",
  exampleRooms: "The example rooms' tours",
};

/** The shortest and longest a tour's description may be, each figure counted at its example. */
export const TOUR_LIMITS = { description: [40, 200] } as const;

const NAMED = NAMED_FIGURE;

/** "it has {a} (…)", or "it has none to name". */
const offered = (figures: readonly TourFigureName[]) => offeredFigures(figures, TOUR_FIGURES);

/** How many a room seats, written out: "room for six", "seats four", "6 people". */
const SEATS_WRITTEN =
  /\b(?:(?:room|space|seats?|seating) for|seats|seating)\s+(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b|\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(?:people|persons|bathers|adults|guests)\b/i;

/** The tour of an id in a list, if the site has it. */
export const tourOf = (list: TourList, id: unknown) => TOURS[list].find((tour) => tour.id === id);

/**
 * What is wrong with `text` as the description of the tour `id` in `list`, in an editor's words;
 * undefined when nothing is: words missing, too short or too long, a size, height or number of
 * seats written out rather than named, or a figure the tour does not have.
 */
export function tourDescriptionProblem(
  list: TourList,
  id: unknown,
  text: unknown,
): string | undefined {
  const tour = tourOf(list, id);
  if (!tour) return "Choose the tour first";
  const words = typeof text === "string" ? text.replaceAll(/\s+/g, " ").trim() : "";
  if (!words) return "The description is needed";
  const unnamed = words.replaceAll(NAMED, "");
  if (
    FIGURE_WRITTEN.test(unnamed) ||
    FIGURE_IN_WORDS.test(unnamed) ||
    SEATS_WRITTEN.test(unnamed)
  ) {
    return `No sizes, heights or seats written out: name a figure in braces and the site fills it in from the room's model; ${offered(tour.figures)}`;
  }
  return namedFiguresProblem(
    words,
    tour.figures,
    TOUR_FIGURES,
    TOUR_LIMITS.description,
    "this tour",
  );
}

/**
 * What is wrong with a list of tours (each entry's tour id, in the document's order), in an
 * editor's words: a tour the list does not have, one listed twice, one missing.
 */
export function tourEntriesProblem(list: TourList, ids: readonly unknown[]): string | undefined {
  const tours = TOURS[list];
  const names = tours.map((tour) => tour.name).join(", ");
  const unknown = ids.filter((id) => !tourOf(list, id));
  if (unknown.length > 0) {
    return `${unknown.map((id) => `"${String(id ?? "")}"`).join(", ")}: no tour of this list; its tours are ${names}`;
  }
  const twice = tours.filter((tour) => ids.filter((id) => id === tour.id).length > 1);
  if (twice.length > 0) {
    return `${twice.map((tour) => tour.name).join(", ")} listed twice: list each tour once`;
  }
  const missing = tours.filter((tour) => !ids.includes(tour.id));
  if (missing.length > 0) {
    return `${missing.map((tour) => tour.name).join(", ")} missing: every tour is listed once`;
  }
  return undefined;
}
