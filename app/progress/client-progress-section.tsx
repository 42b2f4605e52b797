// "Postępy" on /moje-treningi: before anything is kept, the consent; after
// it, the chart and the table of measurements, the form for a new one, the
// photos and the withdrawal. Its forms post to /moje-treningi/postepy, which
// comes back here (?postepy=<notice>#postepy).
import { href, useLocation } from "react-router";
import { ArrivalNotice } from "~/components/arrival-notice";
import { typeset as t } from "~/lib/typeset";
import { ConsentForm, OtherConsents, WithdrawConsent } from "./consent-forms";
import { MeasurementChart } from "./measurement-chart";
import { MeasurementForm } from "./measurement-form";
import { MeasurementTable } from "./measurement-table";
import { ProgressPhotos } from "./progress-photos";
import { ProgressStylesheet } from "./progress-stylesheet";
import { PROGRESS, PROGRESS_NOTICES, type ProgressNotice } from "./progress.messages";
import { PROGRESS_ANCHOR, PROGRESS_NOTICE_KEY } from "./progress-form";
import type { ProgressView } from "./progress-view.server";

const noticeOf = (value: string | null): string | null => (value && value in PROGRESS_NOTICES ? PROGRESS_NOTICES[value as ProgressNotice] : null);

export function ClientProgressSection({ progress }: { progress: ProgressView }) {
  // useLocation, not useSearchParams: the router's code every page loads already has it.
  const notice = noticeOf(new URLSearchParams(useLocation().search).get(PROGRESS_NOTICE_KEY));
  return (
    <section id={PROGRESS_ANCHOR} aria-labelledby="postepy-naglowek" className="mt-10">
      <ProgressStylesheet />
      <h2 id="postepy-naglowek" className="heading-2">
        {PROGRESS.title}
      </h2>
      {notice && <ArrivalNotice text={notice} />}
      {progress.consentSince === null ? (
        <ConsentForm />
      ) : (
        <>
          <h3 className="heading-3 mt-6">{PROGRESS.measurementsTitle}</h3>
          {/* The form first: a new measurement is what the client comes here for, the chart and table are read after (issue 78). */}
          <MeasurementForm action={href("/moje-treningi/postepy")} submissionKey={progress.measurementKey} today={progress.today} />
          <MeasurementChart measurements={progress.measurements} />
          <MeasurementTable measurements={progress.measurements} action={href("/moje-treningi/postepy")} />
          <h3 className="heading-3 mt-10">{PROGRESS.photosTitle}</h3>
          <p className="mt-2">{t(PROGRESS.photosLead)}</p>
          <ProgressPhotos photos={progress.photos} owner={{ photoKey: progress.photoKey }} />
          <WithdrawConsent purpose="progress" since={progress.consentSince} />
        </>
      )}
      <OtherConsents consents={progress.consents} />
    </section>
  );
}
