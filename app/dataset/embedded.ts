/**
 * The embedded dataset: documents in Sanity's export format (one JSON document per line), queried
 * with groq-js, the reference implementation of GROQ. The build reads posts through it, and the
 * stand-in API (server/blog-api.ts) answers the browser's queries with it, so both run the very
 * same queries as a Sanity project would.
 */
import { evaluate, parse } from "groq-js";

export type SanityDocument = Record<string, unknown> & { _id: string; _type: string };

/** The documents of an NDJSON export; blank lines are skipped, a malformed line is an error. */
export function parseNdjson(text: string, source = "dataset"): SanityDocument[] {
  return text.split("\n").flatMap((line, i) => {
    if (!line.trim()) return [];
    let doc: unknown;
    try {
      doc = JSON.parse(line);
    } catch (error) {
      throw new Error(`${source}, line ${i + 1}: not JSON (${String(error)})`, { cause: error });
    }
    const { _id, _type } = (doc ?? {}) as Partial<SanityDocument>;
    if (typeof _id !== "string" || typeof _type !== "string") {
      throw new Error(`${source}, line ${i + 1}: a document needs an _id and a _type`);
    }
    return [doc as SanityDocument];
  });
}

/** Runs a GROQ query over `documents`; parse errors throw groq-js's GroqSyntaxError. */
export async function runQuery(
  documents: readonly SanityDocument[],
  query: string,
  params: Record<string, unknown> = {},
): Promise<unknown> {
  // groq-js needs the parameters when parsing as well as when evaluating.
  const tree = parse(query, { params });
  const value = await evaluate(tree, { dataset: documents, params });
  return value.get();
}

/**
 * The documents as Sanity's drafts perspective serves them: where a document has a draft, the
 * draft in its place, under the published document's id (its own in `_originalId`); a draft of a
 * document never published, as if it were. Release versions are left out, as they are there.
 */
export function withDrafts(documents: readonly SanityDocument[]): SanityDocument[] {
  const DRAFT = "drafts.";
  const drafts = new Map(
    documents
      .filter(({ _id }) => _id.startsWith(DRAFT))
      .map((draft) => [draft._id.slice(DRAFT.length), draft] as const),
  );
  const seen = new Set<string>();
  const asPublished = (draft: SanityDocument, id: string): SanityDocument => ({
    ...draft,
    _id: id,
    _originalId: draft._id,
  });
  const result: SanityDocument[] = [];
  for (const document of documents) {
    const { _id } = document;
    if (_id.startsWith(DRAFT) || _id.startsWith("versions.")) continue;
    seen.add(_id);
    const draft = drafts.get(_id);
    result.push(draft ? asPublished(draft, _id) : document);
  }
  for (const [id, draft] of drafts) if (!seen.has(id)) result.push(asPublished(draft, id));
  return result;
}
