/**
 * The gallery's words as the business keeps them (a Gallery category document per category): its
 * title, its description, the caption of each picture rendered from the models, and the order of
 * those pictures with the one on the category's tile. The Studio's fields and the site's content
 * check take them by these rules, so what the Studio accepts the build accepts.
 *
 * Every rendered picture of a category is listed once: a picture cannot be left out (the site
 * would have no caption for it), only moved. The pictures themselves, and the figures the words
 * may name in braces (`{name}`, `{waterRange}`), are the site's (`gallery-pictures.ts`, written
 * out by `npm run studio-gallery`). Plain data and functions, no imports but
 * the Studio's own rules: the Studio's dev server serves only its own folder.
 */
import { GALLERY_CATEGORIES, type StudioGalleryCategory } from "./gallery-pictures";
import { FIGURE_IN_WORDS } from "./words";

export { GALLERY_CATEGORIES, type StudioGalleryCategory } from "./gallery-pictures";

/** A category's document id: `gallery-category-kaelis`. */
export const galleryCategoryId = (slug: string) => `gallery-category-${slug}`;

/** The category a document is for, by its slug. */
export function galleryCategoryOf(slug: unknown): StudioGalleryCategory | undefined {
  return GALLERY_CATEGORIES.find((category) => category.slug === slug);
}

/** The shortest and longest each field may be, counted as typed (a figure's braces included). */
export const GALLERY_LIMITS = {
  title: [3, 40],
  description: [50, 320],
  caption: [3, 90],
} as const;

export type GalleryField = keyof typeof GALLERY_LIMITS;

const FIELD_WORDS: Record<GalleryField, string> = {
  title: "The title",
  description: "The description",
  caption: "A caption",
};

const NAMED_FIGURE = /\{([A-Za-z]+)\}/g;

/** The figures a field of the category may name: its pictures' for a caption. */
export function galleryFigures(category: StudioGalleryCategory, field: GalleryField): string[] {
  return field === "caption" ? category.captionFigures : category.figures;
}

/**
 * What is wrong with `text` as the `field` of the category `slug` (its title, its description or
 * one of its captions), in an editor's words; undefined when nothing is.
 */
export function galleryWordsProblem(
  slug: unknown,
  field: GalleryField,
  text: unknown,
): string | undefined {
  const category = galleryCategoryOf(slug);
  if (!category) return "Choose the category first";
  const words = typeof text === "string" ? text.trim() : "";
  const [min, max] = GALLERY_LIMITS[field];
  if (!words) return `${FIELD_WORDS[field]} is needed`;
  if (words.length < min) return `At least ${min} characters`;
  if (words.length > max) return `At most ${max} characters: this is ${words.length}`;
  if (FIGURE_IN_WORDS.test(words.replaceAll(NAMED_FIGURE, ""))) {
    return "No sizes, prices or times written out: name a figure in braces and the site fills it in";
  }
  const known = galleryFigures(category, field);
  const unknown = [...words.matchAll(NAMED_FIGURE)]
    .map(([, name]) => name!)
    .filter((name) => !known.includes(name));
  if (unknown.length === 0) return undefined;
  return `{${unknown[0]}} is no figure of this category; ${
    known.length ? `it has ${known.map((name) => `{${name}}`).join(", ")}` : "it has none to name"
  }`;
}

/** The category's pictures, as a list for messages: "kaelis-1, kaelis-2, …". */
const listed = (category: StudioGalleryCategory) => category.pictures.join(", ");

/** What is wrong with `key` as one of the category `slug`'s pictures; undefined when nothing. */
export function galleryKeyProblem(slug: unknown, key: unknown): string | undefined {
  const category = galleryCategoryOf(slug);
  if (!category) return "Choose the category first";
  if (typeof key !== "string" || !key.trim()) {
    return `Which picture: one of ${listed(category)}`;
  }
  return category.pictures.includes(key)
    ? undefined
    : `"${key}" is no picture of this category; its pictures are ${listed(category)}`;
}

/**
 * What is wrong with the category `slug`'s list of pictures (entries with a `key`), each problem
 * in an editor's words: a key that is none of its pictures, a picture listed twice, a picture
 * missing. Every rendered picture is listed once.
 */
export function galleryPicturesProblems(slug: unknown, pictures: unknown): string[] {
  const category = galleryCategoryOf(slug);
  if (!category) return ["Choose the category first"];
  const keys = (Array.isArray(pictures) ? pictures : []).map(
    (entry) => (entry as { key?: unknown } | null)?.key,
  );
  const problems = keys.flatMap((key) => galleryKeyProblem(slug, key) ?? []);
  const twice = category.pictures.filter(
    (key) => keys.filter((listedKey) => listedKey === key).length > 1,
  );
  if (twice.length > 0) {
    problems.push(`${twice.join(", ")} listed twice: list each picture once`);
  }
  const missing = category.pictures.filter((key) => !keys.includes(key));
  if (missing.length > 0) {
    problems.push(
      `${missing.join(", ")} missing: every picture of the category is listed once, in the order the page shows them`,
    );
  }
  return [...new Set(problems)];
}

/** What is wrong with `cover` as the picture on the category `slug`'s tile; undefined when nothing. */
export function galleryCoverProblem(slug: unknown, cover: unknown): string | undefined {
  const category = galleryCategoryOf(slug);
  if (!category) return "Choose the category first";
  if (typeof cover !== "string" || !cover.trim()) {
    return `The picture on the category's tile is needed: one of ${listed(category)}`;
  }
  return galleryKeyProblem(slug, cover);
}
