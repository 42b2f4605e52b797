// Browser-only (.client), loaded only when the gallery page asks for it: the lightbox library, its
// plugins and its styles stay out of every other page.
import Lightbox from "yet-another-react-lightbox";
import Captions from "yet-another-react-lightbox/plugins/captions";
import Slideshow from "yet-another-react-lightbox/plugins/slideshow";
import Zoom from "yet-another-react-lightbox/plugins/zoom";
import "yet-another-react-lightbox/styles.css";
import "yet-another-react-lightbox/plugins/captions.css";
import type { GalleryPhoto } from "./gallery-photo";

/** The original site's slideshow and zoom constants. */
export const SLIDESHOW_DELAY_MS = 3000;
export const MAX_ZOOM = 3;
/** The library's default padding around a slide. */
const SLIDE_PADDING_PX = 16;

const labels = {
  Lightbox: "Powiększone zdjęcie",
  Carousel: "Zdjęcia",
  Slide: "Zdjęcie",
  "Photo gallery": "Galeria zdjęć",
  "{index} of {total}": "{index} z {total}",
  Previous: "Poprzednie zdjęcie",
  Next: "Następne zdjęcie",
  Close: "Zamknij (Esc)",
  "Zoom in": "Powiększ",
  "Zoom out": "Pomniejsz",
  Play: "Uruchom pokaz zdjęć",
  Pause: "Zatrzymaj pokaz zdjęć",
  Caption: "Podpis",
};

/**
 * The library caps zoom by the image's pixels; ask for the ratio that makes
 * its cap exactly 3× the size the photo is shown at in this window.
 */
function maxZoomPixelRatio({ image }: GalleryPhoto): number {
  const largest = image.sources.webp.at(-1)!.width;
  const height = (image.height * largest) / image.width;
  const slideWidth = window.innerWidth - 2 * SLIDE_PADDING_PX;
  const slideHeight = window.innerHeight - 2 * SLIDE_PADDING_PX;
  const shownWidth = Math.min(slideWidth, (slideHeight / height) * largest, largest);
  return (MAX_ZOOM * shownWidth) / largest;
}

type PhotoLightboxProps = { items: GalleryPhoto[]; index: number; onClose: () => void; onView: (index: number) => void };

export default function PhotoLightbox({ items, index, onClose, onView }: PhotoLightboxProps) {
  const slides = items.map(({ image, ...item }) => {
    return {
      src: image.sources.webp.at(-1)!.src,
      alt: item.alt,
      description: item.caption,
      width: image.width,
      height: image.height,
      srcSet: image.sources.webp.map((source) => ({
        src: source.src,
        width: source.width,
        height: Math.round((image.height * source.width) / image.width),
      })),
    };
  });
  const current = items[index] ?? items[0]!;
  return (
    <Lightbox
      open
      index={index}
      close={onClose}
      on={{ view: ({ index: viewed }) => onView(viewed) }}
      slides={slides}
      labels={labels}
      plugins={[Captions, Slideshow, Zoom]}
      slideshow={{ autoplay: false, delay: SLIDESHOW_DELAY_MS }}
      zoom={{ maxZoomPixelRatio: maxZoomPixelRatio(current), scrollToZoom: true }}
      captions={{ descriptionTextAlign: "center" }}
      controller={{ closeOnBackdropClick: true }}
    />
  );
}
