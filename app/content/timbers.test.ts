/**
 * The timbers' and the 3D tours' words from the dataset ("Timbers' words", "3D tours' words"):
 * taken as the embedded dataset holds them, which are the business's words, and each broken document
 * refused by the rules the Studio shares (content-studio/rules/timbers.ts, tours.ts), naming the
 * document, its title and the field. The Studio's lists are the site's timbers and tours.
 */
import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import type { SanityDocument } from "../dataset/embedded";
import { THERMO_PINE_BAKED_AT, timbers } from "../catalogue/woods";
import { clientTours, collectionTours, roomFigures } from "../catalogue/tours";
import { clientRooms } from "../catalogue/client-rooms";
import { clientRoomNames } from "../catalogue/client-room-names";
import { interiorSize } from "../catalogue/cabin";
import { TIMBERS, timberDescriptionProblem } from "../../content-studio/rules/timbers";
import { TOURS, tourDescriptionProblem } from "../../content-studio/rules/tours";
import { timberWords as timberType } from "../../content-studio/schemaTypes/timber-words";
import { tourWords as tourType } from "../../content-studio/schemaTypes/tour-words";
import { schemaTypes } from "../../content-studio/schemaTypes";
import { queryOver } from "./fixtures";
import { readTimberWords, TIMBER_WORDS_QUERY } from "./timbers";
import { readTourWords, TOUR_WORDS_QUERY } from "./tours";

/** The embedded dataset's documents. */
const embedded: SanityDocument[] = readFileSync("content/dataset/data.ndjson", "utf8")
  .split("\n")
  .filter(Boolean)
  .map((line) => JSON.parse(line) as SanityDocument);

/** The embedded documents with the one of `id` changed by `change`. */
function changed(id: string, change: (doc: Record<string, unknown>) => void): SanityDocument[] {
  return embedded.map((doc) => {
    if (doc._id !== id) return doc;
    const copy = structuredClone(doc) as Record<string, unknown>;
    change(copy);
    return copy as SanityDocument;
  });
}

type Entry = { _key: string; timber?: string; tour?: string; description: string };
const list = (doc: Record<string, unknown>, field: string) => doc[field] as Entry[];

const readTimbers = (documents: SanityDocument[]) => readTimberWords(queryOver(documents));
const readTours = (documents: SanityDocument[]) => readTourWords(queryOver(documents));

/** The fields of a Studio type, as its schema lists them. */
const fieldsOf = (type: unknown) =>
  (type as { fields: { name: string; of?: { fields: { name: string }[] }[] }[] }).fields;

describe("the timbers' and tours' words as the Studio knows them", () => {
  it("list the site's timbers and tours, by id and name", () => {
    expect(TIMBERS.map(({ id, name }) => ({ id, name }))).toEqual(
      timbers
        .map(({ id, name }) => ({ id, name }))
        .sort(
          (a, b) =>
            TIMBERS.findIndex(({ id }) => id === a.id) - TIMBERS.findIndex(({ id }) => id === b.id),
        ),
    );
    expect(TOURS.collections.map(({ id, name }) => ({ id, name }))).toEqual(
      collectionTours.map(({ id, name }) => ({ id, name })),
    );
    expect(TOURS.exampleRooms.map(({ id, name }) => ({ id, name }))).toEqual(
      clientTours.map(({ id }) => ({ id, name: clientRoomNames[id as keyof typeof clientRooms] })),
    );
  });

  it("are types of the Studio with a field for everything the content step reads", () => {
    expect(schemaTypes).toContain(timberType);
    expect(schemaTypes).toContain(tourType);
    const timberEntry = fieldsOf(timberType).find((field) => field.name === "timbers")!;
    expect(timberEntry.of![0]!.fields.map(({ name }) => name)).toEqual(["timber", "description"]);
    expect(TIMBER_WORDS_QUERY).toContain("timbers[] { timber, description }");
    for (const name of ["collections", "exampleRooms"]) {
      const field = fieldsOf(tourType).find((each) => each.name === name)!;
      expect(
        field.of![0]!.fields.map((each) => each.name),
        name,
      ).toEqual(["tour", "description"]);
      expect(TOUR_WORDS_QUERY).toContain(`${name}[] { tour, description }`);
    }
  });
});

