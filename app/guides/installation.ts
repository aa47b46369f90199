/**
 * The installation guide: the journey from the first visit to the first heat, and what the site
 * needs before the team arrives. Its words are the business's, kept in the content studio
 * ("Installation guide's words", content-studio/rules/guides.ts), with each figure they name in
 * braces filled in here; each step's duration is the business's too (Guide figures), with whether
 * it is confirmed: a typical figure until then (`placeholder: true`), which the launch check lists;
 * the quotation gives the dates for each room.
 */
import { circuitText } from "../catalogue/electrics";
import { visitKind } from "../contact/booking";
import { outputTable } from "../catalogue/sizing";
import { measure } from "../format/units";
import { fillFigures } from "../seo/page-words";

import { durations } from "../content/generated/guides";
import { installationWords } from "../content/generated/guide-words";
import type { ChecklistItem, Duration, InstallationStep, Rich } from "./schema";

/** A step's duration as the Studio's Guide figures set it (every step has one: the build checks). */
function durationOf(id: string): Duration {
  const duration = durations[id];
  if (!duration) throw new Error(`The guide figures give no duration for the step "${id}".`);
  return duration;
}

/** How long the site survey a buyer books lasts, in minutes (the booking's visit kinds). */
const surveyMinutes = visitKind("site-survey")!.minutes;

/** A step's duration: the site survey's is the length of the visit a buyer books, so the two agree. */
const stepDuration = (id: string): Duration =>
  id === "site-survey"
    ? { from: surveyMinutes, to: surveyMinutes, unit: "minute", placeholder: false }
    : durationOf(id);

/** The electric heaters' smallest and largest outputs, from the range. */
const smallestKw = outputTable[0]!.kw;
const largestKw = outputTable.at(-1)!.kw;

/** The figures the guide's words may name (content-studio/rules/guides.ts lists them). */
const figures = {
  smallestOutput: measure(smallestKw, "kW"),
  smallestCircuit: circuitText(smallestKw, "single-phase"),
  largestOutput: measure(largestKw, "kW"),
  largestCircuit: circuitText(largestKw, "three-phase"),
};

const fill = (text: string) => fillFigures(text, figures);
const fillRich = (paragraphs: readonly Rich[]): Rich[] =>
  paragraphs.map((rich) =>
    rich.map((part) =>
      typeof part === "string" ? fill(part) : { ...part, text: fill(part.text) },
    ),
  );

export const installationSteps: InstallationStep[] = installationWords.steps.map((step) => ({
  id: step.step,
  title: fill(step.title),
  what: step.what.map(fill),
  who: fill(step.who),
  duration: stepDuration(step.step),
}));

export const siteChecklist: ChecklistItem[] = installationWords.checklist.map((item) => ({
  id: item.id,
  title: fill(item.title),
  detail: fill(item.detail),
  ...(item.appliesTo ? { appliesTo: fill(item.appliesTo) } : {}),
}));

/** The page's own words round the steps and the checklist, each paragraph as `Rich` text. */
export const installationPage = {
  heading: fill(installationWords.heading),
  intro: fillRich(installationWords.intro),
  journeyHeading: fill(installationWords.journeyHeading),
  journeyIntro: fillRich(installationWords.journeyIntro),
  checklistHeading: fill(installationWords.checklistHeading),
  checklistIntro: fillRich(installationWords.checklistIntro),
  callHeading: fill(installationWords.callHeading),
  callText: fillRich(installationWords.callText),
};
