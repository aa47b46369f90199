/**
 * Words that must agree with the figures the site works out: the heater each collection is given
 * against the rule the blog's sizing article states (headroom below the top fifth, and where no
 * heater leaves it, the smallest output that still covers the room), the article's table against the calculator's,
 * the FAQ's running costs against the calculator, the installation guide's survey against the
 * booking's visit, and one steam temperature wherever it is given. The blog's words are read from
 * the embedded dataset, as the build reads them.
 */
import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { saunaRange } from "../catalogue/range";
import { cabinSizing, comfortableTop, outputTable, TOP_RESERVE } from "../catalogue/sizing";
import { STEAM_TEMPERATURE, steamBenefits } from "../catalogue/steam-rooms";
import { VISIT_KINDS } from "../contact/booking";
import { faqEntries } from "../guides/faq";
import { installationSteps } from "../guides/installation";
import { durationText, plainText } from "../format/text";
import { collectionSizing, formatSessionRand } from "../sizing/sizing-state";

type Block = { _type: string; children?: { text: string }[] };
type Post = { _id: string; _type: string; body: Block[] };

const posts = readFileSync(new URL("../../content/dataset/data.ndjson", import.meta.url), "utf8")
  .split("\n")
  .filter((line) => line.includes('"_type":"post"'))
  .map((line) => JSON.parse(line) as Post)
  .filter((doc) => doc._type === "post" && !doc._id.startsWith("drafts."));

const paragraphs = (post: Post) =>
  post.body.flatMap((block) =>
    block._type === "block" ? [(block.children ?? []).map((child) => child.text).join("")] : [],
  );

/** Ordinary, no-break and joined spaces read alike. */
const plain = (text: string) => text.replace(/[\u00a0\u2060\u202f]/g, " ").replace(/–\s*/g, " to ");

const sizingPost = posts.find((post) => post._id === "post-sizing-a-heater")!;

describe("the heater each collection is given", () => {
  const shares: Record<string, number> = { fifth: 1 / 5, quarter: 1 / 4, tenth: 1 / 10 };
  const article = paragraphs(sizingPost).map(plain);

  it("follows the rule the sizing article states", () => {
    const rule = article
      .map((text) => /with headroom: [^.]*below the top (fifth|quarter|tenth)/.exec(text)?.[1])
      .find(Boolean);
    expect(rule, "the article states how far below the top a room must sit").toBeDefined();
    expect(shares[rule!]).toBe(TOP_RESERVE);
    const fallback = article.find((text) =>
      /where no heater leaves that margin, we choose the smallest output that still covers the room/i.test(
        text,
      ),
    );
    expect(
      fallback,
      "the article states what is chosen when no heater leaves headroom",
    ).toBeDefined();
  });

  it.each(saunaRange.map((sauna) => [sauna.name, sauna] as const))(
    "gives the %s a heater of ours, by the article's rule",
    (_name, sauna) => {
      const { effective, output } = cabinSizing(sauna.model);
      expect(output, "every collection has a heater of ours").toBeDefined();
      const withHeadroom = outputTable.filter(
        (row) => effective >= row.room[0] && effective <= comfortableTop(row.room),
      );
      if (withHeadroom.length > 0) {
        // Below the top fifth of every output offered.
        expect(output!.nearTop).toBe(false);
        expect([output!.minKw, output!.maxKw]).toEqual([
          withHeadroom[0]!.kw,
          withHeadroom.at(-1)!.kw,
        ]);
        return;
      }
      // No output leaves headroom: the smallest that covers the room at all, said to sit near the top.
      const covering = outputTable.filter(
        (row) => effective >= row.room[0] && effective <= row.room[1],
      );
      expect(output).toEqual({ minKw: covering[0]!.kw, maxKw: covering[0]!.kw, nearTop: true });
      expect(effective).toBeGreaterThan(comfortableTop(covering[0]!.room));
    },
  );

  it("is chosen from the table the article gives", () => {
    const rows = paragraphs(sizingPost).flatMap((text) => {
      const found = /^(\d+(?:\.\d+)?) to (\d+(?:\.\d+)?) m³: (\d+(?:\.\d+)?) kW/.exec(plain(text));
      return found ? [{ kw: Number(found[3]), room: [Number(found[1]), Number(found[2])] }] : [];
    });
    expect(rows).toEqual(outputTable.map(({ kw, room }) => ({ kw, room: [...room] })));
  });
});

describe("the FAQ's running costs", () => {
  it("are the calculator's, for the collections it names", () => {
    const answer = plain(
      plainText(faqEntries.find((entry) => entry.id === "session-cost")!.answer),
    );
    const named = saunaRange.filter((sauna) => answer.includes(`in the ${sauna.name}`));
    expect(named.length).toBe(2);
    const quoted = [...answer.matchAll(/R ?(\d+(?:[.,]\d+)?)/g)].map((match) => match[0]);
    for (const sauna of named) {
      const { estimate } = collectionSizing(sauna.slug);
      expect(estimate, sauna.name).toBeDefined();
      expect(quoted).toContain(plain(formatSessionRand(estimate!.rand)));
      expect(answer).toContain(`${estimate!.kw} kW heater in the ${sauna.name}`);
    }
  });
});

describe("durations in words", () => {
  it("give the site survey the length of the visit a buyer books", () => {
    const survey = VISIT_KINDS.find((kind) => kind.id === "site-survey")!;
    const step = installationSteps.find((each) => each.id === "site-survey")!;
    expect(plain(durationText(step.duration))).toBe(`${survey.minutes} minutes`);
  });
});

describe("the steam room's temperature", () => {
  const [low, high] = STEAM_TEMPERATURE;

  it("is one figure on the steam rooms page and in the blog", () => {
    const said = [
      ...steamBenefits.map((benefit) => benefit.description),
      ...posts.flatMap(paragraphs).filter((text) => /steam/i.test(text)),
    ].flatMap((text) =>
      [...plain(text).matchAll(/(\d+) to (\d+) °C/g)].map((match) => [
        Number(match[1]),
        Number(match[2]),
      ]),
    );
    expect(said.length).toBeGreaterThan(1);
    for (const range of said) expect(range).toEqual([low, high]);
  });
});
