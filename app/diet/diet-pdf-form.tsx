// "Albo dieta w PDF": a file instead of the meals, saved as the diet's next
// version (multipart, so it works without JavaScript as any upload does).
import { Form } from "react-router";
import { typeset as t } from "~/lib/typeset";
import { DietFormError } from "./diet-field-error";
import { DIET_PAGE } from "./diet.messages";

export type DietPdfFormProps = { page: string; pdfPage: string; base: number; pdfName: string | null; problem: string | null };

export function DietPdfForm({ page, pdfPage, base, pdfName, problem }: DietPdfFormProps) {
  return (
    <Form method="post" action={page} encType="multipart/form-data" className="admin-form" key={base}>
      <input type="hidden" name="base" value={base} />
      <p className="admin-lead">{t(DIET_PAGE.pdfLead)}</p>
      {pdfName && (
        <p>
          {t(DIET_PAGE.pdfCurrent(pdfName))}{" "}
          <a href={pdfPage} className="admin-link">
            {DIET_PAGE.pdfOpen}
          </a>
        </p>
      )}
      <DietFormError message={problem} />
      <div className="admin-field">
        <label htmlFor="dieta-pdf">{DIET_PAGE.pdfFile}</label>
        <input id="dieta-pdf" name="pdf" type="file" accept="application/pdf,.pdf" required />
      </div>
      <button type="submit" className="admin-button admin-button-primary">
        {DIET_PAGE.pdfSave}
      </button>
    </Form>
  );
}
