// A client's packages on their card: each with its balance, its payment (one tap a method),
// its history, a correction form, "Usuń pakiet…" and "Klient odstąpił od umowy…", the notice when it runs
// out, the sale of a new one from the price list, and the removed ones folded
// at the bottom. Plain forms posted to the page they
// are on (the card, or /admin/klienci/:id/pakiety): they work without
// JavaScript, and a mistake comes back where it was made. With it, what is
// typed in a sale, a correction or a removal's reason is kept on this device
// until the server has it (decision 022), each package's under its own id.
import { Form } from "react-router";
import type { PackageView } from "~/packages/package-views.server";
import type { PackageFormProblem, SaleOffer } from "~/packages/package-forms";
import { DRAFT_KEPT, priceText } from "~/packages/packages.messages";
import { PACKAGE_PAYMENT_INTENTS } from "~/packages/package-forms";
import { PaymentButtons } from "~/payments";
import { PackageHistory, RemovedPackages, RemovePackageForm } from "~/packages/package-removal";
import { SaleForm, ValidFromChoice } from "~/packages/package-sale-form";
import { WithdrawPackageForm } from "~/packages/package-withdrawal-form";
import { KeptDraftOffer } from "~/components/kept-draft-offer";
import { useFormDraft } from "~/hooks/use-form-draft";
import { formatDateTime } from "~/lib/format";
import { typeset as t } from "~/lib/typeset";

type ClientPackagesProps = {
  clientId: number;
  packages: PackageView[];
  offers: SaleOffer[];
  /** The sale form's submission key, fresh from each render of the page: a sale sent twice is recorded once. */
  saleKey: string;
  /** The page the forms are on: they post to it, and it is where /pakiety leads back to. */
  page: string;
  problem?: PackageFormProblem | null;
  /** Warsaw's date as the server reads it: whether a package is still within reach of a withdrawal. */
  today: string;
};

export function ClientPackages({ clientId, packages, offers, saleKey, page, problem, today }: ClientPackagesProps) {
  const notices = packages.filter((pack) => pack.notice);
  const live = packages.filter((pack) => !pack.removed);
  // Years of packages: the ones over and paid are folded, so the sale and the current one stay near the top.
  const settled = live.filter((pack) => (pack.state === "used-up" || pack.state === "expired") && pack.paid);
  const open = live.filter((pack) => !settled.includes(pack));
  // A problem of a package's own form is shown there; any other above the list.
  const ofItem =
    problem && (problem.intent === "edit" || problem.intent === "remove" || problem.intent === "withdraw") && live.some((pack) => pack.id === problem.id);
  return (
    <section className="admin-section packages" aria-labelledby={`pakiety-${clientId}`}>
      <h2 id={`pakiety-${clientId}`} className="admin-subheading">
        Pakiety
      </h2>
      {problem && problem.intent !== "sell" && !ofItem && (
        <p className="admin-mail-error" role="alert">
          {t(problem.message)}
        </p>
      )}
      {notices.map((pack) => (
        <div key={pack.id} className="packages-notice" role="status">
          <p>{t(pack.notice!)}</p>
          <Form method="post" action={page}>
            <input type="hidden" name="id" value={pack.id} />
            <input type="hidden" name="back" value={page} />
            <button type="submit" name="intent" value="close-notice" className="admin-button">
              Zamknij powiadomienie
            </button>
          </Form>
        </div>
      ))}
      {offers.length > 0 && (
        <SaleForm clientId={clientId} offers={offers} saleKey={saleKey} page={page} problem={problem?.intent === "sell" ? problem : null} />
      )}
      {open.length === 0 ? (
        <p className="admin-lead">{t(open.length < packages.length ? "Ta osoba nie ma teraz żadnego pakietu." : "Ta osoba nie ma jeszcze pakietu.")}</p>
      ) : (
        <ul className="packages-list">
          {open.map((pack) => (
            <PackageItem key={pack.id} pack={pack} page={page} today={today} problem={ofItem && problem.id === pack.id ? problem : null} />
          ))}
        </ul>
      )}
      {settled.length > 0 && (
        <details className="packages-fold packages-settled" open={Boolean(ofItem && settled.some((pack) => pack.id === problem.id))}>
          <summary className="admin-link">{t(`Zakończone i opłacone pakiety (${settled.length})`)}</summary>
          <ul className="packages-list">
            {settled.map((pack) => (
              <PackageItem key={pack.id} pack={pack} page={page} today={today} problem={ofItem && problem.id === pack.id ? problem : null} />
            ))}
          </ul>
        </details>
      )}
      <RemovedPackages packages={packages.filter((pack) => pack.removed)} />
    </section>
  );
}

