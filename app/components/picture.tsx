import { preload } from "react-dom";
import { srcSet, type ImageEntry } from "~/lib/image-manifest";
import type { PhotoFocus } from "~content/schema";

type PictureProps = {
  /** The photo's files (app/photos/image-entry.server.ts). */
  image: ImageEntry;
  alt: string;
  /** How wide the picture is drawn, for the browser's choice of file. */
  sizes: string;
  /** The largest picture above the fold: fetched first, never lazily. */
  priority?: boolean;
  /** Shown from 992 px up only (Tailwind's lg); phones download nothing for it. */
  desktopOnly?: boolean;
  /**
   * Below the fold on a phone: fetched once the page has painted (BOOT_AFTER_PAINT
   * marks the document), not beside its font and its first photo on a slow
   * connection (decision 036). `frame` is the photo's aspect-ratio class (and
   * rounding), which the picture takes meanwhile, so that nothing moves when
   * the photo appears.
   */
  afterPaint?: { frame: string };
  className?: string;
  /** What stays in view when the frame crops the photo (object-cover). */
  focus?: PhotoFocus;
};

// Whole class names, so that Tailwind finds and generates them.
const FOCUS_CLASSES: Record<PhotoFocus, string> = {
  center: "object-center",
  top: "object-top",
  bottom: "object-bottom",
  left: "object-left",
  right: "object-right",
};

/** Where a desktop-only picture shows: Tailwind's lg breakpoint (app/app.css). */
const DESKTOP = "(min-width: 62rem)";

/** A photo from content/photos/ or uploaded in the editor, in AVIF, WebP and JPEG, sized so nothing shifts. */
export function Picture({ image, alt, sizes, priority = false, desktopOnly = false, afterPaint, className, focus }: PictureProps) {
  const largestJpeg = image.sources.jpg.at(-1)!;
  // A desktop-only picture is hidden on phones, and a hidden lazy image is
  // never fetched; on a desktop its preload (in the head, for that width
  // only) fetches it as early as an eager one.
  const lazy = !priority || desktopOnly;
  if (priority && desktopOnly) {
    preload(image.sources.avif.at(-1)!.src, {
      as: "image",
      type: "image/avif",
      imageSrcSet: srcSet(image.sources.avif),
      imageSizes: sizes,
      media: DESKTOP,
      fetchPriority: "high",
    });
  }
  return (
    <picture className={desktopOnly ? "hidden lg:block" : afterPaint ? `picture-after-paint ${afterPaint.frame}` : undefined}>
      <source type="image/avif" srcSet={srcSet(image.sources.avif)} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(image.sources.webp)} sizes={sizes} />
      <img
        src={largestJpeg.src}
        srcSet={srcSet(image.sources.jpg)}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={lazy ? "lazy" : "eager"}
        fetchPriority={priority ? "high" : "auto"}
        decoding={priority ? "sync" : "async"}
        // A plain tint while it loads: a per-photo colour would need an
        // inline style attribute, which the Content-Security-Policy refuses.
        className={["bg-surface", className, focus && focus !== "center" ? FOCUS_CLASSES[focus] : null].filter(Boolean).join(" ")}
      />
    </picture>
  );
}
