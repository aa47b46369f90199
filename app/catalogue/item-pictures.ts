/**
 * The pictures of the heaters, accessories and aromas, which the business adds in the content
 * studio: an item the site has a render of shows it (or the photograph that replaced it, which the
 * image pipeline serves under the render's id); an item added since has only its photograph, set
 * on its Range item, which `npm run content` requires of it.
 */
import type { ImageSource } from "../images/image-source";
import { studioPhotographs } from "../images/library/studio-photographs";

/** A card's picture: the image and what it shows, for people who cannot see it. */
export interface CardPicture {
  image: ImageSource;
  alt: string;
}

/**
 * Each of `items` with its picture: its render from `rendered` (by slug), or the photograph the
 * business set for it. An item with neither stops the build, naming it.
 */
export function withPictures(
  items: readonly { slug: string }[],
  rendered: Readonly<Record<string, CardPicture>>,
): { slug: string; image: CardPicture }[] {
  return items.map(({ slug }) => {
    const image = rendered[slug] ?? photographOf(slug);
    if (!image)
      throw new Error(
        `"${slug}" has no picture: set a photograph on its Range item in the content studio.`,
      );
    return { slug, image };
  });
}

function photographOf(slug: string): CardPicture | undefined {
  const found = studioPhotographs.find(
    (photograph) => photograph.list === "range" && photograph.key === slug,
  );
  return found && { image: found.image, alt: found.alt };
}
