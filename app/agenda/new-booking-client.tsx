// Who the trainer books for: a card found by a search (its own GET form,
// whose field sits in the booking form), or a new client typed in.
import { Link } from "react-router";
import type { NewBookingPage } from "~/agenda/new-booking-page.server";
import type { ClientSummary } from "~/clients/index.server";
import { ERASED_CONFIRM_FIELD, ERASED_PERSON } from "~/clients";
import { FieldError } from "~/components/field-error";
import { pageQuery } from "~/agenda/new-booking-query";
import { typeset as t } from "~/lib/typeset";

export const SEARCH_FORM_ID = "szukaj-klienta";

export function ClientChoice({ page, values, errors }: { page: NewBookingPage; values: Record<string, string>; errors: Record<string, string[]> }) {
  // The chosen card in the address; the service the trainer chose kept, else the client's usual one (no "usluga").
  // The page opens again at "2. Klient": the card chosen and the button that books are on the screen.
  const chosen = (client: ClientSummary) =>
    `${pageQuery(page, page.serviceChosen ? { klient: String(client.id) } : { klient: String(client.id), usluga: null })}#klient`;
  return (
    <>
      <div className="admin-field">
        <label htmlFor="szukaj">{t("Klient z listy: imię, telefon albo e-mail")}</label>
        <div className="admin-search new-booking-search">
          <input id="szukaj" name="szukaj" type="search" form={SEARCH_FORM_ID} defaultValue={page.search} enterKeyHint="search" />
          <button type="submit" form={SEARCH_FORM_ID} className="admin-button">
            Szukaj
          </button>
        </div>
      </div>
      {page.found && (
        <ClientChips clients={page.found} label="Znalezieni klienci" hrefOf={chosen} nobody="Nikogo takiego nie ma na liście. Wpisz nowego klienta poniżej." />
      )}
      {page.regulars.length > 0 && (
        <>
          <p className="font-bold">Stali klienci:</p>
          <ClientChips clients={page.regulars} label="Stali klienci" hrefOf={chosen} nobody="" />
        </>
      )}
      <p className="font-bold">Albo nowy klient:</p>
      <NewClientFields values={values} errors={errors} />
    </>
  );
}

/**
 * Cards to pick, a tap each (a search's finds, or the regulars before any
 * search), each linking where `hrefOf` says; `nobody` when a search found none.
 */
export function ClientChips({
  clients,
  label,
  hrefOf,
  nobody,
}: {
  clients: ClientSummary[];
  label: string;
  hrefOf: (client: ClientSummary) => string;
  nobody: string;
}) {
  return (
    <ul className="new-booking-found" aria-label={label}>
      {clients.length ? (
        clients.map((client) => (
          <li key={client.id}>
            <Link to={hrefOf(client)} className="admin-chip">
              {t(client.name)}
              <span className="admin-chip-count">{client.phone || client.email}</span>
            </Link>
          </li>
        ))
      ) : (
        <li className="admin-lead">{t(nobody)}</li>
      )}
    </ul>
  );
}

/** A new client's name, phone and e-mail (a phone or an e-mail at least), with each field's error: here and in "Dodaj klienta". */
export function NewClientFields({ values, errors }: { values: Record<string, string>; errors: Record<string, string[]> }) {
  return (
    <>
      <div className="admin-field">
        <label htmlFor="imie">{t("Imię i nazwisko")}</label>
        <input
          id="imie"
          name="name"
          autoComplete="off"
          defaultValue={values.name ?? ""}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? "blad-imienia" : undefined}
        />
        <FieldError id="blad-imienia" messages={errors.name} />
      </div>
      <div className="admin-field">
        <label htmlFor="telefon">Telefon</label>
        <input
          id="telefon"
          name="phone"
          type="tel"
          autoComplete="off"
          defaultValue={values.phone ?? ""}
          aria-invalid={errors.phone ? true : undefined}
          aria-describedby={errors.phone ? "blad-telefonu" : undefined}
        />
        <FieldError id="blad-telefonu" messages={errors.phone} />
      </div>
      <div className="admin-field">
        <label htmlFor="email">E-mail</label>
        <input
          id="email"
          name="email"
          type="email"
          autoComplete="off"
          defaultValue={values.email ?? ""}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? "blad-emaila" : undefined}
        />
        <FieldError id="blad-emaila" messages={errors.email} />
      </div>
      <p className="admin-lead">{t("Podaj telefon albo e-mail (albo oba).")}</p>
      {/* Only once the e-mail or phone was found to be an erased person's: the trainer's explicit yes. */}
      {(errors[ERASED_CONFIRM_FIELD] || values[ERASED_CONFIRM_FIELD] === "on") && (
        <div className="admin-field">
          <FieldError id="blad-usunietej" messages={errors[ERASED_CONFIRM_FIELD]} />
          <label className="flex min-h-11 items-start gap-3">
            <input
              type="checkbox"
              name={ERASED_CONFIRM_FIELD}
              className="mt-1 size-5 shrink-0"
              defaultChecked={values[ERASED_CONFIRM_FIELD] === "on"}
              aria-describedby={errors[ERASED_CONFIRM_FIELD] ? "blad-usunietej" : undefined}
            />
            <span>{t(ERASED_PERSON.confirm)}</span>
          </label>
        </div>
      )}
    </>
  );
}
