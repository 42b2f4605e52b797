// "Powtarzaj co tydzień" for a booking already made: the booking, how many
// weeks counting it (8 unless changed), and "Sprawdź terminy", which lists the
// following dates' fates with "Zapisz serię" (the new series' own list). Nothing else
// to fill in: from the agenda it is the booking's line, this link, and two buttons.
import { Form, href, Link } from "react-router";
import type { RepeatBookingPage } from "~/agenda/repeat-booking.server";
import type { TrainerBookingFailure } from "~/agenda/trainer-booking-form";
import { FieldError } from "~/components/field-error";
import { repeatLead, repeatMailNote } from "~/agenda/repeat-booking.messages";
import { SeriesList } from "~/series";
import { typeset as t } from "~/lib/typeset";

export function RepeatBookingForm({ page, answer }: { page: RepeatBookingPage; answer: TrainerBookingFailure | undefined }) {
  const values = answer?.values ?? {};
  const errors = answer?.fieldErrors ?? {};
  return (
    <div className="agenda-page new-booking">
      <Link to={`${href("/admin/kalendarz")}?od=${page.date}`} className="admin-back">
        ← Kalendarz
      </Link>
      <h1 className="admin-heading">Powtarzaj co tydzień</h1>
      {answer?.formError && (
        <p className="admin-notice" role="alert">
          {t(answer.formError)}
        </p>
      )}
      {answer?.formNote && (
        <p className="admin-lead" role="status">
          {t(answer.formNote)}
        </p>
      )}
      <div className="admin-card">
        <p className="agenda-who">{t(page.name)}</p>
        <p>{t(`${page.service} · ${page.when}`)}</p>
      </div>
      {page.refusal ? (
        <p className="admin-notice">{t(page.refusal)}</p>
      ) : (
        <Form method="post" className="admin-form" noValidate>
          <input type="hidden" name="repeatOf" value={page.bookingId} />
          <input type="hidden" name="version" value={page.version} />
          <input type="hidden" name="submissionKey" value={values.submissionKey ?? page.submissionKey} />
          <p className="admin-lead">{t(repeatLead(page.time))}</p>
          <div className="admin-field">
            <label htmlFor="ile-tygodni">Ile tygodni, licząc ten termin</label>
            <input
              id="ile-tygodni"
              name="count"
              type="number"
              min={2}
              max={52}
              inputMode="numeric"
              defaultValue={values.count ?? String(page.count)}
              aria-invalid={errors.count ? true : undefined}
              aria-describedby={errors.count ? "blad-serii" : undefined}
            />
            <FieldError id="blad-serii" messages={errors.count} />
          </div>
          <div className="admin-field">
            <input id="poza-godzinami" name="outsideHours" type="checkbox" defaultChecked={answer ? values.outsideHours === "on" : page.outsideHours} />
            <label htmlFor="poza-godzinami">{t("Rezerwuję poza godzinami pracy (w dzień wolny, święto albo o innej porze)")}</label>
          </div>
          <p className="admin-lead">{t(repeatMailNote(page.mailed))}</p>
          {answer?.series ? (
            <SeriesList rows={answer.series} />
          ) : (
            <button type="submit" name="intent" value="check" className="admin-button admin-button-primary admin-button-wide">
              Sprawdź terminy
            </button>
          )}
        </Form>
      )}
    </div>
  );
}
