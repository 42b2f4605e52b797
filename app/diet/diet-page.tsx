// The trainer's diet page of one client (/admin/klienci/:id/dieta): the
// meals or a PDF, the supplements, and the versions' history. A form sent
// back (a row added, a problem, a stale save) shows what was typed in it;
// the other forms show the newest versions.
import { href, Link } from "react-router";
import { typeset as t } from "~/lib/typeset";
import type { DietEditorView, DietSubmission, Retyped } from "./diet-editor.server";
import { DietEditor } from "./diet-editor";
import { DietFormError } from "./diet-field-error";
import { DietHistory } from "./diet-history";
import { DietPdfForm } from "./diet-pdf-form";
import { DIET_FORM_PROBLEMS, DIET_PAGE, PDF_PROBLEMS } from "./diet.messages";
import { SupplementEditor } from "./supplement-editor";

export type DietPageAnswer = Extract<DietSubmission, { kind: "retyped" | "refused" }>;

type DietPageProps = { client: { id: number; name: string }; view: DietEditorView; answer: DietPageAnswer | undefined };

export function DietPage({ client, view, answer }: DietPageProps) {
  const id = String(client.id);
  const page = href("/admin/klienci/:id/dieta", { id });
  const retyped: Retyped | null = answer?.kind === "retyped" ? answer.retyped : null;
  const problem = (form: Retyped["form"]) => (retyped?.form === form && retyped.problem ? DIET_FORM_PROBLEMS[retyped.problem] : null);
  const diet = retyped?.form === "diet" ? retyped : { base: view.dietVersion, draft: view.draft, fields: {} };
  const supplements = retyped?.form === "supplements" ? retyped : { base: view.supplementsVersion, rows: view.supplements, fields: {} };
  const refused =
    answer?.kind === "refused" && answer.problem !== "form" ? (answer.problem === "stale" ? DIET_FORM_PROBLEMS.stale : PDF_PROBLEMS[answer.problem]) : null;
  // A body the page could not read (too large, not a form): said at the top, as nothing of it can be shown again.
  const unread = answer?.kind === "refused" && answer.problem === "form" ? (answer.message ?? null) : null;
  return (
    <div className="agenda-page diet-page">
      <p>
        <Link to={href("/admin/klienci/:id", { id })} className="admin-link">
          {t(DIET_PAGE.back(client.name))}
        </Link>
      </p>
      <h1 className="admin-heading">{t(DIET_PAGE.title(client.name))}</h1>
      <DietFormError message={unread} />
      <section aria-labelledby="jadlospis" className="admin-section">
        <h2 id="jadlospis" className="admin-subheading">
          {DIET_PAGE.meals}
        </h2>
        <p className="admin-lead">{t(DIET_PAGE.mealsLead)}</p>
        <DietEditor page={page} base={diet.base} draft={diet.draft} fields={diet.fields} problem={problem("diet")} />
      </section>
      <section aria-labelledby="dieta-pdf-naglowek" className="admin-section">
        <h2 id="dieta-pdf-naglowek" className="admin-subheading">
          {t(DIET_PAGE.pdf)}
        </h2>
        <DietPdfForm page={page} pdfPage={href("/admin/klienci/:id/dieta.pdf", { id })} base={view.dietVersion} pdfName={view.pdfName} problem={refused} />
      </section>
      <section aria-labelledby="suplementy" className="admin-section">
        <h2 id="suplementy" className="admin-subheading">
          {DIET_PAGE.supplements}
        </h2>
        <SupplementEditor page={page} base={supplements.base} rows={supplements.rows} fields={supplements.fields} problem={problem("supplements")} />
      </section>
      <section aria-labelledby="historia" className="admin-section">
        <h2 id="historia" className="admin-subheading">
          {DIET_PAGE.history}
        </h2>
        <DietHistory history={view.history} />
      </section>
    </div>
  );
}
