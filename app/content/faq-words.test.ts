// @vitest-environment node
/**
 * The questions and answers page's own words from the dataset ("Questions and answers' words"):
 * read and checked by the Studio's own rules (content-studio/rules/faq.ts), which refuse a group
 * or one of the site's questions missing, unknown or given twice, an empty question or one without
 * its question mark, too many characters, a figure typed out or one the question lacks, and a link
 * to a page the answers do not open, each message naming the document, its title and the field.
 * The page fills in the figures and flags an answer that names one still to confirm. No test pins
 * today's words.
 */
import { afterEach, describe, expect, it } from "vitest";

import {
  FAQ_FIGURES,
  FAQ_LINKS,
  FAQ_SITE_GROUPS,
  FAQ_WORDS,
  faqAnswerProblem,
  faqEntriesProblem,
  faqGroupsProblem,
  faqQuestionProblem,
  faqTextProblem,
} from "../../content-studio/rules/faq";
import { faqGroupChoices } from "../../content-studio/schemaTypes/faq-question";
import { faqWords as studioType } from "../../content-studio/schemaTypes/faq-words";
import { editedContent, forgetEditedContent } from "../../scripts/content/edited-content";
import { iceBathRange } from "../catalogue/range-cabins";
import type { SanityDocument } from "../dataset/embedded";
import { readDataset } from "../dataset/embedded-files.server";
import { paths } from "../routing/paths";
import { FAQ_GROUPS } from "./faq";
import { FAQ_WORDS_QUERY, readFaqWords } from "./faq-words";
import { queryOver } from "./fixtures";

type Entry = { entry: string; question: string; answer: string };
type Group = { group: string; title: string; entries: Entry[] };
type Doc = SanityDocument & Record<string, unknown> & { groups: Group[] };

const embedded = () =>
  structuredClone(readDataset().find((doc) => doc._id === FAQ_WORDS.id)) as Doc;

/** The embedded document with `change` made to it. */
function changed(change: (doc: Doc) => void): Doc[] {
  const doc = embedded();
  change(doc);
  return [doc];
}

const read = (documents: SanityDocument[]) => readFaqWords(queryOver(documents));

/** A question of the embedded document by its id. */
const entryOf = (doc: Doc, id: string) =>
  doc.groups.flatMap((group) => group.entries).find((entry) => entry.entry === id)!;

afterEach(forgetEditedContent);

