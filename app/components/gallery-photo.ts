import type { GalleryItem } from "~content/schema";
import type { ImageEntry } from "~/lib/image-manifest";

/** A gallery photo with its files, as the loader gives it (app/photos/image-entry.server.ts). */
export type GalleryPhoto = GalleryItem & { image: ImageEntry };
