import { Check } from "lucide-react";
import { Link } from "react-router";

import { measure } from "~/format/units";
import { ButtonLink } from "~/components/button-link";
import { PageIntro } from "~/components/page-intro";
import { Picture } from "~/components/picture";
import { aboutHeritage, aboutInstallation, aboutWorkshop } from "~/images/library";
import { SectionHeading } from "~/components/section-heading";
import { seo } from "~/seo/meta";
import { words } from "~/content/generated/pages/about";
import { pageWords } from "~/seo/page-words";
import { site } from "~/content/site";
import { paths } from "~/routing/paths";

import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = () =>
  seo({
    ...pageWords(words, { foundingYear: site.foundingYear }),
    path: paths.about,
  });

const milestones = [
  {
    year: String(site.foundingYear),
    text: "The first cabin leaves a small Johannesburg workshop, built by hand from Nordic pine.",
  },
  {
    year: "Then",
    text: "Word travels from one owner to the next. Steam rooms join the saunas, and a Cape Town office opens to serve the coast.",
  },
  {
    year: "Now",
    text: "Five sauna collections, steam rooms, ice baths and DIY kits, each one still drawn for the room it will stand in.",
  },
];

const services = [
  "Site visits, measured drawings and 3D previews before anything is built",
  "Delivery, assembly and electrical commissioning by our own installers",
  "Heater servicing, element and stone replacement",
  "Control panels, lighting and sensor checks",
  "Bench sanding, oiling and timber refurbishment",
  "Steam generator descaling and ice-bath chiller servicing",
  "Annual maintenance visits, booked at a time that suits you",
];

export default function About() {
  return (
    <>
      <PageIntro eyebrow="About us" title={`Making saunas since ${site.foundingYear}`}>
        <p>
          For more than fifty years we have built rooms for heat: first saunas, then steam rooms and
          ice baths. The tools have changed; the care has not.
        </p>
      </PageIntro>

      <section aria-labelledby="story-heading" className="container-content pb-24 lg:pb-36">
        <div className="grid items-start gap-12 lg:grid-cols-12">
          <Picture
            image={aboutWorkshop}
            alt="Our joinery workshop: sauna boards stacked on a rack and a hand plane on the workbench, in light from a high window"
            sizes="(min-width: 80rem) 31rem, (min-width: 64rem) 40vw, 92vw"
            priority
            className="aspect-4/5 w-full rounded-sm object-cover lg:col-span-5"
          />
          <div className="lg:col-span-6 lg:col-start-7">
            <h2 id="story-heading" className="text-3xl sm:text-4xl">
              Our story
            </h2>
            <div className="mt-6 space-y-5 text-lg/8 text-muted">
              <p>
                We began in {site.foundingYear} with a simple belief: that a well-made sauna belongs
                in a South African home as naturally as a braai. Our first rooms were built by hand,
                board by board, for friends and neighbours.
              </p>
              <p>
                Today we design and install saunas, steam rooms and ice baths from offices in
                Johannesburg and Cape Town. We still choose every plank for its grain, and still
                finish every bench so that it is kind to bare skin at {measure(80, "°C")}.
              </p>
            </div>
            <ol className="mt-12 border-t border-birch">
              {milestones.map((milestone) => (
                <li
                  key={milestone.year}
                  className="grid gap-2 border-b border-birch py-6 sm:grid-cols-[8rem_1fr]"
                >
                  <span className="font-display text-2xl text-cedar">{milestone.year}</span>
                  <span className="text-muted">{milestone.text}</span>
                </li>
              ))}
            </ol>
          </div>
        </div>
      </section>

      <section aria-labelledby="service-heading" className="bg-linen">
        <div className="container-content grid gap-12 section-y lg:grid-cols-12">
          <div className="lg:col-span-5">
            <SectionHeading
              id="service-heading"
              eyebrow="Service and maintenance"
              title="We stay with your room"
            >
              <p>
                A sauna should outlive its owner's first heater. Our service team keeps every room
                we build, and many we did not, in good order.
              </p>
              <p>
                Read{" "}
                <Link to={paths.guideInstallation} className="link-underline">
                  how installation works
                </Link>
                , or{" "}
                <Link to={paths.guideWarranty} className="link-underline">
                  what the warranty covers and how to care for your room
                </Link>
                .
              </p>
            </SectionHeading>
            <Picture
              image={aboutInstallation}
              alt="A sauna being installed in a home: wall panels half fitted, a stack of boards, a toolbox and a spirit level"
              sizes="(min-width: 80rem) 31rem, (min-width: 64rem) 40vw, 92vw"
              className="mt-12 aspect-3/2 w-full rounded-sm object-cover"
            />
          </div>
          <ul className="space-y-5 lg:col-span-6 lg:col-start-7">
            {services.map((service) => (
              <li key={service} className="flex gap-4 border-b border-birch pb-5">
                <Check aria-hidden size={20} className="mt-1 shrink-0 text-cedar" />
                <span>{service}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="reach-heading" className="container-content section-y">
        <div className="grid items-center gap-12 lg:grid-cols-12">
          <div className="lg:col-span-6">
            <SectionHeading
              id="reach-heading"
              eyebrow="Global reach"
              title="Nordic roots, African warmth"
            >
              <p>
                Our timbers come from sustainably managed Nordic forests, our heaters from Finland,
                and our designs from a tradition that is thousands of years old. We ship kits and
                finished rooms beyond South Africa's borders, and our team has installed rooms for
                clients who live far from our two offices.
              </p>
            </SectionHeading>
            <div className="mt-10">
              <ButtonLink to={paths.contact()}>Contact Us</ButtonLink>
            </div>
          </div>
          <div className="lg:col-span-5 lg:col-start-8">
            <Picture
              image={aboutHeritage}
              alt="An original drawing of a sauna cabin: front elevation and plan in fine lines, dimensioned in millimetres"
              sizes="(min-width: 80rem) 31rem, (min-width: 64rem) 40vw, 92vw"
              className="aspect-3/2 w-full rounded-sm object-cover shadow-panel"
            />
          </div>
        </div>
      </section>
    </>
  );
}
