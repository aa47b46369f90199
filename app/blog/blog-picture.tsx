import { ContentPicture, type ContentPictureProps } from "../components/content-picture";
import { env } from "../config/env";
import { datasetConfig } from "../dataset/config";
import { imageUrls, pictureUrls } from "../dataset/image-urls";
import type { DatasetImage } from "~/dataset/image-schema";

const urls = imageUrls(datasetConfig(env));

export interface BlogPictureProps extends Omit<ContentPictureProps, "picture"> {
  image: DatasetImage;
}

/** A blog image, its URLs from the image URL builder as the page renders (`ContentPicture`). */
export function BlogPicture({ image, ...props }: BlogPictureProps) {
  return <ContentPicture picture={pictureUrls(urls, image)} {...props} />;
}
