/**
 * The guides' rules: the data passes its schemas and the build's check, ids are unique, there are
 * enough questions, a figure only the business can confirm is flagged (and so is an answer that
 * quotes one), and the FAQPage data carries exactly the questions and answers of the page.
 */
import { describe, expect, it } from "vitest";

import { saunaRange } from "../catalogue/range";
import { paths } from "../routing/paths";

import { faqEntries, faqGroups } from "./faq";
import { guides } from "./guides";
import { installationSteps } from "./installation";
import { faqPageJsonLd, howToJsonLd } from "./json-ld";
import { durationText, periodText, plainText, totalWeeks } from "../format/text";
import { guideProblems, MIN_FAQ_ENTRIES, validateGuides } from "./validate";
import { warrantyKinds } from "./warranty";
import { withChanged } from "../../tests/with-changed";

/** Runs `check` with `list` changed by `change`, then puts the list back as it was. */
describe("the guides' data", () => {
  it("passes the build's check", () => {
    expect(guideProblems()).toEqual([]);
    expect(() => validateGuides()).not.toThrow();
  });

  it("refuses two steps with one id, and a question without its mark", () => {
    withChanged(
      installationSteps,
      (list) => list.push({ ...list[0]! }),
      () => expect(guideProblems().join()).toMatch(/id of its own/),
    );
    const entries = faqGroups[0]!.entries;
    withChanged(
      entries,
      (list) => list.splice(0, 1, { ...list[0]!, question: "Tell me about space" }),
      () => expect(guideProblems().join()).toMatch(/ends with \?/),
    );
  });

  it(`answers at least ${MIN_FAQ_ENTRIES} questions, each with an id of its own`, () => {
    expect(faqEntries.length).toBeGreaterThanOrEqual(MIN_FAQ_ENTRIES);
    const ids = faqEntries.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(faqGroups.map((group) => group.id)).size).toBe(faqGroups.length);
  });

  it("lists each guide once, each at a page of its own", () => {
    expect(new Set(guides.map((guide) => guide.path)).size).toBe(guides.length);
    expect(guides.map((guide) => guide.path)).toEqual([
      paths.guideInstallation,
      paths.guideWarranty,
      paths.guideFaq,
    ]);
  });
});

describe("placeholders", () => {
  it("flags every warranty period that no source states", () => {
    for (const period of warrantyKinds.flatMap((kind) => kind.periods)) {
      expect(period.placeholder || Boolean(period.source), period.id).toBe(true);
    }
    withChanged(
      warrantyKinds[0]!.periods,
      (list) => list.splice(0, 1, { ...list[0]!, placeholder: false, source: undefined }),
      () => expect(guideProblems().join()).toMatch(/placeholder until a source/),
    );
  });

  it("flags an answer that quotes a duration or a price still to confirm", () => {
    const answer = (id: string) => faqEntries.find((entry) => entry.id === id)!;
    expect(answer("installation-time").placeholder).toBe(
      installationSteps.some((step) => step.duration.placeholder),
    );
    const fromPrices = saunaRange.flatMap((sauna) =>
      sauna.price.kind === "from" ? [sauna.price] : [],
    );
    if (fromPrices.some((price) => !price.confirmed)) {
      expect(answer("prices-and-quotes").placeholder).toBe(true);
    }
  });
});

describe("structured data", () => {
  it("FAQPage: exactly the questions of the page, in order, with their answers' plain text", () => {
    const data = faqPageJsonLd(paths.guideFaq, faqEntries) as unknown as {
      mainEntity: { name: string; acceptedAnswer: { text: string } }[];
    };
    expect(data.mainEntity.map((question) => question.name)).toEqual(
      faqEntries.map((entry) => entry.question),
    );
    expect(data.mainEntity.map((question) => question.acceptedAnswer.text)).toEqual(
      faqEntries.map((entry) => plainText(entry.answer)),
    );
  });

  it("HowTo: one step per step of the journey, numbered from one", () => {
    const data = howToJsonLd({
      name: "x",
      description: "y",
      path: paths.guideInstallation,
      steps: installationSteps,
    }) as unknown as { step: { position: number; name: string; url: string }[] };
    expect(data.step.map((step) => step.name)).toEqual(installationSteps.map((s) => s.title));
    expect(data.step.map((step) => step.position)).toEqual(installationSteps.map((_, i) => i + 1));
    for (const [i, step] of data.step.entries()) {
      expect(step.url.endsWith(`${paths.guideInstallation}#${installationSteps[i]!.id}`)).toBe(
        true,
      );
    }
  });
});

describe("figures", () => {
  it("writes durations and periods with their units, on one line", () => {
    expect(durationText({ from: 1, to: 1, unit: "day", placeholder: true })).toBe("1\u00a0day");
    expect(durationText({ from: 3, to: 6, unit: "week", placeholder: true })).toBe(
      "3–\u20606\u00a0weeks",
    );
    expect(periodText(1)).toBe("1\u00a0year");
    expect(periodText(2)).toBe("2\u00a0years");
    expect(periodText(1.5)).toBe("18\u00a0months");
  });

  it("adds a journey's durations up in whole weeks", () => {
    expect(
      totalWeeks([
        { from: 1, to: 2, unit: "week", placeholder: true },
        { from: 3, to: 6, unit: "week", placeholder: true },
        { from: 1, to: 3, unit: "day", placeholder: true },
      ]),
    ).toEqual({ from: 4, to: 9 });
  });
});
