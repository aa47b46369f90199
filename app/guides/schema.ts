/**
 * The shapes of the guides' content (installation, warranty and after-care, questions and
 * answers), as zod schemas with the types the pages read. Pages import only the types, so zod
 * never reaches the browser; `validate.ts` checks the data when the site is built.
 *
 * A figure only the business can confirm (a duration, a warranty period) carries
 * `placeholder: true` until it is confirmed, and an answer that quotes one is flagged too.
 */
import { z } from "zod";

const id = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "an id is lower-case words and hyphens");
const text = z.string().trim().min(1);

/** A run of text with links: plain strings, and links with their words and the path they open. */
export const richSchema = z
  .array(z.union([text, z.object({ text, href: z.string().startsWith("/") })]))
  .min(1);
export type Rich = z.infer<typeof richSchema>;

/** How long something typically takes: a span of whole units. */
export const durationSchema = z
  .object({
    from: z.number().positive(),
    to: z.number().positive(),
    unit: z.enum(["minute", "hour", "day", "week"]),
    placeholder: z.boolean(),
  })
  .refine((duration) => duration.from <= duration.to, { message: "from must not exceed to" });
export type Duration = z.infer<typeof durationSchema>;

export const installationStepSchema = z.object({
  id,
  title: text,
  /** What happens, in a paragraph or two. */
  what: z.array(text).min(1),
  /** Who does it. */
  who: text,
  duration: durationSchema,
});
export type InstallationStep = z.infer<typeof installationStepSchema>;

export const checklistItemSchema = z.object({
  id,
  title: text,
  detail: text,
  /** Whom the item concerns when not every room: "Steam rooms", "Wood-burning heaters". */
  appliesTo: text.optional(),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

/** A warranty period: what it covers, how long, whose promise it is. */
export const warrantyPeriodSchema = z
  .object({
    id,
    covers: text,
    /** In years; 1.5 reads as 18 months. */
    years: z.number().positive(),
    /** Who gives it: our own guarantee, or the maker's. */
    giver: z.enum(["ours", "maker"]),
    placeholder: z.boolean(),
    /** Where the period is stated (a maker's manual, the product's page): needed unless flagged. */
    source: text.optional(),
  })
  .refine((period) => period.placeholder || period.source !== undefined, {
    message: "a period is a placeholder until a source states it",
  });
export type WarrantyPeriod = z.infer<typeof warrantyPeriodSchema>;

export const warrantyKindSchema = z.object({
  id,
  title: text,
  summary: text,
  periods: z.array(warrantyPeriodSchema).min(1),
});
export type WarrantyKind = z.infer<typeof warrantyKindSchema>;

export const exclusionSchema = z.object({ id, title: text, detail: text });
export type Exclusion = z.infer<typeof exclusionSchema>;

/** A care routine: one rhythm ("After each session", "Every month") and its steps. */
export const routineSchema = z.object({ cadence: text, steps: z.array(text).min(1) });
export const careKindSchema = z.object({
  id,
  title: text,
  routines: z.array(routineSchema).min(1),
});
export type CareKind = z.infer<typeof careKindSchema>;

export const faqEntrySchema = z.object({
  id,
  question: text.refine((q) => q.endsWith("?"), { message: "a question ends with ?" }),
  /** Paragraphs of the answer. */
  answer: z.array(richSchema).min(1),
  /** True when the answer quotes a figure only the business can confirm. */
  placeholder: z.boolean(),
});
export type FaqEntry = z.infer<typeof faqEntrySchema>;

export const faqGroupSchema = z.object({
  id,
  title: text,
  entries: z.array(faqEntrySchema).min(1),
});
export type FaqGroup = z.infer<typeof faqGroupSchema>;

/** A guide as the index lists it. */
export const guideSummarySchema = z.object({
  id,
  title: text,
  summary: text,
  path: z.string().startsWith("/"),
});
export type GuideSummary = z.infer<typeof guideSummarySchema>;
