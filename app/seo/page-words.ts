/**
 * A page's title and description as the business keeps them in the Studio (Pages' words), with
 * each figure they name in braces filled in from the site's own figures: a page's `meta` passes
 * its generated words and the figures its page has (content-studio/rules/pages.ts lists them).
 */
import type { PageWords } from "../content/pages";

/** The figures a page fills in, by the name its words give them in braces. */
export type Figures = Readonly<Record<string, string | number>>;

/** `text` with each `{name}` replaced by its figure; throws on a name `figures` lacks. */
export function fillFigures(text: string, figures: Figures = {}): string {
  return text.replace(/\{([^{}]*)\}/g, (_whole, name: string) => {
    const figure = figures[name];
    if (figure === undefined)
      throw new Error(`The words name {${name}}, a figure this page does not give`);
    return String(figure);
  });
}

/** A page's words, its figures filled in. */
export function pageWords(words: PageWords, figures: Figures = {}): PageWords {
  return {
    title: fillFigures(words.title, figures),
    description: fillFigures(words.description, figures),
  };
}
