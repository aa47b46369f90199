// @vitest-environment node
/**
 * The guides' words from the dataset ("Installation guide's words", "Warranty guide's words"):
 * read and checked by the Studio's own rules (content-studio/rules/guides.ts), which refuse a step,
 * a kind of room or a kind of care missing, unknown or given twice, an empty list, too many
 * characters, a figure typed out or one the guide lacks, and a link to a page the guides do not
 * open, each message naming the document, its title and the field. No test pins today's words.
 */
import { describe, expect, it } from "vitest";

import {
  CARE_KINDS,
  GUIDE_LINKS,
  GUIDE_WORDS,
  guideListProblem,
  guideTextProblem,
  INSTALLATION_STEPS,
  WARRANTY_KINDS,
} from "../../content-studio/rules/guides";
import {
  installationGuideWords,
  warrantyGuideWords,
} from "../../content-studio/schemaTypes/guide-words";
import type { SanityDocument } from "../dataset/embedded";
import { readDataset } from "../dataset/embedded-files.server";
import { installationSteps } from "../guides/installation";
import { careKinds, warrantyKinds } from "../guides/warranty";
import { paths } from "../routing/paths";
import { queryOver } from "./fixtures";
import { GUIDE_WORDS_QUERY, readGuideWords, richOf, STEP_FIELDS, WARRANTY_FIELDS } from "./guides";

type Doc = SanityDocument & Record<string, unknown>;

const embedded = (id: string) =>
  structuredClone(readDataset().find((doc) => doc._id === id)) as Doc;
const installation = () => embedded(GUIDE_WORDS.installation.id);
const warranty = () => embedded(GUIDE_WORDS.warranty.id);

const read = (documents: Doc[]) => readGuideWords(queryOver(documents));

/** The embedded documents with `change` made to one of them. */
function changed(which: "installation" | "warranty", change: (doc: Doc) => void): Doc[] {
  const docs = [installation(), warranty()];
  change(docs[which === "installation" ? 0 : 1]!);
  return docs;
}

