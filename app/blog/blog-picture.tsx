import { ContentPicture, type ContentPictureProps } from "../components/content-picture";
import { env } from "../config/env";
import { blogConfig } from "./config";
import { imageUrls, pictureUrls } from "./image";
import type { BlogImage } from "./schemas";

const urls = imageUrls(blogConfig(env));

export interface BlogPictureProps extends Omit<ContentPictureProps, "picture"> {
  image: BlogImage;
}

/** A blog image, its URLs from the image URL builder as the page renders (`ContentPicture`). */
export function BlogPicture({ image, ...props }: BlogPictureProps) {
  return <ContentPicture picture={pictureUrls(urls, image)} {...props} />;
}
