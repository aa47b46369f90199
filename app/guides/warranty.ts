/**
 * The warranty and after-care guide: what is covered and for how long, what is not, and how to
 * look after each kind of room. Its words are the business's, kept in the content studio
 * ("Warranty guide's words", content-studio/rules/guides.ts); the periods' years are worked out
 * here. Our own periods for the cabins and the steam generators' period are the business's, set
 * in the content studio (Guide figures) with whether each is confirmed (until then
 * `placeholder: true`, which the launch check lists). The heaters' periods are the maker's
 * published ones, facts with their source, which stay here beside it; the ice bath's is the one its
 * page gives (`ice-baths.ts`), and its care routines after the first are that page's.
 */
import { iceBathConstants, iceBaths } from "../catalogue/ice-baths";

import { warranty } from "../content/generated/guides";
import { warrantyWords } from "../content/generated/guide-words";
import type { CareKind, Exclusion, WarrantyKind, WarrantyPeriod } from "./schema";

/** A period's years as the Studio's Guide figures set them (`kind/period`; the build checks each). */
function periodOf(id: string): { years: number; placeholder: boolean } {
  const period = warranty[id];
  if (!period) throw new Error(`The guide figures give no warranty period for "${id}".`);
  return period;
}

const HARVIA_MANUALS = "Harvia's installation and operating manuals for its sauna heaters";

/** Each period's figures by `kind/period`: how long, whose promise, and where it is stated. */
const periods: Record<string, Omit<WarrantyPeriod, "id" | "covers">> = {
  "cabins/workmanship": { ...periodOf("cabins/workmanship"), giver: "ours" },
  "cabins/timber": { ...periodOf("cabins/timber"), giver: "ours" },
  // The maker's own periods, as its manuals publish them: not the business's to set.
  "heaters/family-sauna": {
    years: 2,
    giver: "maker",
    placeholder: false,
    source: HARVIA_MANUALS,
  },
  "heaters/residents-sauna": {
    years: 1,
    giver: "maker",
    placeholder: false,
    source: HARVIA_MANUALS,
  },
  "steam-generators/steam-generator": {
    ...periodOf("steam-generators/steam-generator"),
    giver: "maker",
  },
  "ice-bath/ice-bath": {
    years: iceBathConstants.warrantyYears,
    giver: "ours",
    placeholder: false,
    source: "The warranty given on the ice bath's page",
  },
};

/** Period `id`'s figures (the Studio's rules allow only the periods listed above). */
function figuresOf(id: string): Omit<WarrantyPeriod, "id" | "covers"> {
  const figures = periods[id];
  if (!figures) throw new Error(`The warranty guide has no figures for the period "${id}".`);
  return figures;
}

export const warrantyKinds: WarrantyKind[] = warrantyWords.kinds.map((kind) => ({
  id: kind.kind,
  title: kind.title,
  summary: kind.summary,
  periods: kind.periods.map((period) => ({
    id: period.period,
    covers: period.covers,
    ...figuresOf(`${kind.kind}/${period.period}`),
  })),
}));

export const exclusions: Exclusion[] = warrantyWords.exclusions;

/** The ice bath's care, as its own page gives it: after each plunge, then its page's routines. */
const [iceBath] = iceBaths;

export const careKinds: CareKind[] = warrantyWords.care.map((kind) => ({
  id: kind.kind,
  title: kind.title,
  routines: [
    ...kind.routines,
    ...(kind.kind === "ice-bath"
      ? (iceBath?.maintenance ?? []).map((routine) => ({
          cadence: routine.title,
          steps: routine.steps ?? [routine.description],
        }))
      : []),
  ],
}));

/** The page's own words round the periods, the exclusions and the routines. */
export const warrantyPage = {
  heading: warrantyWords.heading,
  intro: warrantyWords.intro,
  coveredHeading: warrantyWords.coveredHeading,
  coveredIntro: warrantyWords.coveredIntro,
  exclusionsHeading: warrantyWords.exclusionsHeading,
  exclusionsIntro: warrantyWords.exclusionsIntro,
  careHeading: warrantyWords.careHeading,
  careIntro: warrantyWords.careIntro,
  callHeading: warrantyWords.callHeading,
  callText: warrantyWords.callText,
};
