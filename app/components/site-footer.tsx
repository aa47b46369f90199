import { Link } from "react-router";

import { pageLabels } from "~/routing/breadcrumbs";
import { previewExamples } from "~/content/preview-notice";
import { mainNavigation } from "~/content/navigation";
import { listed, servedCities, site, telHref } from "~/content/site";
import { paths } from "~/routing/paths";

import { OpeningHoursList } from "./opening-hours";
import { Wordmark } from "./wordmark";
import { ExampleMark } from "./example-mark";

/** The guides the footer lists (the guides index lists them too, with a sentence each). */
const guidePages = ["guideInstallation", "guideWarranty", "guideFaq"] as const;

const columnHeading = "eyebrow mb-5 text-birch";
const footerLink = "transition-colors hover:text-ember-glow";

/**
 * The footer is static: links and text that work as they are. It is drawn into the prerendered
 * page, and the browser's bundle carries none of its code: hydration adopts the element without
 * looking inside (`dangerouslySetInnerHTML`, which React leaves as it finds it), so its links are
 * plain links that load the next page whole.
 */
export function StaticSiteFooter() {
  if (import.meta.env.SSR) return <SiteFooter />;
  return <footer dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />;
}

function SiteFooter() {
  return (
    <footer className="bg-soot text-stone/85">
      <div className="container-content grid gap-12 py-20 md:grid-cols-2 lg:grid-cols-12 lg:gap-10 lg:py-24">
        <div className="lg:col-span-4">
          <Link to={paths.home} className="text-stone">
            <Wordmark />
          </Link>
          <p className="mt-6 max-w-xs text-sm/6 text-stone/70">
            Saunas, steam rooms and ice baths, designed and installed in South African homes since{" "}
            {site.foundingYear}.
          </p>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-xs tracking-eyebrow uppercase">
            {site.social.map((link) => (
              <li key={link.name}>
                <a
                  href={link.href}
                  className={footerLink}
                  rel="noopener noreferrer"
                  target="_blank"
                >
                  {link.name}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>

        <div className="lg:col-span-3">
          <h2 className={columnHeading}>Our offices</h2>
          <ul className="space-y-7 text-sm/6">
            {site.offices.map((office) => (
              <li key={office.city}>
                <p className="font-display text-xl text-stone">
                  <Link to={office.path} className={footerLink}>
                    {office.city}
                  </Link>
                </p>
                <p className="text-stone/60">{office.region}, South Africa</p>
                <p className="mt-2">
                  <a href={telHref(office.phone)} className={footerLink}>
                    {office.phone}
                  </a>
                  <ExampleMark detail={office.phone} />
                </p>
                <p>
                  <a href={`mailto:${office.email}`} className={footerLink}>
                    {office.email}
                  </a>
                  <ExampleMark detail={office.email} />
                </p>
              </li>
            ))}
          </ul>
        </div>

        <div className="lg:col-span-2">
          <h2 className={columnHeading}>Services</h2>
          <ul className="space-y-3 text-sm">
            {site.services.map((service) => (
              <li key={service.label}>
                <Link to={service.href} className={footerLink}>
                  {service.label}
                </Link>
              </li>
            ))}
          </ul>
          <h2 className={`${columnHeading} mt-10`}>Guides</h2>
          <ul className="space-y-3 text-sm">
            {guidePages.map((page) => (
              <li key={page}>
                <Link to={paths[page]} className={footerLink}>
                  {pageLabels[page]}
                </Link>
              </li>
            ))}
          </ul>
        </div>

        <div className="lg:col-span-3">
          <h2 className={columnHeading}>Opening hours</h2>
          <OpeningHoursList className="text-sm" />
          <h2 className={`${columnHeading} mt-10`}>Explore</h2>
          <ul className="grid grid-cols-2 gap-y-3 text-sm">
            {mainNavigation.map((item) => (
              <li key={item.href}>
                <Link to={item.href} className={footerLink}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <PreviewNotice />
      <div className="border-t border-stone/10">
        <div className="container-content flex flex-col gap-2 py-6 text-xs text-stone/60 sm:flex-row sm:justify-between">
          <p>
            © {site.foundingYear}–<CurrentYear /> {site.name}. All rights reserved.
          </p>
          <p>
            Designing and installing in {servedCities}.{" "}
            <Link to={paths.privacy} className={`${footerLink} ml-4 underline underline-offset-4`}>
              {pageLabels.privacy}
            </Link>
          </p>
        </div>
      </div>
    </footer>
  );
}

/**
 * On a preview build, one plain line on every page naming what is an example (contact details,
 * addresses, customers), so nobody takes it for the business's own; nothing in production.
 */
function PreviewNotice() {
  const examples = previewExamples();
  if (examples.length === 0) return null;
  return (
    <div data-preview-notice className="border-t border-stone/10">
      <p className="container-content py-5 text-sm/6 text-stone/70">
        <strong className="mr-3 text-xs font-semibold tracking-eyebrow text-ember-glow uppercase">
          Preview
        </strong>
        The {listed(examples)} on this site are examples, shown until the business&rsquo;s own are
        added before launch.
      </p>
    </div>
  );
}

/** The year at render time; prerendered pages may be a year old when hydrated, so no warning. */
function CurrentYear() {
  return <span suppressHydrationWarning>{new Date().getFullYear()}</span>;
}
