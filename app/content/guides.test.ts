// @vitest-environment node
/**
 * The guides' figures from the dataset: every step's duration and our warranty periods, checked by
 * field, and a built sauna's lead time, which is their sum, following a change an editor makes.
 */

import { afterEach, describe, expect, it } from "vitest";

import { editedContent, forgetEditedContent } from "../../scripts/content/edited-content";
import {
  installationSteps as studioSteps,
  warrantyPeriods as studioPeriods,
} from "../../content-studio/schemaTypes/guide-figures";
import type { SanityDocument } from "../dataset/embedded";
import { readDataset } from "../dataset/embedded-files.server";
import { installationSteps } from "../guides/installation";
import { warrantyKinds } from "../guides/warranty";
import { queryOver } from "./fixtures";
import { readGuides, STEP_FIELDS, WARRANTY_FIELDS } from "./guides";

const read = (documents: SanityDocument[]) => readGuides(queryOver(documents));

const embedded = () =>
  readDataset().find((doc) => doc._id === "guide-figures") as SanityDocument & {
    installation: object;
    warranty: object;
  };

afterEach(forgetEditedContent);

// Each test loads the page's or the content's modules afresh: seconds on a busy machine.
describe("the guide figures from the dataset", { timeout: 30_000 }, () => {
  it("give every step of the guide its duration and every period of ours its years", async () => {
    const figures = await read([embedded()]);
    // Every step but the site survey, whose length is the visit a buyer books.
    expect(Object.keys(figures.durations)).toEqual(
      installationSteps.filter((step) => step.id !== "site-survey").map((step) => step.id),
    );
    expect(figures.durations["workshop"]).toEqual({
      from: 3,
      to: 6,
      unit: "week",
      placeholder: true,
    });
    const ours = warrantyKinds.flatMap((kind) =>
      kind.periods
        .filter((period) => `${kind.id}/${period.id}` in figures.warranty)
        .map((period) => `${kind.id}/${period.id}`),
    );
    expect(ours).toEqual(Object.values(WARRANTY_FIELDS));
    expect(figures.journeyWeeks).toEqual([4, 9]);
  });

  it("name the same steps and periods as the Studio's form", () => {
    expect(studioSteps.map(({ name, id }) => [name, id])).toEqual(Object.entries(STEP_FIELDS));
    expect(studioPeriods.map(({ name, id }) => [name, id])).toEqual(
      Object.entries(WARRANTY_FIELDS),
    );
  });

  it.each([
    [
      "a step that ends before it starts",
      { installation: { ...embedded().installation, workshop: { from: 6, to: 3, unit: "week" } } },
      /guide figures \(guide-figures\), installation\.workshop\.to: From is more than To/,
    ],
    [
      "a step without its unit",
      { installation: { ...embedded().installation, delivery: { from: 1, to: 1 } } },
      /guide figures \(guide-figures\), installation\.delivery\.unit: hours, days or weeks/,
    ],
    [
      "a period of half a year",
      { warranty: { ...embedded().warranty, cabinTimber: { years: 2.5 } } },
      /guide figures \(guide-figures\), warranty\.cabinTimber\.years: a whole number/,
    ],
  ])("refuse %s, naming the field", async (_, fields, message) => {
    await expect(read([{ ...embedded(), ...fields }])).rejects.toThrow(message);
  });

  it("are required: the guides cannot be drawn without them", async () => {
    await expect(read([])).rejects.toThrow(/no document; create "Guide figures" in the Studio/);
  });

  it("move a built sauna's lead time when an editor changes a step", async () => {
    await editedContent(["guides.ts"], [], (doc) =>
      doc._id === "guide-figures"
        ? {
            ...doc,
            installation: {
              ...(doc.installation as object),
              workshop: { from: 5, to: 8, unit: "week", confirmed: true },
            },
          }
        : doc,
    );
    const { leadTimeText } = await import("../catalogue/price-terms");
    const installation = await import("../guides/installation");
    expect(leadTimeText("sauna")).toBe(
      "6\u2013\u206011\u00a0weeks from the first visit to the first heat",
    );
    expect(installation.installationSteps.find((step) => step.id === "workshop")!.duration).toEqual(
      { from: 5, to: 8, unit: "week", placeholder: false },
    );
  });
});