function PackageItem({ pack, page, today, problem }: { pack: PackageView; page: string; today: string; problem: PackageFormProblem | null }) {
  const field = (name: string) => `pakiet-${pack.id}-${name}`;
  const edit = problem?.intent === "edit" ? problem : null;
  // The correction's fields as the server holds them: a draft of this package's correction, kept until it is saved.
  const held: Record<string, string> = {
    name: pack.name,
    sessions: String(pack.sessions),
    price: String(pack.price),
    weeks: String(pack.validWeeks),
    from: pack.validFrom,
  };
  const { keepForm, ...draft } = useFormDraft(`poprawka-pakietu-${pack.id}`, held);
  const typed = (name: string) => edit?.values[name] ?? held[name]!;
  return (
    <li className="packages-item" data-state={pack.state}>
      <p className="packages-balance">{t(`${pack.name}: ${pack.balance}`)}</p>
      {/* While due, the payment's line says the price. */}
      {pack.payment.kind !== "due" && <p>{t(priceText(pack.price))}</p>}
      <PaymentButtons state={pack.payment} id={pack.id} intents={PACKAGE_PAYMENT_INTENTS} action={page} hidden={{ back: page }} idPrefix="pakiet" />
      <details className="packages-fold">
        <summary className="admin-link">Historia pakietu</summary>
        <PackageHistory history={pack.history} />
      </details>
      {draft.offer && <KeptDraftOffer message={DRAFT_KEPT.edit(formatDateTime(draft.offer.savedAt))} onRestore={draft.restore} onDiscard={draft.discard} />}
      <details className="packages-fold" open={edit !== null || undefined}>
        <summary className="admin-link">Popraw pakiet</summary>
        <Form method="post" action={page} className="admin-form" ref={keepForm} onChange={draft.onChange}>
          <input type="hidden" name="id" value={pack.id} />
          <input type="hidden" name="version" value={pack.version} />
          <input type="hidden" name="back" value={page} />
          {edit && (
            <p className="admin-mail-error" role="alert">
              {t(edit.message)}
            </p>
          )}
          <div className="admin-field">
            <label htmlFor={field("nazwa")}>Nazwa</label>
            <input id={field("nazwa")} name="name" type="text" required minLength={3} maxLength={120} defaultValue={typed("name")} />
          </div>
          <div className="packages-numbers">
            <div className="admin-field">
              <label htmlFor={field("treningi")}>Treningów</label>
              <input
                id={field("treningi")}
                name="sessions"
                type="number"
                inputMode="numeric"
                min={Math.max(1, pack.used)}
                max={200}
                required
                defaultValue={typed("sessions")}
              />
            </div>
            <div className="admin-field">
              <label htmlFor={field("cena")}>Cena (zł)</label>
              <input id={field("cena")} name="price" type="number" inputMode="numeric" min={0} required defaultValue={typed("price")} />
            </div>
            <div className="admin-field">
              <label htmlFor={field("tygodnie")}>Ważny (tygodni)</label>
              <input id={field("tygodnie")} name="weeks" type="number" inputMode="numeric" min={1} max={104} required defaultValue={typed("weeks")} />
            </div>
          </div>
          <ValidFromChoice idPrefix={field("od")} chosen={typed("from")} />
          <button type="submit" name="intent" value="edit" className="admin-button admin-button-primary">
            Zapisz poprawkę
          </button>
        </Form>
      </details>
      <RemovePackageForm pack={pack} page={page} problem={problem?.intent === "remove" ? problem : null} />
      <WithdrawPackageForm pack={pack} page={page} today={today} problem={problem?.intent === "withdraw" ? problem : null} />
    </li>
  );
}
