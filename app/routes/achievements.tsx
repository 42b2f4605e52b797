import type { Route } from "./+types/achievements";
import type { Achievements, Trainer } from "~content/schema";
import { PageIntro } from "~/components/page-intro";
import { imageEntry } from "~/photos/index.server";
import { Picture } from "~/components/picture";
import type { ImageEntry } from "~/lib/image-manifest";
import { Reveal } from "~/components/reveal";
import { SectionHeading } from "~/components/section-heading";
import { StatList } from "~/components/stat-list";
import { achievementStats } from "~/lib/achievement-stats";
import { metaFromLoader } from "~/lib/meta-from-loader";
import { sitePageMeta } from "~/lib/seo.server";
import { typeset as t } from "~/lib/typeset";
import { typesetAll } from "~/lib/typeset";
import { contentFor } from "~/site-content/index.server";

export const meta: Route.MetaFunction = metaFromLoader;

export function loader({ context }: Route.LoaderArgs) {
  const { achievements, business, pages, trainer } = contentFor(context);
  const { title, description, ...intro } = pages.achievements;
  const typeset = typesetAll({ certificates: trainer.certificates, achievements });
  return {
    meta: sitePageMeta(business, { title, description }, "/osiagniecia", { ogImage: "achievements" }),
    intro,
    stats: achievementStats({ trainer, achievements }, new Date().getFullYear()),
    certificates: typeset.certificates,
    competitions: typeset.achievements.competitions,
    transformations: typeset.achievements.transformations.map((transformation, index) => {
      const photos = achievements.transformations[index]!;
      return { ...transformation, beforeImage: imageEntry(photos.before), afterImage: imageEntry(photos.after) };
    }),
    consentNote: typeset.achievements.consentNote,
  };
}

type Transformation = Achievements["transformations"][number] & { beforeImage: ImageEntry; afterImage: ImageEntry };

/** Certificates beside competitions. */
function Records({ certificates, competitions }: { certificates: Trainer["certificates"]; competitions: Achievements["competitions"] }) {
  return (
    <div className="container-page grid gap-10 lg:grid-cols-2">
      <div>
        <SectionHeading id="certyfikaty" eyebrow="Kwalifikacje" title="Certyfikaty i uprawnienia" />
        <ul className="space-y-4">
          {certificates.map((certificate) => (
            <li key={certificate.name} className="card flex items-start gap-4">
              <span className="year-badge">{certificate.year}</span>
              <span>
                <span className="block font-bold">{t(certificate.name)}</span>
                <span className="text-muted">{t(certificate.issuer)}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <SectionHeading id="zawody" eyebrow="Sport" title="Starty w zawodach" />
        <ol className="timeline">
          {competitions.map((competition) => (
            <li key={`${competition.year}-${competition.name}`}>
              <span className="font-bold text-accent-text">{competition.year}</span>
              <span className="block font-bold">{t(competition.name)}</span>
              <span className="text-muted">{t(competition.result)}</span>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}

/** Clients' before and after photos with their stories. */
function Transformations({ transformations, consentNote }: { transformations: Transformation[]; consentNote: string }) {
  return (
    <div className="container-page">
      <SectionHeading
        id="metamorfozy"
        eyebrow="Klienci"
        title="Metamorfozy"
        lead="Prawdziwe efekty, osiągnięte w zwykłym życiu: z pracą, dziećmi i brakiem czasu."
      />
      <div className="grid gap-8 lg:grid-cols-2">
        {transformations.map((transformation) => (
          <Reveal key={transformation.client}>
            <article className="card" aria-labelledby={`metamorfoza-${transformation.before}`}>
              <div className="grid grid-cols-2 gap-3">
                <figure>
                  <Picture
                    image={transformation.beforeImage}
                    alt={`${transformation.client} przed rozpoczęciem współpracy`}
                    sizes="(min-width: 992px) 270px, 45vw"
                    afterPaint={{ frame: "aspect-[3/4] rounded-xl" }}
                    className="aspect-[3/4] w-full rounded-xl object-cover"
                  />
                  <figcaption className="mt-2 text-sm font-bold">Przed</figcaption>
                </figure>
                <figure>
                  <Picture
                    image={transformation.afterImage}
                    alt={`${transformation.client} po ${transformation.durationLocative} współpracy`}
                    sizes="(min-width: 992px) 270px, 45vw"
                    afterPaint={{ frame: "aspect-[3/4] rounded-xl" }}
                    className="aspect-[3/4] w-full rounded-xl object-cover"
                  />
                  <figcaption className="mt-2 text-sm font-bold">{t(`Po ${transformation.durationLocative}`)}</figcaption>
                </figure>
              </div>
              <h3 id={`metamorfoza-${transformation.before}`} className="heading-3 mt-5">
                {t(`${transformation.client}: ${transformation.result}`)}
              </h3>
              <p className="mt-2 text-muted">{t(transformation.story)}</p>
            </article>
          </Reveal>
        ))}
      </div>
      <p className="mt-8 max-w-2xl text-sm text-muted">{t(consentNote)}</p>
    </div>
  );
}

export default function AchievementsPage({ loaderData }: Route.ComponentProps) {
  const { intro, stats, certificates, competitions, transformations, consentNote } = loaderData;
  return (
    <main id="tresc" className="flex-1">
      <header className="page-intro">
        <PageIntro eyebrow="Osiągnięcia" {...intro} />
      </header>
      <section aria-label="W liczbach" className="section pb-0">
        <div className="container-page">
          <StatList stats={stats} />
        </div>
      </section>
      <section aria-labelledby="certyfikaty" className="section">
        <Records certificates={certificates} competitions={competitions} />
      </section>
      <section aria-labelledby="metamorfozy" className="section bg-surface">
        <Transformations transformations={transformations} consentNote={consentNote} />
      </section>
    </main>
  );
}
