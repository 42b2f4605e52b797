import { lazy, Suspense, useState } from "react";
import { Picture } from "./picture";
import type { GalleryPhoto } from "./gallery-photo";

const loadLightbox = () => import("./photo-lightbox.client");
const PhotoLightbox = lazy(loadLightbox);
const warmLightbox = () => void loadLightbox();

/** The gallery grid; a photo opens in a lightbox with zoom and a slideshow. */
export function PhotoGallery({ items }: { items: GalleryPhoto[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);

  return (
    <>
      <ul className="gallery-grid">
        {items.map((item, index) => (
          <li key={item.photo}>
            <figure>
              {/* A link to the large photo, which the page's code opens in the lightbox: a tap before (or without) the code still enlarges it. */}
              <a
                href={item.image.sources.webp.at(-1)!.src}
                className="gallery-thumb group"
                onClick={(event) => {
                  event.preventDefault();
                  setOpenIndex(index);
                }}
                // Fetched as a pointer or the keyboard reaches a photo, so it is
                // there by the click, yet never for visitors who only look.
                onPointerEnter={warmLightbox}
                onPointerDown={warmLightbox}
                onFocus={warmLightbox}
                aria-label={`Powiększ zdjęcie: ${item.caption}`}
              >
                <Picture
                  image={item.image}
                  alt={item.alt}
                  sizes="(min-width: 1200px) 373px, (min-width: 768px) 33vw, (min-width: 576px) 50vw, 100vw"
                  // The first photo is the largest paint on a phone; a second at high priority would share its bandwidth,
                  // and the others wait for the first paint.
                  priority={index === 0}
                  afterPaint={index === 0 ? undefined : { frame: "aspect-[3/2]" }}
                  className="aspect-[3/2] w-full object-cover transition-transform duration-300 group-hover:scale-105"
                />
              </a>
              <figcaption className="mt-2 font-semibold">{item.caption}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
      {openIndex !== null && (
        <Suspense fallback={null}>
          <PhotoLightbox items={items} index={openIndex} onClose={() => setOpenIndex(null)} onView={setOpenIndex} />
        </Suspense>
      )}
    </>
  );
}
