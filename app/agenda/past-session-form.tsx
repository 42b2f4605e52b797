// "Wpisz trening, który się odbył": the client (from their card, or found
// by a search), the service, the day and the time, set to the client's
// usual ones where the panel knows them, and one button. A plain form; with
// JavaScript, what is changed in it is kept on this device until the session
// is saved (decision 022), each client's under their own id.
import { Form, href, Link } from "react-router";
import type { PastSessionPage } from "~/agenda/past-session.server";
import { DRAFT_KEPT } from "~/agenda/agenda-drafts.messages";
import { FieldError } from "~/components/field-error";
import { pastSessionHref } from "~/agenda/new-booking-query";
import { ClientChips } from "~/agenda/new-booking-client";
import { PAST_SESSION_LEAD } from "~/agenda/past-session.messages";
import { KeptDraftOffer } from "~/components/kept-draft-offer";
import { useFormDraft } from "~/hooks/use-form-draft";
import { formatDateTime } from "~/lib/format";
import { typeset as t } from "~/lib/typeset";

export type PastSessionFailure = { formError: string | null; fieldErrors: Record<string, string[]>; values: Record<string, string> };

export function PastSessionForm({ page, answer }: { page: PastSessionPage; answer: PastSessionFailure | undefined }) {
  return (
    <div className="agenda-page new-booking">
      <Link to={href("/admin/kalendarz")} className="admin-back">
        ← Kalendarz
      </Link>
      <h1 className="admin-heading">{t("Trening, który się odbył")}</h1>
      <p className="admin-lead">{t(PAST_SESSION_LEAD)}</p>
      {answer?.formError && (
        <p className="admin-notice" role="alert">
          {t(answer.formError)}
        </p>
      )}
      {page.client ? (
        <div className="admin-card">
          <p className="agenda-who">{t(page.client.name)}</p>
          {page.client.phone && <p>{page.client.phone}</p>}
          <Link to={pastSessionHref()} className="admin-button">
            Zmień<span className="admin-visually-hidden"> klienta</span>
          </Link>
        </div>
      ) : (
        <ClientSearch page={page} />
      )}
      {page.client && <SessionForm page={page} clientId={page.client.id} answer={answer} />}
    </div>
  );
}

/** The session's service, day and time, for the client chosen. */
function SessionForm({ page, clientId, answer }: { page: PastSessionPage; clientId: number; answer: PastSessionFailure | undefined }) {
  const values = answer?.values ?? {};
  const errors = answer?.fieldErrors ?? {};
  const describedBy = (field: string) => (errors[field] ? `blad-${field}` : undefined);
  // The fields as the page suggests them; never the submission key, which is this page's own.
  const { keepForm, ...draft } = useFormDraft(`odbyty-trening-${clientId}`, { service: page.service, date: page.date, time: page.time });
  return (
    <>
      {draft.offer && (
        <KeptDraftOffer message={DRAFT_KEPT.pastSession(formatDateTime(draft.offer.savedAt))} onRestore={draft.restore} onDiscard={draft.discard} />
      )}
      <Form method="post" className="admin-form" noValidate ref={keepForm} onChange={draft.onChange}>
        <input type="hidden" name="clientId" value={clientId} />
        <input type="hidden" name="submissionKey" value={values.submissionKey ?? page.submissionKey} />
        <div className="admin-field">
          <label htmlFor="usluga">Usługa</label>
          <select id="usluga" name="service" defaultValue={values.service ?? page.service} aria-describedby={describedBy("service")}>
            {page.services.map((service) => (
              <option key={service.slug} value={service.slug}>
                {t(`${service.name} (${service.minutes} min)`)}
              </option>
            ))}
          </select>
          <FieldError id="blad-service" messages={errors.service} />
        </div>
        <div className="admin-field">
          <label htmlFor="dzien">Dzień</label>
          <input
            id="dzien"
            name="date"
            type="date"
            min={page.earliest}
            max={page.today}
            defaultValue={values.date ?? page.date}
            aria-invalid={errors.date ? true : undefined}
            aria-describedby={describedBy("date")}
          />
          <FieldError id="blad-date" messages={errors.date} />
        </div>
        <div className="admin-field">
          <label htmlFor="godzina">Godzina</label>
          <input
            id="godzina"
            name="time"
            type="time"
            step={300}
            defaultValue={values.time ?? page.time}
            aria-invalid={errors.time ? true : undefined}
            aria-describedby={describedBy("time")}
          />
          <FieldError id="blad-time" messages={errors.time} />
        </div>
        <FieldError id="blad-clientId" messages={errors.clientId} />
        <button type="submit" className="admin-button admin-button-primary admin-button-wide">
          Zapisz trening
        </button>
      </Form>
    </>
  );
}

/** Whose session: a card found by a piece of the name, phone or e-mail. */
function ClientSearch({ page }: { page: PastSessionPage }) {
  return (
    <section className="admin-section" aria-labelledby="klient">
      <h2 id="klient" className="admin-subheading">
        Klient
      </h2>
      <Form method="get" className="admin-field">
        <label htmlFor="szukaj">Imię, telefon albo e-mail</label>
        <div className="admin-search new-booking-search">
          <input id="szukaj" name="szukaj" type="search" defaultValue={page.search} enterKeyHint="search" />
          <button type="submit" className="admin-button">
            Szukaj
          </button>
        </div>
      </Form>
      {page.found && (
        <ClientChips
          clients={page.found}
          label="Znalezieni klienci"
          hrefOf={(client) => pastSessionHref(client.id)}
          nobody="Nikogo takiego nie ma na liście klientów."
        />
      )}
    </section>
  );
}
