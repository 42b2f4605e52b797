// The page /moje-treningi/postepy shows when a form sent without JavaScript
// was refused: the reason, the measurement form again with what was typed,
// and the way back. (With JavaScript the forms show their errors in place.)
import { href, Link } from "react-router";
import { typeset as t } from "~/lib/typeset";
import { MeasurementForm } from "./measurement-form";
import type { MeasurementProblem } from "./measures";
import { PROGRESS } from "./progress.messages";
import { PROGRESS_ANCHOR } from "./progress-form";

export type ProgressRefusalProps = { problem: MeasurementProblem | null; today: string };

export function ProgressRefusal({ problem, today }: ProgressRefusalProps) {
  // A refused measurement stored nothing: its key is good for the next try.
  const submissionKey = problem?.values.submissionKey;
  return (
    <main id="tresc" className="flex-1">
      <div className="container-page max-w-3xl py-12 md:py-16">
        <h1 className="heading-1">{PROGRESS.title}</h1>
        {problem && submissionKey && <MeasurementForm action={href("/moje-treningi/postepy")} submissionKey={submissionKey} today={today} problem={problem} />}
        {problem && !submissionKey && (
          <p className="form-error mt-6" role="alert">
            {t(problem.errors.form ?? PROGRESS.staleForm)}
          </p>
        )}
        <p className="mt-8">
          <Link to={`${href("/moje-treningi")}#${PROGRESS_ANCHOR}`} className="inline-flex min-h-11 items-center font-bold underline">
            {PROGRESS.back}
          </Link>
        </p>
      </div>
    </main>
  );
}
