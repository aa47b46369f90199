import { Link } from "react-router";

import { type BuiltRoom, findBuiltRoom } from "~/catalogue/projects";
import { BackToGallery, GalleryNotFound } from "~/components/gallery-navigation";
import { CallToAction } from "~/components/call-to-action";
import { GalleryGrid } from "~/components/gallery-grid";
import { Picture } from "~/components/picture";
import { SectionHeading } from "~/components/section-heading";
import { seo } from "~/seo/meta";
import { breadcrumbJsonLd, shareCard } from "~/seo/structured-data";
import { crumb } from "~/routing/breadcrumbs";
import { paths } from "~/routing/paths";

import type { Route } from "./+types/gallery-project";

// No loader: the rooms are data the page's own module holds, so each room's page is prerendered
// from its address alone, and a build with no rooms prerenders none. An address that was not
// prerendered is answered by the server with HTTP 404; in the browser the page says so.

/** The page's description: the story's opening, cut at a word near 155 characters. */
function summary(room: BuiltRoom): string {
  const text = room.story.join(" ");
  if (text.length <= 155) return text;
  const cut = text.slice(0, 152);
  return `${cut.slice(0, cut.lastIndexOf(" "))}…`;
}

export const meta: Route.MetaFunction = ({ params, location }) => {
  const room = findBuiltRoom(params.projectSlug);
  if (!room) {
    return seo({
      title: "Room Not Found",
      description:
        "There is no room at this address. Browse the rooms we have built in our gallery instead.",
      path: location.pathname,
      noindex: true,
    });
  }
  const cover = room.photographs[0]!;
  const { path } = room;
  return seo({
    title: room.title,
    description: summary(room),
    path,
    image: shareCard(cover.image, cover.alt),
    jsonLd: [breadcrumbJsonLd([crumb("home"), crumb("gallery"), { name: room.title, path }])],
  });
};

export default function GalleryProjectPage({ params }: Route.ComponentProps) {
  const room = findBuiltRoom(params.projectSlug);
  return room ? <RoomView room={room} /> : <GalleryNotFound title="Room Not Found" what="room" />;
}

function RoomView({ room }: { room: BuiltRoom }) {
  const [cover, ...more] = room.photographs;
  return (
    <>
      <section className="container-content pt-32 pb-10 lg:pt-40 lg:pb-14">
        <BackToGallery />
        <div className="mt-10">
          <SectionHeading as="h1" eyebrow="A room we built" title={room.title}>
            <p>{room.where}</p>
          </SectionHeading>
        </div>
      </section>

      <section aria-label="The room" className="container-content pb-16 lg:pb-24">
        <figure>
          <div className="overflow-hidden rounded-sm bg-linen">
            <Picture
              image={cover!.image}
              alt={cover!.alt}
              sizes="(min-width: 80rem) 78rem, 94vw"
              priority
              className="aspect-3/2 w-full object-cover"
            />
          </div>
          <figcaption className="mt-3 text-sm text-muted">{cover!.caption}</figcaption>
        </figure>

        <div className="mt-14 grid gap-12 lg:mt-20 lg:grid-cols-12 lg:gap-10">
          <div className="space-y-5 text-lg leading-relaxed lg:col-span-7">
            <h2 className="sr-only">The story</h2>
            {room.story.map((paragraph, i) => (
              <p key={i}>{paragraph}</p>
            ))}
          </div>
          <div className="lg:col-span-4 lg:col-start-9">
            <h2 className="eyebrow">What we built</h2>
            <dl className="mt-5 divide-y divide-birch border-y border-birch">
              {room.facts.map((fact) => (
                <div key={fact.label} className="flex justify-between gap-6 py-3">
                  <dt className="text-muted">{fact.label}</dt>
                  <dd className="text-right font-medium">
                    {fact.to ? (
                      <Link to={fact.to} className="underline-offset-4 hover:underline">
                        {fact.value}
                      </Link>
                    ) : (
                      fact.value
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        </div>

        {room.words && (
          <figure className="mt-16 border-l-2 border-ember pl-6 lg:mt-24 lg:max-w-3xl lg:pl-10">
            <blockquote className="space-y-4 font-display text-2xl leading-snug sm:text-3xl">
              {room.words.quote.map((paragraph, i) => (
                <p key={i}>
                  {i === 0 ? "\u201c" : ""}
                  {paragraph}
                  {i === room.words!.quote.length - 1 ? "\u201d" : ""}
                </p>
              ))}
            </blockquote>
            <figcaption className="mt-5 text-muted">
              {room.words.name}, {room.suburb}
            </figcaption>
          </figure>
        )}
      </section>

      {more.length > 0 && (
        <section aria-labelledby="photographs-heading" className="bg-linen">
          <div className="container-content section-y">
            <h2 id="photographs-heading" className="mb-10 text-3xl sm:text-4xl">
              More of this room
            </h2>
            <GalleryGrid
              label={`${room.title}: photographs`}
              pictures={more.map((photograph) => ({
                id: photograph.id,
                src: photograph.image,
                alt: photograph.alt,
                title: photograph.caption,
              }))}
              sizes="(min-width: 80rem) 25rem, (min-width: 64rem) 30vw, (min-width: 40rem) 45vw, 92vw"
            />
          </div>
        </section>
      )}

      <CallToAction
        id="project-cta-heading"
        eyebrow="Made to measure"
        title="A room like this, drawn for yours"
        to={paths.contact(undefined, `I would like a room like "${room.title}".`)}
        action="Request a Quote"
      >
        <p>Tell us about your space and we will draw a room for it, and show it to you in 3D.</p>
      </CallToAction>
    </>
  );
}
