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
import { saveDietPage, saveDietVersion } from "./diet-versions.server";
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
/**
 * The page's form shown again as typed, meals and supplements together: the
 * versions a save from it replaces (the newest, after a stale save), each
 * field's problem and the form's.
 */
export type Retyped = {
  dietBase: number;
  supplementsBase: number;
  draft: DietDraft;
  rows: SupplementDraft[];
  fields: Record<string, DietFieldProblem | SupplementFieldProblem>;
  problem: FormProblem | null;
};

export type DietSubmission =
  | { kind: "saved"; diet: number | null; supplements: number | null }
  | { kind: "uploaded"; version: number }
  | { kind: "retyped"; status: 200 | 400 | 409; retyped: Retyped }
  | { kind: "refused"; status: 400 | 409 | 413 | 415; problem: PdfProblem | "stale" | "form"; message?: string }
  | { kind: "client-gone" };

const versionOf = (written: string | null | undefined) => (written && /^\d{1,9}$/.test(written) ? Number(written) : 0);

/** The PDF sent instead of meals (multipart): a new version of the diet, or why not. */
async function uploadDietPdf(db: Kysely<Database>, clientId: number, request: Request, now: Date): Promise<DietSubmission> {
  const upload = await readDietPdf(request);
  if (!upload.ok) return { kind: "refused", status: upload.status, problem: upload.problem };
  const saved = await saveDietVersion(db, clientId, versionOf(upload.base), { kind: "pdf", pdf: upload.pdf, name: upload.name }, now);
  if (saved.ok) return { kind: "uploaded", version: saved.version };
  // Nothing typed to keep: the page shows the newer version, and the file is chosen again.
  return saved.problem === "client-gone" ? { kind: "client-gone" } : { kind: "refused", status: 409, problem: "stale" };
}

/** A row asked for (without JavaScript "Dodaj dzień", "Dodaj posiłek", "Dodaj suplement"): the form again with it, or why not. */
function withRowAdded(intent: string, typed: Retyped): DietSubmission {
  if (intent === "add-supplement") {
    const more = withMoreSupplements(typed.rows);
    return more
      ? { kind: "retyped", status: 200, retyped: { ...typed, rows: more } }
      : { kind: "retyped", status: 400, retyped: { ...typed, problem: "too-many-supplements" } };
  }
  const addMeal = /^add-meal-(\d)$/.exec(intent);
  const more = withMoreRows(typed.draft, addMeal ? { day: Number(addMeal[1]) } : "day");
  return "draft" in more
    ? { kind: "retyped", status: 200, retyped: { ...typed, draft: more.draft } }
    : { kind: "retyped", status: 400, retyped: { ...typed, problem: more.problem } };
}

const noMealsTyped = (draft: DietDraft) => draft.days.every((day) => day.meals.every((meal) => Object.values(meal).every((value) => value.trim() === "")));

/**
 * One submission of the page: the PDF (multipart), or its one form of meals
 * and supplements, saved together with its one "Zapisz nową wersję" (issue
 * 78: a second form under the first saved the supplements and dropped the
 * meals typed above). Meals left empty leave the diet as it is (a PDF, or
 * none yet); emptied where the newest version has meals, they are refused.
 */
export async function submitDietPage(db: Kysely<Database>, clientId: number, request: Request, now: Date): Promise<DietSubmission> {
  if (request.headers.get("content-type")?.toLowerCase().startsWith("multipart/form-data")) return uploadDietPdf(db, clientId, request, now);
  const form = await readForm(request, (name) => ["intent", "dietBase", "supplementsBase"].includes(name) || isDietField(name) || isSupplementField(name));
  if (!form.ok) return { kind: "refused", status: form.status, problem: "form", message: form.message };
  const intent = form.fields.get("intent") ?? "";
  const typed: Retyped = {
    dietBase: versionOf(form.fields.get("dietBase")),
    supplementsBase: versionOf(form.fields.get("supplementsBase")),
    draft: dietDraftFrom(form.fields),
    rows: supplementDraftFrom(form.fields),
    fields: {},
    problem: null,
  };
  if (intent !== "save") return withRowAdded(intent, typed);

  const hadMeals = (await dietVersions(db, clientId, 1))[0]?.body != null;
  const diet = noMealsTyped(typed.draft) && !hadMeals ? null : checkDiet(typed.draft);
  const supplements = checkSupplements(typed.rows);
  const fields = { ...(diet && !diet.ok ? diet.fields : {}), ...(supplements.ok ? {} : supplements.fields) };
  if (Object.keys(fields).length > 0) return { kind: "retyped", status: 400, retyped: { ...typed, fields, problem: "fix" } };
  if (diet && !diet.ok) return { kind: "retyped", status: 400, retyped: { ...typed, problem: diet.form ?? "fix" } };
  const saved = await saveDietPage(
    db,
    clientId,
    {
      diet: { base: typed.dietBase, body: diet?.ok ? diet.body : null },
      supplements: { base: typed.supplementsBase, list: supplements.ok ? supplements.list : { items: [] } },
    },
    now,
  );
  if (saved.ok) return { kind: "saved", diet: saved.diet, supplements: saved.supplements };
  if (saved.problem === "client-gone") return { kind: "client-gone" };
  return { kind: "retyped", status: 409, retyped: { ...typed, dietBase: saved.current.diet, supplementsBase: saved.current.supplements, problem: "stale" } };
}
