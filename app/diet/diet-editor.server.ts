// The trainer's diet page: what its forms show (the newest versions as
// drafts, the version each form is based on, the history), and what a
// submission does (a row added or a save, re-rendered as typed when refused).
import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import { readForm } from "~/lib/read-form.server";
import { readDietBody, readSupplementList } from "./diet-body";
import { checkDiet, dietDraftFrom, dietDraftOf, isDietField, withMoreRows, type DietDraft, type DietFieldProblem, type DietFormProblem } from "./diet-form";
import { readDietPdf, type PdfProblem } from "./diet-pdf.server";
import { dietVersions, HISTORY_VERSIONS, supplementVersions } from "./diet-read.server";
import { saveDietVersion, saveSupplementVersion, type SavedVersion } from "./diet-versions.server";
import {
  checkSupplements,
  isSupplementField,
  supplementDraftFrom,
  supplementDraftOf,
  withMoreSupplements,
  type SupplementDraft,
  type SupplementFieldProblem,
} from "./supplement-form";
import { versionHistory, type HistoryEntry } from "./version-history";

export type DietEditorView = {
  dietVersion: number;
  supplementsVersion: number;
  draft: DietDraft;
  supplements: SupplementDraft[];
  pdfName: string | null;
  history: HistoryEntry[];
};

export async function dietEditorView(db: Kysely<Database>, clientId: number): Promise<DietEditorView> {
  const [diet, supplements] = await Promise.all([dietVersions(db, clientId), supplementVersions(db, clientId)]);
  const [currentDiet, currentSupplements] = [diet[0], supplements[0]];
  return {
    dietVersion: currentDiet?.version ?? 0,
    supplementsVersion: currentSupplements?.version ?? 0,
    draft: dietDraftOf(readDietBody(currentDiet?.body ?? null)),
    supplements: supplementDraftOf(readSupplementList(currentSupplements?.body ?? null)),
    pdfName: currentDiet?.pdfName ?? null,
    history: versionHistory(diet, supplements, HISTORY_VERSIONS),
  };
}

export type FormProblem = DietFormProblem | "fix" | "stale" | "too-many-supplements";
/** A form shown again as typed: `base` is the version a save from it replaces (the newest, after a stale save). */
export type Retyped =
  | { form: "diet"; base: number; draft: DietDraft; fields: Record<string, DietFieldProblem>; problem: FormProblem | null }
  | { form: "supplements"; base: number; rows: SupplementDraft[]; fields: Record<string, SupplementFieldProblem>; problem: FormProblem | null };

export type DietSubmission =
  | { kind: "saved"; what: "diet" | "supplements" | "pdf"; version: number }
  | { kind: "retyped"; status: 200 | 400 | 409; retyped: Retyped }
  | { kind: "refused"; status: 400 | 409 | 413 | 415; problem: PdfProblem | "stale" | "form"; message?: string }
  | { kind: "client-gone" };

const versionOf = (written: string | null | undefined) => (written && /^\d{1,9}$/.test(written) ? Number(written) : 0);

/** The save's outcome as the page answers it: saved, or the form again with why. */
function answered(saved: SavedVersion, what: "diet" | "supplements", again: (base: number) => Retyped): DietSubmission {
  if (saved.ok) return { kind: "saved", what, version: saved.version };
  if (saved.problem === "client-gone") return { kind: "client-gone" };
  return { kind: "retyped", status: 409, retyped: { ...again(saved.current), problem: "stale" } };
}

/** One submission of the page: a form (urlencoded) or the PDF (multipart). */
export async function submitDietPage(db: Kysely<Database>, clientId: number, request: Request, now: Date): Promise<DietSubmission> {
  if (request.headers.get("content-type")?.toLowerCase().startsWith("multipart/form-data")) {
    const upload = await readDietPdf(request);
    if (!upload.ok) return { kind: "refused", status: upload.status, problem: upload.problem };
    const saved = await saveDietVersion(db, clientId, versionOf(upload.base), { kind: "pdf", pdf: upload.pdf, name: upload.name }, now);
    if (saved.ok) return { kind: "saved", what: "pdf", version: saved.version };
    // Nothing typed to keep: the page shows the newer version, and the file is chosen again.
    return saved.problem === "client-gone" ? { kind: "client-gone" } : { kind: "refused", status: 409, problem: "stale" };
  }
  const form = await readForm(request, (name) => name === "intent" || name === "base" || isDietField(name) || isSupplementField(name));
  if (!form.ok) return { kind: "refused", status: form.status, problem: "form", message: form.message };
  const intent = form.fields.get("intent") ?? "";
  const base = versionOf(form.fields.get("base"));
  if (intent === "add-supplement" || intent === "save-supplements") {
    const rows = supplementDraftFrom(form.fields);
    const again = (problem: FormProblem | null, shown = rows, fields = {}): Retyped => ({ form: "supplements", base, rows: shown, fields, problem });
    if (intent === "add-supplement") {
      const more = withMoreSupplements(rows);
      return { kind: "retyped", status: more ? 200 : 400, retyped: more ? again(null, more) : again("too-many-supplements") };
    }
    const checked = checkSupplements(rows);
    if (!checked.ok) return { kind: "retyped", status: 400, retyped: again("fix", rows, checked.fields) };
    const saved = await saveSupplementVersion(db, clientId, base, checked.list, now);
    return answered(saved, "supplements", (current) => ({ ...again(null), base: current }));
  }
  const draft = dietDraftFrom(form.fields);
  const again = (problem: FormProblem | null, shown = draft, fields = {}): Retyped => ({ form: "diet", base, draft: shown, fields, problem });
  const addMeal = /^add-meal-(\d)$/.exec(intent);
  if (intent === "add-day" || addMeal) {
    const more = withMoreRows(draft, addMeal ? { day: Number(addMeal[1]) } : "day");
    return "draft" in more
      ? { kind: "retyped", status: 200, retyped: again(null, more.draft) }
      : { kind: "retyped", status: 400, retyped: again(more.problem) };
  }
  const checked = checkDiet(draft);
  if (!checked.ok) return { kind: "retyped", status: 400, retyped: again(checked.form ?? "fix", draft, checked.fields) };
  const saved = await saveDietVersion(db, clientId, base, { kind: "meals", body: checked.body }, now);
  return answered(saved, "diet", (current) => ({ ...again(null), base: current }));
}
