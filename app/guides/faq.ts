/**
 * Questions and answers: what buyers ask before, during and after buying, grouped as they ask it.
 * The questions and their answers are the business's words ("Questions and answers' words" in
 * the content studio, content-studio/rules/faq.ts); the groups and the site's own questions (the
 * page's anchors) are the site's, and each figure an answer names in braces is worked out here from
 * the range, the sizing functions, the calculator, the site and the other guides, so an answer
 * changes when the data does. The business's own extra questions follow each group's. An answer
 * that names a PLACEHOLDER (a duration, a price still to confirm) is flagged `placeholder: true`,
 * computed from the figures it names.
 */
import { circuitText } from "../catalogue/electrics";
import { chillerSocket, waterRange } from "../catalogue/ice-baths";
import { formatRand } from "../format/money";
import { KIT_HEIGHT, kitRange, type Price, saunaRange, type TimberId } from "../catalogue/range";
import { heatUpMinutes, outputTable, type OutputRow } from "../catalogue/sizing";
import { collectionSizing, DEFAULT_STATE, formatSessionRand } from "../sizing/sizing-state";
import { footprintText, measure, sizeText, span } from "../format/units";
import { timbers } from "../catalogue/woods";
import { ownQuestions } from "../content/generated/faq";
import { faqWords } from "../content/generated/faq-words";
import type { FaqEntryWords } from "../content/faq-words";
import { listed, servedCities, site } from "../content/site";
import { fillFigures } from "../seo/page-words";
import type { FaqFigureName } from "../../content-studio/rules/faq";

import { installationSteps } from "./installation";
import type { FaqGroup, Rich } from "./schema";
import { durationText, periodText, totalWeeks } from "../format/text";
import { warrantyKinds } from "./warranty";

/** A timber's name as a sentence reads it: "obeche", "western red cedar", but "Lunawood", a brand. */
const BRANDED: readonly TimberId[] = ["lunawood"];
const timberName = (id: TimberId) => {
  const name = timbers.find((timber) => timber.id === id)?.name ?? id;
  return BRANDED.includes(id) ? name : name.toLowerCase();
};

/* Choosing -------------------------------------------------------------------------------------- */

const area = (cabin: { width: number; depth: number }) => cabin.width * cabin.depth;
const smallestFirst = <T extends { width: number; depth: number }>(a: T, b: T) => area(a) - area(b);

/**
 * The collections built to order: every sauna with its own plans. (Vakio, sold as kits, is
 * counted by its kits, each with its own size.)
 */
const builtToOrder = saunaRange.filter((sauna) => sauna.plans);

const FOR_TWO = 2;
const kitForTwo = kitRange.filter((kit) => kit.seats[1] >= FOR_TWO).sort(smallestFirst)[0]!;
const cabinForTwo = builtToOrder
  .filter((sauna) => sauna.seats[1] >= FOR_TWO)
  .map((sauna) => ({ ...sauna, ...sauna.model }))
  .sort(smallestFirst)[0]!;

/** Cladding of thermally modified timber, which stands outdoors under a cover. */
const weatherproof: readonly TimberId[] = ["lunawood", "thermo-pine"];
const outdoorCabins = builtToOrder.filter((sauna) => weatherproof.includes(sauna.model.outside));

const insideTimbers = [...new Set(saunaRange.map((sauna) => sauna.model.inside))];

/* Installing and running ------------------------------------------------------------------------ */

const installationDays = installationSteps.find((step) => step.id === "installation")!.duration;
const journey = totalWeeks(installationSteps.map((step) => step.duration));
const durationsArePlaceholders = installationSteps.some((step) => step.duration.placeholder);

const smallest: OutputRow = outputTable[0]!;
const largest: OutputRow = outputTable.at(-1)!;

/** Minutes to heat a room at the smallest and the largest end of what its heater suits. */
const heatUps = outputTable.flatMap((row) => [
  heatUpMinutes(row.room[0], row),
  heatUpMinutes(row.room[1], row),
]);
const quickest = Math.min(...heatUps);
const slowest = Math.max(...heatUps);

/**
 * A session's cost as the sizing calculator works it out for our smallest and largest collections
 * it sizes a heater for (each opened from its own room, at the calculator's session and tariff),
 * so the answer quotes the calculator's own figures.
 */
const sizedCollections = saunaRange
  .map((sauna) => ({ sauna, result: collectionSizing(sauna.slug) }))
  .filter((each) => each.result.estimate)
  .sort((a, b) => a.result.effective - b.result.effective);
const sessionOf = ({ sauna, result }: (typeof sizedCollections)[number]) => ({
  name: sauna.name,
  kw: result.estimate!.kw,
  cost: formatSessionRand(result.estimate!.rand),
});
export const sessionCosts = {
  smallest: sessionOf(sizedCollections[0]!),
  largest: sessionOf(sizedCollections.at(-1)!),
  minutes: DEFAULT_STATE.session,
};
const tariffText = formatRand(DEFAULT_STATE.tariff, 2);

/** The heater maker's guarantee for a family's own sauna. */
const familyHeaterPeriod = warrantyKinds
  .find((kind) => kind.id === "heaters")!
  .periods.find((period) => period.id === "family-sauna")!;

/* Buying ---------------------------------------------------------------------------------------- */

type FromPrice = Extract<Price, { kind: "from" }>;
const lowestPrice = [...builtToOrder, ...kitRange]
  .map((item) => item.price)
  .filter((price): price is FromPrice => price.kind === "from")
  .sort((a, b) => a.amount - b.amount)[0];

const cities = site.offices.map((office) => office.city);