describe("the questions and answers page's words from the dataset", { timeout: 30_000 }, () => {
  it("give every group and every one of the site's questions, once", async () => {
    const words = await read([embedded()]);
    expect(words.groups.map((group) => group.group).sort()).toEqual(
      FAQ_SITE_GROUPS.map((group) => group.id).sort(),
    );
    for (const group of FAQ_SITE_GROUPS) {
      const given = words.groups.find((each) => each.group === group.id)!;
      expect(given.entries.map((entry) => entry.entry).sort(), group.id).toEqual(
        group.entries.map((entry) => entry.id).sort(),
      );
    }
  });

  it("are what the page shows, with its groups and anchors, every figure filled in", async () => {
    const { faqFigures, faqGroups, faqPage } = await import("../guides/faq");
    expect(Object.keys(faqFigures).sort()).toEqual(Object.keys(FAQ_FIGURES).sort());
    const own: string[] = FAQ_SITE_GROUPS.flatMap((group) =>
      group.entries.map((entry) => entry.id),
    );
    expect(
      faqGroups
        .flatMap((group) => group.entries.map((entry) => entry.id))
        .filter((id) => own.includes(id))
        .sort(),
    ).toEqual([...own].sort());
    expect(JSON.stringify([faqGroups, faqPage])).not.toMatch(/\{[A-Za-z]+\}/);
    // The page's groups are the ones the business's own questions are filed under.
    expect(FAQ_SITE_GROUPS.map((group) => group.id)).toEqual([...FAQ_GROUPS]);
    expect(faqGroupChoices.map((group) => group.value)).toEqual([...FAQ_GROUPS]);
  });

  it("link only to pages the site has", () => {
    const fixed = [
      ...Object.values(paths).filter((path) => typeof path === "string"),
      paths.contact(),
      ...iceBathRange.map((item) => paths.iceBath(item.slug)),
    ];
    for (const link of FAQ_LINKS) expect(fixed, link.path).toContain(link.path);
  });

  it("are fields the Studio has", () => {
    const fields = new Set((studioType.fields as { name: string }[]).map((field) => field.name));
    const read = [...FAQ_WORDS_QUERY.matchAll(/^ {2}([a-zA-Z]+)/gm)].map((match) => match[1]!);
    expect(read.filter((name) => !fields.has(name))).toEqual([]);
  });

  it("are required: the page cannot be drawn without them", async () => {
    await expect(read([])).rejects.toThrow(
      /Questions and answers' words: no document; open "Questions and answers' words"/,
    );
  });

  it.each<[string, (doc: Doc) => void, RegExp]>([
    [
      "a group left out",
      (doc) => (doc.groups = doc.groups.filter((group) => group.group !== "care")),
      /Questions and answers' words \(faq-words\), groups: Care and health is missing/,
    ],
    [
      "a group given twice",
      (doc) => doc.groups.push(doc.groups[0]!),
      /groups: Choosing is given twice/,
    ],
    [
      "a group the site does not have",
      (doc) => (doc.groups[4]!.group = "shipping"),
      /groups: "shipping" is not a group of questions the site knows/,
    ],
    [
      "a question left out",
      (doc) => doc.groups[1]!.entries.pop(),
      /groups\[2 "Installing"\]\.entries: Building it myself is missing/,
    ],
    [
      "a question given twice",
      (doc) => doc.groups[1]!.entries.push(doc.groups[1]!.entries[0]!),
      /groups\[2 "Installing"\]\.entries: How long installation takes is given twice/,
    ],
    [
      "a question the site does not have",
      (doc) => (doc.groups[0]!.entries[0]!.entry = "sauna-on-a-boat"),
      /groups\[1 "Choosing"\]\.entries: "sauna-on-a-boat" is not a question the site knows/,
    ],
    [
      "a question moved to another group",
      (doc) => doc.groups[0]!.entries.push(doc.groups[1]!.entries.shift()!),
      /groups\[1 "Choosing"\]\.entries: "installation-time" is not a question the site knows/,
    ],
    [
      "an empty question",
      (doc) => (entryOf(doc, "every-day").question = " "),
      /groups\[3 "Running costs and use"\]\.entries\[3 " "\]\.question: Required/,
    ],
    [
      "a question without its question mark",
      (doc) => (entryOf(doc, "every-day").question = "Using it every day"),
      /entries\[3 "Using it every day"\]\.question: A question ends with \?/,
    ],
    [
      "an empty answer",
      (doc) => (entryOf(doc, "every-day").answer = "\n\n"),
      /entries\[3 ".*"\]\.answer: Required/,
    ],
    [
      "an answer too long",
      (doc) => (entryOf(doc, "every-day").answer = "Yes, every day. ".repeat(50)),
      /\.answer: At most 700 characters; it has/,
    ],
    [
      "a group's title too long",
      (doc) => (doc.groups[0]!.title = "Choosing the right room ".repeat(3)),
      /groups\[1 "Choosing the right room .*"\]\.title: At most 40 characters/,
    ],
    [
      "a price typed out",
      (doc) => (entryOf(doc, "prices-and-quotes").answer = "Our saunas start from R 65 000."),
      /\.answer: No sizes, prices or times written out/,
    ],
    [
      "a time written out in words",
      (doc) => (entryOf(doc, "every-day").answer = "Yes: the heater is guaranteed for two years."),
      /\.answer: No sizes, prices or times written out/,
    ],
    [
      "a figure the question does not have",
      (doc) => (entryOf(doc, "every-day").answer = "Yes, and it costs about {sessionCostSmall}."),
      /\.answer: \{sessionCostSmall\} is not a figure this question has; it has \{heaterWarranty\}/,
    ],
    [
      "a figure in a question that has none",
      (doc) => (entryOf(doc, "health-cautions").question = "Is {heatUp} too long?"),
      /\.question: \{heatUp\} is not a figure this question has; it has none/,
    ],
    [
      "a link to a page the answers do not open",
      (doc) => (entryOf(doc, "looking-after").answer = "Read [our terms](/terms)."),
      /\.answer: "\/terms" is not a page the answers link to/,
    ],
    [
      "a figure in the introduction",
      (doc) => (doc.intro = "Answers for rooms from 4 m³ up."),
      /\(faq-words\), intro: No sizes, prices or times written out/,
    ],
    ["no closing heading", (doc) => delete doc.callHeading, /callHeading: Required/],
  ])("refuse %s, naming the document and the field", async (_, change, message) => {
    await expect(read(changed(change))).rejects.toThrow(message);
  });

  it("refuse a second document", async () => {
    await expect(read([embedded(), { ...embedded(), _id: "faq-words-2" }])).rejects.toThrow(
      /Questions and answers' words: one document, "faq-words", not "faq-words-2"/,
    );
  });

  it("flag an answer by the figures it names: one still to confirm flags it", async () => {
    const { faqFigures } = await import("../guides/faq");
    const edit = (answer: string) => (doc: Record<string, unknown>) => {
      if (doc._id === FAQ_WORDS.id) entryOf(doc as Doc, "installation-time").answer = answer;
      return doc;
    };
    await editedContent(["faq-words.ts"], [], edit("On site, usually {installationDays}."));
    let { faqEntries } = await import("../guides/faq");
    const entry = () => faqEntries.find((each) => each.id === "installation-time")!;
    expect(entry().placeholder).toBe(faqFigures.installationDays.placeholder);
    forgetEditedContent();
    await editedContent(["faq-words.ts"], [], edit("Ask us: your quotation gives the dates."));
    ({ faqEntries } = await import("../guides/faq"));
    expect(entry().placeholder).toBe(false);
    expect(entry().answer).toEqual([["Ask us: your quotation gives the dates."]]);
  });
});