describe("the guides' words from the dataset", () => {
  it("give every step, kind of room and kind of care the site has, once", async () => {
    const words = await read([installation(), warranty()]);
    expect(words.installation.steps.map((step) => step.step)).toEqual(
      INSTALLATION_STEPS.map((step) => step.id),
    );
    expect(words.warranty.kinds.map((kind) => kind.kind)).toEqual(
      WARRANTY_KINDS.map((kind) => kind.id),
    );
    expect(words.warranty.care.map((kind) => kind.kind)).toEqual(CARE_KINDS.map((kind) => kind.id));
    expect(words.installation.checklist.length).toBeGreaterThan(0);
    expect(words.warranty.exclusions.length).toBeGreaterThan(0);
  });

  it("are what the guides show, and the guides' figures are keyed on the same ids", () => {
    expect(installationSteps.map((step) => step.id)).toEqual(
      INSTALLATION_STEPS.map((step) => step.id),
    );
    // Every step but the site survey, whose length is the visit a buyer books, has its figures.
    expect(Object.values(STEP_FIELDS)).toEqual(
      INSTALLATION_STEPS.map((step) => step.id).filter((id) => id !== "site-survey"),
    );
    const periodIds = WARRANTY_KINDS.flatMap((kind) =>
      kind.periods.map((period) => `${kind.id}/${period.id}`),
    );
    expect(
      warrantyKinds.flatMap((kind) => kind.periods.map((period) => `${kind.id}/${period.id}`)),
    ).toEqual(periodIds);
    for (const id of Object.values(WARRANTY_FIELDS)) expect(periodIds).toContain(id);
    expect(careKinds.map((kind) => kind.id)).toEqual(CARE_KINDS.map((kind) => kind.id));
  });

  it("fill in the figures the words name, and leave none named", () => {
    const texts = JSON.stringify([installationSteps, warrantyKinds, careKinds]);
    expect(texts).not.toMatch(/\{[A-Za-z]+\}/);
  });

  it("link only to pages the site has", () => {
    const fixed = [
      ...Object.values(paths).filter((path) => typeof path === "string"),
      paths.contact(),
    ];
    for (const link of GUIDE_LINKS) expect(fixed, link.path).toContain(link.path);
    expect(richOf("The heater decides: [size it](/products/sizing).")).toEqual([
      "The heater decides: ",
      { text: "size it", href: "/products/sizing" },
      ".",
    ]);
  });

  it("are fields the Studio has", () => {
    const fields = new Set(
      [installationGuideWords, warrantyGuideWords].flatMap((type) =>
        (type.fields as { name: string }[]).map((field) => field.name),
      ),
    );
    const read = [...GUIDE_WORDS_QUERY.matchAll(/^ {2}([a-zA-Z]+)/gm)].map((match) => match[1]!);
    expect(read.filter((name) => !fields.has(name))).toEqual([]);
  });

  it("are required: the guides cannot be drawn without them", async () => {
    await expect(read([warranty()])).rejects.toThrow(
      /Installation guide's words: no document; open "Installation guide's words"/,
    );
  });

  it.each<[string, "installation" | "warranty", (doc: Doc) => void, RegExp]>([
    [
      "no steps",
      "installation",
      (doc) => (doc.steps = []),
      /Installation guide's words \(guide-words-installation\), steps: Required: Site survey/,
    ],
    [
      "a step left out",
      "installation",
      (doc) => (doc.steps = (doc.steps as unknown[]).slice(1)),
      /steps: Site survey is missing/,
    ],
    [
      "a step the site does not know",
      "installation",
      (doc) => ((doc.steps as { step: string }[])[1]!.step = "painting"),
      /steps: "painting" is not a step the site knows/,
    ],
    [
      "a step given twice",
      "installation",
      (doc) => (doc.steps = [...(doc.steps as unknown[]), (doc.steps as unknown[])[0]]),
      /steps: Site survey is given twice/,
    ],
    [
      "a step's empty words",
      "installation",
      (doc) => ((doc.steps as { who: string }[])[3]!.who = "  "),
      /steps\[4 "Delivery"\]\.who: Required/,
    ],
    [
      "a title too long",
      "installation",
      (doc) => ((doc.checklist as { title: string }[])[0]!.title = "A level base ".repeat(6)),
      /checklist\[1 "A level base .*"\]\.title: At most 60 characters; it has/,
    ],
    [
      "a time typed out",
      "installation",
      (doc) => ((doc.steps as { who: string }[])[3]!.who = "Our team, in 2 days"),
      /steps\[4 "Delivery"\]\.who: No sizes, prices or times written out/,
    ],
    [
      "a figure the guide does not have",
      "installation",
      (doc) => ((doc.checklist as { detail: string }[])[2]!.detail = "A {width} circuit"),
      /checklist\[3 "A dedicated circuit.*"\]\.detail: \{width\} is not a figure this guide has; it has \{smallestOutput\}/,
    ],
    [
      "a link to a page the guides do not open",
      "installation",
      (doc) => (doc.checklistIntro = "Read [our terms](/terms) first."),
      /checklistIntro: "\/terms" is not a page the guides link to/,
    ],
    ["no checklist", "installation", (doc) => delete doc.checklist, /checklist: Required/],
    [
      "a kind of room left out",
      "warranty",
      (doc) => (doc.kinds = (doc.kinds as unknown[]).slice(0, 3)),
      /Warranty guide's words \(guide-words-warranty\), kinds: The ice bath is missing/,
    ],
    [
      "a period of another kind",
      "warranty",
      (doc) =>
        ((doc.kinds as { periods: { period: string }[] }[])[0]!.periods[1]!.period = "ice-bath"),
      /kinds\[1 "Sauna cabins"\]\.periods: "ice-bath" is not a period the site knows/,
    ],
    [
      "a period written out in words",
      "warranty",
      (doc) => ((doc.kinds as { summary: string }[])[0]!.summary = "Covered for five years."),
      /kinds\[1 "Sauna cabins"\]\.summary: No sizes, prices or times written out/,
    ],
    [
      "no exclusions",
      "warranty",
      (doc) => (doc.exclusions = []),
      /exclusions: Required: at least one/,
    ],
    [
      "a kind of care the site does not know",
      "warranty",
      (doc) => ((doc.care as { kind: string }[])[2]!.kind = "hot-tub"),
      /care: "hot-tub" is not a kind of care the site knows/,
    ],
    [
      "a kind of care without routines",
      "warranty",
      (doc) => ((doc.care as { routines: unknown[] }[])[0]!.routines = []),
      /care\[1 "The sauna cabin"\]\.routines: Required: at least one/,
    ],
    [
      "a routine without steps",
      "warranty",
      (doc) => ((doc.care as { routines: { steps: unknown[] }[] }[])[1]!.routines[0]!.steps = []),
      /care\[2 "The heater"\]\.routines\[1\]\.steps: Required: at least one/,
    ],
  ])("refuse %s, naming the document and the field", async (_, which, change, message) => {
    await expect(read(changed(which, change))).rejects.toThrow(message);
  });
});

describe("the guides' rules, as the Studio runs them", () => {
  it("take today's kinds of words and refuse what the build refuses", () => {
    expect(guideTextProblem("installation", "detail", "A {smallestOutput} heater")).toBeUndefined();
    expect(guideTextProblem("warranty", "detail", "A {smallestOutput} heater")).toMatch(
      /it has none/,
    );
    expect(guideTextProblem("warranty", "covers", "Tub and frame, ten years")).toMatch(/No sizes/);
    expect(guideTextProblem("warranty", "cadence", "R 500 a visit")).toMatch(/No sizes/);
    expect(guideTextProblem("installation", "title", "A {brace")).toMatch(/without its pair/);
    expect(guideTextProblem("installation", "paragraph", "See [the sizing]", true)).toMatch(
      /bracket is left without its link/,
    );
    expect(guideTextProblem("installation", "who", "[us](/contact)")).toMatch(/No links here/);
    expect(guideTextProblem("installation", "paragraph", "[us](/contact)", true)).toBeUndefined();
    expect(guideTextProblem("installation", "title", undefined)).toBe("Required");
  });

  it("hold a list to the site's entries", () => {
    expect(
      guideListProblem(CARE_KINDS, ["sauna", "heater", "steam-room", "ice-bath"], "kind"),
    ).toBeUndefined();
    expect(guideListProblem(CARE_KINDS, undefined, "kind")).toMatch(/^Required/);
    expect(guideListProblem(CARE_KINDS, ["sauna", "heater", "ice-bath"], "kind")).toMatch(
      /The steam room is missing/,
    );
  });
});