describe("the timbers' words from the dataset", () => {
  it("give every timber its words, the baking heat named and filled in", async () => {
    const words = await readTimbers(embedded);
    expect(words.map(({ timber }) => timber)).toEqual(TIMBERS.map(({ id }) => id));
    const thermoPine = words.find(({ timber }) => timber === "thermo-pine")!;
    expect(thermoPine.description).toContain("{bakingTemperature}");
    const shown = timbers.find(({ id }) => id === "thermo-pine")!.description;
    expect(shown).toContain(`${THERMO_PINE_BAKED_AT}\u00a0°C`);
    expect(timbers.map(({ description }) => description).join(" ")).not.toContain("{");
  });

  it.each<[string, SanityDocument[], RegExp]>([
    [
      "a timber missing",
      changed("timber-words", (doc) => {
        list(doc, "timbers").splice(2, 1);
      }),
      /Timbers' words \(timber-words\), timbers: Obeche missing/,
    ],
    [
      "a timber listed twice",
      changed("timber-words", (doc) => {
        list(doc, "timbers").push({ ...list(doc, "timbers")[1]!, _key: "again" });
      }),
      /Timbers' words \(timber-words\), timbers: Pine listed twice/,
    ],
    [
      "a timber the site does not have",
      changed("timber-words", (doc) => {
        list(doc, "timbers")[5]!.timber = "teak";
      }),
      /Timbers' words \(timber-words\), timbers: "teak": no timber of the site's/,
    ],
    [
      "a temperature typed out",
      changed("timber-words", (doc) => {
        list(doc, "timbers")[0]!.description =
          "Nordic pine baked at over 200 °C until it turns a deep caramel, stable and resinless.";
      }),
      /Timbers' words \(timber-words\), timbers\[1 "thermo-pine"\]\.description: No temperatures, sizes, prices or times written out/,
    ],
    [
      "a figure the timber does not have",
      changed("timber-words", (doc) => {
        list(doc, "timbers")[1]!.description =
          "The classic sauna timber, baked at {bakingTemperature} for the clean scent of a first sauna.";
      }),
      /timbers\[2 "pine"\]\.description: \{bakingTemperature\} is no figure of Pine; it has none to name/,
    ],
    [
      "a description too long",
      changed("timber-words", (doc) => {
        list(doc, "timbers")[3]!.description = "Rich and aromatic cedar. ".repeat(10);
      }),
      /timbers\[4 "western-red-cedar"\]\.description: At most 220 characters/,
    ],
    [
      "the document missing",
      embedded.filter((doc) => doc._id !== "timber-words"),
      /Timbers' words: no document; open "Timbers' words" under Range in the Studio/,
    ],
  ])("refuse %s, naming the document, its title and the field", async (_, documents, message) => {
    await expect(readTimbers(documents)).rejects.toThrow(message);
  });

  it("follow the business's order", async () => {
    const reordered = changed("timber-words", (doc) => {
      list(doc, "timbers").reverse();
    });
    const words = await readTimbers(reordered);
    expect(words.map(({ timber }) => timber)).toEqual(TIMBERS.map(({ id }) => id).reverse());
  });
});