/** A figure an answer may name: its words, and whether it is still to confirm. */
interface Figure {
  text: string;
  placeholder: boolean;
}
const confirmed = (text: string): Figure => ({ text, placeholder: false });

/** The air most people like in a sauna, and how long a round lasts: our advice's own figures. */
const COMFORTABLE_AIR = { from: 70, to: 90 };
const ROUND_MINUTES = { from: 10, to: 15 };

/**
 * Every figure the answers may name (content-studio/rules/faq.ts lists them, and which question
 * may give which), worked out from the range, the sizing rules, the calculator, the guides and
 * the site: an answer that names one still to confirm is flagged.
 */
export const faqFigures: Readonly<Record<FaqFigureName, Figure>> = {
  kitForTwo: confirmed(kitForTwo.name),
  kitFootprint: confirmed(footprintText(kitForTwo)),
  kitHeight: confirmed(measure(KIT_HEIGHT, "mm")),
  cabinForTwo: confirmed(cabinForTwo.name),
  cabinForTwoSize: confirmed(sizeText(cabinForTwo.model)),
  outdoorCabins: confirmed(listed(outdoorCabins.map((sauna) => sauna.name))),
  insideTimbers: confirmed(listed(insideTimbers.map(timberName))),
  outsideTimbers: confirmed(listed(weatherproof.map(timberName))),
  waterRange: confirmed(waterRange),
  chillerSocket: confirmed(chillerSocket),
  installationDays: {
    text: durationText(installationDays),
    placeholder: installationDays.placeholder,
  },
  // The whole journey is the sum of every step's duration.
  journey: { text: span(journey.from, journey.to, "weeks"), placeholder: durationsArePlaceholders },
  smallestOutput: confirmed(measure(smallest.kw, "kW")),
  smallestSinglePhase: confirmed(circuitText(smallest.kw, "single-phase")),
  largestOutput: confirmed(measure(largest.kw, "kW")),
  largestSinglePhase: confirmed(circuitText(largest.kw, "single-phase")),
  largestThreePhase: confirmed(circuitText(largest.kw, "three-phase")),
  sessionMinutes: confirmed(measure(sessionCosts.minutes, "minutes")),
  sessionCostSmall: confirmed(sessionCosts.smallest.cost),
  heaterSmall: confirmed(measure(sessionCosts.smallest.kw, "kW")),
  collectionSmall: confirmed(sessionCosts.smallest.name),
  sessionCostLarge: confirmed(sessionCosts.largest.cost),
  heaterLarge: confirmed(measure(sessionCosts.largest.kw, "kW")),
  collectionLarge: confirmed(sessionCosts.largest.name),
  tariff: confirmed(tariffText),
  heatUp: confirmed(span(quickest, slowest, "minutes")),
  airFrom: confirmed(String(COMFORTABLE_AIR.from)),
  airTo: confirmed(measure(COMFORTABLE_AIR.to, "°C")),
  roundLength: confirmed(span(ROUND_MINUTES.from, ROUND_MINUTES.to, "minutes")),
  heaterWarranty: {
    text: periodText(familyHeaterPeriod.years),
    placeholder: familyHeaterPeriod.placeholder,
  },
  officeCities: confirmed(listed(cities)),
  servedCities: confirmed(servedCities),
  startingPrice: {
    text: lowestPrice ? `from ${formatRand(lowestPrice.amount)}` : "at a price on request",
    placeholder: lowestPrice ? !lowestPrice.confirmed : false,
  },
};

const figureTexts = Object.fromEntries(
  Object.entries(faqFigures).map(([name, figure]) => [name, figure.text]),
);
const fill = (text: string) => fillFigures(text, figureTexts);
const fillRich = (paragraphs: readonly Rich[]): Rich[] =>
  paragraphs.map((rich) =>
    rich.map((part) =>
      typeof part === "string" ? fill(part) : { ...part, text: fill(part.text) },
    ),
  );

/** The figures a question and its answer name in braces (the content step holds them to the entry's). */
const namedIn = ({ question, answer }: FaqEntryWords) =>
  [question, ...answer.flat().map((part) => (typeof part === "string" ? part : part.text))]
    .flatMap((text) => [...text.matchAll(/\{([A-Za-z]+)\}/g)].map((match) => match[1]!))
    .filter((name): name is FaqFigureName => name in faqFigures);

/** The questions the site answers, by group, in the business's words ("Questions and answers' words"). */
const answeredFromFigures: FaqGroup[] = faqWords.groups.map((group) => ({
  id: group.group,
  title: fill(group.title),
  entries: group.entries.map((entry) => ({
    id: entry.entry,
    question: fill(entry.question),
    answer: fillRich(entry.answer),
    placeholder: namedIn(entry).some((name) => faqFigures[name].placeholder),
  })),
}));

/** The page's own words round the questions: its heading, introduction and closing invitation. */
export const faqPage = {
  heading: fill(faqWords.heading),
  intro: fillRich(faqWords.intro),
  callHeading: fill(faqWords.callHeading),
  callText: fillRich(faqWords.callText),
};

/**
 * The page's groups: each with the questions answered from the figures, then the business's own
 * (the content studio's "Your questions and answers", `generated/faq.ts`), in their order.
 */
export const faqGroups: FaqGroup[] = answeredFromFigures.map((group) => ({
  ...group,
  entries: [
    ...group.entries,
    ...ownQuestions
      .filter((own) => own.group === group.id)
      .map(({ id, question, answer }) => ({
        id,
        question,
        answer: answer.map((paragraph) => [paragraph]),
        placeholder: false,
      })),
  ],
}));

/** Every question of the page, in order. */
export const faqEntries = faqGroups.flatMap((group) => group.entries);
