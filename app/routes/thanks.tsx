import type { Route } from "./+types/thanks";
import { icons } from "~/components/icons";
import { PageLink } from "~/components/page-link";
import { telHref } from "~/lib/contact-links";
import { withinHours } from "~/lib/polish-phrases";
import { metaFromLoader } from "~/lib/meta-from-loader";
import { sitePageMeta } from "~/lib/seo.server";
import { typeset as t } from "~/lib/typeset";
import { contentFor, factsFor } from "~/site-content/index.server";

export const meta: Route.MetaFunction = metaFromLoader;

export function loader({ context }: Route.LoaderArgs) {
  const { business, pages } = contentFor(context);
  const { title, description, ...intro } = pages.thanks;
  const facts = factsFor(context);
  const consultation = `${facts.get("{czas konsultacji}")}, ${facts.get("{miejsce konsultacji}")}`;
  return {
    meta: sitePageMeta(business, { title, description }, "/dziekujemy", { noindex: true, ogImage: "thanks" }),
    message: { ...intro, phone: business.phone, responseTimeHours: business.responseTimeHours, consultation },
  };
}

/** What happens next, and the phone number for something urgent. */
function ThanksMessage({
  heading,
  lead,
  phone,
  responseTimeHours,
  consultation,
}: {
  heading: string;
  lead: string;
  phone: string;
  responseTimeHours: number;
  consultation: string;
}) {
  return (
    <>
      <span className="icon-badge size-16">{icons.check("size-8")}</span>
      <h1 className="heading-1 mt-6">{t(heading)}</h1>
      <p className="lead mt-4">{t(lead)}</p>
      <h2 className="heading-3 mt-10">Co dalej?</h2>
      <ol className="numbered-list mt-4">
        <li>{t(`Odpowiem ${withinHours(responseTimeHours)}, zwykle szybciej: e-mailem albo telefonicznie, jeśli w formularzu jest numer telefonu.`)}</li>
        <li>{t(`Umówimy bezpłatną konsultację (${consultation}).`)}</li>
        <li>{t("Po konsultacji dostaniesz propozycję planu i ceny — bez zobowiązań.")}</li>
      </ol>
      <p className="mt-8 text-muted">
        Sprawa pilna? Zadzwoń:{" "}
        <a className="font-bold text-ink underline" href={telHref(phone)}>
          {phone}
        </a>
      </p>
    </>
  );
}

export default function ThanksPage({ loaderData }: Route.ComponentProps) {
  return (
    <main id="tresc" className="flex-1">
      <section className="container-page max-w-3xl py-16 md:py-24">
        <div>
          <ThanksMessage {...loaderData.message} />
        </div>
        <div className="mt-10 flex flex-wrap gap-3">
          <PageLink to="/oferta" className="button-primary">
            Zobacz ofertę
          </PageLink>
          <PageLink to="/" className="button-secondary">
            Wróć na stronę główną
          </PageLink>
        </div>
      </section>
    </main>
  );
}
