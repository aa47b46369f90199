/**
 * The rendered room each showroom's page opens with until the business adds a photograph of the
 * showroom in the content studio: a cabin of the gallery's extra pictures, described as the
 * gallery describes that picture (the unit tests hold the two words equal), and where the crop
 * keeps the cabin whole when the page shows the picture taller than it is wide.
 */
import type { OfficeId } from "~/config/offices";
import type { ImageSource } from "~/images/image-source";
import { galleryExtra03, galleryExtra14 } from "~/images/library";

export interface OfficePicture {
  image: ImageSource;
  /** The gallery's id of the same picture (`galleryExtras`), whose alt text this is. */
  galleryId: string;
  alt: string;
  /** The class of the `object-position` that keeps the cabin in view in a tall crop. */
  crop: string;
}

export const officePictures: Record<OfficeId, OfficePicture> = {
  johannesburg: {
    image: galleryExtra03,
    galleryId: "extra-03",
    alt: "A cabin clad in pine with a glass door and slim window, in a tiled bathroom in morning light",
    // The cabin stands in the middle of the frame.
    crop: "object-center",
  },
  "cape-town": {
    image: galleryExtra14,
    galleryId: "extra-14",
    alt: "A cabin clad in Lunawood with a full glass front, in a pool house in morning light",
    // The cabin stands right of centre: a centred tall crop cut it in half.
    crop: "object-[72%_50%]",
  },
};
