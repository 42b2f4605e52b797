// What the progress pages load: the consent, the measurements, the photos and
// fresh submission keys for the forms (the client's page and the trainer's).
import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import { newSubmissionKey } from "~/forms/index.server";
import type { ConsentGiver } from "~/db/client-import-tables";
import { consentRecordsOf } from "./health-consent-records.server";
import { HEALTH_PURPOSES, healthConsentsOf, type HealthPurpose } from "./health-consent.server";
import { measurementsOf } from "./measurement-store.server";
import { warsawDateOf, type MeasurementRow } from "./measures";
import { progressPhotosOf, type ProgressPhoto } from "./progress-photo-store.server";

export type ProgressView = {
  clientId: number;
  /** When the client consented to their progress being kept; null: not (yet), and nothing is kept. */
  consentSince: string | null;
  /** Each purpose's consent: when given, or null. */
  consents: Record<HealthPurpose, string | null>;
  measurements: MeasurementRow[];
  photos: ProgressPhoto[];
  /** Warsaw's today: the date field's default and latest day. */
  today: string;
  measurementKey: string;
  photoKey: string;
};

/** The section on /moje-treningi (and the trainer's progress page): read only after the consent, as nothing is kept without it. */
export async function clientProgressView(db: Kysely<Database>, clientId: number, now: Date): Promise<ProgressView> {
  const consents = await healthConsentsOf(db, clientId);
  const consentSince = consents.progress;
  return {
    clientId,
    consentSince,
    consents,
    measurements: consentSince ? await measurementsOf(db, clientId) : [],
    photos: consentSince ? await progressPhotosOf(db, clientId) : [],
    today: warsawDateOf(now),
    measurementKey: newSubmissionKey(),
    photoKey: newSubmissionKey(),
  };
}

/** A purpose's consent as it stands on the card: since when and who gave it (null: none stands). */
export type StandingConsent = { purpose: HealthPurpose; givenAt: string; givenBy: ConsentGiver } | { purpose: HealthPurpose; givenAt: null };

export type CardProgressSummary = { consent: boolean; last: MeasurementRow | null; count: number; measurements: MeasurementRow[]; consents: StandingConsent[] };

/** The card's line and chart: the consent, the measurements, the latest and how many. */
export async function cardProgressSummary(db: Kysely<Database>, clientId: number): Promise<CardProgressSummary> {
  const [given, records] = await Promise.all([healthConsentsOf(db, clientId), consentRecordsOf(db, clientId)]);
  const consent = given.progress !== null;
  const measurements = consent ? await measurementsOf(db, clientId) : [];
  // Each purpose's consent that stands, with who gave it (its newest record not withdrawn): the trainer sees the proof.
  const consents = HEALTH_PURPOSES.map((purpose): StandingConsent => {
    const since = given[purpose];
    if (since === null) return { purpose, givenAt: null };
    const record = records.find((row) => row.purpose === purpose && row.withdrawn_at === null);
    return { purpose, givenAt: since, givenBy: record?.given_by ?? "unknown" };
  });
  return { consent, last: measurements.at(-1) ?? null, count: measurements.length, measurements, consents };
}
