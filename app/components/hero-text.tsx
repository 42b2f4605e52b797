import { typeset as t } from "~/lib/typeset";

type HeroTextProps = { eyebrow: string; heading: string; lead: string };

/** The home page's opening words: who and where, the one h1 and the promise. */
export function HeroText({ eyebrow, heading, lead }: HeroTextProps) {
  return (
    <>
      <p className="eyebrow">{t(eyebrow)}</p>
      <h1 className="heading-display">{t(heading)}</h1>
      <p className="lead mt-5 max-w-xl">{t(lead)}</p>
    </>
  );
}
