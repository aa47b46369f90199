/**
 * The gallery as the Studio knows it. Written by `npm run studio-gallery` from
 * the site's gallery; the site's tests fail when the two differ. Dependency-free, so that the
 * Studio and the site's content check both read it.
 */
export interface StudioGalleryCategory {
  slug: string;
  /** The figures its title and description may name in braces, which the site fills in. */
  figures: string[];
  /** The keys of its pictures rendered from the models, in the order they were first shown. */
  pictures: string[];
  /** The figures a caption may name (`{name}`: the collection, cabin, room or ice bath shown). */
  captionFigures: string[];
}

/** The gallery's categories, in the gallery's order. */
export const GALLERY_CATEGORIES: readonly StudioGalleryCategory[] = [
  {
    slug: "kaelis",
    figures: ["name"],
    pictures: ["kaelis-1", "kaelis-2", "kaelis-3", "kaelis-4", "kaelis-5", "kaelis-6"],
    captionFigures: ["name"],
  },
  {
    slug: "aurora",
    figures: ["name"],
    pictures: ["aurora-1", "aurora-2", "aurora-3", "aurora-4", "aurora-5", "aurora-6"],
    captionFigures: ["name"],
  },
  {
    slug: "loyly",
    figures: ["name"],
    pictures: ["loyly-1", "loyly-2", "loyly-3", "loyly-4", "loyly-5", "loyly-6"],
    captionFigures: ["name"],
  },
  {
    slug: "elysium",
    figures: ["name"],
    pictures: ["elysium-1", "elysium-2", "elysium-3", "elysium-4", "elysium-5", "elysium-6"],
    captionFigures: ["name"],
  },
  {
    slug: "standard",
    figures: [],
    pictures: ["standard-1", "standard-2", "standard-3", "standard-4", "standard-5", "standard-6"],
    captionFigures: ["name"],
  },
  {
    slug: "client-3d-renderings",
    figures: [],
    pictures: [
      "renderings-1",
      "renderings-2",
      "renderings-3",
      "renderings-4",
      "renderings-5",
      "renderings-6",
    ],
    captionFigures: ["name"],
  },
  {
    slug: "premium-ice-baths",
    figures: ["name", "waterRange"],
    pictures: ["ice-bath-1", "ice-bath-2", "ice-bath-3", "ice-bath-4", "ice-bath-5", "ice-bath-6"],
    captionFigures: ["name"],
  },
];
