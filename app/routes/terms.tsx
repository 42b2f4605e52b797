import type { Route } from "./+types/terms";
import { PageIntro } from "~/components/page-intro";
import { PageLink } from "~/components/page-link";
import { env } from "~/env.server";
import { metaFromLoader } from "~/lib/meta-from-loader";
import { sitePageMeta } from "~/lib/seo.server";
import { typeset } from "~/lib/typeset";
import { contentFor } from "~/site-content/index.server";
import { termsDocument, termsFactsOf, WITHDRAWAL_FORM_ANCHOR, withdrawalFormLines } from "~/terms";

export const meta: Route.MetaFunction = metaFromLoader;

// Written from the facts whenever the content is published: the price list, the booking rules and the payment facts.
export function loader({ context }: Route.LoaderArgs) {
  const content = contentFor(context);
  const { title, description, ...intro } = content.pages.terms;
  const typesetAll = (paragraphs: string[]) => paragraphs.map((paragraph) => typeset(paragraph));
  return {
    meta: sitePageMeta(content.business, { title, description }, "/regulamin"),
    intro,
    parts: termsDocument(termsFactsOf(content, env.SITE_URL)).map((part) => ({
      ...part,
      heading: typeset(part.heading),
      paragraphs: typesetAll(part.paragraphs),
    })),
    form: typesetAll(withdrawalFormLines(content.business)),
  };
}

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  const { intro, parts, form } = loaderData;
  const [formTitle, formNote, ...formLines] = form;
  return (
    <main id="tresc" className="flex-1">
      <header className="page-intro">
        <PageIntro eyebrow="Zasady" {...intro} />
      </header>
      <div className="prose-site container-page py-12">
        {parts.map((part, index) => (
          <section key={part.id} aria-labelledby={`regulamin-${part.id}`}>
            <h2 id={`regulamin-${part.id}`}>
              § {index + 1}. {part.heading}
            </h2>
            {part.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {part.id === "dane" && (
              <p>
                <PageLink to="/polityka-prywatnosci" className="inline-flex min-h-11 items-center">
                  Polityka prywatności
                </PageLink>
              </p>
            )}
          </section>
        ))}
        <section aria-labelledby={WITHDRAWAL_FORM_ANCHOR} className="mt-10 rounded-lg border border-line p-6">
          <h2 id={WITHDRAWAL_FORM_ANCHOR} tabIndex={-1}>
            Załącznik: {formTitle!.toLowerCase()}
          </h2>
          <p className="text-muted">{formNote}</p>
          <ul>
            {formLines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      </div>
    </main>
  );
}
