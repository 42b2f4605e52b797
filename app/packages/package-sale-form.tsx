// "Sprzedaj pakiet" on a client's card and their packages' page: a package
// from the price list, its name, sessions, price and validity as this client
// buys it. A plain form (it works without JavaScript); with it, what is typed
// is kept on this device until the sale is recorded (decision 022).
import { Form } from "react-router";
import type { PackageFormProblem, SaleOffer } from "~/packages/package-forms";
import { DRAFT_KEPT, offerLine, SALE_TERMS } from "~/packages/packages.messages";
import { SALE_EARLY_START } from "~/packages/package-mail.messages";
import { KeptDraftOffer } from "~/components/kept-draft-offer";
import { useFormDraft } from "~/hooks/use-form-draft";
import { formatDateTime } from "~/lib/format";
import { typeset as t } from "~/lib/typeset";
import { SALE_PAYMENT_CHOICES } from "~/payments";

export function ValidFromChoice({ idPrefix, chosen }: { idPrefix: string; chosen: string }) {
  return (
    <fieldset className="admin-field packages-choice">
      <legend>Ważność liczona od</legend>
      <label htmlFor={`${idPrefix}-pierwszy`}>
        <input id={`${idPrefix}-pierwszy`} type="radio" name="from" value="first_session" defaultChecked={chosen !== "sale"} /> pierwszego treningu
      </label>
      <label htmlFor={`${idPrefix}-sprzedaz`}>
        <input id={`${idPrefix}-sprzedaz`} type="radio" name="from" value="sale" defaultChecked={chosen === "sale"} /> dnia sprzedaży
      </label>
    </fieldset>
  );
}

type SaleFormProps = { clientId: number; offers: SaleOffer[]; saleKey: string; page: string; problem: PackageFormProblem | null };

/** The sale: a package from the price list; its name, sessions, price and validity may differ for this client. */
export function SaleForm({ clientId, offers, saleKey, page, problem }: SaleFormProps) {
  const typed = (name: string) => problem?.values[name] ?? "";
  // What the trainer chooses and types, as an untouched form shows it. Not saleKey: the key says which showing
  // of the form a sale came from, and the server records one sale per key. A key kept with a draft may be one whose
  // sale was recorded (its answer lost with the signal): the restored sale, another offer or price perhaps, would be
  // taken for a repeat of that one and silently not recorded. So a restored sale goes with this page's fresh key
  // from the loader, as a new sale; the packages above show whether the earlier one went through.
  const untouched = { offer: offers[0]!.slug, name: "", sessions: "", price: "", weeks: "", from: "first_session", paid: "", earlyStart: "" };
  const { keepForm, ...draft } = useFormDraft(`pakiet-${clientId}`, untouched);
  // A sale sent back with other terms shows them (a draft put back opens the fold itself).
  const otherTerms = ["name", "sessions", "price", "weeks"].some((name) => typed(name) !== "") || typed("from") === "sale";
  return (
    <>
      {draft.offer && <KeptDraftOffer message={DRAFT_KEPT.sale(formatDateTime(draft.offer.savedAt))} onRestore={draft.restore} onDiscard={draft.discard} />}
      <details className="packages-fold packages-sale" open={problem !== null || undefined}>
        <summary className="admin-button admin-button-primary">Sprzedaj pakiet</summary>
        <Form method="post" action={page} className="admin-form" ref={keepForm} onChange={draft.onChange}>
          <input type="hidden" name="back" value={page} />
          <input type="hidden" name="saleKey" value={saleKey} />
          {problem && (
            <p className="admin-mail-error" role="alert">
              {t(problem.message)}
            </p>
          )}
          <div className="admin-field">
            <label htmlFor="pakiet-cennik">{t("Pakiet z cennika")}</label>
            <select id="pakiet-cennik" name="offer" defaultValue={typed("offer") || offers[0]!.slug}>
              {offers.map((offer) => (
                <option key={offer.slug} value={offer.slug}>
                  {t(offerLine({ name: offer.name, price: offer.price, weeks: offer.weeks }))}
                </option>
              ))}
            </select>
          </div>
          <details className="packages-fold packages-terms" open={otherTerms || undefined}>
            <summary className="admin-link">{t(SALE_TERMS.summary)}</summary>
            <p className="admin-lead">{t(SALE_TERMS.hint)}</p>
            <div className="admin-field">
              <label htmlFor="pakiet-nazwa">Inna nazwa</label>
              <input id="pakiet-nazwa" name="name" type="text" maxLength={120} defaultValue={typed("name")} />
            </div>
            <div className="packages-numbers">
              <div className="admin-field">
                <label htmlFor="pakiet-treningi">Treningów</label>
                <input id="pakiet-treningi" name="sessions" type="number" inputMode="numeric" min={1} max={200} defaultValue={typed("sessions")} />
              </div>
              <div className="admin-field">
                <label htmlFor="pakiet-cena">Cena (zł)</label>
                <input id="pakiet-cena" name="price" type="number" inputMode="numeric" min={0} defaultValue={typed("price")} />
              </div>
              <div className="admin-field">
                <label htmlFor="pakiet-tygodnie">Ważny (tygodni)</label>
                <input id="pakiet-tygodnie" name="weeks" type="number" inputMode="numeric" min={1} max={104} defaultValue={typed("weeks")} />
              </div>
            </div>
            <ValidFromChoice idPrefix="pakiet-od" chosen={typed("from")} />
          </details>
          <fieldset className="admin-field packages-choice">
            <legend>Płatność</legend>
            {SALE_PAYMENT_CHOICES.map(([value, label]) => (
              <label key={value} htmlFor={`pakiet-platnosc-${value || "do-zaplaty"}`}>
                <input id={`pakiet-platnosc-${value || "do-zaplaty"}`} type="radio" name="paid" value={value} defaultChecked={typed("paid") === value} />{" "}
                {label}
              </label>
            ))}
          </fieldset>
          <fieldset className="admin-field packages-choice">
            <legend>{SALE_EARLY_START.legend}</legend>
            <label htmlFor="pakiet-wczesniej">
              <input id="pakiet-wczesniej" type="checkbox" name="earlyStart" value="on" defaultChecked={typed("earlyStart") === "on"} />{" "}
              {t(SALE_EARLY_START.label)}
            </label>
            <p className="admin-lead">{t(SALE_EARLY_START.hint)}</p>
          </fieldset>
          <button type="submit" name="intent" value="sell" className="admin-button admin-button-primary">
            Zapisz sprzedaż
          </button>
        </Form>
      </details>
    </>
  );
}
