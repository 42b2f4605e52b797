import { telHref } from "~/lib/contact-links";
import type { ImageEntry } from "~/lib/image-manifest";
import type { SiteContent } from "~/site-content/sections";
import { icons } from "./icons";
import { Picture } from "./picture";
import { typeset as t } from "~/lib/typeset";

type Business = SiteContent["business"];

type ContactDetailsProps = Pick<Business, "phone" | "email" | "mapUrl"> & {
  openingHours: Pick<Business["openingHours"][number], "days" | "ranges">[];
  address: Pick<Business["address"], "street" | "postalCode" | "locality">;
  /** The map picture, its files from the loader (app/photos/image-entry.server.ts). */
  map: { mapAlt: string; mapPhoto: ImageEntry };
};

/** Phone, e-mail, address, opening hours and the map picture of the contact page (inside its `space-y-6` column). */
export function ContactDetails(business: ContactDetailsProps) {
  const contactPage = business.map;
  // In a narrow card the address breaks after the @, not inside a word.
  const [mailbox, domain] = business.email.split("@");
  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2">
        <li className="card">
          <h2 className="contact-label">{icons.phone("size-5")} Telefon</h2>
          <a className="inline-block py-2 text-xl font-bold underline" href={telHref(business.phone)}>
            {business.phone}
          </a>
        </li>
        <li className="card">
          <h2 className="contact-label">{icons.mail("size-5")} E-mail</h2>
          <a className="inline-block py-2 text-lg font-bold wrap-anywhere underline" href={`mailto:${business.email}`}>
            {mailbox}@<wbr />
            {domain}
          </a>
        </li>
        <li className="card">
          <h2 className="contact-label">{icons.pin("size-5")} Adres studia</h2>
          <address className="not-italic">
            {business.address.street}
            <br />
            {business.address.postalCode} {business.address.locality}
          </address>
        </li>
        <li className="card">
          <h2 className="contact-label">{icons.clock("size-5")} Godziny pracy</h2>
          <dl>
            {business.openingHours.map((hours) => (
              <div key={hours.days} className="flex flex-wrap justify-between gap-x-3">
                <dt>{t(hours.days)}</dt>
                <dd className="ml-auto font-semibold whitespace-nowrap">{hours.ranges.map((range) => `${range.from}–${range.to}`).join(", ")}</dd>
              </div>
            ))}
          </dl>
        </li>
      </ul>
      <a href={business.mapUrl} className="map-link" rel="noopener">
        <Picture
          image={contactPage.mapPhoto}
          alt={contactPage.mapAlt}
          sizes="(min-width: 992px) 560px, 100vw"
          afterPaint={{ frame: "aspect-[3/2] rounded-2xl" }}
          className="aspect-[3/2] w-full rounded-2xl object-cover"
        />
        <span className="map-caption">
          {t("Otwórz mapę w OpenStreetMap")} {icons.arrow("size-4")}
        </span>
      </a>
    </>
  );
}
