/**
 * A collection's words (its card and the top of its page), as the business keeps them in the
 * content studio, its figures filled in. Apart from the collection's data, so that a page loads
 * them only where it shows them: the product page with its data, the collections page and the
 * spec sheets as they are made.
 */
import type { SaunaSlug } from "../content/range-core";
import { words } from "../content/generated/words/sauna";
import { saunaFigures } from "./saunas";
import { wordsOf } from "./words";

export function saunaWords(slug: SaunaSlug): string {
  return wordsOf(words, slug, saunaFigures(slug));
}
