/**
 * An office's page (`/contact/{slug}`, one route per office in the route table): where the
 * showroom is and how to get there, the collections on show there, what a visit is like and how
 * long it takes, parking and step-free access, when it is open, how to reach the people in it, the
 * areas its teams serve, and booking a visit with this showroom already chosen. The office's
 * entry in `site.offices` and the configuration give its address and coordinates; its showroom
 * document in the content studio what is on show and the visit's details (`generated/showrooms`);
 * the booking's kinds of visit how long a visit takes.
 */
import type { ReactNode } from "react";
import { Link, useLoaderData, useLocation } from "react-router";

import { Breadcrumbs } from "~/components/breadcrumbs";
import { buttonVariants, ButtonLink, type ButtonVariant } from "~/components/button-link";
import { OpeningHoursList } from "~/components/opening-hours";
import { Picture } from "~/components/picture";
import { SectionHeading } from "~/components/section-heading";
import { crumb } from "~/routing/breadcrumbs";
import { isExample } from "~/config/example-settings";
import { isProduction } from "~/config/examples";
import { officeSetting } from "~/config/offices";
import { addressParts, coordinateParts } from "~/config/location";
import { VISIT_KINDS } from "~/contact/booking";
import type { ImageSource } from "~/images/image-source";
import { studioPhotographs } from "~/images/library/studio-photographs";
import { bookingHref } from "~/offices/booking-link";
import { appleDirectionsHref, googleDirectionsHref } from "~/offices/directions";
import { officeJsonLd } from "~/offices/json-ld";
import { onShowCards } from "~/offices/on-show";
import { officePictures } from "~/offices/pictures";
import { durationWords } from "~/offices/visit";
import { showrooms } from "~/content/generated/showrooms";
import { sections as contactSections } from "~/content/generated/pages/contact";
import { seo } from "~/seo/meta";
import { fillFigures } from "~/seo/page-words";
import { breadcrumbJsonLd, officeName } from "~/seo/structured-data";
import { listed, site, telHref, whatsappHref, type Office } from "~/content/site";
import { week } from "~/content/generated/calendar";
import { appointmentDays, openHoursSentence } from "~/content/opening-days";
import { paths } from "~/routing/paths";

import type { Route } from "./+types/office";
import { ExampleMark } from "~/components/example-mark";

/**
 * The picture each page opens with: the showroom's photograph from the content studio, with its
 * own words and caption; until there is one, a room of the kind the showroom has on show, whose
 * caption says it is a visualisation (a photograph with its id in `content/images/` gets the
 * caption written for it).
 */
function pictureOf({ slug, city }: Office): {
  image: ImageSource;
  alt: string;
  caption: string;
  crop: string;
} {
  const own = studioPhotographs.find(
    (photograph) => photograph.list === "offices" && photograph.key === slug,
  );
  return own
    ? { image: own.image, alt: own.alt, caption: own.caption, crop: "object-center" }
    : { ...officePictures[slug], caption: `A cabin on show in the ${city} showroom.` };
}

/** Whether the office's address or map position is still an example (never in production). */
function exampleAddress({ slug }: Office): boolean {
  const settings = [officeSetting(slug, "ADDRESS"), officeSetting(slug, "COORDINATES")];
  return !isProduction && settings.some(isExample);
}

/**
 * The office whose page this is. Only the offices' own routes render this module (see
 * `routes.ts`), so the path always names one; the first office is a type-level fallback.
 */
function officeAt(pathname: string): Office {
  const path = pathname.replace(/\/+$/, "");
  return site.offices.find((office) => office.path === path) ?? site.offices[0];
}

function trailOf(office: Office) {
  return [crumb("home"), crumb("contact"), { name: office.city, path: office.path }];
}

/** The actions that close the page, the main one first. */
const actionsOf = (office: Office): { label: string; to: string; variant: ButtonVariant }[] => [
  { label: `Book a visit in ${office.city}`, to: bookingHref(office.slug), variant: "light" },
  { label: "Send an enquiry", to: paths.contact(), variant: "outline-light" },
];

/**
 * At build time (the page is prerendered): the cards of the collections on show and how long a
 * showroom visit takes, so that the catalogue and the booking's rules stay out of the page's
 * JavaScript.
 */
