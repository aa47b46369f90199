/**
 * `npm run studio-gallery`: writes `content-studio/rules/gallery-pictures.ts`,
 * the gallery as the Studio knows it: each category's slug, the figures its title and description
 * may name, the keys of its pictures rendered from the models (in the order they were first shown)
 * and the figures their captions may name, from the site's gallery. The Studio cannot import the
 * site's code (its dev server serves only its own folder), so it keeps this written-out list;
 * `app/content/gallery.test.ts` fails when the list and the gallery differ, and names this command.
 */
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";

import { format } from "prettier";

import { renderedCategories } from "../../app/catalogue/gallery";

export const STUDIO_GALLERY_FILE = resolve("content-studio/rules/gallery-pictures.ts");

/** The module's text, formatted as the project formats its code. */
export async function studioGalleryModule(): Promise<string> {
  const categories = renderedCategories.map(({ slug, figures, pictures }) => ({
    slug,
    figures: Object.keys(figures),
    pictures: pictures.map(({ id }) => id),
    captionFigures: [...new Set(pictures.flatMap((picture) => Object.keys(picture.figures)))],
  }));
  const source = `/**
 * The gallery as the Studio knows it. Written by \`npm run studio-gallery\` from
 * the site's gallery; the site's tests fail when the two differ. Dependency-free, so that the
 * Studio and the site's content check both read it.
 */
export interface StudioGalleryCategory {
  slug: string;
  /** The figures its title and description may name in braces, which the site fills in. */
  figures: string[];
  /** The keys of its pictures rendered from the models, in the order they were first shown. */
  pictures: string[];
  /** The figures a caption may name (\`{name}\`: the collection, cabin, room or ice bath shown). */
  captionFigures: string[];
}

/** The gallery's categories, in the gallery's order. */
export const GALLERY_CATEGORIES: readonly StudioGalleryCategory[] = ${JSON.stringify(categories)};
`;
  return format(source, { parser: "typescript", filepath: STUDIO_GALLERY_FILE, printWidth: 100 });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(STUDIO_GALLERY_FILE, await studioGalleryModule());
  console.log(
    `studio-gallery: ${renderedCategories.length} categories to content-studio/rules/gallery-pictures.ts`,
  );
}
