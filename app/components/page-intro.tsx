import type { ReactNode } from "react";

type PageIntroProps = { eyebrow?: string; heading: string; lead: string; children?: ReactNode };

/** The opening of an inner page: its one h1 and a first paragraph. */
export function PageIntro({ eyebrow, heading, lead, children }: PageIntroProps) {
  return (
    <header className="page-intro">
      <div className="container-page py-12 md:py-16">
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1 className="heading-1">{heading}</h1>
        <p className="lead mt-4 max-w-2xl">{lead}</p>
        {children}
      </div>
    </header>
  );
}
