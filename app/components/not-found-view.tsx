import { Link } from "react-router";

import { ButtonLink } from "./button-link";
import { PageIntro } from "./page-intro";
import { paths } from "~/routing/paths";

const suggestions = [
  { label: "Sauna collections", href: paths.products, note: "Five cabins, made to measure" },
  { label: "Gallery", href: paths.gallery, note: "The collections in pictures" },
  { label: "Blog", href: paths.blog, note: "Guides to heat and cold" },
  { label: "Contact", href: paths.contact(), note: "Ask us anything" },
];

/** The body of the 404 page, also shown when a route throws a 404 response. */
export function NotFoundView() {
  return (
    <>
      <PageIntro eyebrow="Error 404" title="We could not find that page">
        <p>
          The address may be mistyped, or the page may have moved. Everything we make is still a
          click away.
        </p>
        <div className="mt-10">
          <ButtonLink to={paths.home}>Back to the home page</ButtonLink>
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
                <span className="mt-1 block text-sm text-muted">{item.note}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
