// The trainer's progress page of a card (/admin/klienci/:id/postepy): the
// consent, the chart and the table, the measurement form while the client
// consents (entering health data needs it, whoever types), and the photos
// to look at (only the client deletes them).
import { href } from "react-router";
import { typeset as t } from "~/lib/typeset";
import { MeasurementChart } from "./measurement-chart";
import { MeasurementForm } from "./measurement-form";
import { MeasurementTable } from "./measurement-table";
import type { MeasurementProblem } from "./measures";
import { ProgressPhotos } from "./progress-photos";
import { ProgressStylesheet } from "./progress-stylesheet";
import { PROGRESS, TRAINER_PROGRESS } from "./progress.messages";
import type { ProgressView } from "./progress-view.server";

export function TrainerProgress({ progress, problem }: { progress: ProgressView; problem?: MeasurementProblem | null }) {
  if (progress.consentSince === null) return <p className="mt-4">{t(TRAINER_PROGRESS.noConsent)}</p>;
  return (
    <>
      <ProgressStylesheet />
      <p className="mt-4">{t(TRAINER_PROGRESS.consentSince(progress.consentSince))}</p>
      <h2 className="admin-subheading mt-6">{PROGRESS.measurementsTitle}</h2>
      <MeasurementChart measurements={progress.measurements} />
      <MeasurementTable measurements={progress.measurements} action={href("/admin/klienci/:id/postepy", { id: String(progress.clientId) })} />
      <h2 className="admin-subheading mt-8">{PROGRESS.newMeasurement}</h2>
      <MeasurementForm
        action={href("/admin/klienci/:id/postepy", { id: String(progress.clientId) })}
        submissionKey={problem?.values.submissionKey || progress.measurementKey}
        today={progress.today}
        problem={problem}
      />
      <h2 className="admin-subheading mt-8">{PROGRESS.photosTitle}</h2>
      <ProgressPhotos photos={progress.photos} owner={null} />
    </>
  );
}