describe("the questions' rules, as the Studio runs them", () => {
  it("take today's kinds of words and refuse what the build refuses", () => {
    expect(faqQuestionProblem("session-cost", "What does a session cost?")).toBeUndefined();
    expect(faqQuestionProblem("session-cost", "What does a session cost")).toMatch(/ends with \?/);
    expect(faqAnswerProblem("session-cost", "About {sessionCostSmall}.")).toBeUndefined();
    expect(faqAnswerProblem("every-day", "About {sessionCostSmall}.")).toMatch(/not a figure/);
    expect(faqAnswerProblem("every-day", "Stay 15 minutes.")).toMatch(/No sizes/);
    expect(faqAnswerProblem("every-day", "See [sizing](/products/sizing).")).toBeUndefined();
    expect(faqAnswerProblem("every-day", "See [the sizing].")).toMatch(/without its link/);
    expect(faqTextProblem("title", "[Buying](/contact)")).toMatch(/No links here/);
    expect(faqTextProblem("title", "A {brace")).toMatch(/without its pair/);
    expect(faqTextProblem("heading", undefined)).toBe("Required");
  });

  it("hold the groups and each group's questions to the site's", () => {
    expect(faqGroupsProblem(FAQ_SITE_GROUPS.map((group) => group.id))).toBeUndefined();
    expect(faqGroupsProblem([])).toMatch(/^Required/);
    const buying = FAQ_SITE_GROUPS.find((group) => group.id === "buying")!;
    expect(
      faqEntriesProblem(
        "buying",
        buying.entries.map((entry) => entry.id),
      ),
    ).toBeUndefined();
    expect(faqEntriesProblem("buying", ["delivery-areas"])).toMatch(
      /Prices and quotations is missing/,
    );
  });
});
