import { typeset as t } from "~/lib/typeset";
import { ServerSection } from "./server-section";

type PageIntroProps = {
  eyebrow?: string;
  /** The page's heading and first paragraph; undefined while the browser keeps the server's HTML (see ServerSection). */
  intro: { heading: string; lead: string } | undefined;
};

/** The opening of an inner page: its one h1 and a first paragraph. */
export function PageIntro({ eyebrow, intro }: PageIntroProps) {
  return (
    <ServerSection as="header" className="page-intro" from={intro}>
      {({ heading, lead }) => (
        <div className="container-page py-12 md:py-16">
          {eyebrow && <p className="eyebrow">{t(eyebrow)}</p>}
          <h1 className="heading-1">{t(heading)}</h1>
          <p className="lead mt-4 max-w-2xl">{t(lead)}</p>
        </div>
      )}
    </ServerSection>
  );
}
