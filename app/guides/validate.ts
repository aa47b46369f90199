/**
 * Checks the guides' content when the site is built (an invalid guide fails the build) and in the
 * unit tests: each data set against its schema, ids unique within it, the rules across records.
 */
import { z } from "zod";

import { partedUnit } from "../format/units";

import { faqEntries, faqGroups } from "./faq";
import { guides } from "./guides";
import { installationSteps, siteChecklist } from "./installation";
import {
  careKindSchema,
  checklistItemSchema,
  exclusionSchema,
  faqGroupSchema,
  guideSummarySchema,
  installationStepSchema,
  warrantyKindSchema,
} from "./schema";
import { careKinds, exclusions, warrantyKinds } from "./warranty";

/** The fewest questions the questions page answers. */
export const MIN_FAQ_ENTRIES = 12;

/** A list with at least one entry, no two of which share an id. */
function unique<T extends z.ZodType<{ id: string }>>(schema: T, what: string) {
  return z
    .array(schema)
    .min(1)
    .refine((list) => new Set(list.map((item) => item.id)).size === list.length, {
      message: `every ${what} needs an id of its own`,
    });
}

const sets = {
  guides: { data: guides, schema: unique(guideSummarySchema, "guide") },
  installationSteps: { data: installationSteps, schema: unique(installationStepSchema, "step") },
  siteChecklist: { data: siteChecklist, schema: unique(checklistItemSchema, "checklist item") },
  warrantyKinds: {
    data: warrantyKinds,
    schema: unique(warrantyKindSchema, "warranty kind").refine(
      (kinds) => {
        const ids = kinds.flatMap((kind) => kind.periods.map((period) => period.id));
        return new Set(ids).size === ids.length;
      },
      { message: "every warranty period needs an id of its own" },
    ),
  },
  exclusions: { data: exclusions, schema: unique(exclusionSchema, "exclusion") },
  careKinds: { data: careKinds, schema: unique(careKindSchema, "care kind") },
  faqGroups: {
    data: faqGroups,
    schema: unique(faqGroupSchema, "question group").refine(
      (groups) => {
        const ids = groups.flatMap((group) => group.entries.map((entry) => entry.id));
        return new Set(ids).size === ids.length && ids.length >= MIN_FAQ_ENTRIES;
      },
      { message: `at least ${MIN_FAQ_ENTRIES} questions, each with an id of its own` },
    ),
  },
};

/** Every string a visitor reads in `value`, by where it is (links' paths left out). */
function* strings(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === "string") {
    if (!value.startsWith("/")) yield [path, value];
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) yield* strings(item, `${path}.${key}`);
  }
}

/** What is wrong with the guides, one line per problem; empty when nothing is. */
export function guideProblems(): string[] {
  const problems = Object.entries(sets).flatMap(([name, { data, schema }]) => {
    const result = schema.safeParse(data);
    const invalid = result.success
      ? []
      : result.error.issues.map((issue) => `  ${name}.${issue.path.join(".")}: ${issue.message}`);
    const parted = [...strings(data, name)].flatMap(([path, text]) => {
      const where = partedUnit(text);
      return where === undefined
        ? []
        : [`  ${path}: "…${where}…" can break between a number and its unit (use units.ts)`];
    });
    return [...invalid, ...parted];
  });
  if (faqEntries.length < MIN_FAQ_ENTRIES) {
    problems.push(`  faq: ${faqEntries.length} questions, fewer than ${MIN_FAQ_ENTRIES}`);
  }
  return problems;
}

export function validateGuides(): void {
  const problems = guideProblems();
  if (problems.length) throw new Error(`The guides are invalid:\n${problems.join("\n")}`);
}
