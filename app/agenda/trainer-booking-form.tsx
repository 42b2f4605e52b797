// The page where the trainer takes a booking (/admin/kalendarz/nowa), made
// for a phone: the service and day (a GET form: their free times), the time,
// the client (a card found by a search, or a new one), "Co tydzień", the
// client's mails and a gift voucher's code, in one POST form. Plain forms: it all works without
// JavaScript; with it, changing the service or the day shows its times at once.
import { Form, href, Link } from "react-router";
import type { NewBookingPage } from "~/agenda/new-booking-page.server";
import { SeriesList } from "~/series";
import { FieldError } from "~/components/field-error";
import { ClientChoice, SEARCH_FORM_ID } from "~/agenda/new-booking-client";
import { SeriesFold } from "~/agenda/new-booking-series";
import { pageQuery, pastSessionHref } from "~/agenda/new-booking-query";
import type { SeriesRow } from "~/series";
import { useChoiceMadeEarly } from "~/agenda/use-choice-made-early";
import { KeptDraftOffer } from "~/components/kept-draft-offer";
import { useFormDraft } from "~/hooks/use-form-draft";
import { formatDateTime } from "~/lib/format";
import { typeset as t } from "~/lib/typeset";
import { USUAL_SERVICE_LEAD } from "~/agenda/trainer-booking.messages";
import { NEW_BOOKING_LEAVE } from "~/agenda/agenda-drafts.messages";
import { VOUCHER_FIELD } from "~/agenda/trainer-voucher.messages";
import { BOOKING_LIMITS } from "~/bookings";

export type TrainerBookingFailure = {
  formError?: string;
  formNote?: string;
  fieldErrors: Record<string, string[]>;
  series: SeriesRow[] | null;
  values: Record<string, string>;
};

const FORM_ID = "rezerwacja-trenera";

/** The typed fields kept on this device until the booking is made (decision 022); nothing of them is stored before. */
const NOTHING_TYPED = { name: "", phone: "", email: "", notes: "" };

