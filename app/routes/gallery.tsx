import { ArrowRight } from "lucide-react";
import { Link } from "react-router";

import {
  coverOf,
  type GalleryCategory,
  galleryCategories,
  galleryExtras,
} from "~/catalogue/gallery";
import { builtRooms } from "~/catalogue/projects";
import { CallToAction } from "~/components/call-to-action";
import { GalleryGrid } from "~/components/gallery-grid";
import { PageIntro } from "~/components/page-intro";
import { Picture } from "~/components/picture";
import { SectionHeading } from "~/components/section-heading";
import { countWord } from "~/format/count-word";
import { OFFICE_CITIES } from "~/config/offices";
import { seo } from "~/seo/meta";
import { sections, words } from "~/content/generated/pages/gallery";
import { fillFigures, pageWords } from "~/seo/page-words";
import { breadcrumbJsonLd, shareCard } from "~/seo/structured-data";
import { crumb } from "~/routing/breadcrumbs";
import { paths } from "~/routing/paths";

import type { Route } from "./+types/gallery";

/**
 * Below Tailwind's `md` (48rem) the extra pictures are neither shown nor downloaded:
 * their section is hidden there and each picture "loads" a blank stand-in instead.
 */
const BELOW_MD = "(max-width: 47.99rem)";

/**
 * Whether every picture in the gallery is a photograph of a finished room: only then may the page
 * say the rooms were built. Until the business's photographs replace them, they are visualisations.
 */
const pictures = [
  ...builtRooms.flatMap((room) => room.photographs.map((photograph) => photograph.image)),
  ...galleryCategories.flatMap((category) => category.images.map((image) => image.src)),
  ...galleryExtras.map((image) => image.src),
];
const photographed = pictures.every((image) => image.photograph === true);
/** Whether some are: the business's photographs beside the visualisations. */
const somePhotographed = pictures.some((image) => image.photograph === true);
/** Where the photographs stand: in the collections' categories, the rooms we built, or both. */
const inCategories = galleryCategories.some((category) =>
  category.images.some((image) => image.src.photograph === true),
);
/** What the gallery shows, as its description in search results begins (its `{whatWeShow}`). */
const whatWeShow = photographed
  ? "Saunas, ice baths and rooms we have designed and built"
  : somePhotographed
    ? "Photographs of rooms we have built, beside visualisations drawn from the models we build from"
    : "Visualisations of our saunas and ice bath, drawn from the models we build from";

const photographsFirst =
  builtRooms.length > 0 && inCategories
    ? "Photographs of rooms we have built come first, here and in each collection."
    : builtRooms.length > 0
      ? "Photographs of rooms we have built come first."
      : "Photographs of rooms we have built come first in each collection.";

/** The figures the page's words name in braces. */
const figures = { whatWeShow, photographsFirst, moreDesigns: countWord(galleryExtras.length) };
const fill = (text: string) => fillFigures(text, figures);

/** The main heading and introduction for what the pictures are. */
const intro = photographed
  ? { title: sections.photographedHeading, paragraphs: sections.photographedIntro }
  : somePhotographed
    ? { title: sections.mixedHeading, paragraphs: sections.mixedIntro }
    : { title: sections.drawnHeading, paragraphs: sections.drawnIntro };

export const meta: Route.MetaFunction = () => {
  const cover = coverOf(galleryCategories[1]!);
  return seo({
    ...pageWords(words, figures),
    path: paths.gallery,
    image: shareCard(cover.src, cover.alt),
    keywords: ["sauna gallery", "home sauna ideas", "custom sauna", ...OFFICE_CITIES],
    jsonLd: [breadcrumbJsonLd([crumb("home"), crumb("gallery")])],
  });
};

/**
 * The tiles' widths on a desktop's twelve columns: two large, three smaller, two large, so that
 * seven tiles fill three rows. On phones and tablets they pair up, the last one across the width.
 */
const tileSpans = [
  "lg:col-span-6",
  "lg:col-span-6",
  "lg:col-span-4",
  "lg:col-span-4",
  "lg:col-span-4",
  "lg:col-span-6",
  "col-span-2 lg:col-span-6",
];

function countOf(category: GalleryCategory) {
  const tours = category.tours?.length ?? 0;
  if (tours > 0) return `${tours} 3D tours`;
  const photographs = category.images.filter((image) => image.src.photograph).length;
  const drawn = category.images.length - photographs;
  if (photographs === 0) return `${drawn} pictures`;
  const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;
  return drawn === 0
    ? counted(photographs, "photograph")
    : `${counted(photographs, "photograph")}, ${counted(drawn, "visualisation")}`;
}

