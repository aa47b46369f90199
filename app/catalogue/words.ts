/**
 * An item's words as its card and page give them: the business's, as it keeps them in the content
 * studio (the item's Range item, "What we say of it"); the code carries none. Where the words
 * state a figure the range works out (a cabin's width, the ice bath's water range), they name it
 * in braces, `{width}`, and the figure is filled in here from the range, so the words and the
 * figures shown beside them can never disagree. `npm run content` refuses words that name a figure
 * the item does not have, or that state a figure themselves, and an item left without words.
 *
 * The words are generated one list per kind (`saunaWords`, `aromaWords`, …, in
 * app/content/generated/words.ts), so that a page's JavaScript carries only its own kind's.
 */

/** The figures an item's words may name, by name: each as the page writes it ("1.8 m"). */
export type Figures = Readonly<Record<string, string>>;

/** `{name}` in an item's words. */
const FIGURE = /\{([A-Za-z]+)\}/g;

/**
 * `words` with each `{name}` replaced by its figure; throws on a name `figures` lacks, naming
 * `where` the words come from (`Timbers' words, oak`).
 */
export function fillNamed(words: string, figures: Figures, where: string): string {
  return words.replaceAll(FIGURE, (_, name: string) => {
    const figure = figures[name];
    if (figure === undefined) {
      throw new Error(`${where}: its words name {${name}}, a figure it does not have`);
    }
    return figure;
  });
}

/** An item's `words` with each `{name}` replaced by its figure; throws on a name `figures` lacks. */
export function fillFigures(words: string, figures: Figures, slug: string): string {
  return fillNamed(words, figures, `range item "${slug}"`);
}

/** The item's words from its kind's list, its figures filled in. */
export function wordsOf(
  kindWords: Readonly<Record<string, string>>,
  slug: string,
  figures: Figures = {},
): string {
  const words = kindWords[slug];
  if (words === undefined) {
    throw new Error(`range item "${slug}" has no words ("What we say of it") in the dataset`);
  }
  return fillFigures(words, figures, slug);
}

/** Each item of a list with its words from its kind's list, by its id, and their figures. */
export function withWords<T extends { id: string }>(
  kindWords: Readonly<Record<string, string>>,
  items: T[],
  figures: Readonly<Record<string, Figures>> = {},
): (T & { description: string })[] {
  return items.map((item) => ({
    ...item,
    description: wordsOf(kindWords, item.id, figures[item.id]),
  }));
}
