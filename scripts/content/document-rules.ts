/**
 * Rules over every document at once, beside the checks each kind of document has where it is read.
 *
 * Fields the Studio does not have. A document carrying one (a field renamed in an import, a value
 * typed into the export by hand, an old field the schema has since dropped) would have its value
 * silently ignored: the site's queries read only the Studio's fields. The Studio shows such a
 * document with "Unknown fields found"; `npm run content` refuses it, naming the document, its
 * title and the field, so the business's words are never dropped unseen. And two posts at one
 * address, of which the blog would publish only one.
 */
import { schemaTypes } from "../../content-studio/schemaTypes";
import { documentLabel, sharedKeys } from "../../app/content/check";
import type { ContentQuery } from "../../app/content/check";
import { published } from "../../app/dataset/groq";

type StudioType = { name: string; title?: string; fields?: { name: string }[] };

const studioTypes = new Map(
  (schemaTypes as unknown as StudioType[]).map((type) => [type.name, type]),
);

/** One line per field of `documents` that its Studio type does not have. */
export function unknownFields(documents: readonly Record<string, unknown>[]): string[] {
  return documents.flatMap((doc) => {
    const type = studioTypes.get(String(doc._type));
    if (!type) return [];
    const known = new Set(type.fields?.map((field) => field.name));
    const title = typeof doc.title === "string" ? doc.title : undefined;
    const slug = doc.slug as { current?: unknown } | string | undefined;
    const label = documentLabel(type.title ?? type.name, {
      _id: doc._id,
      name: doc.name ?? title,
      slug: typeof slug === "object" ? slug?.current : slug,
    });
    return (
      Object.keys(doc)
        // Sanity keeps its own fields under names that start with "_" (`_id`, `_rev`, a draft's
        // `_originalId`); an editor's never do.
        .filter((field) => !field.startsWith("_") && !known.has(field))
        .map(
          (field) =>
            `${label}, ${field}: not a field of the Studio's "${type.title ?? type.name}", so the site would ignore its value; rename it to the field it was meant for, or remove it`,
        )
    );
  });
}

/**
 * Posts sharing an address: the blog would publish one and hide the other. (The other documents
 * with addresses, the range items, showrooms, gallery categories and rooms we built, are checked
 * for the same where they are read.)
 */
export function sharedPostAddresses(documents: readonly Record<string, unknown>[]): string[] {
  const posts = documents.flatMap((doc) => {
    const slug = (doc.slug as { current?: unknown } | undefined)?.current;
    return doc._type === "post" && typeof slug === "string"
      ? [[slug, String(doc._id)] as const]
      : [];
  });
  return sharedKeys(posts).map(
    ([slug, ids]) =>
      `posts ${ids.join(", ")}, slug: "${slug}" is the address of ${ids.length} posts; give each its own`,
  );
}

/**
 * Reads every document of the Studio's types and throws naming each unknown field and each
 * address two posts share, if any.
 */
export async function checkFields(query: ContentQuery): Promise<void> {
  const documents = (await query(`*[_type in $types && ${published}]`, {
    types: [...studioTypes.keys()],
  })) as Record<string, unknown>[];
  const found = [...unknownFields(documents), ...sharedPostAddresses(documents)];
  if (found.length > 0) throw new Error(found.join("\n"));
}
