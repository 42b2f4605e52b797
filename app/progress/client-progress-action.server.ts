// What the client posts to /moje-treningi/postepy: the consent, its
// withdrawal (which erases), a measurement or a day's deletion, a photo (multipart, its
// submission key in the address: the photos' reader takes the one file
// only) and a photo's deletion.
import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import { readForm } from "~/lib/read-form.server";
import { photoRefusalMessage } from "~/photos";
import { readPhotoUpload } from "~/photos/index.server";
import { giveHealthConsent, HEALTH_PURPOSES, withdrawHealthConsent, type HealthPurpose } from "./health-consent.server";
import { CONSENTS } from "./consent-purposes.messages";
import { deleteMeasurement, enterMeasurement, MEASUREMENT_DAY_FIELD } from "./measurement-entry.server";
import { MEASUREMENT_FORM_FIELDS, warsawDateOf, type MeasurementProblem } from "./measures";
import { addProgressPhoto, deleteProgressPhoto, MAX_PROGRESS_PHOTOS } from "./progress-photo-store.server";
import { PROGRESS, type ProgressNotice } from "./progress.messages";
import { PROGRESS_INTENTS, PURPOSE_FIELD, PURPOSE_SLUGS } from "./progress-form";

export type ClientProgressOutcome = { ok: true; notice: ProgressNotice } | { ok: false; status: 400 | 403 | 413 | 415; problem: MeasurementProblem };

const refused = (status: 400 | 403 | 413 | 415, message: string): ClientProgressOutcome => ({
  ok: false,
  status,
  problem: { errors: { form: message }, values: {} },
});

const FIELDS = [...MEASUREMENT_FORM_FIELDS, "zgoda", PURPOSE_FIELD, "zdjecie", MEASUREMENT_DAY_FIELD];

/** The consent a form is about ("cel": "ankieta", "postepy", "dieta"); a form without it, the progress's (as before issue 80). */
function purposeOf(form: URLSearchParams): HealthPurpose | null {
  const slug = form.get(PURPOSE_FIELD) ?? PURPOSE_SLUGS.progress;
  return HEALTH_PURPOSES.find((purpose) => PURPOSE_SLUGS[purpose] === slug) ?? null;
}

export async function clientProgressAction(db: Kysely<Database>, clientId: number, request: Request, now: Date): Promise<ClientProgressOutcome> {
  if (request.headers.get("content-type")?.toLowerCase().startsWith("multipart/form-data")) return uploadPhoto(db, clientId, request, now);
  const form = await readForm(request, FIELDS);
  if (!form.ok) return refused(form.status, form.message);
  const intent = form.fields.get("intent");
  if (intent === PROGRESS_INTENTS.consent || intent === PROGRESS_INTENTS.withdraw) {
    const purpose = purposeOf(form.fields);
    if (!purpose) return refused(400, PROGRESS.staleForm);
    if (intent === PROGRESS_INTENTS.withdraw) {
      await withdrawHealthConsent(db, clientId, purpose, now);
      return { ok: true, notice: `wycofano-${PURPOSE_SLUGS[purpose]}` as ProgressNotice };
    }
    if (form.fields.get("zgoda") !== "tak") return refused(400, purpose === "progress" ? PROGRESS.consentMissing : CONSENTS.missing);
    await giveHealthConsent(db, clientId, purpose, now);
    return { ok: true, notice: `zgoda-${PURPOSE_SLUGS[purpose]}` as ProgressNotice };
  }
  if (intent === PROGRESS_INTENTS.measure) {
    const outcome = await enterMeasurement(db, clientId, form.fields, "client", now);
    return outcome.ok ? { ok: true, notice: "pomiar" } : outcome;
  }
  if (intent === PROGRESS_INTENTS.deleteMeasurement) {
    const outcome = await deleteMeasurement(db, clientId, form.fields);
    return outcome.ok ? { ok: true, notice: "pomiar-usuniety" } : outcome;
  }
  if (intent === PROGRESS_INTENTS.deletePhoto) {
    const id = Number(form.fields.get("zdjecie"));
    // Gone already (a second tap): the same answer, the photo is not there.
    if (Number.isSafeInteger(id)) await deleteProgressPhoto(db, clientId, id);
    return { ok: true, notice: "usunieto" };
  }
  return refused(400, PROGRESS.staleForm);
}

async function uploadPhoto(db: Kysely<Database>, clientId: number, request: Request, now: Date): Promise<ClientProgressOutcome> {
  const submissionKey = new URL(request.url).searchParams.get("klucz") ?? "";
  if (submissionKey.length < 16 || submissionKey.length > 64) return refused(400, PROGRESS.staleForm);
  const upload = await readPhotoUpload(request);
  if (!upload.ok) return refused(upload.status, photoRefusalMessage(upload.refusal));
  const saved = await addProgressPhoto(db, { clientId, takenOn: warsawDateOf(now), original: upload.original, submissionKey }, now);
  if (saved === "no-consent") return refused(403, PROGRESS.noConsent);
  if (saved === "too-many") return refused(400, PROGRESS.tooManyPhotos(MAX_PROGRESS_PHOTOS));
  return { ok: true, notice: "zdjecie" };
}
