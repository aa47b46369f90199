/**
 * The words of the site's pages, as editors keep them in the content studio (Pages' words): each
 * page's title and description in search results and on shared links, one document per page.
 * `npm run content` reads them with this query, checks every one by the Studio's own rule
 * (content-studio/rules/pages.ts: the figures each page may name, the lengths search results
 * show) and that every page has its words, and writes `generated/pages/<page>.ts`, one module per
 * page, which its route reads through `pageSeoWords`. There is no copy of the words in code: a
 * dataset without a page's words stops the build.
 */
import { z } from "zod";

import { type ContentQuery, checkEach, failIfAny } from "./check";
import { published } from "../dataset/groq";
import {
  PAGES,
  type PageId,
  pageOfId,
  pageWordsId,
  pageWordsProblem,
} from "../../content-studio/rules/pages";

/** A page's words as the site shows them, figures still named in braces. */
export interface PageWords {
  title: string;
  description: string;
}

export const PAGE_WORDS_QUERY = `*[_type == "pageWords" && ${published}] | order(_id asc) {
  _id,
  searchTitle,
  searchDescription
}`;

export const pageWordsDocument = z
  .object({
    _id: z.string(),
    searchTitle: z.string("required: the title in search results"),
    searchDescription: z.string("required: the description in search results"),
  })
  .superRefine(({ _id, searchTitle, searchDescription }, context) => {
    const page = pageOfId(_id);
    if (!PAGES.some(({ id }) => id === page)) {
      context.addIssue({
        code: "custom",
        path: ["_id"],
        message: `not a page of the site; a page's words are the document "${pageWordsId("<page>")}" of one of ${PAGES.map(({ id }) => id).join(", ")}`,
      });
      return;
    }
    for (const [field, path, text] of [
      ["title", "searchTitle", searchTitle],
      ["description", "searchDescription", searchDescription],
    ] as const) {
      const problem = pageWordsProblem(page, field, text);
      if (problem) context.addIssue({ code: "custom", path: [path], message: problem });
    }
  })
  .transform(({ _id, searchTitle, searchDescription }) => ({
    page: pageOfId(_id) as PageId,
    words: { title: searchTitle.trim(), description: searchDescription.trim() } as PageWords,
  }));

/** The Studio's name of the page a document is for, so that a message names it as editors do. */
const named = (doc: unknown) => {
  const id = String((doc as { _id?: unknown } | null)?._id);
  return { ...(doc as object), name: PAGES.find((page) => page.id === pageOfId(id))?.name };
};

/**
 * Checks the pages' words: each document, and that every page has its own (a document's id names
 * its page, so no page has two). Throws naming each problem.
 */
export function checkPageWords(result: unknown): Record<PageId, PageWords> {
  const found: string[] = [];
  const documents = checkEach(
    "page's words",
    Array.isArray(result) ? result.map(named) : result,
    pageWordsDocument,
    found,
  );
  const byPage = new Map(documents.map(({ page, words }) => [page, words]));
  for (const { id, name } of PAGES) {
    if (!byPage.has(id) && Array.isArray(result)) {
      const broken = result.some((doc) => pageOfId(String((doc as { _id?: unknown })?._id)) === id);
      if (!broken) {
        found.push(
          `page's words "${name}" (${pageWordsId(id)}): no document; open Pages' words → ${name} in the Studio and give its words`,
        );
      }
    }
  }
  failIfAny(found);
  return Object.fromEntries(byPage) as Record<PageId, PageWords>;
}

/** Reads and checks the pages' words. */
export async function readPageWords(query: ContentQuery): Promise<Record<PageId, PageWords>> {
  return checkPageWords(await query(PAGE_WORDS_QUERY));
}
