/**
 * A page's list of features or benefits as the business keeps it in the content studio (the
 * page's Page's words: Key features, Health benefits), made ready to show: each figure the words
 * name in braces filled in from the page's own figures, a figure that is empty taking one space
 * with it ("Generators {byGeneratorMaker} built for" reads "Generators built for" while no maker
 * is named), and each hyphenated word of a title kept on one line. The words carry no typography:
 * an editor types an ordinary hyphen, and the page keeps "Commercial-grade" whole.
 */
import type { ListItem } from "../content/pages";
import { unbroken } from "../format/units";
import { type Figures, fillFigures } from "../seo/page-words";

/** `text` with its figures filled in, an empty figure's following (or, last, preceding) space gone. */
function filled(text: string, figures: Figures): string {
  const tidied = text
    .replace(/\{([^{}]*)\} /g, (whole, name: string) => (figures[name] === "" ? "" : whole))
    .replace(/ \{([^{}]*)\}/g, (whole, name: string) => (figures[name] === "" ? "" : whole));
  return fillFigures(tidied, figures);
}

/** A hyphenated word of a title ("Commercial-grade") kept on one line, the rest left to wrap. */
const keptWhole = (title: string) => title.replace(/\S+-\S+/g, (word) => unbroken(word));

/** The list's items as the page shows them: figures filled in, titles' hyphenated words whole. */
export function pageList(items: readonly ListItem[], figures: Figures = {}): ListItem[] {
  return items.map(({ title, description, icon }) => ({
    title: keptWhole(filled(title, figures)),
    description: filled(description, figures),
    icon,
  }));
}
