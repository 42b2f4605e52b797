import { typeset as t } from "~/lib/typeset";

type PageIntroProps = { eyebrow?: string; heading: string; lead: string };

/** The opening of an inner page, inside its `<header class="page-intro">`: its one h1 and a first paragraph. */
export function PageIntro({ eyebrow, heading, lead }: PageIntroProps) {
  return (
    <div className="container-page py-12 md:py-16">
      {eyebrow && <p className="eyebrow">{t(eyebrow)}</p>}
      <h1 className="heading-1">{t(heading)}</h1>
      <p className="lead mt-4 max-w-2xl">{t(lead)}</p>
    </div>
  );
}
