/**
 * The gallery's words from the dataset (a Gallery category document per category): taken as the
 * embedded dataset holds them, and each broken document refused by the rules the Studio shares
 * (content-studio/rules/gallery.ts), naming the document, its title and the field. The Studio's
 * list of each category's pictures is the gallery's, written out by a script.
 */
import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import type { SanityDocument } from "../dataset/embedded";
import { galleryCategories, renderedCategories } from "../catalogue/gallery";
import {
  GALLERY_CATEGORIES,
  galleryCoverProblem,
  galleryKeyProblem,
  galleryPicturesProblems,
  galleryWordsProblem,
} from "../../content-studio/rules/gallery";
import {
  galleryCategories as studioCategories,
  galleryCategory as studioType,
} from "../../content-studio/schemaTypes/gallery-category";
import { STUDIO_GALLERY_FILE, studioGalleryModule } from "../../scripts/content/studio-gallery";
import { queryOver } from "./fixtures";
import { readGalleryWords } from "./gallery";

/** The embedded dataset's Gallery category documents. */
const embedded: SanityDocument[] = readFileSync("content/dataset/data.ndjson", "utf8")
  .split("\n")
  .filter(Boolean)
  .map((line) => JSON.parse(line) as SanityDocument)
  .filter((doc) => doc._type === "galleryCategory");

const read = (documents: SanityDocument[]) => readGalleryWords(queryOver(documents));

/** The embedded documents with the one for `slug` changed by `change`. */
function changed(slug: string, change: (doc: Record<string, unknown>) => void): SanityDocument[] {
  return embedded.map((doc) => {
    if (doc.slug !== slug) return doc;
    const copy = structuredClone(doc) as Record<string, unknown>;
    change(copy);
    return copy as SanityDocument;
  });
}

type Picture = { _key: string; key: string; caption: string };
const picturesOf = (doc: Record<string, unknown>) => doc.pictures as Picture[];

describe("the gallery as the Studio knows it", () => {
  it("is the gallery's categories and pictures, written out by studio-gallery.ts", async () => {
    expect(
      readFileSync(STUDIO_GALLERY_FILE, "utf8"),
      "content-studio/rules/gallery-pictures.ts differs from the gallery: run `npm run studio-gallery`",
    ).toBe(await studioGalleryModule());
    expect(GALLERY_CATEGORIES.map(({ slug }) => slug)).toEqual(
      renderedCategories.map(({ slug }) => slug),
    );
  });

  it("offers every category, in the gallery's order", () => {
    expect(studioCategories.map(({ value }) => value)).toEqual(
      GALLERY_CATEGORIES.map(({ slug }) => slug),
    );
  });

  it("has a field for everything the content step reads", () => {
    const fields = (studioType as unknown as { fields: { name: string }[] }).fields.map(
      (field) => field.name,
    );
    for (const name of ["slug", "title", "description", "cover", "pictures", "photographs"]) {
      expect(fields, name).toContain(name);
    }
  });
});

