// The card's line about progress: the latest measurement (or none, or no
// consent), the link to the trainer's progress page, and the chart.
import { href, Link } from "react-router";
import { typeset as t } from "~/lib/typeset";
import { MeasurementChart } from "./measurement-chart";
import { formatMeasure } from "./measures";
import { ProgressStylesheet } from "./progress-stylesheet";
import { TRAINER_PROGRESS } from "./progress.messages";
import { cardConsentLine } from "./consent-purposes.messages";
import type { CardProgressSummary } from "./progress-view.server";

export function CardProgressLink({ clientId, summary }: { clientId: number; summary: CardProgressSummary }) {
  const { last } = summary;
  const text = !summary.consent
    ? TRAINER_PROGRESS.summaryNoConsent
    : last
      ? TRAINER_PROGRESS.summaryLast(last.measuredOn, last.weight_kg === null ? null : formatMeasure(last.weight_kg, "kg"))
      : TRAINER_PROGRESS.summaryNone;
  return (
    <>
      <p className="mt-3">
        {t(text)}{" "}
        <Link to={href("/admin/klienci/:id/postepy", { id: String(clientId) })} className="admin-link">
          {TRAINER_PROGRESS.link}
        </Link>
      </p>
      <ul className="mt-2 text-sm">
        {summary.consents.map((standing) => (
          <li key={standing.purpose}>{t(cardConsentLine(standing.purpose, standing.givenAt === null ? null : standing))}</li>
        ))}
      </ul>
      {/* The chart on the card too: its code loads here and on the progress pages only. */}
      <ProgressStylesheet />
      <MeasurementChart measurements={summary.measurements} />
    </>
  );
}
