// @vitest-environment node
/**
 * The business's own questions and answers from the dataset: checked by field, none until an
 * editor adds one, and a new one standing after its group's questions on the page and in the
 * page's structured data.
 */

import { afterEach, describe, expect, it } from "vitest";

import { FAQ_SITE_GROUPS } from "../../content-studio/rules/faq";
import { faqGroupChoices } from "../../content-studio/schemaTypes/faq-question";
import { editedContent, forgetEditedContent } from "../../scripts/content/edited-content";
import type { SanityDocument } from "../dataset/embedded";
import { readDataset } from "../dataset/embedded-files.server";
import { FAQ_GROUPS, questionId, readFaq } from "./faq";
import { queryOver } from "./fixtures";

const read = (documents: SanityDocument[]) => readFaq(queryOver(documents));

const question = (fields: Record<string, unknown> = {}): SanityDocument =>
  ({
    _id: "question-mauritius",
    _type: "faqQuestion",
    question: "Do you deliver to Mauritius?",
    answer:
      "Yes: we crate a cabin for the sea crossing.\n\nOur team flies out to assemble it, and the quotation says what that adds.",
    group: "buying",
    order: 10,
    ...fields,
  }) as SanityDocument;

afterEach(forgetEditedContent);

// Each test loads the content's or the guides' modules afresh: seconds on a busy machine.
describe("the business's own questions from the dataset", { timeout: 30_000 }, () => {
  it("are none in the embedded dataset, so the page is the site's own", async () => {
    expect(await read(readDataset())).toEqual([]);
  });

  it("give each its group, its anchor and its paragraphs", async () => {
    expect(await read([question()])).toEqual([
      {
        group: "buying",
        id: "own-do-you-deliver-to-mauritius",
        question: "Do you deliver to Mauritius?",
        answer: [
          "Yes: we crate a cabin for the sea crossing.",
          "Our team flies out to assemble it, and the quotation says what that adds.",
        ],
      },
    ]);
    expect(questionId("  What's the warranty on glass — really?")).toBe(
      "own-what-s-the-warranty-on-glass-really",
    );
    expect(questionId("Is a naïve café sauna possible?")).toBe(
      "own-is-a-naive-cafe-sauna-possible",
    );
    expect(questionId("¿?", "question-Mauritius")).toBe("own-question-mauritius");
  });

  it("name the same groups as the Studio's form, and as the page's own words give them", async () => {
    expect(faqGroupChoices.map((group) => group.value)).toEqual([...FAQ_GROUPS]);
    expect(faqGroupChoices.map((group) => group.title)).toEqual(
      FAQ_SITE_GROUPS.map((group) => group.name),
    );
    const { faqGroups } = await import("../guides/faq");
    expect(faqGroups.map((group) => group.id).sort()).toEqual([...FAQ_GROUPS].sort());
  });

  it.each([
    [
      "a question without its question mark",
      question({ question: "Tell me about delivery" }),
      /question \(question-mauritius\), question: a question ends with \?/,
    ],
    [
      "a group the page does not have",
      question({ group: "shipping" }),
      /question \(question-mauritius\), group: one of choosing/,
    ],
    [
      "an answer of a word",
      question({ answer: "Yes." }),
      /question \(question-mauritius\), answer: at least 20 characters/,
    ],
  ])("refuse %s, naming the field", async (_, document, message) => {
    await expect(read([document])).rejects.toThrow(message);
  });

  it("refuse the same question twice, naming both documents", async () => {
    await expect(
      read([question(), question({ _id: "question-again", group: "care" })]),
    ).rejects.toThrow(/question-mauritius, question-again\): the same question twice/);
  });

  it("stand after their group's questions, and in the page's structured data", async () => {
    await editedContent(
      ["faq.ts"],
      [
        question(),
        question({ _id: "question-first", question: "Do you build saunas on boats?", order: 1 }),
      ],
    );
    const { faqEntries, faqGroups } = await import("../guides/faq");
    const buying = faqGroups.find((group) => group.id === "buying")!;
    expect(buying.entries.slice(-2).map((entry) => entry.question)).toEqual([
      "Do you build saunas on boats?",
      "Do you deliver to Mauritius?",
    ]);
    const { faqPageJsonLd } = await import("../guides/json-ld");
    const data = JSON.stringify(faqPageJsonLd("/guides/faq", faqEntries));
    expect(data).toContain("Do you deliver to Mauritius?");
    expect(data).toContain("Our team flies out to assemble it");
  });
});
