import { useMemo } from "react";
import type { Route } from "./+types/home";
import { FaqList } from "~/components/faq-list";
import { HeroText } from "~/components/hero-text";
import { icons } from "~/components/icons";
import { PageLink } from "~/components/page-link";
import { imageEntry } from "~/photos/index.server";
import { Picture } from "~/components/picture";
import { AboutTrainer } from "~/components/about-trainer";
import { Reveal } from "~/components/reveal";
import { WorkSteps } from "~/components/work-steps";
import { SectionHeading } from "~/components/section-heading";
import { ServiceCards } from "~/components/service-cards";
import { StatList } from "~/components/stat-list";
import { Testimonials } from "~/components/testimonials";
import { achievementStats } from "~/lib/achievement-stats";
import { telHref } from "~/lib/contact-links";
import { metaFromLoader } from "~/lib/meta-from-loader";
import { sitePageMeta } from "~/lib/seo.server";
import { typeset, typesetAll } from "~/lib/typeset";
import { contentFor, factsFor } from "~/site-content/index.server";
import { listeningTrainer } from "~/site-content";

export const meta: Route.MetaFunction = metaFromLoader;

export function loader({ context }: Route.LoaderArgs) {
  const { achievements, business, home, offer, pages, trainer } = contentFor(context);
  const { title, description, heading, lead } = pages.home;
  // Only what the page shows.
  return {
    meta: sitePageMeta(business, { title, description }, "/", { ogImage: "home" }),
    phone: business.phone,
    services: typesetAll(
      offer.services.map(({ slug, name, icon, summary }) => ({
        slug,
        name,
        icon,
        summary,
      })),
    ),
    hero: {
      eyebrow: `${trainer.jobTitle} · ${business.address.locality}`,
      heading,
      lead,
    },
    heroPhoto: {
      image: imageEntry(home.heroPhoto),
      alt: home.heroPhotoAlt,
      focus: home.heroPhotoFocus,
    },
    about: {
      ...typesetAll({
        heading: listeningTrainer(trainer.name, trainer.gender),
        shortBio: trainer.shortBio,
        portraitAlt: trainer.portraitAlt,
        portraitFocus: trainer.portraitFocus,
        audience: home.audience,
      }),
      portrait: imageEntry(trainer.portrait),
    },
    steps: typesetAll(home.steps),
    // The consultation's length is the booking's, like every other mention of it.
    firstStep: typeset(`${factsFor(context).get("{czas konsultacji}")} rozmowy o Twoim celu. Bez zobowiązań i bez sprzedawania na siłę.`),
    stats: achievementStats({ trainer, achievements }, new Date().getFullYear()),
    testimonials: typesetAll(home.testimonials),
    testimonialsCheck: home.testimonialsCheck,
    faq: typesetAll(home.faq),
  };
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  // Rendered again only for new data: lazy route discovery renders every route
  // again when the links' routes arrive, just after hydration, and this page is
  // the site's largest (a long task of its own at a phone's speed).
  return useMemo(() => <HomeSections loaderData={loaderData} />, [loaderData]);
}

function HomeSections({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { services, phone, hero, heroPhoto, about, steps, firstStep, stats, testimonials, testimonialsCheck, faq } = loaderData;
  return (
    <main id="tresc" className="flex-1">
      <section className="hero">
        <div className="container-page grid items-center gap-10 py-10 md:py-16 lg:grid-cols-[1.1fr_1fr]">
          <div>
            <div>
              <HeroText eyebrow={hero.eyebrow} heading={hero.heading} lead={hero.lead} />
            </div>
            <div className="mt-8 flex flex-wrap gap-3">
              <PageLink to="/rezerwacja" className="button-primary">
                Umów bezpłatną konsultację
              </PageLink>
              <PageLink to="/oferta" className="button-secondary">
                Zobacz ofertę i&nbsp;ceny
              </PageLink>
            </div>
          </div>
          <div className="hero-photo hidden lg:block">
            <Picture
              image={heroPhoto.image}
              alt={heroPhoto.alt}
              focus={heroPhoto.focus}
              sizes="(min-width: 1200px) 540px, (min-width: 992px) 45vw, 100vw"
              priority
              // Phones get the headline and the call to action first, with
              // nothing to download; the trainer's photo follows just below.
              desktopOnly
              className="aspect-[3/2] w-full rounded-3xl object-cover"
            />
          </div>
        </div>
      </section>

      <section aria-labelledby="dla-kogo" className="section">
        <AboutTrainer trainer={about} />
      </section>

      <section aria-labelledby="oferta" className="section bg-surface">
        <div className="container-page">
          <div>
            <SectionHeading
              id="oferta"
              eyebrow="Oferta"
              title="Trzy filary formy"
              lead="Plan treningowy, dieta i suplementacja działają najlepiej razem. Możesz zacząć od jednego filaru albo wybrać wszystkie trzy."
            />
          </div>
          <Reveal>
            <ServiceCards services={services} />
          </Reveal>
        </div>
      </section>

      <section aria-labelledby="wspolpraca" className="section">
        <WorkSteps steps={steps} />
      </section>

      <section aria-labelledby="efekty" className="section bg-surface">
        <div className="container-page">
          <div>
            <SectionHeading
              id="efekty"
              eyebrow="Efekty"
              title="Liczby, za którymi stoją ludzie"
              lead="Kwalifikacje, starty w zawodach i metamorfozy klientów, którzy zgodzili się je pokazać."
            />
            <Reveal>
              <StatList stats={stats} />
            </Reveal>
          </div>
          <PageLink to="/osiagniecia" className="text-link mt-8">
            Certyfikaty, zawody i&nbsp;metamorfozy {icons.arrow("size-4")}
          </PageLink>
        </div>
      </section>

      <section aria-labelledby="opinie" className="section">
        <div className="container-page">
          <SectionHeading id="opinie" eyebrow="Opinie" title="Co mówią klienci" />
          <Reveal>
            <Testimonials items={testimonials} check={testimonialsCheck} />
          </Reveal>
        </div>
      </section>

      <section aria-labelledby="pytania" className="section bg-surface">
        <div className="container-page grid gap-10 lg:grid-cols-[1fr_1.6fr]">
          <SectionHeading
            id="pytania"
            eyebrow="Pytania"
            title="Zanim napiszesz"
            lead="Odpowiedzi na pytania, które słyszę najczęściej przed pierwszym treningiem."
          />
          <FaqList items={faq} />
        </div>
      </section>

      <section aria-labelledby="zacznij" className="cta-band">
        <div className="container-page flex flex-col items-start gap-6 py-14 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="zacznij" className="heading-2">
              Pierwszy krok jest bezpłatny
            </h2>
            <div>
              <p className="mt-3 max-w-xl text-lg">{firstStep}</p>
            </div>
          </div>
          <div className="flex flex-wrap gap-3">
            <PageLink to="/rezerwacja" className="button-dark">
              Umów bezpłatną konsultację
            </PageLink>
            <a href={telHref(phone)} className="button-outline-dark">
              {icons.phone("size-5")} {phone}
            </a>
          </div>
        </div>
      </section>
    </main>
  );
}
