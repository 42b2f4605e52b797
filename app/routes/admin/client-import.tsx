import { data, href, Link, redirect } from "react-router";
import type { Route } from "./+types/client-import";
import { adminMeta } from "~/admin";
import { requireAdmin, toastHeaders } from "~/admin/index.server";
import { getDatabase } from "~/db/database.server";
import {
  ALREADY_IMPORTED,
  ColumnsForm,
  CONFIRM_ERASED_FIELD,
  NOTES_WITHOUT_HEALTH_FIELD,
  rolesToImport,
  guessColumns,
  IMPORT_GONE,
  IMPORT_PAGE,
  importDone,
  ImportDone,
  HOLD_NOTICES_INTENT,
  IMPORT_NOTICES,
  ImportNotices,
  ImportPreview,
  ImportUploadForm,
  NO_NAME_OR_CONTACT,
  PREVIEW_WORDS,
  previewSummary,
  roleField,
  rolesFindCards,
  rolesFrom,
  undoSaid,
  UPLOAD_REFUSALS,
  VISITS_TAKEN,
} from "~/imports";
import {
  canUndo,
  holdImportNotices,
  importNoticePreview,
  mapPeople,
  previewImport,
  readImportUpload,
  runImport,
  storedImport,
  storeUpload,
  undoImport,
  visitFates,
  visitRows,
  waitingImportNotices,
} from "~/imports/index.server";
import { contentFor } from "~/site-content/index.server";
import { readForm } from "~/lib/read-form.server";
import { typeset as t } from "~/lib/typeset";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(IMPORT_PAGE.title, matches);

const pageOf = (id: number) => `${href("/admin/klienci/import")}?plik=${id}`;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request);
  const db = await getDatabase();
  const [step, notices] = await Promise.all([stepOf(db, request, context), waitingImportNotices(db)]);
  return { ...step, notices };
}

async function stepOf(db: Awaited<ReturnType<typeof getDatabase>>, request: Request, context: Route.LoaderArgs["context"]) {
  const url = new URL(request.url);
  const id = Number(url.searchParams.get("plik"));
  if (!Number.isSafeInteger(id) || id < 1) return { step: "upload" as const };
  const stored = await storedImport(db, id);
  if (!stored) return { step: "upload" as const, error: IMPORT_GONE };
  if (stored.done) {
    return { step: "done" as const, id, ...stored.done, undoable: canUndo(stored, new Date()) };
  }
  const { header, rows, brokenLines } = stored.sheet;
  const roles = rolesFrom(url.searchParams, guessColumns(header));
  const columns = header.map((name, at) => ({ header: name, example: rows.find((row) => row[at])?.[at] ?? "", role: roles[at]! }));
  const asked = header.some((_, at) => url.searchParams.has(roleField(at)));
  if (!asked) return { step: "columns" as const, id, columns };
  if (!rolesFindCards(roles)) return { step: "columns" as const, id, columns, error: NO_NAME_OR_CONTACT };
  const mapped = mapPeople(rows, roles);
  const now = new Date();
  const [preview, fates] = await Promise.all([previewImport(db, mapped), visitFates(db, visitRows(mapped), contentFor(context).booking, now)]);
  const summary = previewSummary(preview, brokenLines, fates, PREVIEW_WORDS);
  // The mail its new cards' people will get (art. 14 RODO), shown before importing.
  const notice = importNoticePreview(contentFor(context), stored.fileName, now);
  return { step: "preview" as const, id, columns, roles, summary, notice };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request);
  const db = await getDatabase();
  if (request.headers.get("content-type")?.startsWith("multipart/form-data")) {
    const upload = await readImportUpload(request);
    if (!upload.ok) return data({ uploadError: UPLOAD_REFUSALS[upload.refusal] }, { status: upload.status });
    return redirect(pageOf(await storeUpload(db, upload.fileName, upload.sheet, new Date())), 303);
  }
  const form = await readForm(
    request,
    (name) => [CONFIRM_ERASED_FIELD, NOTES_WITHOUT_HEALTH_FIELD, "intent", "plik"].includes(name) || /^k\d{1,2}$/.test(name),
    {
      repeated: true,
    },
  );
  if (!form.ok) throw data(form.message, { status: form.status });
  if (form.fields.get("intent") === HOLD_NOTICES_INTENT) {
    const shown = Number(form.fields.get("plik"));
    return redirect(Number.isSafeInteger(shown) && shown > 0 ? pageOf(shown) : href("/admin/klienci/import"), {
      status: 303,
      headers: await toastHeaders(IMPORT_NOTICES.held(await holdImportNotices(db))),
    });
  }
  const id = Number(form.fields.get("plik"));
  const stored = Number.isSafeInteger(id) && id > 0 ? await storedImport(db, id) : undefined;
  if (!stored) return redirect(href("/admin/klienci/import"), { status: 303, headers: await toastHeaders(IMPORT_GONE) });
  if (form.fields.get("intent") === "undo") {
    return redirect(pageOf(id), { status: 303, headers: await toastHeaders(undoSaid(await undoImport(db, id, new Date()))) });
  }
  const roles = rolesFrom(form.fields, guessColumns(stored.sheet.header));
  if (!rolesFindCards(roles)) return data({ uploadError: NO_NAME_OR_CONTACT }, { status: 400 });
  const { booking, business, privacy } = contentFor(context);
  const confirmed = new Set(form.fields.getAll(CONFIRM_ERASED_FIELD).map(Number).filter(Number.isSafeInteger));
  const notesConfirmed = form.fields.get(NOTES_WITHOUT_HEALTH_FIELD) === "tak";
  const outcome = await runImport(
    db,
    id,
    rolesToImport(roles, notesConfirmed),
    { settings: booking, business, blockMonths: privacy.blockMonths },
    new Date(),
    confirmed,
  );
  if (outcome.kind === "taken")
    return redirect(`${pageOf(id)}&${new URLSearchParams(roles.map((role, at) => [roleField(at), role]))}`, {
      status: 303,
      headers: await toastHeaders(VISITS_TAKEN),
    });
  const said =
    outcome.kind === "imported" ? importDone(outcome.added, outcome.merged, outcome.booked) : outcome.kind === "already" ? ALREADY_IMPORTED : IMPORT_GONE;
  return redirect(pageOf(id), { status: 303, headers: await toastHeaders(said) });
}

export default function ClientImportPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <p>
        <Link to={href("/admin/klienci")} className="admin-link">
          {IMPORT_PAGE.backToClients}
        </Link>
      </p>
      <h1 className="admin-heading">{IMPORT_PAGE.title}</h1>
      <p className="admin-lead">{t(IMPORT_PAGE.lead)}</p>
      {loaderData.step === "upload" && <ImportUploadForm error={actionData?.uploadError ?? loaderData.error} />}
      {(loaderData.step === "columns" || loaderData.step === "preview") && (
        <ColumnsForm
          importId={loaderData.id}
          columns={loaderData.columns}
          error={loaderData.step === "columns" ? (loaderData.error ?? actionData?.uploadError) : undefined}
        />
      )}
      {loaderData.step === "preview" && (
        <ImportPreview importId={loaderData.id} roles={loaderData.roles} summary={loaderData.summary} notice={loaderData.notice} />
      )}
      {loaderData.step === "done" && (
        <ImportDone importId={loaderData.id} added={loaderData.added} merged={loaderData.merged} booked={loaderData.booked} undoable={loaderData.undoable} />
      )}
      <ImportNotices waiting={loaderData.notices} importId={"id" in loaderData ? loaderData.id : undefined} />
    </>
  );
}