export function TrainerBookingForm({ page, answer }: { page: NewBookingPage; answer: TrainerBookingFailure | undefined }) {
  const { keepForm, ...draft } = useFormDraft("nowa-rezerwacja", NOTHING_TYPED, NEW_BOOKING_LEAVE);
  const dayForm = useChoiceMadeEarly();
  const values = answer?.values ?? {};
  const errors = answer?.fieldErrors ?? {};
  const chosenStart = values.start ?? page.start ?? (page.otherTime ? "other" : "");
  const repeat = values.repeat === "on" || Boolean(answer?.series);
  return (
    <div className="agenda-page new-booking">
      <Link to={`${href("/admin/kalendarz")}?od=${page.date}`} className="admin-back">
        ← Kalendarz
      </Link>
      <h1 className="admin-heading">Nowa rezerwacja</h1>
      <p className="admin-button-row">
        <Link to={pastSessionHref(page.client?.id)} className="admin-button">
          {t("Wpisz trening, który się odbył")}
        </Link>
      </p>
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

      <section className="admin-section" aria-labelledby="termin">
        <h2 id="termin" className="admin-subheading">
          1. Termin
        </h2>
        <Form method="get" className="new-booking-day" ref={dayForm}>
          {page.client && <input type="hidden" name="klient" value={page.client.id} />}
          {page.clock && <input type="hidden" name="godzina" value={page.clock} />}
          <div className="admin-field">
            <label htmlFor="usluga">Usługa</label>
            {/* Keyed by what the address chose: a client's usual service, picked after the page was drawn, shows. */}
            <select id="usluga" name="usluga" key={page.service} defaultValue={page.service} onChange={(event) => event.currentTarget.form?.requestSubmit()}>
              {page.services.map((service) => (
                <option key={service.slug} value={service.slug}>
                  {t(`${service.name} (${service.minutes} min)`)}
                </option>
              ))}
            </select>
          </div>
          {page.usualService && (
            <p className="admin-lead">
              {USUAL_SERVICE_LEAD}{" "}
              <Link to={pageQuery(page, { usluga: page.usualService.slug })} className="admin-link">
                {page.usualService.name}
              </Link>
            </p>
          )}
          <div className="admin-field">
            <label htmlFor="dzien">Dzień</label>
            <input
              id="dzien"
              name="dzien"
              type="date"
              key={page.date}
              defaultValue={page.date}
              required
              onChange={(event) => event.currentTarget.form?.requestSubmit()}
            />
          </div>
          <button type="submit" className="admin-button">
            Pokaż wolne godziny
          </button>
        </Form>
      </section>

      {/* The client search's own form; its field sits in the booking form below (form="…"). */}
      <Form method="get" id={SEARCH_FORM_ID} hidden>
        {/* Only a service the trainer chose: a search does not make the first one a choice. */}
        {page.serviceChosen && <input type="hidden" name="usluga" value={page.service} />}
        <input type="hidden" name="dzien" value={page.date} />
        {page.clock && <input type="hidden" name="godzina" value={page.clock} />}
      </Form>

      {draft.offer && (
        <KeptDraftOffer
          message={`Na tym urządzeniu czeka niezapisana rezerwacja z ${formatDateTime(draft.offer.savedAt)}${draft.offer.values.name ? `: ${draft.offer.values.name}` : ""}.`}
          onRestore={draft.restore}
          onDiscard={draft.discard}
        />
      )}
      <Form method="post" id={FORM_ID} className="admin-form" noValidate ref={keepForm} onChange={draft.onChange}>
        <input type="hidden" name="service" value={page.service} />
        <input type="hidden" name="date" value={page.date} />
        <input type="hidden" name="submissionKey" value={values.submissionKey ?? page.submissionKey} />

        <fieldset className="new-booking-times" aria-describedby={errors.start ? "blad-godziny" : undefined}>
          <legend className="admin-subheading">{t(`Godzina: ${page.dayTitle}`)}</legend>
          {page.dayNote && <p className="agenda-day-note">{t(page.dayNote)}</p>}
          {page.times.length > 0 ? (
            <div className="new-booking-chips">
              {page.times.map((time) => (
                <label key={time.value} className="new-booking-chip">
                  <input type="radio" name="start" value={time.value} defaultChecked={chosenStart === time.value} />
                  {time.label}
                </label>
              ))}
            </div>
          ) : (
            <p className="admin-lead">{t("Tego dnia nie ma wolnych godzin w godzinach pracy. Wpisz inną godzinę poniżej.")}</p>
          )}
          <div className="new-booking-other">
            <label className="new-booking-chip">
              <input type="radio" name="start" value="other" defaultChecked={chosenStart === "other" || (!chosenStart && !page.times.length)} />
              Inna godzina
            </label>
            <input
              type="time"
              name="otherTime"
              step={300}
              aria-label="Inna godzina"
              defaultValue={values.otherTime ?? page.otherTime}
              onInput={(event) => {
                const other = event.currentTarget.form?.querySelector<HTMLInputElement>('input[name="start"][value="other"]');
                if (other) other.checked = true;
              }}
            />
          </div>
          <FieldError id="blad-godziny" messages={errors.start} />
          <div className="admin-field">
            <input id="poza-godzinami" name="outsideHours" type="checkbox" defaultChecked={values.outsideHours === "on"} />
            <label htmlFor="poza-godzinami">{t("Rezerwuję poza godzinami pracy (w dzień wolny, święto albo o innej porze)")}</label>
          </div>
        </fieldset>

        <section aria-labelledby="klient" className="new-booking-client">
          <h2 id="klient" className="admin-subheading">
            2. Klient
          </h2>
          {page.client ? (
            <div className="admin-card">
              <input type="hidden" name="clientId" value={page.client.id} />
              <p className="agenda-who">{t(page.client.name)}</p>
              {page.client.phone && <p>{page.client.phone}</p>}
              {page.client.email && <p className="admin-mail-error">{page.client.email}</p>}
              <Link to={pageQuery(page, { klient: null })} className="admin-button">
                Zmień<span className="admin-visually-hidden"> klienta</span>
              </Link>
            </div>
          ) : (
            <ClientChoice page={page} values={values} errors={errors} />
          )}
          <FieldError id="blad-klienta" messages={errors.clientId} />
        </section>

        <SeriesFold repeat={repeat} values={values} errors={errors} />

        {answer?.series && <SeriesList rows={answer.series} />}

        <div className="admin-field">
          <input id="wyslij-mail" name="mailClient" type="checkbox" defaultChecked={answer ? values.mailClient === "on" : true} />
          <label htmlFor="wyslij-mail">Wyślij klientowi potwierdzenie e-mailem</label>
          <p className="admin-lead">
            {t("Z plikiem do kalendarza, linkiem do zmiany terminu i przypomnieniem dzień wcześniej. Tylko gdy klient ma adres e-mail.")}
          </p>
        </div>
        <div className="admin-field">
          <label htmlFor="notatka">{t("Notatka (widoczna tylko w panelu)")}</label>
          <textarea
            id="notatka"
            name="notes"
            rows={2}
            maxLength={1000}
            defaultValue={values.notes ?? ""}
            aria-describedby={errors.notes ? "blad-notatki" : undefined}
          />
          <FieldError id="blad-notatki" messages={errors.notes} />
        </div>
        <div className="admin-field">
          <label htmlFor="kod-bonu">{t(VOUCHER_FIELD.label)}</label>
          <input
            id="kod-bonu"
            name="voucherCode"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={BOOKING_LIMITS.voucherCode}
            defaultValue={values.voucherCode ?? ""}
            aria-describedby={errors.voucherCode ? "blad-bonu opis-bonu" : "opis-bonu"}
            aria-invalid={errors.voucherCode ? true : undefined}
          />
          <p id="opis-bonu" className="admin-lead">
            {t(VOUCHER_FIELD.hint)}
          </p>
          <FieldError id="blad-bonu" messages={errors.voucherCode} />
        </div>
        {!answer?.series && (
          <button type="submit" name="intent" value="book" className="admin-button admin-button-primary admin-button-wide">
            Zarezerwuj
          </button>
        )}
      </Form>
    </div>
  );
}
