/**
 * How every query result is checked where it enters the site: each document on its own, so that
 * every broken one is named at once, by its type, name and id, with the field an editor must mend.
 */
import type { z } from "zod";

/** Runs a GROQ query against the content's source (the project, or the embedded dataset). */
export type ContentQuery = (groq: string, params?: Record<string, unknown>) => Promise<unknown>;

/** Where a document is, for the editor who will mend it: `testimonial "Thandi M." (testimonial-1)`. */
export function documentLabel(what: string, doc: unknown): string {
  const { _id, name, slug } = (doc ?? {}) as { _id?: unknown; name?: unknown; slug?: unknown };
  const title = typeof name === "string" && name ? name : typeof slug === "string" ? slug : "";
  return `${what} ${title ? `"${title}" ` : ""}(${String(_id)})`;
}

/** One line per problem in one document. */
function problems(what: string, doc: unknown, error: z.ZodError): string[] {
  const label = documentLabel(what, doc);
  return error.issues.map(
    (issue) => `${label}, ${issue.path.join(".") || "document"}: ${issue.message}`,
  );
}

/** Checks each document of `result`; those that pass come back, the rest are added to `found`. */
export function checkEach<T>(
  what: string,
  result: unknown,
  schema: z.ZodType<T>,
  found: string[],
): T[] {
  if (!Array.isArray(result)) {
    found.push(`${what}s: the query returned no list`);
    return [];
  }
  return result.flatMap((doc) => {
    const parsed = schema.safeParse(doc);
    if (parsed.success) return [parsed.data];
    found.push(...problems(what, doc, parsed.error));
    return [];
  });
}

/** The keys two or more documents share, each with those documents' ids, in first-seen order. */
export function sharedKeys(
  entries: Iterable<readonly [key: string, id: string]>,
): [string, string[]][] {
  const ids = new Map<string, string[]>();
  for (const [key, id] of entries) ids.set(key, [...(ids.get(key) ?? []), id]);
  return [...ids].filter(([, list]) => list.length > 1);
}

/**
 * The one document of a kind the Studio keeps as a single document (`what`, titled `title` on its
 * desk), checked: several are always a problem; none is one unless `optional`, or unless a
 * broken document was already named (`found`), which is then the one to mend.
 */
export function theOne<T>(
  what: string,
  title: string,
  documents: readonly T[],
  found: string[],
  optional = false,
): T | undefined {
  if (documents.length > 1) found.push(`${what}: one document, not several`);
  else if (documents.length === 0 && !optional && found.length === 0) {
    found.push(`${what}: no document; create "${title}" in the Studio`);
  }
  return documents[0];
}

/**
 * Where a problem is in `doc`, as the Studio shows it: each list's entry by its number and the
 * first of its `labels` fields it has, `steps[4 "Delivery"].who`; "document" for the whole.
 */
export function fieldPlace(
  doc: unknown,
  path: readonly PropertyKey[],
  labels: readonly string[] = ["title"],
): string {
  let at: unknown = doc;
  const parts: string[] = [];
  for (const step of path) {
    at = (at as Record<PropertyKey, unknown> | undefined)?.[step];
    if (typeof step === "number") {
      const entry = (at ?? {}) as Record<string, unknown>;
      const label = labels
        .map((name) => entry[name])
        .find((each) => typeof each === "string" && each);
      parts.push(`[${step + 1}${label ? ` "${String(label)}"` : ""}]`);
    } else parts.push(`${parts.length ? "." : ""}${String(step)}`);
  }
  return parts.join("") || "document";
}

/**
 * The one document the Studio keeps at a fixed id (`id`, titled `title` on its desk, under
 * `under`), found among `documents` (those of `type`, where the query reads several types) and
 * checked by `schema`: another document of its type, or none, is a problem, and so is each field
 * that breaks a rule, named where the Studio shows it (`labels`, as `fieldPlace` takes them).
 * Problems are added to `found`.
 */
export function fixedDocument<T>(
  { id, title, type, under }: { id: string; title: string; type?: string; under: string },
  documents: readonly Record<string, unknown>[],
  schema: z.ZodType<T>,
  found: string[],
  labels?: readonly string[],
): T | undefined {
  const ofType = type ? documents.filter((doc) => doc._type === type) : documents;
  const others = ofType.filter((doc) => doc._id !== id);
  if (others.length > 0) {
    found.push(
      `${title}: one document, "${id}", not ${others.map((doc) => `"${String(doc._id)}"`).join(", ")}`,
    );
  }
  const doc = ofType.find((each) => each._id === id);
  if (!doc) {
    found.push(`${title}: no document; open "${title}" under ${under} in the Studio`);
    return undefined;
  }
  const parsed = schema.safeParse(doc);
  if (parsed.success) return parsed.data;
  const label = documentLabel(title, doc);
  found.push(
    ...parsed.error.issues.map(
      (issue) => `${label}, ${fieldPlace(doc, issue.path, labels)}: ${issue.message}`,
    ),
  );
  return undefined;
}

/**
 * Reads the one document of fixed id that `groq` finds and checks it by `schema`, as
 * `fixedDocument` does; throws one error naming each field an editor must mend.
 */
export async function readFixedDocument<T>(
  query: ContentQuery,
  groq: string,
  place: Parameters<typeof fixedDocument>[0],
  schema: z.ZodType<T>,
  labels?: readonly string[],
): Promise<T> {
  const result = await query(groq);
  const documents = (Array.isArray(result) ? result : []) as Record<string, unknown>[];
  const found: string[] = [];
  const parsed = fixedDocument(place, documents, schema, found, labels);
  failIfAny(found);
  return parsed!;
}

/**
 * A part of the Contact details that editors may leave unset (the opening hours, the places
 * served, the privacy notice's figures): the one document's, checked, or `standing` when there is
 * no document or it sets none. Throws one error naming the field to mend.
 */
export function contactDetailsPart<T>(
  result: unknown,
  schema: z.ZodType<T | undefined>,
  standing: T,
): T {
  const found: string[] = [];
  const documents = checkEach("contact details", result, schema, found);
  const part = theOne("contact details", "Contact details", documents, found, true);
  failIfAny(found);
  return part ?? standing;
}

/** One message listing every problem found, as the Studio's Live site reads it. */
export function contentBreaks(found: readonly string[]): string {
  return `The content breaks ${found.length} rule(s):\n  ${found.join("\n  ")}`;
}

/** Throws one error listing every problem found, if there is any. */
export function failIfAny(found: readonly string[]): void {
  if (found.length > 0) throw new Error(contentBreaks(found));
}

/**
 * Plain text as editors type it in the Studio, as paragraphs: split at empty lines, each one's
 * spaces and line breaks run together, empty ones left out (the Studio's rule, shared).
 */
export { paragraphsOf } from "../../content-studio/rules/words";
