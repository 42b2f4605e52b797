// The trainer's diet page of one client (/admin/klienci/:id/dieta): one form
// of the meals and the supplements, a PDF instead of the meals, and the
// versions' history. A form sent back (a row added, a problem, a stale save)
// shows what was typed in it; otherwise the newest versions.
import { href, Link } from "react-router";
import { typeset as t } from "~/lib/typeset";
import type { DietEditorView, DietSubmission } from "./diet-editor.server";
import { DietFormError } from "./diet-field-error";
import { DietHistory } from "./diet-history";
import { DietPageForm } from "./diet-page-form";
import { DietPdfForm } from "./diet-pdf-form";
import { DIET_FORM_PROBLEMS, DIET_PAGE, PDF_PROBLEMS } from "./diet.messages";

export type DietPageAnswer = Extract<DietSubmission, { kind: "retyped" | "refused" }>;

type DietPageProps = { client: { id: number; name: string }; view: DietEditorView; answer: DietPageAnswer | undefined };

export function DietPage({ client, view, answer }: DietPageProps) {
  const id = String(client.id);
  const page = href("/admin/klienci/:id/dieta", { id });
  const typed =
    answer?.kind === "retyped"
      ? answer.retyped
      : { dietBase: view.dietVersion, supplementsBase: view.supplementsVersion, draft: view.draft, rows: view.supplements, fields: {} };
  const problem = answer?.kind === "retyped" && answer.retyped.problem ? DIET_FORM_PROBLEMS[answer.retyped.problem] : null;
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
      {/* Keyed by the versions: after a save the form starts from what is stored, with nothing unsaved. */}
      <DietPageForm key={`${typed.dietBase}-${typed.supplementsBase}`} page={page} typed={typed} problem={problem} />
      <section aria-labelledby="dieta-pdf-naglowek" className="admin-section">
        <h2 id="dieta-pdf-naglowek" className="admin-subheading">
          {t(DIET_PAGE.pdf)}
        </h2>
        <DietPdfForm page={page} pdfPage={href("/admin/klienci/:id/dieta.pdf", { id })} base={view.dietVersion} pdfName={view.pdfName} problem={refused} />
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