export default function Gallery() {
  return (
    <>
      <PageIntro eyebrow="Gallery" title={fill(intro.title)}>
        {intro.paragraphs.map((paragraph) => (
          <p key={paragraph}>{fill(paragraph)}</p>
        ))}
      </PageIntro>

      {builtRooms.length > 0 && (
        <section aria-labelledby="built-heading" className="container-content pb-16 lg:pb-24">
          <SectionHeading
            id="built-heading"
            eyebrow="Photographed"
            title={fill(sections.builtHeading)}
          >
            {sections.builtIntro.map((paragraph) => (
              <p key={paragraph}>{fill(paragraph)}</p>
            ))}
          </SectionHeading>
          <ul className="mt-10 grid gap-x-6 gap-y-12 sm:grid-cols-2 lg:mt-14 lg:grid-cols-3">
            {builtRooms.map((room, i) => {
              const cover = room.photographs[0]!;
              return (
                <li key={room.slug}>
                  <Link to={room.path} data-built-room={room.slug} className="group block">
                    <div className="overflow-hidden rounded-sm bg-linen">
                      <Picture
                        image={cover.image}
                        alt={cover.alt}
                        sizes="(min-width: 80rem) 25rem, (min-width: 64rem) 30vw, (min-width: 40rem) 46vw, 92vw"
                        priority={i === 0}
                        className="aspect-3/2 w-full object-cover transition-transform duration-700 ease-calm group-hover:scale-103 group-focus-visible:scale-103"
                      />
                    </div>
                    <p className="mt-4 eyebrow">{room.where}</p>
                    <h3 className="mt-2 text-xl transition-colors group-hover:text-ember-deep sm:text-2xl">
                      {room.title}
                    </h3>
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      )}

      <section aria-labelledby="categories-heading" className="container-content pb-16 lg:pb-24">
        <h2 id="categories-heading" className="sr-only">
          Gallery categories
        </h2>
        <ul className="grid grid-cols-2 gap-x-5 gap-y-10 sm:gap-x-6 sm:gap-y-12 lg:grid-cols-12 lg:gap-y-16">
          {galleryCategories.map((category, i) => {
            const cover = coverOf(category);
            const wide = tileSpans[i]!.includes("span-6");
            const across = tileSpans[i]!.startsWith("col-span-2");
            return (
              <li key={category.slug} className={tileSpans[i]}>
                <Link
                  to={`/gallery/${category.route}`}
                  data-gallery-tile={category.slug}
                  className="group block"
                >
                  <div className="overflow-hidden rounded-sm bg-linen">
                    <Picture
                      image={cover.src}
                      alt={cover.alt}
                      sizes={
                        across
                          ? "(min-width: 80rem) 38rem, (min-width: 64rem) 46vw, 92vw"
                          : wide
                            ? "(min-width: 80rem) 38rem, 46vw"
                            : "(min-width: 80rem) 25rem, (min-width: 64rem) 30vw, 46vw"
                      }
                      priority={i === 0 && builtRooms.length === 0}
                      className={`w-full object-cover transition-transform duration-700 ease-calm group-hover:scale-103 group-focus-visible:scale-103 ${
                        across
                          ? "aspect-3/2"
                          : wide
                            ? "aspect-4/5 sm:aspect-3/2"
                            : "aspect-4/5 sm:aspect-3/2 lg:aspect-4/5"
                      }`}
                    />
                  </div>
                  <div className="mt-4 flex items-start justify-between gap-3 sm:mt-5 sm:gap-6">
                    <div>
                      <p className="eyebrow">{countOf(category)}</p>
                      <h3 className="mt-2 text-xl transition-colors group-hover:text-ember-deep sm:text-3xl">
                        {category.title}
                      </h3>
                    </div>
                    <ArrowRight
                      aria-hidden
                      className="mt-7 hidden size-5 shrink-0 text-cedar transition-transform duration-300 ease-calm group-hover:translate-x-1 sm:block"
                    />
                  </div>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>

      {/* Not on phones: hidden below md, and its pictures are never fetched there. */}
      <section
        aria-labelledby="more-heading"
        data-gallery-extras
        className="hidden border-t border-birch md:block"
      >
        <div className="container-content section-y">
          <SectionHeading
            id="more-heading"
            eyebrow="Designs to order"
            title={fill(sections.moreHeading)}
          >
            {sections.moreIntro.map((paragraph) => (
              <p key={paragraph}>{fill(paragraph)}</p>
            ))}
          </SectionHeading>
          <div className="mt-12 lg:mt-16">
            <GalleryGrid
              label={fill(sections.moreHeading)}
              pictures={galleryExtras}
              sizes="(min-width: 80rem) 19rem, (min-width: 64rem) 23vw, 30vw"
              omitWhen={BELOW_MD}
              className="grid grid-cols-3 gap-x-5 gap-y-8 lg:grid-cols-4"
            />
          </div>
        </div>
      </section>

      <CallToAction
        id="custom-sauna-heading"
        eyebrow="Made to measure"
        title={fill(sections.closingHeading)}
        to={paths.contact()}
        action={fill(sections.closingAction)}
      >
        {sections.closingText.map((paragraph) => (
          <p key={paragraph}>{fill(paragraph)}</p>
        ))}
      </CallToAction>
    </>
  );
}