describe("the 3D tours' words from the dataset", () => {
  it("give every tour its words, the example rooms' figures named and worked out from their models", async () => {
    const words = await readTours(embedded);
    expect(Object.keys(words)).toEqual([
      ...TOURS.collections.map(({ id }) => id),
      ...TOURS.exampleRooms.map(({ id }) => id),
    ]);
    expect(words["client-1"]).toMatch(/\{width\}.*\{seats\}/);
    const shown = Object.fromEntries(clientTours.map(({ id, description }) => [id, description]));
    expect(shown["client-1"]).toContain("3.2 metres wide");
    expect(shown["client-1"]).toContain("room for six");
    expect(shown["client-2"]).toContain(": 1.6 metres wide,");
    expect(shown["client-3"]).toContain(
      `, ${(interiorSize(clientRooms["client-3"]).height / 1000).toFixed(1)} metres high inside,`,
    );
    expect(roomFigures("client-1").seats).toBe("six");
    expect(roomFigures("client-2").width).toBe("1.6 metres");
    for (const tour of [...collectionTours, ...clientTours]) {
      expect(tour.description, tour.id).not.toContain("{");
    }
  });

  it.each<[string, SanityDocument[], RegExp]>([
    [
      "a collection's tour missing",
      changed("tour-words", (doc) => {
        list(doc, "collections").splice(0, 1);
      }),
      /3D tours' words \(tour-words\), collections: Kaelis missing/,
    ],
    [
      "an example room listed twice",
      changed("tour-words", (doc) => {
        list(doc, "exampleRooms").push({ ...list(doc, "exampleRooms")[2]!, _key: "again" });
      }),
      /3D tours' words \(tour-words\), exampleRooms: Tall cedar room listed twice/,
    ],
    [
      "an unknown tour",
      changed("tour-words", (doc) => {
        list(doc, "collections")[1]!.tour = "vakio";
      }),
      /3D tours' words \(tour-words\), collections: "vakio": no tour of this list/,
    ],
    [
      "an example room in the collections' list",
      changed("tour-words", (doc) => {
        list(doc, "collections")[3]!.tour = "client-1";
      }),
      /collections: "client-1": no tour of this list/,
    ],
    [
      "a width typed out",
      changed("tour-words", (doc) => {
        list(doc, "exampleRooms")[1]!.description =
          "A compact pine sauna made to fit the corner of a bathroom: 1.6 metres wide, with a glass door.";
      }),
      /exampleRooms\[2 "client-2"\]\.description: No sizes, heights or seats written out/,
    ],
    [
      "seats typed out",
      changed("tour-words", (doc) => {
        list(doc, "exampleRooms")[0]!.description =
          "A family sauna {width} wide, lined in obeche behind a glass front, with room for six on its two benches.";
      }),
      /exampleRooms\[1 "client-1"\]\.description: No sizes, heights or seats written out/,
    ],
    [
      "a figure a collection's tour does not have",
      changed("tour-words", (doc) => {
        list(doc, "collections")[0]!.description =
          "Inside the Kaelis: western red cedar from floor to ceiling, {width} wide.";
      }),
      /collections\[1 "kaelis"\]\.description: \{width\} is no figure of this tour; it has none to name/,
    ],
    [
      "an unknown figure",
      changed("tour-words", (doc) => {
        list(doc, "exampleRooms")[2]!.description =
          "A tall room lined in western red cedar, {depth} deep, with a glass door and window.";
      }),
      /exampleRooms\[3 "client-3"\]\.description: \{depth\} is no figure of this tour; it has \{width\}/,
    ],
    [
      "the document missing",
      embedded.filter((doc) => doc._id !== "tour-words"),
      /3D tours' words: no document; open "3D tours' words" under Gallery in the Studio/,
    ],
  ])("refuse %s, naming the document, its title and the field", async (_, documents, message) => {
    await expect(readTours(documents)).rejects.toThrow(message);
  });
});

describe("the timbers' and tours' rules", () => {
  it("take today's words and refuse words before the entry is chosen", () => {
    expect(
      timberDescriptionProblem(
        "thermo-pine",
        "Nordic pine baked at over {bakingTemperature} until it turns a deep caramel.",
      ),
    ).toBeUndefined();
    expect(timberDescriptionProblem(undefined, "Words")).toBe("Choose the timber first");
    expect(tourDescriptionProblem("exampleRooms", "kaelis", "Words")).toBe("Choose the tour first");
  });

  it("are the Studio's field rules", () => {
    type Field = {
      name: string;
      validation: (rule: unknown) => unknown;
      of?: { fields: Field[] }[];
    };
    const check = (field: Field, parent: unknown) => {
      let custom: ((value: unknown, context: unknown) => unknown) | undefined;
      const rule = {
        custom: (fn: typeof custom) => ((custom = fn), rule),
        required: () => rule,
      };
      field.validation(rule);
      return (value: unknown) => custom!(value, { parent });
    };
    const timberList = fieldsOf(timberType).find((field) => field.name === "timbers") as Field;
    const timberWords = timberList.of![0]!.fields.find((field) => field.name === "description")!;
    expect(
      check(timberWords, { timber: "pine" })("Pine 20 mm thick, pale and knotty, a classic."),
    ).toMatch(/No temperatures, sizes/);
    expect(check(timberList, {})([{ timber: "pine" }])).toMatch(/Thermo Pine, Obeche.* missing/);
    const rooms = fieldsOf(tourType).find((field) => field.name === "exampleRooms") as Field;
    const roomWords = rooms.of![0]!.fields.find((field) => field.name === "description")!;
    expect(
      check(roomWords, { tour: "client-1" })("A family sauna {height} tall, lined in obeche."),
    ).toMatch(/\{height\} is no figure of this tour/);
    expect(check(rooms, {})([])).toMatch(/Wide family sauna, .* missing/);
  });
});
