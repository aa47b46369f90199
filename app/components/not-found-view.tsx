import { Link } from "react-router";

import { ButtonLink } from "./button-link";
import { PageIntro } from "./page-intro";
import { sections } from "~/content/generated/pages/notFound";
import { saunaSlugs } from "~/content/range-core";
import { countWord } from "~/format/count-word";
import { fillFigures } from "~/seo/page-words";
import { paths } from "~/routing/paths";

/** The figures the page's words name in braces: how many sauna collections we sell. */
const figures = { collectionCount: countWord(saunaSlugs.length) };
const fill = (text: string) => fillFigures(text, figures);

/** The pages it suggests, each with its note from the page's words (Pages' words, Page not found). */
const suggestions = [
  { label: "Sauna collections", href: paths.products, note: sections.suggestions.products },
  { label: "Gallery", href: paths.gallery, note: sections.suggestions.gallery },
  { label: "Blog", href: paths.blog, note: sections.suggestions.blog },
  { label: "Contact", href: paths.contact(), note: sections.suggestions.contact },
];

/** The body of the 404 page, also shown when a route throws a 404 response. */
export function NotFoundView() {
  return (
    <>
      <PageIntro eyebrow="Error 404" title={fill(sections.heading)}>
        {sections.intro.map((paragraph) => (
          <p key={paragraph}>{fill(paragraph)}</p>
        ))}
        <div className="mt-10">
          <ButtonLink to={paths.home}>{fill(sections.action)}</ButtonLink>
        </div>
      </PageIntro>
      <nav aria-label="Suggested pages" className="container-content pb-24 lg:pb-32">
        <ul className="grid border-t border-birch sm:grid-cols-2 lg:grid-cols-4">
          {suggestions.map((item) => (
            <li
              key={item.href}
              className="border-b border-birch lg:border-r lg:px-6 lg:first:pl-0 lg:last:border-r-0"
            >
              <Link to={item.href} className="block py-8 transition-colors hover:text-ember-deep">
                <span className="block font-display text-2xl">{item.label}</span>
                <span className="mt-1 block text-sm text-muted">{fill(item.note)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
