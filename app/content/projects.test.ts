// @vitest-environment node
/**
 * The rooms the business built, from the dataset: none until an editor adds one, each checked
 * against the range by field, and its photographs read with the other photographs.
 */
import { describe, expect, it } from "vitest";

import { pricedTimbers } from "../../content-studio/schemaTypes/configurator-pricing";
import {
  projectKinds,
  PROJECT_SIZE as STUDIO_SIZE,
} from "../../content-studio/schemaTypes/project";
import { PROVINCES as STUDIO_PROVINCES } from "../../content-studio/schemaTypes/site-settings";
import { timberIds } from "./range-core";
import type { SanityDocument } from "../dataset/embedded";
import { readDataset } from "../dataset/embedded-files.server";
import { asset, queryOver } from "./fixtures";
import { readPhotographs } from "./photographs";
import { PROVINCES } from "./places";
import { PROJECT_KINDS, PROJECT_SIZE, readProjects } from "./projects";

const photo = asset("c0ffee", 2400, 1600, "jpg");

const builtRoom = (fields: Record<string, unknown> = {}): SanityDocument =>
  ({
    _id: "project-constantia",
    _type: "project",
    title: "A Kaelis in a Constantia garden",
    slug: { _type: "slug", current: "kaelis-constantia" },
    suburb: "Constantia",
    province: "Western Cape",
    completed: "2026-03-14",
    kind: "kaelis",
    width: 1800,
    depth: 2100,
    height: 2400,
    outside: "western-red-cedar",
    inside: "western-red-cedar",
    front: "door",
    heater: "harvia-cilindro",
    story:
      "The owners wanted a sauna under the oaks at the bottom of the garden, a short walk from the pool.\n\nWe levelled a deck for it and ran power from the house.",
    photographs: [
      {
        _key: "a",
        ...photo.ref,
        alt: "The Kaelis under the oaks, its door open to the deck",
        caption: "Under the oaks",
      },
    ],
    ...fields,
  }) as SanityDocument;

/** A heater of the range, as the business keeps it: a project names it by its item name. */
const heater = {
  _id: "range-item-harvia-cilindro",
  _type: "rangeItem",
  slug: "harvia-cilindro",
  kind: "heater",
} as SanityDocument;

const read = (...documents: SanityDocument[]) =>
  readProjects(queryOver([photo.doc, heater, ...documents]));

describe("the rooms we built, from the dataset", () => {
  it("are none in the embedded dataset: the site shows no room it did not build", async () => {
    expect(await readProjects(queryOver(readDataset()))).toEqual([]);
  });

  it("are what the page shows: the month, the story's paragraphs, no words without a quote", async () => {
    expect(await read(builtRoom())).toEqual([
      {
        slug: "kaelis-constantia",
        title: "A Kaelis in a Constantia garden",
        suburb: "Constantia",
        province: "Western Cape",
        completed: "2026-03",
        month: "March 2026",
        built: {
          kind: "kaelis",
          width: 1800,
          depth: 2100,
          height: 2400,
          outside: "western-red-cedar",
          inside: "western-red-cedar",
          front: "door",
          heater: "harvia-cilindro",
        },
        story: [
          "The owners wanted a sauna under the oaks at the bottom of the garden, a short walk from the pool.",
          "We levelled a deck for it and ran power from the house.",
        ],
        words: null,
      },
    ]);
  });

  it("offer the same kinds, sizes, timbers and provinces in the Studio as the build takes", () => {
    expect(projectKinds.map((kind) => kind.value)).toEqual([...PROJECT_KINDS]);
    expect(STUDIO_SIZE).toEqual(PROJECT_SIZE);
    expect(new Set(pricedTimbers.map((timber) => timber.id))).toEqual(new Set(timberIds));
    expect([...STUDIO_PROVINCES]).toEqual([...PROVINCES]);
  });

  it.each([
    ["a collection the range does not have", { kind: "sauna-x" }, /, kind: one of the collections/],
    [
      "a heater the range does not have",
      { heater: "stove-9000" },
      /, heater: "stove-9000" is no heater of the range/,
    ],
    ["a timber the range does not have", { inside: "teak" }, /, inside: one of the timbers/],
    ["a size no cabin has", { width: 60 }, /, width: the width in millimetres: at least 900/],
    [
      "a room finished in the future",
      { completed: "2999-01-01" },
      /, completed: a room cannot be finished in the future/,
    ],
    ["no photograph", { photographs: [] }, /, photographs: at least one photograph of the room/],
    [
      "a client's words they did not agree to",
      { quote: "We use it every evening.", clientName: "Thandi M.", consent: false },
      /, consent: quote a client only once they have agreed/,
    ],
    [
      "a client's words with no name",
      { quote: "We use it every evening.", consent: true },
      /, clientName: the client's name/,
    ],
  ])("refuse %s, naming the document and the field", async (_, fields, message) => {
    await expect(read(builtRoom(fields))).rejects.toThrow(message);
    await expect(read(builtRoom(fields))).rejects.toThrow(
      /project "kaelis-constantia" \(project-constantia\)/,
    );
  });

  it("refuse two rooms at one address", async () => {
    await expect(read(builtRoom(), builtRoom({ _id: "project-again" }))).rejects.toThrow(
      /projects \(project-again, project-constantia\): the same address twice \(kaelis-constantia\)/,
    );
  });

  it("keep a client's words, exactly, once they agreed", async () => {
    const [room] = await read(
      builtRoom({
        quote: "We use it every evening.\n\nEven in January.",
        clientName: "Thandi M.",
        consent: true,
      }),
    );
    expect(room!.words).toEqual({
      quote: ["We use it every evening.", "Even in January."],
      name: "Thandi M.",
    });
  });

  it("have their photographs read as pictures of their own, each needing words", async () => {
    const photographs = await readPhotographs(queryOver([photo.doc, builtRoom()]));
    expect(photographs).toEqual([
      expect.objectContaining({
        picture: "projects/photographs/kaelis-constantia/c0ffee",
        own: { list: "projects", key: "kaelis-constantia", caption: "Under the oaks" },
        alt: "The Kaelis under the oaks, its door open to the deck",
      }),
    ]);
    const unworded = builtRoom({
      photographs: [{ _key: "a", ...photo.ref, alt: "", caption: "Under the oaks" }],
    });
    await expect(readPhotographs(queryOver([photo.doc, unworded]))).rejects.toThrow(
      /project "kaelis-constantia" \(project-constantia\), photographs\.0\.alt: what the photograph shows/,
    );
  });
});
