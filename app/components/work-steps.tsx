import { Reveal } from "./reveal";
import { SectionHeading } from "./section-heading";
import { typeset as t } from "~/lib/typeset";

/** The home page's "Jak pracujemy": the steps from the first talk on. */
export function WorkSteps({ steps }: { steps: { title: string; text: string }[] }) {
  return (
    <div className="container-page">
      <SectionHeading id="wspolpraca" eyebrow="Jak pracujemy" title="Od rozmowy do samodzielności" />
      <ol className="steps">
        {steps.map((step, index) => (
          <li key={step.title}>
            <Reveal className="h-full">
              <div className="card h-full">
                <span className="step-number" aria-hidden="true">
                  {index + 1}
                </span>
                <h3 className="heading-3 mt-4">{t(step.title)}</h3>
                <p className="mt-2 text-muted">{t(step.text)}</p>
              </div>
            </Reveal>
          </li>
        ))}
      </ol>
    </div>
  );
}
