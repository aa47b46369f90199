/**
 * The gallery's words, as the business keeps them in the content studio: one Gallery category
 * document per category, holding its title, its description, the caption of each picture rendered
 * from the models, in the order the category shows them, and the picture on its tile. `npm run
 * content` reads and checks them by the Studio's own rules (`content-studio/rules/gallery.ts`) and
 * writes them to `generated/gallery.ts`, figures still named in braces (`{name}`, `{waterRange}`),
 * which `app/catalogue/gallery.ts` fills in. A category without its document stops the build.
 */
import { z } from "zod";

import { checkEach, type ContentQuery, failIfAny, sharedKeys } from "./check";
import {
  GALLERY_CATEGORIES,
  galleryCategoryId,
  galleryCoverProblem,
  type GalleryField,
  galleryPicturesProblems,
  galleryWordsProblem,
} from "../../content-studio/rules/gallery";
import { published } from "../dataset/groq";

/** A category's words, figures named in braces: what `generated/gallery.ts` holds per category. */
export interface GalleryWords {
  title: string;
  description: string;
  /** The key of the picture on the category's tile (its first photograph, where it has any). */
  cover: string;
  /** Its rendered pictures in the order the category shows them, each with its caption. */
  pictures: { key: string; caption: string }[];
}

/** Each category's words; `name` is its title, so that a message names the document by it. */
export const GALLERY_WORDS_QUERY = `*[_type == "galleryCategory" && ${published}] | order(slug asc) {
  _id,
  slug,
  "name": title,
  title,
  description,
  cover,
  "pictures": pictures[]{ key, caption }
}`;

const text = z.string().nullish();

export const galleryWordsDocument = z
  .object({
    _id: z.string(),
    slug: z.string().nullish(),
    title: text,
    description: text,
    cover: text,
    pictures: z.array(z.object({ key: text, caption: text }).nullable()).nullish(),
  })
  .superRefine((doc, context) => {
    const issue = (path: (string | number)[], message: string | undefined) => {
      if (message) context.addIssue({ code: "custom", path, message });
    };
    if (!GALLERY_CATEGORIES.some((category) => category.slug === doc.slug)) {
      issue(
        ["slug"],
        `one of the gallery's categories: ${GALLERY_CATEGORIES.map(({ slug }) => slug).join(", ")}`,
      );
      return;
    }
    const words = (field: GalleryField, path: (string | number)[], value: unknown) =>
      issue(path, galleryWordsProblem(doc.slug, field, value));
    words("title", ["title"], doc.title);
    words("description", ["description"], doc.description);
    issue(["cover"], galleryCoverProblem(doc.slug, doc.cover));
    for (const problem of galleryPicturesProblems(doc.slug, doc.pictures)) {
      issue(["pictures"], problem);
    }
    (doc.pictures ?? []).forEach((picture, i) =>
      words("caption", ["pictures", i, "caption"], picture?.caption),
    );
  })
  .transform(({ slug, title, description, cover, pictures }): [string, GalleryWords] => [
    slug!,
    {
      title: title!.trim(),
      description: description!.trim(),
      cover: cover!,
      pictures: (pictures ?? []).map((picture) => ({
        key: picture!.key!,
        caption: picture!.caption!.trim(),
      })),
    },
  ]);

/**
 * Reads and checks every category's words, by its slug, in the gallery's order; throws one error
 * naming each broken document, each category with two documents and each without one.
 */
export async function readGalleryWords(query: ContentQuery): Promise<Record<string, GalleryWords>> {
  const found: string[] = [];
  const result = await query(GALLERY_WORDS_QUERY);
  const documents = Array.isArray(result) ? (result as { slug?: unknown; _id?: unknown }[]) : [];
  const checked = checkEach("gallery category", result, galleryWordsDocument, found);
  const slugs = documents.flatMap(({ slug, _id }) =>
    typeof slug === "string" ? [[slug, String(_id)] as const] : [],
  );
  for (const [slug, list] of sharedKeys(slugs)) {
    found.push(`gallery categories ${list.join(", ")}, slug: "${slug}" has two documents`);
  }
  const bySlug = new Map(checked);
  const named = new Set(slugs.map(([slug]) => slug));
  for (const { slug } of GALLERY_CATEGORIES) {
    if (!named.has(slug)) {
      found.push(
        `gallery category "${slug}" (${galleryCategoryId(slug)}): no document; create the category's "Gallery category" in the Studio`,
      );
    }
  }
  failIfAny(found);
  return Object.fromEntries(
    GALLERY_CATEGORIES.map(({ slug }) => [slug, bySlug.get(slug)!] as const),
  );
}
