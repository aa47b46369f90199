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
