import { href } from "react-router";
import type { Route } from "./+types/offer";
import { icons } from "~/components/icons";
import { PageIntro } from "~/components/page-intro";
import { PageLink } from "~/components/page-link";
import { Reveal } from "~/components/reveal";
import { SectionHeading } from "~/components/section-heading";
import { formatPrice } from "~/lib/format";
import { metaFromLoader } from "~/lib/meta-from-loader";
import { sitePageMeta } from "~/lib/seo.server";
import { typeset, typesetAll } from "~/lib/typeset";
import { noShowRule as noShowRuleOf, packageValidity } from "~/site-content";
import { contentFor } from "~/site-content/index.server";
import { paymentFactsOf, paymentRule } from "~/terms";

export const meta: Route.MetaFunction = metaFromLoader;

export function loader({ context }: Route.LoaderArgs) {
  const content = contentFor(context);
  const { business, offer, pages, booking } = content;
  const { title, description, ...intro } = pages.offer;
  // Price-list items whose sessions can be booked online: item → the booking service (the service it is, or whose sessions it holds).
  const bookable = Object.fromEntries(
    booking.services.flatMap((service) => [...(service.package === null ? [] : [service.package]), ...service.offerSlugs].map((slug) => [slug, service.slug])),
  );
  // The page shows the text typeset here: its code needs no typesetting of its own.
  const typesetOffer = typesetAll(offer);
  // Prices are written here: the page's code then needs no Intl formatter, whose set-up is slow on a phone.
  const packages = typesetOffer.packages.map((offerPackage) => ({
    ...offerPackage,
    priceLabel: formatPrice(offerPackage.price),
    // How long a package may be used is a fact of the price list, written here, never in its texts.
    validity:
      offerPackage.sessions > 1 && offerPackage.validWeeks
        ? typeset(packageValidity({ sessions: offerPackage.sessions, validWeeks: offerPackage.validWeeks }))
        : null,
  }));
  return {
    meta: sitePageMeta(business, { title, description }, "/oferta", { ogImage: "offer" }),
    offer: { ...typesetOffer, packages },
    bookable,
    // How to pay, from the terms: the price list's notes do not repeat it.
    paymentRule: typeset(paymentRule(paymentFactsOf(content))),
    noShowRule: booking.noShowCountsAsSession ? typeset(noShowRuleOf(booking)!) : null,
    intro,
  };
}

type PricedItem = { slug: string; name: string; sessions: number; featured?: boolean };

/**
 * What the price buys, booked or bought at once (a package with its first
 * session); the contact form is the second choice, and the only one for an
 * item that cannot be booked online.
 */
function PriceCardActions({ item, service }: { item: PricedItem; service: string | undefined }) {
  const main = item.featured ? "button-primary mt-6" : "button-secondary mt-6";
  const ask = `${href("/kontakt")}?usluga=${item.slug}`;
  const named = <span className="sr-only">: {item.name}</span>;
  if (!service)
    return (
      <PageLink to={ask} className={main}>
        Wybieram{named}
      </PageLink>
    );
  const booking = `${href("/rezerwacja")}?usluga=${service}${item.sessions > 1 ? `&pakiet=${item.slug}` : ""}`;
  return (
    <>
      <PageLink to={booking} className={main}>
        {item.sessions > 1 ? "Kup pakiet" : "Zarezerwuj"}
        {named}
      </PageLink>
      <PageLink to={ask} className="text-link mt-2 self-center">
        Mam pytanie{named}
      </PageLink>
    </>
  );
}

export default function OfferPage({ loaderData }: Route.ComponentProps) {
  const { offer, bookable, paymentRule, noShowRule, intro } = loaderData;
  return (
    <main id="tresc" className="flex-1">
      <header className="page-intro">
        <PageIntro eyebrow="Oferta" {...intro} />
      </header>

      <section aria-labelledby="filary" className="section">
        <div className="container-page">
          <div>
            <SectionHeading id="filary" eyebrow="Czym się zajmuję" title="Plan treningowy, dieta, suplementacja" />
          </div>
          <div className="grid gap-6 lg:grid-cols-3">
            {offer.services.map((service) => (
              <Reveal key={service.slug}>
                <article id={service.slug} aria-labelledby={`${service.slug}-tytul`} className="card h-full">
                  <span className="icon-badge">{icons[service.icon]()}</span>
                  <h3 id={`${service.slug}-tytul`} className="heading-3 mt-5">
                    {service.name}
                  </h3>
                  <p className="mt-3 text-muted">{service.summary}</p>
                  <ul className="check-list mt-5">
                    {service.includes.map((item) => (
                      <li key={item}>
                        {icons.check("size-5 shrink-0 text-accent-text")}
                        {item}
                      </li>
                    ))}
                  </ul>
                  <PageLink to={`${href("/kontakt")}?usluga=${service.slug}`} className="text-link mt-6">
                    Zapytaj o&nbsp;{service.nameAccusative} {icons.arrow("size-4")}
                  </PageLink>
                </article>
              </Reveal>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="cennik" className="section bg-surface">
        <div className="container-page">
          <div>
            <SectionHeading id="cennik" eyebrow="Cennik" title="Pakiety i ceny" lead="Ceny brutto, bez ukrytych opłat." />
          </div>
          <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
            {offer.packages.map((offerPackage) => (
              <li key={offerPackage.slug} className="price-card" data-featured={offerPackage.featured || undefined}>
                {offerPackage.featured && <p className="price-badge">Najczęściej wybierany</p>}
                <h3 className="heading-3">{offerPackage.name}</h3>
                <p className="mt-4">
                  <span className="price">{offerPackage.priceLabel}</span>
                  <span className="block text-sm text-muted">{offerPackage.per}</span>
                </p>
                <p className="mt-4 text-muted">{offerPackage.description}</p>
                <ul className="check-list mt-5 flex-1">
                  {offerPackage.validity && (
                    <li>
                      {icons.check("size-5 shrink-0 text-accent-text")}
                      {offerPackage.validity}
                    </li>
                  )}
                  {offerPackage.includes.map((item) => (
                    <li key={item}>
                      {icons.check("size-5 shrink-0 text-accent-text")}
                      {item}
                    </li>
                  ))}
                </ul>
                <PriceCardActions item={offerPackage} service={bookable[offerPackage.slug]} />
              </li>
            ))}
          </ul>
          <ul className="mt-10 space-y-2 text-muted">
            {offer.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
            <li>{paymentRule}</li>
            {noShowRule && <li>{noShowRule}</li>}
          </ul>
        </div>
      </section>
    </main>
  );
}
