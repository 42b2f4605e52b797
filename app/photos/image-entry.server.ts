import images from "virtual:site-images";
import type { ImageEntry } from "~/lib/image-manifest";
import { missingPhotoError } from "./photos.messages";
import { uploadedImageEntry } from "./uploaded-photo";

/**
 * The files of a photo from content/photos/ or uploaded in the editor, for
 * <Picture>: looked up on the server, so the browser never gets the manifest
 * of every photo on the site.
 */
export function imageEntry(photo: string): ImageEntry {
  const image = images[photo] ?? uploadedImageEntry(photo);
  if (!image) throw new Error(missingPhotoError(photo));
  return image;
}

/** A photo's smallest WebP file: the panel's thumbnail. */
export function photoThumbnail(photo: string): string {
  return imageEntry(photo).sources.webp[0]!.src;
}
