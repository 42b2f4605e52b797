// The diet page's one form: the meals, then the supplements, and one "Zapisz
// nową wersję" under both (issue 78: two forms on one page saved the second
// and dropped what was typed in the first). Leaving with anything typed and
// not saved asks first.
import { useState } from "react";
import { Form } from "react-router";
import { LeaveGuard } from "~/components/leave-guard";
import { typeset as t } from "~/lib/typeset";
import type { Retyped } from "./diet-editor.server";
import { DietEditor } from "./diet-editor";
import { DietFormError } from "./diet-field-error";
import { DIET_PAGE, DIET_UNSAVED } from "./diet.messages";
import { SupplementEditor } from "./supplement-editor";

type DietPageFormProps = { page: string; typed: Omit<Retyped, "problem">; problem: string | null };

export function DietPageForm({ page, typed, problem }: DietPageFormProps) {
  // Set by any change, and by a form the server sent back (a problem, a row added): typed and not yet saved.
  const [unsaved, setUnsaved] = useState(Object.keys(typed.fields).length > 0 || problem !== null);
  return (
    <Form method="post" action={page} className="admin-form" onChange={() => setUnsaved(true)}>
      <input type="hidden" name="dietBase" value={typed.dietBase} />
      <input type="hidden" name="supplementsBase" value={typed.supplementsBase} />
      <DietFormError message={problem} />
      <section aria-labelledby="jadlospis" className="admin-section">
        <h2 id="jadlospis" className="admin-subheading">
          {DIET_PAGE.meals}
        </h2>
        <p className="admin-lead">{t(DIET_PAGE.mealsLead)}</p>
        <DietEditor draft={typed.draft} fields={typed.fields} />
      </section>
      <section aria-labelledby="suplementy" className="admin-section">
        <h2 id="suplementy" className="admin-subheading">
          {DIET_PAGE.supplements}
        </h2>
        <SupplementEditor rows={typed.rows} fields={typed.fields} />
      </section>
      <p className="editor-hint">{t(DIET_PAGE.saveBoth)}</p>
      <button type="submit" name="intent" value="save" className="admin-button admin-button-primary">
        {DIET_PAGE.save}
      </button>
      <LeaveGuard unsaved={unsaved} onDiscard={() => setUnsaved(false)} title={DIET_UNSAVED.title} description={DIET_UNSAVED.description} />
    </Form>
  );
}
