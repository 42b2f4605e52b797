import { IMAGE_FORMATS, widthsFor, type ImageEntry } from "~/lib/image-manifest";

// A photo uploaded in the editor is named in the content as
// "u-3f9a2c1b7d4e-5000x3333.jpg": its id and its upright size, all a page
// needs to draw it without a manifest (the files are /zdjecia/<id>-<width>.<format>).
const UPLOADED_NAME = /^(u-[0-9a-f]{12})-(\d{1,5})x(\d{1,5})\.jpg$/;

export function uploadedPhotoName(id: string, width: number, height: number): string {
  return `${id}-${width}x${height}.jpg`;
}

export function parseUploadedPhoto(name: string): { id: string; width: number; height: number } | null {
  const match = UPLOADED_NAME.exec(name);
  return match ? { id: match[1]!, width: Number(match[2]), height: Number(match[3]) } : null;
}

/** Where the file of an uploaded photo at one width and format is served. */
export function uploadedPhotoSrc(id: string, width: number, format: string): string {
  return `/zdjecia/${id}-${width}.${format}`;
}

/** What <Picture> needs for an uploaded photo, as the build's manifest gives it for the others. */
export function uploadedImageEntry(name: string): ImageEntry | undefined {
  const photo = parseUploadedPhoto(name);
  if (!photo) return undefined;
  const widths = widthsFor(photo.width);
  const sources = Object.fromEntries(
    IMAGE_FORMATS.map((format) => [format, widths.map((width) => ({ width, src: uploadedPhotoSrc(photo.id, width, format) }))]),
  ) as ImageEntry["sources"];
  return { width: photo.width, height: photo.height, sources };
}