describe("the gallery's words from the dataset", () => {
  it("are the embedded dataset's, one document per category, every picture listed", async () => {
    const words = await read(embedded);
    expect(Object.keys(words)).toEqual(GALLERY_CATEGORIES.map(({ slug }) => slug));
    for (const { slug, pictures } of GALLERY_CATEGORIES) {
      expect(words[slug]!.pictures.map(({ key }) => key).sort(), slug).toEqual(
        [...pictures].sort(),
      );
    }
  });

  it("give the pages their order, captions and cover, figures filled in", () => {
    const aurora = galleryCategories.find(({ slug }) => slug === "aurora")!;
    expect(aurora.cover).toBe("aurora-4");
    expect(aurora.images.map(({ title }) => title)).not.toContainEqual(
      expect.stringContaining("{"),
    );
    const iceBaths = galleryCategories.find(({ slug }) => slug === "premium-ice-baths")!;
    expect(iceBaths.description).not.toContain("{");
  });

  it.each<[string, SanityDocument[], RegExp]>([
    [
      "a key that is no picture of the category",
      changed("aurora", (doc) => {
        picturesOf(doc)[2]!.key = "kaelis-3";
      }),
      /gallery category "Aurora" \(gallery-category-aurora\), pictures: "kaelis-3" is no picture of this category/,
    ],
    [
      "a picture listed twice",
      changed("aurora", (doc) => {
        picturesOf(doc).push({ _key: "again", key: "aurora-2", caption: "Inside again" });
      }),
      /gallery category "Aurora" \(gallery-category-aurora\), pictures: aurora-2 listed twice/,
    ],
    [
      "a picture missing",
      changed("loyly", (doc) => {
        picturesOf(doc).splice(3, 1);
      }),
      /gallery category "Loyly" \(gallery-category-loyly\), pictures: loyly-4 missing/,
    ],
    [
      "an empty caption",
      changed("standard", (doc) => {
        picturesOf(doc)[1]!.caption = "  ";
      }),
      /gallery category "Standard Saunas" \(gallery-category-standard\), pictures\.1\.caption: A caption is needed/,
    ],
    [
      "a caption too long",
      changed("kaelis", (doc) => {
        picturesOf(doc)[0]!.caption = "The cabin ".repeat(10);
      }),
      /gallery category "Kaelis" \(gallery-category-kaelis\), pictures\.0\.caption: At most 90 characters/,
    ],
    [
      "a caption stating a figure",
      changed("standard", (doc) => {
        picturesOf(doc)[0]!.caption = "A cabin 1600 mm wide";
      }),
      /gallery category "Standard Saunas" \(gallery-category-standard\), pictures\.0\.caption: No sizes, prices or times written out/,
    ],
    [
      "a caption naming a figure the picture lacks",
      changed("kaelis", (doc) => {
        picturesOf(doc)[0]!.caption = "The {width} cabin";
      }),
      /gallery category "Kaelis" \(gallery-category-kaelis\), pictures\.0\.caption: \{width\} is no figure of this category; it has \{name\}/,
    ],
    [
      "an empty title",
      changed("elysium", (doc) => {
        doc.title = "";
      }),
      /gallery category "elysium" \(gallery-category-elysium\), title: The title is needed/,
    ],
    [
      "a title too long",
      changed("elysium", (doc) => {
        doc.title = "Elysium, our widest cabin with a glass front";
      }),
      /gallery category "Elysium, our widest cabin with a glass front" \(gallery-category-elysium\), title: At most 40 characters/,
    ],
    [
      "a description too short",
      changed("premium-ice-baths", (doc) => {
        doc.description = "The ice bath.";
      }),
      /gallery category "Premium Ice Baths" \(gallery-category-premium-ice-baths\), description: At least 50 characters/,
    ],
    [
      "a description stating the water range",
      changed("premium-ice-baths", (doc) => {
        doc.description =
          "The premium ice bath on terraces: a slatted timber tub holding the water at 3 °C to 15 °C.";
      }),
      /gallery category "Premium Ice Baths" \(gallery-category-premium-ice-baths\), description: No sizes, prices or times written out/,
    ],
    [
      "a description naming a figure the category lacks",
      changed("standard", (doc) => {
        doc.description =
          "Cabins made to measure outside the collections, holding the water at {waterRange}.";
      }),
      /gallery category "Standard Saunas" \(gallery-category-standard\), description: \{waterRange\} is no figure of this category; it has none to name/,
    ],
    [
      "a cover that is no picture of the category",
      changed("aurora", (doc) => {
        doc.cover = "aurora-9";
      }),
      /gallery category "Aurora" \(gallery-category-aurora\), cover: "aurora-9" is no picture of this category/,
    ],
    [
      "a category without its document",
      embedded.filter((doc) => doc.slug !== "client-3d-renderings"),
      /gallery category "client-3d-renderings" \(gallery-category-client-3d-renderings\): no document/,
    ],
    [
      "two documents for one category",
      [...embedded, { ...embedded[0]!, _id: "gallery-category-kaelis-2" }],
      /gallery categories gallery-category-kaelis, gallery-category-kaelis-2, slug: "kaelis" has two documents/,
    ],
    [
      "a category the gallery does not have",
      [...embedded, { ...embedded[0]!, _id: "gallery-category-vakio", slug: "vakio" }],
      /gallery category "Kaelis" \(gallery-category-vakio\), slug: one of the gallery's categories/,
    ],
  ])("refuse %s, naming the document, its title and the field", async (_, documents, message) => {
    await expect(read(documents)).rejects.toThrow(message);
  });
});

describe("the gallery's rules", () => {
  it("take today's words and every picture once, in any order", () => {
    expect(galleryWordsProblem("aurora", "caption", "The {name} in the evening")).toBeUndefined();
    expect(galleryWordsProblem("premium-ice-baths", "description", "x".repeat(60))).toBeUndefined();
    const reversed = [...GALLERY_CATEGORIES[0]!.pictures].reverse().map((key) => ({ key }));
    expect(galleryPicturesProblems("kaelis", reversed)).toEqual([]);
    expect(galleryCoverProblem("kaelis", "kaelis-6")).toBeUndefined();
  });

  it("refuse a list, a key, a cover or words before the category is chosen", () => {
    expect(galleryPicturesProblems(undefined, [])).toEqual(["Choose the category first"]);
    expect(galleryKeyProblem(undefined, "kaelis-1")).toBe("Choose the category first");
    expect(galleryWordsProblem(undefined, "title", "Kaelis")).toBe("Choose the category first");
  });

  it("refuse an empty list, naming every missing picture, and a missing cover", () => {
    expect(galleryPicturesProblems("kaelis", undefined)).toEqual([
      expect.stringMatching(/^kaelis-1, kaelis-2, .*kaelis-6 missing/),
    ]);
    expect(galleryKeyProblem("kaelis", "")).toMatch(/Which picture: one of kaelis-1/);
    expect(galleryCoverProblem("kaelis", undefined)).toMatch(/tile is needed/);
  });

  it("are the Studio's field rules", () => {
    type Field = {
      name: string;
      validation: (rule: unknown) => unknown;
      of?: { fields: Field[] }[];
    };
    const fields = (studioType as unknown as { fields: Field[] }).fields;
    /** The custom check a field's validation sets, found through a stand-in rule. */
    const check = (field: Field) => {
      let custom: ((value: unknown, context: unknown) => unknown) | undefined;
      const rule = {
        custom: (fn: typeof custom) => ((custom = fn), rule),
        required: () => rule,
      };
      field.validation(rule);
      return (value: unknown) => custom!(value, { document: { slug: "aurora" } });
    };
    const byName = (list: Field[], name: string) => list.find((field) => field.name === name)!;
    const pictures = byName(fields, "pictures");
    const caption = byName(pictures.of![0]!.fields, "caption");
    expect(check(caption)("")).toBe("A caption is needed");
    expect(check(byName(fields, "title"))("Aurora")).toBe(true);
    expect(check(byName(fields, "cover"))("aurora-7")).toMatch(/no picture of this category/);
    expect(check(pictures)([{ key: "aurora-1" }])).toMatch(/aurora-2, .* missing/);
  });
});
