import { typeset as t } from "~/lib/typeset";

type SectionHeadingProps = { id: string; eyebrow?: string; title: string; lead?: string; centered?: boolean };

/** The heading of a page section: a small label, the h2 and an optional lead. */
export function SectionHeading({ id, eyebrow, title, lead, centered = false }: SectionHeadingProps) {
  return (
    <div className={centered ? "mx-auto mb-10 max-w-2xl text-center" : "mb-10 max-w-2xl"}>
      {eyebrow && <p className="eyebrow">{t(eyebrow)}</p>}
      <h2 id={id} className="heading-2">
        {t(title)}
      </h2>
      {lead && <p className="lead mt-4">{t(lead)}</p>}
    </div>
  );
}