export function loader({ request }: Route.LoaderArgs) {
  // Prerendering asks for the page's data at its address with ".data" added.
  const office = officeAt(new URL(request.url).pathname.replace(/\.data$/, ""));
  const visit = VISIT_KINDS.find((kind) => kind.id === "showroom-visit");
  if (!visit) throw new Error("The booking has no showroom visit.");
  return {
    onShow: onShowCards(showrooms[office.slug].onShow),
    visitMinutes: visit.minutes,
  };
}

export const meta: Route.MetaFunction = ({ location }) => {
  const office = officeAt(location.pathname);
  return seo({
    title: `${office.city} Showroom`,
    description: fillFigures(contactSections.showroomDescription, {
      office: officeName(office),
      city: office.city,
      served: servedText(office),
    }),
    path: office.path,
    jsonLd: [officeJsonLd(office), breadcrumbJsonLd(trailOf(office))],
  });
};

export default function OfficePage() {
  const data = useLoaderData<typeof loader>();
  return <OfficeView office={officeAt(useLocation().pathname)} {...data} />;
}

const detailLink = "link-underline transition-colors duration-200 hover:text-ember-deep";
const newTab = <span className="sr-only"> (opens in a new tab)</span>;

function OfficeView({
  office,
  onShow,
  visitMinutes,
}: { office: Office } & ReturnType<typeof loader>) {
  const picture = pictureOf(office);
  const showroom = showrooms[office.slug];
  const address = addressParts(office.address);
  const byAppointment = appointmentDays(week);
  return (
    <>
      <section className="container-content pt-32 pb-16 lg:pt-40 lg:pb-24">
        <Breadcrumbs trail={trailOf(office)} />
        <div className="mt-12 grid items-center gap-12 lg:mt-16 lg:grid-cols-12 lg:gap-10">
          <div className="lg:col-span-5">
            <SectionHeading as="h1" eyebrow={`Showroom · ${office.region}`} title={office.city}>
              <p>
                See the timbers, finishes and heaters up close, and talk through your room with the
                {` ${office.city} `}team who will design and install it: the space you have, the
                heat you love and what it takes to build.
              </p>
            </SectionHeading>
            <address className="mt-10 border-t border-birch pt-6 text-lg/8 not-italic">
              <span className="block font-display text-2xl text-ink">{officeName(office)}</span>
              <span className="block">{address.street}</span>
              <span className="block">{address.suburb}</span>
              <span className="block">
                {address.city} {address.postalCode}
              </span>
              <span className="block text-muted">South Africa</span>
            </address>
            {exampleAddress(office) ? (
              <p data-example-note className="mt-3 text-sm text-muted">
                <strong className="mr-2 text-xs font-semibold tracking-eyebrow text-ember-deep uppercase">
                  Example
                </strong>
                This address and its map position stand in for the showroom&rsquo;s own until
                launch.
              </p>
            ) : null}
            <Directions office={office} />
          </div>
          <div className="lg:col-span-6 lg:col-start-7">
            <figure>
              <Picture
                image={picture.image}
                alt={picture.alt}
                sizes="(min-width: 64rem) 45vw, 100vw"
                priority
                className={`aspect-[4/5] w-full rounded-sm object-cover sm:aspect-[3/2] lg:aspect-[4/5] ${picture.crop}`}
              />
              <figcaption className="mt-3 text-sm text-muted">
                {picture.image.photograph
                  ? picture.caption
                  : "A visualisation of a cabin like those on show, not a photograph of the showroom."}
              </figcaption>
            </figure>
          </div>
        </div>
      </section>

      <OnShow office={office} cards={onShow} confirmed={showroom.confirmed} />
      <Visit office={office} minutes={visitMinutes} />

      <section aria-labelledby="hours-heading" className="bg-linen">
        <div className="container-content section-y">
          <SectionHeading id="hours-heading" eyebrow="Visit and talk to us" title="When to come">
            <p>
              {openHoursSentence(week)}
              {byAppointment.length > 0
                ? ` On ${byAppointment.join(" and ")} we open by appointment only, so tell us when you would like to come and someone will be there to meet you.`
                : null}
            </p>
          </SectionHeading>
          <div className="mt-14 grid gap-12 md:grid-cols-2 lg:gap-10">
            <div className="border-t border-birch pt-6">
              <h3 className="text-2xl">Opening hours</h3>
              <OpeningHoursList className="mt-5" />
            </div>
            <div className="border-t border-birch pt-6">
              <h3 className="text-2xl">Phone, WhatsApp and e-mail</h3>
              <dl className="mt-5 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
                <dt className="opacity-70">Telephone</dt>
                <dd>
                  <a href={telHref(office.phone)} className={detailLink}>
                    {office.phone}
                  </a>
                  <ExampleMark detail={office.phone} />
                </dd>
                <dt className="opacity-70">WhatsApp</dt>
                <dd>
                  <a
                    href={whatsappHref(site.whatsapp)}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={detailLink}
                  >
                    {site.whatsapp}
                    <span className="sr-only"> on WhatsApp (opens in a new tab)</span>
                  </a>
                  <ExampleMark detail={site.whatsapp} />
                </dd>
                <dt className="opacity-70">E-mail</dt>
                <dd>
                  <a href={`mailto:${office.email}`} className={detailLink}>
                    {office.email}
                  </a>
                  <ExampleMark detail={office.email} />
                </dd>
              </dl>
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="areas-heading" className="container-content section-y">
        <div className="grid gap-12 lg:grid-cols-12">
          <div className="lg:col-span-5">
            <SectionHeading id="areas-heading" eyebrow="Where we work" title="Areas we serve">
              <p>
                Our own installers visit, measure, deliver and commission {servedText(office)}.
                Further afield, ask us about your area.
              </p>
            </SectionHeading>
          </div>
          <ul className="self-end border-t border-birch lg:col-span-6 lg:col-start-7">
            {office.areasServed.map((area) => (
              <li
                key={area.name}
                className="flex items-baseline justify-between gap-6 border-b border-birch py-5"
              >
                <span className="font-display text-3xl">{area.name}</span>
                <span className="text-sm text-muted">
                  {area.type === "City" ? "City and surrounds" : "Province"}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="office-cta" className="bg-soot text-stone">
        <div className="container-content">
          <div className="flex flex-col items-start gap-10 border-b border-stone/15 pt-16 pb-20 sm:pt-24 lg:flex-row lg:items-end lg:justify-between lg:pt-36 lg:pb-24">
            <SectionHeading
              id="office-cta"
              eyebrow="Visit, or write first"
              title="See the timbers for yourself"
              tone="dark"
            >
              <p>
                Book {durationWords(visitMinutes)} in the showroom to sit in a finished cabin, or
                send us the space you have and the heat you have in mind. We reply within{" "}
                {site.replyTime}.
              </p>
            </SectionHeading>
            <ul className="flex shrink-0 flex-wrap gap-4">
              {actionsOf(office).map((action) => (
                <li key={action.to}>
                  <ButtonLink to={action.to} variant={action.variant}>
                    {action.label}
                  </ButtonLink>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>
    </>
  );
}

/** What the business has still to confirm of a showroom, said where it is shown. */
function UnconfirmedNote({ children }: { children: ReactNode }) {
  return (
    <p data-unconfirmed-note className="mt-6 max-w-prose text-sm text-muted">
      <strong className="mr-2 text-xs font-semibold tracking-eyebrow text-ember-deep uppercase">
        To be confirmed
      </strong>
      {children}
    </p>
  );
}

/** The collections a visitor can sit in at this showroom, each leading to its page. */
function OnShow({
  office,
  cards,
  confirmed,
}: {
  office: Office;
  cards: ReturnType<typeof loader>["onShow"];
  confirmed: boolean;
}) {
  return (
    <section aria-labelledby="on-show-heading" className="container-content section-y">
      <SectionHeading id="on-show-heading" eyebrow="In the showroom" title="On show">
        <p>
          Finished and ready to try: sit on the benches, feel the heat, and see the timbers and
          glass as you would have them at home.
        </p>
      </SectionHeading>
      {confirmed ? null : (
        <UnconfirmedNote>
          Which collections stand in the {office.city} showroom, and the parking and access below,
          are still to be confirmed. Ask when you book and we will tell you what is on the floor
          that day.
        </UnconfirmedNote>
      )}
      <ul
        aria-labelledby="on-show-heading"
        className="mt-12 grid gap-y-12 sm:grid-balanced-2 sm:gap-x-8 lg:grid-balanced-3 lg:mt-16 lg:gap-x-10"
      >
        {cards.map((card) => (
          <li key={card.slug} className="group relative">
            <Picture
              image={card.image}
              alt={card.alt}
              sizes="(min-width: 64rem) 30vw, (min-width: 40rem) 45vw, 100vw"
              className="aspect-[4/3] w-full rounded-sm object-cover"
            />
            <p className="mt-5 eyebrow">{card.kind}</p>
            <h3 className="mt-2 text-2xl">
              {/* Its ::after stretches over the card: the picture leads to the page too. */}
              <Link
                to={card.path}
                className="transition-colors duration-200 group-hover:text-ember-deep after:absolute after:inset-0"
              >
                {card.name}
              </Link>
            </h3>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * What a visit is like, how long it takes (the booking's own length of a showroom visit), how to
 * arrive (parking, step-free access, the door), and the way to book one with this showroom chosen.
 * What a visit is like and holds is the business's words, shared by the showrooms (Pages' words,
 * Contact us), with the visit's length and the showroom's city filled in.
 */
function Visit({ office, minutes }: { office: Office; minutes: number }) {
  const showroom = showrooms[office.slug];
  const duration = durationWords(minutes);
  const fill = (text: string) =>
    fillFigures(text, {
      visitDuration: duration,
      city: office.city,
      officeCities: site.officeCities,
      replyTime: site.replyTime,
    });
  const steps = contactSections.visitReasons;
  const arriving = [
    { term: "Parking", text: showroom.parking },
    { term: "Step-free access", text: showroom.access },
    { term: "Finding the door", text: showroom.directions },
  ];
  return (
    <section aria-labelledby="visit-heading" className="border-t border-birch">
      <div className="container-content grid gap-16 section-y lg:grid-cols-12 lg:gap-10">
        <div className="lg:col-span-6">
          <SectionHeading
            id="visit-heading"
            eyebrow="Your visit"
            title={fill(contactSections.visitHeading)}
          >
            {contactSections.visitIntro.map((paragraph) => (
              <p key={paragraph}>{fill(paragraph)}</p>
            ))}
          </SectionHeading>
          <dl className="mt-10 grid grid-cols-[auto_1fr] gap-x-6 border-t border-birch pt-6">
            <dt className="opacity-70">How long</dt>
            <dd data-visit-duration>
              {duration.charAt(0).toUpperCase() + duration.slice(1)} ({minutes} minutes)
            </dd>
          </dl>
          <ol className="mt-10 space-y-8">
            {steps.map((step, index) => (
              <li key={step.title} className="flex gap-6">
                <span aria-hidden className="font-display text-2xl text-cedar">
                  {String(index + 1).padStart(2, "0")}
                </span>
                <div>
                  <h3 className="text-xl">{fill(step.title)}</h3>
                  <p className="mt-1 text-muted">{fill(step.text)}</p>
                </div>
              </li>
            ))}
          </ol>
          <div className="mt-12">
            <ButtonLink to={bookingHref(office.slug)} variant="primary">
              Book a showroom visit
              <span className="sr-only"> in {office.city}</span>
            </ButtonLink>
          </div>
        </div>
        <div className="lg:col-span-5 lg:col-start-8">
          <h3 id="arriving-heading" className="text-2xl">
            Arriving
          </h3>
          <dl aria-labelledby="arriving-heading" className="mt-5 border-t border-birch">
            {arriving.map((entry) => (
              <div key={entry.term} className="border-b border-birch py-5">
                <dt className="eyebrow">{entry.term}</dt>
                <dd className="mt-2 text-lg/8">{entry.text}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  );
}

/** The directions links: the visitor's maps app, opened at the office's coordinates. */
function Directions({ office }: { office: Office }) {
  const coordinates = coordinateParts(office.coordinates);
  return (
    <div className="mt-8">
      <h2 id="directions-heading" className="eyebrow">
        Directions
      </h2>
      <ul aria-labelledby="directions-heading" className="mt-4 flex flex-wrap gap-3">
        <li>
          <a
            href={googleDirectionsHref(coordinates)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants.primary}
          >
            <span className="sr-only">Directions in </span>Google Maps{newTab}
          </a>
        </li>
        <li>
          <a
            href={appleDirectionsHref(coordinates)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants.secondary}
          >
            <span className="sr-only">Directions in </span>Apple Maps{newTab}
          </a>
        </li>
      </ul>
    </div>
  );
}

/** "in and around Johannesburg and Pretoria, and across Gauteng": the cities, then the provinces. */
function servedText(office: Office): string {
  const named = (type: string) =>
    office.areasServed.filter((area) => area.type === type).map((area) => area.name);
  const [cities, provinces] = [named("City"), named("State")];
  return [
    cities.length ? `in and around ${listed(cities)}` : "",
    provinces.length ? `across ${listed(provinces)}` : "",
  ]
    .filter(Boolean)
    .join(", and ");
}
