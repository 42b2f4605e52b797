/** Widths made of every photo; the browser picks one with srcset and sizes. */
export const IMAGE_WIDTHS = [400, 800, 1200, 1600] as const;
/** Best first: the browser takes the first format it supports. */
export const IMAGE_FORMATS = ["avif", "webp", "jpg"] as const;

export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export type ImageEntry = {
  width: number;
  height: number;
  sources: Record<ImageFormat, { width: number; src: string }[]>;
};

export type ImageManifest = Record<string, ImageEntry>;

export function srcSet(sources: { width: number; src: string }[]): string {
  return sources.map((source) => `${source.src} ${source.width}w`).join(", ");
}

/** Widths to make for a source this wide: the standard ones that fit, else the source's own. */
export function widthsFor(sourceWidth: number): number[] {
  const fitting = IMAGE_WIDTHS.filter((width) => width <= sourceWidth);
  return fitting.length > 0 ? fitting : [sourceWidth];
}
